import { defineAdminRoutes } from './define.ts';

/**
 * The venue console's coupon calls: usage per code, disabling a code, batches of invitation codes (`../endpoints/consoleCoupons.ts` has their schemas), under the tenant's admin
 * path, each with the access it needs.
 */
export const consoleCouponsRoutes = defineAdminRoutes({
  getConsoleCoupons: { method: 'GET', path: '/coupons', access: 'coupons.manage' },
  setConsoleCoupon: { method: 'PUT', path: '/coupons/{code}', access: 'coupons.manage' },
  createConsoleInvitations: {
    method: 'POST',
    path: '/coupons/invitations',
    access: 'coupons.manage',
  },
  getConsoleInvitationsCsv: {
    method: 'GET',
    path: '/coupons/invitations/{batch}/codes.csv',
    access: 'coupons.manage',
    answerMediaType: 'text/csv',
  },
});
