import { afterAll, beforeAll, expect, it } from 'vitest';
import type { BackupStatus } from '@fleetdesk/contract/backups';
import { setupTestApp, type TestApp } from '../../../test/helpers';
import { backupRuns } from '../../platform/backup/backup.tables';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp({ BACKUP_HOUR: 3, BACKUP_KEEP: 7 });
});
afterAll(() => t.close());

it('shows the schedule and the latest backups, newest first; why one failed to superusers only', async () => {
  const night = (d: number) => new Date(Date.UTC(2031, 0, d, 3));
  await t.db.insert(backupRuns).values([
    {
      trigger: 'nightly',
      startedAt: night(1),
      finishedAt: night(1),
      status: 'ok',
      name: 'fleetdesk-backup-20310101T030000000Z.tar',
      location: 'disk',
      sizeBytes: 1_234_567,
      verified: true,
      rows: 900,
      files: 12,
    },
    {
      trigger: 'nightly',
      startedAt: night(2),
      finishedAt: night(2),
      status: 'failed',
      error: 'ENOSPC: no space left on device, write /srv/fleetdesk/backups/x.partial',
    },
  ]);
  const shop = await t.createShop();
  const admin = await t.createUser({ shops: [shop], role: 'administrator' });
  const root = await t.createUser({ shops: [shop], superuser: true });

  const seen = (await t.request(admin, 'GET', '/api/backups/')).json() as BackupStatus;
  expect(seen).toMatchObject({ hour: 3, keep: 7, destination: 'disk' });
  const [failed, ok] = seen.runs.filter((r) => r.started_at.startsWith('2031-01-0'));
  expect(failed).toMatchObject({ status: 'failed', error: null, verified: false });
  expect(ok).toMatchObject({
    status: 'ok',
    name: 'fleetdesk-backup-20310101T030000000Z.tar',
    size_bytes: 1_234_567,
    verified: true,
    rows: 900,
    files: 12,
  });

  const asRoot = (await t.request(root, 'GET', '/api/backups/')).json() as BackupStatus;
  expect(asRoot.runs.find((r) => r.status === 'failed')?.error).toMatch(/ENOSPC/);
});
