import { describe, expect, it } from 'vitest';
import { parseAdminTokens } from './adminTokens.ts';

describe('ADMIN_TOKENS', () => {
  const long = 'a'.repeat(32);

  it('reads tenant=token pairs, and nothing from an unset or empty setting', () => {
    expect(parseAdminTokens(` demo=${long} , okinawa=${long}b`)).toEqual({ demo: long, okinawa: `${long}b` });
    expect(parseAdminTokens(undefined)).toEqual({});
    expect(parseAdminTokens('')).toEqual({});
  });

  it('refuses a pair without tenant or token, and a short token', () => {
    expect(() => parseAdminTokens(long)).toThrow('ADMIN_TOKENS must be comma-separated tenant=token pairs');
    expect(() => parseAdminTokens(`=${long}`)).toThrow('tenant=token');
    expect(() => parseAdminTokens('demo=')).toThrow('tenant=token');
    expect(() => parseAdminTokens('demo=short')).toThrow('the token of demo must be at least 32 characters');
  });
});
