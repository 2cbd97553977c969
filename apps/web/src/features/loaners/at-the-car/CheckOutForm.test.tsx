import { LOANER_MESSAGES } from '@fleetdesk/contract/loaners';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CURRENT_CONTEXT } from '../../../../test/fixtures';
import { json, renderWithProviders, stubFetch } from '../../../../test/utils';
import { agreement, LOANER_SETTINGS, outAgreement } from '../agreements/agreement.fixtures';
import { drawStroke, DRAWN_SIGNATURE, stubCanvas } from './canvas.test-helper';
import { CheckOutForm } from './CheckOutForm';

const CHECK_OUT = 'POST /api/loaners/agreements/7/check_out/';

function stub(reply = json(outAgreement())) {
  return stubFetch({
    ...CURRENT_CONTEXT,
    'GET /api/loaners/settings/': json(LOANER_SETTINGS),
    [CHECK_OUT]: reply,
  });
}

async function fillReadings(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Odometer/), '30000');
  await user.click(screen.getByRole('radio', { name: 'Full' }));
}

describe('CheckOutForm', () => {
  it('shows the terms and refuses to confirm without the customer’s signature', async () => {
    stubCanvas();
    const calls = stub();
    const user = userEvent.setup();
    renderWithProviders(<CheckOutForm agreement={agreement()} onDone={vi.fn()} />);
    expect(await screen.findByText(LOANER_SETTINGS.agreement_terms)).toBeInTheDocument();
    await fillReadings(user);
    await user.click(screen.getByRole('button', { name: 'Confirm check-out' }));
    expect(await screen.findByText(LOANER_MESSAGES.signatureRequired)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('sends the drawn signature with the readings and shows the signed agreement', async () => {
    stubCanvas();
    const calls = stub();
    const user = userEvent.setup();
    renderWithProviders(<CheckOutForm agreement={agreement()} onDone={vi.fn()} />);
    await fillReadings(user);
    drawStroke(screen.getByRole('img', { name: /Customer’s signature/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm check-out' }));

    expect(await screen.findByText('LA-00007 is out')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      odometer_out: 30000,
      fuel_out: 8,
      damage: [],
      signature: DRAWN_SIGNATURE,
      signed_name: 'Rosa Diaz',
    });
    expect(screen.getByRole('link', { name: 'Signed agreement' })).toHaveAttribute(
      'href',
      '/api/files/signed/agreement-7.pdf?sig=abc',
    );
  });

  it('asks again for the signature after Clear', async () => {
    stubCanvas();
    const calls = stub();
    const user = userEvent.setup();
    renderWithProviders(<CheckOutForm agreement={agreement()} onDone={vi.fn()} />);
    await fillReadings(user);
    drawStroke(screen.getByRole('img', { name: /Customer’s signature/ }));
    await user.click(screen.getByRole('button', { name: 'Clear signature' }));
    await user.click(screen.getByRole('button', { name: 'Confirm check-out' }));
    expect(await screen.findByText(LOANER_MESSAGES.signatureRequired)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('says the server’s refusal in words and keeps the readings', async () => {
    stubCanvas();
    stub(json({ odometer_out: [LOANER_MESSAGES.odometerBelowLatest(31000)] }, 400));
    const user = userEvent.setup();
    renderWithProviders(<CheckOutForm agreement={agreement()} onDone={vi.fn()} />);
    await fillReadings(user);
    drawStroke(screen.getByRole('img', { name: /Customer’s signature/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm check-out' }));
    const alert = await screen.findByRole('alert', { name: /Could not check the loaner out/ });
    expect(within(alert).getByText(LOANER_MESSAGES.odometerBelowLatest(31000))).toBeInTheDocument();
    expect(screen.getByLabelText(/Odometer/)).toHaveValue('30,000 mi');
    expect(screen.getByRole('radio', { name: 'Full' })).toBeChecked();
  });
});
