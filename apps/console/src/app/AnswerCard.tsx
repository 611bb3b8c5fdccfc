import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './console.css.ts';
import { FailureAlert } from './FailureAlert.tsx';
import type { CallState } from './useCall.ts';

/**
 * A screen's card showing one call's answer: why the call failed, above the card; the card busy while the
 * call is out; the answer once there is one, or "loading" until then.
 */
export function AnswerCard<T>({ call, children }: { call: CallState<T>; children: (value: T) => ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <FailureAlert failure={call.failure} />
      <div className={styles.card} aria-busy={call.loading}>
        {call.value ? (
          children(call.value)
        ) : call.loading ? (
          <p className={styles.muted}>{t('app.loading')}</p>
        ) : null}
      </div>
    </>
  );
}
