import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, renderWithProviders, stubFetch } from '../../../../test/utils';
import { agreement, outAgreement } from '../agreements/agreement.fixtures';
import { useAgreement } from './agreements';
import { useCheckOut } from './steps';

const DETAIL = '/api/loaners/agreements/7/';

/** The agreement's page in small: its number and state, and a button that checks it out. */
function AgreementAndCheckOut() {
  const shown = useAgreement(7);
  const checkOut = useCheckOut(7);
  return (
    <>
      <p>{shown.data ? `${shown.data.number} is ${shown.data.status}` : 'Loading'}</p>
      <button
        type="button"
        onClick={() =>
          checkOut.send({
            body: {
              odometer_out: 30000,
              fuel_out: 8,
              damage: [],
              signature: 'data:image/png;base64,AA==',
              signed_name: 'Rosa Diaz',
            },
            key: 'step-1',
          })
        }
      >
        Check out
      </button>
    </>
  );
}

describe('an agreement write', () => {
  it('keeps the reply as the agreement, without asking for it again', async () => {
    const calls = stubFetch({
      [`GET ${DETAIL}`]: json(agreement()),
      [`POST ${DETAIL}check_out/`]: json(outAgreement()),
    });
    renderWithProviders(<AgreementAndCheckOut />);
    expect(await screen.findByText('LA-00007 is reserved')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Check out' }));
    expect(await screen.findByText('LA-00007 is out')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.filter((c) => c.method === 'GET' && c.url === DETAIL)).toHaveLength(1);
  });
});
