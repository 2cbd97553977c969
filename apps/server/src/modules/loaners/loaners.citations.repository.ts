import type { AssignmentCitation } from '@fleetdesk/contract/assignments';
import { PLATE_IGNORED_SQL } from '@fleetdesk/contract/loaner-citations';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_CITATION_GRACE_DAYS } from '@fleetdesk/contract/loaners';
import { rowsOf } from '../../platform/database/client';
import type { ShopContext } from '../../platform/request-context';
import { vehicleAssignments, type CitationsOfAssignments } from '../assignments';
import { vehicles } from '../vehicles';
import { visibleAgreements } from './loaners.agreements.repository';
import { loanAgreementSegments } from './loaners.segments.tables';
import {
  loanAgreementCharges,
  loanAgreements,
  loanerCitations,
  loanerSettings,
} from './loaners.tables';

/**
 * The citations' queries. An import's work is a fixed number of statements whatever the file's
 * length: its rows travel as one JSON parameter (json_to_recordset), so 10,000 rows are one
 * round trip each to find earlier references, to match, and to write.
 */

/** The references among `references` imported before (the shop's unique key serves it). */
export async function importedReferences(
  ctx: ShopContext,
  references: readonly string[],
): Promise<Set<string>> {
  if (references.length === 0) return new Set();
  const rows = await ctx.db
    .select({ reference: loanerCitations.reference })
    .from(loanerCitations)
    .where(
      and(
        eq(loanerCitations.shopId, ctx.shopId),
        sql`${loanerCitations.reference} = any (array(select json_array_elements_text(${JSON.stringify(references)}::json)))`,
      ),
    );
  return new Set(rows.map((r) => r.reference));
}

export type CitationToMatch = { line: number; plate_key: string; occurred_at: string };
/** Each row's instant, and the agreement it matched (null: unmatched). */
export type CitationMatch = {
  line: number;
  at: Date;
  agreementId: number | null;
  number: string | null;
  late: boolean;
};

/** A vehicle's plate as a citation's plate key is written (the contract's plateKey). */
const plateKey = sql`upper(regexp_replace(${vehicles.licensePlate}, ${PLATE_IGNORED_SQL}, '', 'g'))`;

/**
 * For each row, its instant (the file's time read in the request's zone, the shop's, when it
 * names none) and the agreement whose loaner carried that plate and was out at that time (from
 * check-out to check-in, both included, or still out), the latest check-out when two touch; and
 * whether the shop's grace after check-in had passed by now (late).
 */
export async function matchCitations(
  ctx: ShopContext,
  rows: readonly CitationToMatch[],
): Promise<CitationMatch[]> {
  if (rows.length === 0) return [];
  const hidden = visibleAgreements(ctx);
  const lentInWindow = sql`${loanAgreements.shopId} = ${ctx.shopId}
        and ${loanAgreements.status} in ('out', 'returned')
        and ${loanAgreements.checkedOutAt} <= (select max(at) from r)
        and (${loanAgreements.checkedInAt} is null or ${loanAgreements.checkedInAt} >= (select min(at) from r))
        ${hidden ? sql`and ${hidden}` : sql``}`;
  const result = await ctx.db.execute(sql`
    with r as (
      select line, plate_key, occurred_at::timestamptz as at
      from json_to_recordset(${JSON.stringify(rows)}::json) as x(line int, plate_key text, occurred_at text)
    ),
    -- Materialized: inlined, each loaner's plate key was worked out again for every pair of rows.
    -- After a change of loaner each car counts from its own check-out to its own check-in: the
    -- car out now since the last swap, the earlier ones as their segments say (migration 0046).
    lent as materialized (
      select ${loanAgreements.id} as id, ${loanAgreements.number} as number,
             coalesce((select max(s.checked_in_at) from ${loanAgreementSegments} s
               where s.shop_id = ${loanAgreements.shopId} and s.agreement_id = ${loanAgreements.id}),
               ${loanAgreements.checkedOutAt}) as out_at,
             ${loanAgreements.checkedInAt} as in_at, ${loanAgreements.checkedInAt} as returned_at,
             ${plateKey} as plate_key
      from ${loanAgreements}
      join ${vehicles} on ${vehicles.shopId} = ${loanAgreements.shopId} and ${vehicles.id} = ${loanAgreements.vehicleId}
      where ${lentInWindow}
      union all
      select ${loanAgreements.id}, ${loanAgreements.number}, s.checked_out_at, s.checked_in_at,
             ${loanAgreements.checkedInAt}, ${plateKey}
      from ${loanAgreementSegments} s
      join ${loanAgreements} on ${loanAgreements.shopId} = s.shop_id and ${loanAgreements.id} = s.agreement_id
      join ${vehicles} on ${vehicles.shopId} = s.shop_id and ${vehicles.id} = s.vehicle_id
      where ${lentInWindow}
    ),
    grace as (
      select coalesce((select ${loanerSettings.citationGraceDays} from ${loanerSettings}
        where ${loanerSettings.shopId} = ${ctx.shopId}), ${DEFAULT_CITATION_GRACE_DAYS}) as days
    )
    select distinct on (r.line) r.line, r.at, lent.id as agreement_id, lent.number,
           coalesce(lent.returned_at is not null and now() > lent.returned_at + make_interval(days => grace.days), false) as late
    from r
    left join lent on lent.plate_key = r.plate_key
      and r.at >= lent.out_at and (lent.in_at is null or r.at <= lent.in_at)
    cross join grace
    order by r.line, lent.out_at desc nulls last, lent.id desc`);
  type Row = {
    line: number;
    at: string | Date;
    agreement_id: number | null;
    number: string | null;
    late: boolean;
  };
  return rowsOf<Row>(result).map((m) => ({
    line: m.line,
    at: new Date(m.at),
    agreementId: m.agreement_id,
    number: m.number,
    late: m.late,
  }));
}

