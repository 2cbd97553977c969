import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SHOP_RULE_DEFAULTS } from '@fleetdesk/contract/loaner-shop-rules';
import { currentShop, permissionsReply, profileReply } from '../../../../test/fixtures';
import { pickOption } from '../../../../test/select-option';
import { json, renderWithProviders, stubFetch, type FetchRoutes } from '../../../../test/utils';
import SettingsPage from './SettingsPage';

const nav = (name: string, module: string, order: number, icon = 'car') => ({
  name,
  url: `/${module}`,
  module,
  icon,
  order,
  permission: null,
  children: [],
});
const context = json({
  current_shop: currentShop({ role: 'Fleet Manager' }),
  needs_shop_selection: false,
  user: {
    id: 1,
    username: 'ada',
    email: 'a@example.test',
    first_name: 'Ada',
    last_name: 'Admin',
    is_superuser: false,
  },
});

function api(over: FetchRoutes = {}): FetchRoutes {
  return {
    'GET /api/employees/user-profile/': profileReply(),
    'GET /api/employees/current-context/': context,
    'GET /api/navigation/items/': json({
      results: [nav('Vehicles', 'vehicles', 1), nav('Sample Module', 'sample', 2, 'puzzle')],
    }),
    'GET /api/navigation/preferences/': json({ navigation_order: ['vehicles', 'sample'] }),
    'GET /api/base/settings/?module=reminders&include_global=true': json([]),
    'GET /api/base/permissions/': permissionsReply({}),
    // The loaner settings' section, shown to members who may change them.
    'GET /api/loaners/settings/': json(LOANER_SETTINGS),
    ...over,
  };
}

const LOANER_SETTINGS = {
  daily_rate: '45.00',
  mileage_allowance_per_day: 150,
  excess_mileage_rate: '0.25',
  fuel_rate_per_eighth: '7.50',
  citation_grace_days: 30,
  agreement_terms: 'Return the loaner with the fuel it left with.',
  ...SHOP_RULE_DEFAULTS,
};

const section = (name: string) => screen.getByRole('region', { name });

describe('SettingsPage: User Profile', () => {
  it('shows the e-mail read-only, saves the names and clears the success message after 3 s', async () => {
    const calls = stubFetch(
      api({
        'PATCH /api/employees/user-profile/': ({ body }) =>
          profileReply(body as Record<string, unknown>),
      }),
    );
    renderWithProviders(<SettingsPage />);
    const email = await screen.findByLabelText('Email', { selector: 'input' });
    expect(email).toHaveValue('a@example.test');
    expect(email).toHaveAttribute('readonly');
    // Initials, and nothing asked of gravatar.com until the member chooses it.
    const profile = within(section('User Profile'));
    expect(profile.getByText('AA')).toBeInTheDocument();
    expect(document.querySelector('img[src*="gravatar.com"]')).toBeNull();

    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('First name'));
    await user.type(screen.getByLabelText('First name'), 'Grace');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      email: 'a@example.test',
      first_name: 'Grace',
      last_name: 'Admin',
      shop_name: '',
    });
  });

  it('shows the Gravatar picture only after the member turns it on, and remembers the choice', async () => {
    stubFetch(api({}));
    const view = renderWithProviders(<SettingsPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: /Show my picture from Gravatar/ }));
    await waitFor(() =>
      expect(document.querySelector('img[src*="gravatar.com/avatar/"]')).not.toBeNull(),
    );
    view.unmount();
    renderWithProviders(<SettingsPage />);
    expect(
      await screen.findByRole('switch', { name: /Show my picture from Gravatar/ }),
    ).toBeChecked();
    await user.click(screen.getByRole('switch', { name: /Show my picture from Gravatar/ }));
    await waitFor(() => expect(document.querySelector('img[src*="gravatar.com"]')).toBeNull());
  });

  it('shows server field errors on the fields and keeps what was typed', async () => {
    stubFetch(
      api({
        'PATCH /api/employees/user-profile/': json(
          { last_name: ['Ensure this field has no more than 150 characters.'] },
          400,
        ),
      }),
    );
    renderWithProviders(<SettingsPage />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Shop name'), 'Eastside');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Failed to update profile')).toBeInTheDocument();
    expect(
      screen.getByText('Ensure this field has no more than 150 characters.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Shop name')).toHaveValue('Eastside');
  });

  it("shows 'Failed to fetch user profile' when the profile cannot be read", async () => {
    stubFetch(api({ 'GET /api/employees/user-profile/': json({ detail: 'down' }, 500) }));
    renderWithProviders(<SettingsPage />);
    expect(
      await within(section('User Profile')).findByText('Failed to fetch user profile'),
    ).toBeInTheDocument();
  });
});

