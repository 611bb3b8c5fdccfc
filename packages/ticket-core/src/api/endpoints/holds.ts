import { holdRoutes } from '../routes/holds.ts';
import { defineEndpoints } from './define.ts';
import { orderCreatedSchema } from './orders.ts';
import { tokenParams } from './shared.ts';

/** Ours: the visitor's one extension of an order's stock hold ("hold countdown with renew"). */
export const holdEndpoints = defineEndpoints(holdRoutes, {
  extendOrderHold: {
    summary:
      'Extend the stock hold of an unpaid order once: re-checks that the slot is still on sale and the stock still held, then moves expires_at to a full hold from now',
    designed: true,
    params: tokenParams,
    answer: orderCreatedSchema,
  },
});
