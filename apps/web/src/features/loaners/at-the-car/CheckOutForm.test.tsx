import { LOANER_MESSAGES } from '@fleetdesk/contract/loaners';
import { MILEAGE_MESSAGES } from '@fleetdesk/contract/mileage';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CURRENT_CONTEXT } from '../../../../test/fixtures';
import { json, renderWithProviders, stubFetch } from '../../../../test/utils';
import { installFakeXhr, lastXhr } from '../../../lib/upload.test-helper';
import { agreement, LOANER_SETTINGS, outAgreement } from '../agreements/agreement.fixtures';
import { drawStroke, DRAWN_SIGNATURE, stubCanvas } from '../../../../test/canvas';
import { CheckOutForm } from './CheckOutForm';

const CHECK_OUT = 'POST /api/loaners/agreements/7/check_out/';

/** The form at the car, with the settings' terms, and what the check-out answers. */
function setUp(reply: Response | (() => Response) = json(outAgreement()), start = agreement()) {
  stubCanvas();
  const calls = stubFetch({
    ...CURRENT_CONTEXT,
    'GET /api/loaners/settings/': json(LOANER_SETTINGS),
    'GET /api/loaners/agreements/7/': json(outAgreement()),
    [CHECK_OUT]: reply,
  });
  const user = userEvent.setup();
  renderWithProviders(<CheckOutForm agreement={start} onDone={vi.fn()} />);
  const posts = () => calls.filter((c) => c.method === 'POST');
  return { user, posts };
}

async function fillReadings(user: ReturnType<typeof userEvent.setup>, { signed = true } = {}) {
  await user.type(screen.getByLabelText(/Odometer/), '30000');
  await user.click(screen.getByRole('radio', { name: 'Full' }));
  if (signed) drawStroke(screen.getByRole('img', { name: /Customer’s signature/ }));
}

const confirm = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Confirm check-out' }));

