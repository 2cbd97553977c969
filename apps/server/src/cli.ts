import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { loadConfig } from './config';
import { openDatabase, type Db, transaction } from './platform/database/client';
import { audit, inShop, membershipId, setPermission } from './cli-audit';
import { listSecurityEvents } from './modules/audit';
import { findAccountByUsername } from './modules/auth';
import { activeMembersOf, notifyUsers, type NotifyInput } from './modules/notifications';
import * as members from './modules/shops';
import * as shops from './modules/shops';
import { lockDataDir } from './platform/data-dir-lock';
import { HttpError } from './platform/errors';
import { inScope } from './platform/tenancy';
import { REMINDERS_USAGE, refusedReminderDate, sendReminders } from './cli-reminders';
import { BACKUP_COMMANDS, BACKUP_USAGE, runBackupCli } from './cli-backup';

export const USAGE = `Usage: npm run cli -- <command> [options]

Commands:
  create-shop  --name "Northside Collision" [--time-zone America/Los_Angeles]
               (the zone its dates are counted in; default: this machine's zone)
  list-shops
  create-user  --username u --email e [--password p] [--superuser] [--first-name F] [--last-name L]
               (without --password a password is generated and printed once;
               --superuser: passes every permission in every shop, e.g. the first administrator)
  add-member   --username u (--shop "Name" | --shop-id N) --role R
               roles: administrator, fleet_manager, fleet_coordinator, service_technician, vehicle_viewer
  set-password --username u --password p      (also signs the user out everywhere)
  grant        --username u (--shop "Name" | --shop-id N) --permission canX
  withdraw     --username u (--shop "Name" | --shop-id N) --permission canX
  notify       (--shop "Name" | --shop-id N) (--user u [--user u2 ...] | --all-members)
               --title T --message M [--severity critical|warning|info|other]
               [--priority action_required] [--action-url /path] [--action-text Text]
  security-events [--limit N]   sign-ins, sign-outs, password and shop changes, these commands
${REMINDERS_USAGE}
${BACKUP_USAGE}
  help

Every command that changes something is recorded in the audit trail.

With the embedded database (no DATABASE_URL) stop the server first: only one process may open it.`;

