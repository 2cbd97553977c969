import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CURRENT_CONTEXT } from '../../../../test/fixtures';
import { json, renderWithProviders, stubFetch } from '../../../../test/utils';
import { agreement } from '../agreements/agreement.fixtures';
import { SendForSignature } from './SendForSignature';

const SEND = 'POST /api/loaners/agreements/7/signing_link/';

describe('SendForSignature', () => {
  it('sends the link after a confirmation and says until when it works', async () => {
    const calls = stubFetch({
      ...CURRENT_CONTEXT,
      [SEND]: json({ expires_at: '2026-06-16T17:00:00Z' }),
    });
    renderWithProviders(<SendForSignature agreement={agreement()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send for signature' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send for signature' });
    expect(dialog).toHaveTextContent('A link sent earlier stops working.');
    await user.click(within(dialog).getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText('Signing link sent')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(
      /Link sent: it works until Jun 16, 2026/,
    );
    expect(screen.getByRole('button', { name: 'Send a new link' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      '/api/loaners/agreements/7/signing_link/',
    ]);
  });

  it('says when the customer signed, instead of the button', () => {
    stubFetch(CURRENT_CONTEXT);
    renderWithProviders(
      <SendForSignature agreement={agreement({ signed_remotely_at: '2026-06-13T16:30:00Z' })} />,
    );
    expect(screen.getByText(/Signed remotely at Jun 13, 2026/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
