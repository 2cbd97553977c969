import type { WidgetId } from '@fleetdesk/contract/dashboard';
import { IconCar, IconCurrencyDollar, IconFileAlert, IconKey, IconTool } from '@tabler/icons-react';
import type { ComponentType, ReactNode } from 'react';
import { ExpiringDocumentsWidget } from './ExpiringDocumentsWidget';
import { FleetValueWidget } from './FleetValueWidget';
import { LoanerAvailabilityWidget } from './LoanerAvailabilityWidget';
import { RecentServicesWidget } from './RecentServicesWidget';
import { VehicleOverviewWidget } from './VehicleOverviewWidget';

/** The widgets this app can draw, by widget id, with their icon. */
export const WIDGET_COMPONENTS: Record<WidgetId, { body: ComponentType; icon: ReactNode }> = {
  'vehicle-overview': { body: VehicleOverviewWidget, icon: <IconCar size={20} aria-hidden /> },
  'fleet-value': { body: FleetValueWidget, icon: <IconCurrencyDollar size={20} aria-hidden /> },
  'recent-services': { body: RecentServicesWidget, icon: <IconTool size={20} aria-hidden /> },
  'loaner-availability': {
    body: LoanerAvailabilityWidget,
    icon: <IconKey size={20} aria-hidden />,
  },
  'expiring-documents': {
    body: ExpiringDocumentsWidget,
    icon: <IconFileAlert size={20} aria-hidden />,
  },
};

export const widgetComponent = (id: string) =>
  (WIDGET_COMPONENTS as Record<string, (typeof WIDGET_COMPONENTS)[WidgetId] | undefined>)[id];
