import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, renderWithProviders, stubFetch, type FetchRoutes } from '../../../../test/utils';
import {
  modulePageSize,
  OTHER_PAGE_SIZES,
  pageSizeSetting,
  settingsList,
} from '../../../../test/fixtures';
import { pickOption } from '../../../../test/select-option';
import { SettingsTab } from './SettingsTab';

const LIST = settingsList('vehicles');
const emailSetting = {
  ...pageSizeSetting(10),
  id: 'vehicles.email_notifications',
  key: 'email_notifications',
  label: 'E-mail notifications',
  description: 'Also send reminders by e-mail.',
  category: 'workflow',
  value_type: 'boolean' as const,
  value: true,
  validation_rules: {},
  default: true,
  global_value: true,
};
const shopSetting = {
  ...pageSizeSetting(10),
  id: 'vehicles.registration_warning_days',
  key: 'registration_warning_days',
  label: 'Registration warning (days)',
  category: 'business',
  scope: 'global' as const,
  value: 30,
  global_value: 30,
  validation_rules: { minimum: 1, maximum: 365, integer: true },
};

function renderTab(scope: 'user' | 'global', routes: FetchRoutes) {
  const calls = stubFetch({
    ...OTHER_PAGE_SIZES,
    [LIST]: json({
      count: 3,
      total_pages: 1,
      next: null,
      previous: null,
      results: [pageSizeSetting(10), emailSetting, shopSetting],
    }),
    ...routes,
  });
  renderWithProviders(<SettingsTab scope={scope} />);
  return { calls, user: userEvent.setup({ delay: null }) };
}

describe('SettingsTab', () => {
  it('groups the user settings by category and autosaves an edit after Pending and Saving', async () => {
    const { calls, user } = renderTab('user', {
      'POST /api/base/settings/update_user_setting/': json({ ...emailSetting, value: false }),
    });
    expect(await screen.findByRole('heading', { name: 'Display & Interface' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Notifications & Automation' })).toBeInTheDocument();
    expect(screen.queryByText('Registration warning (days)')).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: /E-mail notifications/ }));
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    expect(
      await screen.findByText('Settings saved successfully', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      module: 'vehicles',
      key: 'email_notifications',
      value: false,
    });
  });

  it("saves shop-wide values as value_text and says 'Failed to update module setting' on failure", async () => {
    const { calls, user } = renderTab('global', {
      'POST /api/base/settings/': json({ detail: 'Forbidden' }, 403),
    });
    const input = await screen.findByRole('textbox', { name: /Registration warning/ });
    await user.clear(input);
    await user.type(input, '45');
    expect(
      await screen.findByText('Failed to update module setting', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Failed to save setting/)).not.toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      module: 'vehicles',
      key: 'registration_warning_days',
      scope: 'global',
      value_text: '45',
    });
    // The values are reloaded from the server after the failure.
    await waitFor(() =>
      expect(calls.filter((c) => c.url === LIST.slice(4)).length).toBeGreaterThan(1),
    );
  });

  it("says 'Failed to save setting: {key}' when a user preference is refused", async () => {
    const { user } = renderTab('user', {
      'POST /api/base/settings/update_user_setting/': json({ detail: 'boom' }, 500),
    });
    await user.click(await screen.findByRole('switch', { name: /E-mail notifications/ }));
    expect(
      await screen.findByText('Failed to save setting: email_notifications', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
  });

  it.each([
    ['global', 'Failed to fetch module settings'],
    ['user', 'Failed to fetch settings'],
  ] as const)('says so when the %s settings fail to load (500)', async (scope, message) => {
    const { calls } = renderTab(scope, { [LIST]: json({ detail: 'boom' }, 500) });
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    // Inline and as a toast.
    expect(screen.getAllByText(message)).toHaveLength(2);
    expect(calls.filter((c) => c.url === LIST.slice(4))).toHaveLength(1);
  });

  it('offers the page size of each list the spec names and saves it under its module', async () => {
    const { calls, user } = renderTab('user', {
      'POST /api/base/settings/update_user_setting/': json(
        modulePageSize('service_records', 'Service records per page', 50),
      ),
    });
    const labels = [
      'Vehicles per page',
      'Insurance policies per page',
      'Vendors per page',
      'Service records per page',
    ];
    for (const label of labels) {
      const box = await screen.findByRole('combobox', { name: label });
      await user.click(box);
      const listbox = document.getElementById(box.getAttribute('aria-controls')!)!;
      expect(
        within(listbox)
          .getAllByRole('option', { hidden: true })
          .map((o) => o.textContent),
      ).toEqual(['10', '25', '50', '100']);
      await user.keyboard('{Escape}');
    }
    await pickOption(user, 'Service records per page', '50');
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
        { module: 'service_records', key: 'page_size', value: 50 },
      ]),
    );
    // Each module's settings are asked for under its own name.
    const loads = calls.filter((c) => c.url.startsWith('/api/base/settings/?'));
    expect(new Set(loads.map((c) => c.url))).toEqual(
      new Set(
        ['vehicles', 'insurance', 'vendors', 'service_records'].map((m) =>
          settingsList(m).slice(4),
        ),
      ),
    );
  });
});
