import { WIDGET_DATA_SCHEMAS, type WidgetData, type WidgetId } from '@fleetdesk/contract/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { dashboardKeys } from './keys';

/** Spec 1 section 8: the toast when a widget's data fails to load. */
export const WIDGET_LOAD_TOASTS: Record<WidgetId, string> = {
  'vehicle-overview': 'Failed to load vehicle overview data',
  'fleet-value': 'Failed to load fleet value data',
  'recent-services': 'Failed to load recent services data',
  'loaner-availability': 'Failed to load loaner availability data',
  'expiring-documents': 'Failed to load expiring documents',
};

/** GET /api/dashboard/widget-data/{id}/ */
export function getWidgetData<K extends WidgetId>(id: K): Promise<WidgetData[K]> {
  return apiGet(`/api/dashboard/widget-data/${id}/`, WIDGET_DATA_SCHEMAS[id]) as Promise<
    WidgetData[K]
  >;
}

export const widgetDataQueryOptions = <K extends WidgetId>(id: K) =>
  queryOptions({
    queryKey: dashboardKeys.data(id),
    queryFn: () => getWidgetData(id),
    meta: {
      errorToast: { title: 'Dashboard', message: WIDGET_LOAD_TOASTS[id], id: `widget-${id}` },
    },
  });

export function useWidgetData<K extends WidgetId>(id: K) {
  return useQuery(widgetDataQueryOptions(id));
}
