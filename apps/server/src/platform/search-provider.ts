import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
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

/** A table of search suffixes (lower case, collation "C") of some record's text. */
export type SuffixTable = {
  table: PgTable;
  shopId: PgColumn;
  suffix: PgColumn;
  recordId: PgColumn;
};

/** How many suffix rows a global search looks at, at most (a common word names thousands). */
export const SEARCH_CANDIDATES = 400;

/**
 * The ids whose text contains `text`, as a subquery: a prefix range on their suffixes, which an
 * index serves under row-level security (text comparisons are leakproof; ILIKE and trigram
 * operators are not: docs/decisions/0005). `limit` caps the candidates; the caller's ILIKE then
 * checks them exactly (a suffix may span two fields, and is cut at 64 characters).
 */
export function suffixCandidates(
  s: SuffixTable,
  shopId: number,
  text: string,
  limit?: number,
): SQL {
  const prefix = text.toLowerCase().slice(0, 64);
  return sql`(select ${s.recordId} from ${s.table} where ${s.shopId} = ${shopId}
    and ${s.suffix} >= ${prefix} and ${s.suffix} < ${prefix + '\u{10FFFF}'}${
      limit === undefined ? sql`` : sql` limit ${limit}`
    })`;
}
