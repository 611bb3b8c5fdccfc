import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { admissionKey, parseGateCode } from './admissionKey.ts';

const token = 'abcdefghijklmnopqrstuv';

describe('parseGateCode', () => {
  it('reads the token, ticket id and kind of a ticket’s QR code URL', () => {
    expect(parseGateCode(`https://venue.example/demo/tickets/#/id/${token}/42/gate`)).toEqual({
      gateToken: token,
      ticketId: 42,
      kind: 'gate',
    });
    expect(parseGateCode(` http://127.0.0.1/tickets/#/id/${token}/7/set\n`)?.kind).toBe('set');
  });

  it('answers null for anything else', () => {
    for (const text of [
      '',
      'hello',
      `/#/id/${token}/42/door`,
      `/#/id/short/42/gate`,
      `/#/id/${token}/x/gate`,
    ])
      expect(parseGateCode(text), text).toBeNull();
  });
});

describe('admissionKey', () => {
  it('is the SHA-256 of token/id/kind in base64url, and differs for another token, ticket or kind', async () => {
    const code = { gateToken: token, ticketId: 42, kind: 'gate' as const };
    const key = await admissionKey(code);
    expect(key).toBe(createHash('sha256').update(`${token}/42/gate`).digest('base64url'));
    expect(key).not.toContain(token);
    const others = await Promise.all([
      admissionKey({ ...code, gateToken: `${token}x` }),
      admissionKey({ ...code, ticketId: 43 }),
      admissionKey({ ...code, kind: 'set' }),
    ]);
    expect(new Set([key, ...others]).size).toBe(4);
  });
});
