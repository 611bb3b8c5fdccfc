/** The events a venue can subscribe a webhook endpoint to. */
export const webhookEventTypes = [
  'order.completed',
  'order.cancelled',
  'ticket.checked_in',
  'time_change.completed',
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];
