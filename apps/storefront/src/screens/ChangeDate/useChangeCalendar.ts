import { buildMonth, gridRange, type MonthBlock, todayInTokyo } from '@venue/ticket-core';
import { api } from '../../api/api.ts';
import { useApiQuery } from '../../api/useApiQuery.ts';
import { calendarMonths } from '../Order/useOrderData.ts';

/** The months a reservation can move to, each day's state decided by the server for its tickets. */
export function useChangeCalendar(reservationToken: string, disabledMessage: string, enabled: boolean) {
  const today = todayInTokyo(new Date());
  const months = Array.from({ length: calendarMonths }, (_, index) => {
    const date = today.set({ day: 1 }).add({ months: index });
    return { year: date.year, month: date.month };
  });
  const first = months[0] as { year: number; month: number };
  const last = months.at(-1) as { year: number; month: number };
  const from = gridRange(first.year, first.month).from;
  const to = gridRange(last.year, last.month).to;
  const records = useApiQuery(
    enabled ? `changedate:${reservationToken}:${from}` : null,
    (signal) =>
      api.getChangeDateStocks({
        params: { reservation_token: reservationToken },
        query: { from, to },
        signal,
      }),
    { route: 'time-change', reservationToken },
  );
  const blocks: MonthBlock[] | undefined = records.data
    ? months.map(({ year, month }) =>
        buildMonth({ year, month, today, records: records.data ?? [], disableMessage: disabledMessage }),
      )
    : undefined;
  return { blocks, loading: records.loading };
}
