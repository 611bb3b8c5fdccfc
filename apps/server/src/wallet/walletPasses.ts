import type { LanguageCode } from '@venue/ticket-core';
import { DomainError } from '../domainError.ts';
import { limitFailures, quarterHour } from '../limits/rateLimit.ts';
import type { CallContext, ServiceContext } from '../service/context.ts';
import { reservationOf } from '../tickets/reservationAccess.ts';
import { applePass, type PassWebService, passesFile, passFile } from './applePass.ts';
import { googleSaveUrl } from './googleWallet.ts';
import { factsOfTicket, reservationPassFacts, type TicketPassFacts } from './passFacts.ts';
import { passLook } from './passLook.ts';
import { passAuthenticationToken, passWebServicePath } from './passTokens.ts';
import type { ApplePassKeys, SiteWalletKeys } from './walletKeys.ts';

/** Which wallets a site issues passes for, as the ticket view tells the storefront. */
export function walletsOf(ctx: ServiceContext, siteId: string) {
  const keys = ctx.wallet[siteId];
  return { apple: Boolean(keys?.apple), google: Boolean(keys?.google) };
}

/** The site's keys of one wallet; 'wallet pass not configured' (404) where it has none. */
function keysOf<W extends keyof SiteWalletKeys>(ctx: CallContext, wallet: W): NonNullable<SiteWalletKeys[W]> {
  const keys = ctx.wallet[ctx.tenant.id]?.[wallet];
  if (!keys) throw new DomainError('walletPassNotConfigured');
  return keys;
}

const isUnknownToken = (failure: unknown) =>
  failure instanceof DomainError && failure.key === 'recordNotFound';

/** The site's web service, where a pass of it asks for updates, and the pass's token there. */
export async function passWebService(
  ctx: CallContext,
  keys: ApplePassKeys,
  facts: TicketPassFacts,
): Promise<PassWebService> {
  return {
    webServiceURL: `${ctx.siteUrl}${passWebServicePath}`,
    authenticationToken: await passAuthenticationToken(
      ctx.db,
      ctx.tenant.id,
      keys.passTypeIdentifier,
      facts.serial,
    ),
  };
}

/** The signed pass of one ticket, with the site's web service. */
export async function signedPass(ctx: CallContext, keys: ApplePassKeys, facts: TicketPassFacts) {
  return applePass(keys, facts, passLook(ctx.tenant), await passWebService(ctx, keys, facts));
}

/**
 * The pass facts of the tickets that still admit (cancelled ones left out) of a reservation the caller
 * holds the token of (the ticket page's own access), in `lang` or the order's language. Tokens are unguessable, and a client that tries more than
 * `passGuesses` unknown ones in a quarter hour is refused every pass ('record not found') until it ends.
 */
async function passFactsFor(ctx: CallContext, token: string, lang: LanguageCode | undefined) {
  const facts = async () => {
    const reservation = await reservationOf(ctx.db.kysely, ctx.tenant.id, token);
    const language = lang ?? (reservation.lang as LanguageCode);
    const all = await reservationPassFacts(ctx.db.kysely, ctx.tenant, reservation, ctx.siteUrl, language);
    return all.filter((ticket) => !ticket.voided);
  };
  const { passGuesses } = ctx.clientLimits;
  if (passGuesses === 0) return facts();
  const key = `pass-guesses:${ctx.tenant.id}:${ctx.client}`;
  return limitFailures(ctx.db, key, passGuesses, quarterHour, 'recordNotFound', isUnknownToken, facts);
}

/** The signed Apple Wallet pass of one ticket of the reservation. */
export async function ticketApplePass(
  ctx: CallContext,
  token: string,
  ticketId: number,
  lang?: LanguageCode,
) {
  const keys = keysOf(ctx, 'apple');
  const facts = factsOfTicket(await passFactsFor(ctx, token, lang), ticketId);
  return { content: passFile(await signedPass(ctx, keys, facts)), filename: `${facts.serial}.pkpass` };
}

/** The signed Apple Wallet passes of every ticket of the reservation, as one bundle. */
export async function reservationApplePasses(ctx: CallContext, token: string, lang?: LanguageCode) {
  const keys = keysOf(ctx, 'apple');
  const facts = await passFactsFor(ctx, token, lang);
  if (facts.length === 0) throw new DomainError('ticketNotFound');
  return {
    content: await passesFile(await Promise.all(facts.map((ticket) => signedPass(ctx, keys, ticket)))),
    filename: `${ctx.tenant.id}-tickets.pkpasses`,
  };
}

/** The "Save to Google Wallet" link of every ticket of the reservation. */
export async function googleWalletLink(ctx: CallContext, token: string, lang?: LanguageCode) {
  const issuer = keysOf(ctx, 'google');
  const facts = await passFactsFor(ctx, token, lang);
  if (facts.length === 0) throw new DomainError('ticketNotFound');
  return { save_url: await googleSaveUrl(issuer, facts, passLook(ctx.tenant), ctx.siteUrl) };
}
