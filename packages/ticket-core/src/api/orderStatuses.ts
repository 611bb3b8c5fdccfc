/**
 * Lifecycle of an order; spec 4 names `ready_checkout`, the rest are ours. Apart from the schemas, so an
 * app that lists the statuses (the console's search) does not load zod for it.
 */
export const orderStatuses = [
  'created',
  'ready_checkout',
  'paying',
  'completed',
  'cancelled',
  'expired',
] as const;

export type OrderStatusName = (typeof orderStatuses)[number];
