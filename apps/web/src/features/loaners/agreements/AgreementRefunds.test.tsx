import type { Agreement } from '@fleetdesk/contract/loaner-agreements';
import type { PaymentRecord } from '@fleetdesk/contract/loaner-money';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CURRENT_CONTEXT, page } from '../../../../test/fixtures';
import { pickOption } from '../../../../test/select-option';
import { json, renderWithProviders, stubFetch, type FetchRoutes } from '../../../../test/utils';
import { INSURER_OPTIONS, outAgreement, totals } from './agreement.fixtures';
import { AgreementView } from './AgreementView';

/** A customer who paid a day charge that a late extension then took off (issue 36, refunds). */

const A = '/api/loaners/agreements/7/';
const NOW = () => new Date('2026-06-18T16:00:00.000Z');

const card: PaymentRecord = {
  id: 11,
  kind: 'payment',
  payer: 'customer',
  amount: '45.00',
  method: 'card',
  reference: 'VISA 4242',
  received_on: '2026-06-18',
  reason: '',
};

const overpaid = outAgreement({
  status: 'returned',
  checked_in_at: '2026-06-18T15:00:00.000Z',
  odometer_in: 30_100,
  fuel_in: 8,
  payments: [card],
  totals: totals({
    days: 3,
    authorized_days: 3,
    covered_days: 3,
    insurer_amount: '105.00',
    customer_paid: '45.00',
    customer_credit: '45.00',
  }),
});

const refunded: Agreement = {
  ...overpaid,
  payments: [
    card,
    {
      id: 12,
      kind: 'refund',
      payer: 'customer',
      amount: '-45.00',
      method: 'cash',
      reference: '',
      received_on: '2026-06-18',
      reason: '',
    },
  ],
  totals: { ...overpaid.totals, customer_paid: '0.00', customer_credit: '0.00' },
};

function render(agreement: Agreement, routes: FetchRoutes = {}, canManageCharges = true) {
  const calls = stubFetch({
    ...CURRENT_CONTEXT,
    [`GET ${A}`]: json(agreement),
    [INSURER_OPTIONS]: json(page([])),
    ...routes,
  });
  renderWithProviders(
    <AgreementView agreement={agreement} canManage canManageCharges={canManageCharges} now={NOW} />,
  );
  return calls;
}

describe('An overpaid customer', () => {
  it('is shown what they overpaid, refunded in full, and then listed with the payments', async () => {
    const calls = render(overpaid, { [`POST ${A}refunds/`]: json(refunded, 201) });
    const notice = screen.getByLabelText('Customer overpaid');
    expect(notice).toHaveTextContent('Overpaid $45.00');
    const user = userEvent.setup();
    await user.click(within(notice).getByRole('button', { name: /Record refund/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund the customer' });
    expect(within(dialog).getByLabelText(/Amount/)).toHaveValue('$45.00');
    await pickOption(user, 'Given back by', 'Cash');
    await user.click(within(dialog).getByRole('button', { name: 'Record refund' }));
    expect(await screen.findByText('Refund recorded')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      url: `${A}refunds/`,
      body: { payer: 'customer', amount: '45.00', method: 'cash' },
    });
  });

  it('lists a refund as money given back, and removes it only after a confirmation', async () => {
    const calls = render(refunded, {
      'DELETE /api/loaners/payments/12/': new Response(null, { status: 204 }),
    });
    expect(screen.queryByLabelText('Customer overpaid')).not.toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Payments' });
    const row = within(table).getByText('Refund to customer · Cash').closest('tr')!;
    expect(row).toHaveTextContent('-$45.00');
    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: 'Remove refund of $45.00' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove refund' });
    expect(confirm).toHaveTextContent('It will be owed back to them again.');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Refund removed')).toBeInTheDocument();
  });

  it('keeps what was typed when the server refuses a refund above the credit', async () => {
    const refusal = 'This is more than was overpaid ($45.00). A refund cannot exceed the credit.';
    render(overpaid, { [`POST ${A}refunds/`]: json({ amount: [refusal] }, 400) });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Record refund/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund the customer' });
    const amount = within(dialog).getByLabelText(/Amount/);
    await user.clear(amount);
    await user.type(amount, '50');
    await user.click(within(dialog).getByRole('button', { name: 'Record refund' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(within(dialog).getByLabelText(/Amount/)).toHaveValue('$50');
  });

  it('is shown to a member without Manage loaner charges, with no refund to record', () => {
    render(overpaid, {}, false);
    expect(screen.getByLabelText('Customer overpaid')).toHaveTextContent('Overpaid $45.00');
    expect(screen.queryByRole('button', { name: /Record refund/ })).not.toBeInTheDocument();
  });
});
