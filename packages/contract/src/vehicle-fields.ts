import { z } from 'zod';
import { isoDateSchema } from './common';
import { MAX_AMOUNT, MAX_AMOUNT_DIGITS, formatMoney } from './money';

/**
 * Field builders shared by the vehicle-area contracts (vehicles, registrations, mileage,
 * service). Each takes the exact message the form shows, so server and web say the same.
 */

export const FIELD_MESSAGES = {
  tooLong: (max: number) => `Ensure this field has no more than ${max} characters.`,
  invalidAmount: 'Enter a valid amount',
  amountTooLarge: `Enter an amount up to ${formatMoney(MAX_AMOUNT)}`,
  invalidDate: 'Enter a valid date (YYYY-MM-DD).',
  invalidEmail: 'Enter a valid email address.',
  invalidBoolean: 'Must be true or false.',
} as const;

/**
 * The base of optional fields: Zod 4 reports an absent key as missing unless the schema
 * admits undefined, so optional fields start here; required ones start from z.unknown()
 * so that absence reaches their transform and gets the field's own message.
 */
export const absentOk = z.unknown().optional();

/**
 * Fields that check their own input start from z.unknown(), which documents nothing; this
 * states the accepted JSON type for the OpenAPI description.
 */
export const withDoc = <T extends z.ZodType>(doc: Record<string, unknown>, schema: T): T =>
  schema.meta(doc) as T;

const AMOUNT_DOC = {
  type: ['string', 'number'],
  description: 'Decimal amount, at most 2 decimals, e.g. "125.50"',
};

const blank = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** Required text: missing, not text, or blank all give `message`. */
export const requiredText = (message: string, max = 255) =>
  z.string({ error: message }).trim().min(1, message).max(max, FIELD_MESSAGES.tooLong(max));

/** Optional text: missing or null becomes ''. */
export const optionalText = (max = 5000) =>
  z
    .string({ error: 'Enter text.' })
    .trim()
    .max(max, FIELD_MESSAGES.tooLong(max))
    .nullish()
    .transform((v) => v ?? '');

const MONEY = /^(\d+)(\.\d{1,2})?$/;

/**
 * A non-negative decimal string with at most 2 decimals, from a string or a number (never a float
 * in arithmetic); the message when it is not one, or when it outgrows the money columns
 * (numeric(12, 2): ten digits before the point).
 */
function money(v: unknown): { amount: string } | { message: string } {
  const text = typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '';
  const m = MONEY.exec(text);
  if (!m) return { message: FIELD_MESSAGES.invalidAmount };
  if (m[1]!.replace(/^0+(?=\d)/, '').length > MAX_AMOUNT_DIGITS)
    return { message: FIELD_MESSAGES.amountTooLarge };
  return { amount: text };
}

/** Required amount: `requiredMessage` when missing, 'Enter a valid amount' when not a non-negative amount. */
export const requiredMoney = (requiredMessage: string) =>
  withDoc(AMOUNT_DOC, z.unknown()).transform((v, ctx): string => {
    if (blank(v)) {
      ctx.addIssue({ code: 'custom', message: requiredMessage });
      return z.NEVER;
    }
    const amount = money(v);
    if ('message' in amount) {
      ctx.addIssue({ code: 'custom', message: amount.message });
      return z.NEVER;
    }
    return amount.amount;
  });

/** Optional amount: missing, null or blank is null. */
export const optionalMoney = () =>
  withDoc({ ...AMOUNT_DOC, type: ['string', 'number', 'null'] }, absentOk).transform(
    (v, ctx): string | null => {
      if (blank(v)) return null;
      const amount = money(v);
      if ('message' in amount) {
        ctx.addIssue({ code: 'custom', message: amount.message });
        return z.NEVER;
      }
      return amount.amount;
    },
  );

/** A whole number from `min` to `max`, from a number or a digit string; `message` on anything else. */
export function parseWholeNumber(v: unknown, min: number, max: number): number | null {
  const n =
    typeof v === 'number'
      ? v
      : typeof v === 'string' && /^\s*-?\d+\s*$/.test(v)
        ? Number(v)
        : Number.NaN;
  return Number.isInteger(n) && n >= min && n <= max ? n : null;
}

/** Required whole number; `requiredMessage` when missing, `invalidMessage` otherwise. */
export const requiredWholeNumber = (
  requiredMessage: string,
  invalidMessage: string,
  min: number,
  max: number,
) =>
  withDoc({ type: 'integer', minimum: min, maximum: max }, z.unknown()).transform(
    (v, ctx): number => {
      if (blank(v)) {
        ctx.addIssue({ code: 'custom', message: requiredMessage });
        return z.NEVER;
      }
      const n = parseWholeNumber(v, min, max);
      if (n === null) {
        ctx.addIssue({ code: 'custom', message: invalidMessage });
        return z.NEVER;
      }
      return n;
    },
  );

/** Optional whole number (missing, null or blank is null). */
export const optionalWholeNumber = (invalidMessage: string, min: number, max: number) =>
  withDoc({ type: ['integer', 'null'], minimum: min, maximum: max }, absentOk).transform(
    (v, ctx): number | null => {
      if (blank(v)) return null;
      const n = parseWholeNumber(v, min, max);
      if (n === null) {
        ctx.addIssue({ code: 'custom', message: invalidMessage });
        return z.NEVER;
      }
      return n;
    },
  );

/** An optional reference to a row by id (location, driver): null when empty. */
export const optionalId = (invalidMessage: string) =>
  optionalWholeNumber(invalidMessage, 1, 2_147_483_647);

/** Why a date field's text is refused (the shared range's own message), or null. */
function dateIssue(v: unknown): string | null {
  if (typeof v !== 'string') return FIELD_MESSAGES.invalidDate;
  const parsed = isoDateSchema.safeParse(v.trim());
  if (parsed.success) return null;
  const [issue] = parsed.error.issues;
  return issue?.code === 'custom' ? issue.message : FIELD_MESSAGES.invalidDate;
}

/** Required `YYYY-MM-DD`. */
export const requiredDate = (requiredMessage: string) =>
  withDoc({ type: 'string', format: 'date' }, z.unknown()).transform((v, ctx): string => {
    if (blank(v)) {
      ctx.addIssue({ code: 'custom', message: requiredMessage });
      return z.NEVER;
    }
    const issue = dateIssue(v);
    if (issue) {
      ctx.addIssue({ code: 'custom', message: issue });
      return z.NEVER;
    }
    return (v as string).trim();
  });

/** Optional `YYYY-MM-DD` (missing, null or blank is null). */
export const optionalDate = () =>
  withDoc({ type: ['string', 'null'], format: 'date' }, absentOk).transform(
    (v, ctx): string | null => {
      if (blank(v)) return null;
      const issue = dateIssue(v);
      if (issue) {
        ctx.addIssue({ code: 'custom', message: issue });
        return z.NEVER;
      }
      return (v as string).trim();
    },
  );

/** `true`/`false` in a query string (also accepts booleans for JSON bodies). */
export const booleanFlag = () =>
  z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], {
      error: FIELD_MESSAGES.invalidBoolean,
    })
    .transform((v) => v === true || v === 'true' || v === '1');

/** A query value that is absent when blank (`?location=` means no filter). */
export const blankAsUndefined = (v: unknown) =>
  typeof v === 'string' && v.trim() === '' ? undefined : v;
