import { randomBytes, randomInt } from 'node:crypto';

/** An unguessable token: 192 random bits, URL-safe. */
export function newToken(): string {
  return randomBytes(24).toString('base64url');
}

/** A 12-digit reservation number a visitor can type; paired with the email address it finds a reservation. */
export function newReservationNumber(): string {
  return Array.from({ length: 12 }, () => randomInt(10)).join('');
}
