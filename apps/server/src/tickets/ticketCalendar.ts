import { createHash } from 'node:crypto';
import { TZDate } from '@date-fns/tz';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import type { LanguageCode, TenantConfig } from '@venue/ticket-core';
import ical from 'ical-generator';
import type { Kysely } from 'kysely';
import { nowMs, venueTimeZone } from '../clock.ts';
import type { Database } from '../db/schema.ts';
import type { FileAnswer } from '../service/input.ts';
import { localized, venueDateTime } from '../text.ts';
import type { ReservationRow } from './reservationAccess.ts';

/** Where a calendar event points and in which language it is written. */
export interface CalendarRequest {
  tenant: TenantConfig;
  lang: LanguageCode;
  /** The page the event links back to: the ticket view, or the shared view for a share token. */
  pageUrl: string;
}

/** A visit: the admission tickets of one time slot. */
interface Visit {
  date: string;
  start: string;
  end: string;
  tickets: Map<string, number>;
}

/** The reservation's admission tickets (cancelled ones left out), one visit per time slot. */
async function visitsOf(db: Kysely<Database>, reservation: ReservationRow, lang: string) {
  const tickets = await db
    .selectFrom('tickets as t')
    .innerJoin('time_spans as s', 's.id', 't.time_span_id')
    .leftJoin('options as o', 'o.id', 't.option_id')
    .select(['s.date', 's.start_time', 's.end_time', 'o.name as option_name'])
    .where('t.reservation_id', '=', reservation.id)
    .where('t.kind', '=', 'gate')
    .where('t.status', '!=', 'invalid')
    .orderBy('s.date')
    .orderBy('s.start_time')
    .orderBy('t.id')
    .execute();
  const visits = new Map<string, Visit>();
  for (const ticket of tickets) {
    const key = `${ticket.date}T${ticket.start_time}-${ticket.end_time}`;
    const visit = visits.get(key) ?? {
      date: ticket.date,
      start: ticket.start_time,
      end: ticket.end_time,
      tickets: new Map<string, number>(),
    };
    const name = localized(ticket.option_name, lang);
    visit.tickets.set(name, (visit.tickets.get(name) ?? 0) + 1);
    visits.set(key, visit);
  }
  return [...visits.values()];
}

/**
 * The iCalendar file of a reservation: one event per visit, with the product's name in `lang`, the
 * venue as location, start and end in the venue's local time with its VTIMEZONE (Asia/Tokyo), the tickets it admits and
 * a link to the ticket page. It carries no buyer data. Each event's UID hashes the reservation token
 * and the slot, so a file downloaded again updates the same event.
 */
export async function ticketCalendar(
  db: Kysely<Database>,
  reservation: ReservationRow,
  { tenant, lang, pageUrl }: CalendarRequest,
): Promise<FileAnswer<string>> {
  const product = await db
    .selectFrom('products')
    .select('name')
    .where('id', '=', reservation.product_id)
    .executeTakeFirstOrThrow();
  const summary = localized(product.name, lang);
  const venue = lang === 'ja' ? tenant.title.ja : tenant.title.default;
  const host = new URL(pageUrl).hostname;
  const calendar = ical({
    name: venue,
    prodId: { company: 'Venue ticketing', product: 'Tickets', language: 'EN' },
    timezone: { name: venueTimeZone, generator: getVtimezoneComponent },
  });
  const visits = await visitsOf(db, reservation, lang);
  for (const visit of visits) {
    const uid = createHash('sha256')
      .update(`${reservation.token}|${visit.date}|${visit.start}|${visit.end}`)
      .digest('hex')
      .slice(0, 32);
    calendar.createEvent({
      id: `${uid}@${host}`,
      start: new TZDate(venueDateTime(visit.date, visit.start), venueTimeZone),
      end: new TZDate(venueDateTime(visit.date, visit.end), venueTimeZone),
      timezone: venueTimeZone,
      summary,
      location: venue,
      description: [...visit.tickets].map(([name, count]) => `${name} × ${count}`).join('\n'),
      url: pageUrl,
      stamp: new Date(nowMs()),
    });
  }
  const firstDate = visits[0]?.date ?? reservation.created_at.slice(0, 10);
  return { content: calendar.toString(), filename: `${tenant.id}-${firstDate}.ics` };
}
