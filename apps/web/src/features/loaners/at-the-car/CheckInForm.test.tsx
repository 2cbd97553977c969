import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CURRENT_CONTEXT } from '../../../../test/fixtures';
import { json, renderWithProviders, stubFetch } from '../../../../test/utils';
import { outAgreement, totals } from '../agreements/agreement.fixtures';
import { CheckInForm } from './CheckInForm';

const CHECK_IN = 'POST /api/loaners/agreements/7/check_in/';
// Out since 2026-06-14 16:00 UTC: 2 days 23 hours later is 3 days, 2 of them covered.
const NOW = () => new Date('2026-06-17T15:00:00.000Z');

const returned = outAgreement({
  status: 'returned',
  checked_in_at: '2026-06-17T15:00:00.000Z',
  odometer_in: 30_350,
  fuel_in: 6,
  charges: [
    {
      id: 1,
      kind: 'day',
      description: '1 day at $40.00',
      amount: '40.00',
      occurred_at: null,
      bill_to: 'customer',
      reference: '',
    },
    {
      id: 2,
      kind: 'fuel',
      description: '2 eighths at $5.00',
      amount: '10.00',
      occurred_at: null,
      bill_to: 'customer',
      reference: '',
    },
  ],
  totals: totals({
    days: 3,
    authorized_days: 2,
    covered_days: 2,
    insurer_amount: '70.00',
    customer_amount: '62.50',
  }),
});

describe('CheckInForm', () => {
  it('shows the day, mileage and fuel charges before check-in is confirmed', async () => {
    const calls = stubFetch({ ...CURRENT_CONTEXT, [CHECK_IN]: json(returned) });
    const user = userEvent.setup();
    renderWithProviders(<CheckInForm agreement={outAgreement()} onDone={vi.fn()} now={NOW} />);
    const preview = screen.getByRole('region', { name: 'Charges at check-in' });
    expect(
      within(preview).getByText(
        '3 days (24-hour periods from check-out), 2 days covered by the insurer',
      ),
    ).toBeInTheDocument();
    // Nothing read yet: only the uncovered day.
    expect(within(preview).getByText('$40.00')).toBeInTheDocument();
    expect(within(preview).queryByText('Fuel')).not.toBeInTheDocument();
    expect(within(preview).getByText('Insurer pays: $70.00')).toBeInTheDocument();

    // 350 miles against 3 × 100 allowed: 50 × $0.25; a quarter tank less: 2 × $5.00.
    await user.type(screen.getByLabelText(/Odometer/), '30350');
    await user.click(screen.getByRole('radio', { name: '3/4' }));
    const rows = within(preview)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['Days$40.00', 'Excess mileage$12.50', 'Fuel$10.00']);
    expect(within(preview).getByText('Customer pays for the loan: $62.50')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Confirm check-in' }));
    expect(await screen.findByText('LA-00007 is returned')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      odometer_in: 30350,
      fuel_in: 6,
      damage: [],
    });
    const charges = screen.getByRole('table', { name: 'Charges' });
    expect(within(charges).getByText('2 eighths at $5.00')).toBeInTheDocument();
    const totals = within(screen.getByLabelText('Totals'));
    expect(totals.getByText('Customer amount').nextElementSibling).toHaveTextContent('$62.50');
  });

  it('adds the shop’s rules the agreement kept: a late-return fee and the rate difference', async () => {
    stubFetch({ ...CURRENT_CONTEXT });
    const kept = outAgreement({
      due_at: '2026-06-17T12:00:00.000Z',
      late_return_fee: '25.00',
      customer_pays_rate_difference: true,
    });
    renderWithProviders(<CheckInForm agreement={kept} onDone={vi.fn()} now={NOW} />);
    const preview = screen.getByRole('region', { name: 'Charges at check-in' });
    // Three hours past due; 2 covered days at $40.00 against the insurer's $35.00.
    expect(
      within(preview)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['Days$40.00', 'Late return$25.00', 'Rate difference$10.00']);
    expect(within(preview).getByText('Customer pays for the loan: $75.00')).toBeInTheDocument();
    expect(within(preview).getByText('Insurer pays: $70.00')).toBeInTheDocument();
  });

  it('asks for the readings before sending', async () => {
    const calls = stubFetch({ ...CURRENT_CONTEXT });
    const user = userEvent.setup();
    renderWithProviders(<CheckInForm agreement={outAgreement()} onDone={vi.fn()} now={NOW} />);
    await user.click(screen.getByRole('button', { name: 'Confirm check-in' }));
    expect(await screen.findByText('Odometer is required')).toBeInTheDocument();
    expect(screen.getByText('Fuel is required')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('sends a time recorded on paper and shows the server’s refusal on it, keeping what was typed', async () => {
    const refusal = 'The check-in time is before the check-out time (Jun 14, 2026, 12:00 PM).';
    const calls = stubFetch({
      ...CURRENT_CONTEXT,
      [CHECK_IN]: json({ checked_in_at: [refusal] }, 400),
    });
    const user = userEvent.setup();
    renderWithProviders(<CheckInForm agreement={outAgreement()} onDone={vi.fn()} now={NOW} />);
    await user.type(screen.getByLabelText(/Odometer/), '30350');
    await user.click(screen.getByRole('radio', { name: '3/4' }));
    await user.click(screen.getByRole('button', { name: 'Recorded on paper earlier?' }));
    const at = screen.getByLabelText('Checked in at');
    await user.type(at, '2026-06-14T10:00');
    await user.click(screen.getByRole('button', { name: 'Confirm check-in' }));
    expect(
      await screen.findByText(refusal, { selector: '.mantine-InputWrapper-error' }),
    ).toBeInTheDocument();
    expect(at).toHaveValue('2026-06-14T10:00');
    expect(at).toHaveAttribute('aria-invalid', 'true');
    const sent = calls.find((c) => c.method === 'POST')?.body as Record<string, unknown>;
    expect(sent.checked_in_at).toMatch(/^2026-06-14T\d{2}:00:00\.000Z$/);
  });
});
