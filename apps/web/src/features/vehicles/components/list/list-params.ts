import {
  ALWAYS_SHOWN_COLUMN,
  DEFAULT_VEHICLE_LIST_COLUMNS,
  VEHICLE_LIST_COLUMNS,
  type VehicleListColumn,
} from '@fleetdesk/contract/vehicle-views';
import type { Setting } from '@fleetdesk/contract/settings';
import {
  VEHICLE_ORDERINGS,
  type ArchivedFilter,
  type VehicleOrdering,
} from '@fleetdesk/contract/vehicles';
import type { VehicleListParams } from '../../api/keys';

/** Spec 2 section 9: the list's type filter values. */
export const TYPE_FILTERS = [
  { value: 'loaner', label: 'Loaner' },
  { value: 'employee', label: 'Employee' },
  { value: 'service', label: 'Service' },
] as const;
const TYPE_VALUES: readonly string[] = TYPE_FILTERS.map((t) => t.value);

export type SortField = 'description' | 'license_plate' | 'status';
export const DEFAULT_ORDERING: VehicleOrdering = 'description';

/** The list's state as it lives in the URL (so back, forward and reload keep it). */
export type ListUrlState = {
  page: number;
  location: number | null;
  types: string[];
  archived: ArchivedFilter;
  search: string;
  ordering: VehicleOrdering;
  /** The table's columns shown (the column chooser, a saved view). */
  columns: VehicleListColumn[];
};

export const isOrdering = (value: unknown): value is VehicleOrdering =>
  typeof value === 'string' && (VEHICLE_ORDERINGS as readonly string[]).includes(value);

/** What the list starts with when the URL says nothing: the user's settings (default_sort, show_archived_by_default). */
export type ListDefaults = { ordering: VehicleOrdering; archived: boolean };
export const BUILT_IN_DEFAULTS: ListDefaults = { ordering: DEFAULT_ORDERING, archived: false };

/** The defaults from the member's vehicle settings; archived ones only for who may see them. */
export function listDefaults(
  settings: Record<string, Setting> | undefined,
  canViewArchived: boolean,
): ListDefaults {
  const defaultSort = settings?.default_sort?.value;
  return {
    ordering: isOrdering(defaultSort) ? defaultSort : BUILT_IN_DEFAULTS.ordering,
    archived: canViewArchived && settings?.show_archived_by_default?.value === true,
  };
}

/** The page of vehicles the list asks for in `state`. */
export function listQueryParams(
  state: ListUrlState,
  pageSize: number,
  canViewArchived: boolean,
): VehicleListParams {
  return {
    page: state.page,
    pageSize,
    location: state.location,
    types: state.types,
    archived: canViewArchived ? state.archived : false,
    search: state.search,
    ordering: state.ordering,
  };
}

export function readListState(
  params: URLSearchParams,
  defaults: ListDefaults = BUILT_IN_DEFAULTS,
): ListUrlState {
  const page = Number(params.get('page'));
  const location = Number(params.get('location'));
  const ordering = params.get('ordering') ?? '';
  const archived = params.get('archived');
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    location: Number.isInteger(location) && location > 0 ? location : null,
    types: (params.get('types') ?? '')
      .split(',')
      .filter((t, i, all) => TYPE_VALUES.includes(t) && all.indexOf(t) === i),
    archived:
      archived === null ? defaults.archived : archived === 'all' ? 'all' : archived === 'true',
    search: params.get('search') ?? '',
    ordering: isOrdering(ordering) ? ordering : defaults.ordering,
    columns: readColumns(params.get('columns')),
  };
}

/** The columns named in the URL, in the table's order, always with the description. */
function readColumns(value: string | null): VehicleListColumn[] {
  if (value === null) return [...DEFAULT_VEHICLE_LIST_COLUMNS];
  const named = value.split(',');
  return VEHICLE_LIST_COLUMNS.filter((c) => c === ALWAYS_SHOWN_COLUMN || named.includes(c));
}

const sameColumns = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((c, i) => c === b[i]);

/** Only what differs from the defaults goes into the URL. */
export function writeListState(
  state: ListUrlState,
  defaults: ListDefaults = BUILT_IN_DEFAULTS,
): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search.trim() !== '') params.set('search', state.search);
  if (state.location !== null) params.set('location', String(state.location));
  if (state.types.length > 0) params.set('types', state.types.join(','));
  if (state.archived !== defaults.archived) params.set('archived', String(state.archived));
  if (state.ordering !== defaults.ordering) params.set('ordering', state.ordering);
  if (state.page > 1) params.set('page', String(state.page));
  if (!sameColumns(state.columns, DEFAULT_VEHICLE_LIST_COLUMNS))
    params.set('columns', state.columns.join(','));
  return params;
}

export function hasActiveFilters(state: ListUrlState): boolean {
  return (
    state.location !== null ||
    state.types.length > 0 ||
    state.archived !== false ||
    state.search.trim() !== ''
  );
}

/** Clicking a column: the same column flips direction, another starts ascending. */
export function nextOrdering(current: VehicleOrdering, field: SortField): VehicleOrdering {
  const ordering = current === field ? `-${field}` : field;
  return isOrdering(ordering) ? ordering : DEFAULT_ORDERING;
}

export function sortDirection(
  current: VehicleOrdering,
  field: SortField,
): 'ascending' | 'descending' | 'none' {
  if (current === field) return 'ascending';
  if (current === `-${field}`) return 'descending';
  return 'none';
}

/** The card list's sort choices (a phone has no column headers to click). */
export const ORDERING_OPTIONS: { value: VehicleOrdering; label: string }[] = [
  { value: 'description', label: 'Vehicle Description (A to Z)' },
  { value: '-description', label: 'Vehicle Description (Z to A)' },
  { value: 'license_plate', label: 'License Plate (A to Z)' },
  { value: '-license_plate', label: 'License Plate (Z to A)' },
  { value: 'status', label: 'Status (A to Z)' },
  { value: '-status', label: 'Status (Z to A)' },
];
