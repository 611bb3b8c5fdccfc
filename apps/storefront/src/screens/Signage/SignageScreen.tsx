import {
  type Answer,
  displayTimeZone,
  formatDate,
  formatStockDate,
  intlLocale,
  type LanguageCode,
  todayInTokyo,
} from '@venue/ticket-core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/api.ts';
import { handleError } from '../../api/handleError.ts';
import { formatSlot } from '../../format.ts';
import { useLanguage } from '../../i18n/language.ts';
import { startRefresh } from './refresh.ts';
import * as styles from './signage.css.ts';

type TokyoDay = ReturnType<typeof todayInTokyo>;

interface ProductSlots {
  uuid: string;
  name: string;
  slots: Answer<'getDayStock'>['time_spans'];
}

/** Today's open products with their time slots and remaining stock. */
async function loadToday(date: string, lang: LanguageCode, signal: AbortSignal): Promise<ProductSlots[]> {
  const [products, stocks] = await Promise.all([
    api.getProducts({ query: { lang }, signal }),
    api.searchProductsByDate({ query: { date, lang }, signal }),
  ]);
  const open = products.filter((product) =>
    stocks.some((stock) => stock.product_uuid === product.uuid && stock.stock_status !== 'closed'),
  );
  return Promise.all(
    open.map(async (product) => {
      const day = await api.getDayStock({ query: { date, product_id: product.uuid, lang }, signal });
      return { uuid: product.uuid, name: product.name, slots: day.time_spans };
    }),
  );
}

/**
 * Spec section 2: /signage/today-ticket-info — a screen at the venue showing today's time slots and
 * the tickets left in each, in large type, refreshed every minute.
 */
export function SignageScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [today, setToday] = useState<{ day: TokyoDay; products: ProductSlots[]; at: string } | null>(null);

  useEffect(() => {
    const clock = new Intl.DateTimeFormat(intlLocale(language), {
      timeStyle: 'short',
      timeZone: displayTimeZone,
    });
    return startRefresh((signal) => {
      const now = new Date();
      const day = todayInTokyo(now);
      loadToday(formatStockDate(day), language, signal).then(
        (products) => {
          if (!signal.aborted) setToday({ day, products, at: clock.format(now) });
        },
        (error: unknown) => {
          if (!signal.aborted) handleError(error, { route: 'other' });
        },
      );
    });
  }, [language]);

  return (
    <main className={styles.signage} aria-busy={today === null}>
      <h1 className={styles.heading}>{t('signage.title')}</h1>
      {today ? (
        <>
          <p className={styles.date}>{formatDate(today.day, language)}</p>
          {today.products.length === 0 ? <p className={styles.slot}>{t('signage.closed')}</p> : null}
          {today.products.map((product) => (
            <section key={product.uuid} className={styles.product} aria-label={product.name}>
              <h2 className={styles.productName}>{product.name}</h2>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">{t('signage.time')}</th>
                    <th scope="col">{t('signage.remaining')}</th>
                  </tr>
                </thead>
                <tbody>
                  {product.slots.map((slot) => (
                    <tr key={slot.time_span_id} className={styles.slot}>
                      <th scope="row">{formatSlot(slot.start_at, slot.end_at)}</th>
                      <td>
                        {slot.remaining_stock > 0
                          ? t('signage.left', { count: slot.remaining_stock })
                          : t('order.soldOut')}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          ))}
          <p className={styles.updated}>{t('signage.updated', { time: today.at })}</p>
        </>
      ) : null}
    </main>
  );
}
