/** A time of day as the catalogue writes it: 'HH:MM', 00:00 to 23:59, read as Tokyo time. */
export const clockTimePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Minutes since midnight of a valid 'HH:MM'. */
export function minutesOf(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** 'HH:MM' of minutes since midnight (below 24 hours). */
export function clockTime(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
