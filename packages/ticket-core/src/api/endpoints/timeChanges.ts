import { z } from 'zod';
import { timeChangeRoutes } from '../routes/timeChanges.ts';
import { stockStatusSchema } from './catalog.ts';
import { defineEndpoints } from './define.ts';
import { checkoutAnswerSchema, checkoutBodySchema } from './orders.ts';
import { id, isoDateTime, languageCodeSchema, stockDate, token, yen } from './shared.ts';

/** Ours: changing the date of a reservation, which spec 7 leaves unshown. */

/** Spec 4 names `pending` and `expired`; the others are ours. */
export const timeChangeStatuses = ['pending', 'completed', 'expired', 'cancelled'] as const;

const reservationParams = z.object({ reservation_token: token });
const timeChangeParams = z.object({ timechange_token: token });
const slot = z.object({ reservation_from: isoDateTime, reservation_to: isoDateTime });

export const timeChangeSchema = z.object({
  timechange_token: token,
  reservation_token: token,
  status: z.enum(timeChangeStatuses),
  expires_at: isoDateTime,
  product_name: z.string(),
  current: slot,
  requested: slot,
  price_difference: yen.meta({ description: 'Amount to pay for the change; 0 when nothing is due' }),
});

export const timeChangeEndpoints = defineEndpoints(timeChangeRoutes, {
  getChangeDateStocks: {
    summary: 'Days the reservation can move to',
    designed: true,
    params: reservationParams,
    query: z.object({ from: stockDate, to: stockDate }),
    answer: z.array(stockStatusSchema),
  },
  createTimeChange: {
    summary: 'Hold a new time slot for a reservation',
    designed: true,
    params: reservationParams,
    body: z.object({ lang: languageCodeSchema, time_span_id: id }),
    answer: z.object({ timechange_token: token }),
  },
  getTimeChange: {
    summary: 'A pending time change',
    designed: true,
    params: timeChangeParams,
    answer: timeChangeSchema,
  },
  checkoutTimeChange: {
    summary: 'Confirm a time change, paying any difference',
    designed: true,
    params: timeChangeParams,
    body: checkoutBodySchema,
    answer: checkoutAnswerSchema,
  },
});
