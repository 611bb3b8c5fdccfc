import { z } from 'zod';
import { paymentRoutes } from '../routes/payments.ts';
import { defineEndpoints } from './define.ts';
import { reservationTokenAnswer } from './orders.ts';
import { passThrough, tokenParams } from './shared.ts';

/** Provider calls of spec 7; their auth and token payloads pass through unchanged. */
export const paymentEndpoints = defineEndpoints(paymentRoutes, {
  completeGmo3ds: {
    summary: 'Complete a 3-D Secure payment',
    designedParts: ['answer'],
    body: z.object({ md: z.string().min(1) }),
    answer: reservationTokenAnswer,
  },
  getDAccountAuth: {
    summary: 'Carrier authentication',
    params: tokenParams,
    answer: passThrough,
  },
  getDPayToken: {
    summary: 'Carrier payment token',
    params: tokenParams,
    answer: passThrough,
  },
  validateApplePaySession: {
    summary: 'Apple Pay merchant session',
    body: z.object({ validation_url: z.url() }),
    answer: passThrough,
  },
  getPaygentTokenCredentials: {
    summary: 'Paygent token credentials',
    answer: passThrough,
  },
});
