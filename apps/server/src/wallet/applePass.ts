import type { PKPass } from 'passkit-generator';
import type { TicketPassFacts } from './passFacts.ts';
import type { PassLook } from './passLook.ts';
import type { ApplePassKeys } from './walletKeys.ts';

/**
 * passkit-generator, loaded with the first pass asked for: with its signing and validation libraries it is
 * about 90 modules, which a server start (and every server test) would otherwise load for nothing.
 */
const passkit = () => import('passkit-generator');

/** Where a pass asks for its updates (Apple's web service of the site) and the token it proves itself with. */
export interface PassWebService {
  webServiceURL: string;
  authenticationToken: string;
}

/**
 * The pass.json of a ticket: an event ticket with the QR code, the venue, the product, the day and slot,
 * the web service that updates it, and `voided` once the ticket is cancelled.
 */
function passJson(keys: ApplePassKeys, facts: TicketPassFacts, look: PassLook, service: PassWebService) {
  const { labels } = facts;
  return {
    formatVersion: 1,
    ...service,
    ...(facts.voided ? { voided: true } : {}),
    passTypeIdentifier: keys.passTypeIdentifier,
    teamIdentifier: keys.teamIdentifier,
    serialNumber: facts.serial,
    organizationName: facts.venue,
    description: `${facts.venue} ${facts.product}`,
    logoText: facts.venue,
    backgroundColor: look.background,
    foregroundColor: look.foreground,
    labelColor: look.label,
    relevantDate: facts.startsAt,
    barcodes: [
      {
        format: 'PKBarcodeFormatQR',
        message: facts.qrCode,
        messageEncoding: 'iso-8859-1',
        altText: facts.number,
      },
    ],
    eventTicket: {
      primaryFields: [{ key: 'product', label: labels.venue, value: facts.product }],
      secondaryFields: [
        { key: 'date', label: labels.date, value: facts.date },
        { key: 'time', label: labels.time, value: facts.time },
      ],
      auxiliaryFields: [
        { key: 'ticket', label: labels.ticket, value: facts.ticketName },
        { key: 'number', label: labels.number, value: facts.number },
      ],
      backFields: [{ key: 'venue', label: labels.venue, value: facts.venue }],
    },
  };
}

/** A ticket's Apple Wallet pass, signed with the site's pass certificate and key and Apple's WWDR certificate. */
export async function applePass(
  keys: ApplePassKeys,
  facts: TicketPassFacts,
  look: PassLook,
  service: PassWebService,
): Promise<PKPass> {
  const { PKPass } = await passkit();
  const { passTypeIdentifier: _type, teamIdentifier: _team, ...certificates } = keys;
  return new PKPass(
    { 'pass.json': Buffer.from(JSON.stringify(passJson(keys, facts, look, service))), ...look.images },
    certificates,
  );
}

/** The file of one pass (`.pkpass`), or of several as one bundle (`.pkpasses`). */
export const passFile = (pass: PKPass) => new File([new Uint8Array(pass.getAsBuffer())], 'pass.pkpass');
export async function passesFile(passes: PKPass[]) {
  const { PKPass } = await passkit();
  return new File([new Uint8Array(PKPass.pack(...passes).getAsBuffer())], 'passes.pkpasses');
}
