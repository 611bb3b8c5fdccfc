import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readPass, signPass } from './pass.ts';

const secret = randomBytes(32);
const scope = { tenantId: 'demo', opensAt: '2027-01-06T10:00:00+09:00' };
const pass = { seq: 42, expiresMs: Date.parse('2027-01-06T10:15:00+09:00') };

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
    for (const garbage of [undefined, '', '42', `42.${expiry}`, `${value}x`, 'a.b.c'])
      expect(readPass(secret, scope, garbage)).toBeNull();
  });
});
