import type { Agreement } from '@fleetdesk/contract/loaner-agreements';
import { MantineProvider } from '@mantine/core';
import { MutationObserver, onlineManager, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CURRENT_CONTEXT } from '../../../../test/fixtures';
import { json, stubFetch, testQueryClient, type FetchRoutes } from '../../../../test/utils';
import { ShellOverlays } from '../../../app/ShellOverlays';
import { forgetAllFiles } from '../../../lib/kept-files';
import { keepWrites } from '../../../lib/kept-writes';
import { clearAuthToken, setAuthToken } from '../../../lib/session';
import { readStorage, STORAGE_KEYS } from '../../../lib/storage';
import { mantineTheme } from '../../../lib/theme';
import { agreement, outAgreement } from '../agreements/agreement.fixtures';
import { AgreementView } from '../agreements/AgreementView';
import { agreementQueryOptions, useAgreement } from '../api/agreements';
import { keptSteps, type StepSend } from '../api/steps';
import { installFakeXhr, lastXhr } from '../../../lib/upload.test-helper';
import type { StagedDamage } from './DamageMarker';
import { forgetRefusedStepPhotos, keepStepPhotos, keptPhotoCount } from './kept-photos';
import { ApiError, NetworkError } from '../../../lib/api';

const A = '/api/loaners/agreements/7/';
const CHECK_OUT: StepSend = {
  agreementId: 7,
  step: 'check_out',
  body: {
    odometer_out: 30000,
    fuel_out: 8,
    damage: [{ zone: 'hood', kind: 'dent', note: 'coin' }],
    signature: 'data:image/png;base64,AA==',
    signed_name: 'Rosa Diaz',
  },
  key: 'step-1',
};
/** The hood's mark, with the photo taken of it. */
const HOOD: StagedDamage[] = [
  { key: 1, zone: 'hood', kind: 'dent', note: 'coin', photos: [new File(['jpeg'], 'hood.jpg')] },
];
const KEPT = 'Odometer 30,000 miles · fuel Full · 1 damage mark · signed by Rosa Diaz';

/** The agreement's page of an earlier life of the app: a check-out finished there, offline. */
async function finishOfflineInAnEarlierPage(routes: FetchRoutes, marks: StagedDamage[] = []) {
  const calls = stubFetch({ ...CURRENT_CONTEXT, [`GET ${A}`]: json(agreement()), ...routes });
  const earlier = testQueryClient();
  const stop = keepWrites(earlier, [keptSteps]);
  await earlier.fetchQuery(agreementQueryOptions(7));
  onlineManager.setOnline(false);
  // As the form does: the photos kept first, then the step sent.
  await keepStepPhotos({ key: 'step-1', agreementId: 7, stage: 'out' }, marks);
  // The form's mutation, with the options the step defaults give it (the page's life its own).
  const sent = new MutationObserver<Agreement, Error, StepSend>(earlier, {
    mutationKey: ['loaners', 'step'],
    meta: { pageLife: 'an earlier page' },
  }).mutate(CHECK_OUT);
  sent.catch(() => {});
  await waitFor(() => expect(readStorage(STORAGE_KEYS.keptWrites)).not.toBeNull());
  stop();
  return calls;
}

function AgreementPage() {
  const shown = useAgreement(7);
  if (!shown.data) return <p>Loading</p>;
  return (
    <>
      <p>{`${shown.data.number} is ${shown.data.status}`}</p>
      <AgreementView agreement={shown.data} canManage canManageCharges={false} />
    </>
  );
}

