import {
  IMPORT_FIELD_LABELS,
  IMPORT_FIELDS,
  type ImportField,
  type ImportReply,
  type ImportResult,
  type ImportRowResult,
} from '@fleetdesk/contract/vehicle-import';
import { SHEET_DATE_FORM_WORDS } from '@fleetdesk/contract/rules/sheet-dates';

/** What the import screen says of rows and results (issue 26). */

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

export const RESULT_COLORS: Record<ImportResult, string> = {
  created: 'green',
  invalid: 'red',
  duplicate: 'orange',
};

/** A row's result before the import (will be created) and after (created). */
export const resultLabel = (result: ImportResult, written: boolean) =>
  result === 'created'
    ? written
      ? 'Created'
      : 'Ready'
    : result === 'invalid'
      ? 'Invalid'
      : 'Duplicate';

/** A field's label in the import's words (the fleet import's unless given). */
export type FieldLabels = Partial<Record<string, string>>;

/** The field's label, or the key itself for a field the page does not know. */
export const fieldLabel = (field: string, labels?: FieldLabels) =>
  labels
    ? (labels[field] ?? field)
    : (IMPORT_FIELDS as readonly string[]).includes(field)
      ? IMPORT_FIELD_LABELS[field as ImportField]
      : field;

const linesOf = (messages: ImportRowResult['errors'], labels?: FieldLabels) =>
  Object.entries(messages).flatMap(([field, list]) =>
    list.map((m) => `${fieldLabel(field, labels)}: ${m}`),
  );

/** "Year: Please enter a valid year", one line per message. */
export const errorLines = (row: ImportRowResult, labels?: FieldLabels) =>
  linesOf(row.errors, labels);

/** "VIN: The check digit does not match: please check the VIN": imported all the same. */
export const warningLines = (row: ImportRowResult) => linesOf(row.warnings);

export const hasWarning = (row: ImportRowResult) => Object.keys(row.warnings).length > 0;

/** How many rows carry a warning, said once above the rows; null when none does. */
export function warningSummary(reply: ImportReply, written: boolean): string | null {
  const n = reply.rows.filter(hasWarning).length;
  if (n === 0) return null;
  if (written)
    return `${plural(n, 'row', 'rows')} with a warning ${n === 1 ? 'was' : 'were'} imported as in the file.`;
  return `${plural(n, 'row has a warning', 'rows have a warning')}: ${n === 1 ? 'it is' : 'they are'} imported as in the file; correct the file first if a VIN is wrong (a VIN cannot be changed later).`;
}

/**
 * How the file's dates were read, when any was not `YYYY-MM-DD`: "Dates were read as
 * month/day/year (3/4/2026 is March 4, 2026)." Null when every date was written that way.
 */
export function dateFormsText(reply: Pick<ImportReply, 'date_forms'>): string | null {
  if (reply.date_forms.every((form) => form === 'iso')) return null;
  return `Dates were read as ${reply.date_forms.map((form) => SHEET_DATE_FORM_WORDS[form]).join(' and ')}.`;
}

/** Why Import cannot run yet, or null when it can. */
export function importBlocker(reply: ImportReply): string | null {
  const { invalid, duplicate } = reply.counts;
  if (invalid + duplicate === 0) return null;
  const parts = [
    invalid > 0 ? plural(invalid, 'row is invalid', 'rows are invalid') : null,
    duplicate > 0 ? plural(duplicate, 'row repeats a VIN', 'rows repeat a VIN') : null,
  ].filter(Boolean);
  return `${parts.join(' and ')}: nothing is imported while any row has an error. Correct the file and choose it again.`;
}

export const importedSummary = (reply: ImportReply) =>
  `Imported ${plural(reply.counts.created, 'vehicle', 'vehicles')}.`;

export const readySummary = (reply: ImportReply) =>
  `${plural(reply.counts.total, 'row', 'rows')} checked: ${plural(reply.counts.created, 'is', 'are')} ready to import. Nothing is written yet.`;
