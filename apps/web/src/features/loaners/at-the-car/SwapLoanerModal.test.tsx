import { LOANER_MESSAGES } from '@fleetdesk/contract/loaners';
import { MILEAGE_MESSAGES } from '@fleetdesk/contract/mileage';
import type { Agreement } from '@fleetdesk/contract/loaner-agreements';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CURRENT_CONTEXT, page } from '../../../../test/fixtures';
import { pickOption } from '../../../../test/select-option';
import { json, renderWithProviders, stubFetch, type FetchRoutes } from '../../../../test/utils';
import { agreement, outAgreement } from '../agreements/agreement.fixtures';
import { renderAgreementActions } from '../agreements/agreement-actions.test-helper';
import { ConditionSection } from '../agreements/AgreementDetails';
import { CheckInForm } from './CheckInForm';

const SWAP = 'POST /api/loaners/agreements/7/swap/';
const LOANERS = 'GET /api/vehicles/vehicles/?page_size=1000&types=loaner&archived=false';
const SPARE = '2T1BURHE0JC012345';

/** The agreement after the swap: the spare out at 12,000 mi, the first car closed at 30,400. */
const swapped = outAgreement({
  vehicle_vin: SPARE,
  license_plate: 'SPARE-2',
  odometer_out: 12_000,
  fuel_out: 8,
  segments: [
    {
      vehicle_vin: '1HGCM82633A004352',
      license_plate: 'LOAN-1',
      checked_out_at: '2026-06-14T16:00:00.000Z',
      odometer_out: 30_000,
      fuel_out: 8,
      checked_in_at: '2026-06-15T16:00:00.000Z',
      odometer_in: 30_400,
      fuel_in: 6,
    },
    {
      vehicle_vin: SPARE,
      license_plate: 'SPARE-2',
      checked_out_at: '2026-06-15T16:00:00.000Z',
      odometer_out: 12_000,
      fuel_out: 8,
      checked_in_at: null,
      odometer_in: null,
      fuel_in: null,
    },
  ],
});

function renderActions(shown: Agreement, reply: FetchRoutes[string] = json(swapped)) {
  return renderAgreementActions(shown, {
    [LOANERS]: json(
      page([
        { vin: '1HGCM82633A004352', description: '2021 Honda Accord', license_plate: 'LOAN-1' },
        { vin: SPARE, description: '2018 Toyota Corolla', license_plate: 'SPARE-2' },
      ]),
    ),
    [`GET /api/vehicles/vehicles/${SPARE}/`]: json({
      vin: SPARE,
      current_mileage: 12_000,
      recent_mileage_logs: [{ date_recorded: '2026-06-12T18:00:00.000Z' }],
    }),
    [SWAP]: reply,
  });
}

/** Opens the form and fills it in: the first car back at 30,400 and 3/4, the spare out full. */
async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Change loaner' }));
  const dialog = await screen.findByRole('dialog', { name: 'Change the loaner of LA-00007' });
  expect(within(dialog).getByText('Out at 30,000 mi with Full fuel')).toBeInTheDocument();
  expect(within(dialog).getByText(/^Last reading: 29,950 mi/)).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText(/^Odometer in/), '30400');
  await user.click(
    within(within(dialog).getByRole('group', { name: 'Fuel in' })).getByRole('radio', {
      name: '3/4',
    }),
  );
  await pickOption(user, 'New loaner', '2018 Toyota Corolla · SPARE-2');
  // The new car's reading and the shop's day it was logged (Los Angeles).
  expect(
    await within(dialog).findByText('Last reading: 12,000 mi on Jun 12, 2026'),
  ).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText(/^Odometer out/), '12000');
  await user.click(
    within(within(dialog).getByRole('group', { name: 'Fuel out' })).getByRole('radio', {
      name: 'Full',
    }),
  );
  return dialog;
}

