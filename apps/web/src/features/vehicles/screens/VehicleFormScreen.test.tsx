import { VEHICLE_MESSAGES, VEHICLE_WARNINGS } from '@fleetdesk/contract/vehicles';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, renderWithProviders, stubFetch, type FetchRoutes } from '../../../../test/utils';
import { detail, LOCATIONS, page, permissionsReply, VIN } from '../../../../test/fixtures';
import VehicleFormScreen from './VehicleFormScreen';

const lookups: FetchRoutes = {
  'GET /api/vehicles/permissions/': permissionsReply({ canAdd: true, canEdit: true }),
  'GET /api/vehicles/vehicle-types/': json(
    page([
      { id: 1, name: 'loaner', description: 'Lent to customers' },
      { id: 3, name: 'service', description: 'Shop errands' },
    ]),
  ),
  [LOCATIONS]: json(page([{ id: 1, name: 'Main Lot', address: '' }])),
  'GET /api/employees/users/': json(
    page([{ id: 2, first_name: 'Mia', last_name: 'Manager', email: 'm@example.test' }]),
  ),
};

function renderAdd(routes: FetchRoutes = {}) {
  const calls = stubFetch({ ...lookups, ...routes });
  renderWithProviders(<VehicleFormScreen />, { route: '/vehicles/add', path: '/vehicles/add' });
  return { calls, user: userEvent.setup({ delay: null }) };
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

async function fillValid(user: UserEvent, over: Partial<Record<string, string>> = {}) {
  const values = {
    VIN: VIN,
    'License Plate': 'ABC-123',
    Make: 'Honda',
    Model: 'Accord',
    Year: '2021',
    ...over,
  };
  for (const [label, value] of Object.entries(values)) {
    await user.clear(field(label));
    if (value !== '') await user.type(field(label), value);
  }
}

describe('VehicleFormScreen', () => {
  it('shows every required-field message on an empty submit', async () => {
    const { calls, user } = renderAdd();
    expect(screen.getByRole('heading', { name: 'Add New Vehicle' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Vehicle' }));
    for (const message of [
      VEHICLE_MESSAGES.vinRequired,
      VEHICLE_MESSAGES.makeRequired,
      VEHICLE_MESSAGES.modelRequired,
      VEHICLE_MESSAGES.yearRequired,
      VEHICLE_MESSAGES.plateRequired,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("says 'VIN must be exactly 17 characters' and 'Please enter a valid year', keeping what was typed", async () => {
    const { user } = renderAdd();
    await fillValid(user, { VIN: 'SHORTVIN', Year: '1800' });
    await user.click(screen.getByRole('button', { name: 'Add Vehicle' }));
    expect(await screen.findByText('VIN must be exactly 17 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid year')).toBeInTheDocument();
    expect(field('VIN')).toHaveValue('SHORTVIN');
    expect(field('Make')).toHaveValue('Honda');
  });

  it("clears a field's error when it is edited", async () => {
    const { user } = renderAdd();
    await user.click(screen.getByRole('button', { name: 'Add Vehicle' }));
    expect(await screen.findByText(VEHICLE_MESSAGES.makeRequired)).toBeInTheDocument();
    await user.type(field('Make'), 'H');
    expect(screen.queryByText(VEHICLE_MESSAGES.makeRequired)).not.toBeInTheDocument();
    expect(screen.getByText(VEHICLE_MESSAGES.modelRequired)).toBeInTheDocument();
  });

  it('posts numbers and nulls, then goes to the detail with a toast', async () => {
    const { calls, user } = renderAdd({ 'POST /api/vehicles/vehicles/': json(detail(), 201) });
    await fillValid(user, { VIN: VIN.toLowerCase() });
    await user.click(await screen.findByRole('checkbox', { name: /Loaner/ }));
    await user.click(screen.getByRole('button', { name: 'Add Vehicle' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/vehicles/${VIN}`),
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      vin: VIN,
      license_plate: 'ABC-123',
      make: 'Honda',
      model: 'Accord',
      year: 2021,
      location: null,
      primary_driver: null,
      vehicle_types: [1],
      current_value: null,
      tank_capacity: null,
      fuel_card_number: '',
    });
    expect(await screen.findByText('Vehicle added successfully')).toBeInTheDocument();
  });

  it('shows server field errors per field and keeps the typed values', async () => {
    const { user } = renderAdd({
      'POST /api/vehicles/vehicles/': json({ vin: [VEHICLE_MESSAGES.vinTaken] }, 400),
    });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Add Vehicle' }));
    expect(await screen.findByText(VEHICLE_MESSAGES.vinTaken)).toBeInTheDocument();
    expect(field('VIN')).toHaveValue(VIN);
    expect(field('Model')).toHaveValue('Accord');
    expect(screen.getByTestId('location')).toHaveTextContent('/vehicles/add');
  });

  it("says 'Failed to save vehicle' on other failures", async () => {
    const { user } = renderAdd({ 'POST /api/vehicles/vehicles/': json({ detail: 'down' }, 500) });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Add Vehicle' }));
    expect(await screen.findAllByText('Failed to save vehicle')).not.toHaveLength(0);
    expect(field('Make')).toHaveValue('Honda');
  });

  it('refuses a VIN with I, O or Q under the field, keeping what was typed', async () => {
    const { calls, user } = renderAdd();
    await fillValid(user, { VIN: '1HGCM82633AOO4352' });
    await user.click(screen.getByRole('button', { name: 'Add Vehicle' }));
    expect(await screen.findByText(VEHICLE_MESSAGES.vinLetters)).toBeInTheDocument();
    expect(field('VIN')).toHaveAccessibleDescription(
      expect.stringContaining(VEHICLE_MESSAGES.vinLetters),
    );
    expect(field('VIN')).toHaveValue('1HGCM82633AOO4352');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('warns of a check digit that does not match as the VIN is typed, and saves all the same', async () => {
    const odd = '1HGCM82643A004352';
    const { calls, user } = renderAdd({ 'POST /api/vehicles/vehicles/': json(detail(), 201) });
    await fillValid(user, { VIN: odd });
    expect(screen.getByText(VEHICLE_WARNINGS.vinCheckDigit)).toBeInTheDocument();
    expect(field('VIN')).toHaveAccessibleDescription(
      expect.stringContaining(VEHICLE_WARNINGS.vinCheckDigit),
    );
    expect(field('VIN')).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Add Vehicle' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/vehicles/${odd}`),
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ vin: odd });
  });

  it('shows no warning for a VIN whose check digit matches', async () => {
    const { user } = renderAdd();
    await fillValid(user);
    expect(field('VIN')).toHaveValue(VIN);
    expect(screen.queryByText(VEHICLE_WARNINGS.vinCheckDigit)).not.toBeInTheDocument();
  });

  it('edits a vehicle whose VIN was stored with an O before the rule', async () => {
    const legacy = '1HGCM82633AOO4352';
    const calls = stubFetch({
      ...lookups,
      [`GET /api/vehicles/vehicles/${legacy}/`]: json(detail({ vin: legacy })),
      [`PUT /api/vehicles/vehicles/${legacy}/`]: json(detail({ vin: legacy })),
    });
    renderWithProviders(<VehicleFormScreen />, {
      route: `/vehicles/edit/${legacy}`,
      path: '/vehicles/edit/:vin',
    });
    const user = userEvent.setup({ delay: null });
    await waitFor(() => expect(field('VIN')).toHaveValue(legacy));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toBeDefined());
    expect(screen.queryByText(VEHICLE_MESSAGES.vinLetters)).not.toBeInTheDocument();
  });

  it('edits with the VIN disabled and PUTs the values', async () => {
    const calls = stubFetch({
      ...lookups,
      [`GET /api/vehicles/vehicles/${VIN}/`]: json(detail()),
      [`PUT /api/vehicles/vehicles/${VIN}/`]: json(detail()),
    });
    renderWithProviders(<VehicleFormScreen />, {
      route: `/vehicles/edit/${VIN}`,
      path: '/vehicles/edit/:vin',
    });
    expect(screen.getByRole('heading', { name: 'Edit Vehicle' })).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await waitFor(() => expect(field('VIN')).toHaveValue(VIN));
    expect(field('VIN')).toBeDisabled();
    await user.clear(field('Model'));
    await user.type(field('Model'), 'Civic');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toBeDefined());
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      model: 'Civic',
      location: 1,
      primary_driver: 2,
      current_value: '18500.00',
    });
  });
});
