import { Button } from '@venue/ticket-ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/api.ts';
import type { Where } from '../../api/handleError.ts';
import { besideField, useSubmit } from '../../api/useSubmit.ts';
import { storage } from '../../tenant.ts';
import { formatHoldTime, holdSecondsLeft, holdWarningSeconds } from './holdTime.ts';
import * as styles from './summary.css.ts';

/**
 * The time left of the order's stock hold, from its `expires_at`. From 2 minutes left it warns and offers
 * the one extension (POST /orders/{token}/extend), which moves `expires_at`; a refusal shows beside it.
 * The extended order is remembered for the session, so neither another page nor a reload offers it again.
 */
export function HoldCountdown({
  orderToken,
  expiresAt: givenExpiresAt,
  where,
}: {
  orderToken: string;
  expiresAt: string;
  where: Where;
}) {
  const { t } = useTranslation();
  const [expiresAt, setExpiresAt] = useState(givenExpiresAt);
  const [now, setNow] = useState(() => Date.now());
  const { submitting: busy, run } = useSubmit(where);
  const [extended, setExtended] = useState(false);
  const [error, setError] = useState<string>();

  useEffect(() => setExpiresAt(givenExpiresAt), [givenExpiresAt]);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);

  const left = holdSecondsLeft(expiresAt, now);
  const warning = left <= holdWarningSeconds;

  const extend = () => {
    setError(undefined);
    return run(
      async () => {
        const answer = await api.extendOrderHold({ params: { token: orderToken } });
        storage.set('extendedHold', orderToken);
        setExpiresAt(answer.expires_at);
        setNow(Date.now());
        setExtended(true);
      },
      { shown: besideField(where, setError) },
    );
  };

  return (
    <div className={styles.hold} data-warning={warning || undefined}>
      <p className={styles.holdTime}>
        {left > 0 ? (
          // The timer is read when visited, not every second; the warning below is announced once.
          <span role="timer" aria-live="off">
            {t('hold.left', { time: formatHoldTime(left) })}
          </span>
        ) : (
          t('hold.expired')
        )}
      </p>
      {warning && left > 0 ? <p role="alert">{t('hold.warning')}</p> : null}
      {warning && left > 0 && storage.get<string>('extendedHold') !== orderToken ? (
        <Button variant="secondary" onPress={() => void extend()} isDisabled={busy}>
          {t('hold.extend')}
        </Button>
      ) : null}
      <p role="status" className={styles.holdNote}>
        {extended ? t('hold.extended') : null}
        {error}
      </p>
    </div>
  );
}