describe('Change loaner: another car for a loan that is out', () => {
  it('offers only the other loaners, sends both cars’ readings and says so', async () => {
    const { calls, user } = renderActions(outAgreement());
    const dialog = await fillIn(user);
    expect(within(dialog).getByText('Last reading: 29,950 mi on Jun 10, 2026')).toBeInTheDocument();
    // The car out now is not offered as its own replacement.
    await user.click(within(dialog).getByRole('combobox', { name: 'New loaner' }));
    expect(screen.queryByRole('option', { name: /LOAN-1/, hidden: true })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Change loaner' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        vehicle: SPARE,
        odometer_in: 30400,
        fuel_in: 6,
        odometer_out: 12000,
        fuel_out: 8,
        damage: [],
      }),
    );
    expect(await screen.findByText('LA-00007 goes on with SPARE-2')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the server’s refusal under its field and keeps what was typed', async () => {
    const below = LOANER_MESSAGES.odometerBelowLatest(12_500);
    const { user } = renderActions(outAgreement(), json({ odometer_out: [below] }, 400));
    const dialog = await fillIn(user);
    await user.click(within(dialog).getByRole('button', { name: 'Change loaner' }));
    expect(await within(dialog).findAllByText(below)).not.toHaveLength(0);
    expect(within(dialog).getByLabelText(/^Odometer out/)).toHaveAccessibleDescription(
      expect.stringContaining(below),
    );
    expect(within(dialog).getByLabelText(/^Odometer in/)).toHaveValue('30,400 mi');
    expect(within(dialog).getByRole('combobox', { name: 'New loaner' })).toHaveValue(
      '2018 Toyota Corolla · SPARE-2',
    );
  });

  it('says which agreement holds a busy loaner', async () => {
    const busy = LOANER_MESSAGES.overlap('LA-00009');
    const { user } = renderActions(outAgreement(), json({ detail: busy }, 409));
    const dialog = await fillIn(user);
    await user.click(within(dialog).getByRole('button', { name: 'Change loaner' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(busy);
  });

  it('offers to confirm a reading far beyond the car’s last one, as check-in does', async () => {
    const far = MILEAGE_MESSAGES.farBeyond(90_000, 29_950, 1);
    let sends = 0;
    const { calls, user } = renderActions(
      outAgreement({ last_odometer: { reading: 29_950, recorded_on: null } }),
      () => (++sends === 1 ? json({ odometer_in: [far] }, 400) : json(swapped)),
    );
    const dialog = await fillIn(user);
    const odometerIn = within(dialog).getByLabelText(/^Odometer in/);
    await user.clear(odometerIn);
    await user.type(odometerIn, '90000');
    await user.click(within(dialog).getByRole('button', { name: 'Change loaner' }));
    const offer = await within(dialog).findByRole('button', { name: 'Confirm the reading' });
    await user.click(offer);
    const question = await screen.findByRole('dialog', { name: 'Confirm the reading?' });
    await user.click(within(question).getByRole('button', { name: 'Confirm the reading' }));
    expect(await screen.findByText('LA-00007 goes on with SPARE-2')).toBeInTheDocument();
    expect(
      calls
        .filter((c) => c.method === 'POST')
        .map((c) => (c.body as { odometer_confirmed?: boolean }).odometer_confirmed),
    ).toEqual([undefined, true]);
  });

  it('asks for every reading before sending', async () => {
    const { calls, user } = renderActions(outAgreement());
    await user.click(screen.getByRole('button', { name: 'Change loaner' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Change loaner' }));
    expect(within(dialog).getAllByText(LOANER_MESSAGES.odometerRequired)).toHaveLength(2);
    expect(within(dialog).getAllByText(LOANER_MESSAGES.fuelRequired)).toHaveLength(2);
    expect(within(dialog).getByText(LOANER_MESSAGES.vehicleRequired)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('is offered only while the loan is out', () => {
    renderActions(agreement());
    expect(screen.queryByRole('button', { name: 'Change loaner' })).not.toBeInTheDocument();
  });
});

describe('after a change of loaner', () => {
  it('lists each car with its readings on the agreement', () => {
    renderWithProviders(<ConditionSection agreement={swapped} timeZone="UTC" />);
    const rows = within(screen.getByRole('table', { name: 'Loaners lent' })).getAllByRole('row');
    const cells = rows.slice(1).map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
    expect(cells).toEqual([
      [
        'LOAN-11HGCM82633A004352',
        '30,000 mi · FullJun 14, 2026, 4:00 PM',
        '30,400 mi · 3/4Jun 15, 2026, 4:00 PM',
        '400 mi',
      ],
      [`SPARE-2${SPARE}`, '12,000 mi · FullJun 15, 2026, 4:00 PM', '—', '—'],
    ]);
  });

  it('previews check-in charges over both cars', async () => {
    stubFetch({ ...CURRENT_CONTEXT });
    const user = userEvent.setup();
    renderWithProviders(
      <CheckInForm
        agreement={swapped}
        onDone={vi.fn()}
        now={() => new Date('2026-06-17T15:00:00.000Z')}
      />,
    );
    // 3 days, 2 covered. 400 + 300 miles against 3 × 100: 400 × $0.25; 2 + 1 eighths × $5.00.
    await user.type(screen.getByLabelText(/Odometer/), '12300');
    await user.click(screen.getByRole('radio', { name: '7/8' }));
    const preview = screen.getByRole('region', { name: 'Charges at check-in' });
    expect(
      within(preview)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['Days$40.00', 'Excess mileage$100.00', 'Fuel$15.00']);
  });
});
