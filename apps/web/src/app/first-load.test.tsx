import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, stubFetch, type FetchRoutes } from '../../test/utils';
import {
  ALL_VEHICLE_PERMISSIONS,
  EMPTY_SUMMARY,
  FOR_MODULE,
  LOCATIONS,
  listItem,
  page,
  pageSizeSetting,
  signedInApi,
  VIN,
} from '../../test/fixtures';
import { setAuthToken } from '../lib/session';
import { listKey } from '../features/vehicles/testing/list-calls';
import { App } from './App';

/** The app opened at `address` with a token, as a reload does. */
function openCold(address: string, routes: FetchRoutes) {
  const calls = stubFetch({ ...signedInApi(ALL_VEHICLE_PERMISSIONS), ...routes });
  setAuthToken('t');
  window.history.replaceState(null, '', address);
  render(<App />);
  return (path: string) => calls.filter((c) => c.url === path).length;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the first render waits for the page’s data', () => {
  it('shows the list with its rows in its first render', async () => {
    openCold('/vehicles', {
      [FOR_MODULE]: json({ page_size: pageSizeSetting(10) }),
      [LOCATIONS]: json(page([])),
      [listKey()]: json(page([listItem()])),
    });
    expect(await screen.findByRole('heading', { name: 'Vehicles' })).toBeInTheDocument();
    // Rendered once the rows had arrived: the heading comes with them.
    expect(screen.getByText(listItem().description)).toBeInTheDocument();
    expect(screen.getByText('Downtown Collision')).toBeInTheDocument();
  });

  it('a reply that failed while the page loaded is shown failed, not asked for again', async () => {
    const asked = openCold(`/vehicles/${VIN}`, {
      [`GET /api/vehicles/vehicles/${VIN}/`]: json({ error: 'Database unavailable' }, 500),
      ...EMPTY_SUMMARY,
    });
    // The load's one retry, a second later, then the message.
    expect(
      await screen.findByText('Failed to fetch vehicle details', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await sleep(1_500);
    expect(asked(`/api/vehicles/vehicles/${VIN}/`)).toBe(2);
  });

  it('a failure met while the page loaded is told in a toast', async () => {
    const asked = openCold('/vehicles', {
      'GET /api/vehicles/permissions/': 'network-error',
      [FOR_MODULE]: json({ page_size: pageSizeSetting(10) }),
      [LOCATIONS]: json(page([])),
      [listKey()]: json(page([listItem()])),
    });
    expect(await screen.findByText('Failed to load user permissions')).toBeInTheDocument();
    await waitFor(() => expect(asked('/api/vehicles/permissions/')).toBe(1));
  });
});
