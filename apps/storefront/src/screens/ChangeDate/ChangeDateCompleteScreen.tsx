import { formatDate } from '@venue/ticket-core';
import { LinkButton } from '@venue/ticket-ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { api } from '../../api/api.ts';
import { useApiQuery } from '../../api/useApiQuery.ts';
import { pagePath } from '../../app/pages.ts';
import { formatSlot } from '../../format.ts';
import { useLanguage } from '../../i18n/language.ts';
import { resetChangeDate } from '../../storage/storage.ts';
import { storage } from '../../tenant.ts';
import * as styles from '../screen.css.ts';
import { hrefFor } from '../Tickets/ticketLinks.ts';

/** Spec section 2: /tickets/changedate/complete/{reservationToken} — the reservation's new date. */
export function ChangeDateCompleteScreen() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const token = useParams().token ?? '';
  // Spec section 4: change-date data and result are reset separately from an order's.
  useEffect(() => resetChangeDate(storage), []);
  const reservation = useApiQuery(
    `tickets:${token}:${lang}`,
    (signal) => api.getTickets({ params: { reservation_token: token }, query: { lang }, signal }),
    { route: 'other' },
  );
  return (
    <main className={styles.screen}>
      <h1 className={styles.title}>{t('complete.timeChange')}</h1>
      {reservation.data ? (
        <p>
          {t('changeDate.new')}:{' '}
          <strong>
            {formatDate(reservation.data.reservation_from, lang)}{' '}
            {formatSlot(reservation.data.reservation_from, reservation.data.reservation_to)}
          </strong>
        </p>
      ) : null}
      <LinkButton href={hrefFor(pagePath('tickets', { token }))}>{t('complete.toTicket')}</LinkButton>
    </main>
  );
}
