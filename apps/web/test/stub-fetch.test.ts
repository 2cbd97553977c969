import { describe, expect, it } from 'vitest';
import { json, stubFetch, takeUnansweredCalls } from './utils';

describe('stubFetch', () => {
  it('answers the calls its table names', async () => {
    const calls = stubFetch({ 'GET /api/x/': json({ ok: true }) });
    const reply = await fetch('/api/x/');
    expect(await reply.json()).toEqual({ ok: true });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /api/x/']);
  });

  it('rejects a call its table does not name, and keeps it for the check after the test', async () => {
    stubFetch({ 'GET /api/x/': json({ ok: true }) });
    await expect(fetch('/api/y/', { method: 'POST' })).rejects.toThrow(
      'stubFetch: no reply for POST /api/y/',
    );
    // Taken here, so the check after this test (test/setup.ts) does not fail it.
    expect(takeUnansweredCalls()).toEqual(['POST /api/y/']);
  });
});
