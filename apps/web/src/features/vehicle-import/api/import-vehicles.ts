import {
  importReplySchema,
  type ImportMapping,
  type ImportReply,
} from '@fleetdesk/contract/vehicle-import';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, parseWith } from '../../../lib/api';
import { queryString } from '../../../lib/pagination';
import { uploadForm, type UploadProgress } from '../../../lib/upload';
import { vehicleKeys } from '../../vehicles';

export const IMPORT_FAILED = 'Failed to import vehicles';

export type VehicleImportInput = {
  file: File;
  /** Only check the file: every row with its result, nothing written. */
  dryRun: boolean;
  /** Column header → field; left out, the server guesses (the shop's last mapping, the headers). */
  mapping?: ImportMapping;
  onProgress?: (progress: UploadProgress) => void;
};

/** What the server said of a file: its rows, counts and mapping, and whether it wrote them. */
export type VehicleImportOutcome = { reply: ImportReply; written: boolean };

/**
 * POST /api/vehicles/import/ (multipart `file`, `mapping`; `?dry_run=true`). A file with an
 * invalid or duplicate row is refused whole with 400 and the rows, which are the answer here too.
 */
export async function importVehicles(input: VehicleImportInput): Promise<VehicleImportOutcome> {
  const form = new FormData();
  if (input.mapping) form.append('mapping', JSON.stringify(input.mapping));
  form.append('file', input.file);
  const path = `/api/vehicles/import/${queryString({ dry_run: input.dryRun ? 'true' : null })}`;
  try {
    const data = await uploadForm(path, form, { onProgress: input.onProgress });
    return { reply: parseWith(importReplySchema, data), written: !input.dryRun };
  } catch (error) {
    const refused =
      error instanceof ApiError && error.status === 400
        ? importReplySchema.safeParse(error.body)
        : null;
    if (refused?.success) return { reply: refused.data, written: false };
    throw error;
  }
}

export function useImportVehicles() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: importVehicles,
    onSuccess: (outcome) => {
      if (outcome.written) return client.invalidateQueries({ queryKey: vehicleKeys.all });
    },
  });
}
