import { describe, expect, it } from 'vitest';
import { checkInWindow } from './checkInWindow.ts';

const slot = { date: '2026-12-01', start_time: '10:00', end_time: '10:30' };

describe('checkInWindow', () => {
  it('opens a timed ticket 30 minutes before its slot and closes it at the slot’s end', () => {
    expect(checkInWindow(slot, 'time')).toEqual({
      opens: Date.parse('2026-12-01T00:30:00Z'),
      closes: Date.parse('2026-12-01T01:30:00Z'),
    });
  });

  it('keeps a day ticket valid the whole calendar day in Tokyo', () => {
    expect(checkInWindow(slot, 'date')).toEqual({
      opens: Date.parse('2026-11-30T15:00:00Z'),
      closes: Date.parse('2026-12-01T15:00:00Z'),
    });
  });
});
