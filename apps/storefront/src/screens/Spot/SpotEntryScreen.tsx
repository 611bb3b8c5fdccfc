import {
  formatDate,
  isSlotFewStock,
  maxTicketsPerOrder,
  parseStockDate,
  ticketCount,
} from '@venue/ticket-core';
import { Button, TimeSlotPicker } from '@venue/ticket-ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../api/api.ts';
import { useApiQuery } from '../../api/useApiQuery.ts';
import { useSubmit } from '../../api/useSubmit.ts';
import { pageHref, pagePath } from '../../app/pages.ts';
import { formatSlot } from '../../format.ts';
import { useLanguage } from '../../i18n/language.ts';
import { storage } from '../../tenant.ts';
import { SetProductChoice, TicketCounts } from '../Order/OrderPickers.tsx';
import { OrderTotal } from '../Order/OrderTotal.tsx';
import { setLines, setsWithinLimits, ticketLines } from '../Order/orderLines.ts';
import { replaceOrder } from '../Order/replaceOrder.ts';
import * as styles from '../screen.css.ts';
import { spotOrderBody } from './spotOrder.ts';

const where = { route: 'spot' } as const;

/**
 * Spec section 2: /spot?qr_token=… — the visitor scanned the venue's QR code and buys today's tickets
 * of its product: a time slot, ticket counts and any set products, then straight to payment. The token is kept for the
 * session (spec 3: spot order token), so a timeout or a payment retry comes back here.
 */
export function SpotEntryScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const lang = useLanguage();
  const qrToken = query.get('qr_token') ?? storage.get<string>('spotOrderToken');
  const [timeSpanId, setTimeSpanId] = useState<number | null>(null);
  const [counts, setCounts] = useState<Record<string, number>>({});
  const [setQuantities, setSetQuantities] = useState<Record<string, number>>({});
  const { submitting, run } = useSubmit(where);

  useEffect(() => {
    if (qrToken) storage.set('spotOrderToken', qrToken);
  }, [qrToken]);
  const stock = useApiQuery(
    qrToken ? `spot-stock:${lang}:${qrToken}` : null,
    (signal) => api.getSpotStocks({ query: { qr_token: qrToken ?? '', lang }, signal }),
    where,
  );
  const settings = useApiQuery('settings', (signal) => api.getConfigurations({ signal }), where);
  const sets = useApiQuery(
    qrToken && timeSpanId !== null ? `spot-sets:${lang}:${qrToken}:${timeSpanId}` : null,
    (signal) =>
      api.searchSpotSetProducts({
        query: { qr_token: qrToken ?? '', lang, main_product_time_span_ids: [timeSpanId ?? 0] },
        signal,
      }),
    where,
  );

  if (!qrToken) {
    return (
      <main className={styles.screen}>
        <h1 className={styles.title}>{t('spot.title')}</h1>
        <p role="alert">{t('spot.scanFirst')}</p>
      </main>
    );
  }
  const day = stock.data;
  if (!day) {
    return (
      <main className={styles.screen}>
        <h1 className={styles.title}>{t('spot.title')}</h1>
      </main>
    );
  }

  const slot = day.time_spans.find((span) => span.time_span_id === timeSpanId) ?? null;
  const lines = ticketLines(day.base_price, slot, counts);
  const tickets = ticketCount(lines);
  const offered = slot ? (sets.data ?? []) : [];
  const chosenSets = setLines(offered, setQuantities);
  const ready = slot !== null && tickets > 0 && setsWithinLimits(offered, setQuantities);
  const maxTickets = Math.min(maxTicketsPerOrder(settings.data ?? []), slot?.remaining_stock ?? 0);

  const submit = () => {
    if (!slot || !ready) return;
    return run(async () => {
      await replaceOrder(() =>
        api.createSpotOrder({ body: spotOrderBody(qrToken, lang, day, slot, lines, chosenSets) }),
      );
      void navigate(pagePath('spotPayment'));
    });
  };

  return (
    <main className={styles.screen}>
      <h1 className={styles.title}>{t('spot.title')}</h1>
      <section className={styles.section}>
        <h2 className={styles.title}>{day.name}</h2>
        <p>{day.description}</p>
        <p className={styles.muted}>
          {t('spot.today', { date: formatDate(parseStockDate(day.date), lang) })}
        </p>
      </section>
      <section className={styles.section} data-step="timeSlot">
        <TimeSlotPicker
          label={t('order.timeSlot')}
          slots={day.time_spans.map((span) => ({
            id: span.time_span_id,
            timeLabel: formatSlot(span.start_at, span.end_at),
            remainingStock: span.remaining_stock,
            isFewStock: isSlotFewStock(span),
          }))}
          value={timeSpanId}
          onChange={(id) => {
            setTimeSpanId(id);
            setCounts({});
            setSetQuantities({});
          }}
          formatFewStock={(count) => t('order.fewStock', { count })}
          soldOutLabel={t('order.soldOut')}
          emptyMessage={t('spot.noSlots')}
        />
      </section>
      {slot ? (
        <section className={styles.section} data-step="counts">
          <TicketCounts lines={lines} value={counts} onChange={setCounts} maxTotal={maxTickets} />
        </section>
      ) : null}
      {offered.length > 0 ? (
        <section className={styles.section} data-step="setProducts">
          <SetProductChoice sets={offered} value={setQuantities} onChange={setSetQuantities} />
        </section>
      ) : null}
      <OrderTotal tickets={lines} sets={chosenSets} />
      <Button onPress={submit} isDisabled={!ready || submitting}>
        {t('spot.submit')}
      </Button>
      <a href={pageHref('spotTicketInquiry')}>{t('spot.inquiry.link')}</a>
    </main>
  );
}
