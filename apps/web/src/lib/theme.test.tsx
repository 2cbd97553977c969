import { act, render, screen, waitFor } from '@testing-library/react';
import { NumberInput } from '@mantine/core';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ThemeMenu } from '../app/layout/ThemeMenu';
import { AppProviders } from '../app/providers';
import { ShellOverlays } from '../app/ShellOverlays';
import { ThemeSync } from '../features/settings';
import { profileReply } from '../../test/fixtures';
import { json, renderApp, renderWithProviders, stubFetch } from '../../test/utils';
import { STORAGE_KEYS } from './storage';
import { reloadThemeChoice } from './theme';

const html = document.documentElement;

describe('theme', () => {
  it('starts light and puts the theme on <html>', async () => {
    stubFetch({
      'GET /api/base/auth-config/': json({
        google_enabled: false,
        google_client_id: null,
        app_name: 'Fleetdesk',
        support_email: '',
        support_phone: '',
      }),
    });
    renderApp('/');
    await waitFor(() => expect(html).toHaveAttribute('data-theme', 'light'));
    expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  });

  it('switches to dark from the top-bar menu, remembers it and saves it to the profile', async () => {
    const calls = stubFetch({
      'PATCH /api/employees/user-profile/': ({ body }) =>
        profileReply(body as Record<string, unknown>),
    });
    render(
      <AppProviders>
        <ThemeMenu />
      </AppProviders>,
    );
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Theme' }));
    await u.click(await screen.findByRole('radio', { name: 'Dark' }));
    await waitFor(() => expect(html).toHaveAttribute('data-theme', 'dark'));
    expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
    expect(window.localStorage.getItem(STORAGE_KEYS.theme)).toBe('dark');
    await waitFor(() =>
      expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
        ['PATCH', '/api/employees/user-profile/', { theme: 'dark' }],
      ]),
    );
  });

  it('puts back the saved theme when saving the choice fails', async () => {
    const calls = stubFetch({
      'GET /api/employees/user-profile/': profileReply({ theme: 'light' }),
      'PATCH /api/employees/user-profile/': json({ detail: 'down' }, 500),
    });
    render(
      <AppProviders>
        <ShellOverlays />
        <ThemeSync />
        <ThemeMenu />
      </AppProviders>,
    );
    // The saved theme has been read before the user changes it.
    await waitFor(() => expect(calls).toHaveLength(1));
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Theme' }));
    await u.click(await screen.findByRole('radio', { name: 'Dark' }));
    expect(await screen.findByText('Failed to save the theme')).toBeInTheDocument();
    await waitFor(() => expect(html).toHaveAttribute('data-theme', 'light'));
  });

  it("applies the signed-in user's saved theme over the local cache", async () => {
    window.localStorage.setItem(STORAGE_KEYS.theme, 'light');
    reloadThemeChoice();
    stubFetch({ 'GET /api/employees/user-profile/': profileReply({ theme: 'dark' }) });
    render(
      <AppProviders>
        <ThemeSync />
      </AppProviders>,
    );
    await waitFor(() => expect(html).toHaveAttribute('data-theme', 'dark'));
    expect(window.localStorage.getItem(STORAGE_KEYS.theme)).toBe('dark');
  });

  it('auto follows the clock and is re-evaluated every minute', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date(2025, 5, 1, 18, 59, 30));
    window.localStorage.setItem(STORAGE_KEYS.theme, 'auto');
    reloadThemeChoice();
    render(<AppProviders>{null}</AppProviders>);
    expect(html).toHaveAttribute('data-theme', 'light');
    await act(async () => {
      vi.advanceTimersByTime(60_000);
    });
    expect(html).toHaveAttribute('data-theme', 'dark');
    expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  });
});

describe('number fields', () => {
  it('keep a number typed out of range as typed, for the form to name, instead of correcting it', async () => {
    const changes: (string | number)[] = [];
    renderWithProviders(
      <NumberInput label="Warning days" min={1} max={365} onChange={(v) => changes.push(v)} />,
    );
    const user = userEvent.setup();
    const field = screen.getByLabelText('Warning days');
    await user.type(field, '400');
    await user.tab();
    expect(field).toHaveValue('400');
    expect(changes.at(-1)).toBe(400);
  });
});
