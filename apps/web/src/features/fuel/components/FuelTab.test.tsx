import type { FuelEntry } from '@fleetdesk/contract/fuel';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CURRENT_CONTEXT, SHOP_TODAY } from '../../../../test/fixtures';
import { json, renderWithProviders, stubFetch } from '../../../../test/utils';
import { FuelTab } from './FuelTab';

const VIN = '1HGCM82633A004352';
const LIST = `GET /api/vehicles/fuel-entries/?vehicle=${VIN}&page=1&page_size=25`;

const entry = (over: Partial<FuelEntry> = {}): FuelEntry => ({
  id: 1,
  vehicle: VIN,
  date: '2026-06-10',
  odometer: 45_200,
  quantity: '12.500',
  unit: 'gallons',
  price_per_unit: '3.499',
  total_cost: '43.74',
  vendor: 'Shell Main St',
  fuel_type: 'regular',
  partial_fill: false,
  reference: 'T1',
  flags: [],
  ...over,
});
const page = (results: unknown[]) => ({
  count: results.length,
  total_pages: 1,
  next: null,
  previous: null,
  results,
});
const writer = {
  permissions: { canViewBasic: true, canAdd: true, canEdit: true },
  isSuperuser: false,
};
const viewer = { permissions: { canViewBasic: true }, isSuperuser: false };

describe('FuelTab', () => {
  it('lists the fills with their flags in words; a viewer gets no form nor buttons', async () => {
    stubFetch({
      ...CURRENT_CONTEXT,
      [LIST]: json(page([entry({ id: 2, flags: ['over_tank', 'same_day'] }), entry()])),
    });
    renderWithProviders(<FuelTab vin={VIN} {...viewer} />);
    const table = await screen.findByRole('table', { name: 'Fuel entries' });
    expect(within(table).getByText('More than the tank holds')).toBeInTheDocument();
    expect(within(table).getByText('Two fills the same day')).toBeInTheDocument();
    expect(within(table).getAllByText('12.5 gal')).toHaveLength(2);
    expect(screen.queryByRole('form', { name: 'Add fuel entry' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete fill/ })).not.toBeInTheDocument();
  });

  it('says so when the vehicle has no fills', async () => {
    stubFetch({ ...CURRENT_CONTEXT, [LIST]: json(page([])) });
    renderWithProviders(<FuelTab vin={VIN} {...viewer} />);
    expect(await screen.findByText('No fuel entries yet')).toBeInTheDocument();
  });

  it('adds a fill dated the shop’s today, and keeps what was typed when the server refuses it', async () => {
    const odometer = 'This reading (4,000 mi) is lower than the reading of 2026-06-01 (5,000 mi).';
    const calls = stubFetch({
      ...CURRENT_CONTEXT,
      [LIST]: json(page([])),
      'POST /api/vehicles/fuel-entries/': json({ odometer: [odometer] }, 400),
    });
    renderWithProviders(<FuelTab vin={VIN} {...writer} />);
    const user = userEvent.setup({ delay: null });
    const form = await screen.findByRole('form', { name: 'Add fuel entry' });
    await user.type(within(form).getByRole('textbox', { name: 'Odometer' }), '4000');
    await user.type(within(form).getByRole('textbox', { name: /Quantity/ }), '10');
    await user.type(within(form).getByRole('textbox', { name: /Total/ }), '35.00');
    await user.click(within(form).getByRole('button', { name: 'Add Fill' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      vehicle: VIN,
      date: SHOP_TODAY,
      odometer: 4000,
      quantity: '10',
      total_cost: '35.00',
      price_per_unit: null,
      unit: 'gallons',
      fuel_type: 'regular',
    });
    expect((await screen.findAllByText(odometer)).length).toBeGreaterThan(0);
    expect(within(form).getByRole('textbox', { name: /Quantity/ })).toHaveValue('10');
  });

  it('refuses a fill without a price or total before sending it', async () => {
    const calls = stubFetch({ ...CURRENT_CONTEXT, [LIST]: json(page([])) });
    renderWithProviders(<FuelTab vin={VIN} {...writer} />);
    const user = userEvent.setup({ delay: null });
    const form = await screen.findByRole('form', { name: 'Add fuel entry' });
    await user.type(within(form).getByRole('textbox', { name: /Quantity/ }), '10');
    await user.click(within(form).getByRole('button', { name: 'Add Fill' }));
    expect(await screen.findByText('Enter the price per unit or the total.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('deletes a fill only after confirming', async () => {
    const calls = stubFetch({
      ...CURRENT_CONTEXT,
      [LIST]: json(page([entry({ id: 7 })])),
      'DELETE /api/vehicles/fuel-entries/7/': new Response(null, { status: 204 }),
    });
    renderWithProviders(<FuelTab vin={VIN} {...writer} />);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Delete fill of 2026-06-10' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Its odometer reading stays/)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1));
  });

  it('edits a fill: a new quantity has the total worked out again', async () => {
    const calls = stubFetch({
      ...CURRENT_CONTEXT,
      [LIST]: json(page([entry({ id: 7 })])),
      'PATCH /api/vehicles/fuel-entries/7/': json(entry({ id: 7, quantity: '10.000' })),
    });
    renderWithProviders(<FuelTab vin={VIN} {...writer} />);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Edit fill of 2026-06-10' }));
    const form = await screen.findByRole('form', { name: 'Edit fuel entry' });
    const quantity = within(form).getByRole('textbox', { name: /Quantity/ });
    await user.clear(quantity);
    await user.type(quantity, '10');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({
      quantity: '10',
      price_per_unit: '3.499',
      total_cost: null,
    });
  });
});
