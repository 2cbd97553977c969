import type { Permission } from '@fleetdesk/contract/permissions';
import { type Db, transaction } from './database/client';
import type { ResolvedMembership } from './permissions';

export type AuthUser = {
  id: number;
  username: string;
  email: string;
  isSuperuser: boolean;
};

/** The signed-in session: who, which token, and the shop it currently works in (if any). */
export type Session = {
  user: AuthUser;
  tokenId: number;
  currentShopId: number | null;
  /** The current shop's time zone (the server's when there is none): its dates and its clock. */
  timeZone: string;
  /** The user's membership in the current shop, with its effective permissions. */
  membership: ResolvedMembership | null;
  /**
   * Set when the request came with an API key (modules/integrations): it acts for the member who
   * created the token, with the permissions both hold, in the token's shop alone.
   */
  apiToken?: { id: number; name: string };
};

/**
 * What every shop-scoped service and repository receives. Repositories filter by
 * `shopId` from here and nowhere else, so no handler can forget the tenant.
 */
export type ShopContext = {
  /** The request's transaction, scoped to the shop (row-level security). */
  db: Db;
  /** Runs a read beside the request's (PostgreSQL: another connection, same shop scope). */
  alongside<T>(work: (db: Db) => Promise<T>): Promise<T>;
  /**
   * Runs a read in a short transaction of its own, in the shop's scope, begun and ended now: a
   * reply that reads while it is sent (an export's pages) holds no transaction while it waits on
   * the client. Inside `inTransaction` it reads in that transaction.
   */
  readApart<T>(work: (db: Db) => Promise<T>): Promise<T>;
  /**
   * The request's: undoes work outside the database (a stored file) if its transaction does not
   * commit. Absent outside a request, where the caller's own transaction is the last word.
   */
  afterRollback?(undo: () => Promise<void>): void;
  /**
   * The request's: work outside the database that waits for its commit (a replaced file removed).
   * Absent outside a request: such work is then left undone (a stray file, never a row without one).
   */
  afterCommit?(work: () => Promise<void>): void;
  shopId: number;
  /** The shop's IANA time zone: its today and the way it writes an instant (platform/shop-day.ts). */
  timeZone: string;
  userId: number;
  isSuperuser: boolean;
  membershipId: number | null;
  role: string | null;
  permissions: ReadonlySet<Permission>;
};

export function can(ctx: Pick<ShopContext, 'isSuperuser' | 'permissions'>, permission: Permission) {
  return ctx.isSuperuser || ctx.permissions.has(permission);
}

/** Runs `work` in one transaction with a context whose db is the transaction. */
export function inTransaction<T>(
  ctx: ShopContext,
  work: (tx: ShopContext) => Promise<T>,
): Promise<T> {
  return transaction(ctx.db, (db) =>
    work({ ...ctx, db, alongside: (read) => read(db), readApart: (read) => read(db) }),
  );
}
