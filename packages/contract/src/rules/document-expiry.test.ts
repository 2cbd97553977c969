import { describe, expect, it } from 'vitest';
import { documentExpiry } from './document-expiry';

describe('documentExpiry', () => {
  it('is expired after its day, expiring within 30 days, else nothing', () => {
    expect(documentExpiry(null, '2026-12-07')).toBeNull();
    expect(documentExpiry('2026-12-06', '2026-12-07')).toBe('expired');
    expect(documentExpiry('2026-12-07', '2026-12-07')).toBe('expiring');
    expect(documentExpiry('2027-01-06', '2026-12-07')).toBe('expiring');
    expect(documentExpiry('2027-01-07', '2026-12-07')).toBeNull();
  });
});
