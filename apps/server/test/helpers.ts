import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { inject } from 'vitest';
import type { Role } from '@fleetdesk/contract/permissions';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Database, type QueryLogger } from '../src/platform/database/client';
import { insertToken } from '../src/modules/auth/auth.repository';
import { authTokens, userProfiles, users } from '../src/modules/auth/auth.tables';
import { hashPassword } from '../src/modules/auth/passwords';
import { hashToken, newToken } from '../src/modules/auth/tokens';
import { MODULES } from '../src/modules/index';
import {
  locations,
  membershipPermissions,
  memberships,
  shops,
} from '../src/modules/shops/shops.tables';
import type { AppDeps } from '../src/platform/deps';
import { LocalFileStorage } from '../src/platform/storage';
import type { Db } from '../src/platform/database/client';
import { inScope } from '../src/platform/tenancy';
import { eq } from 'drizzle-orm';

export const TEST_PASSWORD = 'correct-horse-battery';
let passwordHash: Promise<string> | undefined;

export type TestUser = {
  id: number;
  username: string;
  email: string;
  password: string;
  token: string;
};
export type TestShop = { id: number; name: string };

/** Opens the run's test database: PGlite restored from the migrated template, or PostgreSQL. */
export async function openTestDatabase(logger?: QueryLogger): Promise<Database> {
  const target = inject('testDb');
  if (target.engine === 'postgres')
    return openDatabase({ engine: 'postgres', url: target.url, max: 4, logger });
  const blob = new Blob([readFileSync(target.template)]);
  return openDatabase({ engine: 'pglite', loadDataDir: blob, logger });
}

export type TestApp = Awaited<ReturnType<typeof setupTestApp>>;

/**
 * One app and database per test file. Tests stay independent by creating their
 * own shops and users (unique names), which also exercises tenant isolation.
 */
export async function setupTestApp(
  overrides: Partial<Config> = {},
  depOverrides: Partial<AppDeps> = {},
  /** `logger` sees every statement (a test that counts them). */
  options: { logger?: QueryLogger } = {},
) {
  const database = await openTestDatabase(options.logger);
  const filesDir = mkdtempSync(path.join(tmpdir(), 'fleetdesk-files-'));
  const config: Config = {
    ...loadConfig({ LOG_LEVEL: 'silent' }),
    DATA_DIR: filesDir,
    ...overrides,
  };
  const deps: AppDeps = {
    config,
    db: database.db,
    engine: database.engine,
    pool: database.pool,
    modules: MODULES,
    storage: new LocalFileStorage(path.join(filesDir, 'uploads')),
    fetch: globalThis.fetch,
    ...depOverrides,
  };
  const app: FastifyInstance = await buildApp(deps);
  await app.ready();
  const db = database.db;

  /**
   * Runs `work` as the given shop sees the database: row-level security shows that shop's rows
   * only, as it does to a request. Tests read and write tenant rows through this, one shop at a time.
   */
  function inShop<T>(shop: { id: number } | number, work: (db: Db) => Promise<T>): Promise<T> {
    return inScope(db, { shopId: typeof shop === 'number' ? shop : shop.id, userId: null }, work);
  }

  async function createShop(name = `Shop ${randomUUID().slice(0, 8)}`): Promise<TestShop> {
    const [row] = await db.insert(shops).values({ name }).returning();
    return { id: row!.id, name: row!.name };
  }

  async function createLocation(shop: TestShop, name = `Bay ${randomUUID().slice(0, 6)}`) {
    const [row] = await inShop(shop, (tx) =>
      tx.insert(locations).values({ shopId: shop.id, name }).returning(),
    );
    return row!;
  }

  /**
   * A user with a membership (role) in each given shop and a live token whose
   * current shop is the first of them. `grants`/`withdrawals` adjust the first membership.
   */
  async function createUser(
    opts: {
      shops?: TestShop[];
      role?: Role;
      superuser?: boolean;
      profile?: boolean;
      inactiveMembership?: boolean;
      grants?: string[];
      withdrawals?: string[];
      currentShop?: TestShop | null;
    } = {},
  ): Promise<TestUser> {
    const suffix = randomUUID().slice(0, 8);
    const username = `user_${suffix}`;
    const email = `${username}@example.test`;
    passwordHash ??= hashPassword(TEST_PASSWORD);
    const [user] = await db
      .insert(users)
      .values({
        username,
        email,
        passwordHash: await passwordHash,
        isSuperuser: opts.superuser ?? false,
      })
      .returning();
    if (opts.profile !== false) {
      await db
        .insert(userProfiles)
        .values({ userId: user!.id, firstName: 'Test', lastName: suffix });
    }
    const memberOf = opts.shops ?? [];
    for (const [i, shop] of memberOf.entries()) {
      await inShop(shop, (db) => addMembership(db, i, shop));
    }
    async function addMembership(db: Db, i: number, shop: TestShop) {
      const [m] = await db
        .insert(memberships)
        .values({
          shopId: shop.id,
          userId: user!.id,
          role: opts.role ?? 'administrator',
          isActive: !(i === 0 && opts.inactiveMembership),
        })
        .returning();
      if (i === 0) {
        for (const p of opts.grants ?? []) {
          await db
            .insert(membershipPermissions)
            .values({ shopId: shop.id, membershipId: m!.id, permission: p, granted: true });
        }
        for (const p of opts.withdrawals ?? []) {
          await db
            .insert(membershipPermissions)
            .values({ shopId: shop.id, membershipId: m!.id, permission: p, granted: false });
        }
      }
    }
    const token = newToken();
    const current = opts.currentShop === undefined ? (memberOf[0] ?? null) : opts.currentShop;
    await insertToken(db, {
      tokenHash: hashToken(token),
      userId: user!.id,
      currentShopId: current?.id ?? null,
      expiresAt: new Date(Date.now() + 3600_000),
    });
    return { id: user!.id, username, email, password: TEST_PASSWORD, token };
  }

  /** `app.inject` with the user's token and JSON body. */
  function request(
    user: { token: string } | null,
    method: InjectOptions['method'],
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) {
    return app.inject({
      method,
      url,
      headers: { ...(user ? { authorization: `Token ${user.token}` } : {}), ...headers },
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
  }

  async function revokeAllTokens(userId: number) {
    await db.update(authTokens).set({ revokedAt: new Date() }).where(eq(authTokens.userId, userId));
  }

  async function close() {
    await app.close();
    await database.close();
    rmSync(filesDir, { recursive: true, force: true });
  }

  return {
    app,
    db,
    inShop,
    config,
    deps,
    createShop,
    createLocation,
    createUser,
    request,
    revokeAllTokens,
    close,
  };
}
