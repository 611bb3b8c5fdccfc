import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readPass, readPlace, signPass, signPlace } from './tokens.ts';

const secret = randomBytes(32);
const scope = { tenantId: 'demo', opensAt: '2027-01-06T10:00:00+09:00' };
const pass = { seq: 42, expiresMs: Date.parse('2027-01-06T10:15:00+09:00') };
const place = { seq: 42, place: 7, arrivedMs: Date.parse('2027-01-06T09:58:00+09:00'), wave: 1234 };

describe('admission passes', () => {
  it('reads back what it signed', () => {
    expect(readPass(secret, scope, signPass(secret, scope, pass))).toEqual(pass);
  });

  it("refuses another site's or room's pass, another secret's, a changed expiry or id, and garbage", () => {
    const value = signPass(secret, scope, pass);
    expect(readPass(secret, { ...scope, tenantId: 'kyoto' }, value)).toBeNull();
    expect(readPass(secret, { ...scope, opensAt: '2027-02-06T10:00:00+09:00' }, value)).toBeNull();
    expect(readPass(randomBytes(32), scope, value)).toBeNull();
    const [, expiry, signature] = value.split('.');
    expect(readPass(secret, scope, `43.${expiry}.${signature}`)).toBeNull();
    expect(readPass(secret, scope, `42.${Number(expiry) + 60_000}.${signature}`)).toBeNull();
    for (const garbage of [
      undefined,
      '',
      '42',
      `42.${expiry}`,
      `${value}x`,
      'a.b.c',
      `-1.${expiry}.${signature}`,
    ])
      expect(readPass(secret, scope, garbage)).toBeNull();
  });
});

describe('place tokens', () => {
  it('reads back what it signed, an unknown place (0) too', () => {
    expect(readPlace(secret, scope, signPlace(secret, scope, place))).toEqual(place);
    const unknown = { ...place, place: 0 };
    expect(readPlace(secret, scope, signPlace(secret, scope, unknown))).toEqual(unknown);
  });

  it('refuses a moved-up place, a pass for a place, another room and garbage', () => {
    const value = signPlace(secret, scope, place);
    const [seq, , arrived, wave, signature] = value.split('.');
    expect(readPlace(secret, scope, `${seq}.1.${arrived}.${wave}.${signature}`)).toBeNull();
    expect(readPlace(secret, { ...scope, tenantId: 'kyoto' }, value)).toBeNull();
    // The same numbers signed as a pass are not a place, nor the other way round.
    const [, , passSignature] = signPass(secret, scope, { seq: 42, expiresMs: 7 }).split('.');
    expect(readPlace(secret, scope, `42.7.0.0.${passSignature}`)).toBeNull();
    expect(readPass(secret, scope, `42.7.${signature}`)).toBeNull();
    for (const garbage of [undefined, '', value.slice(1), `${value}.1`])
      expect(readPlace(secret, scope, garbage)).toBeNull();
  });
});
