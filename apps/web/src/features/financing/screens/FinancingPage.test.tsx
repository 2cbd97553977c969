import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, renderWithProviders, stubFetch } from '../../../../test/utils';
import { permissionsReply, CURRENT_CONTEXT } from '../../../../test/fixtures';
import { dashboardReply } from '../testing/dashboard-fixtures';
import { loan, varianceReply } from '../testing/financing-fixtures';
import FinancingPage from './FinancingPage';

const DASHBOARD =
  'GET /api/vehicles/financing/dashboard/?type=all&ordering=end_date&page=1&page_size=12';

describe('FinancingPage', () => {
  it('opens on the Dashboard, and /vehicles/financing/{id} shows that financing until closed', async () => {
    stubFetch({
      ...CURRENT_CONTEXT,
      'GET /api/vehicles/permissions/': permissionsReply({ canViewFinancial: true }),
      [DASHBOARD]: json(dashboardReply([loan({ id: 6 })])),
      'GET /api/vehicles/financing/6/': json(loan({ id: 6, company_name: 'Harbor Credit' })),
      'GET /api/vehicles/financing/6/variance/?period=last6months': json(varianceReply()),
    });
    const user = userEvent.setup();
    renderWithProviders(<FinancingPage />, {
      route: '/vehicles/financing/6',
      path: '/vehicles/financing/:id?',
    });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Dashboard',
      'Analytics',
      'Export',
      'Reports',
      'Integration',
    ]);
    expect(screen.getByRole('tab', { name: 'Dashboard' })).toHaveAttribute('aria-selected', 'true');
    const dialog = await screen.findByRole('dialog', { name: 'Loan with Harbor Credit' });
    await user.click(within(dialog).getByRole('tab', { name: 'Variance Analysis' }));
    expect(await within(dialog).findByText('Late')).toBeInTheDocument();
    // Without manage financial, the cards offer no Record Payment.
    expect(screen.queryByRole('button', { name: /Record payment/ })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/vehicles\/financing$/),
    );
  });

  it('opens the tab the address names, and the CSV card of Integration links to Export', async () => {
    stubFetch({
      ...CURRENT_CONTEXT,
      'GET /api/vehicles/permissions/': permissionsReply({ canViewFinancial: true }),
      'GET /api/vehicles/export/options/': json({ detail: 'Not now.' }, 503),
    });
    const user = userEvent.setup();
    renderWithProviders(<FinancingPage />, {
      route: '/vehicles/financing?view=integration',
      path: '/vehicles/financing/:id?',
    });
    expect(screen.getByRole('tab', { name: 'Integration' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.click(screen.getByRole('link', { name: 'Go to Export' }));
    expect(screen.getByRole('tab', { name: 'Export' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('location')).toHaveTextContent('/vehicles/financing?view=export');
  });
});
