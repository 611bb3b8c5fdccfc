import { useTranslation } from 'react-i18next';
import { errorKeyOf } from '../api/consoleApi.ts';
import * as styles from './console.css.ts';

/** Why a screen's data did not load, in words, as an alert; nothing while there is no failure. */
export function FailureAlert({ failure }: { failure: unknown }) {
  const { t } = useTranslation();
  return failure ? (
    <p className={styles.error} role="alert">
      {t(errorKeyOf(failure))}
    </p>
  ) : null;
}
