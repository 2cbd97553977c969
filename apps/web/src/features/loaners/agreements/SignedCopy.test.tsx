import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CURRENT_CONTEXT } from '../../../../test/fixtures';
import { json, renderWithProviders, stubFetch } from '../../../../test/utils';
import { agreement, outAgreement } from './agreement.fixtures';
import { SignedCopy } from './SignedCopy';

const SEND = 'POST /api/loaners/agreements/7/send_signed_copy/';

describe('SignedCopy', () => {
  it('says when the signed copy was e-mailed and sends it again', async () => {
    const again = outAgreement({ signed_copy_sent_at: '2026-06-15T17:30:00.000Z' });
    const calls = stubFetch({ ...CURRENT_CONTEXT, [SEND]: json(again) });
    const user = userEvent.setup();
    renderWithProviders(
      <SignedCopy
        agreement={outAgreement({ signed_copy_sent_at: '2026-06-14T16:05:00.000Z' })}
        canManage
      />,
    );
    // 16:05 UTC is 9:05 AM in Los Angeles, the shop's zone.
    expect(
      await screen.findByText('Signed copy e-mailed on Jun 14, 2026, 9:05 AM.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send again' }));
    expect(
      await screen.findByText('Signed copy of LA-00007 e-mailed to Rosa Diaz'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('shows the server’s refusal, offers nothing before signing or without the permission', async () => {
    stubFetch({
      ...CURRENT_CONTEXT,
      [SEND]: json(
        { detail: 'The customer has no e-mail address: add one on their page first.' },
        400,
      ),
    });
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<SignedCopy agreement={outAgreement()} canManage />);
    expect(screen.getByText('The signed copy has not been e-mailed.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'E-mail the signed copy' }));
    expect(
      await screen.findByText('The customer has no e-mail address: add one on their page first.'),
    ).toBeInTheDocument();
    unmount();
    renderWithProviders(<SignedCopy agreement={agreement()} canManage />);
    expect(
      screen.queryByRole('button', { name: /signed copy|Send again/ }),
    ).not.toBeInTheDocument();
    renderWithProviders(<SignedCopy agreement={outAgreement()} canManage={false} />);
    expect(
      screen.queryByRole('button', { name: /signed copy|Send again/ }),
    ).not.toBeInTheDocument();
  });
});
