import { useTranslation } from 'react-i18next';

/** The calendar's marks, as its cells show them. */
export const calendarMarks = { 'few-stock': '△', 'sold-out': '×', close: '−' } as const;

/**
 * What each mark stands for, in the visitor's language: the legend says it beside the mark, and a day's
 * accessible name says it in place of the mark (the Calendar's `stateNames`).
 */
export function useCalendarStateNames() {
  const { t } = useTranslation();
  return {
    'few-stock': t('calendar.legend.few'),
    'sold-out': t('calendar.legend.soldOut'),
    close: t('calendar.legend.close'),
  };
}
