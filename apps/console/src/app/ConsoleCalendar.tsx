import type { MonthBlock } from '@venue/ticket-core';
import { Calendar } from '@venue/ticket-ui';
import { I18nProvider } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import * as styles from './console.css.ts';
import type { CalendarDay } from './monthWindow.ts';

export interface ConsoleCalendarProps {
  label: string;
  months: readonly MonthBlock[];
  value: CalendarDay | null;
  onChange: (day: CalendarDay) => void;
  /** The focused day, which decides the month shown (see `monthWindow`). */
  focusedValue: CalendarDay;
  onFocusChange: (day: CalendarDay) => void;
  /** What the marks mean here, beyond the legend. */
  note?: string;
}

/** The storefront's marks of a day's stock. */
const marks = { 'few-stock': '△', 'sold-out': '×', close: '−' } as const;

/**
 * The stock calendar of ticket-ui in the console: each day marked by its stock as the storefront marks
 * it, in the console's language (react-aria's locale for the month and the days' names), with a legend
 * of the marks. No prices: staff choose a day by its stock, and the console's changes cost nothing.
 */
export function ConsoleCalendar({ label, note, ...calendar }: ConsoleCalendarProps) {
  const { t, i18n } = useTranslation();
  return (
    <div className={styles.calendar}>
      <div className={styles.calendarMonth}>
        <I18nProvider locale={i18n.language === 'en' ? 'en-US' : 'ja-JP'}>
          <Calendar
            label={label}
            {...calendar}
            formatPrice={() => ''}
            stateLabels={marks}
            stateNames={{
              'few-stock': t('calendar.few'),
              'sold-out': t('calendar.soldOut'),
              close: t('calendar.closed'),
            }}
            previousLabel={t('calendar.previous')}
            nextLabel={t('calendar.next')}
          />
        </I18nProvider>
      </div>
      <p className={styles.muted}>{t('calendar.legend')}</p>
      {note ? <p className={styles.muted}>{note}</p> : null}
    </div>
  );
}
