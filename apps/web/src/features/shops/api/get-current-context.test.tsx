import { isoDateInZone } from '@fleetdesk/contract/rules/shop-day';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentShop } from '../../../../test/fixtures';
import { json, renderWithProviders, stubFetch } from '../../../../test/utils';
import { useShopToday } from './get-current-context';

function TodayProbe() {
  return <p>Today: {useShopToday() ?? 'loading'}</p>;
}

const user = {
  id: 1,
  username: 'admin',
  email: 'admin@example.test',
  first_name: 'Ada',
  last_name: 'Admin',
  is_superuser: false,
};

/** The server's answer: the shop's today, in Los Angeles, by the (fake) clock. */
const contextNow = () =>
  json({
    current_shop: currentShop({ today: isoDateInZone(new Date(), 'America/Los_Angeles') }),
    needs_shop_selection: false,
    user,
  });

afterEach(() => vi.useRealTimers());

describe("useShopToday: the shop's today moves on at its midnight", () => {
  it('asks the server again after midnight in the shop’s time zone, in a tab left open', async () => {
    // 23:55 in Los Angeles on 14 June.
    vi.useFakeTimers({
      toFake: ['Date', 'setInterval', 'clearInterval'],
      now: new Date('2026-06-15T06:55:00Z'),
    });
    stubFetch({ 'GET /api/employees/current-context/': contextNow });
    renderWithProviders(<TodayProbe />);
    expect(await screen.findByText('Today: 2026-06-14')).toBeInTheDocument();
    // Ten minutes later it is 00:05 on 15 June in Los Angeles.
    await act(() => vi.advanceTimersByTimeAsync(10 * 60_000));
    expect(await screen.findByText('Today: 2026-06-15')).toBeInTheDocument();
  });
});
