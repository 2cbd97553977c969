import type { QueryClient } from '@tanstack/react-query';
import type { NotificationInbox } from './get-notifications';
import { notificationKeys } from './keys';

/**
 * Applies a change to every cached list at once (bell and page), before the server answers; the
 * lists are refetched when it has (whatever it said), so a refused change does not linger.
 */
export async function changeCachedInboxes(
  client: QueryClient,
  change: (inbox: NotificationInbox) => NotificationInbox,
): Promise<void> {
  await client.cancelQueries({ queryKey: notificationKeys.all });
  client.setQueriesData<NotificationInbox>({ queryKey: notificationKeys.all }, (inbox) =>
    inbox ? change(inbox) : inbox,
  );
}

export const refetchInboxes = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: notificationKeys.all });

/** Spec 1 section 8: these failures are only logged. */
export const logFailure = (what: string) => (error: unknown) => {
  console.error(`${what} failed`, error);
};
