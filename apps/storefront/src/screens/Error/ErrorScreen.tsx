import { LinkButton } from '@venue/ticket-ui';
import { useTranslation } from 'react-i18next';
import { pageHref } from '../../app/pages.ts';
import * as styles from '../screen.css.ts';

/** Spec section 2: /error. */
export function ErrorScreen() {
  const { t } = useTranslation();
  return (
    <main className={styles.screen}>
      <h1 className={styles.title}>{t('error.title')}</h1>
      <p>{t('error.request.text')}</p>
      <LinkButton href={pageHref('entry')}>{t('notFound.home')}</LinkButton>
    </main>
  );
}
