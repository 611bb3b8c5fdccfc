import { type Answer, formatDate } from '@venue/ticket-core';
import { useTranslation } from 'react-i18next';
import { formatSlot, formatYen } from '../../format.ts';
import { useLanguage } from '../../i18n/language.ts';
import * as styles from '../screen.css.ts';

/** A time change at a glance: the product, the slot now and the new one, and what is due. */
export function ChangeSummary({ change }: { change: Answer<'getTimeChange'> }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const slot = ({ reservation_from, reservation_to }: typeof change.current) =>
    `${formatDate(reservation_from, lang)} ${formatSlot(reservation_from, reservation_to)}`;
  return (
    <section className={styles.section}>
      <h2>{change.product_name}</h2>
      <dl>
        <dt>{t('changeDate.current')}</dt>
        <dd>{slot(change.current)}</dd>
        <dt>{t('changeDate.new')}</dt>
        <dd>
          <strong>{slot(change.requested)}</strong>
        </dd>
        <dt>{t('changeDate.tickets')}</dt>
        <dd>{change.quantity}</dd>
        <dt>{t('changeDate.difference')}</dt>
        <dd>{formatYen(change.price_difference)}</dd>
      </dl>
    </section>
  );
}
