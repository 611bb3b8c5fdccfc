import { formatStockDate, parseStockDate } from '@venue/ticket-core';
import { Button, DataTable, Select } from '@venue/ticket-ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { CardSection } from '../app/CardSection.tsx';
import { ConsoleCalendar } from '../app/ConsoleCalendar.tsx';
import * as styles from '../app/console.css.ts';
import { FailureAlert } from '../app/FailureAlert.tsx';
import { type CalendarDay, monthOf, monthWindow } from '../app/monthWindow.ts';
import { useConsole } from '../app/session.tsx';
import { useCall } from '../app/useCall.ts';
import { useConfirmedChange } from '../app/useConfirmedChange.tsx';
import { StockSlots } from './StockSlots.tsx';
import { stockColumns } from './stockColumns.tsx';
import { type StockDay, stockMonthBlock } from './stockDay.ts';

/**
 * The stock: a product's days of a month on the stock calendar, marked by their stock as the storefront
 * marks them (choosing a day opens its slots; the month buttons and keys go to other months), and in a
 * table with capacity, sold and held, and who closed them; a manager closes and reopens days and slots,
 * sets capacities and pauses sales, each asked first. Other roles that may see the stock see no control.
 */
export function Stock() {
  const { t, i18n } = useTranslation();
  const { api, may } = useConsole();
  const [params, setParams] = useSearchParams();
  const product = params.get('product');
  const month = params.get('month') ?? '';
  const [openDay, setOpenDay] = useState<string | null>(null);
  const [focusedDay, setFocusedDay] = useState<CalendarDay | null>(null);
  const lang = i18n.language === 'en' ? 'en' : 'ja';
  const stock = useCall(
    (signal) =>
      api.getConsoleStock({
        query: { product_id: product ? Number(product) : undefined, month: month || undefined, lang },
        signal,
      }),
    `${product}|${month}|${lang}`,
  );
  const change = useConfirmedChange(stock.reload);
  const writes = may('stock.write');
  const value = stock.value;
  const current = value?.products.find((entry) => entry.product_id === value.product_id);
  const setParam = (name: string, next: string) => {
    const updated = new URLSearchParams(params);
    updated.set(name, next);
    setParams(updated);
    setOpenDay(null);
  };
  // The month of the address when it is one (else the server's answer names what it showed).
  const shownMonth = /^\d{4}-(0[1-9]|1[0-2])$/.test(month) ? month : value?.month;
  // The calendar's focus leads the month (the address follows it); a month shown otherwise (the address,
  // the browser's history) opens on its 1st.
  const focused = focusedDay ?? (shownMonth ? parseStockDate(`${shownMonth}-01`) : null);
  useEffect(() => {
    setFocusedDay((day) => (day && monthOf(day) !== shownMonth ? null : day));
  }, [shownMonth]);
  const focus = (day: CalendarDay) => {
    setFocusedDay(day);
    if (monthOf(day) !== shownMonth) setParam('month', monthOf(day));
  };
  const dayChange = (day: StockDay, closed: boolean) =>
    change.ask({
      title: t(closed ? 'stock.closeDayTitle' : 'stock.reopenDayTitle', { date: day.date }),
      message: t(closed ? 'stock.closeDayMessage' : 'stock.reopenDayMessage', {
        product: current?.name ?? '',
        date: day.date,
        sold: day.sold,
      }),
      done: t(closed ? 'stock.dayClosed' : 'stock.dayReopened', { date: day.date }),
      run: () =>
        api.setConsoleStockDay({
          params: { product_id: value?.product_id ?? 0, date: day.date },
          body: { closed },
        }),
    });
  const pauseChange = (paused: boolean) =>
    change.ask({
      title: t(paused ? 'stock.pauseTitle' : 'stock.resumeTitle', { product: current?.name ?? '' }),
      message: t(paused ? 'stock.pauseMessage' : 'stock.resumeMessage'),
      done: t(paused ? 'stock.paused' : 'stock.resumed', { product: current?.name ?? '' }),
      run: () =>
        api.setConsoleProductSales({ params: { product_id: value?.product_id ?? 0 }, body: { paused } }),
    });
  return (
    <main className={styles.main}>
      <h1 className={styles.heading}>{t('stock.title')}</h1>
      <div className={styles.toolbar}>
        {value ? (
          <Select
            label={t('stock.product')}
            options={value.products.map((entry) => ({
              value: String(entry.product_id),
              label: entry.paused ? `${entry.name} (${t('stock.pausedMark')})` : entry.name,
            }))}
            value={String(value.product_id)}
            onChange={(next) => setParam('product', next)}
          />
        ) : null}
        {value && current && writes ? (
          <Button
            variant={current.paused ? 'primary' : 'secondary'}
            onPress={() => pauseChange(!current.paused)}
          >
            {t(current.paused ? 'stock.resume' : 'stock.pause')}
          </Button>
        ) : null}
      </div>
      {current?.paused ? <p className={styles.error}>{t('stock.pausedNotice')}</p> : null}
      {change.element}
      <FailureAlert failure={stock.failure} />
      <CardSection id="stock-days" title={t('stock.days', { month: value?.month ?? '' })}>
        {focused ? (
          <ConsoleCalendar
            label={t('stock.calendar')}
            months={monthWindow(
              focused,
              value && value.month === monthOf(focused) ? stockMonthBlock(value) : null,
            )}
            value={openDay ? parseStockDate(openDay) : null}
            onChange={(day) => setOpenDay(formatStockDate(day))}
            focusedValue={focused}
            onFocusChange={focus}
          />
        ) : null}
        {value === null ? (
          <p className={styles.muted}>{t('app.loading')}</p>
        ) : value.days.length === 0 ? (
          <p>{t('stock.none')}</p>
        ) : (
          <DataTable
            label={t('stock.days', { month: value.month })}
            rows={value.days}
            rowKey={(day) => day.date}
            rowData={(day) => ({ 'data-date': day.date })}
            rowMuted={(day) => day.closed_by !== null}
            columns={[
              { id: 'date', header: t('stock.date'), cell: (day) => day.date },
              ...stockColumns(t),
              {
                id: 'actions',
                header: t('stock.actions'),
                cell: (day) => {
                  const past = day.date < value.today;
                  return (
                    <div className={styles.actions}>
                      <Button
                        variant="ghost"
                        size="small"
                        aria-expanded={openDay === day.date}
                        aria-label={t('stock.slotsOf', { date: day.date })}
                        onPress={() => setOpenDay(openDay === day.date ? null : day.date)}
                      >
                        {t('stock.slots')}
                      </Button>
                      {writes && !past && day.closed_by === null && current?.product_type === 'ticket' ? (
                        <Button
                          variant="secondary"
                          size="small"
                          aria-label={t('stock.closeDayLabel', { date: day.date })}
                          onPress={() => dayChange(day, true)}
                        >
                          {t('stock.closeDay')}
                        </Button>
                      ) : null}
                      {writes && !past && day.closed_by === 'console' ? (
                        <Button
                          variant="secondary"
                          size="small"
                          aria-label={t('stock.reopenDayLabel', { date: day.date })}
                          onPress={() => dayChange(day, false)}
                        >
                          {t('stock.reopenDay')}
                        </Button>
                      ) : null}
                    </div>
                  );
                },
              },
            ]}
          />
        )}
      </CardSection>
      {value && openDay ? (
        <StockSlots
          day={value.days.find((day) => day.date === openDay) ?? null}
          past={openDay < value.today}
          writes={writes}
          ask={change.ask}
        />
      ) : null}
    </main>
  );
}
