import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import {
  receivablesFileName,
  type AgingRow,
  type Receivables,
} from '@fleetdesk/contract/loaner-invoices';
import { fromCents, toCents } from '@fleetdesk/contract/money';
import { rowsOf } from '../../platform/database/client';
import { csvStream, xlsxStream, type ExportColumn } from '../../platform/export-writers';
import type { ShopContext } from '../../platform/request-context';
import { shopToday } from '../../platform/shop-day';
import { visibleAgreements } from './loaners.agreements.repository';
import {
  customerBalanceSql,
  customerOwesSql,
  insurerBalanceSql,
  insurerOwesSql,
  invoiceOwesSql,
  invoicePaidSql,
} from './loaners.balances';

/**
 * What insurers and customers owe, aged (docs/api.md "Loaner money: invoices and receivables"),
 * summed in SQL. Insurers: each live invoice's balance from its issue date, and each returned
 * agreement of theirs not on one from its check-in; customers: each returned agreement's
 * customer balance from its check-in. Days count from the shop's today (`current_date`: the
 * scope's time zone), 0–30 current, then 31–60, 61–90 and over 90.
 */

const bucketed = sql`
  sum(open)::numeric(20, 2)::text as open,
  coalesce(sum(open) filter (where age <= 30), 0)::numeric(20, 2)::text as current,
  coalesce(sum(open) filter (where age between 31 and 60), 0)::numeric(20, 2)::text as d31_60,
  coalesce(sum(open) filter (where age between 61 and 90), 0)::numeric(20, 2)::text as d61_90,
  coalesce(sum(open) filter (where age > 90), 0)::numeric(20, 2)::text as d90_plus`;

type Aged = AgingRow & { kind: 'insurer' | 'customer'; id: number; name: string };

export async function receivables(ctx: ShopContext): Promise<Receivables> {
  const visible = visibleAgreements(ctx);
  const seen = visible ? sql`and ${visible}` : sql``;
  const shop = ctx.shopId;
  // One statement over the sums each agreement and invoice keeps (loaners.balances.ts): the
  // invoices and agreements with something open are partial-index ranges, no child rows.
  // The check-in's day is the shop's: the transaction's TimeZone is the shop's zone.
  const rows = rowsOf<Aged>(
    await ctx.db.execute(sql`
      with owed as (
        select 'insurer' as kind, inv.insurer_id as who, current_date - inv.issued_on as age,
          inv.amount - ${invoicePaidSql()} as open
        from loan_invoices inv
        where inv.shop_id = ${shop} and ${invoiceOwesSql()}
        union all
        select 'insurer', loan_agreements.insurer_id,
          current_date - loan_agreements.checked_in_at::date, ${insurerBalanceSql()}
        from loan_agreements
        where loan_agreements.shop_id = ${shop} and loan_agreements.status = 'returned'
          and loan_agreements.insurer_id is not null and ${insurerOwesSql()} ${seen}
        union all
        -- A customer owes only on an agreement with charges billed to them.
        select 'customer', loan_agreements.customer_id,
          current_date - loan_agreements.checked_in_at::date, ${customerBalanceSql()}
        from loan_agreements
        where loan_agreements.shop_id = ${shop} and loan_agreements.status = 'returned'
          and ${customerOwesSql()} ${seen}
      ),
      aged as (
        select kind, who, ${bucketed}
        from owed where open > 0 group by kind, who
      )
      select aged.*, aged.who as id,
        coalesce(ins.name, c.first_name || ' ' || c.last_name) as name,
        coalesce(lower(ins.name), lower(c.last_name) || ' ' || lower(c.first_name)) as sort_name
      from aged
      left join loaner_insurers ins
        on aged.kind = 'insurer' and ins.shop_id = ${shop} and ins.id = aged.who
      left join loaner_customers c
        on aged.kind = 'customer' and c.shop_id = ${shop} and c.id = aged.who
      order by aged.kind desc, sort_name, aged.who`),
  );
  const aging = ({ open, current, d31_60, d61_90, d90_plus }: Aged): AgingRow => ({
    open,
    current,
    d31_60,
    d61_90,
    d90_plus,
  });
  const of = (kind: Aged['kind']) => rows.filter((r) => r.kind === kind);
  return {
    insurers: of('insurer').map((r) => ({ insurer: r.id, name: r.name.trim(), ...aging(r) })),
    customers: of('customer').map((r) => ({ customer: r.id, name: r.name.trim(), ...aging(r) })),
    totals: totalsOf(rows.map(aging)),
  };
}

/** The columns summed in cents (never a float). */
function totalsOf(rows: readonly AgingRow[]): AgingRow {
  const keys = ['open', 'current', 'd31_60', 'd61_90', 'd90_plus'] as const;
  const out = {} as AgingRow;
  for (const key of keys) out[key] = fromCents(rows.reduce((s, r) => s + toCents(r[key]), 0n));
  return out;
}

export const RECEIVABLES_CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

type FileRow = AgingRow & { kind: string; name: string };
const money = (key: keyof AgingRow, header: string): ExportColumn<FileRow> => ({
  key,
  header,
  kind: 'money',
  value: (r) => r[key],
});
const FILE_COLUMNS: ExportColumn<FileRow>[] = [
  { key: 'kind', header: 'Owed by', kind: 'text', value: (r) => r.kind },
  { key: 'name', header: 'Name', kind: 'text', value: (r) => r.name },
  money('open', 'Open'),
  money('current', '0-30 days'),
  money('d31_60', '31-60 days'),
  money('d61_90', '61-90 days'),
  money('d90_plus', 'Over 90 days'),
];

/** The same figures as a file: the insurers, then the customers, then the totals. */
export async function receivablesFile(
  ctx: ShopContext,
  format: 'csv' | 'xlsx',
): Promise<{ stream: Readable; fileName: string; contentType: string }> {
  const r = await receivables(ctx);
  const rows: FileRow[] = [
    ...r.insurers.map((i) => ({ ...i, kind: 'Insurer' })),
    ...r.customers.map((c) => ({ ...c, kind: 'Customer' })),
    { ...r.totals, kind: 'Total', name: '' },
  ];
  const batches = (async function* () {
    yield rows;
  })();
  return {
    fileName: receivablesFileName(format, await shopToday(ctx.db)),
    contentType: RECEIVABLES_CONTENT_TYPES[format],
    stream:
      format === 'csv'
        ? csvStream(FILE_COLUMNS, batches)
        : xlsxStream(FILE_COLUMNS, batches, 'Receivables'),
  };
}
