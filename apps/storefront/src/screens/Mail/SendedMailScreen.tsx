import { useTranslation } from 'react-i18next';
import { storage } from '../../tenant.ts';
import * as styles from '../screen.css.ts';

/** Spec section 2: /sended-mail — the confirmation link is on its way. */
export function SendedMailScreen() {
  const { t } = useTranslation();
  const email = storage.get<Record<string, unknown>>('signInData')?.email;
  return (
    <main className={styles.screen}>
      <h1 className={styles.title}>{t('mail.sentTitle')}</h1>
      <p>{t('mail.sentText', { email: typeof email === 'string' ? email : '' })}</p>
    </main>
  );
}
