import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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
