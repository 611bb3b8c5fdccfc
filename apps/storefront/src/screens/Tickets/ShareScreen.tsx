import { Button, LinkButton, TextField } from '@venue/ticket-ui';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { api } from '../../api/api.ts';
import { useApiQuery } from '../../api/useApiQuery.ts';
import { pagePath } from '../../app/pages.ts';
import { showToast } from '../../state/ui.ts';
import * as styles from '../screen.css.ts';
import { hrefFor } from './ticketLinks.ts';

/** The absolute URL of an app route on this app's base, for a link that leaves the site. */
function absoluteUrl(route: string): string {
  return new URL(hrefFor(route), window.location.href).href;
}

/** Spec section 2: /tickets/share/{reservationToken} — creates the share link and offers to copy it. */
export function ShareScreen() {
  const { t } = useTranslation();
  const token = useParams().token ?? '';
  const { data } = useApiQuery(
    token,
    (signal) => api.shareTickets({ params: { reservation_token: token }, signal }),
    { route: 'other' },
  );
  const link = data ? absoluteUrl(pagePath('shared', { token: data.share_token })) : '';

  const copy = async () => {
    await navigator.clipboard.writeText(link);
    showToast(t('share.copied'));
  };

  return (
    <main className={styles.screen}>
      <h1 className={styles.title}>{t('share.title')}</h1>
      <p>{t('share.text')}</p>
      <TextField label={t('share.link')} readOnly value={link} onFocus={(event) => event.target.select()} />
      <div className={styles.actions}>
        <Button isDisabled={!data} onPress={() => void copy()}>
          {t('share.copy')}
        </Button>
        <LinkButton variant="secondary" href={hrefFor(pagePath('tickets', { token }))}>
          {t('tickets.back')}
        </LinkButton>
      </div>
    </main>
  );
}
