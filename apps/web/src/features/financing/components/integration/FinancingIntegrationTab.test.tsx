import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { permissionsReply } from '../../../../../test/fixtures';
import { json, renderWithProviders, stubFetch } from '../../../../../test/utils';
import { FinancingIntegrationTab } from './FinancingIntegrationTab';

describe('FinancingIntegrationTab', () => {
  it('shows the status after a moment, without any call, and the providers', async () => {
    const calls = stubFetch({});
    renderWithProviders(<FinancingIntegrationTab />);
    expect(screen.getByRole('status', { name: 'Loading integration status' })).toBeInTheDocument();
    expect(await screen.findByText(/QuickBooks Online: Not Connected/)).toBeInTheDocument();
    expect(calls).toEqual([]);
    const card = (name: string) =>
      screen.getByText(name).closest('.mantine-Card-root') as HTMLElement;
    expect(within(card('Xero')).getByText('Coming Soon')).toBeInTheDocument();
    expect(within(card('Sage Intacct')).getByText('Planned')).toBeInTheDocument();
    expect(within(card('CSV export')).getByText('Active')).toBeInTheDocument();
  });

  it("links the CSV export card to the financing screen's Export tab", async () => {
    stubFetch({});
    renderWithProviders(<FinancingIntegrationTab />);
    expect(screen.getByRole('link', { name: 'Go to Export' })).toHaveAttribute(
      'href',
      '/vehicles/financing?view=export',
    );
  });

  it('lists the default account mappings and the other tabs', async () => {
    stubFetch({});
    const user = userEvent.setup();
    renderWithProviders(<FinancingIntegrationTab />);
    await user.click(screen.getByRole('tab', { name: 'Account Mapping' }));
    const table = screen.getByRole('table');
    const account = (item: string) =>
      within(within(table).getByText(item).closest('tr')!).getAllByRole('cell')[1]!.textContent;
    expect(account('Check payments')).toBe('1000 Checking');
    expect(account('Card payments')).toBe('1050 Credit Card Clearing');
    expect(account('Cash payments')).toBe('1100 Cash');
    expect(account('Late fees')).toBe('Late Fees');
    await user.click(screen.getByRole('tab', { name: 'QuickBooks' }));
    expect(screen.getByText(/File › Utilities › Import › IIF Files/)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'API Docs' }));
    expect(screen.getByText('/api/vehicles/export/payments/')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'API tokens' })).toHaveAttribute(
      'href',
      '/settings/integrations',
    );
    expect(screen.getByRole('link', { name: 'Webhooks' })).toHaveAttribute(
      'href',
      '/settings/integrations/webhooks',
    );
  });

  it("shows the shop's real webhook status to those who manage its settings", async () => {
    const webhook = (id: number, isActive: boolean, lastDelivery: unknown) => ({
      id,
      url: `https://erp.example.com/hooks/${id}`,
      events: ['payment.saved'],
      is_active: isActive,
      disabled_reason: null,
      created_at: '2026-06-01T10:00:00.000Z',
      last_delivery: lastDelivery,
    });
    stubFetch({
      'GET /api/base/permissions/': permissionsReply({ canManageShopSettings: true }),
      'GET /api/integrations/webhooks/': json([
        webhook(1, true, {
          event_type: 'payment.saved',
          status: 'delivered',
          response_code: 204,
          at: '2026-06-02T10:00:00.000Z',
        }),
        webhook(2, true, {
          event_type: 'financing.saved',
          status: 'pending',
          response_code: 500,
          at: '2026-06-03T10:00:00.000Z',
        }),
        webhook(3, false, null),
      ]),
    });
    const user = userEvent.setup();
    renderWithProviders(<FinancingIntegrationTab />);
    await user.click(screen.getByRole('tab', { name: 'Webhooks' }));
    expect(
      await screen.findByText('2 webhook endpoints are enabled. 1 disabled.'),
    ).toBeInTheDocument();
    // The newest delivery of all: still being retried after a 500.
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.getByText('HTTP 500')).toBeInTheDocument();
    expect(screen.getByText('payment.saved')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage webhooks' })).toHaveAttribute(
      'href',
      '/settings/integrations/webhooks',
    );
  });

  it('tells a member without the shop settings permission who sets webhooks up, asking nothing', async () => {
    const calls = stubFetch({
      'GET /api/base/permissions/': permissionsReply({ canViewFinancial: true }),
    });
    const user = userEvent.setup();
    renderWithProviders(<FinancingIntegrationTab />);
    await user.click(screen.getByRole('tab', { name: 'Webhooks' }));
    expect(await screen.findByText(/set up by your shop's administrators/)).toBeInTheDocument();
    expect(calls.map((c) => c.url)).not.toContain('/api/integrations/webhooks/');
  });
});
