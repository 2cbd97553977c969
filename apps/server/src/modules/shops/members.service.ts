import type { Permission } from '@fleetdesk/contract/permissions';
import type {
  Member,
  MemberListQuery,
  MemberUpdate,
  OptionListQuery,
} from '@fleetdesk/contract/shops';
import { fieldError, notFound } from '../../platform/errors';
import { pageWindow } from '../../platform/pagination';
import { effectivePermissions } from '../../platform/permissions';
import { inTransaction, type ShopContext } from '../../platform/request-context';
import { recordAudit } from '../audit';
import * as repo from './members.repository';
import { asRole, toMember } from './members.presenter';

// The members API of the current shop; administration outside a request is in members.admin.ts.

const MANAGE: Permission = 'canManageShopSettings';

export async function listMembers(ctx: ShopContext, query: MemberListQuery) {
  const { count, results } = await repo.listMembers(ctx, {
    ...pageWindow(query),
    search: query.search,
  });
  return { count, results: results.map(toMember) };
}

export function listUserOptions(ctx: ShopContext, query: OptionListQuery) {
  return repo.listUserOptions(ctx, {
    ...pageWindow(query),
  });
}

/** Can someone still administer the shop? A superuser member counts: they pass every gate. */
async function shopKeepsAnAdministrator(ctx: ShopContext): Promise<boolean> {
  const { results } = await repo.listMembers(ctx);
  return results.some(
    (m) =>
      m.isActive &&
      (m.isSuperuser || effectivePermissions(asRole(m.role), m.overrides).has(MANAGE)),
  );
}

/**
 * Changes a member's role, activity, grants or withdrawals. Administrators cannot lock
 * themselves out, and the shop always keeps someone who can administer it.
 */
export async function updateMember(
  ctx: ShopContext,
  id: number,
  patch: MemberUpdate,
): Promise<Member> {
  return inTransaction(ctx, async (tx) => {
    const current = await repo.findMember(tx, id);
    if (!current) throw notFound('Member not found.');
    const before = toMember(current);
    const role = patch.role ?? before.role;
    const isActive = patch.is_active ?? before.is_active;
    const grants = patch.grants ?? before.grants;
    const withdrawals = patch.withdrawals ?? before.withdrawals;
    const overrides = [
      ...grants.map((permission) => ({ permission, granted: true })),
      ...withdrawals.map((permission) => ({ permission, granted: false })),
    ];

    if (current.userId === tx.userId && !tx.isSuperuser) {
      if (!isActive) throw fieldError('is_active', 'You cannot deactivate your own membership.');
      if (!effectivePermissions(role, overrides).has(MANAGE)) {
        const field = patch.withdrawals?.includes(MANAGE)
          ? 'withdrawals'
          : patch.role
            ? 'role'
            : 'grants';
        throw fieldError(
          field,
          'You cannot remove your own right to manage this shop; ask another administrator.',
        );
      }
    }

    await repo.updateMembership(tx, id, { role: patch.role, isActive: patch.is_active });
    if (patch.grants !== undefined || patch.withdrawals !== undefined)
      await repo.replaceOverrides(tx, id, overrides);
    if (!(await shopKeepsAnAdministrator(tx))) {
      throw fieldError(
        'non_field_errors',
        'The shop needs at least one active member who can manage it.',
      );
    }

    const after = toMember((await repo.findMember(tx, id))!);
    const image = (m: Member) => ({
      role: m.role,
      is_active: m.is_active,
      grants: m.grants,
      withdrawals: m.withdrawals,
    });
    await recordAudit(tx, {
      entity: 'membership',
      entityId: id,
      action: 'update',
      before: image(before),
      after: image(after),
    });
    return after;
  });
}
