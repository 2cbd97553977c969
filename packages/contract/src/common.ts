import { z } from 'zod';

/** Page sizes a list accepts; the server caps any request at MAX_PAGE_SIZE. */
export const MAX_PAGE_SIZE = 1000;

export const paginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(10),
});
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;

/** `{count, total_pages, next, previous, results}` (docs/api.md). */
export function paginatedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int(),
    total_pages: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}
export type Paginated<T> = {
  count: number;
  total_pages: number;
  next: string | null;
  previous: string | null;
  results: T[];
};

export const errorResponseSchema = z.object({ error: z.string() });
export const detailResponseSchema = z.object({ detail: z.string() });
/** A 500: the request id is also the reply's `X-Request-Id` header and the log line's `reqId`. */
export const serverErrorResponseSchema = detailResponseSchema.extend({ request_id: z.string() });
/** Validation failures: one list of messages per field (`non_field_errors` for the whole form). */
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

/**
 * A 400: field errors, or `{detail}` for a request refused whole (docs/api.md "Errors"; the
 * routes spec 1 reads an `error` field from add `{error}`).
 */
export const badRequestResponseSchema = z.union([detailResponseSchema, fieldErrorsSchema]);

/** Row ids are PostgreSQL `integer`: anything larger cannot name a row. */
export const MAX_ID = 2_147_483_647;
export const idParamSchema = z.object({ id: z.coerce.number().int().positive().max(MAX_ID) });

/**
 * An operation a phone may send again until it hears back (a check-out finished offline): with
 * the same Idempotency-Key it is applied once (docs/api.md "Sending a step again").
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const idempotencyHeadersSchema = z.object({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string()
    .trim()
    .min(1)
    .max(200, { error: 'An Idempotency-Key is at most 200 characters.' })
    .optional(),
});
export const IDEMPOTENCY_KEY_REUSED =
  'This Idempotency-Key was sent with another request; send a new key for a new request.';

/**
 * The years every date and instant the API takes must fall in (docs/api.md): outside them a date
 * is a slip (0001, 9999) that the code after it mishandles (year 1 was stored as 2001, a schedule
 * last done in 9999 answered 500).
 */
export const DATE_YEARS = { min: 1900, max: 2200 } as const;
export const DATE_OUT_OF_RANGE = `Enter a date between ${DATE_YEARS.min} and ${DATE_YEARS.max}.`;

/** True when a `YYYY-MM-DD` date, or an instant written in UTC, falls in DATE_YEARS. */
export function inDateRange(text: string): boolean {
  const year = /^(\d{4})-/.exec(text)?.[1];
  return year !== undefined && +year >= DATE_YEARS.min && +year <= DATE_YEARS.max;
}

/** A `YYYY-MM-DD` the API takes: every date field and date filter, within DATE_YEARS. */
export const isoDateSchema = z.iso.date({ abort: true }).refine(inDateRange, DATE_OUT_OF_RANGE);

/** A `YYYY-MM-DD` in a reply: any stored or computed date (a forecast may pass DATE_YEARS). */
export const isoDateReplySchema = z.iso.date();
