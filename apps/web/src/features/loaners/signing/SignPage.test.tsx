import type { SigningView } from '@fleetdesk/contract/loaner-signing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, renderWithProviders, stubFetch } from '../../../../test/utils';
import { drawStroke, DRAWN_SIGNATURE, stubCanvas } from '../../../../test/canvas';
import SignPage from './SignPage';

const TOKEN = '12-abcdefghijklmnopqrstuvwxyz012345';
const URL = `/api/loaners/signing/${TOKEN}/`;
const VIEW: SigningView = {
  shop_name: 'Harbor Auto Body',
  agreement_number: 'LA-00007',
  customer_name: 'Rosa Diaz',
  vehicle_description: '2024 Toyota Corolla',
  license_plate: 'LN 0007',
  starts_at: '2026-06-15T16:00:00Z',
  due_at: '2026-06-18T16:00:00Z',
  time_zone: 'America/Los_Angeles',
  daily_rate: '45.00',
  mileage_allowance_per_day: 150,
  excess_mileage_rate: '0.25',
  fuel_rate_per_eighth: '10.00',
  insurer_name: 'Acme Mutual',
  insurer_daily_rate: '35.00',
  insurer_max_days: 3,
  late_return_fee: '0.00',
  toll_admin_fee: '0.00',
  customer_pays_rate_difference: false,
  terms: 'The borrower returns the vehicle with the fuel it had.',
  expires_at: '2026-06-16T16:00:00Z',
};
const show = () =>
  renderWithProviders(<SignPage />, { route: `/sign/${TOKEN}`, path: '/sign/:token' });

describe('SignPage', () => {
  it('shows the terms, vehicle, period and rates in the shop’s zone, and signs without a member token', async () => {
    stubCanvas();
    const calls = stubFetch({
      [`GET ${URL}`]: json(VIEW),
      [`POST ${URL}`]: json({ signed_at: '2026-06-14T10:00:00Z' }),
    });
    show();
    expect(await screen.findByRole('heading', { name: 'Sign LA-00007' })).toBeInTheDocument();
    expect(screen.getByText(VIEW.terms)).toBeInTheDocument();
    expect(screen.getByText('2024 Toyota Corolla · LN 0007')).toBeInTheDocument();
    expect(screen.getByText(/Jun 15, 2026.*9:00/)).toBeInTheDocument();
    expect(screen.getByText('Acme Mutual, $35.00 a day for up to 3 days')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign the agreement' }));
    expect(await screen.findByText('The customer’s signature is required')).toBeInTheDocument();
    drawStroke(screen.getByRole('img', { name: /Customer’s signature/ }));
    await user.type(screen.getByLabelText(/Your full name/), 'Rosa Diaz');
    await user.click(screen.getByRole('button', { name: 'Sign the agreement' }));
    expect(await screen.findByText('Thank you: the agreement is signed')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({ signature: DRAWN_SIGNATURE, signed_name: 'Rosa Diaz' });
    expect(post.headers.Authorization).toBeUndefined();
  });

  it('shows the shop’s rules the agreement kept, only those set', async () => {
    stubCanvas();
    stubFetch({
      [`GET ${URL}`]: json({
        ...VIEW,
        late_return_fee: '25.00',
        customer_pays_rate_difference: true,
      }),
    });
    show();
    expect(await screen.findByText('$25.00 once, after the due time')).toBeInTheDocument();
    expect(
      screen.getByText('You pay the difference for each day the insurer covers'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Tolls and tickets')).not.toBeInTheDocument();
  });

  it('says a used, expired or withdrawn link in the server’s words', async () => {
    stubFetch({
      [`GET ${URL}`]: json(
        {
          detail:
            'This signing link has been used, has expired or was withdrawn. Ask the shop for a new one.',
        },
        404,
      ),
    });
    show();
    expect(await screen.findByText('This signing link cannot be opened')).toBeInTheDocument();
    expect(screen.getByText(/has been used, has expired or was withdrawn/)).toBeInTheDocument();
  });
});
