import { defineRoutes } from './define.ts';

/** How the calls of `../endpoints/waitingRoom.ts` travel; their schemas are there. */
export const waitingRoomRoutes = defineRoutes({
  getWaitingRoom: { method: 'GET', path: '/waiting-room' },
  joinWaitingRoom: { method: 'POST', path: '/waiting-room' },
});
