import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../../../test/utils';
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
    await user.click(screen.getByRole('tab', { name: 'Webhooks' }));
    expect(screen.getByText('payment.recorded')).toBeInTheDocument();
  });
});
