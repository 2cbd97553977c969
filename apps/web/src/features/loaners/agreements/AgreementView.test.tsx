import type { Charge } from '@fleetdesk/contract/loaner-agreements';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CURRENT_CONTEXT, page } from '../../../../test/fixtures';
import { pickOption } from '../../../../test/select-option';
import { json, renderWithProviders, stubFetch, type FetchRoutes } from '../../../../test/utils';
import { agreement, INSURER_OPTIONS, outAgreement, totals } from './agreement.fixtures';
import { AgreementView } from './AgreementView';
import { RATES_READ_ONLY } from './AgreementTermsFields';

const A = '/api/loaners/agreements/7/';
const NOW = () => new Date('2026-06-18T16:00:00.000Z');

const charge = (over: Partial<Charge>): Charge => ({
  id: 1,
  kind: 'day',
  description: 'Days not covered',
  amount: '40.00',
  occurred_at: null,
  bill_to: 'customer',
  reference: '',
  ...over,
});

const returned = outAgreement({
  status: 'returned',
  checked_in_at: '2026-06-18T15:00:00.000Z',
  odometer_in: 30_420,
  fuel_in: 6,
  damage: [
    { id: 1, stage: 'out', zone: 'hood', kind: 'dent', note: 'coin', photo_url: '/p/1.jpg' },
    { id: 2, stage: 'in', zone: 'rear_bumper', kind: 'scratch', note: '', photo_url: null },
  ],
  charges: [
    charge({ id: 1 }),
    charge({ id: 2, kind: 'fuel', description: 'Fuel: 2 eighths', amount: '10.00' }),
    charge({ id: 3, kind: 'cleaning', description: 'Sand in the trunk', amount: '25.00' }),
  ],
  totals: totals({
    days: 4,
    authorized_days: 2,
    covered_days: 2,
    insurer_amount: '70.00',
    customer_amount: '75.00',
  }),
});

function render(ui: React.ReactNode, routes: FetchRoutes = {}) {
  const calls = stubFetch({
    ...CURRENT_CONTEXT,
    [`GET ${A}`]: json(returned),
    [INSURER_OPTIONS]: json(page([])),
    ...routes,
  });
  renderWithProviders(ui);
  return calls;
}

/** A figure of the totals, read by its label. */
const figure = (label: string) =>
  within(screen.getByLabelText('Totals')).getByText(label).nextElementSibling?.textContent;

