import { describe, expect, it } from 'vitest';
import { type DayMove, monthDays, moveFocus } from './calendarNavigation.ts';
import { sampleMonths } from './fixtures.ts';

const months = sampleMonths();
const days = monthDays(months);
const move = (from: string, how: DayMove) => moveFocus(days, months, from, how);

describe('calendar navigation', () => {
  it('lists the days of the months without the padding days, in order', () => {
    expect(days).toHaveLength(31 + 31);
    expect(days[0]?.date.toString()).toBe('2026-12-01');
    expect(days.at(-1)?.date.toString()).toBe('2027-01-31');
  });

  it('steps by day and week across the month boundary and stops at the ends', () => {
    expect(move('2026-12-31', 'nextDay')).toBe('2027-01-01');
    expect(move('2026-12-28', 'nextWeek')).toBe('2027-01-04');
    expect(move('2026-12-01', 'previousDay')).toBe('2026-12-01');
    expect(move('2026-12-03', 'previousWeek')).toBe('2026-12-01');
    expect(move('2027-01-30', 'nextWeek')).toBe('2027-01-31');
  });

  it('goes to the start and end of the week row within the month', () => {
    // December 2026 starts on a Tuesday; weeks start on Monday.
    expect(move('2026-12-03', 'weekStart')).toBe('2026-12-01');
    expect(move('2026-12-03', 'weekEnd')).toBe('2026-12-06');
    expect(move('2026-12-30', 'weekEnd')).toBe('2026-12-31');
  });

  it('keeps the day of the month when changing months, or takes the last day', () => {
    expect(move('2026-12-31', 'nextMonth')).toBe('2027-01-31');
    expect(move('2027-01-15', 'previousMonth')).toBe('2026-12-15');
    expect(move('2027-01-15', 'nextMonth')).toBeNull();
    expect(move('2026-11-30', 'nextDay')).toBeNull();
  });
});
