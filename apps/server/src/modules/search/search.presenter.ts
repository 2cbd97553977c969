import type { SearchableModel } from '@fleetdesk/contract/registry';
import { searchRank, searchResultUrl } from '@fleetdesk/contract/rules/search-results';
import type { SearchResult } from '@fleetdesk/contract/search';
import type { SearchHit } from '../../platform/search-provider';

/** A provider's hit as the reply shows it: ranked by its model's weight, its url filled in. */
export function presentHit(
  model: SearchableModel,
  urlPattern: string | undefined,
  hit: SearchHit,
): SearchResult {
  return {
    module: model.module,
    type: model.model,
    id: hit.id,
    title: hit.title,
    subtitle: hit.subtitle,
    details: hit.details,
    icon: model.icon,
    url: urlPattern ? searchResultUrl(urlPattern, hit.urlKey) : '',
    weight: searchRank(hit.relevance, model.weight),
    has_detail_page: model.has_detail_page && urlPattern !== undefined,
  };
}
