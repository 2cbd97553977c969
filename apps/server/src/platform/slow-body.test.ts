import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from '../../test/helpers';
import { routeCalls, type Call, type Holdings } from '../../test/authorization';
import { multipart, PDF } from '../modules/documents/documents.test-fixtures';

/**
 * A slow client holds a socket, never the database: every operation that takes a body, generated
 * from the routes the app registers (as the authorization matrix is), is sent by an allowed
 * member with all of its body but the last bytes, and left waiting; meanwhile another shop's
 * list must answer as it always does. All wait at once: on the embedded database one held
 * transaction stalls everyone, on PostgreSQL a dozen exhaust the test's pool of four.
 */

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);
const GET_BUDGET_MS = 200;
/** How long the bodies are left unfinished before the other shop's reads are timed. */
const SETTLE_MS = 400;

let t: TestApp;
let a: Holdings;
let b: Holdings;
let port: number;
const { hold, send, CASES } = routeCalls(() => t);

beforeAll(async () => {
  t = await setupTestApp();
  [a, b] = [await hold(), await hold()];
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(() => t.close());

type Wire = { head: string; body: Buffer };

/** The call as bytes on the wire: a multipart form as the matrix sends it, or a JSON body. */
function wire(method: string, call: Call, token: string): Wire {
  let body: Buffer;
  let type: string;
  if (call.multipart) {
    const form = multipart(
      { document_type: 'other', title: 'Scan', ...call.multipart },
      call.file ?? { filename: 'scan.pdf', data: PDF },
    );
    [body, type] = [form.payload, form.contentType];
  } else {
    [body, type] = [Buffer.from(JSON.stringify(call.body ?? {})), 'application/json'];
  }
  const head =
    `${method} ${call.url} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Token ${token}\r\n` +
    `Content-Type: ${type}\r\nContent-Length: ${body.length}\r\n\r\n`;
  return { head, body };
}

/** Sends all but the last bytes of the body and keeps the connection open. */
function startSlowly(w: Wire): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(w.head);
      socket.write(w.body.subarray(0, Math.max(0, w.body.length - 4)), () => resolve(socket));
    });
    socket.on('error', reject);
  });
}

/** The other shop's list, timed; one stalled past a few seconds counts as never answered. */
async function timedList(token: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(`http://127.0.0.1:${port}/api/vehicles/vehicles/`, {
    headers: { authorization: `Token ${token}` },
    signal: AbortSignal.timeout(3000),
  }).catch(() => null);
  if (!res) return Infinity;
  expect(res.status).toBe(200);
  expect(JSON.stringify(await res.json())).toContain(b.vin);
  return performance.now() - started;
}

describe('a slow request body', () => {
  it("holds no shop's reads, on any operation that takes a body", async () => {
    const routes = t.app.routeTable.filter(
      (r) => WITH_BODY.has(r.method) && CASES[`${r.method} ${r.url}`],
    );
    // Uploads among them, or the test proves nothing about the bodies that matter most.
    expect(routes.length).toBeGreaterThan(50);
    const wires: Wire[] = [];
    for (const r of routes) {
      const call = await CASES[`${r.method} ${r.url}`]!.call(a);
      wires.push(wire(r.method, call, a.admin.token));
    }
    expect(wires.filter((w) => w.head.includes('multipart/form-data')).length).toBeGreaterThan(6);

    await timedList(b.admin.token);
    const sockets = await Promise.all(wires.map(startSlowly));
    try {
      await new Promise((r) => setTimeout(r, SETTLE_MS));
      const times: number[] = [];
      for (let i = 0; i < 5; i++) times.push(await timedList(b.admin.token));
      // Every read answers, and the typical one within the budget: a held database makes each
      // wait for a body that never ends, while a busy CI machine (the build runs beside these
      // tests) may slow one read of five past it.
      const took = `the other shop's list took ${times.join(', ')} ms`;
      expect(Math.max(...times), took).toBeLessThan(Infinity);
      expect([...times].sort((x, y) => x - y)[2], took).toBeLessThan(GET_BUDGET_MS);
    } finally {
      for (const s of sockets) s.destroy();
    }
    // The server goes on serving once the slow clients have gone.
    expect((await send(a.admin, 'GET', { url: '/api/vehicles/vehicles/' })).statusCode).toBe(200);
  });
});