export type CitationToStore = {
  plate: string;
  plate_key: string;
  occurred_at: string;
  amount: string;
  kind: string;
  agency: string;
  reference: string;
  result: 'matched' | 'late' | 'assigned' | 'unmatched';
  agreement_id: number | null;
  /** The driver's assignment (result assigned): billed to the shop, no charge on any agreement. */
  assignment_id: number | null;
};

/**
 * The one way a citation lands as a charge, from the rows of a CTE named `c` (a kept citation's
 * id, agreement_id, kind, amount, occurred_at, agency, reference, result): kind toll or ticket,
 * "Toll: {agency}", billed to the customer, or to the shop when it came after the grace (late).
 */
const chargeCitations = (ctx: ShopContext) => sql`
  insert into ${loanAgreementCharges} (shop_id, agreement_id, kind, description, amount,
    occurred_at, bill_to, reference, citation_id, created_by)
  select ${ctx.shopId}, agreement_id, kind,
    case kind when 'toll' then 'Toll' else 'Ticket' end
      || case when agency <> '' then ': ' || agency else '' end,
    amount, occurred_at, case result when 'late' then 'shop' else 'customer' end,
    reference, id, ${ctx.userId}
  from c where agreement_id is not null
  returning id`;

/**
 * Beside each citation charged to the customer (not a late one: the shop bears those), the shop's
 * admin fee as the agreement kept it at its reservation, when above 0; from the same CTE `c`.
 */
const chargeAdminFees = (ctx: ShopContext) => sql`
  insert into ${loanAgreementCharges} (shop_id, agreement_id, kind, description, amount,
    occurred_at, bill_to, reference, citation_id, created_by)
  select ${ctx.shopId}, c.agreement_id, 'admin_fee',
    'Admin fee: ' || case c.kind when 'toll' then 'toll' else 'ticket' end || ' ' || c.reference,
    a.toll_admin_fee, c.occurred_at, 'customer', c.reference, c.id, ${ctx.userId}
  from c join ${loanAgreements} a on a.shop_id = ${ctx.shopId} and a.id = c.agreement_id
  where c.result = 'matched' and a.toll_admin_fee > 0
  returning id`;

/**
 * Keeps every citation and, for those matched, a charge on the agreement: billed to the
 * customer (with the shop's admin fee, if any), or to the shop when it came after the grace
 * (late). One statement.
 */
export async function storeCitations(
  ctx: ShopContext,
  rows: readonly CitationToStore[],
): Promise<{ citations: number; charges: number }> {
  if (rows.length === 0) return { citations: 0, charges: 0 };
  const result = await ctx.db.execute(sql`
    with c as (
      insert into ${loanerCitations} (shop_id, plate, plate_key, occurred_at, amount, kind, agency,
        reference, result, agreement_id, assignment_id, imported_by)
      select ${ctx.shopId}, plate, plate_key, occurred_at::timestamptz, amount::numeric, kind, agency,
        reference, result, agreement_id, assignment_id, ${ctx.userId}
      from json_to_recordset(${JSON.stringify(rows)}::json) as x(plate text, plate_key text,
        occurred_at text, amount text, kind text, agency text, reference text, result text,
        agreement_id int, assignment_id int)
      returning id, agreement_id, kind, amount, occurred_at, agency, reference, result
    ),
    charged as (${chargeCitations(ctx)}),
    fees as (${chargeAdminFees(ctx)})
    select (select count(*) from c)::int as citations, (select count(*) from charged)::int as charges`);
  return rowsOf<{ citations: number; charges: number }>(result)[0]!;
}

/**
 * An unmatched citation put on an agreement, charged as the import charges a matched one (its
 * admin fee too); the citation charge's id, or null when the citation is no longer unmatched (attached meanwhile). One statement.
 */
