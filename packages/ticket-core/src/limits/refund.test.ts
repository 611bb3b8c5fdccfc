import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRefundAllowed, refundBarMs } from './refund.ts';

describe('refund bar (spec 9)', () => {
  const paidAt = new Date('2026-11-22T10:00:00+09:00');

  it('"Refund is barred within 1 minute of payment completion"', () => {
    expect(refundBarMs).toBe(60_000);
    expect(isRefundAllowed(paidAt, new Date('2026-11-22T10:00:59.999+09:00'))).toBe(false);
    expect(isRefundAllowed(paidAt, new Date('2026-11-22T10:01:00+09:00'))).toBe(true);
  });

  it('property: allowed exactly from one minute after payment', () => {
    fc.assert(
      fc.property(fc.integer({ min: -120_000, max: 120_000 }), (elapsed) => {
        const now = new Date(paidAt.getTime() + elapsed);
        expect(isRefundAllowed(paidAt, now)).toBe(elapsed >= 60_000);
      }),
    );
  });
});
