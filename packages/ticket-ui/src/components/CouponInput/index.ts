export { couponInputLayouts } from './CouponInput.css.ts';
export { type AppliedCoupon, CouponInput, type CouponInputProps } from './CouponInput.tsx';
