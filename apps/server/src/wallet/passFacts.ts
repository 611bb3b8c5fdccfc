import { formatDate, formatTimeRange, type LanguageCode, type TenantConfig } from '@venue/ticket-core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { DomainError } from '../domainError.ts';
import type { ReservationRow } from '../tickets/reservationAccess.ts';
import { ticketNumber, ticketView } from '../tickets/ticketView.ts';
import { type PassLabels, passLabels } from './passLabels.ts';

/** What a wallet pass of one ticket says, in the visitor's language and the venue's time. */
export interface TicketPassFacts {
  ticketId: number;
  /** The pass's identity, stable for the ticket, so a pass downloaded again replaces the first. */
  serial: string;
  /** The event the ticket admits to, the same for every ticket of the site's product and slot. */
  event: string;
  /** The ticket's QR code text: the same the ticket page's QR code carries. */
  qrCode: string;
  venue: string;
  product: string;
  ticketName: string;
  number: string;
  /** The visit's day and time slot as the ticket page shows them (Asia/Tokyo). */
  date: string;
  time: string;
  /** The slot's start and end, ISO with the venue's offset. */
  startsAt: string;
  endsAt: string;
  lang: LanguageCode;
  labels: PassLabels;
  /** The ticket was cancelled: its pass shows it void. */
  voided: boolean;
}

/** A ticket's pass serial: the site and the ticket's printed number (`demo-T00000042`). */
export const passSerial = (tenantId: string, ticketId: number) => `${tenantId}-${ticketNumber(ticketId)}`;

/** The ticket a pass serial of the site names, or null when it names none of the site's form. */
export function ticketIdOfSerial(tenantId: string, serial: string): number | null {
  const prefix = `${tenantId}-T`;
  if (!serial.startsWith(prefix)) return null;
  const digits = serial.slice(prefix.length);
  if (!/^\d{8,15}$/.test(digits)) return null;
  const id = Number(digits);
  return passSerial(tenantId, id) === serial ? id : null;
}

/** The site's name in `lang`: its Japanese title in Japanese, its default title otherwise. */
export const venueName = (tenant: TenantConfig, lang: LanguageCode) =>
  lang === 'ja' ? tenant.title.ja : tenant.title.default;

/**
 * The pass facts of every ticket of a reservation (a cancelled one `voided`), from the ticket view the
 * ticket page shows, so a pass carries the page's QR code and names.
 */
export async function reservationPassFacts(
  db: Kysely<Database>,
  tenant: TenantConfig,
  reservation: ReservationRow,
  siteUrl: string,
  lang: LanguageCode,
): Promise<TicketPassFacts[]> {
  const view = await ticketView(db, reservation, siteUrl, reservation.token, lang);
  const venue = venueName(tenant, lang);
  return view.tickets.map((ticket) => ({
    ticketId: ticket.id,
    serial: passSerial(tenant.id, ticket.id),
    event: `${tenant.id}-${reservation.product_id}-${ticket.start_at}`,
    qrCode: ticket.qr_code,
    venue,
    product: view.product_name,
    ticketName: ticket.name,
    number: ticket.num,
    date: formatDate(ticket.start_at, lang),
    time: formatTimeRange(ticket.start_at, ticket.end_at, lang),
    startsAt: ticket.start_at,
    endsAt: ticket.end_at,
    lang,
    labels: passLabels[lang],
    voided: ticket.status === 'invalid',
  }));
}

/** The facts of the reservation's ticket `ticketId`; 'ticket not found' for another's. */
export function factsOfTicket(facts: readonly TicketPassFacts[], ticketId: number): TicketPassFacts {
  const found = facts.find((fact) => fact.ticketId === ticketId);
  if (!found) throw new DomainError('ticketNotFound');
  return found;
}