export async function attachCitation(
  ctx: ShopContext,
  citationId: number,
  agreementId: number,
): Promise<number | null> {
  const result = await ctx.db.execute(sql`
    with c as (
      update ${loanerCitations} set result = 'matched', agreement_id = ${agreementId}
      where shop_id = ${ctx.shopId} and id = ${citationId} and result = 'unmatched'
      returning id, agreement_id, kind, amount, occurred_at, agency, reference, result
    ),
    charged as (${chargeCitations(ctx)}),
    fees as (${chargeAdminFees(ctx)})
    select id from charged`);
  return rowsOf<{ id: number }>(result)[0]?.id ?? null;
}

/** Matched (with an agreement, late included) or unmatched ones; all when `matched` is absent. */
function listFilter(ctx: ShopContext, matched: boolean | undefined): SQL {
  const hidden = visibleAgreements(ctx);
  return and(
    eq(loanerCitations.shopId, ctx.shopId),
    matched === undefined
      ? undefined
      : matched
        ? inArray(loanerCitations.result, ['matched', 'late', 'assigned'])
        : eq(loanerCitations.result, 'unmatched'),
    hidden,
  )!;
}

const withAssignment = and(
  eq(vehicleAssignments.shopId, loanerCitations.shopId),
  eq(vehicleAssignments.id, loanerCitations.assignmentId),
);

const withAgreement = and(
  eq(loanAgreements.shopId, loanerCitations.shopId),
  eq(loanAgreements.id, loanerCitations.agreementId),
);

const listColumns = {
  id: loanerCitations.id,
  plate: loanerCitations.plate,
  occurredAt: loanerCitations.occurredAt,
  amount: sql<string>`${loanerCitations.amount}::text`,
  kind: loanerCitations.kind,
  agency: loanerCitations.agency,
  reference: loanerCitations.reference,
  result: loanerCitations.result,
  agreementId: loanerCitations.agreementId,
  agreementNumber: loanAgreements.number,
  driverName: vehicleAssignments.driverName,
  importedAt: loanerCitations.importedAt,
};

/** One of the shop's citations as the list shows it (`forUpdate`: locked until the transaction ends). */
export async function findCitation(
  ctx: ShopContext,
  id: number,
  opts: { forUpdate?: boolean } = {},
) {
  const query = ctx.db
    .select(listColumns)
    .from(loanerCitations)
    .leftJoin(loanAgreements, withAgreement)
    .leftJoin(vehicleAssignments, withAssignment)
    .where(and(eq(loanerCitations.shopId, ctx.shopId), eq(loanerCitations.id, id)));
  const [row] = await (opts.forUpdate ? query.for('update', { of: loanerCitations }) : query);
  return row ?? null;
}

/** One page of the shop's citations, latest first, with the agreement's number. */
export async function listCitations(
  ctx: ShopContext,
  matched: boolean | undefined,
  page: { limit: number; offset: number },
) {
  const where = listFilter(ctx, matched);
  const results = await ctx.db
    .select(listColumns)
    .from(loanerCitations)
    .leftJoin(loanAgreements, withAgreement)
    .leftJoin(vehicleAssignments, withAssignment)
    .where(where)
    .orderBy(desc(loanerCitations.occurredAt), desc(loanerCitations.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await ctx.db
    .select({ n: count() })
    .from(loanerCitations)
    .leftJoin(loanAgreements, withAgreement)
    .where(where);
  return { count: Number(total?.n ?? 0), results };
}
export type CitationListRow = Awaited<ReturnType<typeof listCitations>>['results'][number];

/**
 * The citations matched to each of these assignments (result assigned), oldest first: the
 * assignments module lists them with the driver's history (handed in by modules/index.ts).
 */
export const citationsOfAssignments: CitationsOfAssignments = async (ctx, assignmentIds) => {
  const byAssignment = new Map<number, AssignmentCitation[]>();
  if (assignmentIds.length === 0) return byAssignment;
  const rows = await ctx.db
    .select({
      assignmentId: loanerCitations.assignmentId,
      id: loanerCitations.id,
      kind: loanerCitations.kind,
      agency: loanerCitations.agency,
      reference: loanerCitations.reference,
      occurredAt: loanerCitations.occurredAt,
      amount: sql<string>`${loanerCitations.amount}::text`,
    })
    .from(loanerCitations)
    .where(
      and(
        eq(loanerCitations.shopId, ctx.shopId),
        inArray(loanerCitations.assignmentId, [...assignmentIds]),
      ),
    )
    .orderBy(asc(loanerCitations.occurredAt), asc(loanerCitations.id));
  for (const { assignmentId, occurredAt, ...c } of rows) {
    const list = byAssignment.get(assignmentId!) ?? [];
    list.push({ ...c, occurred_at: occurredAt.toISOString() });
    byAssignment.set(assignmentId!, list);
  }
  return byAssignment;
};
