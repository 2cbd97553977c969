import { FINANCING_MESSAGES } from '@fleetdesk/contract/financing';
import { EXPORT_MESSAGES, exportDateRange } from '@fleetdesk/contract/financing-export';
import type { ExportJob } from '@fleetdesk/contract/financing-export-jobs';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setAuthToken } from '../../../../lib/session';
import { CURRENT_CONTEXT, SHOP_TODAY } from '../../../../../test/fixtures';
import { json, renderWithProviders, stubFetch } from '../../../../../test/utils';
import { FinancingExportTab } from './FinancingExportTab';

const year = exportDateRange('this_year', SHOP_TODAY)!;
const options = {
  formats: [{ value: 'csv', label: 'CSV' }],
  date_ranges: [{ value: 'this_year', label: 'This Year' }],
  financing_types: [],
  payment_methods: [],
  gl_accounts: [],
  quickbooks_classes: [],
};
const job = (over: Partial<ExportJob>): ExportJob => ({
  id: 7,
  type: 'financing',
  format: 'csv',
  status: 'queued',
  rows_done: 0,
  rows_total: null,
  file_name: 'financing_export_20260101.csv',
  file_url: null,
  error: null,
  created_at: '2026-01-01T10:00:00.000Z',
  finished_at: null,
  ...over,
});
const FILE_URL = '/api/vehicles/financing/export-jobs/7/file/?exp=1&sig=1.2.x';

/** The export of the year, answered 413 by the server: too large for one request. */
const tooLarge = {
  ...CURRENT_CONTEXT,
  'GET /api/vehicles/export/options/': json(options),
  [`GET /api/vehicles/export/financing/?format=csv&date_from=${year.date_from}&date_to=${year.date_to}`]:
    json({ detail: EXPORT_MESSAGES.tooLarge }, 413),
  'POST /api/vehicles/financing/export-jobs/': json(job({}), 202),
};

beforeEach(() => setAuthToken('tok-123'));

describe('an export too large for one request', () => {
  it('runs as a job: its progress as a bar, then the link to its file', async () => {
    const states = [
      job({ status: 'running', rows_done: 1000, rows_total: 5001 }),
      job({ status: 'done', rows_done: 5001, rows_total: 5001, file_url: FILE_URL }),
    ];
    const calls = stubFetch({
      ...tooLarge,
      'GET /api/vehicles/financing/export-jobs/7/': () => Promise.resolve(json(states.shift()!)),
    });
    const user = userEvent.setup();
    renderWithProviders(<FinancingExportTab />);
    await user.click(await screen.findByRole('button', { name: 'Export' }));

    expect(await screen.findByText('Exporting 1,000 of 5,001 rows…')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '19');
    const link = await screen.findByRole(
      'link',
      { name: 'Download financing_export_20260101.csv' },
      { timeout: 3000 },
    );
    expect(link).toHaveAttribute('href', FILE_URL);
    expect(screen.getByText('Your export is ready: 5,001 rows.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
    // The job was asked for with the export's own filters; no failure was shown.
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      type: 'financing',
      format: 'csv',
      date_from: year.date_from,
      date_to: year.date_to,
      include_payments: false,
    });
    expect(screen.queryByText(FINANCING_MESSAGES.exportFailed)).toBeNull();
  });

  it('says why a job failed', async () => {
    stubFetch({
      ...tooLarge,
      'GET /api/vehicles/financing/export-jobs/7/': json(
        job({ status: 'failed', error: 'The export could not be written. Try again.' }),
      ),
    });
    const user = userEvent.setup();
    renderWithProviders(<FinancingExportTab />);
    await user.click(await screen.findByRole('button', { name: 'Export' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Export failed')).toBeInTheDocument();
    expect(
      within(alert).getByText('The export could not be written. Try again.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Download/ })).toBeNull();
  });
});
