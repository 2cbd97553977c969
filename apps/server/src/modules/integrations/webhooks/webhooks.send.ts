import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { WEBHOOK_MESSAGES, WEBHOOK_SIGNATURE_HEADER } from '@fleetdesk/contract/webhooks';
import { checkDestination } from './webhooks.address';
import { signatureHeader } from './webhooks.signature';

/** A receiver has this long to answer before the attempt counts as failed. */
const TIMEOUT_MS = 10_000;

export type SendOutcome =
  | { delivered: true; responseCode: number }
  | { delivered: false; responseCode: number | null; error: string };

export type WebhookMessage = {
  url: string;
  secret: string;
  eventId: string;
  eventType: string;
  body: string;
};

/**
 * POSTs one event to its endpoint, signed; a 2xx is delivered, anything else (another status, a
 * refused or slow connection, a destination no longer allowed) is a failed attempt.
 */
export async function sendWebhook(
  message: WebhookMessage,
  opts: { allowPrivate: boolean; now: Date; signal?: AbortSignal },
): Promise<SendOutcome> {
  const destination = await checkDestination(message.url, opts.allowPrivate);
  if (!destination.ok) return { delivered: false, responseCode: null, error: destination.message };
  const pinned = destination.address;
  // Connect to the address just checked, not to whatever the name resolves to a moment later.
  const lookup: LookupFunction | undefined = pinned
    ? (_host, options, callback) => {
        if (options.all) callback(null, [pinned]);
        else callback(null, pinned.address, pinned.family);
      }
    : undefined;
  const client = destination.url.protocol === 'https:' ? https : http;
  return new Promise<SendOutcome>((resolve) => {
    const request = client.request(
      destination.url,
      {
        method: 'POST',
        lookup,
        signal: opts.signal,
        timeout: TIMEOUT_MS,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(message.body),
          'user-agent': 'Fleetdesk-Webhooks/1',
          [WEBHOOK_SIGNATURE_HEADER]: signatureHeader(message.secret, message.body, opts.now),
          'X-Fleetdesk-Event': message.eventType,
          'X-Fleetdesk-Delivery': message.eventId,
        },
      },
      (response) => {
        response.resume();
        const code = response.statusCode ?? 0;
        if (code >= 200 && code < 300) resolve({ delivered: true, responseCode: code });
        else resolve({ delivered: false, responseCode: code, error: `HTTP ${code}` });
      },
    );
    const noAnswer = new Error('No answer within 10 seconds');
    request.on('timeout', () => request.destroy(noAnswer));
    // The log is read by the shop: it says what happened, not the socket's own words (which name
    // addresses and system calls).
    request.on('error', (err) =>
      resolve({
        delivered: false,
        responseCode: null,
        error: err === noAnswer ? noAnswer.message : WEBHOOK_MESSAGES.couldNotConnect,
      }),
    );
    request.end(message.body);
  });
}
