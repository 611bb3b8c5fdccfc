export { calendarTones } from './Calendar.css.ts';
export { Calendar, type CalendarProps } from './Calendar.tsx';
