import type { WebhookDeliveryStatus } from '@fleetdesk/contract/webhooks';

/** How a delivery's status reads, and its badge colour. */
export const DELIVERY_STATUS: Record<WebhookDeliveryStatus, { label: string; color: string }> = {
  pending: { label: 'Pending', color: 'yellow' },
  delivered: { label: 'Delivered', color: 'green' },
  failed: { label: 'Failed', color: 'red' },
};

/** "HTTP 200", or no answer at all (a refused connection, a timeout). */
export const responseText = (code: number | null) =>
  code === null ? 'No response' : `HTTP ${code}`;

export const timeText = (iso: string) => new Date(iso).toLocaleString();
