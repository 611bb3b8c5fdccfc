import { intlLocale } from '@venue/ticket-core';
import { SignJWT } from 'jose';
import { nowMs } from '../clock.ts';
import type { TicketPassFacts } from './passFacts.ts';
import type { PassLook } from './passLook.ts';
import type { GoogleWalletIssuer } from './walletKeys.ts';

/** Where a visitor saves a signed pass to Google Wallet. */
export const googleSaveBase = 'https://pay.google.com/gp/v/save/';

const localizedString = (value: string, lang: TicketPassFacts['lang']) => ({
  defaultValue: { language: intlLocale(lang), value },
});

/** Google Wallet ids are `<issuer>.<suffix>`, the suffix of letters, digits, `.`, `_` and `-`. */
const walletId = (issuer: GoogleWalletIssuer, suffix: string) =>
  `${issuer.issuerId}.${suffix.replace(/[^\w.-]/g, '_')}`;

/** The event of a ticket (its site, product and slot): an event ticket class. */
export function eventClass(
  issuer: GoogleWalletIssuer,
  facts: TicketPassFacts,
  look: PassLook,
  siteUrl: string,
) {
  return {
    id: walletId(issuer, facts.event),
    issuerName: facts.venue,
    reviewStatus: 'UNDER_REVIEW',
    eventName: localizedString(facts.product, facts.lang),
    venue: {
      name: localizedString(facts.venue, facts.lang),
      address: localizedString(facts.venue, facts.lang),
    },
    dateTime: { start: facts.startsAt, end: facts.endsAt },
    logo: { sourceUri: { uri: `${siteUrl}/icon-512.png` } },
    hexBackgroundColor: look.hexBackground,
  };
}

/** A ticket: an event ticket object of its event, with the ticket page's QR code; inactive once cancelled. */
export function ticketObject(
  issuer: GoogleWalletIssuer,
  classId: string,
  facts: TicketPassFacts,
  look: PassLook,
) {
  return {
    id: walletId(issuer, facts.serial),
    classId,
    state: facts.voided ? 'INACTIVE' : 'ACTIVE',
    ticketNumber: facts.number,
    ticketType: localizedString(facts.ticketName, facts.lang),
    barcode: { type: 'QR_CODE', value: facts.qrCode, alternateText: facts.number },
    hexBackgroundColor: look.hexBackground,
    textModulesData: [
      { id: 'date', header: facts.labels.date, body: facts.date },
      { id: 'time', header: facts.labels.time, body: facts.time },
    ],
  };
}

/**
 * The "Save to Google Wallet" link of tickets: a JWT signed (RS256) by the site's service account, holding
 * an event ticket class for each event and an object for each ticket, which Google saves as they are.
 */
export async function googleSaveUrl(
  issuer: GoogleWalletIssuer,
  facts: readonly TicketPassFacts[],
  look: PassLook,
  siteUrl: string,
): Promise<string> {
  const classes = new Map<string, ReturnType<typeof eventClass>>();
  const objects = facts.map((ticket) => {
    const event = eventClass(issuer, ticket, look, siteUrl);
    classes.set(event.id, event);
    return ticketObject(issuer, event.id, ticket, look);
  });
  const jwt = await new SignJWT({
    typ: 'savetowallet',
    origins: [new URL(siteUrl).origin],
    payload: { eventTicketClasses: [...classes.values()], eventTicketObjects: objects },
  })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuer(issuer.serviceAccountEmail)
    .setAudience('google')
    .setIssuedAt(Math.floor(nowMs() / 1000))
    .sign(issuer.privateKey);
  return `${googleSaveBase}${jwt}`;
}
