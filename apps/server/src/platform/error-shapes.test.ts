import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from '../../test/helpers';
import { documentOperations, type OpenApiDocument } from '../../test/openapi';

/**
 * One error shape per kind (docs/api.md "Errors"), read from the OpenAPI document every route's
 * replies are checked against (the Prism test sends them through it): a new route that declares
 * another shape fails here.
 *
 * - `{detail}`: a request refused whole (401, 403, 404, 408, 409, 413, and a 400 not about one field);
 * - `{field: [messages]}`: invalid input (400);
 * - `{detail, request_id}`: a failure on the server (500);
 * - an import's own reply: an import refused for its rows (400, every row's result);
 * - the health check's reply: which part is down (503);
 * - `{error}`: only where spec 1 section 8 reads an error field (sign-in, the shop switch, 429).
 */

type Schema = Record<string, unknown>;
type Shape = 'detail' | 'server failure' | 'fields' | 'error' | 'reply';

/** The routes spec 1 section 8 reads an `error` field from. */
const ERROR_FIELD_ROUTES = [
  'POST /api/base/login/',
  'POST /api/base/login/google/',
  'POST /api/employees/switch-shop/',
];
/** The health check answers 503 with its own reply: which part is down. */
const HEALTH_ROUTE = 'GET /api/health/';
/** Imports answer a refused file with every row's result. */
const IMPORT_ROUTE = /^POST \/api\/.*\/import\/$/;

function shapesOf(schema: Schema, doc: Schema): Shape[] {
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.split('/').pop()!;
    const components = (doc.components as { schemas?: Record<string, Schema> } | undefined)
      ?.schemas;
    return shapesOf(components?.[name] ?? {}, doc);
  }
  const branches = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (branches) return branches.flatMap((b) => shapesOf(b, doc));
  const keys = Object.keys((schema.properties as Schema | undefined) ?? {}).sort();
  if (keys.join() === 'detail') return ['detail'];
  if (keys.join() === 'detail,request_id') return ['server failure'];
  if (keys.join() === 'error') return ['error'];
  const values = schema.additionalProperties as Schema | undefined;
  const items = values?.items as Schema | undefined;
  if (keys.length === 0 && values?.type === 'array' && items?.type === 'string') return ['fields'];
  return ['reply'];
}

/** The shapes a route may answer `status` with. */
function allowed(route: string, status: number): Shape[] {
  const shapes: Shape[] =
    status === 400 ? ['detail', 'fields'] : status >= 500 ? ['server failure'] : ['detail'];
  if (status === 400 && IMPORT_ROUTE.test(route)) shapes.push('reply');
  if (status === 503 && route === HEALTH_ROUTE) shapes.push('reply');
  if (ERROR_FIELD_ROUTES.includes(route)) shapes.push('error');
  return status === 429 ? (ERROR_FIELD_ROUTES.includes(route) ? ['error'] : []) : shapes;
}

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

describe('error replies', () => {
  it('have one shape per kind on every operation of the document', async () => {
    const doc = (await t.request(null, 'GET', '/api/docs/json')).json() as OpenApiDocument & Schema;
    const operations = documentOperations(doc);
    const offending: string[] = [];
    let checked = 0;
    for (const { route, operation } of operations) {
      for (const [code, response] of Object.entries(operation.responses)) {
        const status = Number(code);
        if (!(status >= 400)) continue;
        const content = (response as { content?: Record<string, { schema?: Schema }> }).content;
        const schema = content?.['application/json']?.schema;
        if (!schema) continue;
        checked++;
        const outside = shapesOf(schema, doc).filter((s) => !allowed(route, status).includes(s));
        if (outside.length > 0) offending.push(`${route} ${status}: ${outside.join(', ')}`);
      }
    }
    expect(checked).toBeGreaterThan(operations.length * 3);
    expect(offending).toEqual([]);
  });

  it('answer the shop switch and sign-in with an error field, as the spec reads them', async () => {
    const shop = await t.createShop();
    const user = await t.createUser({ shops: [shop] });
    const unknownShop = await t.request(user, 'POST', '/api/employees/switch-shop/', {
      shop_id: 2_000_000_000,
    });
    expect(unknownShop.statusCode).toBe(404);
    expect(unknownShop.json()).toEqual({ error: 'Shop not found' });
    const wrong = await t.request(null, 'POST', '/api/base/login/', {
      username: user.username,
      password: 'not the password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json() as object)).toEqual(['error']);
  });
});
