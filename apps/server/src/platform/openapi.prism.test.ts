import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Permission } from '@fleetdesk/contract/permissions';
import {
  customerDocumentCall,
  loanerCopyCall,
  loanerSigningCall,
  vehiclePhotoCall,
  shopLogoCall,
  routeCalls,
  type Call,
  type Holdings,
} from '../../test/authorization';
import { setupTestApp, type TestApp, type TestUser } from '../../test/helpers';
import { startPrismProxy, type PrismProxy } from '../../test/prism';
import { multipart, PDF } from '../modules/documents/documents.test-fixtures';
import { documentOperations, type Operation } from '../../test/openapi';

/**
 * Every operation of the OpenAPI document, sent to the running app through Stoplight Prism as a
 * validating proxy (`prism proxy --errors`): the request must match its description, and so must
 * the reply, its status, media type, headers and body. The calls are the authorization matrix's
 * (test/authorization/), so a new route is covered once it has its matrix case.
 */

const GOOGLE_CLIENT = 'fleetdesk-prism.apps.googleusercontent.com';
let google: Server;
const googleTokens: Record<string, object> = {};
let t: TestApp;
let a: Holdings;
let prism: PrismProxy;
let doc: Awaited<ReturnType<typeof fetchDocument>>;
const { hold, CASES } = routeCalls(() => t);

async function fetchDocument() {
  const res = await t.request(null, 'GET', '/api/docs/json');
  expect(res.statusCode).toBe(200);
  return res.json();
}

