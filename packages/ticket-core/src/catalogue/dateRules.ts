import { type CalendarDate, parseDate } from '@internationalized/date';

/**
 * A date rule of the catalogue: one date ('2027-02-10'), a range of dates ('2027-02-10..2027-02-12'),
 * a day of every year ('05-01'), or a range of days of every year ('12-29..01-03', which may run over
 * the new year). Both ends are included.
 */
export type DateRule = string;

const fullDate = /^\d{4}-\d{2}-\d{2}$/;
const monthDay = /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

type Parsed =
  | { kind: 'dates'; from: CalendarDate; to: CalendarDate }
  | { kind: 'yearly'; from: string; to: string };

function parseFullDate(value: string): CalendarDate | null {
  if (!fullDate.test(value)) return null;
  try {
    const date = parseDate(value);
    // parseDate accepts 2027-02-30 by constraining it; a catalogue date must exist as written.
    return date.toString() === value ? date : null;
  } catch {
    return null;
  }
}

/** The rule read, or why it cannot be. */
export function parseDateRule(rule: string): Parsed | { error: string } {
  const [first = '', second, ...rest] = rule.split('..');
  const last = second ?? first;
  if (rest.length > 0) return { error: 'must be a date, a day of the year or a range of one of them' };
  if (monthDay.test(first) && monthDay.test(last)) return { kind: 'yearly', from: first, to: last };
  const from = parseFullDate(first);
  const to = parseFullDate(last);
  if (!from || !to)
    return {
      error:
        "must be a date ('2027-02-10'), a day of every year ('12-31') or a range of one ('12-29..01-03')",
    };
  if (to.compare(from) < 0) return { error: `ends before it starts (${last} is before ${first})` };
  return { kind: 'dates', from, to };
}

/** Whether `date` falls under the rule (an unreadable rule matches nothing: the schema refuses it). */
export function dateRuleMatches(rule: DateRule, date: CalendarDate): boolean {
  const parsed = parseDateRule(rule);
  if ('error' in parsed) return false;
  if (parsed.kind === 'dates') return date.compare(parsed.from) >= 0 && date.compare(parsed.to) <= 0;
  const day = date.toString().slice(5);
  return parsed.from <= parsed.to
    ? day >= parsed.from && day <= parsed.to
    : day >= parsed.from || day <= parsed.to;
}
