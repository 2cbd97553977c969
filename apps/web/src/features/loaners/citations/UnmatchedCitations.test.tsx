import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CURRENT_CONTEXT, page } from '../../../../test/fixtures';
import { pickOption } from '../../../../test/select-option';
import { json, renderWithProviders, stubFetch } from '../../../../test/utils';
import { agreement, outAgreement } from '../agreements/agreement.fixtures';
import { citation } from '../testing/citation-fixtures';
import { UnmatchedCitations } from './UnmatchedCitations';

const UNMATCHED = 'GET /api/loaners/citations/?matched=false&page=1&page_size=25';
const SEARCH = 'GET /api/loaners/agreements/?search=Rosa&page_size=20';
const ATTACH = 'POST /api/loaners/citations/1/attach/';
// Newest start first, as the list answers: a reservation before the loan that was out.
const choices = json(
  page([agreement({ id: 8, number: 'LA-00008', status: 'reserved' }), outAgreement()]),
);

function renderList(canAttach: boolean, attachReply = json(citation({ result: 'matched' }))) {
  const calls = stubFetch({
    ...CURRENT_CONTEXT,
    [UNMATCHED]: json(page([citation()])),
    'GET /api/loaners/agreements/?page_size=20': choices,
    [SEARCH]: choices,
    [ATTACH]: attachReply,
  });
  renderWithProviders(<UnmatchedCitations formatTime={(t) => t} canAttach={canAttach} />);
  return { calls, user: userEvent.setup() };
}

describe('UnmatchedCitations: attach by hand', () => {
  it('picks an agreement that was lent, attaches, toasts and refreshes the list', async () => {
    const { calls, user } = renderList(true);
    await user.click(await screen.findByRole('button', { name: 'Attach OAK-1 to an agreement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Attach to an agreement' });
    await user.type(within(dialog).getByRole('combobox', { name: 'Agreement' }), 'Rosa');
    // A reservation is offered greyed: it never had the car.
    await pickOption(user, 'Agreement', 'LA-00007 · Rosa Diaz · LOAN-1 · RO-1001');
    const offered = screen.getAllByRole('option', { hidden: true });
    // Those that can take it first; a reservation greyed after them.
    expect(offered.map((o) => o.textContent?.slice(0, 8))).toEqual(['LA-00007', 'LA-00008']);
    expect(offered[1]).toHaveAttribute('aria-disabled', 'true');
    expect(
      within(dialog).getByText('It becomes a ticket charge on LA-00007, billed to Rosa Diaz.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Attach' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ agreement: 7 }),
    );
    expect(
      await screen.findByText('Ticket OAK-1 ($65.00) is on LA-00007, billed to Rosa Diaz.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(calls.filter((c) => c.url.includes('matched=false'))).toHaveLength(2),
    );
  });

  it('shows the server’s refusal in the dialog and keeps the choice', async () => {
    const { user } = renderList(
      true,
      json({ detail: 'This citation is already on an agreement.' }, 400),
    );
    await user.click(await screen.findByRole('button', { name: 'Attach OAK-1 to an agreement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Attach to an agreement' });
    await user.type(within(dialog).getByRole('combobox', { name: 'Agreement' }), 'Rosa');
    await pickOption(user, 'Agreement', 'LA-00007 · Rosa Diaz · LOAN-1 · RO-1001');
    await user.click(within(dialog).getByRole('button', { name: 'Attach' }));
    expect(
      await within(dialog).findByText('This citation is already on an agreement.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Agreement' })).toHaveValue(
      'LA-00007 · Rosa Diaz · LOAN-1 · RO-1001',
    );
  });

  it('offers no Attach without Manage loaner charges', async () => {
    renderList(false);
    expect(await screen.findByText('ZZZ 999')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Attach/ })).not.toBeInTheDocument();
  });
});
