import type { Locator } from '@playwright/test';
import { expect } from './fixtures.ts';

const utc = (date: string) => new Date(`${date}T00:00:00Z`);

/** A month's name as the console's calendar heads it in English: `January 2027`. */
export function monthName(date: string): string {
  return new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    utc(date),
  );
}

/**
 * The button of day `date` (yyyy-MM-dd) in a console calendar, by the name a screen reader reads:
 * `13, Wednesday, January 13, 2027`, then the day's stock in words when it has a mark.
 */
export function calendarDay(calendar: Locator, date: string): Locator {
  const full = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' }).format(utc(date));
  return calendar.getByRole('button', { name: new RegExp(`^${Number(date.slice(8))}, ${full}`) });
}

/** Shows the month of `date` in a console calendar that shows that month or the one before. */
export async function showMonth(calendar: Locator, date: string) {
  const heading = calendar.getByRole('heading');
  await expect(heading).toHaveText(/\d{4}/);
  if ((await heading.textContent()) !== monthName(date))
    await calendar.getByRole('button', { name: 'Next month' }).click();
  await expect(heading).toHaveText(monthName(date));
}
