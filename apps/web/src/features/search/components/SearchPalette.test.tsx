import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { testVin } from '../../../../test/fixtures';
import { json, renderWithProviders, stubFetch } from '../../../../test/utils';
import { CAME_FROM_SEARCH_KEY } from '../../../lib/search-flags';
import { clearAuthToken, setAuthToken } from '../../../lib/session';
import { SearchPalette } from './SearchPalette';

const MODULES = {
  modules: {
    vehicles: {
      display_name: 'Vehicles',
      icon: 'car',
      navigation_order: 10,
      navigation_permission: null,
      models: {},
    },
  },
};
const hit = (id: number, title: string, over: Record<string, unknown> = {}) => ({
  module: 'vehicles',
  type: 'vehicle',
  id,
  title,
  subtitle: `VIN ${testVin(id)}`,
  details: '',
  icon: 'car',
  url: `/vehicles/${testVin(id)}`,
  weight: 5,
  has_detail_page: true,
  ...over,
});

afterEach(() => {
  clearAuthToken();
  window.sessionStorage.clear();
});

describe('SearchPalette', () => {
  it('opens with Ctrl+K, searches as you type and opens a result from the keyboard', async () => {
    setAuthToken('t');
    const calls = stubFetch({
      'GET /api/base/modules/': json(MODULES),
      'GET /api/base/search/?q=cam&limit=8': json({
        results: [hit(1, '2021 Toyota Camry'), hit(2, '2019 Toyota Camry')],
        total_count: 2,
        searched_models: ['vehicle'],
      }),
    });
    renderWithProviders(<SearchPalette />, { route: '/' });
    expect(screen.queryByRole('textbox', { name: 'Quick search' })).toBeNull();

    const user = userEvent.setup();
    await user.keyboard('{Control>}k{/Control}');
    const input = await screen.findByRole('textbox', { name: 'Quick search' });
    await user.type(input, 'cam');
    expect(await screen.findByText('2021 Toyota Camry')).toBeInTheDocument();
    expect(screen.getByText('2019 Toyota Camry')).toBeInTheDocument();
    expect(screen.getByText('See all results')).toBeInTheDocument();
    // Every search carries the token, as every data call does (spec 1 section 6).
    expect(calls.filter((c) => c.url.startsWith('/api/base/search/'))[0]!.headers).toMatchObject({
      Authorization: 'Token t',
    });

    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent(`/vehicles/${testVin(2)}`);
    expect(window.sessionStorage.getItem(CAME_FROM_SEARCH_KEY)).toBe('true');
  });

  it('goes to the results page from See all results, and says when the search fails', async () => {
    setAuthToken('t');
    stubFetch({
      'GET /api/base/modules/': json(MODULES),
      'GET /api/base/search/?q=zzz&limit=8': json({ detail: 'down' }, 500),
    });
    renderWithProviders(<SearchPalette />, { route: '/' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Quick search (Ctrl+K)' }));
    await user.type(await screen.findByRole('textbox', { name: 'Quick search' }), 'zzz');
    expect(await screen.findByText('Failed to perform search')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /See all results/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/search?q=zzz');
  });
});
