import { useTranslation } from 'react-i18next';
import * as styles from './calendarLegend.css.ts';

/** The calendar's marks, as its cells show them. */
export const calendarMarks = { 'few-stock': '△', 'sold-out': '×', close: '−' } as const;

/** What the calendar's marks mean, and which ticket kind its prices are for. */
export function CalendarLegend() {
  const { t } = useTranslation();
  const entries = [
    { mark: calendarMarks['few-stock'], text: t('calendar.legend.few') },
    { mark: calendarMarks['sold-out'], text: t('calendar.legend.soldOut') },
    { mark: calendarMarks.close, text: t('calendar.legend.close') },
  ];
  return (
    <div className={styles.legend}>
      <ul className={styles.marks}>
        {entries.map((entry) => (
          <li key={entry.mark}>
            <span aria-hidden="true" className={styles.mark}>
              {entry.mark}
            </span>{' '}
            {entry.text}
          </li>
        ))}
      </ul>
      <p className={styles.note}>{t('calendar.legend.price')}</p>
    </div>
  );
}
