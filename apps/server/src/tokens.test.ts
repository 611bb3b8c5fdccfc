import { describe, expect, it } from 'vitest';
import { newToken, randomBytesOnce } from './tokens.ts';

describe('randomBytesOnce', () => {
  it('serves as many bytes as asked, never the same ones twice, across refills of its pool', () => {
    const drawn = Array.from({ length: 1_000 }, () => randomBytesOnce(32));
    expect(drawn.every((bytes) => bytes.length === 32)).toBe(true);
    expect(new Set(drawn.map((bytes) => bytes.toString('hex'))).size).toBe(drawn.length);
  });

  it('gives a copy: what the caller changes is not what the next caller gets', () => {
    const first = randomBytesOnce(16);
    first.fill(0);
    const next = randomBytesOnce(16);
    expect(next.equals(Buffer.alloc(16))).toBe(false);
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
