import type { Registration } from '@fleetdesk/contract/registrations';
import type { VehicleDetail } from '@fleetdesk/contract/vehicles';
import type { ComponentType } from 'react';
import type { PermissionProps } from '../../../../lib/permissions';

/** What the vehicle detail hands each records tab (mileage, service, documents). */
export type VehicleTabProps = PermissionProps & { vin: string };

/** What the Overview hands the Current Registration card (the registrations feature's). */
export type CurrentRegistrationProps = {
  vin: string;
  /** Newest expiration first: the first is the current one. */
  registrations: Registration[];
  canEdit: boolean;
};

/** What the Overview hands the vehicle at a glance (the glance feature's, above the details). */
export type GlanceProps = {
  vin: string;
  description: string;
  photoUrl: string | null;
  canEdit: boolean;
};

/** What the vehicle detail hands the Finance/Insurance tab: the vehicle and its policies. */
export type FinanceTabProps = { vin: string; policies: VehicleDetail['insurance_policies'] };

/** The tabs whose records other features keep, and the components that show them. */
export type RecordTabs = Record<
  'mileage' | 'fuel' | 'service' | 'inspections' | 'documents' | 'drivers',
  ComponentType<VehicleTabProps>
> & {
  finance: ComponentType<FinanceTabProps>;
  history: ComponentType<{ vin: string }>;
};

/** Spec 2, vehicle detail tabs: in default order, each with the view permission it needs. */
export const DETAIL_TABS = [
  { value: 'overview', label: 'Overview', permission: 'canViewBasic' },
  { value: 'finance', label: 'Finance/Insurance', permission: 'canViewFinancial' },
  { value: 'mileage', label: 'Mileage', permission: 'canViewMileage' },
  // Issue 34 §2: reading fuel follows canViewBasic (docs/api.md "Fleet records").
  { value: 'fuel', label: 'Fuel', permission: 'canViewBasic' },
  { value: 'service', label: 'Service History', permission: 'canViewService' },
  // Issue 34 §3: the vehicle's inspections and its issues.
  { value: 'inspections', label: 'Inspections & Issues', permission: 'canViewBasic' },
  { value: 'documents', label: 'Documents', permission: 'canViewDocuments' },
  // Issue 34 §4: who drives it now and who drove it (the assignments feature's).
  { value: 'drivers', label: 'Drivers', permission: 'canViewBasic' },
  // Issue 25: every change to the vehicle and its records (the audit trail's).
  { value: 'history', label: 'History', permission: 'canViewBasic' },
] as const;

export type DetailTab = (typeof DETAIL_TABS)[number]['value'];

/** The tabs the user may see, in order. */
export function availableTabs(can: (permission: string) => boolean): DetailTab[] {
  return DETAIL_TABS.filter((tab) => can(tab.permission)).map((tab) => tab.value);
}

/** The tab in the URL when the user may see it, else the first available (null when none). */
export function activeTab(requested: string | null, available: DetailTab[]): DetailTab | null {
  const match = available.find((tab) => tab === requested);
  return match ?? available[0] ?? null;
}
