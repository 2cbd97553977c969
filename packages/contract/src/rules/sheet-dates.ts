/**
 * Dates as spreadsheets write them (issue 34 §1): a fleet file from a US shop says 3/4/2026, an
 * exported report "Mar 4, 2026". The import reads these forms, stores `YYYY-MM-DD`, and says
 * which form it read, so 3/4/2026 is never silently April 3rd.
 */

export const SHEET_DATE_FORMS = ['iso', 'us', 'month_name'] as const;
export type SheetDateForm = (typeof SHEET_DATE_FORMS)[number];

/** How the import screen names each form, with an example of what it means. */
export const SHEET_DATE_FORM_WORDS: Record<SheetDateForm, string> = {
  iso: 'year-month-day (2026-03-04)',
  us: 'month/day/year (3/4/2026 is March 4, 2026)',
  month_name: 'with the month by name (Mar 4, 2026)',
};

const MONTHS = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
] as const;

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD` when year, month and day make a real calendar date, else null. */
function isoOf(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || year < 1000 || year > 9999) return null;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day > last ? null : `${year}-${pad(month)}-${pad(day)}`;
}

/** A two-digit year as spreadsheets mean it: 00–69 in this century, 70–99 in the last. */
const fullYear = (text: string) => {
  const n = Number(text);
  return text.length === 2 ? (n < 70 ? 2000 + n : 1900 + n) : n;
};

const monthOf = (name: string) => {
  const index = MONTHS.indexOf(name.slice(0, 3).toLowerCase() as (typeof MONTHS)[number]);
  return index < 0 ? null : index + 1;
};

/**
 * The date a cell means and the form it was written in, or null for text that is none of them
 * (the field's own check then refuses it with its message).
 */
export function readSheetDate(text: string): { iso: string; form: SheetDateForm } | null {
  const t = text.trim();
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(t);
  if (m) {
    const iso = isoOf(Number(m[1]), Number(m[2]), Number(m[3]));
    return iso ? { iso, form: 'iso' } : null;
  }
  m = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})$/.exec(t);
  if (m) {
    const iso = isoOf(fullYear(m[4]!), Number(m[1]), Number(m[3]));
    return iso ? { iso, form: 'us' } : null;
  }
  // "Mar 4, 2026", "March 4 2026"
  m = /^([A-Za-z]{3,9})\.? (\d{1,2}),? (\d{4})$/.exec(t);
  if (m) {
    const month = monthOf(m[1]!);
    const iso = month ? isoOf(Number(m[3]), month, Number(m[2])) : null;
    return iso ? { iso, form: 'month_name' } : null;
  }
  // "4 March 2026", "4-Mar-2026", "04-Mar-26"
  m = /^(\d{1,2})[ -]([A-Za-z]{3,9})\.?[ -](\d{4}|\d{2})$/.exec(t);
  if (m) {
    const month = monthOf(m[2]!);
    const iso = month ? isoOf(fullYear(m[3]!), month, Number(m[1])) : null;
    return iso ? { iso, form: 'month_name' } : null;
  }
  return null;
}
