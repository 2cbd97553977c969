import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  createMemoryRouter,
  MemoryRouter,
  Route,
  RouterProvider,
  Routes,
  useLocation,
} from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../src/app/providers';
import { createQueryCache } from '../src/lib/query-client';
import { routes } from '../src/app/routes';
import { ShellOverlays } from '../src/app/ShellOverlays';
import { setAuthToken } from '../src/lib/session';
import { mantineTheme } from '../src/lib/theme';

/** A JSON reply as the server would send it. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

type Handler = (request: {
  body: unknown;
  headers: Record<string, string>;
}) => Response | Promise<Response>;
/** `'GET /api/x/'` -> reply; the special value 'network-error' makes fetch reject. */
export type FetchRoutes = Record<string, Handler | Response | 'network-error'>;

export type FetchCall = {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, string>;
};

/** Calls that no table answered, since the last take; setup.ts fails the test that made any. */
const unansweredCalls: string[] = [];

/** Empties the list of unanswered calls and returns what it held. */
export function takeUnansweredCalls(): string[] {
  return unansweredCalls.splice(0);
}

/**
 * Replaces global fetch (the network boundary) with a table of replies. A call the table does not
 * name rejects (so a test cannot pass on a reply it never wrote down) and fails the test.
 * Returns the list of calls made.
 */
export function stubFetch(table: FetchRoutes): FetchCall[] {
  const calls: FetchCall[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body, headers });
    const entry = table[`${method} ${url}`];
    if (entry === undefined) {
      unansweredCalls.push(`${method} ${url}`);
      throw new Error(`stubFetch: no reply for ${method} ${url}`);
    }
    if (entry === 'network-error') throw new TypeError('Failed to fetch');
    if (entry instanceof Response) return entry.clone();
    return entry({ body, headers });
  });
  vi.stubGlobal('fetch', fetchStub);
  return calls;
}

/** Whether a `max-width` media query (px, or em at 16 px) holds on a screen `width` px wide. */
function holds(query: string, width: number): boolean {
  const max = /max-width:\s*([\d.]+)(px|em)/.exec(query);
  return max !== null && width <= Number(max[1]) * (max[2] === 'em' ? 16 : 1);
}

/** A phone's width in CSS pixels (an iPhone 14), the width the phone-screen tests run at. */
export const PHONE_WIDTH = 390;

/**
 * A screen `width` px wide, as Mantine's useMediaQuery reads it (jsdom has no layout): every
 * `max-width` query at or above it matches. Returns a function that changes the width and tells
 * the listeners, as a phone turned on its side. setup.ts puts the wide screen back after a test.
 */
export function screenOfWidth(width: number = PHONE_WIDTH): (next: number) => void {
  const listeners = new Map<(event: MediaQueryListEvent) => void, string>();
  let current = width;
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return holds(query, current);
    },
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) =>
      listeners.set(listener, query),
    removeEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) =>
      listeners.delete(listener),
    dispatchEvent: () => false,
  }));
  return (next: number) => {
    current = next;
    act(() =>
      listeners.forEach((media, listener) =>
        listener({ matches: holds(media, next), media } as MediaQueryListEvent),
      ),
    );
  };
}

/** A phone-width screen (390 px): the phone layouts under 600 px and Mantine's `sm` and below. */
export const phoneScreen = () => screenOfWidth(PHONE_WIDTH);

export function testQueryClient(): QueryClient {
  return new QueryClient({
    // The app's cache: a failed load raises the toast its query's meta names.
    queryCache: createQueryCache(),
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
}

/** Shows the current location so tests can assert redirects. */
export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/** Renders a component inside the app's providers, a memory router and the toast/modal hosts. */
export function renderWithProviders(
  ui: ReactNode,
  { route = '/', path = '*' }: { route?: string; path?: string } = {},
): RenderResult {
  const client = testQueryClient();
  return render(
    <MantineProvider theme={mantineTheme}>
      <QueryClientProvider client={client}>
        <ShellOverlays />
        <MemoryRouter initialEntries={[route]}>
          {path === '*' ? (
            ui
          ) : (
            <Routes>
              <Route path={path} element={ui} />
              <Route path="*" element={null} />
            </Routes>
          )}
          <LocationProbe />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/** Renders the whole app (route table) at a path, optionally signed in. */
export function renderApp(route: string, { token }: { token?: string } = {}) {
  if (token) setAuthToken(token);
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const result = render(
    <AppProviders queryClient={testQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router };
}
