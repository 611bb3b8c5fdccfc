import { defineRoutes, longTimeoutMs } from './define.ts';

/** How the calls of `../endpoints/payments.ts` travel; their schemas are there. */
export const paymentRoutes = defineRoutes({
  completeGmo3ds: { method: 'POST', path: '/gmo-secure/exe-payment', timeoutMs: longTimeoutMs },
  getDAccountAuth: { method: 'GET', root: 'site', path: '/d-account/v1/auth/{token}' },
  getDPayToken: { method: 'GET', root: 'site', path: '/d-pay/v1/scptok/{token}' },
  validateApplePaySession: { method: 'POST', path: '/apple-pay/validate-session' },
  getPaygentTokenCredentials: { method: 'GET', root: 'site', path: '/paygent/v1/token-credentials' },
});
