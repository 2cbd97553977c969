import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ReminderRun, ReminderStatus } from '@fleetdesk/contract/reminders';
import { json, renderWithProviders, stubFetch } from '../../../../test/utils';
import { RemindersCard } from './RemindersCard';

const run = (over: Partial<ReminderRun> = {}): ReminderRun => ({
  id: 1,
  run_date: '2031-03-10',
  trigger: 'schedule',
  started_at: '2031-03-10T07:00:00.000Z',
  finished_at: '2031-03-10T07:00:04.000Z',
  items: 4,
  notifications: 9,
  mails_queued: 3,
  mails_sent: 2,
  failures: 1,
  error: null,
  ...over,
});

const status = (over: Partial<ReminderStatus> = {}): ReminderStatus => ({
  email_configured: false,
  reminder_hour: 7,
  outbox: { pending: 1, failed_attempts: 1, sent: 2 },
  runs: [run()],
  ...over,
});

const admin = json({
  permissions: { canManageShopSettings: true },
  is_superuser: false,
  groups: [],
});
const region = () => screen.getByRole('region', { name: 'Daily Reminders' });

describe('RemindersCard', () => {
  it('says e-mail is not configured and lists the runs with their counts', async () => {
    stubFetch({ 'GET /api/reminders/runs/': json(status()), 'GET /api/base/permissions/': admin });
    renderWithProviders(<RemindersCard />);
    expect(
      await within(region()).findByText(
        'E-mail is not configured (SMTP_URL is not set): reminder e-mails wait in the outbox.',
      ),
    ).toBeInTheDocument();
    expect(
      within(region()).getByText('Runs every day from 07:00, server time.'),
    ).toBeInTheDocument();
    expect(
      within(region()).getByText('Outbox: 1 e-mail waiting (1 after a failed attempt), 2 sent.'),
    ).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Reminder runs' })).getAllByRole('row');
    const cells = within(rows[1]!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(2)).toEqual(['Daily schedule', '4', '9', '3', '2', '1']);
  });

  it('says when nothing has run yet and e-mail is configured', async () => {
    stubFetch({
      'GET /api/reminders/runs/': json(status({ email_configured: true, runs: [] })),
      'GET /api/base/permissions/': admin,
    });
    renderWithProviders(<RemindersCard />);
    expect(await screen.findByText('No reminder runs yet')).toBeInTheDocument();
    expect(
      screen.getByText('E-mail is configured: reminder e-mails are sent through SMTP.'),
    ).toBeInTheDocument();
  });

  it('runs the reminders now and shows the new run once it has finished', async () => {
    let runs: ReminderRun[] = [];
    const calls = stubFetch({
      'GET /api/reminders/runs/': () => json(status({ runs })),
      'GET /api/base/permissions/': admin,
      'POST /api/reminders/run/': () => {
        runs = [run({ id: 7, trigger: 'manual', items: 2 })];
        return json({ started: true, detail: 'Reminders are running.' }, 202);
      },
    });
    renderWithProviders(<RemindersCard />);
    await screen.findByText('No reminder runs yet');
    await userEvent.click(screen.getByRole('button', { name: 'Run reminders now' }));
    expect(await screen.findByText('Run now')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Run reminders now' })).toBeEnabled(),
    );
  });

  it('offers the button disabled, saying why, without the permission to manage shop settings', async () => {
    stubFetch({
      'GET /api/reminders/runs/': json(status()),
      'GET /api/base/permissions/': json({ permissions: {}, is_superuser: false, groups: [] }),
    });
    renderWithProviders(<RemindersCard />);
    expect(
      await screen.findByText(
        'Running the reminders needs the permission to manage shop settings.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Run reminders now' })).toBeDisabled();
  });

  it('shows the server refusing a run, and a failed load with a way to retry', async () => {
    stubFetch({
      'GET /api/reminders/runs/': json({ detail: 'down' }, 500),
      'GET /api/base/permissions/': admin,
      'POST /api/reminders/run/': json({ detail: 'A reminder run is already in progress.' }, 409),
    });
    renderWithProviders(<RemindersCard />);
    expect(await screen.findByText('Failed to load reminder runs')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Run reminders now' }));
    expect(await screen.findByText('A reminder run is already in progress.')).toBeInTheDocument();
  });
});
