import { z } from 'zod';
import { timeChangeRoutes } from '../routes/timeChanges.ts';
import { dayStockSchema, stockStatusSchema } from './catalog.ts';
import { defineEndpoints } from './define.ts';
import { checkoutAnswerSchema, checkoutBodySchema } from './orders.ts';
import { count, id, isoDateTime, languageCodeSchema, stockDate, token, yen } from './shared.ts';

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
  expires_at: isoDateTime.meta({ description: 'End of the hold on the new time slot' }),
  product_name: z.string(),
  quantity: count.meta({ description: 'Admission tickets moving to the new slot' }),
  current: slot,
  requested: slot,
  price_difference: yen.meta({ description: 'Amount to pay for the change; 0 when nothing is due' }),
});

/** The day stock of the reservation's product, with what the change needs to fit in a slot. */
export const changeDateDayStockSchema = dayStockSchema.extend({
  quantity: count.meta({ description: 'Admission tickets to move: a slot needs this much remaining_stock' }),
  current_time_span_id: id.meta({ description: 'The slot the reservation is in now' }),
});

export const timeChangeBodySchema = z.object({
  lang: languageCodeSchema,
  time_span_id: id,
  email: z.string().max(320).meta({
    description: 'The email address of the reservation, proving the visitor holds it',
    example: 'hanako@example.com',
  }),
});

export const timeChangeEndpoints = defineEndpoints(timeChangeRoutes, {
  getChangeDateStocks: {
    summary: 'Days the reservation can move to',
    designed: true,
    params: reservationParams,
    query: z.object({ from: stockDate, to: stockDate }),
    answer: z.array(stockStatusSchema),
  },
  getChangeDateDayStock: {
    summary: 'Time slots of a day the reservation can move to',
    designed: true,
    params: reservationParams,
    query: z.object({ date: stockDate, lang: languageCodeSchema }),
    answer: changeDateDayStockSchema,
  },
  createTimeChange: {
    summary: 'Hold a new time slot for a reservation',
    designed: true,
    params: reservationParams,
    body: timeChangeBodySchema,
    answer: z.object({ timechange_token: token, expires_at: isoDateTime }),
  },
  getTimeChange: {
    summary: 'A time change',
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
