import { buildMonth, type MonthBlock, pendingMonth } from '@venue/ticket-core';
import { api } from '../../api/api.ts';
import { useApiQuery } from '../../api/useApiQuery.ts';
import { calendarSpan, calendarToday } from '../Order/calendarSpan.ts';

/** The months a reservation can move to, each day's state decided by the server for its tickets. */
export function useChangeCalendar(reservationToken: string, disabledMessage: string, enabled: boolean) {
  const today = calendarToday();
  const { months, from, to } = calendarSpan(today);
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
    : records.loading
      ? months.map(({ year, month }) => pendingMonth(year, month))
      : undefined;
  return { blocks, loading: records.loading };
}
