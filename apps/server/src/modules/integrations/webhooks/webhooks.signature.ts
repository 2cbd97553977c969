import { createHmac, randomBytes } from 'node:crypto';

/** A new endpoint's signing secret: shown once, kept to sign every delivery. */
export const newWebhookSecret = () => `whsec_${randomBytes(24).toString('hex')}`;

/**
 * The `X-Fleetdesk-Signature` value: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">` with the
 * endpoint's secret (docs/api.md "Webhooks" shows a receiver checking it).
 */
export function signatureHeader(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}
