import { useTranslation } from 'react-i18next';
import * as styles from './screen.css.ts';

/** What a step shows until everything it shows is known, so nothing moves once it appears. */
export function Loading() {
  const { t } = useTranslation();
  return (
    <p className={styles.muted} aria-busy="true">
      {t('app.loading')}
    </p>
  );
}
