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

/** Longest a waiting browser is told to wait before asking again. */
export const longestPollSeconds = 30;

/**
 * When a waiting browser should ask again: a quarter of its expected wait (so that far-back places ask
 * seldom and near ones often), between 1 and `longestPollSeconds` seconds. A long wait asks again after 20
 * to 30 s, by its arrival number `seq`: the thousands who joined in the same seconds would otherwise all
 * ask again in the same seconds, every 30 s.
 */
export function pollAfterSeconds(waitMs: number, seq: number): number {
  const seconds = Math.max(1, Math.floor(waitMs / 4000));
  return seconds < longestPollSeconds - 10 ? seconds : longestPollSeconds - (seq % 11);
}
