import { createHash } from 'node:crypto';
import { type Answer, type WaitingRoomConfig, waitingRoomActive } from '@venue/ticket-core';
import { nowMs } from '../clock.ts';
import { DomainError } from '../domainError.ts';
import { rateLimit } from '../limits/rateLimit.ts';
import type { CallContext } from '../service/context.ts';
import { randomBytesOnce } from '../tokens.ts';
import { admissionMs, admittedPlaces, longestPollSeconds, pollAfterSeconds } from './admission.ts';
import { openingOf, openingSettlesMs, placeOf } from './opening.ts';
import { addEntry, findEntry, productUuids, type QueueEntry, type RoomKey, usePass } from './queue.ts';
import { signingSecret } from './signingSecret.ts';
import { type Place, readPass, readPlace, signPass, signPlace } from './tokens.ts';

type RoomAnswer = Answer<'getWaitingRoom'>;

/** Orders one pass may create, so that a failed payment can be tried again with a new order. */
export const passUses = 3;

/** The browser's id in a site's queue (HttpOnly; 128 random bits; the database keeps its SHA-256). */
export const visitorCookie = (tenantId: string) => `waiting_room_${tenantId}`;
/** The admission pass (`tokens.ts`). */
export const passCookie = (tenantId: string) => `waiting_room_pass_${tenantId}`;
/** The place the browser was last told (`tokens.ts`), so that asking again while it waits reads no row. */
export const placeCookie = (tenantId: string) => `waiting_room_place_${tenantId}`;

/** Over how many seconds after the opening the early arrivals ask for their places. */
const earlyAskSeconds = 15;

/** The name of the secret that signs passes and places. */
const tokenSecret = 'waiting-room-pass';
const visitorIdPattern = /^[\w-]{22}$/;

const hashed = (visitorId: string) => createHash('sha256').update(visitorId).digest('hex');

const keyOf = (ctx: CallContext, room: WaitingRoomConfig): RoomKey => ({
  tenantId: ctx.tenant.id,
  opensAt: room.opensAt,
});

/** The answer to a browser that is not in an active room (none, not joined, or the room has closed). */
async function outsideAnswer(
  ctx: CallContext,
  room: WaitingRoomConfig | null,
  active: boolean,
): Promise<RoomAnswer> {
  const productIds = room?.productIds ?? null;
  return {
    active,
    opens_at: room?.opensAt ?? null,
    product_ids: productIds,
    product_uuids: productIds && (await productUuids(ctx.db, ctx.tenant.id, productIds)),
    state: 'none',
    position: null,
    ahead: null,
    estimated_wait_seconds: null,
    pass_expires_at: null,
    poll_after_seconds: longestPollSeconds,
    arrived_at: null,
  };
}

/**
 * What a browser told `told` hears while it waits, from the cookie alone; null once it has been admitted.
 * Until the opening's places are written (`openingSettlesMs` after it) its place is not known yet.
 */
function waitingAnswer(
  room: WaitingRoomConfig,
  outside: RoomAnswer,
  told: Place,
  now: number,
): RoomAnswer | null {
  const waiting = {
    ...outside,
    state: 'waiting' as const,
    arrived_at: new Date(told.arrivedMs).toISOString(),
  };
  if (told.place === 0) {
    // The places are written a second after the opening. The early arrivals ask then in the order of
    // their draws, spread over `earlyAskSeconds`: the front of the queue first, and not all at once while
    // the later arrivals are joining; those who join in that second ask over the same seconds.
    const untilPlaced = Date.parse(room.opensAt) + openingSettlesMs - now;
    if (untilPlaced > longestPollSeconds * 1000)
      return { ...waiting, poll_after_seconds: longestPollSeconds };
    const spread = Math.floor((told.wave / 65_536) * earlyAskSeconds);
    return { ...waiting, poll_after_seconds: Math.max(1, Math.ceil(untilPlaced / 1000)) + spread };
  }
  const admittedAt = admissionMs(room, told.place, told.arrivedMs);
  if (now >= admittedAt) return null;
  return {
    ...waiting,
    position: told.place,
    ahead: Math.max(0, told.place - 1 - admittedPlaces(room, now)),
    estimated_wait_seconds: Math.ceil((admittedAt - now) / 1000),
    poll_after_seconds: pollAfterSeconds(admittedAt - now, told.seq),
  };
}

/**
 * What a browser told `told` is told now: once the opening's places are written, its place. Before that,
 * nothing waits for them: a thousand joins a second would otherwise all be answered at that instant.
 */
async function placeNow(ctx: CallContext, room: WaitingRoomConfig, told: Place, now: number): Promise<Place> {
  if (told.place !== 0 || now < Date.parse(room.opensAt) + openingSettlesMs) return told;
  return { ...told, place: placeOf(await openingOf(ctx.db, keyOf(ctx, room)), told.seq) };
}

const tellPlace = (ctx: CallContext, secret: Buffer, room: WaitingRoomConfig, told: Place) =>
  ctx.cookies.set(
    placeCookie(ctx.tenant.id),
    signPlace(secret, keyOf(ctx, room), told),
    Date.parse(room.closesAt),
  );

