import { LinkButton } from '@venue/ticket-ui';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { api } from '../../api/api.ts';
import { useApiQuery } from '../../api/useApiQuery.ts';
import { useLanguage } from '../../i18n/language.ts';
import * as styles from '../screen.css.ts';
import { TicketList } from './TicketList.tsx';
import { fileHref } from './ticketLinks.ts';

/** Spec section 2: /tickets/shared/{token} — the tickets of a share link, read-only, no personal data. */
export function SharedScreen() {
  const { t } = useTranslation();
  const token = useParams().token ?? '';
  const lang = useLanguage();
  const { data } = useApiQuery(
    `shared:${token}:${lang}`,
    (signal) => api.getSharedTickets({ params: { share_token: token }, query: { lang }, signal }),
    { route: 'other' },
  );
  if (!data) return <main className={styles.screen} aria-busy="true" />;
  return (
    <main className={styles.screen}>
      <TicketList reservation={data} />
      <p className={styles.muted}>{t('shared.note')}</p>
      <nav className={styles.actions} aria-label={t('tickets.actions')}>
        <LinkButton variant="secondary" href={fileHref('getSharedTicketsCalendar', token, lang)} download>
          {t('tickets.addToCalendar')}
        </LinkButton>
      </nav>
    </main>
  );
}
