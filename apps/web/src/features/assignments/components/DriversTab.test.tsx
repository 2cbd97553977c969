import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CURRENT_CONTEXT, detail } from '../../../../test/fixtures';
import { json, renderWithProviders, stubFetch } from '../../../../test/utils';
import { pickOption } from '../../../../test/select-option';
import { DriversTab } from './DriversTab';

const VIN = '1HGCM82633A004352';
const LIST = `GET /api/vehicles/assignments/?vehicle=${VIN}&page=1&page_size=25`;
const DETAIL = `GET /api/vehicles/vehicles/${VIN}/`;
const USERS = {
  'GET /api/employees/users/': json(
    page([{ id: 2, first_name: 'Mia', last_name: 'Manager', email: 'm@example.test' }]),
  ),
};

function page(results: unknown[]) {
  return { count: results.length, total_pages: 1, next: null, previous: null, results };
}
const assignment = (over: Record<string, unknown> = {}) => ({
  id: 7,
  vehicle: VIN,
  driver: 2,
  driver_name: 'Mia Manager',
  starts_at: '2026-11-02T15:00:00Z',
  ends_at: null,
  citations: [],
  ...over,
});
const editor = { permissions: { canViewBasic: true, canEdit: true }, isSuperuser: false };
const viewer = { permissions: { canViewBasic: true }, isSuperuser: false };

describe('DriversTab', () => {
  it('shows an empty state, and assigns a member from the form', async () => {
    let assigned = false;
    const calls = stubFetch({
      ...CURRENT_CONTEXT,
      ...USERS,
      [LIST]: () => json(page(assigned ? [assignment()] : [])),
      'POST /api/vehicles/assignments/': () => {
        assigned = true;
        return json(assignment(), 201);
      },
      [DETAIL]: json(detail({ vin: VIN })),
    });
    renderWithProviders(<DriversTab vin={VIN} {...editor} />);
    expect(await screen.findByText('No driver assigned yet')).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await pickOption(user, 'Member', 'Mia Manager');
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('Mia Manager now drives this vehicle')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      vehicle: VIN,
      driver: 2,
      driver_name: '',
    });
    const table = await screen.findByRole('table', { name: 'Driver history' });
    expect(within(table).getByText('Current')).toBeInTheDocument();
    // Someone drives it now: no second assignment is offered.
    expect(screen.queryByRole('form', { name: 'Assign a driver' })).not.toBeInTheDocument();
  });

  it('keeps what was typed and says whose period it meets when the server refuses', async () => {
    stubFetch({
      ...CURRENT_CONTEXT,
      ...USERS,
      [LIST]: json(page([])),
      'POST /api/vehicles/assignments/': json(
        { detail: 'The vehicle is already assigned to Dana Outside over this period.' },
        409,
      ),
    });
    renderWithProviders(<DriversTab vin={VIN} {...editor} />);
    const user = userEvent.setup({ delay: null });
    const name = await screen.findByRole('textbox', { name: "Or driver's name" });
    await user.type(name, 'Sam Later');
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    expect(
      await screen.findByText('The vehicle is already assigned to Dana Outside over this period.'),
    ).toBeInTheDocument();
    expect(name).toHaveValue('Sam Later');
  });

  it('ends the current assignment after a confirmation, and lists the tolls of each driver', async () => {
    let ended = false;
    const calls = stubFetch({
      ...CURRENT_CONTEXT,
      // Once it has ended, the form to assign someone else comes back (it lists the members).
      ...USERS,
      [LIST]: () =>
        json(
          page([
            assignment({
              ends_at: ended ? '2026-12-07T10:00:00Z' : null,
              citations: [
                {
                  id: 1,
                  kind: 'toll',
                  agency: 'Bay Bridge',
                  reference: 'BB-1',
                  occurred_at: '2026-11-20T18:00:00Z',
                  amount: '4.50',
                },
              ],
            }),
          ]),
        ),
      'PATCH /api/vehicles/assignments/7/': () => {
        ended = true;
        return json(assignment({ ends_at: '2026-12-07T10:00:00Z' }));
      },
      [DETAIL]: json(detail({ vin: VIN })),
    });
    renderWithProviders(<DriversTab vin={VIN} {...editor} />);
    expect(await screen.findByText(/Toll \$4\.50, .*Bay Bridge \(BB-1\)/)).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'End assignment' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/End Mia Manager's assignment/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'End assignment' }));
    expect(
      await screen.findByText('Mia Manager no longer drives this vehicle'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1);
    await waitFor(() => expect(screen.getByText('Ended')).toBeInTheDocument());
  });

  it('offers neither form nor end without edit', async () => {
    stubFetch({ ...CURRENT_CONTEXT, [LIST]: json(page([assignment()])) });
    renderWithProviders(<DriversTab vin={VIN} {...viewer} />);
    expect(await screen.findByRole('table', { name: 'Driver history' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'End assignment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Assign' })).not.toBeInTheDocument();
  });
});
