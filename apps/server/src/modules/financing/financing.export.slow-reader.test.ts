import { request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp, type TestUser } from '../../../test/helpers';

/**
 * An export whose client stops reading must not stall anyone else: its rows are read a page at a
 * time in short transactions, and the connection is dropped after CONNECTION_TIMEOUT_SECONDS.
 * Node drops a connection whose writes have not moved for a whole timeout: after one timeout at
 * least, two at most.
 */
const CONNECTION_TIMEOUT_SECONDS = 3;
/** More exports than the test pool's connections (4): each held one on the old code. */
const UNREAD_EXPORTS = 5;
/** Financings of 2 KB of notes each (as many as one request may export): a 10 MB file, more than the sockets buffer. */
const FINANCINGS = 5000;

let t: TestApp;
let port: number;
let exporter: TestUser;
let otherShopUser: TestUser;
beforeAll(async () => {
  t = await setupTestApp({ CONNECTION_TIMEOUT_SECONDS });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
  const shop = await t.createShop();
  exporter = await t.createUser({ shops: [shop] });
  await t.inShop(shop, (db) =>
    db.execute(sql`insert into financings (shop_id, monthly_payment, start_date, end_date, loan_amount, interest_rate, notes)
      select ${shop.id}, 500, date '2025-01-15', date '2028-01-15', 18000, 5.25, repeat('n', 2000)
      from generate_series(1, ${FINANCINGS})`),
  );
  otherShopUser = await t.createUser({ shops: [await t.createShop()] });
});
afterAll(() => t.close());

/** A GET answered in full: status and body. */
function get(url: string, token: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: url,
        headers: { authorization: `Token ${token}` },
        // Only so a stalled server fails the test instead of hanging it; timing is not the check.
        timeout: 20_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${url}: no answer within 20 s`)));
    req.on('error', reject);
    req.end();
  });
}

/** Asks for the export over a raw socket, reads its first bytes, then stops reading. */
function openUnreadExport(): Promise<{ socket: Socket; head: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () =>
      socket.write(
        `GET /api/vehicles/export/financing/?format=csv HTTP/1.1\r\nHost: localhost\r\nAuthorization: Token ${exporter.token}\r\n\r\n`,
      ),
    );
    socket.once('error', reject);
    socket.once('data', (chunk: Buffer) => {
      socket.pause();
      resolve({ socket, head: chunk.toString('latin1', 0, 600) });
    });
  });
}

/** Everything still to come on a paused socket, once it is read again, until it closes. */
function readRest(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('latin1')));
    socket.resume();
  });
}

describe('an export whose client stops reading', () => {
  const unread: Socket[] = [];
  /** The server's end of each unread export, closed when the server drops it. */
  const dropped: Promise<void>[] = [];
  let droppedCount = 0;
  afterAll(() => unread.forEach((s) => s.destroy()));

  it("stalls no other shop's request", async () => {
    for (let i = 0; i < UNREAD_EXPORTS; i++) {
      // A client's paused socket does not see its close, the server's end does.
      t.app.server.once('connection', (serverEnd: Socket) =>
        dropped.push(new Promise((resolve) => serverEnd.once('close', () => resolve()))),
      );
      const { socket, head } = await openUnreadExport();
      unread.push(socket);
      expect(head, head).toMatch(/^HTTP\/1\.1 200/);
    }
    dropped.forEach((d) => void d.then(() => droppedCount++));
    const res = await get('/api/vehicles/vehicles/', otherShopUser.token);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body).count).toBe(0);
    // Answered while every unread export still held its connection, not once they were dropped
    // (an order of events, which a loaded machine does not change as it changes milliseconds).
    expect(droppedCount).toBe(0);
  });

  it('is dropped after the connection timeout: its file stops short', async () => {
    await dropped[0];
    const rest = await readRest(unread[0]!);
    // A whole chunked reply ends with its last, empty chunk; a dropped one does not.
    expect(rest.endsWith('\r\n0\r\n\r\n')).toBe(false);
    expect(rest.length).toBeLessThan(FINANCINGS * 2000);
  });
});
