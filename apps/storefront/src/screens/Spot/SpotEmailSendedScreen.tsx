import { LinkButton } from '@venue/ticket-ui';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { pageHref, pagePath } from '../../app/pages.ts';
import * as styles from '../screen.css.ts';
import { hrefFor } from '../Tickets/ticketLinks.ts';

/** Spec section 2: /spot/email-sended/{reservationToken} — the tickets of a spot purchase were mailed. */
export function SpotEmailSendedScreen() {
  const { t } = useTranslation();
  const { reservationToken = '' } = useParams<{ reservationToken: string }>();
  return (
    <main className={styles.screen}>
      <h1 className={styles.title}>{t('spot.sent.title')}</h1>
      <p>{t('spot.sent.text')}</p>
      <LinkButton href={hrefFor(pagePath('tickets', { token: reservationToken }))}>
        {t('complete.toTicket')}
      </LinkButton>
      <a href={pageHref('spotTicketInquiry')}>{t('spot.inquiry.link')}</a>
    </main>
  );
}
