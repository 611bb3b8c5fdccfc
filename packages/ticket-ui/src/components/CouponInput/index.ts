export {
  type AppliedCoupon,
  CouponInput,
  type CouponInputProps,
  couponInputLayouts,
} from './CouponInput.tsx';