describe('AgreementView', () => {
  it('shows the header, the condition with its damage, the charges and the totals', async () => {
    render(<AgreementView agreement={returned} canManage canManageCharges now={NOW} />);
    expect(screen.getByRole('heading', { name: 'LA-00007' })).toBeInTheDocument();
    expect(screen.getByText('Returned')).toBeInTheDocument();
    expect(screen.getByText('Acme Mutual, $35.00 a day, up to 2 days')).toBeInTheDocument();
    // Times on the shop's clock (Los Angeles): the start, and the check-out at the same time.
    expect(await screen.findAllByText('Jun 14, 2026, 9:00 AM')).toHaveLength(2);
    const condition = screen.getByRole('region', { name: 'Condition' });
    expect(within(condition).getByText('30,420 mi')).toBeInTheDocument();
    expect(within(condition).getByText('3/4')).toBeInTheDocument();
    expect(within(condition).getByText('Hood: Dent (coin)')).toBeInTheDocument();
    expect(
      within(condition).getByRole('img', { name: 'Photo of the Hood damage' }),
    ).toHaveAttribute('src', '/p/1.jpg');
    expect(within(condition).getByText('Rear bumper: Scratch')).toBeInTheDocument();
    expect(figure('Insurer amount')).toBe('$70.00');
    expect(figure('Customer amount')).toBe('$75.00');
    expect(figure('Customer owes')).toBe('$75.00');
    expect(screen.getByRole('link', { name: 'Signed agreement' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Statement' })).toBeInTheDocument();
  });

  it('shows the shop’s rules the agreement kept, only those set, and their charges', () => {
    const kept = {
      ...returned,
      late_return_fee: '25.00',
      customer_pays_rate_difference: true,
      charges: [charge({ id: 5, kind: 'late_return', description: 'Returned late' })],
    };
    render(<AgreementView agreement={kept} canManage canManageCharges now={NOW} />);
    expect(screen.getByText('Late-return fee').nextElementSibling).toHaveTextContent('$25.00');
    expect(screen.getByText('Above the insurer’s rate')).toBeInTheDocument();
    expect(screen.queryByText('Toll admin fee')).not.toBeInTheDocument();
    const charges = within(screen.getByRole('table', { name: 'Charges' }));
    expect(charges.getByText('Late return')).toBeInTheDocument();
    // A charge of the shop's rules is not a manual one: it cannot be deleted.
    expect(charges.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });

  it('marks an agreement out past its due time as overdue', () => {
    render(
      <AgreementView
        agreement={outAgreement()}
        canManage={false}
        canManageCharges={false}
        now={NOW}
      />,
    );
    expect(screen.getByText('Overdue')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add charge' })).not.toBeInTheDocument();
  });

  it('adds a manual charge with who pays', async () => {
    const calls = render(
      <AgreementView agreement={returned} canManage canManageCharges now={NOW} />,
      {
        [`POST ${A}charges/`]: json(charge({ id: 4, kind: 'damage' }), 201),
      },
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add charge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a charge' });
    await user.type(within(dialog).getByLabelText(/Description/), 'Scratched bumper');
    await user.type(within(dialog).getByLabelText(/Amount/), '120.5');
    await pickOption(user, 'Who pays', 'Insurer');
    await user.click(within(dialog).getByRole('button', { name: 'Add charge' }));
    expect(await screen.findByText('Charge added')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      kind: 'damage',
      description: 'Scratched bumper',
      amount: '120.50',
      bill_to: 'insurer',
    });
  });

  it('deletes only manual charges, after a confirmation', async () => {
    const calls = render(
      <AgreementView agreement={returned} canManage canManageCharges now={NOW} />,
      {
        'DELETE /api/loaners/charges/3/': new Response(null, { status: 204 }),
      },
    );
    const user = userEvent.setup();
    const table = screen.getByRole('table', { name: 'Charges' });
    expect(within(table).getAllByRole('button')).toHaveLength(1);
    await user.click(
      within(table).getByRole('button', { name: 'Delete Cleaning charge Sand in the trunk' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Delete charge' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Charge deleted')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([
      '/api/loaners/charges/3/',
    ]);
  });

  it('cancels a reservation after a confirmation', async () => {
    const calls = render(
      <AgreementView agreement={agreement()} canManage canManageCharges={false} now={NOW} />,
      {
        [`POST ${A}cancel/`]: json(agreement({ status: 'cancelled' })),
      },
    );
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'Check out' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel reservation' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel reservation' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel reservation' }));
    expect(await screen.findByText('LA-00007 cancelled')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([`${A}cancel/`]);
  });

  it('edits a reservation with the rates read-only for a member without Manage loaner charges', async () => {
    render(<AgreementView agreement={agreement()} canManage canManageCharges={false} now={NOW} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /^Edit/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(RATES_READ_ONLY)).toBeInTheDocument();
    for (const label of ['Insurer daily rate', 'Insurer max days', 'Daily rate'])
      expect(within(dialog).getByLabelText(label)).toHaveAttribute('readonly');
    expect(within(dialog).getByRole('combobox', { name: 'Insurer' })).toHaveAttribute('readonly');
    expect(within(dialog).getByLabelText('Claim number')).not.toHaveAttribute('readonly');
  });

  it('leaves the rates editable with Manage loaner charges', async () => {
    render(<AgreementView agreement={agreement()} canManage canManageCharges now={NOW} />);
    await userEvent.setup().click(screen.getByRole('button', { name: /^Edit/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByText(RATES_READ_ONLY)).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Daily rate')).not.toHaveAttribute('readonly');
  });
});
