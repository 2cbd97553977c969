import type { TestApp } from '../helpers';
import type { Case } from './matrix.cases';

/** The dashboard's routes in the authorization matrix (src/platform/authorization-matrix.test.ts). */
export function dashboardCases(_app: () => TestApp): Record<string, Case> {
  const widgetData = (id: string): Case => ({
    call: () => ({ url: `/api/dashboard/widget-data/${id}/` }),
  });
  return {
    'GET /api/dashboard/widgets/user_widgets/': {
      call: () => ({ url: '/api/dashboard/widgets/user_widgets/' }),
    },
    'POST /api/dashboard/preferences/update_widgets/': {
      call: () => ({
        url: '/api/dashboard/preferences/update_widgets/',
        body: { enabled_widgets: ['vehicle-overview'], widget_order: ['vehicle-overview'] },
      }),
    },
    'POST /api/dashboard/preferences/reset_to_defaults/': {
      call: () => ({ url: '/api/dashboard/preferences/reset_to_defaults/' }),
    },
    'GET /api/dashboard/widget-data/vehicle-overview/': widgetData('vehicle-overview'),
    'GET /api/dashboard/widget-data/fleet-value/': widgetData('fleet-value'),
    'GET /api/dashboard/widget-data/recent-services/': widgetData('recent-services'),
    'GET /api/dashboard/widget-data/loaner-availability/': widgetData('loaner-availability'),
    'GET /api/dashboard/widget-data/expiring-documents/': widgetData('expiring-documents'),
  };
}
