import type {
  FinancingDashboard,
  FinancingDashboardQuery,
} from '@fleetdesk/contract/financing-lists';
import { paginated, pageWindow } from '../../platform/pagination';
import type { ShopContext } from '../../platform/request-context';
import * as repo from './financing.dashboard.repository';
import { presentFinancing } from './financing.presenter';
import { refreshFinancingStatuses } from './financing.status';

/** The Vehicle Financing dashboard: status brought to today, then tiles, counts and one page. */
export async function financingDashboard(
  ctx: ShopContext,
  url: string,
  query: FinancingDashboardQuery,
): Promise<FinancingDashboard> {
  await refreshFinancingStatuses(ctx);
  const totals = await repo.dashboardTotals(ctx, query);
  const rows = await repo.dashboardPage(ctx, query, pageWindow(query));
  const { all, loans, leases, ...summary } = totals;
  return {
    ...paginated(url, query, {
      count: totals.total,
      results: rows.map((r) => presentFinancing(r)),
    }),
    summary,
    type_counts: { all, loans, leases },
  };
}
