import { z } from 'zod';
import { defineEndpoints, longTimeoutMs } from './define.ts';
import { reservationTokenAnswer } from './orders.ts';
import { passThrough, tokenParams } from './shared.ts';

/** Provider calls of spec 7; their auth and token payloads pass through unchanged. */
export const paymentEndpoints = defineEndpoints({
  completeGmo3ds: {
    method: 'POST',
    path: '/gmo-secure/exe-payment',
    summary: 'Complete a 3-D Secure payment',
    designedParts: ['answer'],
    body: z.object({ md: z.string().min(1) }),
    answer: reservationTokenAnswer,
    timeoutMs: longTimeoutMs,
  },
  getDAccountAuth: {
    method: 'GET',
    root: 'site',
    path: '/d-account/v1/auth/{token}',
    summary: 'Carrier authentication',
    params: tokenParams,
    answer: passThrough,
  },
  getDPayToken: {
    method: 'GET',
    root: 'site',
    path: '/d-pay/v1/scptok/{token}',
    summary: 'Carrier payment token',
    params: tokenParams,
    answer: passThrough,
  },
  validateApplePaySession: {
    method: 'POST',
    path: '/apple-pay/validate-session',
    summary: 'Apple Pay merchant session',
    body: z.object({ validation_url: z.url() }),
    answer: passThrough,
  },
  getPaygentTokenCredentials: {
    method: 'GET',
    root: 'site',
    path: '/paygent/v1/token-credentials',
    summary: 'Paygent token credentials',
    answer: passThrough,
  },
});
