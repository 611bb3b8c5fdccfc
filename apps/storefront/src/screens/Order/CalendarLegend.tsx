import { useTranslation } from 'react-i18next';
import { useCalendarWords } from '../calendarStates.ts';
import * as styles from './calendarLegend.css.ts';

/** What the calendar's marks mean, and which ticket kind its prices are for. */
export function CalendarLegend() {
  const { t } = useTranslation();
  const { stateLabels, stateNames } = useCalendarWords();
  const entries = (['few-stock', 'sold-out', 'close'] as const).map((state) => ({
    mark: stateLabels[state],
    text: stateNames[state],
  }));
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