/**
 * The answer for `entry`'s place (and the cookie that tells it), or null once its admission has lapsed:
 * its pass has expired or created `passUses` orders. A lapsed place is not given again; the browser may
 * join anew, at the back.
 */
async function placeAnswer(
  ctx: CallContext,
  secret: Buffer,
  room: WaitingRoomConfig,
  outside: RoomAnswer,
  entry: QueueEntry,
  now: number,
): Promise<RoomAnswer | null> {
  const key = keyOf(ctx, room);
  const arrived: Place = {
    seq: entry.seq,
    place: 0,
    arrivedMs: Date.parse(entry.arrived_at),
    wave: Number.parseInt(entry.draw.slice(0, 4), 16),
  };
  const told = await placeNow(ctx, room, arrived, now);
  tellPlace(ctx, secret, room, told);
  const waiting = waitingAnswer(room, outside, told, now);
  if (waiting) return waiting;
  const expiresMs = admissionMs(room, told.place, told.arrivedMs) + room.passMinutes * 60_000;
  if (now >= expiresMs || entry.pass_uses >= passUses) return null;
  ctx.cookies.set(passCookie(key.tenantId), signPass(secret, key, { seq: entry.seq, expiresMs }), expiresMs);
  return {
    ...outside,
    state: 'admitted',
    position: told.place,
    ahead: 0,
    estimated_wait_seconds: 0,
    pass_expires_at: new Date(expiresMs).toISOString(),
    arrived_at: new Date(told.arrivedMs).toISOString(),
  };
}

/**
 * This browser's place in the site's room (`getWaitingRoom`), or, with `join`, its place after joining
 * once (`joinWaitingRoom`): a browser without a known cookie, or whose admission has lapsed, gets a new id
 * and a place at the back, counted against its client's `waitingRoomJoins` a minute. While it waits, the
 * place cookie answers without the database; nothing is written but a join; an admitted place gets its
 * pass.
 */
export async function waitingRoomPlace(ctx: CallContext, join: boolean): Promise<RoomAnswer> {
  const room = ctx.tenant.waitingRoom;
  const now = nowMs();
  if (!waitingRoomActive(room, now)) return outsideAnswer(ctx, room, false);
  const key = keyOf(ctx, room);
  const [secret, outside] = await Promise.all([
    signingSecret(ctx.db, tokenSecret),
    outsideAnswer(ctx, room, true),
  ]);
  const cookie = ctx.cookies.get(visitorCookie(key.tenantId));
  if (cookie && visitorIdPattern.test(cookie)) {
    const cookieTold = readPlace(secret, key, ctx.cookies.get(placeCookie(key.tenantId)));
    if (cookieTold) {
      const told = await placeNow(ctx, room, cookieTold, now);
      if (told !== cookieTold) tellPlace(ctx, secret, room, told);
      const waiting = waitingAnswer(room, outside, told, now);
      if (waiting) return waiting;
    }
    const known = await findEntry(ctx.db, key, hashed(cookie));
    const answer = known && (await placeAnswer(ctx, secret, room, outside, known, now));
    if (answer) return answer;
  }
  if (!join) return outside;
  const limit = ctx.clientLimits.waitingRoomJoins;
  if (limit > 0)
    await rateLimit(
      ctx.db,
      `waiting-room:${key.tenantId}:${ctx.client}`,
      limit,
      60_000,
      'tooManyWaitingRoomJoins',
    );
  // The browser's id and its draw from the system's randomness, 128 bits each. It arrived
  // when the server received its join, not when this handler got to it.
  const random = randomBytesOnce(32);
  const visitorId = random.subarray(0, 16).toString('base64url');
  const entry = await addEntry(ctx.db, key, {
    visitor: hashed(visitorId),
    early: ctx.receivedMs < Date.parse(room.opensAt) ? 1 : 0,
    draw: random.subarray(16).toString('hex'),
    arrived_at: new Date(ctx.receivedMs).toISOString(),
  });
  ctx.cookies.set(visitorCookie(key.tenantId), visitorId, Date.parse(room.closesAt));
  return (await placeAnswer(ctx, secret, room, outside, entry, now)) ?? outside;
}

/**
 * Refuses (`waitingRoomPassRequired`, 403) an order for a product behind the site's active room unless
 * the browser shows an unexpired pass of this site's room that has created fewer than `passUses` orders;
 * counts the order on the pass. Writes nothing when it refuses.
 */
export async function requireAdmission(ctx: CallContext, productUuid: string): Promise<void> {
  const room = ctx.tenant.waitingRoom;
  const now = nowMs();
  if (!waitingRoomActive(room, now)) return;
  // The gated products' uuids are read once per process: an order reads no product here.
  if (room.productIds && !(await productUuids(ctx.db, ctx.tenant.id, room.productIds)).includes(productUuid))
    return;
  const key = keyOf(ctx, room);
  const secret = await signingSecret(ctx.db, tokenSecret);
  const pass = readPass(secret, key, ctx.cookies.get(passCookie(key.tenantId)));
  if (!pass || pass.expiresMs <= now || !(await usePass(ctx.db, key, pass.seq, passUses)))
    throw new DomainError('waitingRoomPassRequired');
}
