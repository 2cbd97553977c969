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
  // Transition ranges, which carry an IPv4 address a router may deliver to: IPv4-compatible,
  // IPv4-translated, NAT64 (well-known and local), 6to4, Teredo, and discard-only.
  ['::', 96],
  ['::ffff:0:0:0', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['2002::', 16],
  ['2001::', 32],
  ['100::', 64],
] as const)
  NOT_PUBLIC.addSubnet(net, prefix, 'ipv6');

/** An IPv6 address's eight 16-bit groups, a dotted IPv4 tail included; null if it is none. */
function groupsOf(address: string): number[] | null {
  if (isIP(address) !== 6) return null;
  let text = address.toLowerCase().replace(/%.*$/, '');
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const part = (p: string | undefined) => (p ? p.split(':').map((g) => parseInt(g, 16)) : []);
  const [front, back] = [part(head), part(tail)];
  const fill = tail === undefined ? [] : Array<number>(8 - front.length - back.length).fill(0);
  return [...front, ...fill, ...back];
}

/**
 * True for an address a webhook must not reach. IPv4-mapped IPv6 (::ffff:a.b.c.d, however it is
 * written: URLs write ::ffff:7f00:1) counts as its IPv4; the other forms that embed an IPv4
 * address are refused whatever it is.
 */
export function isNonPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  if (family === 4) return NOT_PUBLIC.check(address, 'ipv4');
  const g = groupsOf(address)!;
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff)
    return NOT_PUBLIC.check(`${g[6]! >> 8}.${g[6]! & 255}.${g[7]! >> 8}.${g[7]! & 255}`, 'ipv4');
  return NOT_PUBLIC.check(address, 'ipv6');
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
