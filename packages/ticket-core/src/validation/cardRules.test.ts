import { describe, expect, it } from 'vitest';
import { cardName, cardNameContainingHalfWidthSpaces, expiry } from './cardRules.ts';

describe('card rules (spec 5, 9)', () => {
  it('"cardName: 1-30 letters and spaces"', () => {
    expect(cardName('TARO YAMADA')).toBeNull();
    expect(cardName('A'.repeat(30))).toBeNull();
    expect(cardName('A'.repeat(31))).toEqual({ key: 'validation.cardName', params: { length: 30 } });
    expect(cardName('TARO3')).not.toBeNull();
    expect(cardName('山田')).not.toBeNull();
    expect(cardName('')).toBeNull();
  });

  it('"cardNameContainingHalfWidthSpaces: exactly one half-width space splitting the name"', () => {
    expect(cardNameContainingHalfWidthSpaces('TARO YAMADA')).toBeNull();
    for (const bad of ['TAROYAMADA', 'TARO  YAMADA', 'TARO J YAMADA', ' TARO', 'TARO ', 'TARO\u3000YAMADA']) {
      expect(cardNameContainingHalfWidthSpaces(bad)).toEqual({
        key: 'validation.cardNameHalfWidthSpace',
        params: {},
      });
    }
  });

  it('"plus the same rule" (letters only, at most 30)', () => {
    expect(cardNameContainingHalfWidthSpaces('TARO Y4MADA')?.key).toBe('validation.cardName');
    expect(cardNameContainingHalfWidthSpaces(`${'A'.repeat(15)} ${'B'.repeat(15)}`)?.key).toBe(
      'validation.cardName',
    );
    expect(cardNameContainingHalfWidthSpaces('')).toBeNull();
  });

  it('"Expiry: card year/month not before the current month"', () => {
    const now = new Date('2026-11-22T03:00:00Z');
    expect(expiry({ year: '26', month: '11' }, now)).toBeNull();
    expect(expiry({ year: '2026', month: '12' }, now)).toBeNull();
    expect(expiry({ year: '27', month: '01' }, now)).toBeNull();
    expect(expiry({ year: '26', month: '10' }, now)).toEqual({ key: 'validation.expiry', params: {} });
    expect(expiry({ year: '2025', month: '12' }, now)).not.toBeNull();
  });

  it('takes the current month in Asia/Tokyo, whatever the machine time zone', () => {
    // 2026-11-30T15:30Z is already 1 December in Tokyo.
    const now = new Date('2026-11-30T15:30:00Z');
    expect(expiry({ year: '26', month: '11' }, now)).not.toBeNull();
    expect(expiry({ year: '26', month: '12' }, now)).toBeNull();
  });

  it('rejects malformed years and months', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    for (const value of [
      { year: '2', month: '1' },
      { year: '202', month: '1' },
      { year: '30', month: '13' },
      { year: '30', month: '0' },
      { year: '30', month: 'ab' },
    ]) {
      expect(expiry(value, now)).toEqual({ key: 'validation.expiry', params: {} });
    }
  });
});
