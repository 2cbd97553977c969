import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, renderApp, renderWithProviders, stubFetch } from '../../../../test/utils';
import SignInScreen from './SignInScreen';

const config = {
  google_enabled: false,
  google_client_id: null,
  app_name: 'Fleetdesk Test',
  support_email: 'help@example.test',
  support_phone: '+1 555 0100',
};

const okLogin = {
  key: 'tok-123',
  has_shop_assignment: true,
  has_user_profile: true,
  needs_shop_selection: false,
  user: { id: 1, username: 'manager', email: 'manager@example.test' },
};

async function fill(username: string, password: string) {
  const user = userEvent.setup();
  if (username) await user.type(screen.getByLabelText(/username/i), username);
  if (password)
    await user.type(screen.getByLabelText(/^password/i, { selector: 'input' }), password);
  return user;
}

describe('SignInScreen', () => {
  it('welcomes with the app name from auth-config', async () => {
    stubFetch({ 'GET /api/base/auth-config/': json(config) });
    renderWithProviders(<SignInScreen onNoShop={() => {}} />);
    expect(
      await screen.findByRole('heading', { name: 'Welcome to Fleetdesk Test' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Sign in to your account')).toBeInTheDocument();
    expect(screen.getByText('or')).toBeInTheDocument();
  });

  it("falls back to 'Fleetdesk' when auth-config fails", async () => {
    stubFetch({ 'GET /api/base/auth-config/': json({ detail: 'down' }, 500) });
    renderWithProviders(<SignInScreen onNoShop={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Welcome to Fleetdesk' })).toBeInTheDocument();
  });

  it('enables Sign In only when both fields are filled', async () => {
    stubFetch({ 'GET /api/base/auth-config/': json(config) });
    renderWithProviders(<SignInScreen onNoShop={() => {}} />);
    const button = screen.getByRole('button', { name: 'Sign In' });
    expect(button).toBeDisabled();
    const user = await fill('manager', '');
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText(/^password/i, { selector: 'input' }), 'secret');
    expect(button).toBeEnabled();
    await user.clear(screen.getByLabelText(/username/i));
    expect(button).toBeDisabled();
  });

  it("shows 'Signing in...' and disables the form while busy, then stores the token", async () => {
    let release: (r: Response) => void = () => undefined;
    const calls = stubFetch({
      'GET /api/base/auth-config/': json(config),
      'POST /api/base/login/': () => new Promise<Response>((resolve) => (release = resolve)),
    });
    renderWithProviders(<SignInScreen onNoShop={() => {}} />);
    const user = await fill('manager', 'fleetdesk-demo');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const busy = await screen.findByRole('button', { name: 'Signing in...' });
    expect(busy).toBeDisabled();
    expect(screen.getByLabelText(/username/i)).toBeDisabled();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      username: 'manager',
      password: 'fleetdesk-demo',
    });
    release(json(okLogin));
    await waitFor(() => expect(window.localStorage.getItem('authToken')).toBe('tok-123'));
  });

  it("shows the server's error text above the form and keeps the username", async () => {
    stubFetch({
      'GET /api/base/auth-config/': json(config),
      'POST /api/base/login/': json({ error: 'Invalid username or password' }, 401),
    });
    renderWithProviders(<SignInScreen onNoShop={() => {}} />);
    const user = await fill('manager', 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
    expect(screen.getByLabelText(/username/i)).toHaveValue('manager');
    expect(window.localStorage.getItem('authToken')).toBeNull();
  });

  it('falls back to the generic failure text when the reply has no error field', async () => {
    stubFetch({
      'GET /api/base/auth-config/': json(config),
      'POST /api/base/login/': json({ username: ['This field may not be blank.'] }, 400),
    });
    renderWithProviders(<SignInScreen onNoShop={() => {}} />);
    const user = await fill('manager', 'x');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Please try again.');
  });

  it('falls back to the generic failure text on a network failure', async () => {
    stubFetch({
      'GET /api/base/auth-config/': json(config),
      'POST /api/base/login/': 'network-error',
    });
    renderWithProviders(<SignInScreen onNoShop={() => {}} />);
    const user = await fill('manager', 'x');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Please try again.');
  });

  it('signs in on a reply with a key but without has_shop_assignment', async () => {
    const { has_shop_assignment: _omitted, ...reply } = okLogin;
    stubFetch({
      'GET /api/base/auth-config/': json(config),
      'POST /api/base/login/': json(reply),
    });
    renderWithProviders(<SignInScreen onNoShop={() => {}} />);
    const user = await fill('manager', 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(window.localStorage.getItem('authToken')).toBe('tok-123'));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(window.localStorage.getItem('noShopUser')).toBeNull();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends a user without a shop to Account Not Configured without saving a token', async () => {
    stubFetch({
      'GET /api/base/auth-config/': json(config),
      'POST /api/base/login/': json({
        ...okLogin,
        key: null,
        has_shop_assignment: false,
        has_user_profile: true,
        user: { id: 9, username: 'noshop', email: 'noshop@example.test' },
      }),
    });
    renderApp('/');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/username/i), 'noshop');
    await user.type(screen.getByLabelText(/^password/i, { selector: 'input' }), 'fleetdesk-demo');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(
      await screen.findByRole('heading', { name: 'Account Not Configured' }),
    ).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('noShopUser') ?? 'null')).toEqual({
      email: 'noshop@example.test',
      hasUserProfile: true,
    });
    expect(window.localStorage.getItem('authToken')).toBeNull();
    expect(screen.getByText('noshop@example.test')).toBeInTheDocument();
  });

  it('disables Google sign-in and says why when it is not configured', async () => {
    stubFetch({ 'GET /api/base/auth-config/': json(config) });
    renderWithProviders(<SignInScreen onNoShop={() => {}} />);
    expect(
      await screen.findByText('Google sign-in is not configured for this installation.'),
    ).toBeInTheDocument();
    const google = screen.getByRole('button', { name: 'Sign in with Google' });
    expect(google).toBeDisabled();
    expect(google).toHaveAccessibleDescription(
      'Google sign-in is not configured for this installation.',
    );
  });

  it('enables Google sign-in when configured, and reports a failed popup', async () => {
    stubFetch({
      'GET /api/base/auth-config/': json({
        ...config,
        google_enabled: true,
        google_client_id: 'client-1',
      }),
    });
    window.google = {
      accounts: {
        oauth2: {
          initTokenClient: (cfg) => ({
            requestAccessToken: () => cfg.error_callback?.({ type: 'popup_closed' }),
          }),
        },
      },
    };
    renderWithProviders(<SignInScreen onNoShop={() => {}} />);
    const google = screen.getByRole('button', { name: 'Sign in with Google' });
    await waitFor(() => expect(google).toBeEnabled());
    await userEvent.setup().click(google);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Google login failed. Please try again.',
    );
    delete window.google;
  });

  it('exchanges the Google access token with the server', async () => {
    const calls = stubFetch({
      'GET /api/base/auth-config/': json({
        ...config,
        google_enabled: true,
        google_client_id: 'client-1',
      }),
      'POST /api/base/login/google/': json({ ...okLogin, key: 'google-tok' }),
    });
    let scope = '';
    window.google = {
      accounts: {
        oauth2: {
          initTokenClient: (cfg) => {
            scope = cfg.scope;
            return { requestAccessToken: () => cfg.callback({ access_token: 'ya29.token' }) };
          },
        },
      },
    };
    renderWithProviders(<SignInScreen onNoShop={() => {}} />);
    const google = screen.getByRole('button', { name: 'Sign in with Google' });
    await waitFor(() => expect(google).toBeEnabled());
    await userEvent.setup().click(google);
    await waitFor(() => expect(window.localStorage.getItem('authToken')).toBe('google-tok'));
    expect(scope).toBe('openid profile email');
    expect(calls.find((c) => c.url === '/api/base/login/google/')?.body).toEqual({
      access_token: 'ya29.token',
    });
    delete window.google;
  });
});
