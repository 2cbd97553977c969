import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pickOption } from '../../../../test/select-option';
import { CURRENT_CONTEXT, permissionsReply } from '../../../../test/fixtures';
import { json, renderWithProviders, stubFetch, type FetchRoutes } from '../../../../test/utils';
import { auditEvent, auditPage } from '../testing/audit-fixtures';
import ActivityPage from './ActivityPage';

const LIST = 'GET /api/audit/events/?page=1&page_size=25';
const USERS = {
  'GET /api/employees/users/': json(
    auditPage([
      { id: 4, first_name: 'Ann', last_name: 'Lee', email: 'ann@example.test' },
      { id: 7, first_name: 'Bo', last_name: 'Diaz', email: 'bo@example.test' },
    ] as never[]),
  ),
};

const signIn = auditEvent({
  id: 9,
  area: 'security',
  area_display: 'Security',
  action: 'sign_in',
  who: { user_id: 7, name: 'Bo Diaz', token_name: null },
  record: { type: 'user', id: '7', label: 'Bo Diaz' },
  vehicle: null,
  changes: [],
  summary: 'Bo Diaz signed in',
});

let saved: { href: string; download: string }[] = [];
beforeEach(() => {
  saved = [];
  vi.stubGlobal(
    'URL',
    class extends URL {
      static override createObjectURL = () => 'blob:activity';
      static override revokeObjectURL = () => undefined;
    },
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ href: this.href, download: this.download });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const ADMIN = { 'GET /api/base/permissions/': permissionsReply({ canManageShopSettings: true }) };

function renderPage(routes: FetchRoutes) {
  const calls = stubFetch({ ...CURRENT_CONTEXT, ...USERS, ...ADMIN, ...routes });
  renderWithProviders(<ActivityPage />, {
    route: '/settings/activity',
    path: '/settings/activity',
  });
  return { calls, user: userEvent.setup({ delay: null }) };
}

describe('ActivityPage', () => {
  it("lists the shop's events with their vehicle, and filters by person", async () => {
    const { user } = renderPage({
      [LIST]: json(auditPage([auditEvent(), signIn])),
      'GET /api/audit/events/?user=7&page=1&page_size=25': json(auditPage([signIn])),
    });
    expect(screen.getByRole('status', { name: 'Loading activity' })).toBeInTheDocument();
    expect(await screen.findByText('2 events')).toBeInTheDocument();
    expect(
      await screen.findByText('Ann Lee · Mar 5, 2026, 6:07 AM · 1HGCM82633A004352'),
    ).toBeInTheDocument();
    await pickOption(user, 'Person', 'Bo Diaz');
    expect(await screen.findByText('1 event')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Bo Diaz signed in' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: auditEvent().summary })).not.toBeInTheDocument();
  });

  it('filters by area and exports the filtered list as CSV', async () => {
    const { user, calls } = renderPage({
      [LIST]: json(auditPage([auditEvent(), signIn])),
      'GET /api/audit/events/?area=security&page=1&page_size=25': json(auditPage([signIn])),
      'GET /api/audit/events/export/?area=security': new Response('"When"\r\n', { status: 200 }),
    });
    await screen.findByText('2 events');
    await pickOption(user, 'Area', 'Security');
    expect(await screen.findByText('1 event')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(saved).toEqual([{ href: 'blob:activity', download: 'activity.csv' }]),
    );
    expect(calls.map((c) => c.url)).toContain('/api/audit/events/export/?area=security');
  });

  it('offers a Fleet Manager only the areas they may see', async () => {
    const { user } = renderPage({
      [LIST]: json(auditPage([auditEvent()])),
      'GET /api/base/permissions/': permissionsReply({
        canViewActivity: true,
        canViewBasic: true,
        canViewFinancial: true,
      }),
    });
    expect(
      await screen.findByText('Who changed what in this shop, and when, in the areas you can see.'),
    ).toBeInTheDocument();
    const box = screen.getByRole('combobox', { name: 'Area' });
    await user.click(box);
    const list = await waitFor(() => document.getElementById(box.getAttribute('aria-controls')!)!);
    const offered = within(list)
      .getAllByRole('option', { hidden: true })
      .map((o) => o.textContent);
    expect(offered).toEqual(['Vehicles', 'Financing']);
  });

  it('says when nothing matches', async () => {
    renderPage({ [LIST]: json(auditPage([])) });
    expect(await screen.findByText('No activity found')).toBeInTheDocument();
  });

  it('pages through a long trail', async () => {
    const { user } = renderPage({
      [LIST]: json({
        ...auditPage([auditEvent()], '/api/audit/events/?page=2', 30),
        total_pages: 2,
      }),
      'GET /api/audit/events/?page=2&page_size=25': json({
        ...auditPage([signIn], null, 30),
        total_pages: 2,
        previous: '/api/audit/events/?page=1',
      }),
    });
    await screen.findByText('30 events');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('listitem', { name: 'Bo Diaz signed in' })).toBeInTheDocument();
  });
});
