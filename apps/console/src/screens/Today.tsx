import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { needsSignIn } from '../api/consoleApi.ts';
import * as styles from '../app/console.css.ts';
import { DateField } from '../app/DateField.tsx';
import { FailureAlert } from '../app/FailureAlert.tsx';
import { formatTime } from '../app/format.ts';
import { useConsole } from '../app/session.tsx';
import { usePolling } from '../app/usePolling.ts';
import { TodayTable } from './TodayTable.tsx';

/** How often the day's counts are asked for again. */
export const todayPollMs = 5_000;

/** The venue's day, per slot, kept up to date while the page is open. */
export function Today() {
  const { t, i18n } = useTranslation();
  const { api, signedOut } = useConsole();
  const [date, setDate] = useState('');
  const lang = i18n.language === 'en' ? 'en' : 'ja';
  const { value: day, failure } = usePolling(
    (signal) => api.getConsoleToday({ query: { date: date || undefined, lang }, signal }),
    todayPollMs,
    `${date} ${lang}`,
  );
  useEffect(() => {
    if (failure && needsSignIn(failure)) signedOut();
  }, [failure, signedOut]);
  return (
    <main className={styles.main}>
      <h1 className={styles.heading}>{t('today.title')}</h1>
      <div className={styles.toolbar}>
        <DateField label={t('today.date')} value={date || day?.date || ''} onChange={setDate} />
        {day ? (
          <p className={styles.muted} aria-live="polite">
            {t('today.asOf', { time: formatTime(day.as_of), seconds: todayPollMs / 1000 })}
          </p>
        ) : null}
      </div>
      <FailureAlert failure={failure && !needsSignIn(failure) ? failure : null} />
      <div className={styles.card}>
        {day ? <TodayTable day={day} /> : <p className={styles.muted}>{t('app.loading')}</p>}
      </div>
    </main>
  );
}
