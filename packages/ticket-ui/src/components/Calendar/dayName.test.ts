import { describe, expect, it } from 'vitest';
import { dayName } from './dayName.ts';

describe('dayName', () => {
  it('begins with the visible day number and price, then says the date and the state', () => {
    expect(
      dayName({ dayNumber: '28', price: '¥1,200', date: 'Saturday, November 28, 2026', state: 'Few left' }),
    ).toBe('28, ¥1,200, Saturday, November 28, 2026, Few left');
  });

  it('leaves out what the cell does not show', () => {
    expect(dayName({ dayNumber: '7', price: null, date: '2026年12月7日月曜日', state: '休館日' })).toBe(
      '7, 2026年12月7日月曜日, 休館日',
    );
    expect(dayName({ dayNumber: '2', date: 'Wednesday, December 2, 2026' })).toBe(
      '2, Wednesday, December 2, 2026',
    );
  });
});
