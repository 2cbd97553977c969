import { describe, expect, it } from 'vitest';
import { inFlightLimit } from './in-flight';

describe('inFlightLimit', () => {
  it('runs at most max at once, the others in the order they came, and goes on after a failure', async () => {
    const limit = inFlightLimit(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const piece = (i: number) =>
      limit(async () => {
        running++;
        most = Math.max(most, running);
        await new Promise((r) => setTimeout(r, 5));
        running--;
        order.push(i);
        if (i === 1) throw new Error('piece 1 failed');
        return i;
      });
    const results = await Promise.allSettled([1, 2, 3, 4, 5, 6].map(piece));
    expect(most).toBe(2);
    expect(results.map((r) => r.status)).toEqual([
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    expect(order.slice(2)).toEqual([3, 4, 5, 6]);
    // Nothing held after: a new piece starts at once.
    expect(await limit(async () => 'free')).toBe('free');
  });
});
