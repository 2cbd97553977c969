import { getTableColumns, sql, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { rowsOf, type Db } from './db';

const JSON_COLUMNS = new Set(['PgJson', 'PgJsonb']);

/**
 * Inserts many rows in one statement with one parameter: the rows as a json array, which
 * `json_populate_recordset` turns into the table's own row type. Drizzle's multi-row insert makes
 * every value a parameter of its own (15,000 for a thousand vehicles), and building that
 * statement took longer than PostgreSQL took to run it: 2.8 s of a 10,000-row fleet import
 * (docs/benchmark.md). Only the columns the rows name are written; the others take their
 * defaults. Rows go in, and come back in `returning`, in the order given.
 */
export async function insertRows<
  T extends PgTable,
  R extends Record<string, Column> = Record<string, never>,
>(
  db: Db,
  table: T,
  rows: readonly T['$inferInsert'][],
  returning?: R,
): Promise<{ [K in keyof R]: R[K]['_']['data'] }[]> {
  if (rows.length === 0) return [];
  const columns = getTableColumns(table) as Record<string, Column>;
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))].filter(
    (key) => columns[key] !== undefined,
  );
  const records = rows.map((row) => {
    const record: Record<string, unknown> = {};
    for (const key of keys) {
      const column = columns[key]!;
      const value = (row as Record<string, unknown>)[key];
      // json(b) values stay objects; the rest as the driver would send them (dates, arrays…).
      record[column.name] =
        value === undefined || value === null
          ? null
          : JSON_COLUMNS.has(column.columnType)
            ? value
            : column.mapToDriverValue(value);
    }
    return record;
  });
  const names = sql.join(
    keys.map((key) => sql.identifier(columns[key]!.name)),
    sql`, `,
  );
  const back = Object.entries(returning ?? {});
  const returningSql =
    back.length === 0
      ? sql``
      : sql` returning ${sql.join(
          back.map(
            ([key, column]) => sql`${sql.identifier(column.name)} as ${sql.identifier(key)}`,
          ),
          sql`, `,
        )}`;
  const result = await db.execute(
    sql`insert into ${table} (${names})
      select ${names} from json_populate_recordset(null::${table}, ${JSON.stringify(records)}::json)
        with ordinality order by ordinality${returningSql}`,
  );
  return rowsOf<Record<string, unknown>>(result).map((row) => {
    const out: Record<string, unknown> = {};
    for (const [key, column] of back) {
      const value = row[key];
      out[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    return out as { [K in keyof R]: R[K]['_']['data'] };
  });
}
