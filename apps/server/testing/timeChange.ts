import { venueToday } from '../src/clock.ts';
import { call } from './testServer.ts';

const isoDay = (daysAhead: number) => venueToday().add({ days: daysAhead }).toString();

/**
 * A slot a reservation can move to: the first slot with room for its tickets on a day of the change
 * calendar from `daysAhead` days out that is normal (not few-stock) and not the reservation's day; checked.
 */
export async function changeTarget(base: string, reservationToken: string, daysAhead = 4) {
  const reservation = `/api/v1/reservations/${reservationToken}`;
  const days = (
    await call(
      base,
      'GET',
      `${reservation}/changedate/stocks?from=${isoDay(daysAhead)}&to=${isoDay(daysAhead + 30)}`,
    )
  ).body as { date: string; stock_status: string }[];
  const current = (await call(base, 'GET', `${reservation}/tickets`)).body.reservation_from.slice(0, 10);
  for (const { date, stock_status } of days) {
    if (stock_status !== 'normal' || date === current) continue;
    const stock = (await call(base, 'GET', `${reservation}/changedate/daystock?date=${date}&lang=en`)).body;
    const span = stock.time_spans.find(
      (entry: { remaining_stock: number }) => entry.remaining_stock >= stock.quantity,
    );
    if (span) return { day: date, timeSpanId: span.time_span_id as number, stock };
  }
  throw new Error(`no day to move reservation ${reservationToken} to from ${isoDay(daysAhead)}`);
}

/** Asks to move a reservation to a slot, proving it with the buyer's address. */
export function requestChange(base: string, reservationToken: string, timeSpanId: number, email: string) {
  return call(base, 'POST', `/api/v1/reservations/${reservationToken}/timechanges`, {
    lang: 'en',
    time_span_id: timeSpanId,
    email,
  });
}