beforeAll(async () => {
  // Google's tokeninfo endpoint, played by a local server: it vouches for whoever is listed.
  google = createServer((req, res) => {
    const token = new URL(req.url ?? '/', 'http://localhost').searchParams.get('access_token');
    const info = googleTokens[token ?? ''];
    res.setHeader('content-type', 'application/json');
    res.statusCode = info ? 200 : 400;
    res.end(JSON.stringify(info ?? { error: 'invalid_token' }));
  });
  await new Promise<void>((resolve) => google.listen(0, '127.0.0.1', resolve));
  const googleUrl = `http://127.0.0.1:${(google.address() as AddressInfo).port}`;
  t = await setupTestApp({
    GOOGLE_CLIENT_ID: GOOGLE_CLIENT,
    GOOGLE_TOKENINFO_URL: `${googleUrl}/tokeninfo`,
    GOOGLE_USERINFO_URL: `${googleUrl}/userinfo`,
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  a = await hold();
  doc = await fetchDocument();
  prism = await startPrismProxy(
    doc,
    `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`,
  );
}, 120_000);
afterAll(async () => {
  await prism?.close();
  await t?.close();
  google?.close();
});

/** The routes open without a token, each with a call that succeeds. */
const PUBLIC_CALLS: Record<string, (h: Holdings) => Promise<Call>> = {
  'GET /api/health/': async () => ({ url: '/api/health/' }),
  'GET /api/base/auth-config/': async () => ({ url: '/api/base/auth-config/' }),
  'POST /api/base/login/': async (h) => {
    const user = await t.createUser({ shops: [h.shop] });
    return { url: '/api/base/login/', body: { username: user.username, password: user.password } };
  },
  'POST /api/base/login/google/': async (h) => {
    const user = await t.createUser({ shops: [h.shop] });
    googleTokens[user.username] = { aud: GOOGLE_CLIENT, email: user.email, email_verified: 'true' };
    return { url: '/api/base/login/google/', body: { access_token: user.username } };
  },
  'GET /api/loaners/agreements/:id/copy/': (h) => loanerCopyCall(() => t)(h),
  'GET /api/loaners/signing/:token/': (h) => loanerSigningCall(() => t, 'GET')(h),
  'POST /api/loaners/signing/:token/': (h) => loanerSigningCall(() => t, 'POST')(h),
  'GET /api/loaners/customer-documents/:id/': (h) => customerDocumentCall(() => t)(h),
  'GET /api/vehicles/photos/:id/': (h) => vehiclePhotoCall(() => t)(h),
  'GET /api/shops/logos/:id/': (h) => shopLogoCall(() => t)(h),
  'GET /api/files/:id/': async (h) => {
    const list = await t.request(h.admin, 'GET', `/api/vehicles/documents/?vehicle=${h.vin}`);
    return { url: list.json().results[0].file_url };
  },
  'GET /api/vehicles/financing/export-jobs/:id/file/': async (h) => {
    const jobs = '/api/vehicles/financing/export-jobs/';
    const started = await t.request(h.admin, 'POST', jobs, { type: 'financing', format: 'json' });
    for (;;) {
      const job = (await t.request(h.admin, 'GET', `${jobs}${started.json().id}/`)).json();
      if (job.status === 'done' || job.status === 'failed') return { url: job.file_url };
      await new Promise((r) => setTimeout(r, 20));
    }
  },
};

/** One operation through the proxy, as a fresh administrator of shop `a` (or no one). */
async function sendThroughPrism(op: Operation, call: Call, user: TestUser | null) {
  const headers: Record<string, string> = user ? { authorization: `Token ${user.token}` } : {};
  let body: string | Buffer | undefined;
  if (call.multipart) {
    const form = multipart(
      { document_type: 'other', title: 'Scan', ...call.multipart },
      call.file ?? { filename: 'scan.pdf', data: PDF, contentType: 'application/pdf' },
    );
    body = form.payload;
    headers['content-type'] = form.contentType;
  } else if (call.body !== undefined) {
    body = JSON.stringify(call.body);
    headers['content-type'] = 'application/json';
  }
  const res = await fetch(`${prism.url}${call.url}`, {
    method: op.method,
    headers,
    body,
    redirect: 'manual',
  });
  return {
    status: res.status,
    violations: res.headers.get('sl-violations'),
    text: await res.text(),
  };
}

describe('the OpenAPI document, checked by Prism as a validating proxy', () => {
  it('describes the request and the reply of every operation', async () => {
    const operations = documentOperations(doc);
    const problems: string[] = [];
    let sent = 0;
    for (const op of operations) {
      const publicCall = PUBLIC_CALLS[op.route];
      const c = CASES[op.route];
      if (!publicCall && !c) {
        problems.push(`${op.route}: no call to send (add its authorization matrix case)`);
        continue;
      }
      // The user first: a call may name its newest member (a notification to read).
      const user = publicCall ? null : await t.createUser({ shops: [a.shop] });
      const call = publicCall ? await publicCall(a) : await c!.call(a);
      const res = await sendThroughPrism(op, call, user);
      sent += 1;
      const expected = publicCall ? 200 : (c!.proxied ?? c!.ok ?? 200);
      if (res.violations) problems.push(`${op.route} -> ${res.status}: ${res.violations}`);
      else if (res.status !== expected)
        problems.push(
          `${op.route}: ${res.status}, expected ${expected}: ${res.text.slice(0, 300)}`,
        );
    }
    console.info(`Prism checked ${sent} of ${operations.length} operations`);
    expect(problems).toEqual([]);
    expect(sent).toBe(operations.length);
  }, 300_000);

  it("describes the refusals too: another shop's record (404), a missing permission (403)", async () => {
    const b = await hold();
    const problems: string[] = [];
    let sent = 0;
    for (const op of documentOperations(doc)) {
      const c = CASES[op.route];
      if (!c) continue;
      const route = t.app.routeTable.find((r) => `${r.method} ${r.url}` === op.route);
      const needed = [route?.config.permission ?? []].flat() as Permission[];
      const refusals: { expected: number; user: TestUser; call: () => Call | Promise<Call> }[] = [];
      if (c.foreign) {
        const user = await t.createUser({ shops: [a.shop] });
        refusals.push({ expected: 404, user, call: () => c.foreign!(a, b) });
      }
      if (needed.length) {
        const user = await t.createUser({ shops: [a.shop], withdrawals: needed });
        refusals.push({ expected: 403, user, call: () => c.call(a) });
      }
      for (const { expected, user, call } of refusals) {
        const res = await sendThroughPrism(op, await call(), user);
        sent += 1;
        if (res.violations) problems.push(`${op.route} -> ${res.status}: ${res.violations}`);
        else if (res.status !== expected)
          problems.push(
            `${op.route}: ${res.status}, expected ${expected}: ${res.text.slice(0, 300)}`,
          );
      }
    }
    console.info(`Prism checked ${sent} refusals`);
    expect(problems).toEqual([]);
    expect(sent).toBeGreaterThan(50);
  }, 300_000);
});
