import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { WEBHOOK_MESSAGES } from '@fleetdesk/contract/webhooks';

/** Loopback, private, link-local, shared and reserved ranges: never a webhook's destination. */
const NOT_PUBLIC = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  NOT_PUBLIC.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  NOT_PUBLIC.addSubnet(net, prefix, 'ipv6');

/** True for an address a webhook must not reach (IPv4-mapped IPv6 counts as its IPv4). */
export function isNonPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return NOT_PUBLIC.check(mapped, 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return NOT_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export type Destination =
  | {
      ok: true;
      url: URL;
      /** The checked address to connect to; null: resolve as usual. */ address: {
        address: string;
        family: number;
      } | null;
    }
  | { ok: false; message: string };

/**
 * Where a webhook may be sent: http or https only, and (unless `allowPrivate`, for tests and
 * closed networks) a host whose every address is public. Checked when the URL is saved and again
 * before each delivery, which then connects to the address checked here (a host that resolves
 * elsewhere in between is not followed).
 */
export async function checkDestination(raw: string, allowPrivate: boolean): Promise<Destination> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, message: WEBHOOK_MESSAGES.urlScheme };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return { ok: false, message: WEBHOOK_MESSAGES.urlScheme };
  if (allowPrivate) return { ok: true, url, address: null };
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: { address: string; family: number }[];
  if (isIP(host) !== 0) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await lookup(host, { all: true });
    } catch {
      return { ok: false, message: WEBHOOK_MESSAGES.urlUnresolved };
    }
  }
  if (addresses.length === 0) return { ok: false, message: WEBHOOK_MESSAGES.urlUnresolved };
  if (addresses.some((a) => isNonPublicAddress(a.address)))
    return { ok: false, message: WEBHOOK_MESSAGES.urlPrivate };
  return { ok: true, url, address: addresses[0]! };
}
