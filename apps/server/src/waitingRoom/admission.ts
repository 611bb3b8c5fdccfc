import type { WaitingRoomConfig } from '@venue/ticket-core';

/**
 * The admission rule, computed from the room's config and a place alone so that every server instance
 * agrees: `t` ms after the opening, the first `floor(admitPerMinute * t / 60 000)` places are admitted.
 */

/** Places admitted at `nowMs` (0 before the opening). */
export function admittedPlaces(room: WaitingRoomConfig, nowMs: number): number {
  const sinceOpening = nowMs - Date.parse(room.opensAt);
  return sinceOpening <= 0 ? 0 : Math.floor((room.admitPerMinute * sinceOpening) / 60_000);
}

/**
 * When place `position` (1-based) is admitted: the first millisecond at which `admittedPlaces` reaches it,
 * or the arrival itself when the queue had already moved past that place.
 */
export function admissionMs(room: WaitingRoomConfig, position: number, arrivedMs: number): number {
  const reached = Date.parse(room.opensAt) + Math.ceil((position * 60_000) / room.admitPerMinute);
  return Math.max(reached, arrivedMs);
}

/** Longest a browser outside the queue, or waiting for the opening's places, is told to wait before asking again. */
export const longestPollSeconds = 30;

/** Longest a waiting browser far back in the queue is told to wait before asking again. */
export const farPollSeconds = 120;

/**
 * When a waiting browser should ask again, from its expected wait (its place and the admission rate): a
 * wait of up to `longestPollSeconds` asks again at its admission, once; a longer one after half of it, so
 * that each ask halves what is left (some log2 of the wait in asks, then one at the admission), and at most
 * after `farPollSeconds`, spread over its last 30 s by the arrival number `seq`: the thousands who joined
 * in the same seconds would otherwise all ask again in the same seconds.
 */
export function pollAfterSeconds(waitMs: number, seq: number): number {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  if (seconds <= longestPollSeconds) return seconds;
  const half = Math.floor(seconds / 2);
  return half < farPollSeconds - 30 ? half : farPollSeconds - (seq % 31);
}
