import { describe, expect, it } from 'vitest';
import { WEBHOOK_MESSAGES } from '@fleetdesk/contract/webhooks';
import { checkDestination } from './webhooks.address';

/**
 * A webhook's address, as a URL names it (the URL parser rewrites IPv6 forms: [::127.0.0.1]
 * becomes [::7f00:1]). Every form that embeds a loopback or private IPv4 address is refused, and
 * so are the IPv6 transition ranges, whatever they carry.
 */
describe("a webhook's destination", () => {
  it.each([
    'http://127.0.0.1/',
    'http://[::1]/',
    'http://[::127.0.0.1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:10.1.2.3]/',
    'http://[::ffff:0:127.0.0.1]/',
    'http://[64:ff9b::127.0.0.1]/',
    'http://[64:ff9b::8.8.8.8]/',
    'http://[64:ff9b:1::a00:1]/',
    'http://[2002:7f00:1::1]/',
    'http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/',
    'http://[::]/',
    'http://[fe80::1]/',
  ])('refuses %s', async (url) => {
    expect(await checkDestination(url, false)).toEqual({
      ok: false,
      message: WEBHOOK_MESSAGES.urlPrivate,
    });
  });

  it.each([
    'http://8.8.8.8/hook',
    'http://[2606:4700:4700::1111]/hook',
    'http://[::ffff:8.8.8.8]/',
  ])('takes the public %s', async (url) => {
    expect(await checkDestination(url, false)).toMatchObject({ ok: true });
  });
});
