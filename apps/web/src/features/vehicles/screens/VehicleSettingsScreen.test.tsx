import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderWithProviders, stubFetch, type FetchRoutes } from '../../../../test/utils';
import {
  OTHER_PAGE_SIZES,
  pageSizeSetting,
  permissionsReply,
  settingsList,
} from '../../../../test/fixtures';
import VehicleSettingsScreen from './VehicleSettingsScreen';

function renderScreen(vehiclePermissions: Record<string, boolean>, routes: FetchRoutes = {}) {
  const calls = stubFetch({
    'GET /api/base/permissions/': json({ permissions: {}, is_superuser: false, groups: [] }),
    'GET /api/vehicles/permissions/': permissionsReply(vehiclePermissions),
    ...OTHER_PAGE_SIZES,
    [settingsList('vehicles')]: json([pageSizeSetting(10)]),
    ...routes,
  });
  renderWithProviders(<VehicleSettingsScreen />, { route: '/vehicles/settings' });
  return calls;
}

describe('VehicleSettingsScreen', () => {
  it('shows the vehicle role label beside the title', async () => {
    renderScreen({ canViewBasic: true, canEdit: true });
    const title = screen.getByRole('heading', { name: 'Vehicle Settings', level: 1 });
    expect(await within(title.parentElement!).findByText('Fleet Coordinator')).toBeInTheDocument();
  });

  it('offers the page size of every list on User Preferences', async () => {
    renderScreen({ canViewBasic: true, canEdit: true });
    for (const label of [
      'Vehicles per page',
      'Insurance policies per page',
      'Vendors per page',
      'Service records per page',
    ])
      expect(await screen.findByRole('combobox', { name: label })).toHaveValue('10');
  });
});
