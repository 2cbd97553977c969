import { FINANCING_MESSAGES } from '@fleetdesk/contract/financing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CURRENT_CONTEXT, LATE_EVENING_PACIFIC, SHOP_TODAY } from '../../../../../test/fixtures';
import { json, renderWithProviders, stubFetch, type FetchRoutes } from '../../../../../test/utils';
import { FIN_VIN, lease, loan, payment, varianceReply } from '../../testing/financing-fixtures';
import { FinancingPanelView } from './FinancingPanel';

const LIST = `GET /api/vehicles/financing/?vehicle=${FIN_VIN}&page_size=1000`;
const PAYMENTS = `GET /api/vehicles/financing-payments/?vehicle=${FIN_VIN}&page_size=1000`;
const CREATE_PAYMENT = 'POST /api/vehicles/financing-payments/';
const CREATE = 'POST /api/vehicles/financing/';

function stub(routes: FetchRoutes = {}) {
  return stubFetch({
    ...CURRENT_CONTEXT,
    [LIST]: json({ results: [loan(), lease({ is_active: false, state: 'inactive' })], count: 2 }),
    [PAYMENTS]: json({
      results: [payment(), payment({ id: 11, is_late: true, late_fee: '25.00' })],
      count: 2,
    }),
    ...routes,
  });
}

const manager = { canView: true, canEdit: true };
const viewer = { canView: true, canEdit: false };

