import { useTranslation } from 'react-i18next';
import { formatYen } from '../format.ts';

/** The calendar's marks, as its cells show them. */
const calendarMarks = { 'few-stock': '△', 'sold-out': '×', close: '−' } as const;

/**
 * The words and marks of every stock calendar, in the visitor's language: its prices, its day marks and
 * what each stands for (the legend says it beside the mark, a day's accessible name in place of it), and
 * its month buttons. Spread onto the Calendar.
 */
export function useCalendarWords() {
  const { t } = useTranslation();
  return {
    formatPrice: formatYen,
    stateLabels: calendarMarks,
    stateNames: {
      'few-stock': t('calendar.legend.few'),
      'sold-out': t('calendar.legend.soldOut'),
      close: t('calendar.legend.close'),
    },
    previousLabel: t('calendar.previous'),
    nextLabel: t('calendar.next'),
  };
}
