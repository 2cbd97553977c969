import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CURRENT_CONTEXT, LATE_EVENING_PACIFIC } from '../../../../../test/fixtures';
import { renderWithProviders, stubFetch } from '../../../../../test/utils';
import { ApiTokenCard } from './ApiTokenCard';

describe('ApiTokenCard', () => {
  it("gives when the token was made and last used on the shop's clock, not UTC's", async () => {
    stubFetch(CURRENT_CONTEXT);
    renderWithProviders(
      <ApiTokenCard
        token={{
          id: 3,
          name: 'Estimating',
          permissions: ['canViewBasic'],
          created_by: 'Ada Admin',
          created_at: '2026-06-01T06:30:00Z',
          expires_on: null,
          // 23:30 in Los Angeles, the shop's zone: already the next day in UTC.
          last_used_at: LATE_EVENING_PACIFIC.toISOString(),
          is_expired: false,
        }}
        onRevoke={vi.fn()}
      />,
    );
    const card = screen.getByRole('article', { name: 'Estimating' });
    expect(await within(card).findByText('Jun 14, 2026, 11:30 PM')).toBeInTheDocument();
    expect(within(card).getByText('May 31, 2026 by Ada Admin')).toBeInTheDocument();
    expect(within(card).getByText('Never')).toBeInTheDocument();
  });
});
