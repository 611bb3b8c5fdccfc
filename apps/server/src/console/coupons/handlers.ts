import type { Handlers } from '../../http/registerEndpoints.ts';
import { createInvitations, invitationsCsv, setCoupon, venueCoupons } from './coupons.ts';

type CouponHandlers = Pick<
  Handlers,
  'getConsoleCoupons' | 'setConsoleCoupon' | 'createConsoleInvitations' | 'getConsoleInvitationsCsv'
>;

export const couponConsoleHandlers: CouponHandlers = {
  getConsoleCoupons: (ctx) => venueCoupons(ctx),
  setConsoleCoupon: (ctx, { params, body }) => setCoupon(ctx, params.code, body),
  createConsoleInvitations: (ctx, { body }) => createInvitations(ctx, body),
  getConsoleInvitationsCsv: (ctx, { params }) => invitationsCsv(ctx, params.batch),
};
