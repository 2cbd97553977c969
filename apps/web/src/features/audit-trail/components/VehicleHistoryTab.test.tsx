import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CURRENT_CONTEXT } from '../../../../test/fixtures';
import {
  json,
  renderWithProviders,
  stubFetch as stubApi,
  type FetchRoutes,
} from '../../../../test/utils';
import { auditEvent, auditPage as page, VIN } from '../testing/audit-fixtures';
import { VehicleHistoryTab } from './VehicleHistoryTab';

const LIST = `GET /api/audit/events/?vehicle=${VIN}&page=1&page_size=25`;
/** The list's replies, and the current shop (Los Angeles) whose clock the times are on. */
const stubFetch = (routes: FetchRoutes) => stubApi({ ...CURRENT_CONTEXT, ...routes });

describe('VehicleHistoryTab', () => {
  it('lists each change in words with who, when and every field before → after', async () => {
    stubFetch({ [LIST]: json(page([auditEvent()])) });
    renderWithProviders(<VehicleHistoryTab vin={VIN} />);
    const item = await screen.findByRole('listitem', { name: auditEvent().summary });
    // 14:07 UTC is 6:07 in the morning in Los Angeles, the shop's zone (as the CSV export writes it).
    expect(await within(item).findByText('Ann Lee · Mar 5, 2026, 6:07 AM')).toBeInTheDocument();
    expect(within(item).getByText('Vehicles')).toBeInTheDocument();
    const fields = within(item).getByRole('list', { name: 'Changed fields' });
    expect(
      within(fields)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['License plate: OLD 123 → NEW 456', 'Notes: (none) → Dent on the left door']);
  });

  it('names the API token that made a change', async () => {
    stubFetch({
      [LIST]: json(
        page([auditEvent({ who: { user_id: 4, name: 'Ann Lee', token_name: 'Estimating' } })]),
      ),
    });
    renderWithProviders(<VehicleHistoryTab vin={VIN} />);
    expect(await screen.findByText(/^Ann Lee \(API token “Estimating”\) · /)).toBeInTheDocument();
  });

  it('shows a skeleton while loading, then the empty state', async () => {
    stubFetch({ [LIST]: json(page([])) });
    renderWithProviders(<VehicleHistoryTab vin={VIN} />);
    expect(screen.getByRole('status', { name: 'Loading history' })).toBeInTheDocument();
    expect(await screen.findByText('No changes recorded yet')).toBeInTheDocument();
  });

  it('shows the error with a retry when the history fails to load', async () => {
    stubFetch({ [LIST]: json({ detail: 'boom' }, 500) });
    renderWithProviders(<VehicleHistoryTab vin={VIN} />);
    expect(await screen.findByText('Failed to fetch the vehicle’s history')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('loads older changes on request', async () => {
    stubFetch({
      [LIST]: json(page([auditEvent()], `/api/audit/events/?vehicle=${VIN}&page=2`, 2)),
      [`GET /api/audit/events/?vehicle=${VIN}&page=2&page_size=25`]: json(
        page(
          [
            auditEvent({
              id: 1,
              action: 'create',
              summary: `Ann Lee added vehicle ${VIN}`,
              changes: [],
            }),
          ],
          null,
          2,
        ),
      ),
    });
    renderWithProviders(<VehicleHistoryTab vin={VIN} />);
    expect(await screen.findByText('Showing 1 of 2 changes')).toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Load more' }));
    expect(
      await screen.findByRole('listitem', { name: `Ann Lee added vehicle ${VIN}` }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
