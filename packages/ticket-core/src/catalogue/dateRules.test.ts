import { parseDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { dateRuleMatches, parseDateRule } from './dateRules.ts';

describe('date rules', () => {
  it.each([
    ['2027-02-10', '2027-02-10', true],
    ['2027-02-10', '2027-02-11', false],
    ['2027-02-10..2027-02-12', '2027-02-12', true],
    ['2027-02-10..2027-02-12', '2027-02-13', false],
    ['05-01', '2031-05-01', true],
    ['12-29..01-03', '2027-12-30', true],
    ['12-29..01-03', '2028-01-03', true],
    ['12-29..01-03', '2028-01-04', false],
    ['08-13..08-16', '2027-08-14', true],
    ['08-13..08-16', '2027-08-17', false],
  ])('%s matches %s: %s', (rule, date, matches) => {
    expect(dateRuleMatches(rule, parseDate(date))).toBe(matches);
  });

  it.each(['2027-2-10', '13-01', '2027-02-30', '02-10..2027-02-12', 'a..b..c', ''])('refuses %j', (rule) => {
    expect('error' in parseDateRule(rule)).toBe(true);
    expect(dateRuleMatches(rule, parseDate('2027-02-10'))).toBe(false);
  });
});
