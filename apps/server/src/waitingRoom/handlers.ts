import type { Handlers } from '../http/registerEndpoints.ts';
import { waitingRoomPlace } from './waitingRoom.ts';

/** The on-sale day's waiting room: a browser's place, and joining it. */
export const waitingRoomHandlers = {
  getWaitingRoom: (ctx) => waitingRoomPlace(ctx, false),

  joinWaitingRoom: (ctx) => waitingRoomPlace(ctx, true),
} satisfies Partial<Handlers>;
