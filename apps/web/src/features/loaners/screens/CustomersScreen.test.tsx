import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CURRENT_CONTEXT, page, permissionsReply } from '../../../../test/fixtures';
import { json, renderWithProviders, stubFetch } from '../../../../test/utils';
import { customer } from '../testing/customer-fixtures';
import CustomersScreen from './CustomersScreen';

describe('CustomersScreen', () => {
  it('lists customers with their balance and do-not-lend, and searches', async () => {
    const calls = stubFetch({
      ...CURRENT_CONTEXT,
      'GET /api/base/permissions/': permissionsReply({ canViewLoaners: true }),
      'GET /api/loaners/customers/?page=1&page_size=25': json(
        page([
          customer({ balance_due: '142.50' }),
          customer({ id: 8, first_name: 'Lee', last_name: 'Park', do_not_lend: true }),
        ]),
      ),
      'GET /api/loaners/customers/?search=park&page=1&page_size=25': json(
        page([customer({ id: 8, first_name: 'Lee', last_name: 'Park', do_not_lend: true })]),
      ),
    });
    renderWithProviders(<CustomersScreen />, {
      route: '/loaners/customers',
      path: '/loaners/customers',
    });
    const dana = (await screen.findByText('Dana Reyes')).closest('a');
    expect(dana).toHaveAttribute('href', '/loaners/customers/7');
    expect(within(dana as HTMLElement).getByText('$142.50')).toBeInTheDocument();
    const lee = screen.getByText('Lee Park').closest('a') as HTMLElement;
    expect(within(lee).getByText('Do not lend')).toBeInTheDocument();
    expect(within(lee).getByText('$0.00')).toBeInTheDocument();
    // Viewing only: no Add customer.
    expect(screen.queryByRole('button', { name: 'Add customer' })).not.toBeInTheDocument();

    await userEvent.setup().type(screen.getByLabelText('Search customers'), 'park');
    await waitFor(() => expect(screen.queryByText('Dana Reyes')).not.toBeInTheDocument());
    expect(screen.getByText('Lee Park')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.includes('search='))).toHaveLength(1);
  });

  it('has an empty state and an error in words', async () => {
    stubFetch({
      ...CURRENT_CONTEXT,
      'GET /api/base/permissions/': permissionsReply({ canViewLoaners: true }),
      'GET /api/loaners/customers/?page=1&page_size=25': json({ detail: 'down' }, 503),
    });
    renderWithProviders(<CustomersScreen />, {
      route: '/loaners/customers',
      path: '/loaners/customers',
    });
    expect(await screen.findByText('Failed to load customers')).toBeInTheDocument();
  });
});
