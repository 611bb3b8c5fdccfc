import type { Answer } from '@venue/ticket-core';
import { useTranslation } from 'react-i18next';
import * as styles from '../app/console.css.ts';
import { formatSlot } from '../app/format.ts';
import { ScrollTable } from '../app/ScrollTable.tsx';

export type VenueDay = Answer<'getConsoleToday'>;

/** A day's slots with their counts, and the day's totals; props in, nothing fetched. */
export function TodayTable({ day }: { day: VenueDay }) {
  const { t } = useTranslation();
  if (day.slots.length === 0) return <p>{t('today.none')}</p>;
  return (
    <ScrollTable label={t('today.title')}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('today.slot')}</th>
            <th scope="col">{t('today.product')}</th>
            <th scope="col" className={styles.number}>
              {t('today.capacity')}
            </th>
            <th scope="col" className={styles.number}>
              {t('today.sold')}
            </th>
            <th scope="col" className={styles.number}>
              {t('today.held')}
            </th>
            <th scope="col" className={styles.number}>
              {t('today.available')}
            </th>
            <th scope="col" className={styles.number}>
              {t('today.checkedIn')}
            </th>
            <th scope="col" className={styles.number}>
              {t('today.web')}
            </th>
            <th scope="col" className={styles.number}>
              {t('today.spot')}
            </th>
          </tr>
        </thead>
        <tbody>
          {day.slots.map((slot) => (
            <tr
              key={slot.time_span_id}
              className={slot.closed ? styles.closedRow : undefined}
              data-slot={slot.time_span_id}
            >
              <th scope="row">{formatSlot(slot.start_at, slot.end_at)}</th>
              <td>
                {slot.product_name}
                {slot.closed ? ` (${t('today.closed')})` : ''}
              </td>
              <td className={styles.number}>{slot.capacity}</td>
              <td className={styles.number} data-count="sold">
                {slot.sold}
              </td>
              <td className={styles.number}>{slot.held}</td>
              <td className={styles.number}>{slot.available}</td>
              <td className={styles.number} data-count="checked-in">
                {slot.checked_in}
              </td>
              <td className={styles.number}>
                {slot.channels.web.sold} / {slot.channels.web.checked_in}
              </td>
              <td className={styles.number}>
                {slot.channels.spot.sold} / {slot.channels.spot.checked_in}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              {t('today.totals')}
            </th>
            <td className={styles.number}>{day.totals.capacity}</td>
            <td className={styles.number} data-count="total-sold">
              {day.totals.sold}
            </td>
            <td className={styles.number}>{day.totals.held}</td>
            <td className={styles.number}>{day.totals.capacity - day.totals.sold - day.totals.held}</td>
            <td className={styles.number}>{day.totals.checked_in}</td>
            <td colSpan={2} />
          </tr>
        </tfoot>
      </table>
    </ScrollTable>
  );
}
