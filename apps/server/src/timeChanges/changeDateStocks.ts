import type { DayState } from '@venue/ticket-core';

/** A day state of the calendar as the `stock_status` of a stock record. */
export const statusOfState: Record<DayState, 'few' | 'sold_out' | 'closed' | 'normal'> = {
  empty: 'closed',
  disable: 'closed',
  close: 'closed',
  'sold-out': 'sold_out',
  'few-stock': 'few',
  normal: 'normal',
};
