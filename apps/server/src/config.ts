import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** proxy-addr's names for address ranges, accepted by Fastify's trustProxy. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Which proxies may name the client in X-Forwarded-For, as Fastify's `trustProxy` takes it:
 * `true` (every hop), a hop count, or addresses / CIDR ranges. Default: none, so the client is
 * the socket's peer and a forged header cannot dodge the per-address sign-in limit.
 */
const trustProxyFromEnv = z
  .string()
  .trim()
  .refine(
    (v) =>
      /^(true|false|\d+)$/.test(v) ||
      v
        .split(',')
        .map((e) => e.trim())
        .every(isAddressOrRange),
    'use true, false, a hop count, or a comma-separated list of addresses / CIDR ranges',
  )
  .transform((v): boolean | number | string[] => {
    if (v === 'true' || v === 'false') return v === 'true';
    if (/^\d+$/.test(v)) return Number(v);
    return v.split(',').map((e) => e.trim());
  });

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  /** PostgreSQL instead of the embedded PGlite database. */
  DATABASE_URL: z.string().url().optional(),
  /**
   * Seed the demo shops. Default: on the embedded database only, when it has no users yet; with
   * DATABASE_URL only when true (a server must not start with published passwords).
   */
  SEED_DEMO: booleanFromEnv.optional(),
  DEMO_PASSWORD: z.string().min(1).default('fleetdesk-demo'),
  APP_NAME: z.string().min(1).default('Fleetdesk'),
  SUPPORT_EMAIL: z.string().default('support@fleetdesk.example'),
  SUPPORT_PHONE: z.string().default('+1 (555) 010-0100'),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_TOKENINFO_URL: z.string().url().default('https://oauth2.googleapis.com/tokeninfo'),
  GOOGLE_USERINFO_URL: z.string().url().default('https://openidconnect.googleapis.com/v1/userinfo'),
  /** Session lifetime: idle and absolute, in minutes. */
  TOKEN_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .positive()
    .default(12 * 60),
  TOKEN_MAX_MINUTES: z.coerce
    .number()
    .int()
    .positive()
    .default(7 * 24 * 60),
  /** Sign-in attempts from one client address within the window before 429. */
  SIGN_IN_ADDRESS_LIMIT: z.coerce.number().int().positive().default(100),
  SIGN_IN_ADDRESS_WINDOW_MINUTES: z.coerce.number().int().positive().default(10),
  TRUST_PROXY: trustProxyFromEnv.default(false),
  /** Key for signed file URLs; derived per data directory when not given. */
  FILE_URL_SECRET: z.string().min(16).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Worker processes behind the one port (PostgreSQL only); default: the core count. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  /** Uploaded files in an S3-compatible store: s3://bucket?endpoint=…&region=… (else DATA_DIR). */
  STORAGE_URL: z
    .string()
    .regex(/^s3:\/\/[^/?]+/, 's3://bucket?endpoint=…&region=…')
    .optional(),
  /** Where backups are written (default DATA_DIR/backups); with STORAGE_URL they move to its `backups/`. */
  BACKUP_DIR: z.string().min(1).optional(),
  /** How many of the server's backups are kept (the oldest go after a good one). */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(14),
  /** Local hour (server time zone) of the nightly backup; `off`: this instance never makes one. */
  BACKUP_HOUR: z
    .union([z.literal('off'), z.coerce.number().int().min(0).max(23)])
    .default(2)
    .transform((v) => (v === 'off' ? null : v)),
  /** Where the built web app lives; served with SPA fallback when present. */
  WEB_DIST_DIR: z.string().optional(),
  /** Outgoing mail (reminders): smtp(s)://user:pass@host:port. Unset: mail waits in the outbox. */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default('Fleetdesk <no-reply@fleetdesk.example>'),
  /** Where people open the app: the links in e-mails. */
  PUBLIC_URL: z.string().url().default('http://localhost:3000'),
  /**
   * Fastify's requestTimeout: the whole request (headers and body) must arrive within it; a
   * 20 MB upload at 1 Mbit/s takes 160 s.
   */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().positive().max(3600).default(300),
  /**
   * A multipart body must arrive whole within this many seconds (408 after): it is received
   * before the request's transaction opens, so this bounds a socket, not the database. 180 s
   * carries the 20 MB maximum at 1 Mbit/s.
   */
  UPLOAD_TIMEOUT_SECONDS: z.coerce.number().positive().max(3600).default(180),
  /**
   * Fastify's connectionTimeout: a connection with nothing read nor written for this long is
   * closed, so a client that stops reading a reply (an export) is dropped.
   */
  CONNECTION_TIMEOUT_SECONDS: z.coerce.number().positive().max(3600).default(60),
  /** PostgreSQL: statement_timeout of each request's transaction (SET LOCAL). */
  STATEMENT_TIMEOUT_SECONDS: z.coerce.number().positive().max(3600).default(30),
  /**
   * Webhooks may go to loopback and private addresses (tests, closed networks). Off: only URLs
   * whose host resolves to public addresses are accepted and delivered to.
   */
  WEBHOOK_ALLOW_PRIVATE: booleanFromEnv.default(false),
  /**
   * How often this process looks for webhook deliveries that are due (events of changes, retries,
   * what a restart left); `off`: never in the background (Send test still sends at once).
   */
  WEBHOOK_TICK_SECONDS: z
    .union([z.literal('off'), z.coerce.number().positive().max(60)])
    .default(10)
    .transform((v) => (v === 'off' ? null : v)),
  /** A failed delivery's first retry after this; each next one doubles, up to an hour. */
  WEBHOOK_RETRY_SECONDS: z.coerce.number().positive().max(3600).default(30),
  /** Local hour (server time zone) of the daily reminders; `off`: this instance never schedules it. */
  REMINDER_HOUR: z
    .union([z.literal('off'), z.coerce.number().int().min(0).max(23)])
    .default(7)
    .transform((v) => (v === 'off' ? null : v)),
});

export type Config = Omit<z.infer<typeof configSchema>, 'DATA_DIR'> & { DATA_DIR: string };

/** Every environment variable the server reads, parsed and validated in one place. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = configSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  return { ...parsed.data, DATA_DIR: path.resolve(parsed.data.DATA_DIR) };
}
