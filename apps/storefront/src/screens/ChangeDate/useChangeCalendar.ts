import { buildMonth } from '@venue/ticket-core';
import { api } from '../../api/api.ts';
import { useApiQuery } from '../../api/useApiQuery.ts';
import { calendarSpan, calendarToday, monthBlocks } from '../Order/calendarSpan.ts';

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
  const blocks = monthBlocks(months, records, (year, month, stock) =>
    buildMonth({ year, month, today, records: stock, disableMessage: disabledMessage }),
  );
  return { blocks, loading: records.loading };
}