describe('SettingsPage: Shop time zone', () => {
  it('lets an administrator set the shop time zone, and shows no section to others', async () => {
    const settings = { name: 'Downtown Collision', time_zone: 'UTC', today: '2026-06-15' };
    const calls = stubFetch(
      api({
        'GET /api/base/permissions/': permissionsReply({ canManageShopSettings: true }),
        'GET /api/shops/settings/': json(settings),
        'PATCH /api/shops/settings/': json({
          ...settings,
          time_zone: 'America/Los_Angeles',
          today: '2026-06-14',
        }),
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<SettingsPage />);
    expect(await screen.findByRole('combobox', { name: 'Time zone' })).toHaveValue('UTC');
    await pickOption(user, 'Time zone', 'America/Los_Angeles');
    await user.click(screen.getByRole('button', { name: 'Save time zone' }));
    expect(await screen.findByText('Time zone saved')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      time_zone: 'America/Los_Angeles',
    });
  });

  it("offers this browser's zone when the shop counts its days elsewhere", async () => {
    const settings = { name: 'Downtown Collision', time_zone: 'UTC', today: '2026-06-15' };
    const calls = stubFetch(
      api({
        'GET /api/base/permissions/': permissionsReply({ canManageShopSettings: true }),
        'GET /api/shops/settings/': json(settings),
        'PATCH /api/shops/settings/': json({ ...settings, time_zone: 'Europe/Berlin' }),
      }),
    );
    const resolved = Intl.DateTimeFormat().resolvedOptions();
    const zone = vi
      .spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions')
      .mockReturnValue({ ...resolved, timeZone: 'Europe/Berlin' });
    try {
      const user = userEvent.setup();
      renderWithProviders(<SettingsPage />);
      await user.click(
        await screen.findByRole('button', {
          name: "Use this browser's time zone (Europe/Berlin)",
        }),
      );
      expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Europe/Berlin');
      await user.click(screen.getByRole('button', { name: 'Save time zone' }));
      expect(await screen.findByText('Time zone saved')).toBeInTheDocument();
      expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
        time_zone: 'Europe/Berlin',
      });
    } finally {
      zone.mockRestore();
    }
  });

  it('is not shown without canManageShopSettings', async () => {
    const calls = stubFetch(api());
    renderWithProviders(<SettingsPage />);
    await screen.findByRole('heading', { name: 'Settings' });
    await waitFor(() => expect(calls.some((c) => c.url === '/api/base/permissions/')).toBe(true));
    expect(screen.queryByRole('combobox', { name: 'Time zone' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/shops/settings/')).toBe(false);
  });
});

describe('SettingsPage: Navigation Order', () => {
  it('moves a module and saves the order', async () => {
    const calls = stubFetch(
      api({
        'POST /api/navigation/preferences/': ({ body }) => json(body),
      }),
    );
    renderWithProviders(<SettingsPage />);
    const user = userEvent.setup();
    const save = await screen.findByRole('button', { name: 'Save Navigation Order' });
    expect(save).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move Sample Module up' }));
    const rows = within(section('Navigation Order')).getAllByTestId('navigation-order-row');
    expect(rows.map((r) => r.textContent)).toEqual(['Sample Module', 'Vehicles']);
    await user.click(save);
    expect(await screen.findByText('Navigation order saved successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      navigation_order: ['sample', 'vehicles'],
    });
  });

  it('offers each module a keyboard drag handle (dnd-kit keyboard sensor)', async () => {
    // jsdom has no layout, so the keyboard move itself is walked in e2e/settings.spec.ts.
    stubFetch(api());
    renderWithProviders(<SettingsPage />);
    const handle = await screen.findByRole('button', { name: 'Drag Vehicles' });
    expect(handle).toHaveAttribute('aria-roledescription', 'sortable');
    expect(handle).toHaveAttribute('tabindex', '0');
    expect(handle).toHaveAttribute('aria-describedby');
  });

  it("says 'Failed to save navigation order' and keeps the new order", async () => {
    stubFetch(api({ 'POST /api/navigation/preferences/': json({ detail: 'down' }, 500) }));
    renderWithProviders(<SettingsPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Move Vehicles down' }));
    await user.click(screen.getByRole('button', { name: 'Save Navigation Order' }));
    expect(await screen.findByText('Failed to save navigation order')).toBeInTheDocument();
    expect(
      within(section('Navigation Order'))
        .getAllByTestId('navigation-order-row')
        .map((r) => r.textContent),
    ).toEqual(['Sample Module', 'Vehicles']);
  });
});

describe('SettingsPage: Appearance, Account Information, Change Password', () => {
  it('saves the theme to the profile', async () => {
    const calls = stubFetch(
      api({
        'PATCH /api/employees/user-profile/': ({ body }) =>
          profileReply(body as Record<string, unknown>),
      }),
    );
    renderWithProviders(<SettingsPage />);
    await userEvent
      .setup()
      .click(within(section('Appearance')).getByRole('radio', { name: 'Dark' }));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('data-theme', 'dark'));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ theme: 'dark' }),
    );
  });

  it('shows username, e-mail, shop, role and member since', async () => {
    stubFetch(api());
    renderWithProviders(<SettingsPage />);
    const account = section('Account Information');
    expect(await within(account).findByText('ada')).toBeInTheDocument();
    expect(within(account).getByText('Downtown Collision')).toBeInTheDocument();
    expect(within(account).getByText('Fleet Manager')).toBeInTheDocument();
    expect(within(account).getByText('Mar 5, 2024')).toBeInTheDocument();
  });

  it('changes the password, with the current one required and the confirmation checked', async () => {
    const calls = stubFetch(
      api({
        'POST /api/base/change-password/': ({ body }) =>
          (body as { current_password: string }).current_password === 'right-password'
            ? json({ detail: 'Password changed.' })
            : json({ current_password: ['The current password is not correct.'] }, 400),
      }),
    );
    renderWithProviders(<SettingsPage />);
    const user = userEvent.setup();
    const form = section('Change Password');
    await user.click(within(form).getByRole('button', { name: 'Change Password' }));
    expect(await within(form).findByText('This field may not be blank.')).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/base/change-password/')).toBe(false);

    await user.type(within(form).getByLabelText(/^Current password/), 'wrong-password');
    await user.type(within(form).getByLabelText(/^New password/), 'a-new-long-password');
    await user.type(within(form).getByLabelText(/^Confirm new password/), 'something-else');
    await user.click(within(form).getByRole('button', { name: 'Change Password' }));
    expect(await within(form).findByText('The new passwords do not match.')).toBeInTheDocument();

    await user.clear(within(form).getByLabelText(/^Confirm new password/));
    await user.type(within(form).getByLabelText(/^Confirm new password/), 'a-new-long-password');
    await user.click(within(form).getByRole('button', { name: 'Change Password' }));
    expect(
      await within(form).findByText('The current password is not correct.', {
        selector: '.mantine-PasswordInput-error',
      }),
    ).toBeInTheDocument();
    expect(within(form).getByText('Failed to change password')).toBeInTheDocument();

    await user.clear(within(form).getByLabelText(/^Current password/));
    await user.type(within(form).getByLabelText(/^Current password/), 'right-password');
    await user.click(within(form).getByRole('button', { name: 'Change Password' }));
    expect(
      await within(form).findByText('Password changed. Your other sessions have been signed out.'),
    ).toBeInTheDocument();
  });
});

describe('SettingsPage: Loaner settings', () => {
  it('shows the loaner settings to a member who manages loaner charges', async () => {
    stubFetch(
      api({ 'GET /api/base/permissions/': permissionsReply({ canManageLoanerCharges: true }) }),
    );
    renderWithProviders(<SettingsPage />);
    const loaners = await screen.findByRole('region', { name: 'Loaner settings' });
    expect(await within(loaners).findByLabelText('Daily rate')).toHaveValue('$45.00');
  });

  it('shows no loaner settings to others, and does not ask for them', async () => {
    const calls = stubFetch(api());
    renderWithProviders(<SettingsPage />);
    await waitFor(() => expect(calls.some((c) => c.url === '/api/base/permissions/')).toBe(true));
    await screen.findByRole('region', { name: 'User Profile' });
    expect(screen.queryByRole('region', { name: 'Loaner settings' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/loaners/settings/')).toBe(false);
  });
});
