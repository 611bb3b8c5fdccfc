import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The room's signed cookies: a few whole numbers and an HMAC-SHA256 over the token's kind, the site, the
 * room and the numbers, written `<n1>.<n2>….<mac>`. What one says cannot be changed, nor moved to another
 * site, room or kind, without the secret.
 */

/** Where a token is valid: one site's room (the room known by its opening instant). */
export interface TokenScope {
  tenantId: string;
  opensAt: string;
}

type Kind = 'pass' | 'place';

function mac(secret: Buffer, kind: Kind, scope: TokenScope, numbers: readonly number[]): Buffer {
  return createHmac('sha256', secret)
    .update([kind, scope.tenantId, scope.opensAt, ...numbers].join('\n'))
    .digest();
}

function sign(secret: Buffer, kind: Kind, scope: TokenScope, numbers: readonly number[]): string {
  return [...numbers, mac(secret, kind, scope, numbers).toString('base64url')].join('.');
}

/** The `count` numbers a value carries when this secret signed it for this kind and scope, else null. */
function read(
  secret: Buffer,
  kind: Kind,
  scope: TokenScope,
  count: number,
  value: string | undefined,
): number[] | null {
  const parts = (value ?? '').split('.');
  if (parts.length !== count + 1 || !parts.slice(0, count).every((part) => /^\d{1,15}$/.test(part)))
    return null;
  const signature = parts[count] as string;
  if (!/^[\w-]{43}$/.test(signature)) return null;
  const numbers = parts.slice(0, count).map(Number);
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(secret, kind, scope, numbers);
  return given.length === expected.length && timingSafeEqual(given, expected) ? numbers : null;
}

/** An admission pass: the queue id (`seq`) of an admitted place and the pass's expiry. */
export interface Pass {
  seq: number;
  expiresMs: number;
}

export const signPass = (secret: Buffer, scope: TokenScope, pass: Pass) =>
  sign(secret, 'pass', scope, [pass.seq, pass.expiresMs]);

/** The pass a cookie value carries when this secret signed it for this scope, else null. Expiry is not checked. */
export function readPass(secret: Buffer, scope: TokenScope, value: string | undefined): Pass | null {
  const numbers = read(secret, 'pass', scope, 2, value);
  return numbers && { seq: numbers[0] as number, expiresMs: numbers[1] as number };
}

/**
 * A waiting browser's place as the server last told it: its queue id, its place (0 while not yet known,
 * before the opening), its arrival and its draw's first 16 bits (`wave`, 0 to 65,535: where an early
 * arrival roughly stands among the others), so that asking again needs no row of the database.
 */
export interface Place {
  seq: number;
  place: number;
  arrivedMs: number;
  wave: number;
}

export const signPlace = (secret: Buffer, scope: TokenScope, place: Place) =>
  sign(secret, 'place', scope, [place.seq, place.place, place.arrivedMs, place.wave]);

export function readPlace(secret: Buffer, scope: TokenScope, value: string | undefined): Place | null {
  const numbers = read(secret, 'place', scope, 4, value);
  if (!numbers) return null;
  const [seq, place, arrivedMs, wave] = numbers as [number, number, number, number];
  return { seq, place, arrivedMs, wave };
}
