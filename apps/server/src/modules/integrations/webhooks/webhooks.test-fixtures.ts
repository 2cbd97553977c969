import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../../app';
import type { Config } from '../../../config';
import type { TestApp } from '../../../../test/helpers';

export type Received = {
  type: string;
  eventId: string;
  body: string;
  signature: string;
  /** What the receiver answered. */
  status: number;
  /** The signature checked the way docs/api.md tells an integrator to. */
  verified: boolean;
};

/** Checks `t=<unix>,v1=<hex>` against the body with the endpoint's secret (docs/api.md). */
export function verifySignature(header: string, body: string, secret: string): boolean {
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=') as [string, string]));
  if (!parts.t || !parts.v1) return false;
  const expected = createHmac('sha256', secret).update(`${parts.t}.${body}`).digest('hex');
  return (
    expected.length === parts.v1.length &&
    timingSafeEqual(Buffer.from(expected), Buffer.from(parts.v1))
  );
}

/**
 * A real HTTP receiver on a free local port: it records every request and answers with the
 * statuses queued in `answers` (then 200).
 */
export async function startReceiver() {
  const received: Received[] = [];
  const answers: number[] = [];
  let secret = '';
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const signature = String(req.headers['x-fleetdesk-signature'] ?? '');
      const status = answers.shift() ?? 200;
      const parsed = JSON.parse(body) as { id: string; type: string };
      received.push({
        type: parsed.type,
        eventId: parsed.id,
        body,
        signature,
        status,
        verified: verifySignature(signature, body, secret),
      });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    answers,
    useSecret(value: string) {
      secret = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type Receiver = Awaited<ReturnType<typeof startReceiver>>;

/** Delivering fast: a tick every 100 ms, the first retry after 200 ms. */
export const FAST: Partial<Config> = {
  WEBHOOK_ALLOW_PRIVATE: true,
  WEBHOOK_TICK_SECONDS: 0.1,
  WEBHOOK_RETRY_SECONDS: 0.2,
};

/** Another app on the test's database (a server process of its own, as after a restart). */
export async function startApp(t: TestApp, config: Partial<Config> = FAST) {
  const app = await buildApp({ ...t.deps, config: { ...t.config, ...config } });
  await app.ready();
  return app;
}

/** Waits until `check` holds (polling), or fails after `ms`. */
export async function until(check: () => boolean, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
