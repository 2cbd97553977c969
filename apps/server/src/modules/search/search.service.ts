import { rankResults } from '@fleetdesk/contract/rules/search-results';
import {
  SEARCH_DEFAULT_LIMIT,
  SEARCH_PER_MODEL_LIMIT,
  type SearchQuery,
  type SearchResponse,
  type SearchResult,
} from '@fleetdesk/contract/search';
import type { ModuleDefinition } from '../../platform/module';
import { can, type ShopContext } from '../../platform/request-context';
import type { SearchProvider } from '../../platform/search-provider';
import { searchableModels } from '../registry';
import { presentHit } from './search.presenter';

/**
 * Global search (spec 1 section 7): every searchable model of the modules the member may open
 * (the registry's rule) that has a provider and whose provider's permission the member holds.
 * Each provider returns its best few; they are ranked together by relevance x model weight.
 */
export async function searchAll(
  ctx: ShopContext,
  modules: readonly ModuleDefinition[],
  providers: readonly SearchProvider[],
  query: SearchQuery,
): Promise<SearchResponse> {
  const searched = searchableModels(modules, ctx).flatMap((model) => {
    const provider = providers.find((p) => p.module === model.module && p.model === model.model);
    if (!provider || (provider.permission !== null && !can(ctx, provider.permission))) return [];
    return [{ model, provider }];
  });
  const found: SearchResult[] = [];
  // One after another: they share the request's transaction (one connection).
  for (const { model, provider } of searched) {
    const urlPattern = modules.find((m) => m.key === model.module)?.models[model.model]
      ?.url_pattern;
    const hits = await provider.search(ctx, query.q, SEARCH_PER_MODEL_LIMIT);
    found.push(...hits.map((hit) => presentHit(model, urlPattern, hit)));
  }
  const results = rankResults(found, {
    perModel: SEARCH_PER_MODEL_LIMIT,
    limit: query.limit ?? SEARCH_DEFAULT_LIMIT,
  });
  return {
    results,
    total_count: results.length,
    searched_models: searched.map(({ model }) => model.model),
  };
}
