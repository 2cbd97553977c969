import type { Agreement } from '@fleetdesk/contract/loaner-agreements';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CURRENT_CONTEXT, page } from '../../../../test/fixtures';
import { pickOption } from '../../../../test/select-option';
import { json, renderWithProviders, stubFetch, type FetchRoutes } from '../../../../test/utils';
import { INSURER_OPTIONS, outAgreement, totals } from './agreement.fixtures';
import { AgreementView } from './AgreementView';

/** The agreement page's money: the insurer's coverage and the payments (issue 36). */

const A = '/api/loaners/agreements/7/';
const NOW = () => new Date('2026-06-18T16:00:00.000Z');

const returned = outAgreement({
  status: 'returned',
  checked_in_at: '2026-06-18T15:00:00.000Z',
  odometer_in: 30_100,
  fuel_in: 8,
  totals: totals({
    day_rule: 'calendar',
    days: 5,
    authorized_days: 2,
    covered_days: 2,
    insurer_amount: '70.00',
    customer_amount: '120.00',
  }),
});

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

describe('Insurer coverage', () => {
  it('says how the days are counted and lists the authorizations', () => {
    render(returned);
    const coverage = screen.getByRole('region', { name: 'Insurer coverage' });
    expect(
      within(coverage).getByText('Calendar days in the shop’s time zone: 5 days'),
    ).toBeInTheDocument();
    expect(within(coverage).getByText('2 days authorised')).toBeInTheDocument();
    expect(within(coverage).getByText('2 days covered')).toBeInTheDocument();
    const table = within(coverage).getByRole('table', { name: 'Authorizations' });
    expect(within(table).getByText('$35.00')).toBeInTheDocument();
  });

  it('warns when the authorised days end before the repair is expected done', () => {
    render({
      ...returned,
      status: 'out',
      checked_in_at: null,
      expected_completion_on: '2026-06-20',
      totals: { ...returned.totals, coverage_ends_on: '2026-06-15', short_of_completion: true },
    });
    const coverage = screen.getByRole('region', { name: 'Insurer coverage' });
    expect(within(coverage).getByRole('status')).toHaveTextContent(
      'The authorised days end on Jun 15, 2026; the repair is expected done on Jun 20, 2026.',
    );
  });

  it('adds an extension at the insurer’s rate', async () => {
    const extended = {
      ...returned,
      authorizations: [
        ...returned.authorizations,
        {
          id: 2,
          days: 3,
          daily_rate: '35.00',
          reference: 'EXT-9',
          adjuster: 'Pat Lee',
          authorized_on: '2026-06-16',
          note: '',
        },
      ],
      totals: { ...returned.totals, authorized_days: 5, covered_days: 5, insurer_amount: '175.00' },
    };
    const calls = render(returned, { [`POST ${A}authorizations/`]: json(extended, 201) });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add authorization' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an authorization' });
    expect(within(dialog).getByLabelText('Daily rate')).toHaveValue('$35.00');
    await user.type(within(dialog).getByLabelText(/Days authorised/), '3');
    await user.type(within(dialog).getByLabelText('Reference'), 'EXT-9');
    await user.type(within(dialog).getByLabelText('Adjuster'), 'Pat Lee');
    await user.click(within(dialog).getByRole('button', { name: 'Add authorization' }));
    expect(await screen.findByText('Authorization added')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      days: 3,
      daily_rate: '35.00',
      reference: 'EXT-9',
      adjuster: 'Pat Lee',
    });
  });
});

describe('Payments', () => {
  it('records a customer payment, starting at what they owe', async () => {
    const paid = {
      ...returned,
      payments: [
        {
          id: 11,
          kind: 'payment' as const,
          payer: 'customer' as const,
          amount: '120.00',
          method: 'card' as const,
          reference: 'VISA 4242',
          received_on: '2026-06-18',
          reason: '',
        },
      ],
      totals: { ...returned.totals, customer_paid: '120.00', customer_balance: '0.00' },
    };
    const calls = render(returned, { [`POST ${A}payments/`]: json(paid, 201) });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a payment' });
    expect(within(dialog).getByLabelText(/Amount/)).toHaveValue('$120.00');
    await user.type(within(dialog).getByLabelText('Reference'), 'VISA 4242');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('Payment recorded')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      payer: 'customer',
      amount: '120.00',
      method: 'card',
      reference: 'VISA 4242',
    });
  });

  it('keeps what was typed when the server refuses an amount above the balance', async () => {
    const refusal = 'This is more than is owed ($70.00). A payment cannot exceed the balance.';
    const calls = render(returned, { [`POST ${A}payments/`]: json({ amount: [refusal] }, 400) });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a payment' });
    await pickOption(user, 'From', 'Insurer');
    expect(within(dialog).getByLabelText(/Amount/)).toHaveValue('$70.00');
    const amount = within(dialog).getByLabelText(/Amount/);
    await user.clear(amount);
    await user.type(amount, '80');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ amount: '80.00' });
    expect(within(dialog).getByLabelText(/Amount/)).toHaveValue('$80');
  });

  it('asks a write-off for its reason', async () => {
    const calls = render(returned);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a payment' });
    await pickOption(user, 'Method', 'Write-off');
    await user.click(within(dialog).getByRole('button', { name: 'Write off' }));
    expect(await within(dialog).findByText('A write-off needs a reason.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('removes a payment after a confirmation; without Manage loaner charges none is offered', async () => {
    const withPayment = {
      ...returned,
      payments: [
        {
          id: 12,
          kind: 'payment' as const,
          payer: 'insurer' as const,
          amount: '50.00',
          method: 'check' as const,
          reference: '10021',
          received_on: '2026-06-18',
          reason: '',
        },
      ],
    };
    const calls = render(withPayment, {
      'DELETE /api/loaners/payments/12/': new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove Check of $50.00' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove payment' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Payment removed')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([
      '/api/loaners/payments/12/',
    ]);
  });

  it('offers no payment to a member without Manage loaner charges', () => {
    render(returned, {}, false);
    expect(screen.queryByRole('button', { name: 'Record payment' })).not.toBeInTheDocument();
    expect(screen.getByText('No payments yet.')).toBeInTheDocument();
  });
});
