import { randomBytes } from 'node:crypto';
import { PASSWORD_MIN_LENGTH } from '@fleetdesk/contract/auth';
import type { FieldErrors } from '@fleetdesk/contract/common';
import {
  ROLES,
  permissionSchema,
  roleSchema,
  type Permission,
  type Role,
} from '@fleetdesk/contract/permissions';
import { newUserSchema, type NewUser } from '@fleetdesk/contract/shops';
import { type Db, transaction } from '../../platform/database/client';
import {
  fieldError,
  fieldErrors,
  issuesToFieldErrors,
  notFound,
  uniqueViolation,
} from '../../platform/errors';
import {
  findAccountByEmail,
  findAccountByUsername,
  hashPassword,
  setAccountPassword,
} from '../auth';
import { effectivePermissions } from '../../platform/permissions';
import { asRole } from './members.presenter';
import * as repo from './members.repository';
import { resolveShop, type ShopRef } from './shops.service';

// Administration outside a request: the command line and the demo seed.

const USERNAME_TAKEN = 'A user with that username already exists.';
const EMAIL_TAKEN = 'A user with that e-mail address already exists.';

export type CreatedUser = {
  id: number;
  username: string;
  email: string;
  generatedPassword: string | null;
};

/**
 * Creates an account. Without a password one is generated and returned once, to be handed over.
 * A profile (the names) is created unless `profile: false` (an account not yet set up).
 */
export async function createUser(
  db: Db,
  input: NewUser & { password?: string; profile?: boolean },
): Promise<CreatedUser> {
  const parsed = newUserSchema.safeParse(input);
  const errors: FieldErrors = parsed.success ? {} : issuesToFieldErrors(parsed.error.issues);
  if (input.password !== undefined && input.password.length < PASSWORD_MIN_LENGTH) {
    errors.password = [`Use at least ${PASSWORD_MIN_LENGTH} characters.`];
  }
  if (!parsed.success || Object.keys(errors).length > 0) throw fieldErrors(errors);
  const data = parsed.data;
  if (await findAccountByUsername(db, data.username)) errors.username = [USERNAME_TAKEN];
  if (await findAccountByEmail(db, data.email)) errors.email = [EMAIL_TAKEN];
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);

  const generatedPassword =
    input.password === undefined ? randomBytes(12).toString('base64url') : null;
  const passwordHash = await hashPassword(input.password ?? generatedPassword!);
  try {
    const user = await transaction(db, async (tx) => {
      const created = await repo.insertUser(tx, {
        username: data.username,
        email: data.email,
        passwordHash,
        isSuperuser: data.is_superuser,
      });
      if (input.profile !== false) {
        await repo.insertProfile(tx, {
          userId: created.id,
          firstName: data.first_name,
          lastName: data.last_name,
        });
      }
      return created;
    });
    return { ...user, generatedPassword };
  } catch (err) {
    const violation = uniqueViolation(err);
    if (violation === null) throw err;
    throw violation.constraint.includes('email')
      ? fieldError('email', EMAIL_TAKEN)
      : fieldError('username', USERNAME_TAKEN);
  }
}

async function userByUsername(db: Db, username: string) {
  const user = await findAccountByUsername(db, username);
  if (!user) throw notFound(`No user has the username "${username}".`);
  return user;
}

/** Sets a password and ends the user's sessions (whoever held the old one is signed out). */
export async function setPassword(db: Db, username: string, password: string): Promise<void> {
  if (password.length < PASSWORD_MIN_LENGTH)
    throw fieldError('password', `Use at least ${PASSWORD_MIN_LENGTH} characters.`);
  const user = await userByUsername(db, username);
  const hash = await hashPassword(password);
  await transaction(db, async (tx) => {
    await setAccountPassword(tx, user.id, hash);
    await repo.revokeAllTokens(tx, user.id);
  });
}

function parseRole(role: string): Role {
  const parsed = roleSchema.safeParse(role);
  if (!parsed.success)
    throw fieldError('role', `Unknown role "${role}". Choose one of: ${ROLES.join(', ')}.`);
  return parsed.data;
}

export type MembershipResult = {
  shop: { id: number; name: string };
  username: string;
  role: Role;
  created: boolean;
  previousRole: string | null;
};

/** Adds the user to the shop with the role; an existing membership takes the role and is reactivated. */
export async function addMember(
  db: Db,
  input: { username: string; shop: ShopRef; role: string },
): Promise<MembershipResult> {
  const role = parseRole(input.role);
  const user = await userByUsername(db, input.username);
  const shop = await resolveShop(db, input.shop);
  const existing = await repo.findMembership(db, shop.id, user.id);
  if (existing) await repo.setMembershipRole(db, shop.id, existing.id, role);
  else await repo.insertMembership(db, { shopId: shop.id, userId: user.id, role });
  return {
    shop,
    username: user.username,
    role,
    created: !existing,
    previousRole: existing?.role ?? null,
  };
}

/** Grants (or withdraws) one permission of one member, on top of their role. */
export async function setMemberPermission(
  db: Db,
  input: { username: string; shop: ShopRef; permission: string; granted: boolean },
): Promise<{ shop: { id: number; name: string }; username: string; permission: Permission }> {
  const permission = permissionSchema.safeParse(input.permission);
  if (!permission.success)
    throw fieldError('permission', `Unknown permission "${input.permission}".`);
  const user = await userByUsername(db, input.username);
  const shop = await resolveShop(db, input.shop);
  const membership = await repo.findMembership(db, shop.id, user.id);
  if (!membership) throw notFound(`${user.username} is not a member of ${shop.name}.`);
  await repo.upsertOverride(db, {
    shopId: shop.id,
    membershipId: membership.id,
    permission: permission.data,
    granted: input.granted,
  });
  return { shop, username: user.username, permission: permission.data };
}

/** An active member as a job sees them: who, where to write, and what they may see. */
export type MemberReach = {
  userId: number;
  email: string;
  isSuperuser: boolean;
  permissions: ReadonlySet<Permission>;
};

/** The shop's active members with their effective permissions (jobs: call in the shop's scope). */
export async function activeMembersWithPermissions(db: Db, shopId: number): Promise<MemberReach[]> {
  const { results } = await repo.listMembers({ db, shopId });
  return results.filter((m) => m.isActive).map(reachOf);
}

/** One user's reach in the shop now, or null when not an active member (a signed file link). */
export async function activeMemberReach(
  db: Db,
  shopId: number,
  userId: number,
): Promise<MemberReach | null> {
  const member = await repo.findMemberByUser({ db, shopId }, userId);
  return member?.isActive ? reachOf(member) : null;
}

const reachOf = (m: repo.MemberRecord): MemberReach => ({
  userId: m.userId,
  email: m.email,
  isSuperuser: m.isSuperuser,
  permissions: effectivePermissions(asRole(m.role), m.overrides),
});
