import { z } from 'zod';

const instant = z.iso.datetime({ offset: true });

/**
 * A site's waiting room for an on-sale day: from `opensAt` visitors are admitted in their order in the
 * queue, `admitPerMinute` a minute, and order creation for a gated product asks for an admission pass
 * until `closesAt`. One room per site.
 */
export const waitingRoomConfigSchema = z
  .object({
    /** When admission starts (ISO-8601 with offset); arrivals before it are drawn in a random order. */
    opensAt: instant,
    /** When the room stops gating orders (after `opensAt`). */
    closesAt: instant,
    /** Places admitted a minute once the room has opened. */
    admitPerMinute: z.number().int().positive(),
    /** The gated products; every product of the site when omitted. */
    productIds: z
      .array(z.number().int().positive())
      .min(1)
      .refine((ids) => new Set(ids).size === ids.length, 'entries must be unique')
      .optional(),
    /** How long an admission pass lets its visitor create orders. */
    passMinutes: z.number().int().positive().default(15),
  })
  .refine((room) => Date.parse(room.closesAt) > Date.parse(room.opensAt), {
    path: ['closesAt'],
    message: 'must be after opensAt',
    // Only once both instants are valid.
    when: (payload) => payload.issues.length === 0,
  });

export type WaitingRoomConfig = z.output<typeof waitingRoomConfigSchema>;

/** Whether the room gates orders at `nowMs`: until it closes, including before it opens. */
export function waitingRoomActive(room: WaitingRoomConfig | null, nowMs: number): room is WaitingRoomConfig {
  return room !== null && nowMs < Date.parse(room.closesAt);
}

/** Whether orders of `productId` need a pass while the room is active. */
export function waitingRoomGates(room: WaitingRoomConfig, productId: number): boolean {
  return room.productIds === undefined || room.productIds.includes(productId);
}
