import { useQueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { json, renderWithProviders, stubFetch } from '../../test/utils';
import { permissionKeys } from '../lib/permissions';
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

  it('keeps the screen mounted while a re-check is in flight', async () => {
    let answers = 0;
    stubFetch({
      'GET /api/vehicles/permissions/': () => {
        answers += 1;
        // The first check fails at network level; the re-check never answers in this test.
        return answers === 1
          ? Promise.reject(new TypeError('Failed to fetch'))
          : new Promise<Response>(() => undefined);
      },
    });
    let mounts = 0;
    function Screen() {
      const client = useQueryClient();
      useEffect(() => {
        mounts += 1;
      }, []);
      return (
        <button onClick={() => void client.refetchQueries({ queryKey: permissionKeys.all })}>
          Re-check
        </button>
      );
    }
    renderWithProviders(
      <PermissionGate permission="canViewBasic" moduleName="Vehicles">
        <Screen />
      </PermissionGate>,
    );
    await userEvent
      .setup({ delay: null })
      .click(await screen.findByRole('button', { name: 'Re-check' }));
    await waitFor(() => expect(answers).toBe(2));
    expect(screen.getByRole('button', { name: 'Re-check' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Checking access to Vehicles')).not.toBeInTheDocument();
    expect(mounts).toBe(1);
  });
});
