import type { Agreement } from '@fleetdesk/contract/loaner-agreements';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { CURRENT_CONTEXT } from '../../../../test/fixtures';
import { renderWithProviders, stubFetch, type FetchRoutes } from '../../../../test/utils';
import { AgreementActions } from './AgreementActions';

/** The agreement's actions as a member who manages loaners sees them, the API stubbed by `routes`. */
export function renderAgreementActions(shown: Agreement, routes: FetchRoutes) {
  const calls = stubFetch({ ...CURRENT_CONTEXT, ...routes });
  const noop = vi.fn();
  renderWithProviders(
    <AgreementActions
      agreement={shown}
      canManage
      onCheckOut={noop}
      onCheckIn={noop}
      onEdit={noop}
    />,
  );
  return { calls, user: userEvent.setup() };
}
