import { formatDate } from '@venue/ticket-core';
import { LinkButton } from '@venue/ticket-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/api.ts';
import { useApiQuery } from '../../api/useApiQuery.ts';
import { pagePath } from '../../app/pages.ts';
import { formatSlot } from '../../format.ts';
import { useLanguage } from '../../i18n/language.ts';
import { storage } from '../../tenant.ts';
import * as styles from '../screen.css.ts';
import { hrefFor } from '../Tickets/ticketLinks.ts';

/**
 * Spec section 2: /spot/ticket-inquiry — the spot purchases made on this device (spec 3: the list of
 * spot order tokens in local storage), newest first, each opening its tickets. A purchase the server
 * no longer knows is left out rather than raising a dialog.
 */
export function SpotTicketInquiryScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [tokens] = useState(() => storage.spotOrderTokens().toReversed());
  const purchases = useApiQuery(
    `spot-purchases:${language}:${tokens.join(',')}`,
    async (signal) => {
      const answers = await Promise.allSettled(
        tokens.map((token) =>
          api.getTickets({ params: { reservation_token: token }, query: { lang: language }, signal }),
        ),
      );
      return answers.flatMap((answer) => (answer.status === 'fulfilled' ? [answer.value] : []));
    },
    { route: 'spot' },
  );

  return (
    <main className={styles.screen}>
      <h1 className={styles.title}>{t('spot.inquiry.title')}</h1>
      {purchases.data?.length === 0 ? <p>{t('spot.inquiry.empty')}</p> : null}
      <ul className={styles.section} aria-label={t('spot.inquiry.title')}>
        {(purchases.data ?? []).map((purchase) => (
          <li key={purchase.reservation_token} className={styles.section}>
            <h2 className={styles.title}>{purchase.product_name}</h2>
            <p>
              {formatDate(purchase.reservation_from, language)}{' '}
              {formatSlot(purchase.reservation_from, purchase.reservation_to)}
            </p>
            <p className={styles.muted}>
              {t('complete.reservationNumber')}: {purchase.reservation_number}
            </p>
            <LinkButton href={hrefFor(pagePath('tickets', { token: purchase.reservation_token }))}>
              {t('complete.toTicket')}
            </LinkButton>
          </li>
        ))}
      </ul>
    </main>
  );
}
