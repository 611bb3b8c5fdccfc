import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * An admission pass: the queue id (`seq`) of an admitted place and the pass's expiry, signed with
 * HMAC-SHA256 over the site, the room, the queue id and the expiry. Written `<seq>.<expiresMs>.<mac>`.
 */
export interface Pass {
  seq: number;
  expiresMs: number;
}

/** Where a pass is valid: one site's room (the room known by its opening instant). */
export interface PassScope {
  tenantId: string;
  opensAt: string;
}

function mac(secret: Buffer, scope: PassScope, seq: number, expiresMs: number): Buffer {
  return createHmac('sha256', secret)
    .update(`${scope.tenantId}\n${scope.opensAt}\n${seq}\n${expiresMs}`)
    .digest();
}

export function signPass(secret: Buffer, scope: PassScope, pass: Pass): string {
  return `${pass.seq}.${pass.expiresMs}.${mac(secret, scope, pass.seq, pass.expiresMs).toString('base64url')}`;
}

/** The pass a cookie value carries when this secret signed it for this scope, else null. Expiry is not checked. */
export function readPass(secret: Buffer, scope: PassScope, value: string | undefined): Pass | null {
  const parts = /^(\d{1,15})\.(\d{1,15})\.([\w-]{43})$/.exec(value ?? '');
  if (!parts) return null;
  const seq = Number(parts[1]);
  const expiresMs = Number(parts[2]);
  const given = Buffer.from(parts[3] as string, 'base64url');
  const expected = mac(secret, scope, seq, expiresMs);
  return given.length === expected.length && timingSafeEqual(given, expected) ? { seq, expiresMs } : null;
}
