import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { currentShop } from '../../../../test/fixtures';
import { json, renderWithProviders, stubFetch } from '../../../../test/utils';
import { ShopSwitcher } from './ShopSwitcher';

const user = {
  id: 2,
  username: 'manager',
  email: 'm@example.test',
  first_name: 'Mia',
  last_name: 'Manager',
  is_superuser: false,
};
const shops = [
  { id: 1, name: 'Downtown Collision', role: 'fleet_manager', is_active: true, is_current: true },
  {
    id: 2,
    name: 'Northside Body Shop',
    role: 'vehicle_viewer',
    is_active: true,
    is_current: false,
  },
  {
    id: 3,
    name: 'Old Mill Garage',
    role: 'Service Technician',
    is_active: false,
    is_current: false,
  },
];
const current = currentShop({ role: 'fleet_manager' });

function stubShops(
  options: { list?: typeof shops; needsSelection?: boolean; switchReply?: Response } = {},
) {
  const list = options.list ?? shops;
  return stubFetch({
    'GET /api/employees/available-shops/': json({
      shops: list,
      current_shop: options.needsSelection ? null : current,
    }),
    'GET /api/employees/current-context/': json({
      current_shop: options.needsSelection ? null : current,
      needs_shop_selection: options.needsSelection ?? false,
      user,
    }),
    'POST /api/employees/switch-shop/':
      options.switchReply ??
      json({
        current_shop: currentShop({ id: 2, name: 'Northside Body Shop', role: 'vehicle_viewer' }),
      }),
  });
}

describe('ShopSwitcher', () => {
  it('is hidden with one shop', async () => {
    const calls = stubShops({ list: [shops[0]!] });
    renderWithProviders(<ShopSwitcher />);
    await waitFor(() =>
      expect(calls.some((c) => c.url === '/api/employees/available-shops/')).toBe(true),
    );
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('button', { name: /switch shop/i })).not.toBeInTheDocument();
  });

  it('is hidden with no shops', async () => {
    stubShops({ list: [] });
    renderWithProviders(<ShopSwitcher variant="compact" />);
    await new Promise((r) => setTimeout(r, 30));
    expect(screen.queryByRole('button', { name: /switch shop/i })).not.toBeInTheDocument();
  });

  it('lists Available Shops with role, Inactive marker and a tick on the current shop', async () => {
    stubShops();
    renderWithProviders(<ShopSwitcher />);
    const target = await screen.findByRole('button', {
      name: 'Switch shop (current: Downtown Collision)',
    });
    await userEvent.setup().click(target);
    const items = await screen.findAllByRole('menuitem');
    expect(screen.getByText('Available Shops')).toBeInTheDocument();
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Downtown Collision');
    expect(items[0]).toHaveTextContent('Fleet Manager');
    expect(within(items[0]!).getByLabelText('Current shop')).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Vehicle Viewer');
    expect(within(items[1]!).queryByLabelText('Current shop')).not.toBeInTheDocument();
    expect(items[2]).toHaveTextContent('Service Technician');
    expect(within(items[2]!).getByText('Inactive')).toBeInTheDocument();
    expect(within(items[1]!).queryByText('Inactive')).not.toBeInTheDocument();
  });

  it('switches through the API and reloads the page', async () => {
    const calls = stubShops();
    const reload = vi.fn();
    renderWithProviders(<ShopSwitcher onSwitched={reload} />);
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: /switch shop/i }));
    await u.click(await screen.findByRole('menuitem', { name: /Northside Body Shop/ }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ shop_id: 2 });
  });

  it("shows the server's error field when the switch fails", async () => {
    stubShops({ switchReply: json({ error: 'You are not a member of this shop' }, 403) });
    const reload = vi.fn();
    renderWithProviders(<ShopSwitcher onSwitched={reload} />);
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: /switch shop/i }));
    await u.click(await screen.findByRole('menuitem', { name: /Northside Body Shop/ }));
    expect(await screen.findByText('You are not a member of this shop')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it("falls back to 'Failed to switch shop'", async () => {
    stubShops({ switchReply: json({ detail: 'Server error' }, 500) });
    renderWithProviders(<ShopSwitcher onSwitched={vi.fn()} />);
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: /switch shop/i }));
    await u.click(await screen.findByRole('menuitem', { name: /Northside Body Shop/ }));
    expect(await screen.findByText('Failed to switch shop')).toBeInTheDocument();
  });

  it("shows 'Failed to fetch available shops' when the list cannot load", async () => {
    stubFetch({
      'GET /api/employees/available-shops/': json({ detail: 'oops' }, 500),
      'GET /api/employees/current-context/': json({
        current_shop: current,
        needs_shop_selection: false,
        user,
      }),
    });
    renderWithProviders(<ShopSwitcher />);
    expect(await screen.findByText('Failed to fetch available shops')).toBeInTheDocument();
  });

  it('offers the compact variant as an icon button with the same dropdown', async () => {
    stubShops();
    renderWithProviders(<ShopSwitcher variant="compact" />);
    const target = await screen.findByRole('button', {
      name: 'Switch shop (current: Downtown Collision)',
    });
    expect(target).not.toHaveTextContent('Downtown Collision');
    await userEvent.setup().click(target);
    expect(await screen.findByText('Available Shops')).toBeInTheDocument();
  });

  it("shows the full 'Select a shop to continue' prompt when a selection is required", async () => {
    const calls = stubShops({
      needsSelection: true,
      list: shops.map((s) => ({ ...s, is_current: false })),
    });
    const reload = vi.fn();
    renderWithProviders(<ShopSwitcher variant="prompt" onSwitched={reload} />);
    expect(
      await screen.findByRole('heading', { name: 'Select a shop to continue' }),
    ).toBeInTheDocument();
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Switch to Old Mill Garage' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ shop_id: 3 });
  });

  it('shows no prompt when no selection is required', async () => {
    const calls = stubShops();
    renderWithProviders(<ShopSwitcher variant="prompt" />);
    await waitFor(() => expect(calls.length).toBeGreaterThanOrEqual(2));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByText('Select a shop to continue')).not.toBeInTheDocument();
  });
});
