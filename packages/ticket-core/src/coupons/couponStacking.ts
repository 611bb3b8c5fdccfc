import type { ErrorKey } from '../errors/errorMessages.ts';

/** What the stacking rules read of a coupon. */
export interface StackingCoupon {
  id: number;
  /** An invitation code: one ticket free. */
  is_invitation: boolean;
  discount_type: string;
}

/**
 * Spec section 9's coupon stacking: whether `coupon` may join the coupons already `applied` to an order
 * of `ticketCount` tickets. Answers the error that refuses it, or null when it may. One campaign coupon
 * per order; invitation codes at most one per ticket, never twice the same; a flat-rate coupon never
 * with an invitation.
 */
export function couponStackingError(
  coupon: StackingCoupon,
  applied: readonly StackingCoupon[],
  ticketCount: number,
): ErrorKey | null {
  if (applied.some((other) => other.id === coupon.id)) {
    return coupon.is_invitation ? 'couponDuplicateInvitationCode' : 'couponNoFurtherDiscounts';
  }
  const invitations = applied.filter((other) => other.is_invitation);
  if (coupon.is_invitation) {
    if (applied.some((other) => !other.is_invitation && other.discount_type === 'fixed')) {
      return 'couponFlatRateWithInvitation';
    }
    if (invitations.length + 1 > ticketCount) return 'couponInvitationCodesExceedTickets';
    return null;
  }
  if (applied.some((other) => !other.is_invitation)) return 'couponDifferentCampaigns';
  if (coupon.discount_type === 'fixed' && invitations.length > 0) return 'couponFlatRateWithInvitation';
  return null;
}
