import { backupStatusSchema, type BackupStatus } from '@fleetdesk/contract/backups';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';

/** Query keys of the backups feature. */
export const backupKeys = {
  all: ['backups'] as const,
  status: () => [...backupKeys.all, 'status'] as const,
};

/** GET /api/backups/: the nightly hour, how many are kept and where, the latest backups. */
export const getBackupStatus = (): Promise<BackupStatus> =>
  apiGet('/api/backups/', backupStatusSchema);

export function useBackupStatus() {
  return useQuery({ queryKey: backupKeys.status(), queryFn: getBackupStatus, staleTime: 0 });
}
