import { LOANER_MESSAGES } from '@fleetdesk/contract/loaners';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../../../test/utils';
import { agreement, outAgreement } from './agreement.fixtures';
import { renderAgreementActions } from './agreement-actions.test-helper';

const PATCH = 'PATCH /api/loaners/agreements/7/';

const renderActions = (shown = outAgreement(), reply = json(outAgreement())) =>
  renderAgreementActions(shown, { [PATCH]: reply });

describe('Extend: the due date of a loan that is out', () => {
  it('sends the new due date on the shop’s clock and says so', async () => {
    const due = '2026-06-20T01:00:00.000Z';
    const { calls, user } = renderActions(outAgreement(), json(outAgreement({ due_at: due })));
    await user.click(screen.getByRole('button', { name: 'Extend' }));
    const dialog = await screen.findByRole('dialog', { name: /Change the due date of LA-00007/ });
    const field = within(dialog).getByLabelText(/^Due/);
    // Due 2026-06-17 16:00 UTC is 09:00 in Los Angeles.
    expect(field).toHaveValue('2026-06-17T09:00');
    await user.clear(field);
    await user.type(field, '2026-06-19T18:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save due date' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ due_at: due }),
    );
    expect(await screen.findByText(/LA-00007 is now due Jun 19, 2026/)).toBeInTheDocument();
  });

  it('refuses a due date before the check-out, and shows the server’s overlap', async () => {
    const { calls, user } = renderActions(
      outAgreement(),
      json({ detail: 'This loaner is already booked by LA-00009 for that period.' }, 409),
    );
    await user.click(screen.getByRole('button', { name: 'Extend' }));
    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByLabelText(/^Due/);
    await user.clear(field);
    await user.type(field, '2026-06-14T08:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save due date' }));
    expect(await within(dialog).findByText(LOANER_MESSAGES.dueBeforeCheckOut)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH')).toEqual([]);
    await user.clear(field);
    await user.type(field, '2026-06-25T09:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save due date' }));
    expect(
      await within(dialog).findByText('This loaner is already booked by LA-00009 for that period.'),
    ).toBeInTheDocument();
    expect(field).toHaveValue('2026-06-25T09:00');
  });

  it('is offered only while the loan is out', () => {
    renderActions(agreement());
    expect(screen.queryByRole('button', { name: 'Extend' })).not.toBeInTheDocument();
  });
});
