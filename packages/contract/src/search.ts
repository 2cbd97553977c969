import { z } from 'zod';

/** Spec 1 section 8. */
export const SEARCH_MESSAGES = {
  failed: 'Failed to perform search',
  required: 'Enter something to search for.',
  tooLong: 'Search text is too long.',
} as const;

/** Longest search text accepted (a VIN is 17 characters; a title rarely passes 100). */
export const SEARCH_QUERY_MAX_LENGTH = 100;
/** Results of one model at most, then of the whole reply (`limit` lowers the latter). */
export const SEARCH_PER_MODEL_LIMIT = 10;
export const SEARCH_DEFAULT_LIMIT = 50;

/** GET /api/base/search/?q=&limit= (spec 1 sections 5 and 7: the text is trimmed, never empty). */
export const searchQuerySchema = z.object({
  q: z
    .string({ error: SEARCH_MESSAGES.required })
    .trim()
    .min(1, SEARCH_MESSAGES.required)
    .max(SEARCH_QUERY_MAX_LENGTH, SEARCH_MESSAGES.tooLong),
  limit: z.coerce.number().int().min(1).max(SEARCH_DEFAULT_LIMIT).optional(),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** One hit (spec 1 section 3). `weight` is its rank: relevance (0 to 1) x the model's weight. */
export const searchResultSchema = z.object({
  module: z.string(),
  type: z.string(),
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  details: z.string(),
  icon: z.string(),
  url: z.string(),
  weight: z.number(),
  has_detail_page: z.boolean(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchResponseSchema = z.object({
  results: z.array(searchResultSchema),
  /** How many results the reply holds (after the caps). */
  total_count: z.number().int(),
  /** The models searched for this member (those they may see), by model name. */
  searched_models: z.array(z.string()),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;
