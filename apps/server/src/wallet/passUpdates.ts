import type { LanguageCode } from '@venue/ticket-core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { CallContext } from '../service/context.ts';
import { reservationById } from '../tickets/reservationAccess.ts';
import { pushPassUpdate } from './applePush.ts';
import { GoogleWalletFailure, updateTicketObjects } from './googleObjects.ts';
import { eventClass, ticketObject } from './googleWallet.ts';
import { passSerial, reservationPassFacts } from './passFacts.ts';
import { passLook } from './passLook.ts';
import { forgetPushTokens, markPassesUpdated, pushTokensOf } from './passRegistrations.ts';
import type { ApplePassKeys, GoogleWalletIssuer } from './walletKeys.ts';

/** In the transaction of a change of the site's tickets `ticketIds`: their passes changed now. */
export function markTicketPassesUpdated(
  trx: Kysely<Database>,
  tenantId: string,
  ticketIds: readonly number[],
) {
  return markPassesUpdated(
    trx,
    tenantId,
    ticketIds.map((id) => passSerial(tenantId, id)),
  );
}

/**
 * Pushes each device registered for a pass of the tickets (Apple's push service): it then asks the web
 * service what changed and fetches the pass again. A device Apple says no longer takes them (410) is
 * forgotten; other failures are logged with their count and Apple's reasons.
 */
async function pushApple(ctx: CallContext, keys: ApplePassKeys, ticketIds: readonly number[]) {
  const db = ctx.db.kysely;
  const serials = ticketIds.map((id) => passSerial(ctx.tenant.id, id));
  const pushTokens = await pushTokensOf(db, ctx.tenant.id, keys.passTypeIdentifier, serials);
  const { applePushUrl, applePushCa, logger } = ctx.walletServices;
  const outcomes = await pushPassUpdate(applePushUrl, keys, pushTokens, applePushCa);
  const gone = outcomes.filter((outcome) => outcome.status === 410);
  await forgetPushTokens(
    db,
    ctx.tenant.id,
    gone.map((outcome) => outcome.pushToken),
  );
  const failed = outcomes.filter((outcome) => outcome.status !== 200 && outcome.status !== 410);
  if (failed.length > 0)
    logger.warn(
      {
        tenant: ctx.tenant.id,
        wallet: 'apple',
        failed: failed.length,
        pushed: outcomes.length,
        reasons: [...new Set(failed.map((outcome) => outcome.reason ?? String(outcome.status)))],
      },
      'Apple Wallet pushes of changed passes failed',
    );
}

/** Updates the tickets' objects in Google Wallet to what their passes say now. */
async function updateGoogle(ctx: CallContext, issuer: GoogleWalletIssuer, ticketIds: readonly number[]) {
  const db = ctx.db.kysely;
  const reservations = await db
    .selectFrom('tickets as t')
    .innerJoin('reservations as r', 'r.id', 't.reservation_id')
    .select('r.id')
    .distinct()
    .where('t.id', 'in', ticketIds)
    .where('r.tenant_id', '=', ctx.tenant.id)
    .execute();
  const look = passLook(ctx.tenant);
  const classes = new Map<string, ReturnType<typeof eventClass>>();
  const objects: ReturnType<typeof ticketObject>[] = [];
  for (const { id } of reservations) {
    const reservation = await reservationById(db, id);
    const lang = reservation.lang as LanguageCode;
    const facts = await reservationPassFacts(db, ctx.tenant, reservation, ctx.siteUrl, lang);
    for (const ticket of facts.filter((fact) => ticketIds.includes(fact.ticketId))) {
      const event = eventClass(issuer, ticket, look, ctx.siteUrl);
      classes.set(event.id, event);
      objects.push(ticketObject(issuer, event.id, ticket, look));
    }
  }
  await updateTicketObjects(ctx.walletServices, issuer, [...classes.values()], objects);
}

/**
 * Once a change of the site's tickets `ticketIds` has committed (their date and slot moved, or they were
 * cancelled), tells the phones' wallets: Apple Wallet devices registered for their passes are pushed,
 * and their Google Wallet objects updated. Never fails the change: a failure is logged (the site, the
 * wallet and why; nothing personal), and the wallet shows the pass as it was until it asks again.
 */
export async function sendPassUpdates(ctx: CallContext, ticketIds: readonly number[]): Promise<void> {
  const keys = ctx.wallet[ctx.tenant.id];
  if (!keys || ticketIds.length === 0) return;
  const noted = (wallet: 'apple' | 'google') => (failure: unknown) => {
    const reason =
      failure instanceof GoogleWalletFailure
        ? failure.message
        : failure instanceof Error
          ? failure.name
          : 'unknown';
    ctx.walletServices.logger.warn({ tenant: ctx.tenant.id, wallet, reason }, 'A wallet pass update failed');
  };
  await Promise.all([
    keys.apple && pushApple(ctx, keys.apple, ticketIds).catch(noted('apple')),
    keys.google && updateGoogle(ctx, keys.google, ticketIds).catch(noted('google')),
  ]);
}
