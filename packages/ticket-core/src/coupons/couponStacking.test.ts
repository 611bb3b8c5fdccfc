import { describe, expect, it } from 'vitest';
import { couponStackingError, type StackingCoupon } from './couponStacking.ts';

const percent: StackingCoupon = { id: 1, is_invitation: false, discount_type: 'percent' };
const fixed: StackingCoupon = { id: 2, is_invitation: false, discount_type: 'fixed' };
const invitation = (id: number): StackingCoupon => ({ id, is_invitation: true, discount_type: 'fixed' });

describe('coupon stacking', () => {
  it('lets the first coupon of an order through', () => {
    expect(couponStackingError(percent, [], 2)).toBeNull();
    expect(couponStackingError(invitation(10), [], 1)).toBeNull();
  });

  it('refuses a coupon already applied', () => {
    expect(couponStackingError(percent, [percent], 2)).toBe('couponNoFurtherDiscounts');
    expect(couponStackingError(invitation(10), [invitation(10)], 2)).toBe('couponDuplicateInvitationCode');
  });

  it('keeps one campaign per order', () => {
    expect(couponStackingError(fixed, [percent], 2)).toBe('couponDifferentCampaigns');
  });

  it('never puts a flat rate beside an invitation', () => {
    expect(couponStackingError(invitation(10), [fixed], 2)).toBe('couponFlatRateWithInvitation');
    expect(couponStackingError(fixed, [invitation(10)], 2)).toBe('couponFlatRateWithInvitation');
    expect(couponStackingError(percent, [invitation(10)], 2)).toBeNull();
  });

  it('gives at most one invitation per ticket', () => {
    expect(couponStackingError(invitation(11), [invitation(10)], 2)).toBeNull();
    expect(couponStackingError(invitation(12), [invitation(10), invitation(11)], 2)).toBe(
      'couponInvitationCodesExceedTickets',
    );
  });
});
