import { defineRoutes, longTimeoutMs } from './define.ts';

/** How the calls of `../endpoints/timeChanges.ts` travel; their schemas are there. */
export const timeChangeRoutes = defineRoutes({
  getChangeDateStocks: { method: 'GET', path: '/reservations/{reservation_token}/changedate/stocks' },
  getChangeDateDayStock: { method: 'GET', path: '/reservations/{reservation_token}/changedate/daystock' },
  createTimeChange: { method: 'POST', path: '/reservations/{reservation_token}/timechanges' },
  getTimeChange: { method: 'GET', path: '/timechanges/{timechange_token}' },
  checkoutTimeChange: {
    method: 'POST',
    path: '/timechanges/{timechange_token}/checkout',
    timeoutMs: longTimeoutMs,
  },
});
