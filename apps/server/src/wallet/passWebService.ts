import type { LanguageCode } from '@venue/ticket-core';
import { z } from 'zod';
import { nowMs } from '../clock.ts';
import { DomainError } from '../domainError.ts';
import { limitFailures, quarterHour } from '../limits/rateLimit.ts';
import type { CallContext } from '../service/context.ts';
import { reservationById } from '../tickets/reservationAccess.ts';
import { factsOfTicket, reservationPassFacts, ticketIdOfSerial } from './passFacts.ts';
import {
  deviceKnown,
  devicePasses,
  passUpdatedAt,
  registerDevicePass,
  unregisterDevicePass,
} from './passRegistrations.ts';
import { passTokenHolds } from './passTokens.ts';
import { signedPass } from './walletPasses.ts';

/** A call of Apple's web service that names a pass type, serial or token the site did not issue (401). */
export class PassNotAuthorized extends Error {}

/** A device that registered no pass of the site asked what changed: nothing did. */
class UnknownDevice extends Error {}

/** One pass of the site, as Apple's web service names it. */
export interface PassName {
  passTypeId: string;
  serial: string;
}

/** Most characters of an id in a path: Apple's device library ids, pass types and serials are far shorter. */
const idLimit = 200;

const registrationBody = z.object({ pushToken: z.string().regex(/^[0-9a-fA-F]{1,200}$/) });

function requireIds(...ids: string[]) {
  if (ids.some((id) => id.length === 0 || id.length > idLimit)) throw new DomainError('invalidRequest');
}

/**
 * Runs `work`, a lookup that can be guessed at, counting each call that fails with a guess's error
 * (`isGuess`) against the client: once it made `passGuesses` in a quarter hour, every call is refused
 * ('record not found', 429) until it ends, as the ticket page's pass calls are.
 */
function limitGuesses<T>(ctx: CallContext, isGuess: (failure: unknown) => boolean, work: () => Promise<T>) {
  const { passGuesses } = ctx.clientLimits;
  if (passGuesses === 0) return work();
  const key = `pass-service-guesses:${ctx.tenant.id}:${ctx.client}`;
  return limitFailures(ctx.db, key, passGuesses, quarterHour, 'recordNotFound', isGuess, work);
}

const notAuthorized = (failure: unknown) => failure instanceof PassNotAuthorized;

/**
 * The site's Apple Wallet keys when `pass` is of the site's pass type and `token` is its authentication
 * token: a pass of another site (or of none) is never served or registered here.
 */
async function authorizedKeys(ctx: CallContext, pass: PassName, token: string | undefined) {
  const keys = ctx.wallet[ctx.tenant.id]?.apple;
  if (!keys || keys.passTypeIdentifier !== pass.passTypeId) throw new PassNotAuthorized();
  if (!(await passTokenHolds(ctx.db, ctx.tenant.id, pass, token))) throw new PassNotAuthorized();
  return keys;
}

/** Registers the device for the pass's updates (`{ pushToken }`): 'created', or 'existing' when it was. */
export function registerDevice(
  ctx: CallContext,
  deviceId: string,
  pass: PassName,
  token: string | undefined,
  body: unknown,
): Promise<'created' | 'existing'> {
  requireIds(deviceId, pass.passTypeId, pass.serial);
  return limitGuesses(ctx, notAuthorized, async () => {
    await authorizedKeys(ctx, pass, token);
    const parsed = registrationBody.safeParse(body);
    if (!parsed.success) throw new DomainError('invalidRequest');
    return registerDevicePass(
      ctx.db.kysely,
      { tenantId: ctx.tenant.id, deviceId, ...pass },
      parsed.data.pushToken,
    );
  });
}

/** Ends the device's registration for the pass. */
export function unregisterDevice(
  ctx: CallContext,
  deviceId: string,
  pass: PassName,
  token: string | undefined,
): Promise<void> {
  requireIds(deviceId, pass.passTypeId, pass.serial);
  return limitGuesses(ctx, notAuthorized, async () => {
    await authorizedKeys(ctx, pass, token);
    await unregisterDevicePass(ctx.db.kysely, { tenantId: ctx.tenant.id, deviceId, ...pass });
  });
}

