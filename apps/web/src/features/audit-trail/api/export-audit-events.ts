import { useMutation } from '@tanstack/react-query';
import { fetchFile, saveBlob } from '../../../lib/save-file';
import { activityQuery } from './get-audit-events';
import type { ActivityFilter } from './keys';

export const EXPORT_FAILED = 'The activity could not be exported. Please try again.';

/** GET /api/audit/events/export/ with the page's filters, saved as activity.csv. */
export async function exportActivity(filter: ActivityFilter): Promise<void> {
  saveBlob(await fetchFile(`/api/audit/events/export/${activityQuery(filter)}`), 'activity.csv');
}

export function useExportActivity() {
  return useMutation({ mutationFn: exportActivity });
}
