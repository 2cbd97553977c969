import { FINANCING_MESSAGES } from '@fleetdesk/contract/financing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, renderWithProviders, stubFetch } from '../../../../../test/utils';
import { pickOption } from '../../../../../test/select-option';
import { FinancingReportsTab } from './FinancingReportsTab';

const SUMMARY = 'GET /api/vehicles/export/summary/';
const row = (over: Record<string, unknown>) => ({
  id: 1,
  financing_type: 'LOAN',
  company_name: 'Ally Bank',
  vehicle_description: '2020 Ford Fusion',
  monthly_payment: '500.00',
  start_date: '2025-01-15',
  end_date: '2028-01-15',
  is_active: true,
  status: 'Active',
  payment_status: 'current',
  total_paid: '1505.75',
  ...over,
});
const summary = {
  results: [
    row({}),
    row({
      id: 2,
      financing_type: 'LEASE',
      company_name: 'Toyota Lease',
      monthly_payment: '310.40',
      is_active: false,
      status: 'Completed',
      total_paid: '0.00',
    }),
  ],
  totals: {
    count: 2,
    active_count: 1,
    monthly_total: '500.00',
    annual_total: '6000.00',
    total_paid: '1505.75',
  },
};

describe('FinancingReportsTab', () => {
  it('shows the Summary by monthly payment with totals', async () => {
    stubFetch({ [SUMMARY]: json(summary) });
    renderWithProviders(<FinancingReportsTab />);
    expect(screen.getByRole('status', { name: 'Loading summary report' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByText('Ally Bank')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Toyota Lease')).toBeInTheDocument();
    // A completed financing is never shown as Active.
    expect(within(rows[2]!).getByText('Completed')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('Totals (2)')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('$500.00 active')).toBeInTheDocument();
    expect(screen.getByText('Monthly total, active')).toBeInTheDocument();
    expect(screen.getByText('$6,000.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Summary' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows Coming Soon for the other views', async () => {
    stubFetch({ [SUMMARY]: json(summary) });
    const user = userEvent.setup();
    renderWithProviders(<FinancingReportsTab />);
    for (const view of ['Detailed', 'Payments', 'Performance']) {
      await user.click(screen.getByRole('button', { name: view }));
      expect(screen.getByRole('heading', { name: `${view} Report` })).toBeInTheDocument();
      expect(screen.getByText('Coming Soon')).toBeInTheDocument();
    }
  });

  it('toggles the filters panel and asks again with the filters', async () => {
    const calls = stubFetch({
      [SUMMARY]: json(summary),
      [`${SUMMARY}?financing_type=LEASE`]: json({
        results: [],
        totals: {
          count: 0,
          active_count: 0,
          monthly_total: '0.00',
          annual_total: '0.00',
          total_paid: '0.00',
        },
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<FinancingReportsTab />);
    await screen.findByRole('table');
    expect(screen.queryByRole('combobox', { name: 'Financing type' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show Filters' }));
    await pickOption(user, 'Financing type', 'Leases');
    expect(await screen.findByText('No financing arrangements')).toBeInTheDocument();
    expect(calls.at(-1)?.url).toBe('/api/vehicles/export/summary/?financing_type=LEASE');
    await user.click(screen.getByRole('button', { name: 'Hide Filters' }));
    expect(screen.queryByRole('combobox', { name: 'Financing type' })).toBeNull();
  });

  it('says when the summary fails to load', async () => {
    stubFetch({ [SUMMARY]: json({ detail: 'down' }, 500) });
    renderWithProviders(<FinancingReportsTab />);
    expect(
      await screen.findByRole('alert', { name: FINANCING_MESSAGES.loadFailed }),
    ).toBeInTheDocument();
  });
});
