import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CURRENT_CONTEXT, issueReply, permissionsReply, testVin } from '../../../../test/fixtures';
import { json, renderWithProviders, stubFetch } from '../../../../test/utils';
import IssuesScreen from './IssuesScreen';

const VIN = testVin(9);
const issue = (over: Record<string, unknown> = {}) =>
  issueReply({
    vehicle: VIN,
    description: 'Bald rear tyre',
    priority: 'high',
    out_of_service: true,
    source: 40,
    ...over,
  });
const page = <T,>(results: T[]) => ({
  count: results.length,
  total_pages: 1,
  next: null,
  previous: null,
  results,
});

describe('IssuesScreen', () => {
  it('lists open issues with their badges and resolves one with what was done', async () => {
    const calls = stubFetch({
      ...CURRENT_CONTEXT,
      'GET /api/vehicles/permissions/': permissionsReply({ canViewBasic: true, canEdit: true }),
      'GET /api/employees/users/': json([
        { id: 5, first_name: 'Sam', last_name: 'Tech', email: 's@x.test' },
      ]),
      'GET /api/vehicles/issues/?status=open&page_size=200': json(page([issue()])),
      'GET /api/vehicles/issues/?status=resolved&page_size=200': json(page([])),
      'PATCH /api/vehicles/issues/90/': json(
        issue({ status: 'resolved', resolution: 'New tyres' }),
      ),
    });
    renderWithProviders(<IssuesScreen />, { route: '/vehicles/issues', path: '/vehicles/issues' });
    const list = await screen.findByRole('list', { name: 'Open issues' });
    const card = within(list).getByRole('listitem');
    expect(within(card).getByText('Tyres failed')).toBeVisible();
    expect(within(card).getByText('Out of service')).toBeVisible();
    expect(within(card).getByText('High priority')).toBeVisible();
    expect(within(card).getByText(/by inspection #40/)).toBeVisible();
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Resolve' }));
    await user.type(await screen.findByRole('textbox', { name: 'What was done' }), 'New tyres');
    await user.click(screen.getByRole('button', { name: 'Resolve issue' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(calls.find((c) => c.method === 'PATCH')!.body).toEqual({
      status: 'resolved',
      resolution: 'New tyres',
    });
    await user.click(screen.getByRole('radio', { name: 'Resolved' }));
    expect(await screen.findByText('No resolved issues')).toBeVisible();
  });

  it('shows the issues read-only to a member who may not write them', async () => {
    stubFetch({
      ...CURRENT_CONTEXT,
      'GET /api/vehicles/permissions/': permissionsReply({ canViewBasic: true }),
      'GET /api/employees/users/': json([]),
      'GET /api/vehicles/issues/?status=open&page_size=200': json(
        page([issue({ out_of_service: false })]),
      ),
    });
    renderWithProviders(<IssuesScreen />, { route: '/vehicles/issues', path: '/vehicles/issues' });
    const list = await screen.findByRole('list', { name: 'Open issues' });
    expect(within(list).queryByRole('button', { name: 'Resolve' })).toBeNull();
    expect(within(list).queryByText('Out of service')).toBeNull();
  });
});
