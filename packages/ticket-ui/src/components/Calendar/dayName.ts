/** What a day's cell shows and says, in the visitor's language. */
export interface DayNameParts {
  /** The day number the cell shows: `28`. */
  dayNumber: string;
  /** The price the cell shows, if it shows one: `¥1,200`. */
  price?: string | null;
  /** The full date: `Saturday, November 28, 2026`. */
  date: string;
  /** The day's state in words, if the cell marks it: `Few left`. */
  state?: string | null;
}

/**
 * A day button's accessible name: first what the cell shows, in its order (the day number, then the price
 * when shown), then the full date and the state its mark stands for: `28, ¥1,200, Saturday, November 28,
 * 2026, Few left`. Its visible words begin it, together (WCAG 2.5.3, label in name: a speech-input user says
 * what they see; the check axe makes, which Lighthouse runs, wants them in a row, so the price may not wait
 * until after the date). The mark itself (`△`) is left to the state's words. Commas make screen readers
 * pause between the parts in every language, where a locale's list format runs CJK parts together.
 */
export function dayName({ dayNumber, price, date, state }: DayNameParts): string {
  return [dayNumber, price, date, state].filter(Boolean).join(', ');
}
