import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATE_OUT_OF_RANGE } from '@fleetdesk/contract/common';
import { setupTestApp, type TestApp } from '../../test/helpers';
import { routeCalls, type Call, type Holdings } from '../../test/authorization';
import { documentOperations, type OpenApiDocument } from '../../test/openapi';

/**
 * A date far in the past or future (year 0001, 1500, 9999) is a 400 with the range's message on
 * every date field a route takes, in a JSON body or a query string, never a 500 or a stored row:
 * generated from the OpenAPI document (every field described as `format: date` or `date-time`),
 * with each route's valid call from the authorization matrix's cases, so a new date field is
 * covered the day it is added.
 */

let t: TestApp;
let a: Holdings;
let doc: OpenApiDocument & { components?: { schemas?: Record<string, Schema> } };
const { hold, send, CASES } = routeCalls(() => t);

beforeAll(async () => {
  t = await setupTestApp();
  a = await hold();
  doc = (await t.request(null, 'GET', '/api/docs/json')).json();
});
afterAll(() => t.close());

type Schema = {
  $ref?: string;
  format?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};
type Path = (string | number)[];
type DateField = { path: Path; format: 'date' | 'date-time' };

/** The date fields of a schema, nested objects and arrays' items included. */
function dateFields(schema: Schema, path: Path = []): DateField[] {
  const s = schema.$ref ? doc.components!.schemas![schema.$ref.split('/').at(-1)!]! : schema;
  if (s.format === 'date' || s.format === 'date-time') return [{ path, format: s.format }];
  const found = [
    ...[...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])].flatMap((sub) =>
      dateFields(sub, path),
    ),
    ...Object.entries(s.properties ?? {}).flatMap(([k, sub]) => dateFields(sub, [...path, k])),
    ...(s.items ? dateFields(s.items, [...path, 0]) : []),
  ];
  return found.filter((f, i) => found.findIndex((g) => g.path.join() === f.path.join()) === i);
}

/** A copy of `body` with `value` at `path` (an array's first item, made when missing). */
function withValue(body: unknown, path: Path, value: string): unknown {
  if (path.length === 0) return value;
  const [key, ...rest] = path;
  if (typeof key === 'number') {
    const items = Array.isArray(body) ? [...body] : [];
    items[key] = withValue(items[key] ?? {}, rest, value);
    return items;
  }
  const object = body && typeof body === 'object' ? { ...(body as object) } : {};
  return { ...object, [key!]: withValue((object as Record<string, unknown>)[key!], rest, value) };
}

const FAR_DATES = ['0001-01-01', '1500-06-01', '1899-12-31', '2201-01-01', '9999-12-31'];

describe('a date far in the past or future', () => {
  it('is a 400 with the range message on every date field of a body or a query', async () => {
    const checked: string[] = [];
    const wrong: string[] = [];
    for (const op of documentOperations(doc)) {
      type Op = { parameters?: { in: string; name: string; schema?: Schema }[] };
      const body = op.operation.requestBody?.content['application/json'] as
        { schema?: Schema } | undefined;
      const fields = [
        ...(body?.schema ? dateFields(body.schema).map((f) => ({ ...f, in: 'body' })) : []),
        ...((op.operation as Op).parameters ?? [])
          .filter((p) => p.in === 'query' && p.schema && dateFields(p.schema).length > 0)
          .map((p) => ({ path: [p.name], format: dateFields(p.schema!)[0]!.format, in: 'query' })),
      ];
      if (fields.length === 0) continue;
      const c = CASES[op.route];
      expect(c, op.route).toBeDefined();
      for (const field of fields) {
        const name = field.path.join('.');
        checked.push(`${op.route} ${field.in} ${name}`);
        // A fresh administrator is the shop's newest member, whose own rows the cases make.
        const admin = await t.createUser({ shops: [a.shop] });
        // An earlier far date that was taken (a loan from year 1) can make this call fail.
        const call = await Promise.resolve(c!.call(a)).catch((e: Error) => e);
        if (call instanceof Error) {
          wrong.push(`${op.route}: its valid call failed: ${call.message.slice(0, 200)}`);
          continue;
        }
        for (const date of FAR_DATES) {
          const value = field.format === 'date' ? date : `${date}T12:00:00Z`;
          let sent: Call;
          if (field.in === 'body')
            sent = { ...call, body: withValue(call.body, field.path, value) };
          else {
            const url = new URL(call.url, 'http://x');
            url.searchParams.set(name, value);
            sent = { ...call, url: `${url.pathname}${url.search}` };
          }
          const res = await send(admin, op.method, sent);
          const messages = res.statusCode === 400 ? (res.json()[name] ?? []) : [];
          if (!messages.includes(DATE_OUT_OF_RANGE))
            wrong.push(`${op.route} ${name}=${value}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    // The loaner charge's and agreement's (issue 32 §3.2's examples) are among them.
    expect(checked).toEqual(
      expect.arrayContaining([
        'POST /api/loaners/agreements/:id/charges/ body occurred_at',
        'POST /api/loaners/agreements/ body starts_at',
      ]),
    );
    expect(checked.length).toBeGreaterThan(20);
  });
});
