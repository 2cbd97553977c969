import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupTestApp, type TestApp } from '../../../test/helpers';
import { jobLeases } from './jobs.tables';
import { leaseHeld, releaseLease, takeLease } from './lease';
import { scheduleDaily } from './scheduler';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

describe('the job lease', () => {
  it('goes to one of two takers, is free again once given back, and runs a scheduled day once', async () => {
    const name = `test-${randomUUID()}`;
    const takes = await Promise.all(
      ['a', 'b'].map((holder) => takeLease(t.db, name, holder, { ttlMs: 60_000 })),
    );
    const winner = takes[0] ? 'a' : 'b';
    expect([...takes].sort()).toEqual([false, true]);
    expect(await leaseHeld(t.db, name)).toBe(true);
    await releaseLease(t.db, name, winner === 'a' ? 'b' : 'a');
    expect(await leaseHeld(t.db, name)).toBe(true);
    await releaseLease(t.db, name, winner, '2031-05-01');
    expect(await leaseHeld(t.db, name)).toBe(false);

    const day = (d: string) => takeLease(t.db, name, 'c', { ttlMs: 60_000, scheduledDay: d });
    expect(await day('2031-05-01')).toBe(false);
    expect(await day('2031-05-02')).toBe(true);
  });

  it('frees a lease whose holder never gave it back once it has expired', async () => {
    const name = `test-${randomUUID()}`;
    expect(await takeLease(t.db, name, 'crashed', { ttlMs: 60_000 })).toBe(true);
    expect(await takeLease(t.db, name, 'next', { ttlMs: 60_000 })).toBe(false);
    // Its time runs out (as if the holder had died half an hour ago).
    await t.db
      .update(jobLeases)
      .set({ leasedUntil: sql`now() - interval '1 second'` })
      .where(eq(jobLeases.name, name));
    expect(await leaseHeld(t.db, name)).toBe(false);
    expect(await takeLease(t.db, name, 'next', { ttlMs: 60_000 })).toBe(true);
  });
});

describe('scheduleDaily', () => {
  afterEach(() => vi.useRealTimers());

  it('asks for the day’s run only from the hour on, with the local date', async () => {
    vi.useFakeTimers();
    let now = new Date(2031, 4, 1, 6, 30);
    const days: string[] = [];
    const ticks: number[] = [];
    const stop = scheduleDaily({
      hour: 7,
      now: () => now,
      tickMs: 60_000,
      runDay: async (d) => void days.push(d),
      everyTick: async () => void ticks.push(1),
      onError: (err) => {
        throw err;
      },
    });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(days).toEqual([]);
    now = new Date(2031, 4, 1, 7, 0);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(days).toEqual(['2031-05-01']);
    expect(ticks.length).toBe(2);
    stop();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(days).toEqual(['2031-05-01']);
  });

  it('never asks when the hour is off', async () => {
    vi.useFakeTimers();
    const days: string[] = [];
    const stop = scheduleDaily({
      hour: null,
      now: () => new Date(2031, 4, 1, 12),
      runDay: async (d) => void days.push(d),
      onError: () => undefined,
    });
    await vi.advanceTimersByTimeAsync(300_000);
    stop();
    expect(days).toEqual([]);
  });
});
