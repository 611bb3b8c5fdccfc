import { describe, expect, it } from 'vitest';
import { stockStatus } from './dayStatus.ts';

const day = { date: '2026-12-01', closed: false, capacity: 100, remaining: 50, spans: 4 };

describe('stockStatus', () => {
  it('is normal with plenty left', () => expect(stockStatus(day, '2026-12-01')).toBe('normal'));
  it('is closed on a closed day, a day without slots and a past day', () => {
    expect(stockStatus({ ...day, closed: true }, '2026-12-01')).toBe('closed');
    expect(stockStatus({ ...day, spans: 0 }, '2026-12-01')).toBe('closed');
    expect(stockStatus(day, '2026-12-02')).toBe('closed');
  });
  it('is sold out with nothing left', () =>
    expect(stockStatus({ ...day, remaining: 0 }, '2026-11-01')).toBe('sold_out'));
  it('is few at ten percent or three tickets left', () => {
    expect(stockStatus({ ...day, remaining: 10 }, '2026-11-01')).toBe('few');
    expect(stockStatus({ ...day, remaining: 11 }, '2026-11-01')).toBe('normal');
    expect(stockStatus({ ...day, capacity: 8, remaining: 3 }, '2026-11-01')).toBe('few');
  });
});
