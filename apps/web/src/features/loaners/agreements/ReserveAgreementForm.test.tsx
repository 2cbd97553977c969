import type { Customer } from '@fleetdesk/contract/loaners';
import { LOANER_MESSAGES } from '@fleetdesk/contract/loaners';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CURRENT_CONTEXT, page } from '../../../../test/fixtures';
import { pickOption } from '../../../../test/select-option';
import { json, renderWithProviders, stubFetch } from '../../../../test/utils';
import { agreement, insurer, INSURER_OPTIONS, LOANER_SETTINGS } from './agreement.fixtures';
import { ReserveAgreementModal } from './ReserveAgreementForm';

const VIN = '1HGCM82633A004352';
const CREATE = 'POST /api/loaners/agreements/';

function customer(over: Partial<Customer> = {}): Customer {
  return {
    id: 3,
    first_name: 'Rosa',
    last_name: 'Diaz',
    phone: '',
    email: '',
    licence_number: 'D123',
    licence_state: 'CA',
    licence_expires_on: '2030-01-01',
    insurance_carrier: '',
    insurance_policy_number: '',
    do_not_lend: false,
    do_not_lend_reason: '',
    notes: '',
    balance_due: '0.00',
    ...over,
  };
}

function stub(reply: Response) {
  return stubFetch({
    ...CURRENT_CONTEXT,
    'GET /api/loaners/settings/': json(LOANER_SETTINGS),
    'GET /api/vehicles/vehicles/?page_size=1000&types=loaner&archived=false': json(
      page([{ vin: VIN, description: '2021 Honda Accord', license_plate: 'LOAN-1' }]),
    ),
    'GET /api/loaners/customers/?page_size=20': json(page([customer()])),
    'GET /api/loaners/customers/?search=Rosa&page_size=20': json(page([customer()])),
    [INSURER_OPTIONS]: json(page([insurer()])),
    'GET /api/loaners/insurers/?search=Harbor&page=1&page_size=20': json(page([insurer()])),
    'GET /api/loaners/insurers/?search=Blue+Shield&page=1&page_size=20': json(page([])),
    'POST /api/loaners/insurers/': json(
      insurer({ id: 9, name: 'Blue Shield', daily_rate_cap: null }),
      201,
    ),
    [CREATE]: reply,
  });
}

/** The modal as the board opens it from a free slot at 16:00 UTC (09:00 in Los Angeles). */
function renderModal(over: Partial<React.ComponentProps<typeof ReserveAgreementModal>> = {}) {
  renderWithProviders(
    <ReserveAgreementModal
      opened
      onClose={vi.fn()}
      prefill={{ vehicle: VIN, startsAt: '2026-06-14T16:00:00.000Z' }}
      {...over}
    />,
  );
}

async function reserve(user: ReturnType<typeof userEvent.setup>) {
  const dialog = await screen.findByRole('dialog', { name: 'Reserve a loaner' });
  await within(dialog).findByRole('form', { name: 'Reserve a loaner' });
  await user.type(await within(dialog).findByRole('combobox', { name: 'Customer' }), 'Rosa');
  await pickOption(user, 'Customer', 'Rosa Diaz');
  await user.type(within(dialog).getByLabelText(/Repair order number/), 'RO-1001');
  await user.click(within(dialog).getByRole('button', { name: 'Reserve' }));
  return dialog;
}

