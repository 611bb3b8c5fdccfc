import { call } from './testServer.ts';

const isoDay = (daysAhead: number) =>
  new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);

/**
 * A slot a reservation can move to: the first slot of the first normal day of the change calendar from
 * `daysAhead` days out that is not the reservation's day, with room for its tickets.
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
  const day = days.find((entry) => entry.stock_status === 'normal' && entry.date !== current)?.date ?? '';
  const stock = (await call(base, 'GET', `${reservation}/changedate/daystock?date=${day}&lang=en`)).body;
  const span = stock.time_spans.find(
    (entry: { remaining_stock: number }) => entry.remaining_stock >= stock.quantity,
  );
  return { day, timeSpanId: span.time_span_id as number, stock };
}

/** Asks to move a reservation to a slot, proving it with the buyer's address. */
export function requestChange(base: string, reservationToken: string, timeSpanId: number, email: string) {
  return call(base, 'POST', `/api/v1/reservations/${reservationToken}/timechanges`, {
    lang: 'en',
    time_span_id: timeSpanId,
    email,
  });
}
