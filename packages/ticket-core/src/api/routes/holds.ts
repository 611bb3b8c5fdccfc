import { defineRoutes } from './define.ts';

/** How the calls of `../endpoints/holds.ts` travel; their schemas are there. */
export const holdRoutes = defineRoutes({
  extendOrderHold: { method: 'POST', path: '/orders/{token}/extend' },
});
