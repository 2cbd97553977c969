import {
  dehydrate,
  hydrate,
  matchMutation,
  matchQuery,
  type DehydratedState,
  type Mutation,
  type MutationKey,
  type Query,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { forgetAllFiles } from './kept-files';
import { getAuthToken, subscribeAuthToken } from './session';
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from './storage';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: { pageLife?: string };
  }
}

/**
 * This life of the page: a write made in it carries it (its `meta.pageLife`), so a screen can
 * tell a write its own form is showing from one restored from an earlier life (before a reload).
 */
export const PAGE_LIFE = Math.random().toString(36).slice(2);

/** A kind of write kept on this device while it waits for a connection, and through a reload. */
export type KeptWrite = {
  mutationKey: MutationKey;
  /** Gives the cache the write's function and options (setMutationDefaults), before restoring. */
  register: (client: QueryClient) => void;
  /** The cached queries (keys, or the start of keys) its screen needs to open with no connection. */
  queriesOf: (variables: unknown) => QueryKey[];
  /** Called once restored, with the variables of its writes still kept (waiting or refused). */
  resume?: (client: QueryClient, kept: unknown[]) => void;
};

/**
 * An error as JSON keeps it: its message (an Error's own fields leave it out). A restored error
 * is already such an object, and keeps its message when written again.
 */
function plainError(error: unknown) {
  if (error === null || error === undefined) return null;
  const said =
    typeof error === 'object' && 'message' in error ? String(error.message) : String(error);
  return { name: 'Error', message: said };
}

/** Caches already restored: React may run a state initializer twice, and a second restore would
 * make every kept write two. */
const restored = new WeakSet<QueryClient>();

/**
 * Keeps the writes of the given kinds that wait for a connection (pending mutations), or that the
 * server refused on arrival, in localStorage with the queries their screens need, and restores
 * them when the app starts again: a check-out finished in a parking lot survives the phone
 * reloading the page. Restored writes still waiting are sent when the connection is back (the
 * cache resumes paused mutations); their idempotency keys make a second arrival harmless.
 * Everything kept goes when the session ends. Returns the function that stops keeping.
 */
export function keepWrites(
  client: QueryClient,
  kinds: readonly KeptWrite[],
  /** What the shell itself needs to open around any screen (the shop, the permissions). */
  shellQueries: readonly QueryKey[] = [],
): () => void {
  for (const kind of kinds) kind.register(client);
  const kindOf = (m: Mutation) =>
    kinds.find((k) => matchMutation({ mutationKey: k.mutationKey }, m));
  // Waiting (paused, or between two tries that met no network, or in flight: a reload then
  // must not lose it, and its key makes a second arrival harmless), or refused on arrival.
  const kept = (m: Mutation) =>
    kindOf(m) !== undefined && (m.state.status === 'pending' || m.state.status === 'error');

  if (restore(client)) {
    for (const kind of kinds) {
      const keptNow = client
        .getMutationCache()
        .findAll({ mutationKey: kind.mutationKey })
        .filter(kept)
        .map((m) => m.state.variables);
      kind.resume?.(client, keptNow);
    }
  }

  let scheduled = false;
  let stored = readStorage(STORAGE_KEYS.keptWrites) !== null;
  const save = () => {
    scheduled = false;
    const writes = getAuthToken() === null ? [] : client.getMutationCache().getAll().filter(kept);
    if (writes.length === 0) {
      if (stored) removeStorage(STORAGE_KEYS.keptWrites);
      stored = false;
      return;
    }
    const needed = [
      ...shellQueries,
      ...writes.flatMap((m) => kindOf(m)!.queriesOf(m.state.variables)),
    ];
    const state = dehydrate(client, {
      shouldDehydrateMutation: kept,
      shouldDehydrateQuery: (q: Query) =>
        q.state.status === 'success' && needed.some((queryKey) => matchQuery({ queryKey }, q)),
    });
    // Restored, a write still pending is paused: the cache resumes paused writes only.
    const mutations = state.mutations.map((m) => ({
      ...m,
      state: {
        ...m.state,
        isPaused: m.state.status === 'pending',
        error: plainError(m.state.error),
      },
    }));
    writeStorage(STORAGE_KEYS.keptWrites, JSON.stringify({ ...state, mutations }));
    stored = true;
  };
  // Once per burst of changes: a step's send moves its mutation through several states at once.
  const later = () => {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(save);
  };
  const stops = [
    client.getMutationCache().subscribe(later),
    client.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' || event.type === 'removed') later();
    }),
    subscribeAuthToken(() => {
      // The session ended: the files kept with its writes go too (lib/kept-files.ts).
      if (getAuthToken() === null) void forgetAllFiles().catch(() => {});
      later();
    }),
  ];
  return () => stops.forEach((stop) => stop());
}

/** Restores what was kept into `client`, once: whether it did (this call was the first). */
function restore(client: QueryClient): boolean {
  if (restored.has(client)) return false;
  restored.add(client);
  const raw = readStorage(STORAGE_KEYS.keptWrites);
  if (raw !== null) {
    try {
      hydrate(client, JSON.parse(raw) as DehydratedState);
      void client.resumePausedMutations();
    } catch {
      // Unreadable (written by an older version of the app): nothing can be restored from it.
      removeStorage(STORAGE_KEYS.keptWrites);
    }
  }
  return true;
}