/** The time an update tag stands for: the milliseconds since the epoch it is written in. */
function tagTime(tag: string): string {
  if (!/^\d{1,15}$/.test(tag)) throw new DomainError('invalidRequest');
  return new Date(Number(tag)).toISOString();
}

/**
 * The serials of the passes of `passTypeId` the device registered that changed after the tag
 * `passesUpdatedSince` (all of them without one), and the tag of now (`lastUpdated`); null when none
 * did. A device that registered none of the site's passes is a guess, counted as one.
 */
export async function updatedPasses(
  ctx: CallContext,
  deviceId: string,
  passTypeId: string,
  passesUpdatedSince: string | undefined,
): Promise<{ serialNumbers: string[]; lastUpdated: string } | null> {
  requireIds(deviceId, passTypeId);
  const since = passesUpdatedSince === undefined ? null : tagTime(passesUpdatedSince);
  const device = { tenantId: ctx.tenant.id, deviceId, passTypeId };
  try {
    return await limitGuesses(
      ctx,
      (failure) => failure instanceof UnknownDevice,
      async () => {
        if (!(await deviceKnown(ctx.db.kysely, ctx.tenant.id, deviceId))) throw new UnknownDevice();
        const passes = await devicePasses(ctx.db.kysely, device, since);
        if (passes.length === 0) return null;
        const times = passes.map((pass) => Date.parse(pass.updated_at ?? pass.created_at));
        return {
          serialNumbers: passes.map((pass) => pass.serial_number),
          lastUpdated: String(Math.max(...times)),
        };
      },
    );
  } catch (failure) {
    if (failure instanceof UnknownDevice) return null;
    throw failure;
  }
}

/** The latest pass: its file, or null when it did not change after `If-Modified-Since`, and its time. */
export interface LatestPass {
  content: Buffer | null;
  /**
   * The second it was served at (`Last-Modified`): what a device sends back as `If-Modified-Since`. HTTP
   * dates carry whole seconds, so a change in the same second as a download still counts as a change.
   */
  lastModifiedMs: number;
}

/**
 * The pass as it is now (the ticket's date and slot, voided once cancelled), in the order's language;
 * none when `ifModifiedSince` is at or after the second after its last change (or its reservation's
 * making, for a pass never changed).
 */
export function latestPass(
  ctx: CallContext,
  pass: PassName,
  token: string | undefined,
  ifModifiedSince: string | undefined,
): Promise<LatestPass> {
  requireIds(pass.passTypeId, pass.serial);
  return limitGuesses(ctx, notAuthorized, async () => {
    const keys = await authorizedKeys(ctx, pass, token);
    const db = ctx.db.kysely;
    const ticketId = ticketIdOfSerial(ctx.tenant.id, pass.serial);
    const ticket =
      ticketId === null
        ? undefined
        : await db
            .selectFrom('tickets as t')
            .innerJoin('reservations as r', 'r.id', 't.reservation_id')
            .select(['r.id as reservation_id', 'r.created_at'])
            .where('t.id', '=', ticketId)
            .where('r.tenant_id', '=', ctx.tenant.id)
            .executeTakeFirst();
    if (ticketId === null || !ticket) throw new DomainError('ticketNotFound');
    const lastModifiedMs = Math.floor(nowMs() / 1000) * 1000;
    const changed = (await passUpdatedAt(db, ctx.tenant.id, pass.serial)) ?? ticket.created_at;
    const since = ifModifiedSince === undefined ? Number.NaN : Date.parse(ifModifiedSince);
    if (since >= Math.ceil(Date.parse(changed) / 1000) * 1000) return { content: null, lastModifiedMs };
    const reservation = await reservationById(db, ticket.reservation_id);
    const lang = reservation.lang as LanguageCode;
    const facts = await reservationPassFacts(db, ctx.tenant, reservation, ctx.siteUrl, lang);
    const signed = await signedPass(ctx, keys, factsOfTicket(facts, ticketId));
    return { content: signed.getAsBuffer(), lastModifiedMs };
  });
}
