import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_MESSAGES, type WebhookCreated } from '@fleetdesk/contract/webhooks';
import { setupTestApp, type TestApp, type TestUser } from '../../../../test/helpers';

// Addresses as in production (WEBHOOK_ALLOW_PRIVATE off). 203.0.113.0/24 is a documentation
// range: public, and nothing here sends to it (no background ticks).
const PUBLIC_URL = 'https://203.0.113.10/hooks';
const BASE = '/api/integrations/webhooks/';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await setupTestApp({ WEBHOOK_TICK_SECONDS: null });
  admin = await t.createUser({ shops: [await t.createShop()] });
});
afterAll(() => t.close());

async function create(
  user: TestUser,
  body: unknown = { url: PUBLIC_URL, events: ['vehicle.created'] },
) {
  const res = await t.request(user, 'POST', BASE, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<WebhookCreated>();
}

describe('webhook endpoints', () => {
  it('shows the secret once, at creation', async () => {
    const created = await create(admin, {
      url: PUBLIC_URL,
      events: ['policy.saved', 'vehicle.created', 'policy.saved'],
    });
    expect(created.secret).toMatch(/^whsec_[0-9a-f]{48}$/);
    expect(created).toMatchObject({
      url: PUBLIC_URL,
      events: ['policy.saved', 'vehicle.created'],
      is_active: true,
      last_delivery: null,
    });
    const list = await t.request(admin, 'GET', BASE);
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(created.secret);
    expect(list.json()).toContainEqual(expect.objectContaining({ id: created.id }));
    const patched = await t.request(admin, 'PATCH', `${BASE}${created.id}/`, {
      events: ['loaner.checked_out'],
      is_active: false,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.body).not.toContain(created.secret);
    expect(patched.json()).toMatchObject({ events: ['loaner.checked_out'], is_active: false });
  });

  it.each([
    ['ftp://example.com/hooks', WEBHOOK_MESSAGES.urlScheme],
    ['javascript:alert(1)', WEBHOOK_MESSAGES.urlScheme],
    ['not a url', WEBHOOK_MESSAGES.urlScheme],
    ['http://127.0.0.1:8080/hooks', WEBHOOK_MESSAGES.urlPrivate],
    ['http://localhost/hooks', WEBHOOK_MESSAGES.urlPrivate],
    ['http://10.1.2.3/hooks', WEBHOOK_MESSAGES.urlPrivate],
    ['http://172.20.0.1/hooks', WEBHOOK_MESSAGES.urlPrivate],
    ['http://192.168.1.10/hooks', WEBHOOK_MESSAGES.urlPrivate],
    ['http://169.254.169.254/latest/meta-data', WEBHOOK_MESSAGES.urlPrivate],
    ['http://[::1]/hooks', WEBHOOK_MESSAGES.urlPrivate],
    ['http://[::ffff:127.0.0.1]/hooks', WEBHOOK_MESSAGES.urlPrivate],
    ['http://[fd00::1]/hooks', WEBHOOK_MESSAGES.urlPrivate],
    ['https://no-such-host.invalid/hooks', WEBHOOK_MESSAGES.urlUnresolved],
  ])('refuses %s', async (url, message) => {
    const res = await t.request(admin, 'POST', BASE, { url, events: ['vehicle.created'] });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ url: [message] });
  });

  it('refuses a change to a private address, and keeps the endpoint as it was', async () => {
    const created = await create(admin);
    const res = await t.request(admin, 'PATCH', `${BASE}${created.id}/`, {
      url: 'http://192.168.0.2/',
    });
    expect(res.json()).toEqual({ url: [WEBHOOK_MESSAGES.urlPrivate] });
    const list = (await t.request(admin, 'GET', BASE)).json<{ id: number; url: string }[]>();
    expect(list.find((w) => w.id === created.id)?.url).toBe(PUBLIC_URL);
  });

  it('asks for at least one known event', async () => {
    const none = await t.request(admin, 'POST', BASE, { url: PUBLIC_URL, events: [] });
    expect(none.json()).toEqual({ events: [WEBHOOK_MESSAGES.eventsRequired] });
    const unknown = await t.request(admin, 'POST', BASE, {
      url: PUBLIC_URL,
      events: ['vehicle.sold'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json())).toEqual(['events.0']);
  });

  it('queues a test event, refused while the endpoint is disabled', async () => {
    const created = await create(admin);
    const sent = await t.request(admin, 'POST', `${BASE}${created.id}/test/`);
    expect(sent.statusCode, sent.body).toBe(202);
    const log = await t.request(admin, 'GET', `${BASE}${created.id}/deliveries/?page_size=1`);
    expect(log.json()).toMatchObject({
      count: 1,
      next: null,
      results: [{ event_type: 'webhook.test', status: 'pending' }],
    });
    await t.request(admin, 'PATCH', `${BASE}${created.id}/`, { is_active: false });
    const refused = await t.request(admin, 'POST', `${BASE}${created.id}/test/`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ detail: WEBHOOK_MESSAGES.testDisabled });
  });

  it('keeps shops apart and needs the shop settings permission', async () => {
    const other = await t.createUser({ shops: [await t.createShop()] });
    const theirs = await create(other);
    for (const [method, url] of [
      ['PATCH', `${BASE}${theirs.id}/`],
      ['DELETE', `${BASE}${theirs.id}/`],
      ['POST', `${BASE}${theirs.id}/test/`],
      ['GET', `${BASE}${theirs.id}/deliveries/`],
    ] as const) {
      const res = await t.request(admin, method, url, method === 'PATCH' ? {} : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await t.request(admin, 'GET', BASE)).body).not.toContain(`"id":${theirs.id},`);
    const shop = await t.createShop();
    const member = await t.createUser({ shops: [shop], role: 'vehicle_viewer' });
    expect((await t.request(member, 'GET', BASE)).statusCode).toBe(403);
  });

  it('deletes an endpoint with its log', async () => {
    const created = await create(admin);
    await t.request(admin, 'POST', `${BASE}${created.id}/test/`);
    expect((await t.request(admin, 'DELETE', `${BASE}${created.id}/`)).statusCode).toBe(204);
    expect((await t.request(admin, 'GET', `${BASE}${created.id}/deliveries/`)).statusCode).toBe(
      404,
    );
    expect((await t.request(admin, 'DELETE', `${BASE}${created.id}/`)).statusCode).toBe(404);
  });
});
