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

/** Any 400 reply: field errors, `{error}` or `{detail}`. */
export const badRequestResponseSchema = z.union([
  errorResponseSchema,
  detailResponseSchema,
  fieldErrorsSchema,
]);

/** Row ids are PostgreSQL `integer`: anything larger cannot name a row. */
export const MAX_ID = 2_147_483_647;
export const idParamSchema = z.object({ id: z.coerce.number().int().positive().max(MAX_ID) });

/** `YYYY-MM-DD`, from year 0001 (PostgreSQL has no year 0). */
export const isoDateSchema = z.iso
  .date()
  .refine((v) => !v.startsWith('0000'), 'Enter a valid date.');
