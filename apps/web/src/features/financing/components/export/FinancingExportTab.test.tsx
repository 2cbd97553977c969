import { FINANCING_MESSAGES } from '@fleetdesk/contract/financing';
import { exportDateRange } from '@fleetdesk/contract/financing-export';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAuthToken } from '../../../../lib/session';
import { CURRENT_CONTEXT, SHOP_TODAY } from '../../../../../test/fixtures';
import { json, renderWithProviders, stubFetch } from '../../../../../test/utils';
import { pickOption } from '../../../../../test/select-option';
import { FinancingExportTab } from './FinancingExportTab';

const OPTIONS = 'GET /api/vehicles/export/options/';
const options = {
  formats: [
    { value: 'csv', label: 'CSV' },
    { value: 'xlsx', label: 'Excel (XLSX)' },
    { value: 'json', label: 'JSON' },
    { value: 'iif', label: 'QuickBooks Desktop (IIF)' },
  ],
  date_ranges: [
    { value: 'this_month', label: 'This Month' },
    { value: 'last_month', label: 'Last Month' },
    { value: 'this_quarter', label: 'This Quarter' },
    { value: 'last_quarter', label: 'Last Quarter' },
    { value: 'this_year', label: 'This Year' },
    { value: 'last_year', label: 'Last Year' },
    { value: 'custom', label: 'Custom Range' },
  ],
  financing_types: [
    { value: 'LOAN', label: 'Loan' },
    { value: 'LEASE', label: 'Lease' },
  ],
  payment_methods: [
    { value: 'check', label: 'Check' },
    { value: 'card', label: 'Card' },
  ],
  gl_accounts: ['2100 Vehicle Loans'],
  quickbooks_classes: ['Fleet'],
};
// The ranges count from the shop's today (the server's), not from the browser's clock.
const year = exportDateRange('this_year', SHOP_TODAY)!;
const lastMonth = exportDateRange('last_month', SHOP_TODAY)!;

let clicked: { href: string; download: string }[];
beforeEach(() => {
  setAuthToken('tok-123');
  clicked = [];
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:export', revokeObjectURL: () => undefined }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push({ href: this.href, download: this.download });
  });
});
afterEach(() => vi.restoreAllMocks());

const file = (name: string | null) =>
  new Response('Payment ID\r\n1\r\n', {
    headers: name ? { 'Content-Disposition': `attachment; filename="${name}"` } : {},
  });

describe('FinancingExportTab', () => {
  it('starts with financing, CSV and this year, its dates filled and locked', async () => {
    stubFetch({ ...CURRENT_CONTEXT, [OPTIONS]: json(options) });
    renderWithProviders(<FinancingExportTab />);
    expect(screen.getByRole('status', { name: 'Loading export options' })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'Financing Data' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Format' })).toHaveValue('CSV');
    expect(screen.getByRole('combobox', { name: 'Date range' })).toHaveValue('This Year');
    expect(screen.getByLabelText('From')).toHaveValue(year.date_from);
    expect(screen.getByLabelText('To')).toHaveValue(year.date_to);
    expect(screen.getByLabelText('From')).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: /Include payment summary/ })).not.toBeChecked();
    expect(screen.queryByRole('combobox', { name: 'Payment method' })).toBeNull();
  });

  it('fills the dates of another range, and unlocks them for a custom one', async () => {
    stubFetch({ ...CURRENT_CONTEXT, [OPTIONS]: json(options) });
    const user = userEvent.setup();
    renderWithProviders(<FinancingExportTab />);
    await screen.findByRole('combobox', { name: 'Date range' });
    await pickOption(user, 'Date range', 'Last Month');
    expect(screen.getByLabelText('From')).toHaveValue(lastMonth.date_from);
    expect(screen.getByLabelText('To')).toHaveValue(lastMonth.date_to);
    await pickOption(user, 'Date range', 'Custom Range');
    expect(screen.getByLabelText('From')).toBeEnabled();
    expect(screen.getByLabelText('From')).toHaveValue(lastMonth.date_from);
  });

  it('downloads payment history with the token, showing progress, under the reply’s file name', async () => {
    let release!: (r: Response) => void;
    const calls = stubFetch({
      ...CURRENT_CONTEXT,
      [OPTIONS]: json(options),
      [`GET /api/vehicles/export/payments/?format=iif&date_from=${year.date_from}&date_to=${year.date_to}&payment_method=card`]:
        () => new Promise<Response>((resolve) => (release = resolve)),
    });
    const user = userEvent.setup();
    renderWithProviders(<FinancingExportTab />);
    await user.click(await screen.findByRole('radio', { name: 'Payment History' }));
    expect(screen.queryByRole('checkbox', { name: /Include payment summary/ })).toBeNull();
    await pickOption(user, 'Format', 'QuickBooks Desktop (IIF)');
    await pickOption(user, 'Payment method', 'Card');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Preparing your export…')).toBeInTheDocument();
    release(file('payments_export_20250131.iif'));
    await waitFor(() =>
      expect(clicked).toEqual([{ href: 'blob:export', download: 'payments_export_20250131.iif' }]),
    );
    await waitFor(() => expect(screen.queryByText('Preparing your export…')).toBeNull());
    expect(calls.at(-1)?.headers.Authorization).toBe('Token tok-123');
  });

  it('names a file the reply left unnamed export_{timestamp}.{format}, and asks for the payment summary', async () => {
    stubFetch({
      ...CURRENT_CONTEXT,
      [OPTIONS]: json(options),
      [`GET /api/vehicles/export/financing/?format=csv&date_from=${year.date_from}&date_to=${year.date_to}&include_payments=true`]:
        file(null),
    });
    const user = userEvent.setup();
    renderWithProviders(<FinancingExportTab />);
    await user.click(await screen.findByRole('checkbox', { name: /Include payment summary/ }));
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]!.download).toMatch(/^export_\d+\.csv$/);
  });

  it('says when the export fails and keeps the form as it was', async () => {
    stubFetch({
      ...CURRENT_CONTEXT,
      [OPTIONS]: json(options),
      [`GET /api/vehicles/export/financing/?format=json&date_from=${year.date_from}&date_to=${year.date_to}&financing_type=LEASE`]:
        json({ detail: 'boom' }, 500),
    });
    const user = userEvent.setup();
    renderWithProviders(<FinancingExportTab />);
    await screen.findByRole('combobox', { name: 'Format' });
    await pickOption(user, 'Format', 'JSON');
    await pickOption(user, 'Financing type', 'Lease');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText(FINANCING_MESSAGES.exportFailed)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Format' })).toHaveValue('JSON');
    expect(screen.getByRole('combobox', { name: 'Financing type' })).toHaveValue('Lease');
    expect(clicked).toEqual([]);
  });

  it('says when the options fail to load, with a retry', async () => {
    stubFetch({ ...CURRENT_CONTEXT, [OPTIONS]: json({ detail: 'down' }, 500) });
    renderWithProviders(<FinancingExportTab />);
    expect(
      await screen.findByRole('alert', { name: FINANCING_MESSAGES.exportOptionsFailed }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