describe('CheckOutForm', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('keeps a check-out finished with no connection and sends it, under its key, when the connection returns', async () => {
    const { user, posts } = setUp();
    await fillReadings(user);
    act(() => onlineManager.setOnline(false));
    await confirm(user);
    expect(await screen.findByRole('status', { name: /Waiting to send/ })).toHaveTextContent(
      'No connection: the check-out is kept and is sent as soon as the connection returns.',
    );
    expect(posts()).toEqual([]);
    act(() => onlineManager.setOnline(true));
    expect(await screen.findByText('LA-00007 is out')).toBeInTheDocument();
    expect(screen.queryByText('Waiting to send')).not.toBeInTheDocument();
    expect(posts()).toHaveLength(1);
    expect(posts()[0]?.headers['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
  });

  it('sends the check-out again under the same key when a send met no network', async () => {
    let sends = 0;
    const { user, posts } = setUp(() => {
      sends += 1;
      if (sends === 1) throw new TypeError('Failed to fetch');
      return json(outAgreement());
    });
    await fillReadings(user);
    await confirm(user);
    expect(await screen.findByText('LA-00007 is out', {}, { timeout: 5_000 })).toBeInTheDocument();
    const keys = posts().map((p) => p.headers['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('shows the loaner’s last reading by the odometer before anything is typed', async () => {
    setUp();
    expect(screen.getByLabelText(/Odometer/)).toHaveAccessibleDescription(
      'Last reading: 29,950 mi on Jun 10, 2026',
    );
    expect(screen.getByLabelText(/Odometer/)).toHaveValue('');
  });

  it('shows the terms and refuses to confirm without the customer’s signature', async () => {
    const { user, posts } = setUp();
    expect(await screen.findByText(LOANER_SETTINGS.agreement_terms)).toBeInTheDocument();
    await fillReadings(user, { signed: false });
    await confirm(user);
    expect(await screen.findByText(LOANER_MESSAGES.signatureRequired)).toBeInTheDocument();
    expect(posts()).toEqual([]);
  });

  it('sends the drawn signature with the readings and shows the signed agreement', async () => {
    const { user, posts } = setUp();
    await fillReadings(user);
    await confirm(user);
    expect(await screen.findByText('LA-00007 is out')).toBeInTheDocument();
    expect(posts()[0]?.body).toEqual({
      odometer_out: 30000,
      fuel_out: 8,
      damage: [],
      signature: DRAWN_SIGNATURE,
      signed_name: 'Rosa Diaz',
    });
    expect(screen.getByRole('link', { name: 'Signed agreement' })).toHaveAttribute(
      'href',
      '/api/files/signed/agreement-7.pdf?sig=abc',
    );
  });

  it('takes no signature when the customer signed through the e-mailed link, and says when they did', async () => {
    const { user, posts } = setUp(
      json(outAgreement()),
      agreement({ signed_remotely_at: '2026-06-13T16:30:00Z' }),
    );
    expect(
      await screen.findByText(/Signed remotely at Jun 13, 2026.*no signature is needed here/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Customer’s signature/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Signed by/)).not.toBeInTheDocument();
    await fillReadings(user, { signed: false });
    await confirm(user);
    expect(await screen.findByText('LA-00007 is out')).toBeInTheDocument();
    expect(posts()[0]?.body).toEqual({ odometer_out: 30000, fuel_out: 8, damage: [] });
  });

  it('asks again for the signature after Clear', async () => {
    const { user, posts } = setUp();
    await fillReadings(user);
    await user.click(screen.getByRole('button', { name: 'Clear signature' }));
    await confirm(user);
    expect(await screen.findByText(LOANER_MESSAGES.signatureRequired)).toBeInTheDocument();
    expect(posts()).toEqual([]);
  });

  it('uploads a damage photo once the loaner is out, with its progress', async () => {
    installFakeXhr();
    const { user, posts } = setUp();
    await fillReadings(user);
    await user.click(screen.getByRole('button', { name: 'Hood' }));
    await user.upload(
      screen.getByLabelText('Photo of the damage'),
      new File(['jpeg'], 'hood.jpg', { type: 'image/jpeg' }),
    );
    await user.click(screen.getByRole('button', { name: 'Add damage' }));
    await confirm(user);
    expect(await screen.findByText('LA-00007 is out')).toBeInTheDocument();
    expect(posts()[0]?.body).toMatchObject({
      damage: [{ zone: 'hood', kind: 'scratch', note: '' }],
    });

    const xhr = lastXhr();
    expect(xhr.url).toBe('/api/loaners/agreements/7/damage_photo/');
    const sent = xhr.body as FormData;
    expect([sent.get('stage'), sent.get('zone'), (sent.get('file') as File).name]).toEqual([
      'out',
      'hood',
      'hood.jpg',
    ]);
    xhr.progress(50, 100);
    expect(await screen.findByText('50%')).toBeInTheDocument();
    xhr.respond(201, {});
    expect(await screen.findByText('Uploaded')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Back to the agreement' })).toBeEnabled(),
    );
  });

  it('says the server’s refusal in words and keeps the readings', async () => {
    const { user } = setUp(
      json({ odometer_out: [LOANER_MESSAGES.odometerBelowLatest(31000)] }, 400),
    );
    await fillReadings(user);
    await confirm(user);
    const alert = await screen.findByRole('alert', { name: /Could not check the loaner out/ });
    expect(within(alert).getByText(LOANER_MESSAGES.odometerBelowLatest(31000))).toBeInTheDocument();
    expect(screen.getByLabelText(/Odometer/)).toHaveValue('30,000 mi');
    expect(screen.getByRole('radio', { name: 'Full' })).toBeChecked();
  });

  it('offers to confirm a reading far beyond the last one, as the mileage log does a lower one', async () => {
    const far = MILEAGE_MESSAGES.farBeyond(30_000, 20_000, 1);
    let sends = 0;
    const { user, posts } = setUp(
      () => (++sends === 1 ? json({ odometer_out: [far] }, 400) : json(outAgreement())),
      agreement({ last_odometer: { reading: 20_000, recorded_on: null } }),
    );
    await fillReadings(user);
    await confirm(user);
    const offer = await screen.findByRole('button', { name: 'Confirm the reading' });
    expect(screen.getByText('If the odometer shows 30,000 mi, confirm it.')).toBeInTheDocument();
    await user.click(offer);
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the reading?' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm the reading' }));
    expect(await screen.findByText('LA-00007 is out')).toBeInTheDocument();
    expect(
      posts().map((p) => (p.body as { odometer_confirmed?: boolean }).odometer_confirmed),
    ).toEqual([undefined, true]);
  });

  it('offers no confirmation for a reading below the latest: that is refused outright', async () => {
    const { user } = setUp(
      json({ odometer_out: [LOANER_MESSAGES.odometerBelowLatest(31000)] }, 400),
      agreement({ last_odometer: { reading: 31_000, recorded_on: null } }),
    );
    await fillReadings(user);
    await confirm(user);
    await screen.findByRole('alert', { name: /Could not check the loaner out/ });
    expect(screen.queryByRole('button', { name: 'Confirm the reading' })).not.toBeInTheDocument();
  });

  it('records a paper agreement’s real check-out time, on the shop’s clock', async () => {
    const { user, posts } = setUp();
    await fillReadings(user);
    await user.click(screen.getByRole('button', { name: 'Recorded on paper earlier?' }));
    await user.type(screen.getByLabelText('Checked out at'), '2026-06-14T08:00');
    await confirm(user);
    expect(await screen.findByText('LA-00007 is out')).toBeInTheDocument();
    // 08:00 in Los Angeles in June is 15:00 UTC.
    expect(posts()[0]?.body).toMatchObject({ checked_out_at: '2026-06-14T15:00:00.000Z' });
  });
});
