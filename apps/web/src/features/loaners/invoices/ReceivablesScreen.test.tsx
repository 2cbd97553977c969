import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CURRENT_CONTEXT, permissionsReply } from '../../../../test/fixtures';
import { json, renderWithProviders, stubFetch } from '../../../../test/utils';
import { receivables } from '../testing/invoice-fixtures';
import ReceivablesScreen from './ReceivablesScreen';

const ROUTE = { route: '/loaners/receivables', path: '/loaners/receivables' };
const VIEWER = permissionsReply({ canViewLoaners: true });

describe('ReceivablesScreen', () => {
  it('shows insurers and customers aged, with the totals, and downloads the CSV', async () => {
    const calls = stubFetch({
      ...CURRENT_CONTEXT,
      'GET /api/base/permissions/': VIEWER,
      'GET /api/loaners/receivables/': json(receivables()),
      'GET /api/loaners/receivables/?format=csv': () =>
        new Response('"Owed by"\r\n', {
          headers: {
            'content-type': 'text/csv',
            'content-disposition': 'attachment; filename="receivables-2026-12-07.csv"',
          },
        }),
    });
    URL.createObjectURL = () => 'blob:receivables';
    URL.revokeObjectURL = () => {};
    renderWithProviders(<ReceivablesScreen />, ROUTE);
    const insurers = await screen.findByRole('table', { name: 'Insurers' });
    const farm = within(insurers).getByText('State Farm').closest('tr') as HTMLElement;
    expect(within(farm).getAllByText('$210.00')).toHaveLength(2);
    const customers = screen.getByRole('table', { name: 'Customers' });
    const dana = within(customers).getByText('Dana Reyes').closest('tr') as HTMLElement;
    expect(within(dana).getAllByText('$45.00')).toHaveLength(2);
    expect(screen.getByText('Open in total').nextSibling).toHaveTextContent('$255.00');

    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'CSV' }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('format=csv'))).toBe(true));
  });

  it('says when nothing is owed', async () => {
    stubFetch({
      ...CURRENT_CONTEXT,
      'GET /api/base/permissions/': VIEWER,
      'GET /api/loaners/receivables/': json(receivables({ insurers: [], customers: [] })),
    });
    renderWithProviders(<ReceivablesScreen />, ROUTE);
    expect(await screen.findByText('Nothing is owed')).toBeInTheDocument();
  });

  it('offers Retry when the figures fail to load', async () => {
    stubFetch({
      ...CURRENT_CONTEXT,
      'GET /api/base/permissions/': VIEWER,
      'GET /api/loaners/receivables/': json({ detail: 'down' }, 503),
    });
    renderWithProviders(<ReceivablesScreen />, ROUTE);
    expect(await screen.findByText('Failed to load the receivables')).toBeInTheDocument();
  });
});