describe('FinancingPanel', () => {
  it('shows only the permission text without view, and asks nothing', () => {
    const calls = stubFetch({ ...CURRENT_CONTEXT });
    renderWithProviders(<FinancingPanelView vin={FIN_VIN} canView={false} canEdit />);
    expect(screen.getByText(FINANCING_MESSAGES.noPermission)).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('shows the cards with their loan and lease fields, counts and the Inactive badge', async () => {
    stub();
    renderWithProviders(<FinancingPanelView vin={FIN_VIN} {...manager} />);
    const loanCard = await screen.findByRole('article', { name: 'Loan with First Auto Credit' });
    expect(within(loanCard).getByText('$450.00')).toBeInTheDocument();
    expect(within(loanCard).getByText('$21,000.00')).toBeInTheDocument();
    expect(within(loanCard).getByText('5.250%')).toBeInTheDocument();
    expect(within(loanCard).getByText('Jan 15, 2025')).toBeInTheDocument();
    expect(within(loanCard).getByText('Refinanced in March')).toBeInTheDocument();
    expect(within(loanCard).queryByText('Inactive')).not.toBeInTheDocument();
    const leaseCard = screen.getByRole('article', { name: 'Lease with Metro Leasing' });
    expect(within(leaseCard).getByText('Operating')).toBeInTheDocument();
    expect(within(leaseCard).getByText('12,000 miles / year')).toBeInTheDocument();
    expect(within(leaseCard).getByText('Inactive')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Financings 2' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Payments 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Financing' })).toBeInTheDocument();
    expect(
      within(loanCard).getByRole('button', { name: 'Edit Loan with First Auto Credit' }),
    ).toBeInTheDocument();
  });

  it('hides Add Financing, edit and record payment without edit', async () => {
    stub();
    renderWithProviders(<FinancingPanelView vin={FIN_VIN} {...viewer} />);
    const card = await screen.findByRole('article', { name: 'Loan with First Auto Credit' });
    expect(screen.queryByRole('button', { name: 'Add Financing' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Record payment/ })).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /View details/ })).toBeInTheDocument();
  });

  it('lists payments with Late or On Time', async () => {
    stub();
    const user = userEvent.setup();
    renderWithProviders(<FinancingPanelView vin={FIN_VIN} {...viewer} />);
    await user.click(await screen.findByRole('tab', { name: /Payments/ }));
    const table = await screen.findByRole('table', { name: 'Financing payments' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Date', 'Financing', 'Amount', 'Method', 'Reference', 'Status']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('On Time')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Late')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('+ $25.00 late fee')).toBeInTheDocument();
  });

  it("proposes the shop's today as the payment date, not the browser's (23:30 in Los Angeles)", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: LATE_EVENING_PACIFIC });
    stub();
    const user = userEvent.setup();
    renderWithProviders(<FinancingPanelView vin={FIN_VIN} {...manager} />);
    const card = await screen.findByRole('article', { name: 'Loan with First Auto Credit' });
    await user.click(within(card).getByRole('button', { name: /Record payment/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Record Payment' });
    expect(within(dialog).getByLabelText(/Payment Date/)).toHaveValue(SHOP_TODAY);
    vi.useRealTimers();
  });

  it('shows the late fee only when late, and records the payment with it', async () => {
    const calls = stub({ [CREATE_PAYMENT]: json(payment({ id: 12 }), 201) });
    const user = userEvent.setup();
    renderWithProviders(<FinancingPanelView vin={FIN_VIN} {...manager} />);
    const card = await screen.findByRole('article', { name: 'Loan with First Auto Credit' });
    await user.click(within(card).getByRole('button', { name: /Record payment/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Record Payment' });
    expect(within(dialog).queryByLabelText('Late Fee')).not.toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('Late payment'));
    const fee = within(dialog).getByLabelText('Late Fee');
    await user.clear(fee);
    await user.type(fee, '25');
    await user.click(within(dialog).getByRole('button', { name: 'Record Payment' }));
    expect(await screen.findByText(FINANCING_MESSAGES.paymentRecorded)).toBeInTheDocument();
    const sent = calls.find((c) => c.method === 'POST');
    expect(sent?.body).toMatchObject({
      financing: 1,
      amount_paid: '450.00',
      payment_method: 'check',
      is_late: true,
      late_fee: '25.00',
    });
  });

  it('blocks a payment without a date and sends nothing', async () => {
    const calls = stub({ [CREATE_PAYMENT]: json(payment({ id: 12 }), 201) });
    const user = userEvent.setup();
    renderWithProviders(<FinancingPanelView vin={FIN_VIN} {...manager} />);
    const card = await screen.findByRole('article', { name: 'Loan with First Auto Credit' });
    await user.click(within(card).getByRole('button', { name: /Record payment/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Record Payment' });
    await user.clear(within(dialog).getByLabelText(/Payment Date/));
    await user.click(within(dialog).getByRole('button', { name: 'Record Payment' }));
    expect(
      await within(dialog).findByText(FINANCING_MESSAGES.paymentDateRequired),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('adds a loan to this vehicle, and keeps what was typed when the server refuses', async () => {
    let attempt = 0;
    const calls = stub({
      [CREATE]: () =>
        ++attempt === 1
          ? json({ loan_amount: ['Ensure this value is greater than 0.'] }, 400)
          : json(loan({ id: 3 }), 201),
    });
    const user = userEvent.setup();
    renderWithProviders(<FinancingPanelView vin={FIN_VIN} {...manager} />);
    await user.click(await screen.findByRole('button', { name: 'Add Financing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Financing' });
    await user.type(within(dialog).getByLabelText(/Monthly Payment/), '300');
    await user.type(within(dialog).getByLabelText(/Start Date/), '2025-01-01');
    await user.type(within(dialog).getByLabelText(/End Date/), '2028-01-01');
    await user.type(within(dialog).getByLabelText(/Lender Name/), 'Credit Union');
    await user.type(within(dialog).getByLabelText(/Loan Amount/), '12000');
    await user.type(within(dialog).getByLabelText(/Interest Rate/), '4.5');
    await user.click(within(dialog).getByRole('button', { name: 'Add Financing' }));
    expect(await within(dialog).findByText('Ensure this value is greater than 0.')).toBeVisible();
    expect(within(dialog).getByText(FINANCING_MESSAGES.saveFailed)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Lender Name/)).toHaveValue('Credit Union');
    await user.click(within(dialog).getByRole('button', { name: 'Add Financing' }));
    expect(await screen.findByText(FINANCING_MESSAGES.added)).toBeInTheDocument();
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts[1]?.body).toMatchObject({
      financing_type: 'LOAN',
      monthly_payment: '300.00',
      lender_name: 'Credit Union',
      loan_amount: '12000.00',
      opening_balance: null,
      vehicles: [FIN_VIN],
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add Financing' })).not.toBeInTheDocument(),
    );
  });

  it('says when the financing to edit cannot be loaded', async () => {
    stub({ 'GET /api/vehicles/financing/1/': json({ detail: 'boom' }, 500) });
    const user = userEvent.setup();
    renderWithProviders(<FinancingPanelView vin={FIN_VIN} {...manager} />);
    const card = await screen.findByRole('article', { name: 'Loan with First Auto Credit' });
    await user.click(within(card).getByRole('button', { name: /^Edit/ }));
    expect(await screen.findByText(FINANCING_MESSAGES.editLoadFailed)).toBeInTheDocument();
  });

  it('opens the details with payment history and variance rows', async () => {
    stub({
      'GET /api/vehicles/financing/1/': json(loan()),
      'GET /api/vehicles/financing/1/payment_history/': json({
        financing: 1,
        payments: [payment({ id: 11, payment_date: '2025-03-25' }), payment()],
        total_paid: '900.00',
        payment_count: 2,
      }),
      'GET /api/vehicles/financing/1/variance/?period=last6months': json(varianceReply()),
      'GET /api/vehicles/financing/1/variance/?period=all': json({ detail: 'Database busy' }, 503),
    });
    const user = userEvent.setup();
    renderWithProviders(<FinancingPanelView vin={FIN_VIN} {...viewer} />);
    const card = await screen.findByRole('article', { name: 'Loan with First Auto Credit' });
    await user.click(within(card).getByRole('button', { name: /View details/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('tab', { name: 'Payment History' }));
    expect(await within(dialog).findByText('$900.00')).toBeInTheDocument();
    const first = () => within(dialog).getAllByText(/· Check/)[0]!.textContent;
    expect(first()).toMatch(/^Mar 25, 2025/);
    await user.click(within(dialog).getByText('Oldest first'));
    expect(first()).toMatch(/^Feb 15, 2025/);

    await user.click(within(dialog).getByRole('tab', { name: 'Variance Analysis' }));
    const table = await within(dialog).findByRole('table', { name: 'Payment variance by month' });
    const late = within(table).getAllByRole('row')[2]!;
    expect(
      within(late)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      'Mar 15, 2025',
      '$450.00',
      '$475.00',
      'Mar 25, 2025',
      '$25.00',
      '5.56%',
      '10',
      'Late',
    ]);
    // The months' days variance averaged (0 and 10): up to 5 days is good (spec 2 section 4).
    const days = within(dialog).getByText('Avg. Days Variance').nextElementSibling!;
    expect(days).toHaveTextContent('+5 days');
    expect(days.getAttribute('style')).toContain('green');
    await user.click(within(dialog).getByText('All Time'));
    expect(await within(dialog).findByText(FINANCING_MESSAGES.varianceFailed)).toBeInTheDocument();
    expect(within(dialog).getByText('Database busy')).toBeInTheDocument();
  });
});
