import { screen } from '@testing-library/react';
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
