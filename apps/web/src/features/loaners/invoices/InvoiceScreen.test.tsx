import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CURRENT_CONTEXT, permissionsReply } from '../../../../test/fixtures';
import { json, renderWithProviders, stubFetch } from '../../../../test/utils';
import { invoice } from '../testing/invoice-fixtures';
import InvoiceScreen from './InvoiceScreen';

const ROUTE = { route: '/loaners/invoices/3', path: '/loaners/invoices/:id' };
const MANAGER = permissionsReply({ canViewLoaners: true, canManageLoanerCharges: true });

describe('InvoiceScreen', () => {
  it('shows its agreements and totals; a viewer gets the PDF only', async () => {
    stubFetch({
      ...CURRENT_CONTEXT,
      'GET /api/base/permissions/': permissionsReply({ canViewLoaners: true }),
      'GET /api/loaners/invoices/3/': json(invoice({ paid: '100.00', balance: '110.00' })),
    });
    renderWithProviders(<InvoiceScreen />, ROUTE);
    expect(await screen.findByRole('heading', { name: 'Invoice INV-00001' })).toBeInTheDocument();
    const rows = screen.getByRole('table', { name: 'Agreements on this invoice' });
    const row = within(rows).getByText('LA-00011').closest('tr') as HTMLElement;
    expect(within(row).getByText('RO-501')).toBeInTheDocument();
    expect(within(row).getByText('4 used, 3 authorised')).toBeInTheDocument();
    expect(within(row).getByText('$105.00')).toBeInTheDocument();
    expect(screen.getByText('$110.00')).toBeInTheDocument();
    expect(screen.getByText('Not sent yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'PDF' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Void' })).not.toBeInTheDocument();
  });

  it('sends after a confirmation and shows when', async () => {
    let now = invoice();
    const calls = stubFetch({
      ...CURRENT_CONTEXT,
      'GET /api/base/permissions/': MANAGER,
      'GET /api/loaners/invoices/3/': () => json(now),
      'POST /api/loaners/invoices/3/send/': () => {
        now = invoice({ sent_at: '2026-12-02T15:04:00Z' });
        return json(now);
      },
    });
    renderWithProviders(<InvoiceScreen />, ROUTE);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    const confirm = await screen.findByRole('dialog', { name: 'Send INV-00001' });
    await user.click(within(confirm).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(/^Sent Dec 2, 2026/)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('voids only with a reason, and a void invoice offers no Send or Void', async () => {
    let now = invoice();
    const calls = stubFetch({
      ...CURRENT_CONTEXT,
      'GET /api/base/permissions/': MANAGER,
      'GET /api/loaners/invoices/3/': () => json(now),
      'POST /api/loaners/invoices/3/void/': () => {
        now = invoice({ status: 'void', void_reason: 'Wrong claim', balance: '0.00' });
        return json(now);
      },
    });
    renderWithProviders(<InvoiceScreen />, ROUTE);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Void' }));
    const dialog = await screen.findByRole('dialog', { name: 'Void INV-00001' });
    await user.click(within(dialog).getByRole('button', { name: 'Void invoice' }));
    expect(within(dialog).getByText('A void needs a reason.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Wrong claim');
    await user.click(within(dialog).getByRole('button', { name: 'Void invoice' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: 'Wrong claim' }),
    );
    expect(await screen.findByText(/Wrong claim/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Void' })).not.toBeInTheDocument();
  });
});
