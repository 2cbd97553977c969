import {
  isVehicleOrdering,
  vehicleViewFiltersSchema,
  type VehicleView,
} from '@fleetdesk/contract/vehicle-views';
import type { ViewRow } from './vehicle-views.repository';

/** A stored view as the API shows it. */
export function presentView(row: ViewRow): VehicleView {
  return {
    id: row.id,
    name: row.name,
    // Stored through the same schema; read back through it, so the reply always parses.
    filters: vehicleViewFiltersSchema.parse(row.filters),
    ordering: isVehicleOrdering(row.ordering) ? row.ordering : 'description',
    columns: row.columns,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
