import {
  agreementSchema,
  type Agreement,
  type CheckIn,
  type CheckOut,
} from '@fleetdesk/contract/loaner-agreements';
import {
  type Mutation,
  type MutationOptions,
  type QueryClient,
  useMutation,
  useMutationState,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest, NetworkError, parseWith } from '../../../lib/api';
import { PAGE_LIFE, type KeptWrite } from '../../../lib/kept-writes';
import { sendKeptPhotos, sendLeftoverPhotos } from '../at-the-car/kept-photos';
import { agreementKeys, keepAgreementReply } from './agreements';

/** The two steps at the car, as their routes name them. */
export type StepName = 'check_out' | 'check_in';

/** A step at the car: what it sends, under which key, to which agreement. */
export type StepSend<Body = CheckOut | CheckIn> = {
  agreementId: number;
  step: StepName;
  body: Body;
  /** The Idempotency-Key: the same for every send of this step (docs/api.md). */
  key: string;
};

/** The longest wait between two sends of a step that met no network. */
const MAX_RETRY_DELAY_MS = 15_000;

/** Every step's mutations share this key: a step kept through a reload finds its function by it. */
const STEP_KEY = ['loaners', 'step'] as const;

const sendStep = async ({ agreementId, step, body, key }: StepSend) =>
  parseWith(
    agreementSchema,
    await apiRequest(`/api/loaners/agreements/${agreementId}/${step}/`, {
      method: 'POST',
      body,
      idempotencyKey: key,
    }),
  );

/**
 * How a step is sent, given to the cache once so that a step restored after a reload (its form
 * long gone) is sent the same way: a send that met no network is tried again, and the key makes
 * the server apply it once (docs/api.md "Sending a step again"); offline, it waits (a paused
 * mutation) and goes when the connection returns.
 */
function stepOptions(client: QueryClient): MutationOptions<Agreement, Error, StepSend> {
  return {
    mutationKey: STEP_KEY,
    mutationFn: sendStep,
    // A send that met no network is no refusal: it is tried again, less and less often, until
    // it gets through (a phone may think itself online with no signal: the browser's online
    // flag is no promise). It is shown waiting meanwhile.
    retry: (_failures, error) => error instanceof NetworkError,
    retryDelay: (failures) => Math.min(1_000 * 2 ** failures, MAX_RETRY_DELAY_MS),
    onSuccess: async (agreement, send, _result, { meta }) => {
      await keepAgreementReply(client, agreement);
      // Restored from an earlier page: its photos were kept on the phone, not in a form. They go
      // up after the step, which is done: its "waiting" must not last while they do.
      if (meta?.pageLife !== PAGE_LIFE) void sendKeptPhotos(client, send.key);
    },
    meta: { pageLife: PAGE_LIFE },
  };
}

/** The steps at the car, kept on the phone while they wait for a connection (lib/kept-writes). */
export const keptSteps: KeptWrite = {
  mutationKey: STEP_KEY,
  register: (client) => client.setMutationDefaults(STEP_KEY, stepOptions(client)),
  // Photos of steps applied before the page was closed, not all sent yet.
  resume: (client, kept) =>
    void sendLeftoverPhotos(client, new Set(kept.map((v) => (v as StepSend).key))),
  // The agreement's page must open with no connection to show the step waiting on it.
  queriesOf: (variables) => [agreementKeys.detail((variables as StepSend).agreementId)],
};

function useStep<Body extends CheckOut | CheckIn>(agreementId: number, step: StepName) {
  const client = useQueryClient();
  const mutation = useMutation(stepOptions(client));
  return {
    ...mutation,
    /** Finished, and waiting for a connection: paused offline, or its last send met no network. */
    waiting:
      mutation.isPaused || (mutation.isPending && mutation.failureReason instanceof NetworkError),
    send: ({ body, key }: { body: Body; key: string }) =>
      mutation.mutateAsync({ agreementId, step, body, key }),
  };
}

/** POST …/check_out/: the agreement signed at the car. */
export const useCheckOut = (id: number) => useStep<CheckOut>(id, 'check_out');

/** POST …/check_in/: the charges are computed by the server. */
export const useCheckIn = (id: number) => useStep<CheckIn>(id, 'check_in');

/** A step of this agreement kept from an earlier life of the page: waiting, sent, or refused. */
export type KeptStep = {
  mutation: Mutation<unknown, Error, StepSend>;
  send: StepSend;
  waiting: boolean;
  /** Arrived and applied: the agreement in the cache is its reply. */
  sent: boolean;
  refusal: string | null;
};

/**
 * The steps of an agreement kept on this phone by an earlier page (before a reload, or a closed
 * tab): the form that made one is gone, so the agreement's page shows it instead.
 */
export function useKeptSteps(agreementId: number): KeptStep[] {
  const client = useQueryClient();
  const ids = useMutationState({
    filters: {
      mutationKey: STEP_KEY,
      predicate: (m) =>
        m.meta?.pageLife !== PAGE_LIFE &&
        (m.state.variables as StepSend | undefined)?.agreementId === agreementId &&
        m.state.status !== 'idle',
    },
    select: (m) => m.mutationId,
  });
  const cache = client.getMutationCache();
  return ids.flatMap((id) => {
    const mutation = cache.find<unknown, Error, StepSend>({
      predicate: (m) => m.mutationId === id,
    });
    if (!mutation?.state.variables) return [];
    const { status, error } = mutation.state;
    return [
      {
        mutation,
        send: mutation.state.variables,
        waiting: status === 'pending',
        sent: status === 'success',
        refusal: status === 'error' ? (error?.message ?? 'The server refused it.') : null,
      },
    ];
  });
}
