import type { ImportTemplateFormat } from '@fleetdesk/contract/vehicle-import';
import { useMutation } from '@tanstack/react-query';
import { fetchFile, saveBlob } from '../../../lib/save-file';

export const TEMPLATE_FAILED = 'Failed to download the template';

/** GET /api/vehicles/import/template/?format=csv|xlsx, handed to the browser as a download. */
export async function downloadTemplate(format: ImportTemplateFormat): Promise<void> {
  const blob = await fetchFile(`/api/vehicles/import/template/?format=${format}`);
  saveBlob(blob, `vehicle-import.${format}`);
}

export function useDownloadTemplate() {
  return useMutation({ mutationFn: downloadTemplate });
}