const OPTIONS = {
  name: { type: 'string' },
  'time-zone': { type: 'string' },
  username: { type: 'string' },
  email: { type: 'string' },
  password: { type: 'string' },
  superuser: { type: 'boolean' },
  'first-name': { type: 'string' },
  'last-name': { type: 'string' },
  shop: { type: 'string' },
  'shop-id': { type: 'string' },
  role: { type: 'string' },
  permission: { type: 'string' },
  limit: { type: 'string' },
  user: { type: 'string', multiple: true },
  'all-members': { type: 'boolean' },
  title: { type: 'string' },
  message: { type: 'string' },
  severity: { type: 'string' },
  priority: { type: 'string' },
  'action-url': { type: 'string' },
  'action-text': { type: 'string' },
  date: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

type Values = ReturnType<
  typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>
>['values'];

/** A mistake in how the command was called: printed with exit code 1. */
class UsageError extends Error {}

export type CliIo = {
  openDb: () => Promise<Db>;
  out: (line: string) => void;
  err: (line: string) => void;
};

function required(values: Values, command: string, ...names: (keyof Values)[]): string[] {
  return names.map((n) => {
    const v = values[n];
    if (typeof v !== 'string' || v.trim() === '') throw new UsageError(`${command} needs --${n}.`);
    return v;
  });
}

function shopRef(values: Values, command: string): shops.ShopRef {
  const id = values['shop-id'];
  if (id !== undefined && values.shop !== undefined)
    throw new UsageError(`${command}: give --shop or --shop-id, not both.`);
  if (id !== undefined) {
    if (!/^[1-9]\d{0,9}$/.test(id))
      throw new UsageError(`--shop-id must be a shop's number, not "${id}".`);
    return { id: Number(id) };
  }
  if (values.shop !== undefined && values.shop.trim() !== '') return { name: values.shop };
  throw new UsageError(`${command} needs --shop "Name" or --shop-id N.`);
}

const COMMANDS: Record<
  string,
  (db: Db, values: Values, out: (line: string) => void) => Promise<void>
> = {
  async 'create-shop'(db, values, out) {
    const [name] = required(values, 'create-shop', 'name');
    const shop = await transaction(db, async (tx) => {
      // Without --time-zone the shop counts its days where its creator is, as the browser's zone
      // would be on a sign-up screen; Settings changes it later.
      const zone = values['time-zone'] ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
      const created = await shops.createShop(tx, name!, zone);
      await inScope(tx, { shopId: created.id, userId: null }, (scoped) =>
        audit(scoped, 'create-shop', {
          action: 'create',
          shopId: created.id,
          entity: 'shop',
          entityId: created.id,
          after: { name: created.name, time_zone: created.timeZone },
        }),
      );
      return created;
    });
    out(`Created shop ${shop.id}: ${shop.name} (dates in ${shop.timeZone})`);
  },

  async 'list-shops'(db, _values, out) {
    const all = await shops.listShops(db);
    if (all.length === 0)
      return out('No shops yet. Create one with: npm run cli -- create-shop --name "..."');
    out('id\tactive members\tname');
    for (const s of all) {
      // Members are counted in the shop's own scope (row-level security hides them otherwise).
      const counted = await inScope(db, { shopId: s.id, userId: null }, (tx) =>
        shops.listShops(tx),
      );
      const active = counted.find((c) => c.id === s.id)?.activeMembers ?? s.activeMembers;
      out(`${s.id}\t${active}\t${s.name}`);
    }
  },

  async 'create-user'(db, values, out) {
    const [username, email] = required(values, 'create-user', 'username', 'email');
    const user = await transaction(db, async (tx) => {
      const created = await members.createUser(tx, {
        username: username!,
        email: email!,
        password: values.password,
        is_superuser: values.superuser ?? false,
        first_name: values['first-name'],
        last_name: values['last-name'],
      });
      await audit(tx, 'create-user', {
        action: 'create',
        entity: 'user',
        entityId: created.id,
        after: {
          username: created.username,
          email: created.email,
          is_superuser: values.superuser ?? false,
          password_generated: created.generatedPassword !== null,
        },
      });
      return created;
    });
    out(
      `Created user ${user.id}: ${user.username} <${user.email}>${values.superuser ? ' (superuser)' : ''}`,
    );
    if (user.generatedPassword)
      out(`Password: ${user.generatedPassword}   (shown once; hand it over safely)`);
  },

  async 'add-member'(db, values, out) {
    const [username, role] = required(values, 'add-member', 'username', 'role');
    const r = await inShop(db, shopRef(values, 'add-member'), async (tx, shop) => {
      const added = await members.addMember(tx, {
        username: username!,
        shop: { id: shop.id },
        role: role!,
      });
      await audit(tx, 'add-member', {
        action: added.created ? 'create' : 'update',
        shopId: shop.id,
        entity: 'membership',
        entityId: await membershipId(tx, shop.id, added.username),
        before: added.created ? null : { role: added.previousRole },
        after: { username: added.username, role: added.role, is_active: true },
      });
      return added;
    });
    out(
      r.created
        ? `Added ${r.username} to ${r.shop.name} (shop ${r.shop.id}) as ${r.role}.`
        : `${r.username} was already in ${r.shop.name} (as ${r.previousRole}); now active as ${r.role}.`,
    );
  },

  async 'set-password'(db, values, out) {
    const [username, password] = required(values, 'set-password', 'username', 'password');
    await transaction(db, async (tx) => {
      await members.setPassword(tx, username!, password!);
      await audit(tx, 'set-password', {
        action: 'password_set',
        entity: 'user',
        entityId: (await findAccountByUsername(tx, username!))!.id,
        after: { sessions_revoked: true },
      });
    });
    out(`Password of ${username} changed; their sessions were signed out.`);
  },

  async grant(db, values, out) {
    const [username, permission] = required(values, 'grant', 'username', 'permission');
    const r = await setPermission(db, 'grant', username!, shopRef(values, 'grant'), permission!);
    out(`Granted ${r.permission} to ${r.username} in ${r.shop.name}.`);
  },

  async withdraw(db, values, out) {
    const [username, permission] = required(values, 'withdraw', 'username', 'permission');
    const r = await setPermission(
      db,
      'withdraw',
      username!,
      shopRef(values, 'withdraw'),
      permission!,
    );
    out(`Withdrew ${r.permission} from ${r.username} in ${r.shop.name}.`);
  },

  async notify(db, values, out) {
    const [title, message] = required(values, 'notify', 'title', 'message');
    const usernames = values.user ?? [];
    const everyone = values['all-members'] ?? false;
    if (usernames.length > 0 === everyone)
      throw new UsageError('notify needs --user u (once or more) or --all-members, not both.');
    const r = await inShop(db, shopRef(values, 'notify'), async (tx, shop) => {
      const named = new Map<number, string>();
      for (const username of usernames) {
        const user = await findAccountByUsername(tx, username);
        if (!user) throw new UsageError(`No user "${username}".`);
        named.set(user.id, user.username);
      }
      const userIds = everyone ? await activeMembersOf(tx, shop.id) : [...named.keys()];
      if (userIds.length === 0) throw new UsageError(`${shop.name} has no active members.`);
      const sent = await notifyUsers(
        { db: tx, shopId: shop.id },
        {
          userIds,
          title: title!,
          message: message!,
          severity: values.severity as NotifyInput['severity'],
          priority: values.priority as NotifyInput['priority'],
          actionUrl: values['action-url'],
          actionText: values['action-text'],
          source: 'cli',
        },
      );
      const left = userIds.filter((id) => !sent.notified.includes(id));
      if (left.length > 0)
        throw new UsageError(
          `Not an active member of ${shop.name}: ${left.map((id) => named.get(id)).join(', ')}. Nothing was sent.`,
        );
      await audit(tx, 'notify', {
        action: 'create',
        shopId: shop.id,
        entity: 'shop',
        entityId: shop.id,
        after: { notification: title, recipients: sent.notified },
      });
      return { shop, count: sent.notified.length };
    });
    out(`Notified ${r.count} member${r.count === 1 ? '' : 's'} of ${r.shop.name}: ${title}`);
  },

  async 'send-reminders'(db, values, out) {
    const refused = await refusedReminderDate(db, values.date);
    if (refused) throw new UsageError(refused);
    for (const line of await sendReminders(db, values.date)) out(line);
  },

  async 'security-events'(db, values, out) {
    const limit = values.limit === undefined ? 50 : Number(values.limit);
    if (!Number.isInteger(limit) || limit < 1 || limit > 10_000)
      throw new UsageError(`--limit must be a number from 1 to 10000, not "${values.limit}".`);
    const events = await listSecurityEvents(db, limit);
    if (events.length === 0) return out('No security events yet.');
    out('time\taction\tactor\taddress\tentity\tdetails');
    for (const e of events) {
      out(
        [
          e.createdAt.toISOString(),
          e.action,
          e.userId ?? '-',
          e.address ?? '-',
          `${e.entity}:${e.entityId || '-'}`,
          JSON.stringify(e.after ?? {}),
        ].join('\t'),
      );
    }
  },
};

/** An HTTP-style error from a use-case as one readable line per problem. */
function describe(err: HttpError): string[] {
  const { detail, error, ...fields } = err.body;
  if (typeof detail === 'string') return [detail];
  if (typeof error === 'string') return [error];
  return Object.entries(fields).map(
    ([field, messages]) =>
      `${field.replaceAll('_', '-')}: ${Array.isArray(messages) ? messages.join(' ') : String(messages)}`,
  );
}

/** Parses the arguments and runs the command; returns the process exit code. */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  let parsed: { values: Values; positionals: string[] };
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (err) {
    io.err(`${(err as Error).message}\n\n${USAGE}`);
    return 1;
  }
  const [command, ...extra] = parsed.positionals;
  if (command === undefined || command === 'help' || parsed.values.help) {
    (command === undefined ? io.err : io.out)(USAGE);
    return command === undefined ? 1 : 0;
  }
  const run = COMMANDS[command];
  if (!run) {
    io.err(`Unknown command "${command}".\n\n${USAGE}`);
    return 1;
  }
  if (extra.length > 0) {
    io.err(`Unexpected argument "${extra[0]}" (values go after an option, e.g. --name "X").`);
    return 1;
  }
  try {
    await run(await io.openDb(), parsed.values, io.out);
    return 0;
  } catch (err) {
    if (err instanceof UsageError) io.err(err.message);
    else if (err instanceof HttpError) for (const line of describe(err)) io.err(line);
    else throw err;
    return 1;
  }
}

async function main(): Promise<number> {
  const config = loadConfig();
  const argv = process.argv.slice(2);
  if (BACKUP_COMMANDS.has(argv.find((a) => !a.startsWith('-')) ?? ''))
    return runBackupCli(argv, config, { out: console.log, err: console.error });
  let unlock = () => {};
  let close = async () => {};
  const io: CliIo = {
    out: (line) => console.log(line),
    err: (line) => console.error(line),
    async openDb() {
      if (!config.DATABASE_URL) {
        try {
          unlock = lockDataDir(config.DATA_DIR);
        } catch (err) {
          throw new UsageError(
            `${(err as Error).message}\nThe embedded database can be opened by one process only: stop the server, run this command, then start the server again.`,
          );
        }
      }
      const database = config.DATABASE_URL
        ? await openDatabase({ engine: 'postgres', url: config.DATABASE_URL })
        : await openDatabase({ engine: 'pglite', dataDir: path.join(config.DATA_DIR, 'pglite') });
      close = () => database.close();
      await database.migrate();
      return database.db;
    },
  };
  try {
    return await runCli(argv, io);
  } finally {
    await close();
    unlock();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exitCode = 1;
    },
  );
}
