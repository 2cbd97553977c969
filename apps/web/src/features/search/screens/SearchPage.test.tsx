import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { json, renderWithProviders, stubFetch } from '../../../../test/utils';
import { CAME_FROM_SEARCH_KEY } from '../../../lib/search-flags';
import { setAuthToken, clearAuthToken } from '../../../lib/session';
import SearchPage from './SearchPage';

const MODULES = {
  modules: {
    vehicles: {
      display_name: 'Vehicles',
      icon: 'car',
      navigation_order: 10,
      navigation_permission: 'canViewBasic',
      models: {},
    },
  },
};

const result = (over: Record<string, unknown>) => ({
  module: 'vehicles',
  type: 'vehicle',
  id: 1,
  title: '2021 Toyota Camry',
  subtitle: 'VIN 1HGCM82633A004352',
  details: 'Plate ABC123',
  icon: 'car',
  url: '/vehicles/1HGCM82633A004352',
  weight: 8,
  has_detail_page: true,
  ...over,
});

const reply = (results: unknown[]) => ({
  results,
  total_count: results.length,
  searched_models: ['vehicle', 'vendor', 'sample_item'],
});

const SEARCH = 'GET /api/base/search/?q=abc';

function renderAt(route: string) {
  return renderWithProviders(<SearchPage />, { route, path: '/search' });
}

afterEach(() => {
  clearAuthToken();
  window.sessionStorage.clear();
});

describe('SearchPage', () => {
  it('groups the results by module under the module’s display name', async () => {
    setAuthToken('t');
    stubFetch({
      'GET /api/base/modules/': json(MODULES),
      [SEARCH]: json(
        reply([
          result({}),
          result({ module: 'sample', type: 'item', id: 5, title: 'Sample abc', icon: 'box' }),
          result({ type: 'vendor', id: 2, title: 'ABC Glass', has_detail_page: false, url: '' }),
        ]),
      ),
    });
    renderAt('/search?q=%20abc%20');
    const vehicles = await screen.findByRole('region', { name: 'Vehicles' });
    expect(vehicles).toHaveTextContent('2021 Toyota Camry');
    expect(vehicles).toHaveTextContent('ABC Glass');
    expect(screen.getByRole('region', { name: 'Sample' })).toHaveTextContent('Sample abc');
    expect(screen.getByText('3 results for “abc”')).toBeInTheDocument();
    // Only a model with a detail page is a link.
    expect(screen.getByRole('link', { name: /2021 Toyota Camry/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /ABC Glass/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/');
  });

  it('opens a result with the came-from-search flag set', async () => {
    setAuthToken('t');
    stubFetch({ 'GET /api/base/modules/': json(MODULES), [SEARCH]: json(reply([result({})])) });
    renderAt('/search?q=abc');
    await userEvent.click(await screen.findByRole('link', { name: /2021 Toyota Camry/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/vehicles/1HGCM82633A004352');
    expect(window.sessionStorage.getItem(CAME_FROM_SEARCH_KEY)).toBe('true');
  });

  it('offers Browse Vehicles and Go to Dashboard when nothing matches', async () => {
    setAuthToken('t');
    stubFetch({ [SEARCH]: json(reply([])) });
    renderAt('/search?q=abc');
    expect(await screen.findByText('No results found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Vehicles' })).toHaveAttribute(
      'href',
      '/vehicles',
    );
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/');
  });

  it('says the search failed, and Refresh Results asks again', async () => {
    setAuthToken('t');
    let calls = 0;
    stubFetch({
      'GET /api/base/modules/': json(MODULES),
      [SEARCH]: () => (++calls === 1 ? json({ detail: 'boom' }, 500) : json(reply([result({})]))),
    });
    renderAt('/search?q=abc');
    expect(await screen.findByText('Failed to perform search')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Results' }));
    expect(await screen.findByText('2021 Toyota Camry')).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('does not search without a query or without a token', async () => {
    const calls = stubFetch({});
    renderAt('/search?q=%20%20');
    expect(
      screen.getByText('Type in the search box in the top bar to search across modules.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Results' })).toBeDisabled();
    renderAt('/search?q=abc');
    expect(calls).toEqual([]);
  });
});
