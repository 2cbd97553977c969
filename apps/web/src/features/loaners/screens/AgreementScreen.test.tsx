import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signedInApi } from '../../../../test/fixtures';
import { json, renderApp, stubFetch } from '../../../../test/utils';
import { outAgreement } from '../agreements/agreement.fixtures';

const manager = { canViewLoaners: true, canManageLoaners: true };

describe('/loaners/agreements/{id}', () => {
  it('opens the agreement with its actions for a member who manages loaners', async () => {
    stubFetch({
      ...signedInApi(manager),
      'GET /api/loaners/agreements/7/': json(outAgreement()),
    });
    renderApp('/loaners/agreements/7', { token: 't' });
    expect(await screen.findByRole('heading', { name: 'LA-00007' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check in' })).toBeInTheDocument();
  });

  it('keeps the check-in on screen after it returns the loaner, to show the charges', async () => {
    const returned = outAgreement({ status: 'returned', odometer_in: 30_100, fuel_in: 8 });
    let current = outAgreement();
    stubFetch({
      ...signedInApi(manager),
      'GET /api/loaners/agreements/7/': () => json(current),
      'POST /api/loaners/agreements/7/check_in/': () => {
        current = returned;
        return json(returned);
      },
    });
    const user = userEvent.setup();
    renderApp('/loaners/agreements/7?at=check-in', { token: 't' });
    await user.type(await screen.findByLabelText(/Odometer/), '30100');
    await user.click(screen.getByRole('radio', { name: 'Full' }));
    await user.click(screen.getByRole('button', { name: 'Confirm check-in' }));
    expect(await screen.findByText('LA-00007 is returned')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to the agreement' }));
    expect(await screen.findByRole('heading', { name: 'LA-00007' })).toBeInTheDocument();
    expect(screen.getByText('Returned')).toBeInTheDocument();
  });

  it('says an agreement the shop does not have is not found', async () => {
    stubFetch({
      ...signedInApi(manager),
      'GET /api/loaners/agreements/8/': json({ detail: 'Not found.' }, 404),
    });
    renderApp('/loaners/agreements/8', { token: 't' });
    expect(await screen.findByText('Agreement not found')).toBeInTheDocument();
  });

  it('is refused without canViewLoaners', async () => {
    stubFetch(signedInApi({ canViewBasic: true }));
    renderApp('/loaners/agreements/7', { token: 't' });
    expect(await screen.findByText('Access denied to Loaners')).toBeInTheDocument();
  });
});
