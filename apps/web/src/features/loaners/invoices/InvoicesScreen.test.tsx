import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CURRENT_CONTEXT, page, permissionsReply } from '../../../../test/fixtures';
import { json, renderWithProviders, stubFetch } from '../../../../test/utils';
import { agreement, totals } from '../agreements/agreement.fixtures';
import { insurer, invoice, invoiceItem } from '../testing/invoice-fixtures';
import InvoicesScreen from './InvoicesScreen';

const INSURERS = { 'GET /api/loaners/insurers/?page=1&page_size=100': json(page([insurer()])) };
const LIST = 'GET /api/loaners/invoices/?page=1&page_size=25';

describe('InvoicesScreen', () => {
  it('lists invoices with their figures and status, and filters by status', async () => {
    const calls = stubFetch({
      ...CURRENT_CONTEXT,
      ...INSURERS,
      'GET /api/base/permissions/': permissionsReply({ canViewLoaners: true }),
      [LIST]: json(
        page([
          invoiceItem({ balance: '110.00', status: 'partly_paid' }),
          invoiceItem({ id: 4, number: 'INV-00002', status: 'void', balance: '0.00' }),
        ]),
      ),
      'GET /api/loaners/invoices/?status=void&page=1&page_size=25': json(
        page([invoiceItem({ id: 4, number: 'INV-00002', status: 'void', balance: '0.00' })]),
      ),
    });
    renderWithProviders(<InvoicesScreen />, {
      route: '/loaners/invoices',
      path: '/loaners/invoices',
    });
    const table = await screen.findByRole('table', { name: 'Invoices' });
    const first = within(table).getByText('INV-00001').closest('tr') as HTMLElement;
    expect(within(first).getByText('$110.00')).toBeInTheDocument();
    expect(within(first).getByText('Partly paid')).toBeInTheDocument();
    expect(within(table).getByText('INV-00001').closest('a')).toHaveAttribute(
      'href',
      '/loaners/invoices/3',
    );
    // Viewing only: no New invoice.
    expect(screen.queryByRole('button', { name: 'New invoice' })).not.toBeInTheDocument();

    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Void', hidden: true }));
    await waitFor(() => expect(screen.queryByText('INV-00001')).not.toBeInTheDocument());
    expect(calls.some((c) => c.url.includes('status=void'))).toBe(true);
  });

  it('has an empty state', async () => {
    stubFetch({
      ...CURRENT_CONTEXT,
      ...INSURERS,
      'GET /api/base/permissions/': permissionsReply({ canViewLoaners: true }),
      [LIST]: json(page([])),
    });
    renderWithProviders(<InvoicesScreen />, {
      route: '/loaners/invoices',
      path: '/loaners/invoices',
    });
    expect(await screen.findByText('No invoices yet')).toBeInTheDocument();
  });

  it('says so when the list fails to load', async () => {
    stubFetch({
      ...CURRENT_CONTEXT,
      ...INSURERS,
      'GET /api/base/permissions/': permissionsReply({ canViewLoaners: true }),
      [LIST]: json({ detail: 'down' }, 503),
    });
    renderWithProviders(<InvoicesScreen />, {
      route: '/loaners/invoices',
      path: '/loaners/invoices',
    });
    expect(await screen.findByText('Failed to load invoices')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('makes a new invoice from the insurer’s returned agreements ticked', async () => {
    const returned = agreement({
      id: 11,
      number: 'LA-00011',
      status: 'returned',
      insurer: 5,
      checked_in_at: '2026-11-24T15:00:00Z',
      totals: totals({ insurer_amount: '105.00' }),
    });
    const calls = stubFetch({
      ...CURRENT_CONTEXT,
      ...INSURERS,
      'GET /api/base/permissions/': permissionsReply({
        canViewLoaners: true,
        canManageLoanerCharges: true,
      }),
      [LIST]: json(page([])),
      'GET /api/loaners/agreements/?status=returned&insurer=5&invoiced=false&page=1&page_size=100':
        json(page([returned])),
      'POST /api/loaners/invoices/': json(invoice(), 201),
    });
    renderWithProviders(<InvoicesScreen />, {
      route: '/loaners/invoices',
      path: '/loaners/invoices',
    });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'New invoice' }));
    const dialog = await screen.findByRole('dialog', { name: 'New invoice' });
    expect(within(dialog).getByRole('button', { name: 'Create invoice' })).toBeDisabled();
    await user.click(within(dialog).getByLabelText('Insurer'));
    // The filter's list has the insurer too: the dialog's list is the last one added.
    await user.click(
      (await screen.findAllByRole('option', { name: 'State Farm', hidden: true })).at(-1)!,
    );
    await user.click(await within(dialog).findByRole('checkbox', { name: /LA-00011/ }));
    expect(within(dialog).getByText(/\$105\.00/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create invoice' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        insurer: 5,
        agreements: [11],
      }),
    );
  });
});
