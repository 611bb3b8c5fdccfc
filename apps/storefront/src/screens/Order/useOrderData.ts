import {
  bestRecordPerDay,
  buildMonth,
  type CalendarColor,
  type LanguageCode,
  type StockRecord,
} from '@venue/ticket-core';
import { api } from '../../api/api.ts';
import { useApiQuery } from '../../api/useApiQuery.ts';
import { tenant } from '../../tenant.ts';
import { calendarSpan, calendarToday, monthBlocks } from './calendarSpan.ts';
import { catalogQueries } from './catalogQueries.ts';

const where = { route: 'order' } as const;

export function useCatalog(lang: LanguageCode) {
  const queries = catalogQueries(lang);
  const products = useApiQuery(queries.products.key, queries.products.load, where);
  const settings = useApiQuery(queries.settings.key, queries.settings.load, where);
  return { products, settings };
}

/**
 * The calendar's month blocks: one product's stock statuses (product before date), or the best day
 * over all products (date before product), with the tenant's colour codes on colourised calendars;
 * nothing while not `enabled`.
 */
export function useCalendar(
  lang: LanguageCode,
  productUuid: string | null,
  productFirst: boolean,
  disabledMessage: string,
  enabled = true,
) {
  const { months, from, to } = calendarSpan();
  const key = !enabled
    ? null
    : productFirst
      ? productUuid
        ? `statuses:${productUuid}:${from}`
        : null
      : `search:${lang}:${from}`;
  const records = useApiQuery<StockRecord[]>(
    key,
    async (signal) =>
      productFirst && productUuid
        ? api.getStockStatuses({ query: { from, to, product_uuid: productUuid }, signal })
        : bestRecordPerDay(await api.searchProducts({ query: { from, to, lang }, signal })),
    where,
  );
  const colors = useApiQuery<CalendarColor[]>(
    tenant.colourisedCalendar ? `colors:${from}` : null,
    (signal) => api.getCalendarColors({ query: { from, to }, signal }),
    where,
  );
  const today = calendarToday();
  const blocks = monthBlocks(months, records, (year, month, stock) =>
    buildMonth({
      year,
      month,
      today,
      records: stock,
      colors: colors.data ?? [],
      disableMessage: disabledMessage,
    }),
  );
  return { blocks, loading: records.loading };
}

export function useProductsOnDate(lang: LanguageCode, date: string | null, enabled: boolean) {
  return useApiQuery(
    enabled && date ? `on:${lang}:${date}` : null,
    (signal) => api.searchProductsByDate({ query: { date: date ?? '', lang }, signal }),
    where,
  );
}

export function useDayStock(lang: LanguageCode, productUuid: string | null, date: string | null) {
  return useApiQuery(
    productUuid && date ? `day:${lang}:${productUuid}:${date}` : null,
    (signal) => api.getDayStock({ query: { date: date ?? '', product_id: productUuid ?? '', lang }, signal }),
    where,
  );
}

export function useSetProducts(lang: LanguageCode, timeSpanId: number | null, date: string | null) {
  return useApiQuery(
    timeSpanId !== null && date ? `sets:${lang}:${timeSpanId}:${date}` : null,
    (signal) =>
      api.searchSetProducts({
        query: { lang, main_product_time_span_ids: [timeSpanId ?? 0], from: date ?? '', to: date ?? '' },
        signal,
      }),
    where,
  );
}
