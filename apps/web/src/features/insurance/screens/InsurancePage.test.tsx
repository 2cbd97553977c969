import type { Policy } from '@fleetdesk/contract/insurance';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  CURRENT_CONTEXT,
  LATE_EVENING_PACIFIC,
  permissionsReply,
  SHOP_TODAY,
} from '../../../../test/fixtures';
import { json, renderWithProviders, stubFetch } from '../../../../test/utils';
import { policyFixture } from '../policy.test-fixtures';
import InsurancePage from './InsurancePage';

const LIST = 'GET /api/vehicles/policies/?page=1&page_size=100';
const PERMISSIONS = 'GET /api/vehicles/permissions/';

const policy = policyFixture;

const page = (results: Policy[]) =>
  json({ count: results.length, total_pages: 1, next: null, previous: null, results });

const rowsOf = (name: string) =>
  within(screen.getByRole('table', { name })).getAllByRole('row').slice(1);

describe('InsurancePage (spec 2, insurance overview)', () => {
  it('splits Active from Previous: passed, empty and 1970 end dates are previous', async () => {
    stubFetch({
      ...CURRENT_CONTEXT,
      [PERMISSIONS]: permissionsReply({ canViewInsurance: true }),
      [LIST]: page([
        policy(1),
        policy(2, {
          master_policy: null,
          master_policy_id: null,
          insurance_company: 'Solo Mutual',
          end_date: '2001-06-30',
        }),
        policy(3, { end_date: null }),
        policy(4, { end_date: '1970-01-01' }),
      ]),
    });
    renderWithProviders(<InsurancePage />);
    expect(await screen.findByRole('table', { name: 'Active policies' })).toBeInTheDocument();
    const active = rowsOf('Active policies');
    expect(active).toHaveLength(1);
    expect(active[0]).toHaveTextContent('2021 Car 1');
    expect(active[0]).toHaveTextContent('Fleet Auto');
    expect(active[0]).toHaveTextContent('$1,200.50');
    const previous = rowsOf('Previous policies');
    expect(previous.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual([
      '2021 Car 2VIN00000000000002',
      '2021 Car 3VIN00000000000003',
      '2021 Car 4VIN00000000000004',
    ]);
    expect(previous[0]).toHaveTextContent('Individual Policy');
    expect(previous[0]).toHaveTextContent('Solo Mutual');
    expect(previous[1]).toHaveTextContent('Jan 1, 2026 – None');
    expect(previous[2]).toHaveTextContent('Jan 1, 2026 – None');
    // Bulk renewal is offered only to those who may manage insurance.
    expect(screen.queryByRole('link', { name: 'Bulk Renewal' })).not.toBeInTheDocument();
  });

  it("keeps a policy ending on the shop's today active at 23:30 in Los Angeles (UTC is a day ahead)", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: LATE_EVENING_PACIFIC });
    stubFetch({
      ...CURRENT_CONTEXT,
      [PERMISSIONS]: permissionsReply({ canViewInsurance: true }),
      [LIST]: page([policy(1, { end_date: SHOP_TODAY })]),
    });
    renderWithProviders(<InsurancePage />);
    await screen.findByRole('table', { name: 'Active policies' });
    expect(rowsOf('Active policies')[0]).toHaveTextContent('2021 Car 1');
    expect(screen.queryByRole('table', { name: 'Previous policies' })).not.toBeInTheDocument();
    vi.useRealTimers();
  });

  it('opens the details of a row in a modal', async () => {
    stubFetch({
      ...CURRENT_CONTEXT,
      [PERMISSIONS]: permissionsReply({ canViewInsurance: true, canManageInsurance: true }),
      [LIST]: page([policy(1, { notes: 'Garaged nightly' })]),
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
    expect(screen.getByRole('link', { name: 'Bulk Renewal' })).toHaveAttribute(
      'href',
      '/vehicles/insurance/bulk-renewal',
    );
  });

  it('opens the details when anywhere on a row is clicked', async () => {
    stubFetch({
      ...CURRENT_CONTEXT,
      [PERMISSIONS]: permissionsReply({ canViewInsurance: true }),
      [LIST]: page([policy(1, { notes: 'Garaged nightly' })]),
    });
    renderWithProviders(<InsurancePage />);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByText('2021 Car 1'));
    const dialog = await screen.findByRole('dialog', { name: 'Insurance Policy Details' });
    expect(dialog).toHaveTextContent('Garaged nightly');
  });

  it('shows the empty state and the load failure', async () => {
    stubFetch({ ...CURRENT_CONTEXT, [PERMISSIONS]: permissionsReply({}), [LIST]: page([]) });
    const { unmount } = renderWithProviders(<InsurancePage />);
    expect(await screen.findByText('No insurance policies found')).toBeInTheDocument();
    unmount();
    stubFetch({
      ...CURRENT_CONTEXT,
      [PERMISSIONS]: permissionsReply({}),
      [LIST]: json({ detail: 'boom' }, 500),
    });
    renderWithProviders(<InsurancePage />);
    // Inline, with a retry, and as a toast.
    await waitFor(() =>
      expect(screen.getAllByText('Failed to load insurance policies')).toHaveLength(2),
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
