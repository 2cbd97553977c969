/** Spec 2, vehicle detail tabs: in default order, each with the view permission it needs. */
export const DETAIL_TABS = [
  { value: 'overview', label: 'Overview', permission: 'canViewBasic' },
  { value: 'finance', label: 'Finance/Insurance', permission: 'canViewFinancial' },
  { value: 'mileage', label: 'Mileage', permission: 'canViewMileage' },
  { value: 'service', label: 'Service History', permission: 'canViewService' },
  { value: 'documents', label: 'Documents', permission: 'canViewDocuments' },
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
