import { vehicleListSearch } from '../api/get-vehicles';
import type { VehicleListParams } from '../api/keys';

/** The list's first request when nothing is filtered (page size 10, description order). */
export const DEFAULT_LIST: VehicleListParams = {
  page: 1,
  pageSize: 10,
  location: null,
  types: [],
  archived: false,
  search: '',
  ordering: 'description',
};

/** The fetch table's key of a list request: the default one with `over` changed. */
export const listKey = (over: Partial<VehicleListParams> = {}) =>
  `GET /api/vehicles/vehicles/${vehicleListSearch({ ...DEFAULT_LIST, ...over })}`;
