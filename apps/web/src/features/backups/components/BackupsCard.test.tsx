import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BackupRun, BackupStatus } from '@fleetdesk/contract/backups';
import { json, phoneScreen, renderWithProviders, stubFetch } from '../../../../test/utils';
import { formatDateTime } from '../../../lib/format';
import { BACKUPS_LOAD_FAILED, BackupsCard, LAST_BACKUP_FAILED, NO_BACKUP_YET } from './BackupsCard';

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

const run = (over: Partial<BackupRun> = {}): BackupRun => ({
  id: 1,
  trigger: 'nightly',
  started_at: hoursAgo(5),
  finished_at: hoursAgo(5),
  status: 'ok',
  name: 'fleetdesk-backup-20311128T020000000Z.tar',
  location: 'disk',
  size_bytes: 5_452_595,
  verified: true,
  rows: 1200,
  files: 34,
  error: null,
  ...over,
});

const status = (over: Partial<BackupStatus> = {}): BackupStatus => ({
  hour: 2,
  keep: 14,
  destination: 'disk',
  runs: [run()],
  ...over,
});

const region = () => screen.getByRole('region', { name: 'Backups' });

describe('BackupsCard', () => {
  it('shows the last backup with its size and that it was verified, the schedule and the runs', async () => {
    stubFetch({ 'GET /api/backups/': json(status()) });
    renderWithProviders(<BackupsCard />);
    const last = run();
    expect(
      await within(region()).findByText(
        `Last backup: ${formatDateTime(last.started_at)}, 5.2 MB, verified.`,
      ),
    ).toBeInTheDocument();
    expect(
      within(region()).getByText(
        "Nightly from 02:00, server time; the newest 14 are kept on the server's disk.",
      ),
    ).toBeInTheDocument();
    const rows = within(within(region()).getByRole('table', { name: 'Backups' })).getAllByRole(
      'row',
    );
    expect(rows[1]).toHaveTextContent(/Nightly.*Made.*5\.2 MB.*Yes.*1200.*34/);
  });

  it('says when the last backup failed and which good one is the latest, and when none exists', async () => {
    stubFetch({
      'GET /api/backups/': json(
        status({
          destination: 's3',
          hour: null,
          runs: [
            run({
              id: 2,
              status: 'failed',
              started_at: hoursAgo(1),
              size_bytes: null,
              verified: false,
            }),
            run({ id: 1, started_at: hoursAgo(30) }),
          ],
        }),
      ),
    });
    const { unmount } = renderWithProviders(<BackupsCard />);
    expect(await within(region()).findByText(LAST_BACKUP_FAILED)).toBeInTheDocument();
    expect(within(region()).getByText(/The last good backup is of/)).toBeInTheDocument();
    expect(
      within(region()).getByText(
        'This server makes no nightly backup (BACKUP_HOUR=off); the newest 14 made are kept in the S3 store.',
      ),
    ).toBeInTheDocument();
    unmount();

    stubFetch({ 'GET /api/backups/': json(status({ runs: [] })) });
    renderWithProviders(<BackupsCard />);
    expect(await within(region()).findByText(NO_BACKUP_YET)).toBeInTheDocument();
    expect(within(region()).getByText('No backups yet')).toBeInTheDocument();
  });

  it('warns when the newest good backup is older than a day and a half', async () => {
    stubFetch({ 'GET /api/backups/': json(status({ runs: [run({ started_at: hoursAgo(40) })] })) });
    renderWithProviders(<BackupsCard />);
    expect(
      await within(region()).findByText(/That is more than a day and a half ago\./),
    ).toBeInTheDocument();
  });

  it('says the backups failed to load, and Retry asks again', async () => {
    const calls = stubFetch({ 'GET /api/backups/': json({ detail: 'Server error' }, 500) });
    renderWithProviders(<BackupsCard />);
    expect(await within(region()).findByText(BACKUPS_LOAD_FAILED)).toBeInTheDocument();
    const asked = calls.length;
    within(region()).getByRole('button', { name: 'Retry' }).click();
    await waitFor(() => expect(calls.length).toBeGreaterThan(asked));
  });

  describe('on a phone (under 600 px)', () => {
    it('lists each backup as a card, not a table that would scroll sideways', async () => {
      phoneScreen();
      stubFetch({ 'GET /api/backups/': json(status()) });
      renderWithProviders(<BackupsCard />);
      const list = await within(region()).findByRole('list', { name: 'Backups' });
      expect(within(region()).queryByRole('table')).toBeNull();
      const [card] = within(list).getAllByRole('listitem');
      for (const text of ['Made', 'Nightly', '5.2 MB', 'Verified', 'Yes', '1200', '34'])
        expect(card).toHaveTextContent(text);
    });
  });
});
