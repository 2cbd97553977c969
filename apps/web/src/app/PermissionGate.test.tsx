import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderWithProviders, stubFetch } from '../../test/utils';
import { PermissionGate } from './PermissionGate';

const reply = (permissions: Record<string, boolean>, is_superuser = false) =>
  json({ permissions, is_superuser, groups: [], username: 'someone' });

function renderGate(props: {
  permission?: string;
  moduleName?: string;
  source?: 'vehicles' | 'base';
}) {
  return renderWithProviders(
    <PermissionGate {...props}>
      <p>Secret content</p>
    </PermissionGate>,
    { route: '/guarded' },
  );
}

async function expectRedirectedWith(message: string) {
  expect(await screen.findByText(message)).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  expect(screen.queryByText('Secret content')).not.toBeInTheDocument();
}

describe('PermissionGate', () => {
  it('shows a spinner while checking, then the content when the permission is held', async () => {
    stubFetch({ 'GET /api/vehicles/permissions/': reply({ canViewBasic: true }) });
    renderGate({ permission: 'canViewBasic', moduleName: 'Vehicles' });
    expect(screen.getByLabelText('Checking access to Vehicles')).toBeInTheDocument();
    expect(await screen.findByText('Secret content')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/guarded');
  });

  it('allows without a call when no permission is named', async () => {
    const calls = stubFetch({});
    renderGate({});
    expect(screen.getByText('Secret content')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('lets a superuser through whatever the map says', async () => {
    stubFetch({ 'GET /api/vehicles/permissions/': reply({ canEdit: false }, true) });
    renderGate({ permission: 'canEdit', moduleName: 'Vehicles' });
    expect(await screen.findByText('Secret content')).toBeInTheDocument();
  });

  it("denies with 'Access denied to {module}' and returns to /", async () => {
    stubFetch({
      'GET /api/vehicles/permissions/': reply({ canViewBasic: true, canViewFinancial: false }),
    });
    renderGate({ permission: 'canViewFinancial', moduleName: 'Financing' });
    await expectRedirectedWith('Access denied to Financing');
  });

  it("denies with 'Invalid response from server for {module}' on an unreadable reply", async () => {
    stubFetch({ 'GET /api/vehicles/permissions/': json({ unexpected: true }) });
    renderGate({ permission: 'canViewBasic', moduleName: 'Vehicles' });
    await expectRedirectedWith('Invalid response from server for Vehicles');
  });

  it("denies with 'Unable to verify access to {module}' on a non-OK status", async () => {
    stubFetch({ 'GET /api/vehicles/permissions/': json({ error: 'boom' }, 500) });
    renderGate({ permission: 'canViewInsurance', moduleName: 'Insurance' });
    await expectRedirectedWith('Unable to verify access to Insurance');
  });

  it("denies with 'Access verification failed for this module' on a network failure", async () => {
    stubFetch({ 'GET /api/vehicles/permissions/': 'network-error' });
    renderGate({ permission: 'canViewDetails' });
    await expectRedirectedWith('Access verification failed for this module');
  });

  it('still allows canViewBasic on a network failure', async () => {
    stubFetch({ 'GET /api/vehicles/permissions/': 'network-error' });
    renderGate({ permission: 'canViewBasic', moduleName: 'Vehicles' });
    expect(await screen.findByText('Secret content')).toBeInTheDocument();
  });

  it('checks canViewModuleSettings against the base permissions endpoint', async () => {
    const calls = stubFetch({
      'GET /api/base/permissions/': reply({ canViewModuleSettings: true }),
      'GET /api/vehicles/permissions/': reply({}),
    });
    renderGate({
      permission: 'canViewModuleSettings',
      moduleName: 'Module Registry Diagnostics',
      source: 'base',
    });
    expect(await screen.findByText('Secret content')).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual(['/api/base/permissions/']);
  });
});
