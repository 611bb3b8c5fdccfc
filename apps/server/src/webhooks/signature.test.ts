import { describe, expect, it } from 'vitest';
import { signBody, verifySignature } from './signature.ts';

describe('webhook signatures', () => {
  const secret = 'whsec_test';
  const body = '{"id":"e1","type":"order.completed"}';
  const header = signBody(secret, 1_800_000_000, body);

  it('verifies a signature of the body, secret and a recent timestamp', () => {
    expect(header).toMatch(/^t=1800000000,v1=[0-9a-f]{64}$/);
    expect(verifySignature(secret, header, body, 1_800_000_100)).toBe(true);
  });

  it('refuses another body, another secret, an old or future timestamp and a malformed header', () => {
    expect(verifySignature(secret, header, `${body} `, 1_800_000_000)).toBe(false);
    expect(verifySignature('whsec_other', header, body, 1_800_000_000)).toBe(false);
    expect(verifySignature(secret, header, body, 1_800_000_301)).toBe(false);
    expect(verifySignature(secret, header, body, 1_799_999_699)).toBe(false);
    expect(verifySignature(secret, header.replace('t=1800000000', 't=1800000001'), body, 1_800_000_000)).toBe(
      false,
    );
    expect(verifySignature(secret, 'garbage', body, 1_800_000_000)).toBe(false);
    expect(verifySignature(secret, undefined, body, 1_800_000_000)).toBe(false);
  });
});
