import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expectAccessibleInBothThemes } from './axe';
import { expect, test } from './fixtures';

type Received = { type: string; body: string; signature: string };

/** A real receiver on this machine: records each request and answers 200. */
async function startReceiver() {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      received.push({
        type: (JSON.parse(body) as { type: string }).type,
        body,
        signature: String(req.headers['x-fleetdesk-signature'] ?? ''),
      });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/fleetdesk`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** docs/api.md: the HMAC-SHA256 of "t.body" with the secret, against the header's v1. */
function signedWith(secret: string, { body, signature }: Received): boolean {
  const { t, v1 } = Object.fromEntries(signature.split(',').map((p) => p.split('=')));
  return v1 === createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
}

test('an administrator adds a webhook to their receiver, sends a test and sees it delivered', async ({
  page,
  asUser,
}) => {
  const receiver = await startReceiver();
  try {
    await asUser('admin', '/settings');
    await page.getByRole('link', { name: 'Manage webhooks' }).click();
    await expect(page).toHaveURL(/\/settings\/integrations\/webhooks$/);
    await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'Add webhook' }).click();
    const form = page.getByRole('dialog', { name: 'Add webhook' });
    // Without events the form says what is missing, before anything is sent.
    await form.getByRole('textbox', { name: 'Endpoint URL' }).fill(receiver.url);
    await form.getByRole('button', { name: 'Add webhook' }).click();
    await expect(form.getByText('Choose at least one event.')).toBeVisible();
    await expect(form.getByRole('group', { name: 'Vehicles' })).toBeVisible();
    await form.getByRole('checkbox', { name: /vehicle\.created/ }).check();
    await form.getByRole('checkbox', { name: /payment\.saved/ }).check();
    await expectAccessibleInBothThemes(page);
    await form.getByRole('button', { name: 'Add webhook' }).click();

    const added = page.getByRole('dialog', { name: 'Webhook added' });
    await expect(added.getByText('it is not shown again', { exact: false })).toBeVisible();
    const secret = (await added.getByLabel('Signing secret').textContent()) ?? '';
    expect(secret).toMatch(/^whsec_[0-9a-f]{48}$/);
    await added.getByRole('button', { name: 'Done' }).click();

    const card = page.getByRole('article', { name: `Webhook ${receiver.url}` });
    await expect(card.getByRole('switch', { name: 'Enabled' })).toBeChecked();
    await expect(card.getByText('No deliveries yet')).toBeVisible();
    await card.getByRole('button', { name: 'Send test' }).click();
    await expect.poll(() => receiver.received.length).toBe(1);
    expect(receiver.received[0]!.type).toBe('webhook.test');
    expect(signedWith(secret, receiver.received[0]!)).toBe(true);

    // The log opens with the test in it, delivered with the receiver's 200.
    const log = card.getByLabel('Delivery log');
    await expect(log.getByText('webhook.test')).toBeVisible();
    await expect(log.getByText('Delivered')).toBeVisible({ timeout: 10_000 });
    await expect(log.getByText('HTTP 200')).toBeVisible();
    await expect(log.getByText('1 attempt')).toBeVisible();
    await expectAccessibleInBothThemes(page);

    // A phone: nothing wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(card.getByRole('button', { name: 'Send test' })).toBeVisible();
    // The page's own width: the "Test event sent" toast slides in from beyond the right edge,
    // which widens the document while it moves (26 px once); measured once it has gone.
    await expect(page.getByRole('alert')).toHaveCount(0, { timeout: 15_000 });
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 720 });

    // Deleting asks first; the page is as the demo had it afterwards.
    await card.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete webhook' });
    await expect(confirm).toContainText(receiver.url);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(card).toHaveCount(0);
  } finally {
    await receiver.close();
  }
});
