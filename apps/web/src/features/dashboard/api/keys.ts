import type { WidgetId } from '@fleetdesk/contract/dashboard';

/** Query keys of the dashboard: the user's widgets, and each widget's data under `data`. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  widgets: () => [...dashboardKeys.all, 'widgets'] as const,
  data: (id: WidgetId) => [...dashboardKeys.all, 'data', id] as const,
};
