import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Permission } from '@fleetdesk/contract/permissions';
import type { ShopContext } from './request-context';

/** One record a provider found; the search module turns it into a result. */
export type SearchHit = {
  id: number;
  /** What fills the model's url_pattern `{id}` (a vehicle's VIN, a document's vehicle's VIN). */
  urlKey: string | number;
  title: string;
  subtitle: string;
  details: string;
  /** 0 to 1, from the database (trigram word similarity); the model's weight multiplies it. */
  relevance: number;
};

/**
 * How the module that owns a searchable model (registry `searchable_models`) searches it. The
 * search module calls providers handed to it at the composition root and never reaches into
 * their tables. A provider filters by the shop and applies its own visibility rules (the archived
 * rule); `permission` is what a member needs beyond the module's navigation permission.
 */
export type SearchProvider = {
  module: string;
  model: string;
  permission: Permission | null;
  search(ctx: ShopContext, text: string, limit: number): Promise<SearchHit[]>;
};

/**
 * A hit's relevance in SQL: the best pg_trgm `word_similarity` of the search text to any of the
 * columns (1 when the text is a whole word of one), computed only over a provider's few
 * candidate rows. Shared so every model ranks on the same scale.
 */
export function relevanceSql(text: string, columns: readonly SQLWrapper[]): SQL<number> {
  const needle = text.toLowerCase();
  const each = columns.map((c) => sql`word_similarity(${needle}, lower(${c}))`);
  return sql<number>`greatest(${sql.join(each, sql`, `)})`.mapWith(Number);
}
