import { randomFillSync, randomInt } from 'node:crypto';

/** Random bytes drawn from the system at once, served in order and each only once (`randomBytesOnce`). */
const pool = Buffer.alloc(8192);
let served = pool.length;

/**
 * `size` (at most 8,192) random bytes from the system's CSPRNG, never served twice. Each call of Node's
 * `randomBytes` costs about 7 µs on this runtime (OpenSSL 3 takes a lock per call), however few the bytes;
 * drawing 8 KB at once costs about the same, so a join or an order pays well under a microsecond, as
 * Node's own `randomUUID` does with its pool.
 */
export function randomBytesOnce(size: number): Buffer {
  if (size > pool.length) throw new RangeError(`at most ${pool.length} random bytes at once`);
  if (served + size > pool.length) {
    randomFillSync(pool);
    served = 0;
  }
  const bytes = Buffer.from(pool.subarray(served, served + size));
  pool.fill(0, served, served + size);
  served += size;
  return bytes;
}

/** An unguessable token: 192 random bits, URL-safe. */
export function newToken(): string {
  return randomBytesOnce(24).toString('base64url');
}

/** A 12-digit reservation number a visitor can type; paired with the email address it finds a reservation. */
export function newReservationNumber(): string {
  return Array.from({ length: 12 }, () => randomInt(10)).join('');
}
