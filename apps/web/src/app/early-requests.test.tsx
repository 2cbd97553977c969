import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderApp, stubFetch, type FetchRoutes } from '../../test/utils';
import {
  ALL_VEHICLE_PERMISSIONS,
  detail,
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
import { untakenEarlyPaths } from '../lib/api';
import { agreement, LOANER_SETTINGS } from '../features/loaners/agreements/agreement.fixtures';
import { listKey } from '../features/vehicles/testing/list-calls';
import { stubCanvas } from '../../test/canvas';
import { askEarlyFor, earlyPathsFor } from './early-requests';

const manager = { ...ALL_VEHICLE_PERMISSIONS, canViewLoaners: true, canManageLoaners: true };

/** Opens `address` as a cold start does: the early requests first, then the app. */
function openCold(address: string, routes: FetchRoutes) {
  const calls = stubFetch({ ...signedInApi(manager), ...routes });
  setAuthToken('t');
  askEarlyFor(address);
  renderApp(address);
  const asked = (path: string) => calls.filter((c) => c.url === path).length;
  return { asked };
}

/** Each early path was asked for once (early) and taken by the screen: none asked twice. */
async function expectAllTaken(address: string, asked: (path: string) => number) {
  await waitFor(() => expect(untakenEarlyPaths()).toEqual([]));
  for (const path of earlyPathsFor(address)) expect(asked(path), path).toBe(1);
}

describe('the requests a screen opens with, asked for as the page starts', () => {
  it('the dashboard takes every one', async () => {
    const { asked } = openCold('/', {});
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    await expectAllTaken('/', asked);
  });

  it('the vehicle list takes every one', async () => {
    const { asked } = openCold('/vehicles', {
      [FOR_MODULE]: json({ page_size: pageSizeSetting(10) }),
      [LOCATIONS]: json(page([])),
      [listKey()]: json(page([listItem()])),
    });
    expect(await screen.findByRole('heading', { name: 'Vehicles' })).toBeInTheDocument();
    await expectAllTaken('/vehicles', asked);
    // The page the first render waited for is the page the screen shows: asked for once.
    expect(await screen.findByText(listItem().description)).toBeInTheDocument();
    expect(asked(listKey().slice('GET '.length))).toBe(1);
  });

  it('a vehicle takes every one', async () => {
    const { asked } = openCold(`/vehicles/${VIN}`, {
      [`GET /api/vehicles/vehicles/${VIN}/`]: json(detail()),
      ...EMPTY_SUMMARY,
    });
    expect(await screen.findByRole('heading', { name: '2021 Honda Accord' })).toBeInTheDocument();
    await expectAllTaken(`/vehicles/${VIN}`, asked);
  });

  it('an agreement at check-out takes every one', async () => {
    stubCanvas();
    const { asked } = openCold('/loaners/agreements/7?at=check-out', {
      'GET /api/loaners/agreements/7/': json(agreement()),
      'GET /api/loaners/settings/': json(LOANER_SETTINGS),
    });
    expect(await screen.findByRole('heading', { name: 'Check out LA-00007' })).toBeInTheDocument();
    await expectAllTaken('/loaners/agreements/7?at=check-out', asked);
  });

  it('asks for nothing without a token, or for an address it does not list', () => {
    const calls = stubFetch({});
    askEarlyFor('/vehicles');
    setAuthToken('t');
    askEarlyFor('/settings/members');
    expect(calls).toEqual([]);
    expect(untakenEarlyPaths()).toEqual([]);
  });
});