/** The page opened again (a reload): a new cache, restored from what the phone kept. */
function reopen(search = '?at=check-out') {
  const client = testQueryClient();
  const stop = keepWrites(client, [keptSteps]);
  render(
    <MantineProvider theme={mantineTheme}>
      <QueryClientProvider client={client}>
        <ShellOverlays />
        <MemoryRouter initialEntries={[`/loaners/agreements/7${search}`]}>
          <AgreementPage />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { client, stop };
}

beforeEach(() => setAuthToken('kept-token'));
afterEach(async () => {
  onlineManager.setOnline(true);
  clearAuthToken();
  await forgetAllFiles();
});

describe('a step kept on the phone', () => {
  it('survives a reload with no signal, shows what it carries, and goes once when the signal returns', async () => {
    let posts: Record<string, string>[] = [];
    const calls = await finishOfflineInAnEarlierPage({
      [`POST ${A}check_out/`]: ({ headers }) => {
        posts = [...posts, headers];
        return json(outAgreement());
      },
    });
    expect(readStorage(STORAGE_KEYS.keptWrites)).toContain('data:image/png;base64,AA==');

    const { stop } = reopen();
    // Still no signal: the agreement opens from what was kept, the step waits on it.
    expect(await screen.findByText('LA-00007 is reserved')).toBeInTheDocument();
    const waiting = screen.getByRole('status');
    expect(waiting).toHaveTextContent('Waiting to send');
    expect(waiting).toHaveTextContent(KEPT);
    // No second check-out may begin while this one waits.
    expect(screen.queryByRole('form', { name: 'Check out' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Check out' })).not.toBeInTheDocument();
    expect(posts).toHaveLength(0);

    act(() => onlineManager.setOnline(true));
    expect(await screen.findByText('LA-00007 is out')).toBeInTheDocument();
    expect(posts).toHaveLength(1);
    expect(posts[0]!['Idempotency-Key']).toBe('step-1');
    await waitFor(() => expect(readStorage(STORAGE_KEYS.keptWrites)).toBeNull());
    expect(screen.queryByText('Waiting to send')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    stop();
  });

  it('is kept while its send is in flight: a reload then sends it again, under the same key', async () => {
    const keys: string[] = [];
    stubFetch({
      ...CURRENT_CONTEXT,
      [`GET ${A}`]: json(agreement()),
      [`POST ${A}check_out/`]: ({ headers }) => {
        keys.push(headers['Idempotency-Key']!);
        // The first send never answers (the page is reloaded meanwhile); the second does.
        return keys.length === 1 ? new Promise<Response>(() => {}) : json(outAgreement());
      },
    });
    const earlier = testQueryClient();
    const stopEarlier = keepWrites(earlier, [keptSteps]);
    await earlier.fetchQuery(agreementQueryOptions(7));
    void new MutationObserver<Agreement, Error, StepSend>(earlier, {
      mutationKey: ['loaners', 'step'],
      meta: { pageLife: 'an earlier page' },
    })
      .mutate(CHECK_OUT)
      .catch(() => {});
    await waitFor(() => expect(keys).toHaveLength(1));
    await waitFor(() => expect(readStorage(STORAGE_KEYS.keptWrites)).toContain('step-1'));
    stopEarlier();

    const { stop } = reopen('');
    expect(await screen.findByText('LA-00007 is out')).toBeInTheDocument();
    expect(keys).toEqual(['step-1', 'step-1']);
    stop();
  });

  it('refused on arrival: says why and what was kept, through another reload, until discarded', async () => {
    await finishOfflineInAnEarlierPage({
      [`POST ${A}check_out/`]: json({ detail: 'This loaner is already out on LA-00009.' }, 409),
    });
    onlineManager.setOnline(true);
    const first = reopen('');
    // React may run the state initializer that keeps writes twice: still one restore.
    const again = keepWrites(first.client, [keptSteps]);
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('The kept check-out was refused');
    expect(refusal).toHaveTextContent('This loaner is already out on LA-00009.');
    expect(refusal).toHaveTextContent(`Kept on this phone: ${KEPT}.`);
    await waitFor(() =>
      expect(readStorage(STORAGE_KEYS.keptWrites)).toContain('already out on LA-00009'),
    );
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    // Written again (a change of the cache), the refusal keeps its words for the next reload.
    act(() => onlineManager.setOnline(false));
    await waitFor(() =>
      expect(readStorage(STORAGE_KEYS.keptWrites)).toContain('already out on LA-00009'),
    );
    expect(readStorage(STORAGE_KEYS.keptWrites)).not.toContain('[object Object]');
    again();
    first.stop();
  });

  it('discarding a refused step, confirmed, removes what was kept', async () => {
    await finishOfflineInAnEarlierPage({
      [`POST ${A}check_out/`]: json({ detail: 'This loaner is already out on LA-00009.' }, 409),
    });
    onlineManager.setOnline(true);
    const { stop } = reopen('');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Discard the kept check-out' }));
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    await waitFor(() => expect(readStorage(STORAGE_KEYS.keptWrites)).toBeNull());
    stop();
  });

  it('keeps its damage photos on the phone through the reload, and sends them after the step', async () => {
    installFakeXhr();
    await finishOfflineInAnEarlierPage({ [`POST ${A}check_out/`]: json(outAgreement()) }, HOOD);
    const { stop } = reopen('');
    expect(
      await screen.findByText(
        'Odometer 30,000 miles · fuel Full · 1 damage mark · 1 photo · signed by Rosa Diaz',
      ),
    ).toBeInTheDocument();

    act(() => onlineManager.setOnline(true));
    expect(await screen.findByText('LA-00007 is out')).toBeInTheDocument();
    await waitFor(() => expect(lastXhr().url).toBe(`${A}damage_photo/`));
    const sent = lastXhr().body as FormData;
    expect(sent.get('zone')).toBe('hood');
    expect(sent.get('stage')).toBe('out');
    expect((sent.get('file') as File).name).toBe('hood.jpg');
    act(() => lastXhr().respond(201, {}));
    await waitFor(async () => expect(await keptPhotoCount('step-1')).toBe(0));
    stop();
  });

  it("drops a step's photos when the server refuses the step, not when the network fails", async () => {
    const step = { key: 'step-2', agreementId: 7, stage: 'out' as const };
    await keepStepPhotos(step, HOOD);
    await forgetRefusedStepPhotos('step-2', new NetworkError('Failed to fetch'));
    expect(await keptPhotoCount('step-2')).toBe(1);
    await forgetRefusedStepPhotos('step-2', new ApiError(409, { detail: 'Already out.' }));
    expect(await keptPhotoCount('step-2')).toBe(0);
  });

  it('goes with the session: signing out removes it from the phone', async () => {
    await finishOfflineInAnEarlierPage({}, HOOD);
    const client = testQueryClient();
    const stop = keepWrites(client, [keptSteps]);
    expect(readStorage(STORAGE_KEYS.keptWrites)).not.toBeNull();
    act(() => clearAuthToken());
    await waitFor(() => expect(readStorage(STORAGE_KEYS.keptWrites)).toBeNull());
    await waitFor(async () => expect(await keptPhotoCount('step-1')).toBe(0));
    stop();
  });
});
