import { defineRoutes } from './define.ts';

/** How the calls of `../endpoints/membership.ts` travel; their schemas are there. */
export const membershipRoutes = defineRoutes({
  getMembershipPromotion: { method: 'GET', path: '/membership/promotion', silent: true },
  membershipLogin: { method: 'POST', path: '/membership/login/{key}' },
  membershipTokenLogin: { method: 'POST', path: '/membership/token/login/{key}' },
  getMembership: { method: 'GET', path: '/membership/{key}' },
});
