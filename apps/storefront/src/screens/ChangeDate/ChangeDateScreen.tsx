import {
  formatDate,
  formatStockDate,
  isSlotFewStock,
  isSlotOnSale,
  parseStockDate,
  timeChangeFeePerTicket,
} from '@venue/ticket-core';
import { Button, Calendar, LinkButton, TimeSlotPicker } from '@venue/ticket-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { api } from '../../api/api.ts';
import { useApiQuery } from '../../api/useApiQuery.ts';
import { pagePath } from '../../app/pages.ts';
import { formatSlot, formatYen } from '../../format.ts';
import { useLanguage } from '../../i18n/language.ts';
import { storage } from '../../tenant.ts';
import { useCalendarWords } from '../calendarStates.ts';
import * as styles from '../screen.css.ts';
import { hrefFor } from '../Tickets/ticketLinks.ts';
import { type ChangeDateData, changeDateDataFor } from './changeDateData.ts';
import { useChangeCalendar } from './useChangeCalendar.ts';

/** Spec section 2: /tickets/changedate/{reservationToken} — a new date and time slot of the same product. */
export function ChangeDateScreen() {
  const { t } = useTranslation();
  const calendarWords = useCalendarWords();
  const navigate = useNavigate();
  const lang = useLanguage();
  const token = useParams().token ?? '';
  const where = { route: 'time-change', reservationToken: token } as const;
  const saved = changeDateDataFor(token);
  const [date, setDate] = useState<string | null>(saved?.date ?? null);
  const [timeSpanId, setTimeSpanId] = useState<number | null>(saved?.timeSpanId ?? null);
  const reservation = useApiQuery(
    `tickets:${token}:${lang}`,
    (signal) => api.getTickets({ params: { reservation_token: token }, query: { lang }, signal }),
    where,
  );
  const settings = useApiQuery('settings', (signal) => api.getConfigurations({ signal }), where);
  const fee = timeChangeFeePerTicket(settings.data ?? []);
  const changeable = reservation.data?.can_change_date === true;
  const calendar = useChangeCalendar(token, t('calendar.monthDisabled'), changeable);
  const day = useApiQuery(
    changeable && date ? `changedate:${token}:${lang}:${date}` : null,
    (signal) =>
      api.getChangeDateDayStock({
        params: { reservation_token: token },
        query: { date: date ?? '', lang },
        signal,
      }),
    where,
  );

  if (!reservation.data) return <main className={styles.screen} aria-busy="true" />;
  const back = (
    <LinkButton variant="secondary" href={hrefFor(pagePath('tickets', { token }))}>
      {t('tickets.back')}
    </LinkButton>
  );
  const current = reservation.data;
  const slots = (day.data?.time_spans ?? [])
    .filter((span) => span.time_span_id !== day.data?.current_time_span_id)
    .filter((span) => isSlotOnSale(span, 'time', new Date()));
  const fits = (remaining: number) => (remaining >= (day.data?.quantity ?? 1) ? remaining : 0);
  const ready = date !== null && slots.some((span) => span.time_span_id === timeSpanId);

  const next = () => {
    if (!ready || date === null || timeSpanId === null) return;
    const data: ChangeDateData = { reservationToken: token, date, timeSpanId };
    storage.set('changeDateData', data);
    void navigate(pagePath('reservationEmail', { token }));
  };

  return (
    <main className={styles.screen}>
      <h1 className={styles.title}>{t('changeDate.title')}</h1>
      <section className={styles.section} aria-label={t('changeDate.current')}>
        <h2>{current.product_name}</h2>
        <p>
          {t('changeDate.current')}: {formatDate(current.reservation_from, lang)}{' '}
          {formatSlot(current.reservation_from, current.reservation_to)}
        </p>
      </section>
      {changeable ? (
        <>
          {fee > 0 ? <p>{t('changeDate.fee', { price: formatYen(fee) })}</p> : null}
          <section className={styles.section} data-step="date">
            <Calendar
              label={t('changeDate.newDate')}
              months={calendar.blocks ?? []}
              value={date ? parseStockDate(date) : null}
              onChange={(chosen) => {
                setDate(formatStockDate(chosen));
                setTimeSpanId(null);
              }}
              {...calendarWords}
              isLoading={calendar.loading}
            />
          </section>
          {day.data ? (
            <section className={styles.section} data-step="timeSlot">
              <TimeSlotPicker
                label={t('changeDate.newTime')}
                slots={slots.map((span) => ({
                  id: span.time_span_id,
                  timeLabel: formatSlot(span.start_at, span.end_at),
                  remainingStock: fits(span.remaining_stock),
                  isFewStock: isSlotFewStock(span),
                }))}
                value={timeSpanId}
                onChange={setTimeSpanId}
                formatFewStock={(count) => t('order.fewStock', { count })}
                soldOutLabel={t('order.soldOut')}
                emptyMessage={t('order.noSlots')}
              />
            </section>
          ) : null}
          <div className={styles.actions}>
            {back}
            <Button onPress={next} isDisabled={!ready}>
              {t('nav.next')}
            </Button>
          </div>
        </>
      ) : (
        <>
          <p role="alert">{t('changeDate.notAllowed')}</p>
          {back}
        </>
      )}
    </main>
  );
}
