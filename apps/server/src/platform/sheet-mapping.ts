import { SHEET_DATE_FORMS, type SheetDateForm } from '@fleetdesk/contract/rules/sheet-dates';
import type { FieldErrors } from '@fleetdesk/contract/common';
import type { ImportResult } from '@fleetdesk/contract/sheet-import';
import { fieldError, fieldErrors } from './errors';
import type { Sheet } from './sheet-reader';

/**
 * What the spreadsheet imports share on the server (the fleet import, the fuel-card import): the
 * `mapping` field read and checked, the rows read through it, and the reply counted. Each import
 * names its fields, their labels and its words.
 */
export type MappingWords = {
  mappingInvalid: string;
  unknownColumn: (column: string) => string;
  unknownField: (field: string) => string;
  fieldTwice: (field: string) => string;
};

/** The `mapping` field: a JSON object from the file's headers to fields, each field once. */
export function mappingOf<F extends string>(
  text: string | undefined,
  columns: readonly string[],
  fields: { names: readonly F[]; labels: Record<F, string>; words: MappingWords },
): Record<string, F> | null {
  const { names, labels, words } = fields;
  if (text === undefined || text.trim() === '') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw fieldError('mapping', words.mappingInvalid);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw fieldError('mapping', words.mappingInvalid);
  const mapping: Record<string, F> = {};
  const problems: string[] = [];
  const used = new Set<F>();
  for (const [column, field] of Object.entries(parsed)) {
    // A column left unmapped may be sent as null or "".
    if (field === null || field === '') continue;
    if (!columns.includes(column)) problems.push(words.unknownColumn(column));
    else if (!(names as readonly unknown[]).includes(field))
      problems.push(words.unknownField(String(field)));
    else if (used.has(field as F)) problems.push(words.fieldTwice(labels[field as F]));
    else {
      mapping[column] = field as F;
      used.add(field as F);
    }
  }
  if (problems.length > 0) throw fieldErrors({ mapping: problems });
  return mapping;
}

/** The rows as records of field → cell text, through the mapping. */
export function recordsOf<F extends string>(sheet: Sheet, mapping: Record<string, F>) {
  const sources = sheet.columns.flatMap((column, index) => {
    const field = mapping[column];
    return field ? [{ field, index }] : [];
  });
  return sheet.rows.map(({ line, cells }) => {
    const record: Partial<Record<F, string>> = {};
    for (const { field, index } of sources) record[field] = (cells[index] ?? '').trim();
    return { line, record };
  });
}

/** A row's result as the reply lists it. */
export type RowResult = {
  line: number;
  vin: string;
  dateForms: readonly SheetDateForm[];
  result: ImportResult;
  errors: FieldErrors;
  warnings: FieldErrors;
};

/** The reply of an import: every row's result, the counts, the columns and the mapping used. */
export function importReplyOf<F extends string>(
  outcomes: readonly RowResult[],
  columns: string[],
  mapping: Record<string, F>,
) {
  const counts = { total: outcomes.length, created: 0, invalid: 0, duplicate: 0 };
  for (const o of outcomes) counts[o.result] += 1;
  return {
    rows: outcomes.map(({ line, vin, result, errors, warnings }) => ({
      line,
      vin,
      result,
      errors,
      warnings,
    })),
    counts,
    columns,
    mapping,
    date_forms: SHEET_DATE_FORMS.filter((form) => outcomes.some((o) => o.dateForms.includes(form))),
  };
}
