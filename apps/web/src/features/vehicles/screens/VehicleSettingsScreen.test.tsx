import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderWithProviders, stubFetch, type FetchRoutes } from '../../../../test/utils';
import { pageSizeSetting, permissionsReply } from '../testing/fixtures';
import VehicleSettingsScreen from './VehicleSettingsScreen';

const SETTINGS = (module: string) => `GET /api/base/settings/?module=${module}&include_global=true`;

function renderScreen(vehiclePermissions: Record<string, boolean>, routes: FetchRoutes = {}) {
  const calls = stubFetch({
    'GET /api/base/permissions/': json({ permissions: {}, is_superuser: false, groups: [] }),
    'GET /api/vehicles/permissions/': permissionsReply(vehiclePermissions),
    [SETTINGS('vehicles')]: json([pageSizeSetting(10)]),
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
});
