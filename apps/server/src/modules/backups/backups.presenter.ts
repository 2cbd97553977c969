import type { BackupRun as BackupRunReply } from '@fleetdesk/contract/backups';
import type { BackupRun } from '../../platform/backup/runner';

/**
 * A backup as the diagnostics page shows it. Its failure message may name the server's paths
 * or database: a superuser sees it, a shop's administrator that it failed.
 */
export function presentBackupRun(run: BackupRun, isSuperuser: boolean): BackupRunReply {
  return {
    id: run.id,
    trigger: run.trigger as BackupRunReply['trigger'],
    started_at: run.startedAt.toISOString(),
    finished_at: run.finishedAt.toISOString(),
    status: run.status as BackupRunReply['status'],
    name: run.name,
    location: run.location as BackupRunReply['location'],
    size_bytes: run.sizeBytes,
    verified: run.verified,
    rows: run.rows,
    files: run.files,
    error: run.error && isSuperuser ? run.error : null,
  };
}
