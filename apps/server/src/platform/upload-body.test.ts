import { readdir } from 'node:fs/promises';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_MESSAGES, UPLOAD_MESSAGES } from '@fleetdesk/contract/documents';
import { setupTestApp, type TestApp, type TestUser } from '../../test/helpers';
import {
  multipart,
  PDF,
  postMultipart,
  seedVehicle,
} from '../modules/documents/documents.test-fixtures';
import { SPOOL_DIR } from './upload-body';

/**
 * Multipart bodies are received whole before the request's transaction opens (slow-body.test.ts
 * shows no one waits on them): within a time limit, a size limit, and with no temporary file
 * left behind whatever happens.
 */

let t: TestApp;
let admin: TestUser;
let vin: string;
let port: number;

beforeAll(async () => {
  t = await setupTestApp({ UPLOAD_TIMEOUT_SECONDS: 1 });
  const shop = await t.createShop();
  admin = await t.createUser({ shops: [shop] });
  ({ vin } = await seedVehicle(t, shop.id));
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(() => t.close());

const spooled = () => readdir(SPOOL_DIR).catch(() => [] as string[]);

/** A PDF of `size` bytes: a real header, then padding. */
const bigPdf = (size: number) => Buffer.concat([PDF, Buffer.alloc(size - PDF.length, 0x20)]);

/** Sends the head and `sent` bytes of the body, then nothing more; resolves with the raw reply. */
function stall(body: Buffer, contentType: string, sent: number, token = true): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(
        `POST /api/vehicles/documents/ HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
          (token ? `Authorization: Token ${admin.token}\r\n` : '') +
          `Content-Type: ${contentType}\r\n` +
          `Content-Length: ${body.length}\r\n\r\n`,
      );
      socket.write(body.subarray(0, sent));
    });
    let reply = '';
    socket.on('data', (chunk) => {
      reply += chunk.toString();
      // Without a token the reply comes at once, on a connection kept open for the next request.
      if (!token && reply.includes('\r\n\r\n')) socket.destroy();
    });
    socket.on('close', () => resolve(reply));
    socket.on('error', reject);
  });
}

describe('a multipart body', () => {
  it('that has not arrived within the limit is refused with 408 and the connection closed', async () => {
    const form = multipart(
      { vehicle: vin, document_type: 'other', title: 'Slow scan' },
      { filename: 'scan.pdf', data: bigPdf(600 * 1024) },
    );
    // Half a file, past the in-memory part: it was being written to a temporary file.
    const reply = await stall(form.payload, form.contentType, 400 * 1024);
    expect(reply).toMatch(/^HTTP\/1\.1 408 /);
    expect(reply).toMatch(/connection: close/i);
    expect(reply).toContain(JSON.stringify({ detail: UPLOAD_MESSAGES.tooSlow(1) }));
    expect(await spooled()).toEqual([]);
    const docs = await t.request(admin, 'GET', `/api/vehicles/documents/?vehicle=${vin}`);
    expect(docs.statusCode).toBe(200);
    expect(JSON.stringify(docs.json())).not.toContain('Slow scan');
  });

  it('without a token is refused with 401 before its body has arrived', async () => {
    const form = multipart({ title: 'Anonymous' }, { filename: 'scan.pdf', data: bigPdf(600_000) });
    const reply = await stall(form.payload, form.contentType, 1000, false);
    expect(reply).toMatch(/^HTTP\/1\.1 401 /);
    expect(await spooled()).toEqual([]);
  });

  it('beyond 20 MB is refused with 413, keeping nothing', async () => {
    const res = await postMultipart(
      t,
      admin,
      '/api/vehicles/documents/',
      { vehicle: vin, document_type: 'other', title: 'Huge scan' },
      { filename: 'huge.pdf', data: bigPdf(20 * 1024 * 1024 + 1) },
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: DOCUMENT_MESSAGES.tooLarge });
    expect(await spooled()).toEqual([]);
  });

  it('larger than memory holds is received through a temporary file, byte for byte', async () => {
    const data = bigPdf(3 * 1024 * 1024 + 7);
    const res = await postMultipart(
      t,
      admin,
      '/api/vehicles/documents/',
      { vehicle: vin, document_type: 'other', title: 'Big scan' },
      { filename: 'big.pdf', data },
    );
    expect(res.statusCode, res.body).toBe(201);
    const file = await t.request(null, 'GET', res.json().file_url as string);
    expect(file.rawPayload.equals(data)).toBe(true);
    expect(await spooled()).toEqual([]);
  });
});
