import { defineRoutes } from './define.ts';

/** How the calls of `../endpoints/reservations.ts` travel; their schemas are there. */
export const reservationRoutes = defineRoutes({
  findReservation: { method: 'GET', path: '/reservations' },
  getMailMagazine: { method: 'GET', path: '/mailmagazines/{token}', ignoreStatuses: [404] },
  releaseMailMagazine: { method: 'PUT', path: '/mailmagazines/{mailToken}' },
});
