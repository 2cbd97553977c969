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
import { customerBalanceSql, insurerBalanceSql } from './loaners.balances';
import { invoiceFiguresSql } from './loaners.invoices.repository';

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

type Aged = AgingRow & { id: number; name: string };

export async function receivables(ctx: ShopContext): Promise<Receivables> {
  const visible = visibleAgreements(ctx);
  const seen = visible ? sql`and ${visible}` : sql``;
  // The check-in's day in the shop's zone: the transaction's TimeZone is the shop's.
  const returned = sql`loan_agreements.shop_id = ${ctx.shopId} and loan_agreements.status = 'returned' ${seen}`;
  const insurers = rowsOf<Aged>(
    await ctx.db.execute(sql`
      with owed as (
        select f.insurer_id, f.balance_amount as open, current_date - f.issued_on as age
        from (${invoiceFiguresSql(sql`inv.shop_id = ${ctx.shopId} and inv.voided_at is null`)}) f
        where f.balance_amount > 0
        union all
        select loan_agreements.insurer_id, ${insurerBalanceSql()},
          current_date - loan_agreements.checked_in_at::date
        from loan_agreements
        where ${returned} and loan_agreements.insurer_id is not null
          and not exists (
            select 1 from loan_invoice_agreements l
            where l.shop_id = loan_agreements.shop_id and l.agreement_id = loan_agreements.id
              and l.active)
      )
      select ins.id, ins.name, ${bucketed}
      from owed join loaner_insurers ins on ins.shop_id = ${ctx.shopId} and ins.id = owed.insurer_id
      where open > 0
      group by ins.id, ins.name
      order by lower(ins.name), ins.id`),
  );
  const customers = rowsOf<Aged>(
    await ctx.db.execute(sql`
      with owed as (
        select loan_agreements.customer_id, ${customerBalanceSql()} as open,
          current_date - loan_agreements.checked_in_at::date as age
        from loan_agreements
        where ${returned}
      )
      select c.id, c.first_name || ' ' || c.last_name as name, ${bucketed}
      from owed join loaner_customers c on c.shop_id = ${ctx.shopId} and c.id = owed.customer_id
      where open > 0
      group by c.id, c.first_name, c.last_name
      order by lower(c.last_name), lower(c.first_name), c.id`),
  );
  const aging = ({ open, current, d31_60, d61_90, d90_plus }: Aged): AgingRow => ({
    open,
    current,
    d31_60,
    d61_90,
    d90_plus,
  });
  return {
    insurers: insurers.map((r) => ({ insurer: r.id, name: r.name.trim(), ...aging(r) })),
    customers: customers.map((r) => ({ customer: r.id, name: r.name.trim(), ...aging(r) })),
    totals: totalsOf([...insurers, ...customers].map(aging)),
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
