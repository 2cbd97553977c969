import type { VehicleListColumn } from '@fleetdesk/contract/vehicle-views';
import { useMutation } from '@tanstack/react-query';
import { queryString } from '../../../lib/pagination';
import { fetchNamedFile, saveBlob } from '../../../lib/save-file';
import { vehicleFilterValues } from './get-vehicles';
import type { VehicleListParams } from './keys';

export const EXPORT_FAILED = 'Failed to export vehicles';
export type VehicleExportFormat = 'csv' | 'xlsx';

/**
 * GET /api/vehicles/vehicles/export/?format&columns&<the list's filters and sort>: every row, as a
 * file, with the columns the list shows.
 */
export function downloadVehicles(
  params: Omit<VehicleListParams, 'page' | 'pageSize'>,
  columns: readonly VehicleListColumn[],
  format: VehicleExportFormat,
) {
  const query = queryString({ format, columns: columns.join(','), ...vehicleFilterValues(params) });
  // The server names the file by the shop's today; this name is only for a reply without one.
  return fetchNamedFile(`/api/vehicles/vehicles/export/${query}`, `vehicles.${format}`, 'export');
}

export function useExportVehicles(
  params: Omit<VehicleListParams, 'page' | 'pageSize'>,
  columns: readonly VehicleListColumn[],
) {
  return useMutation({
    mutationFn: (format: VehicleExportFormat) => downloadVehicles(params, columns, format),
    onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName),
  });
}
