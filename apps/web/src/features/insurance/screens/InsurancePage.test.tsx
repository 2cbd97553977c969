import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CURRENT_CONTEXT, modulePageSize, permissionsReply } from '../../../../test/fixtures';
import { json, phoneScreen, renderWithProviders, stubFetch } from '../../../../test/utils';
import { policyFixture } from '../policy.test-fixtures';
import InsurancePage from './InsurancePage';

const PERMISSIONS = 'GET /api/vehicles/permissions/';
const SETTINGS = 'GET /api/base/settings/for_module/?module=insurance';
const MASTERS = 'GET /api/vehicles/master-policies/?page=1&page_size=100';

/** The request of one section, with the filters in the order the screen sends them. */
const sectionKey = (active: boolean, query = '', page = 1, pageSize = 10) =>
  `GET /api/vehicles/policies/?active=${active}${query}&page=${page}&page_size=${pageSize}`;

const policy = policyFixture;

const page = (results: unknown[], count = results.length, totalPages = 1) =>
  json({ count, total_pages: totalPages, next: null, previous: null, results });

const master = {
  id: 7,
  policy_name: 'Fleet Auto 2026',
  policy_number: 'FA-2026',
  insurance_company: 'Acme Mutual',
  start_date: '2026-01-01',
  end_date: '2026-12-31',
  total_premium: '0.00',
  vehicle_count: 2,
  deductible: null,
  coverage_type: '',
  additional_costs: '0.00',
  additional_costs_notes: '',
  notes: '',
  renewed_from: null,
  created_at: '2026-01-01T00:00:00Z',
};

const base = (permissions: Record<string, boolean> = { canViewInsurance: true }) => ({
  ...CURRENT_CONTEXT,
  [PERMISSIONS]: permissionsReply(permissions),
  [SETTINGS]: json({ page_size: modulePageSize('insurance', 'Insurance policies per page') }),
  [MASTERS]: page([master]),
});

const rowsOf = (name: string) =>
  within(screen.getByRole('table', { name })).getAllByRole('row').slice(1);
const location = () => screen.getByTestId('location').textContent;

