import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { email, isEmailAddress, phone, sameEmail } from './contactRules.ts';

describe('contact rules (spec 5, 9)', () => {
  it('"email: standard validity"', () => {
    expect(email('taro.yamada+tickets@example.co.jp')).toBeNull();
    for (const bad of ['taro', 'taro@', '@example.com', 'taro@example', 'ta ro@example.com', 'a@b@c.com']) {
      expect(email(bad)).toEqual({ key: 'validation.email', params: {} });
    }
    expect(email('')).toBeNull();
  });

  it('an address the server accepts is one the field accepts, and an empty one is no address', () => {
    expect(isEmailAddress('taro.yamada+tickets@example.co.jp')).toBe(true);
    expect(isEmailAddress('')).toBe(false);
    expect(isEmailAddress(`${'a'.repeat(65)}@example.com`)).toBe(false);
  });

  it('"local part at most 64"', () => {
    expect(email(`${'a'.repeat(64)}@example.com`)).toBeNull();
    expect(email(`${'a'.repeat(65)}@example.com`)).not.toBeNull();
  });

  it('"domain at most 254"', () => {
    const label = 'a'.repeat(60);
    const domain = (length: number) =>
      `${[label, label, label, label, label].join('.').slice(0, length - 4)}.com`;
    expect(domain(254)).toHaveLength(254);
    expect(email(`taro@${domain(254)}`)).toBeNull();
    expect(email(`taro@${domain(255)}`)).not.toBeNull();
  });

  it('"sameEmail: equals confirmation email"', () => {
    expect(sameEmail('a@example.com', 'a@example.com')).toBeNull();
    expect(sameEmail('a@example.com', 'b@example.com')).toEqual({ key: 'validation.sameEmail', params: {} });
  });

  it('"phone: 9-12 digits"', () => {
    expect(phone('090123456')).toBeNull();
    expect(phone('090123456789')).toBeNull();
    expect(phone('09012345')).toEqual({ key: 'validation.phone', params: {} });
    expect(phone('0901234567890')).not.toBeNull();
  });

  it('"or hyphenated 2-5/1-4/3-4 digits"', () => {
    for (const ok of ['03-1234-5678', '090-1234-5678', '01234-5-678', '12-1-123'])
      expect(phone(ok)).toBeNull();
    for (const bad of [
      '0-1234-5678',
      '123456-1-123',
      '03-12345-678',
      '03-1234-56',
      '03-1234-56789',
      '03--5678',
    ]) {
      expect(phone(bad)).not.toBeNull();
    }
    expect(phone('')).toBeNull();
  });

  it('property: every hyphenated 2-5/1-4/3-4 number and every 9-12 digit number is a phone', () => {
    const digits = (min: number, max: number) => fc.stringMatching(new RegExp(`^[0-9]{${min},${max}}$`));
    fc.assert(
      fc.property(digits(2, 5), digits(1, 4), digits(3, 4), digits(9, 12), (a, b, c, plain) => {
        expect(phone(`${a}-${b}-${c}`)).toBeNull();
        expect(phone(plain)).toBeNull();
      }),
    );
  });
});
