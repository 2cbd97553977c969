import { askEarly } from '../lib/api';

/**
 * What a signed-in screen opens with, by address, asked for as the page starts (askEarly in
 * lib/api). The paths are the features' own, written out here because the page's first code
 * has none of the features; `early-requests.test.tsx` opens each screen and fails if a path is
 * not taken, so a path changed in a feature is caught here.
 */

/** The shell's: the shop, the member, their shops, the navigation, the bell. */
const SHELL = [
  '/api/employees/current-context/',
  '/api/employees/user-profile/',
  '/api/employees/available-shops/',
  '/api/base/navigation/',
  '/api/base/permissions/',
  '/api/notifications/notifications/?page_size=100',
];

const VEHICLE_PERMISSIONS = '/api/vehicles/permissions/';

/** The main screens a member opens by address on a phone (issue 35), and what each asks first. */
type Asks = (match: RegExpExecArray, search: URLSearchParams) => string[];

const SCREENS: readonly [RegExp, Asks][] = [
  [/^\/$/, () => ['/api/dashboard/widgets/user_widgets/']],
  [
    /^\/vehicles\/?$/,
    () => [
      VEHICLE_PERMISSIONS,
      '/api/base/settings/for_module/?module=vehicles',
      '/api/shops/locations/',
    ],
  ],
  [
    /^\/vehicles\/([A-HJ-NPR-Z0-9]{17})\/?$/i,
    ([, vin]) => [
      VEHICLE_PERMISSIONS,
      `/api/vehicles/vehicles/${vin}/`,
      `/api/vehicles/vehicles/${vin}/summary/`,
    ],
  ],
  [/^\/loaners\/?$/, () => []],
  [
    /^\/loaners\/agreements\/(\d+)\/?$/,
    // The check-out form (a phone at the car) fills its terms from the loaner settings.
    ([, id], search) => [
      `/api/loaners/agreements/${id}/`,
      ...(search.get('at') === 'check-out' ? ['/api/loaners/settings/'] : []),
    ],
  ],
];

/** The GETs the screen at `address` (path and query) opens with; none for one not listed. */
export function earlyPathsFor(address: string): string[] {
  const url = new URL(address, 'http://fleetdesk.invalid');
  for (const [pattern, asks] of SCREENS) {
    const match = pattern.exec(url.pathname);
    if (match) return [...SHELL, ...asks(match, url.searchParams)];
  }
  return [];
}

/** Asks for them now, if someone is signed in (lib/api). */
export function askEarlyFor(address: string): void {
  askEarly(earlyPathsFor(address));
}
