import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/database/client';
import { rowsOf } from '../../platform/database/client';
import { auditLog, auditLogVehicles } from '../audit';
import { memberships } from '../shops';
import { userDisplayNameOf, vehicles } from '../vehicles';

/** Which events a list reads: the shop's own, or those of one vehicle, narrowed by the filters. */
export type AuditScope = {
  shopId: number;
  /** One vehicle's History; undefined for the shop's activity. */
  vehicleId?: number;
  /** The kinds of record the member may see here (undefined: every kind). */
  entities?: readonly string[];
  /** The shop's members' sign-ins and password changes (no shop of their own) as well. */
  withMemberSecurity: boolean;
  /** Leaves out the changes of archived vehicles (a member without canViewArchived). */
  hideArchived: boolean;
  /** Leaves out a policy's documents (a member without canViewInsurance). */
  hidePolicyDocuments: boolean;
  userId?: number;
  /** Shop-local dates, inclusive: the transaction's TimeZone is the shop's. */
  from?: string;
  to?: string;
};

export type AuditEventRow = {
  id: number;
  createdAt: string;
  /** `YYYY-MM-DD HH:MM` in the shop's time zone (the export's column). */
  localTime: string;
  userId: number | null;
  actorName: string | null;
  tokenName: string | null;
  entity: string;
  entityId: string;
  action: string;
  before: unknown;
  after: unknown;
  address: string | null;
  vehicleVin: string | null;
  /** The person a security event is about (entity `user`). */
  subjectName: string | null;
};

const A = sql.raw('"a"');

/** The filters every branch shares. */
function filters(scope: AuditScope): SQL[] {
  const where: SQL[] = [];
  if (scope.entities) where.push(sql`${A}.entity = any(${toTextArray(scope.entities)})`);
  if (scope.userId !== undefined)
    where.push(
      sql`(${A}.user_id = ${scope.userId} or (${A}.entity = 'user' and ${A}.entity_id = ${String(scope.userId)}))`,
    );
  if (scope.from !== undefined) where.push(sql`${A}.created_at >= ${scope.from}::date`);
  if (scope.to !== undefined) where.push(sql`${A}.created_at < ${scope.to}::date + 1`);
  if (scope.hidePolicyDocuments)
    where.push(
      sql`not (${A}.entity = 'document' and coalesce(${A}.after, ${A}.before) ->> 'insurance_policy_id' is not null)`,
    );
  if (scope.hideArchived)
    where.push(sql`not exists (select 1 from ${auditLogVehicles} l join ${vehicles} v
      on v.shop_id = l.shop_id and v.id = l.vehicle_id
      where l.shop_id = ${scope.shopId} and l.audit_id = ${A}.id and v.is_archived)`);
  return where;
}

const toTextArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/**
 * The branches of a list, each an index range: the shop's rows (or one vehicle's, through its
 * links), and its members' events of no shop (row-level security shows only those).
 */
function branches(scope: AuditScope): SQL[] {
  const shared = filters(scope);
  const and = (parts: SQL[]) => sql.join(parts, sql` and `);
  if (scope.vehicleId !== undefined) {
    return [
      and([
        sql`${A}.shop_id = ${scope.shopId}`,
        sql`${A}.id in (select l.audit_id from ${auditLogVehicles} l where l.shop_id = ${scope.shopId} and l.vehicle_id = ${scope.vehicleId})`,
        ...shared,
      ]),
    ];
  }
  const own = and([sql`${A}.shop_id = ${scope.shopId}`, ...shared]);
  if (!scope.withMemberSecurity) return [own];
  const members = and([
    sql`${A}.shop_id is null and ${A}.entity = 'user'`,
    sql`${A}.entity_id in (select m.user_id::text from ${memberships} m where m.shop_id = ${scope.shopId})`,
    ...shared,
  ]);
  return [own, members];
}

/**
 * Counted up to COUNT_LIMIT: a long trail's exact count read every row under row-level security
 * (200,000 rows: 580 ms), where the first page reads 25 (14 ms). Beyond it the count is a lower
 * bound, as a common search's is (platform/pagination.ts `atLeast`).
 */
export const COUNT_LIMIT = 10_000;

export async function countEvents(
  db: Db,
  scope: AuditScope,
): Promise<{ count: number; atLeast: boolean }> {
  const counts = branches(scope).map(
    (where) =>
      sql`(select count(*) from (select 1 from ${auditLog} ${A} where ${where} limit ${COUNT_LIMIT + 1}) c)`,
  );
  const rows = rowsOf<{ n: string | number }>(
    await db.execute(sql`select ${sql.join(counts, sql` + `)} as n`),
  );
  const n = Number(rows[0]?.n ?? 0);
  return n > COUNT_LIMIT ? { count: COUNT_LIMIT, atLeast: true } : { count: n, atLeast: false };
}

/** A page of events, newest first; each branch reads no further than the page's end. */
export async function listEvents(
  db: Db,
  scope: AuditScope,
  page: { limit: number; offset: number },
): Promise<AuditEventRow[]> {
  const end = page.limit + page.offset;
  const parts = branches(scope).map(
    (where) =>
      sql`(select ${A}.* from ${auditLog} ${A} where ${where} order by ${A}.created_at desc, ${A}.id desc limit ${end})`,
  );
  const rows = rowsOf<Omit<AuditEventRow, 'id'> & { id: string | number }>(
    await db.execute(sql`select e.id as "id", to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt",
      to_char(e.created_at, 'YYYY-MM-DD HH24:MI') as "localTime",
      e.user_id as "userId", ${userDisplayNameOf(sql.raw('e.user_id'))} as "actorName",
      e.token_name as "tokenName", e.entity, e.entity_id as "entityId", e.action,
      e.before, e.after, e.address,
      case when e.entity = 'user' and e.entity_id ~ '^[0-9]{1,9}$'
        then ${userDisplayNameOf(sql.raw('e.entity_id::int'))} end as "subjectName",
      (select v.vin from ${auditLogVehicles} l join ${vehicles} v on v.shop_id = l.shop_id and v.id = l.vehicle_id
        where l.shop_id = ${scope.shopId} and l.audit_id = e.id order by l.vehicle_id limit 1) as "vehicleVin"
    from (${sql.join(parts, sql` union all `)}) e
    order by e.created_at desc, e.id desc
    limit ${page.limit} offset ${page.offset}`),
  );
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}
