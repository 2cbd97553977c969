import { userInfo } from 'node:os';
import type { Db } from './platform/database/client';
import { recordSecurityEvent, type SecurityEvent } from './modules/audit';
import { findAccountByUsername } from './modules/auth';
import * as members from './modules/shops';
import * as shops from './modules/shops';
import { findMembership } from './modules/shops';
import { inScope } from './platform/tenancy';

/** Who ran the command, as far as the machine knows: the audit trail has no signed-in actor. */
function operator(): string | null {
  try {
    return userInfo().username;
  } catch {
    return null;
  }
}

/** Appends a command-line event: no actor, no client address, the operating-system user. */
export function audit(
  db: Db,
  command: string,
  event: Omit<SecurityEvent, 'actorId' | 'address'>,
): Promise<void> {
  return recordSecurityEvent(db, {
    ...event,
    actorId: null,
    address: null,
    after: { ...(event.after as object | undefined), via: 'cli', command, os_user: operator() },
  });
}

/**
 * Runs `work` in one transaction scoped to the shop (row-level security): the change and its
 * audit row commit together, and only that shop's rows are reachable.
 */
export async function inShop<T>(
  db: Db,
  ref: shops.ShopRef,
  work: (tx: Db, shop: { id: number; name: string }) => Promise<T>,
): Promise<T> {
  const shop = await shops.resolveShop(db, ref);
  return inScope(db, { shopId: shop.id, userId: null }, (tx) => work(tx, shop));
}

/** The membership's id, for its audit row (call it in the shop's scope). */
export async function membershipId(db: Db, shopId: number, username: string): Promise<number> {
  const user = await findAccountByUsername(db, username);
  const membership = user ? await findMembership(db, shopId, user.id) : undefined;
  return membership?.id ?? 0;
}

/** Grants or withdraws one permission, in the shop's scope, with its audit row. */
export function setPermission(
  db: Db,
  command: 'grant' | 'withdraw',
  username: string,
  ref: shops.ShopRef,
  permission: string,
) {
  return inShop(db, ref, async (tx, shop) => {
    const r = await members.setMemberPermission(tx, {
      username,
      shop: { id: shop.id },
      permission,
      granted: command === 'grant',
    });
    await audit(tx, command, {
      action: command,
      shopId: shop.id,
      entity: 'membership',
      entityId: await membershipId(tx, shop.id, r.username),
      after: { username: r.username, permission: r.permission },
    });
    return r;
  });
}
