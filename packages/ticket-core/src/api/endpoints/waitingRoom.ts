import { z } from 'zod';
import { waitingRoomRoutes } from '../routes/waitingRoom.ts';
import { defineEndpoints } from './define.ts';
import { isoDateTime, uuid } from './shared.ts';

/** The on-sale day's waiting room (`TenantConfig.waitingRoom`); the browser is known by its cookie. */

/** Where this browser is: not in the queue, waiting for its place, or admitted with a pass. */
export const waitingRoomStates = ['none', 'waiting', 'admitted'] as const;
export type WaitingRoomState = (typeof waitingRoomStates)[number];

const count = z.number().int().min(0);

export const waitingRoomAnswerSchema = z.object({
  /** Whether the site's room gates orders now (it has one and it has not closed). */
  active: z.boolean(),
  opens_at: isoDateTime.nullable(),
  /** The gated products; null when every product of the site is gated, or there is no room. */
  product_ids: z.array(z.number().int().positive()).nullable(),
  /**
   * The same products by their uuids, as the catalogue names them to the storefront (which never sees
   * the numeric ids); null when every product is gated, or there is no room.
   */
  product_uuids: z.array(uuid).nullable(),
  state: z.enum(waitingRoomStates),
  /** 1-based place in the queue; null before the opening for those who came before it (drawn at opening). */
  position: z.number().int().positive().nullable(),
  /** Places before this one not yet admitted. */
  ahead: count.nullable(),
  estimated_wait_seconds: count.nullable(),
  /** When the admission pass (an HttpOnly cookie) stops letting this browser create orders. */
  pass_expires_at: isoDateTime.nullable(),
  /** When to ask again. */
  poll_after_seconds: z.number().int().positive(),
  /**
   * When the server received this browser's join, on its clock: places follow these instants (those
   * who came before the opening aside, drawn among themselves). Null when the browser is not in the queue.
   */
  arrived_at: isoDateTime.nullable(),
});

export const waitingRoomEndpoints = defineEndpoints(waitingRoomRoutes, {
  getWaitingRoom: {
    summary: "This browser's place in the site's waiting room (no side effect)",
    designed: true,
    answer: waitingRoomAnswerSchema,
  },
  joinWaitingRoom: {
    summary:
      'Join the waiting room once per browser (its cookie) and answer the place; sets the pass when admitted',
    designed: true,
    answer: waitingRoomAnswerSchema,
  },
});
