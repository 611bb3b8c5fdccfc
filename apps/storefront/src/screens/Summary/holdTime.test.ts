import { describe, expect, it } from 'vitest';
import { formatHoldTime, holdSecondsLeft, holdWarningSeconds } from './holdTime.ts';

describe('hold countdown time', () => {
  const expiresAt = '2027-01-13T01:15:00.000Z';
  const end = Date.parse(expiresAt);

  it('counts whole seconds up to the end of the hold, rounding a started second up', () => {
    expect(holdSecondsLeft(expiresAt, end - 15 * 60_000)).toBe(900);
    expect(holdSecondsLeft(expiresAt, end - 1_500)).toBe(2);
    expect(holdSecondsLeft(expiresAt, end)).toBe(0);
  });

  it('never counts below zero, and a bad instant has no time left', () => {
    expect(holdSecondsLeft(expiresAt, end + 60_000)).toBe(0);
    expect(holdSecondsLeft('not a date', end)).toBe(0);
  });

  it('shows minutes and two-digit seconds', () => {
    expect(formatHoldTime(900)).toBe('15:00');
    expect(formatHoldTime(holdWarningSeconds)).toBe('2:00');
    expect(formatHoldTime(7)).toBe('0:07');
    expect(formatHoldTime(-3)).toBe('0:00');
  });
});
