import { z } from 'zod';
import { fieldErrorsSchema } from './common';
import { SHEET_DATE_FORMS } from './rules/sheet-dates';

/**
 * What every spreadsheet import shares (the fleet import, the fuel-card import): a mapping from
 * the file's headers to the import's fields, its guess from the headers, and the reply with
 * every row's result. Each import names its own fields, labels and header aliases.
 */

export const IMPORT_RESULTS = ['created', 'invalid', 'duplicate'] as const;
export type ImportResult = (typeof IMPORT_RESULTS)[number];

export const importRowResultSchema = z.object({
  line: z.number().int(),
  /** The row's vehicle: the VIN it names (fleet import) or the one it was matched to (fuel). */
  vin: z.string(),
  result: z.enum(IMPORT_RESULTS),
  errors: fieldErrorsSchema,
  /** What is worth a second look but is imported as it is (a VIN whose check digit fails). */
  warnings: fieldErrorsSchema,
});
export type ImportRowResult = z.infer<typeof importRowResultSchema>;

/** The reply of an import whose columns feed `fields`. */
export function sheetImportReplySchema<F extends readonly [string, ...string[]]>(fields: F) {
  return z.object({
    rows: z.array(importRowResultSchema),
    counts: z.object({
      total: z.number().int(),
      created: z.number().int(),
      invalid: z.number().int(),
      duplicate: z.number().int(),
    }),
    /** The file's column headers, in order. */
    columns: z.array(z.string()),
    /** The mapping the rows were read with: the one sent, or the guess (remembered, then headers). */
    mapping: z.record(z.string(), z.enum(fields)),
    /** The forms the file's dates were written in, read as `YYYY-MM-DD` (rules/sheet-dates.ts). */
    date_forms: z.array(z.enum(SHEET_DATE_FORMS)),
  });
}

/** A header as a key: "License Plate #" → license_plate, "V.I.N." → vin. */
export const headerKey = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/\./g, '')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');

/**
 * The guesser of one import: a header is its field's name, its label, or an alias (written as
 * `headerKey` gives it).
 */
export function mappingGuesser<F extends string>(
  fields: readonly F[],
  labels: Record<F, string>,
  aliases: Record<string, F>,
) {
  const guesses = new Map<string, F>([
    ...Object.entries(aliases),
    ...fields.map((f) => [f, f] as const),
    ...fields.map((f) => [headerKey(labels[f]), f] as const),
  ]);
  /**
   * A mapping for these headers: what the shop chose for a header before, else the field the
   * header names; each field fed by one column at most (the first), unknown headers left out.
   */
  return (columns: readonly string[], remembered: Partial<Record<string, F>> = {}) => {
    const mapping: Partial<Record<string, F>> = {};
    const used = new Set<F>();
    for (const column of columns) {
      const field = remembered[column] ?? guesses.get(headerKey(column));
      if (!field || used.has(field)) continue;
      mapping[column] = field;
      used.add(field);
    }
    return mapping as Record<string, F>;
  };
}
