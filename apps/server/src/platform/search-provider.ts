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

/** `%text%` for ILIKE with the wildcard characters of `text` taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** How many suffix rows a global search looks at, at most (a common word names thousands). */
export const SEARCH_CANDIDATES = 200;

/**
 * The placeholders of a provider's prepared statement (platform/database/prepared.ts): planned
 * once per connection, since planning these joins cost more than running them (docs/benchmark.md).
 */
export const searchParam = {
  shopId: sql.placeholder('shopId'),
  /** The text in lower case. */
  needle: sql.placeholder('needle'),
  /** The suffix range: [from, to). */
  from: sql.placeholder('from'),
  to: sql.placeholder('to'),
  /** `%text%` for ILIKE. */
  pattern: sql.placeholder('pattern'),
  candidates: sql.placeholder('candidates'),
  limit: sql.placeholder('limit'),
};

/**
 * The suffixes that start with `text`: lower case, cut at the 64 characters a suffix keeps,
 * as the range [from, to) in byte order (collation "C").
 */
export function suffixRange(text: string): { from: string; to: string } {
  const from = text.toLowerCase().slice(0, 64);
  return { from, to: `${from}\u{10FFFF}` };
}

/** The values of `searchParam` for one search. */
export function searchParams(ctx: ShopContext, text: string, limit: number) {
  const needle = text.toLowerCase();
  return {
    shopId: ctx.shopId,
    needle,
    ...suffixRange(text),
    pattern: containsPattern(text),
    candidates: SEARCH_CANDIDATES,
    limit,
  };
}

/**
 * A hit's relevance in SQL: the best pg_trgm `word_similarity` of the search text to any of the
 * columns (1 when the text is a whole word of one), computed only over a provider's few
 * candidate rows. Shared so every model ranks on the same scale.
 */
export function relevanceSql(columns: readonly SQLWrapper[]): SQL<number> {
  const each = columns.map((c) => sql`word_similarity(${searchParam.needle}, lower(${c}))`);
  return sql<number>`greatest(${sql.join(each, sql`, `)})`.mapWith(Number);
}

/** A table of search suffixes (lower case, collation "C") of some record's text. */
export type SuffixTable = {
  table: PgTable;
  shopId: PgColumn;
  suffix: PgColumn;
  recordId: PgColumn;
};

/**
 * The ids whose text contains the search text, as a subquery: a prefix range on their suffixes,
 * which an index serves under row-level security (text comparisons are leakproof; ILIKE and
 * trigram operators are not: docs/decisions/0005), at most `candidates` of them (every one with
 * `all`, for a list that counts its matches). The caller's ILIKE then checks them exactly (a
 * suffix may span two fields, and is cut at 64 characters).
 */
export function suffixCandidates(s: SuffixTable, opts: { all?: boolean } = {}): SQL {
  const limit = opts.all ? sql`` : sql` limit ${searchParam.candidates}`;
  return sql`(select ${s.recordId} from ${s.table} where ${s.shopId} = ${searchParam.shopId}
    and ${s.suffix} >= ${searchParam.from} and ${s.suffix} < ${searchParam.to}${limit})`;
}
