import { ALL_PERMISSIONS, ROLE_PERMISSIONS } from '@fleetdesk/contract/permissions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentShop, page } from '../../../../../test/fixtures';
import { pickOption } from '../../../../../test/select-option';
import { json, renderWithProviders, stubFetch, type FetchRoutes } from '../../../../../test/utils';
import MembersPage from '../../screens/MembersPage';
import { member, ownMembership } from '../../testing/member-fixtures';

const LIST = 'GET /api/shops/members/?page=1&page_size=25';

function renderPage(routes: FetchRoutes) {
  const calls = stubFetch({
    'GET /api/employees/current-context/': json({
      current_shop: currentShop(),
      needs_shop_selection: false,
      user: {
        id: 1,
        username: 'ada',
        email: 'a@example.test',
        first_name: 'Ada',
        last_name: 'Admin',
        is_superuser: false,
      },
    }),
    ...routes,
  });
  renderWithProviders(<MembersPage />, { route: '/settings/members', path: '/settings/members' });
  return calls;
}

async function openMember(name: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name }));
  return { user, drawer: await screen.findByRole('dialog', { name }) };
}

const patches = (calls: { method: string; body: unknown }[]) =>
  calls.filter((c) => c.method === 'PATCH').map((c) => c.body);

describe('MemberDrawer', () => {
  it('shows every permission by area with its label, description and where it comes from', async () => {
    renderPage({
      [LIST]: json(
        page([
          member({
            grants: ['canManageLoanerCharges'],
            withdrawals: ['canViewMileage'],
            permissions: [
              ...ROLE_PERMISSIONS.vehicle_viewer.filter((p) => p !== 'canViewMileage'),
              'canManageLoanerCharges',
            ],
          }),
        ]),
      ),
    });
    const { drawer } = await openMember('Sam Rivera');
    const areas = within(drawer)
      .getAllByRole('group')
      .map((g) => g.querySelector('legend')?.textContent);
    expect(areas).toEqual([
      'Vehicles',
      'Insurance',
      'Financing',
      'Service',
      'Documents',
      'Loaners',
      'Shop',
    ]);
    const loaners = within(drawer).getByRole('group', { name: 'Loaners' });
    const see = within(loaners).getByRole('checkbox', { name: 'See loaners' });
    expect(see).toBeChecked();
    expect(see).toHaveAccessibleDescription(/Open the loaner board.*From role/);
    const manage = within(loaners).getByRole('checkbox', { name: 'Manage loaners' });
    expect(manage).not.toBeChecked();
    expect(manage).toHaveAccessibleDescription(
      'Add and edit customers, reserve loaners, check them out and in, and cancel agreements.',
    );
    expect(
      within(loaners).getByRole('checkbox', { name: 'Manage loaner charges' }),
    ).toHaveAccessibleDescription(/Granted$/);
    expect(
      within(drawer).getByRole('checkbox', { name: 'See mileage' }),
    ).toHaveAccessibleDescription(/Withdrawn$/);
    expect(within(drawer).getAllByRole('checkbox')).toHaveLength(ALL_PERMISSIONS.length);
  });

  it('grants a permission, saves it through the PATCH and reloads the list', async () => {
    const granted = member({
      grants: ['canManageLoaners'],
      permissions: [...ROLE_PERMISSIONS.vehicle_viewer, 'canManageLoaners'],
    });
    let saved = false;
    const calls = renderPage({
      [LIST]: () => json(page([saved ? granted : member()])),
      'PATCH /api/shops/members/12/': () => {
        saved = true;
        return json(granted);
      },
    });
    const { user, drawer } = await openMember('Sam Rivera');
    const save = within(drawer).getByRole('button', { name: 'Save permissions' });
    expect(save).toBeDisabled();
    const manage = within(drawer).getByRole('checkbox', { name: 'Manage loaners' });
    await user.click(manage);
    expect(manage).toHaveAccessibleDescription(/Granted$/);
    await user.click(save);
    expect(await screen.findByText("Saved Sam Rivera's permissions")).toBeInTheDocument();
    expect(patches(calls)).toEqual([{ grants: ['canManageLoaners'], withdrawals: [] }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('1 granted')).toBeInTheDocument();
  });

  it('keeps what was ticked when the save fails, with the server words', async () => {
    renderPage({
      [LIST]: json(page([member()])),
      'PATCH /api/shops/members/12/': json(
        { non_field_errors: ['The shop needs at least one active member who can manage it.'] },
        400,
      ),
    });
    const { user, drawer } = await openMember('Sam Rivera');
    await user.click(within(drawer).getByRole('checkbox', { name: 'Manage documents' }));
    await user.click(within(drawer).getByRole('checkbox', { name: 'See documents' }));
    await user.click(within(drawer).getByRole('button', { name: 'Save permissions' }));
    const alert = await within(drawer).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to save the member');
    expect(alert).toHaveTextContent('The shop needs at least one active member who can manage it.');
    expect(within(drawer).getByRole('checkbox', { name: 'Manage documents' })).toBeChecked();
    expect(within(drawer).getByRole('checkbox', { name: 'See documents' })).not.toBeChecked();
  });

  it("changes the role, keeping the member's own grants, and can go back to the role's set", async () => {
    const calls = renderPage({
      [LIST]: json(
        page([
          member({
            grants: ['canManageLoanerCharges'],
            permissions: [...ROLE_PERMISSIONS.vehicle_viewer, 'canManageLoanerCharges'],
          }),
        ]),
      ),
      'PATCH /api/shops/members/12/': json(member()),
    });
    const { user, drawer } = await openMember('Sam Rivera');
    await pickOption(user, 'Role', 'Fleet Coordinator');
    expect(within(drawer).getByRole('checkbox', { name: 'Manage loaners' })).toBeChecked();
    expect(
      within(drawer).getByRole('checkbox', { name: 'Manage loaner charges' }),
    ).toHaveAccessibleDescription(/Granted$/);
    await user.click(within(drawer).getByRole('button', { name: 'Save permissions' }));
    await waitFor(() =>
      expect(patches(calls)).toEqual([
        { role: 'fleet_coordinator', grants: ['canManageLoanerCharges'], withdrawals: [] },
      ]),
    );

    await openMember('Sam Rivera');
    const drawer2 = await screen.findByRole('dialog', { name: 'Sam Rivera' });
    await user.click(
      within(drawer2).getByRole('button', { name: "Use the role's permissions only" }),
    );
    expect(
      within(drawer2).getByRole('checkbox', { name: 'Manage loaner charges' }),
    ).not.toBeChecked();
  });

  it('asks before you take permissions from yourself, and never offers your right to manage the shop', async () => {
    const calls = renderPage({
      [LIST]: json(page([ownMembership()])),
      'PATCH /api/shops/members/3/': json(ownMembership()),
    });
    const { user, drawer } = await openMember('Ada Admin');
    const manageShop = within(drawer).getByRole('checkbox', { name: 'Manage the shop' });
    expect(manageShop).toBeChecked();
    expect(manageShop).toBeDisabled();
    expect(manageShop).toHaveAccessibleDescription(/You cannot remove your own right/);
    // A role without it keeps it, as a grant.
    await pickOption(user, 'Role', 'Vehicle Viewer');
    expect(within(drawer).getByRole('checkbox', { name: 'Manage the shop' })).toBeChecked();

    await user.click(within(drawer).getByRole('button', { name: 'Save permissions' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove your own permissions?' });
    expect(confirm).toHaveTextContent('Manage financing');
    await user.click(within(confirm).getByRole('button', { name: 'Keep them' }));
    expect(patches(calls)).toEqual([]);
    await user.click(within(drawer).getByRole('button', { name: 'Save permissions' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Remove your own permissions?' })).getByRole(
        'button',
        { name: 'Remove them' },
      ),
    );
    await waitFor(() => expect(patches(calls)).toHaveLength(1));
    expect(patches(calls)[0]).toEqual({
      role: 'vehicle_viewer',
      grants: ['canManageShopSettings'],
      withdrawals: [],
    });
  });
});
