import type { Answer, LanguageCode } from '@venue/ticket-core';
import { nowIso, parseIsoDate, venueToday } from '../clock.ts';
import { DomainError } from '../domainError.ts';
import type { StaffCallContext } from '../service/context.ts';
import { localized, venueDateTime } from '../text.ts';

type Counts = { sold: number; checked_in: number };
const none = (): Counts => ({ sold: 0, checked_in: 0 });

/**
 * A venue's day at a glance (today at the venue unless `date` names another): every slot of its products
 * with capacity, sold, held and free places from the slot's row, tickets checked in, and tickets sold and
 * checked in by their order's channel (web, spot). A slot of a product the catalogue stopped selling shows
 * only when it sold or holds something. `sold` also counts what was sold without tickets here (demo
 * sales of a development start), so the channels may add up to less.
 */
export async function venueDay(
  ctx: StaffCallContext,
  query: { date?: string; lang?: LanguageCode },
): Promise<Answer<'getConsoleToday'>> {
  const date = query.date ?? venueToday().toString();
  if (!parseIsoDate(date)) throw new DomainError('invalidRequest');
  const lang = query.lang ?? 'ja';
  const db = ctx.db.kysely;
  const slots = await db
    .selectFrom('time_spans as s')
    .innerJoin('products as p', 'p.id', 's.product_id')
    .leftJoin('stock_days as d', (join) =>
      join.onRef('d.product_id', '=', 's.product_id').onRef('d.date', '=', 's.date'),
    )
    .select([
      's.id',
      's.product_id',
      's.start_time',
      's.end_time',
      's.capacity',
      's.sold',
      's.held',
      's.closed',
    ])
    .select(['p.name', 'p.product_type', 'p.stopped', 'p.position', 'd.closed as day_closed'])
    .where('p.tenant_id', '=', ctx.tenant.id)
    .where('s.date', '=', date)
    .orderBy('s.start_time')
    .orderBy('p.position')
    .orderBy('s.id')
    .execute();
  const shown = slots.filter((slot) => slot.stopped === 0 || slot.sold > 0 || slot.held > 0);
  const ids = shown.map((slot) => slot.id);
  const tickets =
    ids.length === 0
      ? []
      : await db
          .selectFrom('tickets as t')
          .innerJoin('reservations as r', 'r.id', 't.reservation_id')
          .innerJoin('orders as o', 'o.id', 'r.order_id')
          .select(['t.time_span_id', 'o.channel'])
          .select((eb) => [
            eb.fn.countAll<number>().as('sold'),
            eb.fn.sum<number>(eb.case().when('t.status', '=', 'used').then(1).else(0).end()).as('checked_in'),
          ])
          .where('t.time_span_id', 'in', ids)
          .where('t.status', '!=', 'invalid')
          .groupBy(['t.time_span_id', 'o.channel'])
          .execute();
  const bySlot = new Map<number, { web: Counts; spot: Counts }>();
  for (const row of tickets) {
    const channels = bySlot.get(row.time_span_id) ?? { web: none(), spot: none() };
    const channel = row.channel === 'spot' ? channels.spot : channels.web;
    channel.sold += Number(row.sold);
    channel.checked_in += Number(row.checked_in);
    bySlot.set(row.time_span_id, channels);
  }
  const answerSlots = shown.map((slot) => {
    const channels = bySlot.get(slot.id) ?? { web: none(), spot: none() };
    return {
      time_span_id: slot.id,
      product_id: slot.product_id,
      product_name: localized(slot.name, lang),
      product_type: slot.product_type,
      start_at: venueDateTime(date, slot.start_time),
      end_at: venueDateTime(date, slot.end_time),
      capacity: slot.capacity,
      sold: slot.sold,
      held: slot.held,
      available: slot.capacity - slot.sold - slot.held,
      checked_in: channels.web.checked_in + channels.spot.checked_in,
      closed: slot.closed === 1 || slot.day_closed === 1,
      channels,
    };
  });
  const sum = (key: 'capacity' | 'sold' | 'held' | 'checked_in') =>
    answerSlots.reduce((total, slot) => total + slot[key], 0);
  return {
    date,
    as_of: nowIso(),
    slots: answerSlots,
    totals: {
      capacity: sum('capacity'),
      sold: sum('sold'),
      held: sum('held'),
      checked_in: sum('checked_in'),
    },
  };
}
