import { useMutation } from '@tanstack/react-query';
import { queryString } from '../../../lib/pagination';
import { fetchNamedFile, saveBlob } from '../../../lib/save-file';
import { vehicleFilterValues } from './get-vehicles';
import type { VehicleListParams } from './keys';

export const EXPORT_FAILED = 'Failed to export vehicles';
export type VehicleExportFormat = 'csv' | 'xlsx';

/** GET /api/vehicles/vehicles/export/?format&<the list's filters and sort>: every row, as a file. */
export function downloadVehicles(
  params: Omit<VehicleListParams, 'page' | 'pageSize'>,
  format: VehicleExportFormat,
) {
  // The server names the file by the shop's today; this name is only for a reply without one.
  return fetchNamedFile(
    `/api/vehicles/vehicles/export/${queryString({ format, ...vehicleFilterValues(params) })}`,
    `vehicles.${format}`,
    'export',
  );
}

export function useExportVehicles(params: Omit<VehicleListParams, 'page' | 'pageSize'>) {
  return useMutation({
    mutationFn: (format: VehicleExportFormat) => downloadVehicles(params, format),
    onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName),
  });
}