describe('ReserveAgreementForm', () => {
  it('starts from the slot and the settings, and sends the times on the shop’s clock', async () => {
    const calls = stub(json(agreement(), 201));
    const onReserved = vi.fn();
    const user = userEvent.setup();
    renderModal({ onReserved });
    const dialog = await screen.findByRole('dialog', { name: 'Reserve a loaner' });
    await within(dialog).findByRole('form', { name: 'Reserve a loaner' });
    // 16:00 UTC is 09:00 in Los Angeles, the shop's zone; a day long by default.
    expect(within(dialog).getByLabelText(/^Start/)).toHaveValue('2026-06-14T09:00');
    expect(within(dialog).getByLabelText(/^Due/)).toHaveValue('2026-06-15T09:00');
    expect(within(dialog).getByLabelText('Daily rate')).toHaveValue('$40.00');
    await reserve(user);
    expect(onReserved).toHaveBeenCalledWith(expect.objectContaining({ number: 'LA-00007' }));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      vehicle: VIN,
      customer: 3,
      repair_order_number: 'RO-1001',
      starts_at: '2026-06-14T16:00:00.000Z',
      due_at: '2026-06-15T16:00:00.000Z',
      daily_rate: '40.00',
      mileage_allowance_per_day: 100,
      fuel_rate_per_eighth: '5.00',
    });
  });

  it('starts a slot of a later day at opening time on the shop’s clock', async () => {
    stub(json(agreement(), 201));
    renderModal({ prefill: { vehicle: VIN, startsOn: '2099-03-02' } });
    const dialog = await screen.findByRole('dialog', { name: 'Reserve a loaner' });
    await within(dialog).findByRole('form', { name: 'Reserve a loaner' });
    expect(within(dialog).getByLabelText(/^Start/)).toHaveValue('2099-03-02T09:00');
    expect(within(dialog).getByLabelText(/^Due/)).toHaveValue('2099-03-03T09:00');
  });

  it('names the other agreement of an overlap and keeps what was typed', async () => {
    stub(json({ detail: LOANER_MESSAGES.overlap('LA-00003') }, 409));
    const user = userEvent.setup();
    renderModal();
    const dialog = await reserve(user);
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(LOANER_MESSAGES.overlap('LA-00003'));
    expect(within(dialog).getByLabelText(/Repair order number/)).toHaveValue('RO-1001');
    expect(within(dialog).getByRole('combobox', { name: 'Customer' })).toHaveValue('Rosa Diaz');
  });

  it.each([
    ['a do-not-lend refusal', LOANER_MESSAGES.doNotLend('unpaid tolls')],
    ['the shop’s rule of a licence to reserve', LOANER_MESSAGES.licenceRequired],
  ])('shows %s in words, under the customer too', async (_, refusal) => {
    stub(json({ customer: [refusal] }, 400));
    const user = userEvent.setup();
    renderModal();
    const dialog = await reserve(user);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(within(dialog).getByRole('combobox', { name: 'Customer' })).toHaveAccessibleDescription(
      refusal,
    );
  });

  it('adds a borrower not yet on file without leaving the reservation, and chooses them', async () => {
    const added = customer({ id: 41, first_name: 'Jake', last_name: 'Peralta' });
    const calls = stubFetch({
      ...CURRENT_CONTEXT,
      'GET /api/loaners/settings/': json(LOANER_SETTINGS),
      'GET /api/vehicles/vehicles/?page_size=1000&types=loaner&archived=false': json(
        page([{ vin: VIN, description: '2021 Honda Accord', license_plate: 'LOAN-1' }]),
      ),
      'GET /api/loaners/customers/?page_size=20': json(page([customer()])),
      [INSURER_OPTIONS]: json(page([insurer()])),
      'POST /api/loaners/customers/': json(added, 201),
      [CREATE]: json(agreement(), 201),
    });
    const user = userEvent.setup();
    renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Reserve a loaner' });
    await within(dialog).findByRole('form', { name: 'Reserve a loaner' });
    await user.click(within(dialog).getByRole('button', { name: 'Add customer' }));
    const adding = await screen.findByRole('dialog', { name: 'Add customer' });
    await user.type(within(adding).getByLabelText(/First name/), 'Jake');
    await user.type(within(adding).getByLabelText(/Last name/), 'Peralta');
    await user.click(within(adding).getByRole('button', { name: 'Add customer' }));
    expect(await within(dialog).findByRole('combobox', { name: 'Customer' })).toHaveValue(
      'Jake Peralta',
    );
    // The customer's form sent the customer alone: the reservation is not checked or sent yet.
    expect(within(dialog).queryByText(LOANER_MESSAGES.repairOrderRequired)).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Repair order number/), 'RO-1002');
    await user.click(within(dialog).getByRole('button', { name: 'Reserve' }));
    await vi.waitFor(() =>
      expect(calls.find((c) => c.url === '/api/loaners/agreements/')?.body).toMatchObject({
        customer: 41,
        repair_order_number: 'RO-1002',
      }),
    );
  });

  it('asks for the required fields before sending', async () => {
    const calls = stub(json(agreement(), 201));
    const user = userEvent.setup();
    renderModal({ prefill: {} });
    const dialog = await screen.findByRole('dialog', { name: 'Reserve a loaner' });
    await within(dialog).findByRole('form', { name: 'Reserve a loaner' });
    await user.click(within(dialog).getByRole('button', { name: 'Reserve' }));
    expect(await within(dialog).findByText(LOANER_MESSAGES.vehicleRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(LOANER_MESSAGES.customerRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(LOANER_MESSAGES.repairOrderRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(LOANER_MESSAGES.startsAtRequired)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('picks an insurer of the directory, taking its rate cap and sending its id', async () => {
    const calls = stub(json(agreement(), 201));
    const user = userEvent.setup();
    renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Reserve a loaner' });
    await within(dialog).findByRole('form', { name: 'Reserve a loaner' });
    await user.type(within(dialog).getByRole('combobox', { name: 'Insurer' }), 'Harbor');
    await pickOption(user, 'Insurer', 'Harbor Mutual');
    expect(within(dialog).getByLabelText('Insurer daily rate')).toHaveValue('$42.50');
    await reserve(user);
    await vi.waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
        insurer: 5,
        insurer_name: 'Harbor Mutual',
        insurer_daily_rate: '42.50',
      }),
    );
  });

  it('offers to add a typed insurer that is not in the directory, and chooses it', async () => {
    const calls = stub(json(agreement(), 201));
    const user = userEvent.setup();
    renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Reserve a loaner' });
    await within(dialog).findByRole('form', { name: 'Reserve a loaner' });
    await user.type(within(dialog).getByRole('combobox', { name: 'Insurer' }), 'Blue Shield');
    await user.click(
      await within(dialog).findByRole('button', { name: 'Add “Blue Shield” as an insurer' }),
    );
    const adding = await screen.findByRole('dialog', { name: 'Add insurer' });
    expect(within(adding).getByLabelText(/^Name/)).toHaveValue('Blue Shield');
    await user.click(within(adding).getByRole('button', { name: 'Add insurer' }));
    await vi.waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Insurer' })).toHaveValue('Blue Shield'),
    );
    expect(calls.find((c) => c.url === '/api/loaners/insurers/')?.body).toMatchObject({
      name: 'Blue Shield',
      day_rule: '24h',
    });
    // Adding the insurer sent the insurer alone, not the reservation around it.
    expect(calls.filter((c) => c.url === '/api/loaners/agreements/')).toEqual([]);
    expect(within(dialog).queryByText(LOANER_MESSAGES.repairOrderRequired)).not.toBeInTheDocument();
  });
});
