import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, renderApp, stubFetch } from '../../../../test/utils';

const config = {
  google_enabled: false,
  google_client_id: null,
  app_name: 'Fleetdesk',
  support_email: 'support@fleetdesk.example',
  support_phone: '+1 (555) 010-0200',
};

describe('Account Not Configured', () => {
  it('tells a user with a profile that the account has no shop, with support details', async () => {
    stubFetch({ 'GET /api/base/auth-config/': json(config) });
    window.localStorage.setItem(
      'noShopUser',
      JSON.stringify({ email: 'noshop@example.test', hasUserProfile: true }),
    );
    renderApp('/no-shop-assignment');
    expect(
      await screen.findByRole('heading', { name: 'Account Not Configured' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/your account exists but is not assigned to any collision shop/i),
    ).toBeInTheDocument();
    expect(screen.getByText('noshop@example.test')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'support@fleetdesk.example' })).toHaveAttribute(
      'href',
      'mailto:support@fleetdesk.example',
    );
    expect(screen.getByRole('link', { name: '+1 (555) 010-0200' })).toHaveAttribute(
      'href',
      'tel:+15550100200',
    );
    expect(screen.getByText('When contacting support, please include:')).toBeInTheDocument();
    expect(screen.getByText(/your email address \(noshop@example\.test\)/i)).toBeInTheDocument();
    expect(screen.getByText(/the name of your collision shop, if known/i)).toBeInTheDocument();
    expect(screen.getByText(/the date and time of this message/i)).toBeInTheDocument();
  });

  it('tells a user without a profile that the profile is not set up', async () => {
    stubFetch({ 'GET /api/base/auth-config/': json(config) });
    window.localStorage.setItem(
      'noShopUser',
      JSON.stringify({ email: 'new@example.test', hasUserProfile: false }),
    );
    renderApp('/no-shop-assignment');
    expect(
      await screen.findByText(/your user profile has not been set up yet/i),
    ).toBeInTheDocument();
  });

  it('is reachable without a token and shows no account line when the address is unknown', async () => {
    stubFetch({ 'GET /api/base/auth-config/': json(config) });
    renderApp('/no-shop-assignment');
    expect(
      await screen.findByRole('heading', { name: 'Account Not Configured' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^Account:/)).not.toBeInTheDocument();
  });

  it('Return to Login clears the stored token and user (legacy keys too) and shows sign-in', async () => {
    stubFetch({ 'GET /api/base/auth-config/': json(config) });
    window.localStorage.setItem(
      'noShopUser',
      JSON.stringify({ email: 'noshop@example.test', hasUserProfile: true }),
    );
    window.localStorage.setItem('authToken', 'stale');
    window.localStorage.setItem('token', 'legacy');
    window.localStorage.setItem('user', '{"id":1}');
    const { router } = renderApp('/no-shop-assignment');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Return to Login' }));
    for (const key of ['authToken', 'noShopUser', 'token', 'user'])
      expect(window.localStorage.getItem(key)).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(
      await screen.findByRole('heading', { name: 'Welcome to Fleetdesk' }),
    ).toBeInTheDocument();
  });
});
