import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SHOW_TOAST_EVENT } from '../lib/toast';
import { json, stubFetch } from '../../test/utils';
import { ADMIN_USER, AUTH_CONFIG, signedInApi } from '../../test/fixtures';
import { App } from './App';

const OK_LOGIN = {
  key: 'tok-1',
  has_shop_assignment: true,
  has_user_profile: true,
  needs_shop_selection: false,
  user: { id: 1, username: 'admin', email: 'a@example.test' },
};

async function signIn() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/username/i), 'admin');
  await user.type(screen.getByLabelText(/^password/i, { selector: 'input' }), 'secret-pass');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

function renderAt(path: string) {
  window.history.replaceState(null, '', path);
  return render(<App />);
}

afterEach(() => window.history.replaceState(null, '', '/'));

/** The whole app as the browser starts it: sign-in alone first, the router after (issue 10). */
describe('App', () => {
  it('shows sign-in on any page without a token, then the shell at the same address', async () => {
    stubFetch({ ...signedInApi(), 'POST /api/base/login/': json(OK_LOGIN) });
    renderAt('/');
    expect(
      await screen.findByRole('heading', { name: 'Welcome to Fleetdesk' }),
    ).toBeInTheDocument();
    await signIn();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText('Downtown Collision')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
    expect(window.localStorage.getItem('authToken')).toBe('tok-1');
  });

  it('shows a member of several shops the shop picker alone: no refusal, toast or Navigation error', async () => {
    const refused = json({ detail: 'Select a shop first.' }, 403);
    const calls = stubFetch({
      ...signedInApi(),
      'POST /api/base/login/': json({ ...OK_LOGIN, needs_shop_selection: true }),
      'GET /api/employees/current-context/': json({
        current_shop: null,
        needs_shop_selection: true,
        user: ADMIN_USER,
      }),
      'GET /api/employees/available-shops/': json({
        shops: [
          {
            id: 1,
            name: 'Downtown Collision',
            role: 'Administrator',
            is_active: true,
            is_current: false,
          },
          {
            id: 2,
            name: 'Harbor Auto Body',
            role: 'Fleet Manager',
            is_active: true,
            is_current: false,
          },
        ],
        current_shop: null,
      }),
      'GET /api/base/navigation/': refused,
      'GET /api/base/permissions/': refused,
      'GET /api/vehicles/permissions/': refused,
    });
    const toasts: unknown[] = [];
    const listen = (e: Event) => toasts.push(e);
    window.addEventListener(SHOW_TOAST_EVENT, listen);
    renderAt('/');
    await signIn();
    expect(
      await screen.findByRole('heading', { name: 'Select a shop to continue' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Harbor Auto Body/ })).toBeInTheDocument();
    window.removeEventListener(SHOW_TOAST_EVENT, listen);
    expect(screen.queryByText('Navigation error')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(toasts).toEqual([]);
    const asked = calls.map((c) => c.url);
    expect(asked).not.toContain('/api/base/navigation/');
    expect(asked.filter((url) => url.includes('permissions'))).toEqual([]);
  });

  it('sends a user without a shop to Account Not Configured', async () => {
    stubFetch({
      'GET /api/base/auth-config/': json(AUTH_CONFIG),
      'POST /api/base/login/': json({
        ...OK_LOGIN,
        key: null,
        has_shop_assignment: false,
        user: { id: 9, username: 'noshop', email: 'noshop@example.test' },
      }),
    });
    renderAt('/vehicles');
    await signIn();
    expect(
      await screen.findByRole('heading', { name: 'Account Not Configured' }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/no-shop-assignment');
    expect(screen.getByText('noshop@example.test')).toBeInTheDocument();
    expect(window.localStorage.getItem('authToken')).toBeNull();
  });

  it('opens a customer’s signing page without a token, not the sign-in', async () => {
    stubFetch({
      'GET /api/loaners/signing/12-abcdefghijklmnopqrstuvwxyz/': json(
        { detail: 'This signing link has been used, has expired or was withdrawn.' },
        404,
      ),
    });
    renderAt('/sign/12-abcdefghijklmnopqrstuvwxyz');
    expect(
      await screen.findByRole('heading', { name: 'Sign your loan agreement' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('This signing link cannot be opened')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('opens Account Not Configured directly, without a token', async () => {
    stubFetch({ 'GET /api/base/auth-config/': json(AUTH_CONFIG) });
    renderAt('/no-shop-assignment');
    expect(
      await screen.findByRole('heading', { name: 'Account Not Configured' }),
    ).toBeInTheDocument();
  });
});
