import { SAMPLE_RECENT_ITEMS } from '@fleetdesk/contract/sample';
import { pageWindow, type PageQuery } from '../../platform/pagination';
import type { ShopContext } from '../../platform/request-context';
import { presentCategory, presentItem } from './sample.presenter';
import * as repo from './sample.repository';

export async function listCategories(ctx: ShopContext, query: PageQuery) {
  const { count, results } = await repo.listCategories(ctx, pageWindow(query));
  return { count, results: results.map(presentCategory) };
}

/** Spec 1 section 9: the sample module shows the 10 most recently updated items. */
export async function recentItems(ctx: ShopContext) {
  return { results: (await repo.recentItems(ctx, SAMPLE_RECENT_ITEMS)).map(presentItem) };
}
