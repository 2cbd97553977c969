import {
  fuelImportReplySchema,
  type FuelImportMapping,
  type FuelImportReply,
} from '@fleetdesk/contract/fuel';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, parseWith } from '../../../lib/api';
import { queryString } from '../../../lib/pagination';
import { uploadForm, type UploadProgress } from '../../../lib/upload';
import { mileageKeys } from '../../mileage';
import { vehicleKeys } from '../../vehicles';
import { fuelKeys } from './fuel-entries';

export const FUEL_IMPORT_FAILED = 'Failed to import the fuel card file';

export type FuelImportInput = {
  file: File;
  dryRun: boolean;
  mapping?: FuelImportMapping;
  onProgress?: (progress: UploadProgress) => void;
};

export type FuelImportOutcome = { reply: FuelImportReply; written: boolean };

/**
 * POST /api/vehicles/fuel-entries/import/ (multipart `file`, `mapping`; `?dry_run=true`), as the
 * fleet import: a file with a wrong line is refused whole with 400 and every line's result.
 */
export async function importFuelCard(input: FuelImportInput): Promise<FuelImportOutcome> {
  const form = new FormData();
  if (input.mapping) form.append('mapping', JSON.stringify(input.mapping));
  form.append('file', input.file);
  const path = `/api/vehicles/fuel-entries/import/${queryString({ dry_run: input.dryRun ? 'true' : null })}`;
  try {
    const data = await uploadForm(path, form, { onProgress: input.onProgress });
    return { reply: parseWith(fuelImportReplySchema, data), written: !input.dryRun };
  } catch (error) {
    const refused =
      error instanceof ApiError && error.status === 400
        ? fuelImportReplySchema.safeParse(error.body)
        : null;
    if (refused?.success) return { reply: refused.data, written: false };
    throw error;
  }
}

export function useImportFuelCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: importFuelCard,
    onSuccess: (outcome) => {
      if (!outcome.written) return;
      return Promise.all([
        client.invalidateQueries({ queryKey: fuelKeys.all }),
        client.invalidateQueries({ queryKey: mileageKeys.all }),
        client.invalidateQueries({ queryKey: vehicleKeys.all }),
      ]);
    },
  });
}
