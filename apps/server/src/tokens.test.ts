import { describe, expect, it } from 'vitest';
import { newToken, randomBytesOnce } from './tokens.ts';

describe('randomBytesOnce', () => {
  it('serves as many bytes as asked, never the same ones twice, across refills of its pool', () => {
    const drawn = Array.from({ length: 1_000 }, () => randomBytesOnce(32));
    expect(drawn.every((bytes) => bytes.length === 32)).toBe(true);
    expect(new Set(drawn.map((bytes) => bytes.toString('hex'))).size).toBe(drawn.length);
  });

  it('gives a copy: what it served stays as it was when the pool is drawn again', () => {
    const first = randomBytesOnce(16);
    const served = first.toString('hex');
    expect(served).not.toBe('00'.repeat(16));
    for (let drawn = 0; drawn < 3 * 8192; drawn += 512) randomBytesOnce(512);
    expect(first.toString('hex')).toBe(served);
  });

  it('refuses more bytes than its pool holds', () => {
    expect(() => randomBytesOnce(8193)).toThrow(RangeError);
  });
});

describe('newToken', () => {
  it('is 192 bits, URL-safe, and differs every time', () => {
    const tokens = Array.from({ length: 500 }, newToken);
    expect(tokens.every((token) => /^[\w-]{32}$/.test(token))).toBe(true);
    expect(new Set(tokens).size).toBe(tokens.length);
  });
});