describe('InsurancePage (spec 2, insurance overview)', () => {
  it('shows the Active and Previous sections, each counted and paged by the server', async () => {
    stubFetch({
      ...base(),
      [sectionKey(true)]: page([policy(1)], 42, 5),
      [sectionKey(false)]: page(
        [
          policy(2, {
            master_policy: null,
            master_policy_id: null,
            insurance_company: 'Solo Mutual',
            end_date: '2001-06-30',
          }),
          policy(3, { end_date: null }),
        ],
        2,
      ),
    });
    renderWithProviders(<InsurancePage />);
    expect(await screen.findByRole('table', { name: 'Active policies' })).toBeInTheDocument();
    const active = rowsOf('Active policies');
    expect(active).toHaveLength(1);
    expect(active[0]).toHaveTextContent('2021 Car 1');
    expect(active[0]).toHaveTextContent('Fleet Auto');
    expect(active[0]).toHaveTextContent('$1,200.50');
    // Every matching policy is counted, not only this page's.
    expect(screen.getByLabelText('42 active policies')).toHaveTextContent('42');
    expect(screen.getByRole('button', { name: 'Active page 5' })).toBeInTheDocument();
    const previous = rowsOf('Previous policies');
    expect(previous[0]).toHaveTextContent('Individual Policy');
    expect(previous[0]).toHaveTextContent('Solo Mutual');
    expect(previous[1]).toHaveTextContent('Jan 1, 2026 – None');
    // One page of Previous: no pager.
    expect(screen.queryByRole('button', { name: 'Previous page 1' })).not.toBeInTheDocument();
    // Bulk renewal is offered only to those who may manage insurance.
    expect(screen.queryByRole('link', { name: 'Bulk Renewal' })).not.toBeInTheDocument();
  });

  it('reads search, filters and pages from the address and sends them', async () => {
    const filters = '&search=camry&company=Acme+Mutual&master_policy=7&ends_within=30';
    const calls = stubFetch({
      ...base(),
      [sectionKey(true, filters, 2)]: page([policy(4)], 12, 2),
      [sectionKey(false, filters, 1)]: page([]),
    });
    renderWithProviders(<InsurancePage />, {
      route: '/?q=camry&company=Acme+Mutual&master=7&ends=30&page=2',
    });
    expect(await screen.findByRole('table', { name: 'Active policies' })).toHaveTextContent(
      '2021 Car 4',
    );
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('camry');
    expect(screen.getByRole('combobox', { name: 'Insurance company' })).toHaveValue('Acme Mutual');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Master policy' })).toHaveValue(
        'Fleet Auto 2026 (FA-2026)',
      ),
    );
    expect(screen.getByRole('textbox', { name: 'Ending within (days)' })).toHaveValue('30');
    expect(screen.getByText('No previous policies.')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.startsWith('/api/vehicles/policies/'))).toHaveLength(2);
  });

  it('debounces the search into the address, back to page 1, then pages', async () => {
    stubFetch({
      ...base(),
      [sectionKey(true, '', 3)]: page([policy(1)], 30, 3),
      [sectionKey(false)]: page([]),
      [sectionKey(true, '&search=zc-9', 1)]: json({
        count: 2000,
        count_is_lower_bound: true,
        total_pages: 2,
        next: null,
        previous: null,
        results: [policy(5)],
      }),
      [sectionKey(false, '&search=zc-9')]: page([]),
      [sectionKey(true, '&search=zc-9', 2)]: page([policy(6)], 11, 2),
    });
    renderWithProviders(<InsurancePage />, { route: '/?page=3' });
    await screen.findByRole('table', { name: 'Active policies' });
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'zc-9');
    await waitFor(() => expect(location()).toBe('/?q=zc-9'));
    expect(await screen.findByText('2021 Car 5')).toBeInTheDocument();
    // A broad search is counted to a cap: "at least".
    expect(screen.getByLabelText('2000 or more active policies')).toHaveTextContent('2000+');
    await user.click(screen.getByRole('button', { name: 'Active page 2' }));
    await waitFor(() => expect(location()).toBe('/?q=zc-9&page=2'));
    expect(await screen.findByText('2021 Car 6')).toBeInTheDocument();
  });

  it('commits a company and a number of days typed within one pause together', async () => {
    stubFetch({
      ...base(),
      [sectionKey(true)]: page([policy(1)]),
      [sectionKey(false)]: page([]),
      [sectionKey(true, '&company=Coastal&ends_within=30')]: page([policy(9)]),
      [sectionKey(false, '&company=Coastal&ends_within=30')]: page([]),
    });
    renderWithProviders(<InsurancePage />);
    await screen.findByRole('table', { name: 'Active policies' });
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByRole('combobox', { name: 'Insurance company' }), 'Coastal');
    await user.type(screen.getByRole('textbox', { name: 'Ending within (days)' }), '30');
    await waitFor(() => expect(location()).toBe('/?company=Coastal&ends=30'));
    expect(await screen.findByText('2021 Car 9')).toBeInTheDocument();
  });

  it('filters individual policies by master policy at once', async () => {
    stubFetch({
      ...base(),
      [sectionKey(true)]: page([policy(1)]),
      [sectionKey(false)]: page([]),
      [sectionKey(true, '&master_policy=none')]: page([policy(8, { master_policy: null })]),
      [sectionKey(false, '&master_policy=none')]: page([]),
    });
    renderWithProviders(<InsurancePage />);
    await screen.findByRole('table', { name: 'Active policies' });
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('combobox', { name: 'Master policy' }));
    await user.click(
      await screen.findByRole('option', { name: 'Individual policies', hidden: true }),
    );
    await waitFor(() => expect(location()).toBe('/?master=none'));
    expect(await screen.findByText('2021 Car 8')).toBeInTheDocument();
  });

  it('says what matched nothing and offers to clear the filters', async () => {
    stubFetch({
      ...base(),
      [sectionKey(true, '&search=zzz&ends_within=7')]: page([]),
      [sectionKey(false, '&search=zzz&ends_within=7')]: page([]),
      [sectionKey(true)]: page([policy(1)]),
      [sectionKey(false)]: page([]),
    });
    renderWithProviders(<InsurancePage />, { route: '/?q=zzz&ends=7' });
    expect(await screen.findByText('No policies match')).toBeInTheDocument();
    expect(screen.getByText('Nothing matched “zzz”, ending within 7 days.')).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    const clear = screen.getAllByRole('button', { name: 'Clear filters' });
    await user.click(clear[clear.length - 1]!);
    await waitFor(() => expect(location()).toBe('/'));
    expect(await screen.findByText('2021 Car 1')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });

  it('opens the details of a row from its button and from anywhere on it', async () => {
    stubFetch({
      ...base({ canViewInsurance: true, canManageInsurance: true }),
      [sectionKey(true)]: page([policy(1, { notes: 'Garaged nightly' })]),
      [sectionKey(false)]: page([]),
    });
    renderWithProviders(<InsurancePage />);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: /Details of 2021 Car 1/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Insurance Policy Details' });
    expect(dialog).toHaveTextContent('Garaged nightly');
    expect(within(dialog).getByRole('link', { name: 'Open Policy' })).toHaveAttribute(
      'href',
      '/vehicles/insurance/policy/1',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByText('2021 Car 1'));
    expect(await screen.findByRole('dialog', { name: 'Insurance Policy Details' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Bulk Renewal' })).toHaveAttribute(
      'href',
      '/vehicles/insurance/bulk-renewal',
    );
  });

  it('shows cards on a phone, and a card opens its details', async () => {
    phoneScreen();
    stubFetch({
      ...base(),
      [sectionKey(true)]: page([policy(1, { notes: 'Garaged nightly' })]),
      [sectionKey(false)]: page([]),
    });
    renderWithProviders(<InsurancePage />);
    const cards = await screen.findByRole('list', { name: 'Active policies' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(cards).getByRole('listitem')).toHaveTextContent('Insurance Company');
    const user = userEvent.setup({ delay: null });
    await user.click(within(cards).getByText('2021 Car 1'));
    expect(await screen.findByRole('dialog', { name: 'Insurance Policy Details' })).toBeVisible();
  });

  it('shows the empty state and the load failure', async () => {
    stubFetch({ ...base(), [sectionKey(true)]: page([]), [sectionKey(false)]: page([]) });
    const { unmount } = renderWithProviders(<InsurancePage />);
    expect(await screen.findByText('No insurance policies found')).toBeInTheDocument();
    unmount();
    stubFetch({
      ...base(),
      [sectionKey(true)]: json({ detail: 'boom' }, 500),
      [sectionKey(false)]: page([]),
    });
    renderWithProviders(<InsurancePage />);
    // Inline, with a retry, and as a toast.
    await waitFor(() =>
      expect(screen.getAllByText('Failed to load insurance policies')).toHaveLength(2),
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
