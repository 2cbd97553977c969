import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SHOP_RULE_DEFAULTS } from '@fleetdesk/contract/loaner-shop-rules';
import { CURRENT_CONTEXT, permissionsReply } from '../../../../test/fixtures';
import { json, renderWithProviders, stubFetch } from '../../../../test/utils';
import LoanerSettingsScreen from '../screens/LoanerSettingsScreen';

const SETTINGS = {
  daily_rate: '45.00',
  mileage_allowance_per_day: 150,
  excess_mileage_rate: '0.25',
  fuel_rate_per_eighth: '7.50',
  citation_grace_days: 30,
  agreement_terms: 'The borrower returns the car with the fuel it left with.',
  ...SHOP_RULE_DEFAULTS,
};

function renderSettings(permissions: Record<string, boolean>, extra = {}) {
  const calls = stubFetch({
    ...CURRENT_CONTEXT,
    'GET /api/base/permissions/': permissionsReply(permissions),
    'GET /api/loaners/settings/': json(SETTINGS),
    ...extra,
  });
  renderWithProviders(<LoanerSettingsScreen />, {
    route: '/loaners/settings',
    path: '/loaners/settings',
  });
  return { calls, user: userEvent.setup() };
}

describe('LoanerSettingsSection', () => {
  it('saves the rates as decimal strings', async () => {
    const { calls, user } = renderSettings(
      { canViewLoaners: true, canManageLoanerCharges: true },
      {
        'PATCH /api/loaners/settings/': json({
          ...SETTINGS,
          daily_rate: '52.50',
          citation_grace_days: 45,
        }),
      },
    );
    const rate = await screen.findByLabelText('Daily rate');
    expect(rate).toHaveValue('$45.00');
    await user.clear(rate);
    await user.type(rate, '52.5');
    const grace = screen.getByLabelText('Citation grace days');
    await user.clear(grace);
    await user.type(grace, '45');
    await user.click(screen.getByRole('button', { name: 'Save loaner settings' }));
    expect(await screen.findByText('Loaner settings saved')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      ...SETTINGS,
      daily_rate: '52.50',
      citation_grace_days: 45,
    });
  });

  it('saves the shop rules: fees as decimal strings, the grace and both checkboxes', async () => {
    const saved = {
      ...SETTINGS,
      grace_minutes: 30,
      late_return_fee: '25.00',
      toll_admin_fee: '3.50',
      customer_pays_rate_difference: true,
      licence_required_to_reserve: true,
    };
    const { calls, user } = renderSettings(
      { canViewLoaners: true, canManageLoanerCharges: true },
      { 'PATCH /api/loaners/settings/': json(saved) },
    );
    const rules = within(await screen.findByRole('group', { name: 'Shop rules' }));
    const grace = rules.getByLabelText('Grace minutes');
    expect(grace).toHaveValue('59 min');
    await user.clear(grace);
    await user.type(grace, '30');
    for (const [label, typed] of [
      ['Late-return fee', '25'],
      ['Toll admin fee', '3.5'],
    ] as const) {
      await user.clear(rules.getByLabelText(label));
      await user.type(rules.getByLabelText(label), typed);
    }
    await user.click(rules.getByLabelText('Customer pays the rate difference'));
    await user.click(rules.getByLabelText('Licence required to reserve'));
    await user.click(screen.getByRole('button', { name: 'Save loaner settings' }));
    expect(await screen.findByText('Loaner settings saved')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual(saved);
    expect(rules.getByLabelText('Licence required to reserve')).toBeChecked();
    expect(rules.getByLabelText('Late-return fee')).toHaveValue('$25.00');
  });

  it('keeps what was typed when the server refuses the save, the message under the field', async () => {
    const refusal = 'Enter a whole number of minutes from 0 to 1,439.';
    const { user } = renderSettings(
      { canViewLoaners: true, canManageLoanerCharges: true },
      { 'PATCH /api/loaners/settings/': json({ grace_minutes: [refusal] }, 400) },
    );
    const grace = await screen.findByLabelText('Grace minutes');
    await user.clear(grace);
    await user.type(grace, '45');
    await user.clear(screen.getByLabelText('Toll admin fee'));
    await user.type(screen.getByLabelText('Toll admin fee'), '2');
    await user.click(screen.getByLabelText('Customer pays the rate difference'));
    await user.click(screen.getByRole('button', { name: 'Save loaner settings' }));
    expect(
      await screen.findByText(refusal, { selector: '.mantine-InputWrapper-error' }),
    ).toBeInTheDocument();
    expect(grace).toHaveValue('45 min');
    expect(grace).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Toll admin fee')).toHaveValue('$2');
    expect(screen.getByLabelText('Customer pays the rate difference')).toBeChecked();
  });

  it('shows what is wrong under the field and saves nothing', async () => {
    const { calls, user } = renderSettings({ canViewLoaners: true, canManageLoanerCharges: true });
    const terms = await screen.findByLabelText('Agreement terms');
    await user.clear(terms);
    await user.click(screen.getByRole('button', { name: 'Save loaner settings' }));
    expect(await screen.findByText('Agreement terms are required')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('lets a shop settings manager change them too', async () => {
    renderSettings({ canViewLoaners: true, canManageShopSettings: true });
    expect(await screen.findByLabelText('Daily rate')).not.toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Save loaner settings' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Settings' })).toBeInTheDocument();
  });

  it('shows the values read-only to members who may not change them', async () => {
    renderSettings({ canViewLoaners: true });
    const rate = await screen.findByLabelText('Daily rate');
    expect(rate).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Late-return fee')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Licence required to reserve')).toBeDisabled();
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: 'Save loaner settings' }),
      ).not.toBeInTheDocument(),
    );
    expect(
      screen.getByText(
        /Only members who manage loaner charges or the shop’s settings can change them/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Settings' })).not.toBeInTheDocument();
  });
});
