import { Column, is, sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** Named select fields, as Drizzle's `select({...})` takes them: columns or SQL expressions. */
export type JsonFields = Record<string, SQLWrapper>;

const KEY = /^[a-zA-Z_][a-zA-Z0-9_]*$/;

/**
 * A subquery's rows as one json array, so several record lists ride in one statement (the
 * vehicle detail). `from` is the rest of the subquery: `from … where … order by … limit …`.
 * Numeric columns travel as text: a json number would reach JavaScript as a float.
 */
export function jsonRowsSql(fields: JsonFields, from: SQL): SQL<unknown> {
  const pairs = Object.entries(fields).map(([key, field]) => {
    if (!KEY.test(key)) throw new Error(`Unsafe json key: ${key}`);
    const value =
      is(field, Column) && field.columnType === 'PgNumeric' ? sql`${field}::text` : field;
    return sql`${sql.raw(`'${key}'`)}, ${value}`;
  });
  return sql`coalesce((select json_agg(r.j) from (select json_build_object(${sql.join(pairs, sql`, `)}) as j ${from}) r), '[]'::json)`;
}

/**
 * Rows read back from jsonRowsSql, each column mapped as Drizzle maps it from the driver
 * (a timestamp becomes a Date); SQL fields are taken as json gives them.
 */
export function fromJsonRows<Row>(fields: JsonFields, json: unknown): Row[] {
  const rows = (typeof json === 'string' ? JSON.parse(json) : json) as Record<string, unknown>[];
  return (rows ?? []).map((row) => {
    const out: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(fields)) {
      const value = row[key] ?? null;
      out[key] = value !== null && is(field, Column) ? field.mapFromDriverValue(value) : value;
    }
    return out as Row;
  });
}

/**
 * One json object's text, concatenated from values that already are json text (`to_json(x)`,
 * a number's text, `'null'`): for replies written by PostgreSQL whole, where building a json
 * value per row, then its text, costs several times the concatenation (the loaner board).
 */
export function jsonObjectTextSql(fields: Record<string, SQL>): SQL<string> {
  const pairs = Object.entries(fields).map(([key, value], i) => {
    if (!KEY.test(key)) throw new Error(`Unsafe json key: ${key}`);
    return sql`${sql.raw(`'${i === 0 ? '{' : ','}"${key}":'`)} || ${value}`;
  });
  return sql<string>`${sql.join(pairs, sql` || `)} || '}'`;
}
