import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Db } from '../db/connect.ts';
import { signingSecret } from '../waitingRoom/signingSecret.ts';

/** What an encrypted secret starts with; a value without it is a secret kept in plain text before. */
const sealedPrefix = 'v1.';

/** The length in bytes of an AES-256 key, and of GCM's nonce and tag. */
export const staffSecretKeyBytes = 32;
const nonceBytes = 12;
const tagBytes = 16;

/** A `STAFF_SECRET_KEY` that does not open a secret: another key than the one it was sealed with. */
export class StaffSecretKeyError extends Error {}

/** What binds a sealed secret to its account: copied to another account's row, it does not open. */
const associatedData = (staffId: number) => Buffer.from(`venue staff ${staffId} totp`);

/**
 * A staff account's secret (its TOTP secret, set up or on) as the database keeps it: AES-256-GCM under
 * `key` with a random nonce, bound to the account, as `v1.` and base64url of nonce, tag and ciphertext.
 */
export function sealStaffSecret(key: Buffer, staffId: number, secret: string): string {
  const nonce = randomBytes(nonceBytes);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  cipher.setAAD(associatedData(staffId));
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return `${sealedPrefix}${Buffer.concat([nonce, cipher.getAuthTag(), sealed]).toString('base64url')}`;
}

/** Whether a stored value was sealed (rather than kept in plain text before secrets were encrypted). */
export const isSealed = (stored: string) => stored.startsWith(sealedPrefix);

/**
 * The secret `stored` holds: opened with `key`, or as it is when it is still plain text (the caller seals
 * it then). A key that does not open it fails closed: `StaffSecretKeyError`, never a guess.
 */
export function openStaffSecret(key: Buffer, staffId: number, stored: string): string {
  if (!isSealed(stored)) return stored;
  const bytes = Buffer.from(stored.slice(sealedPrefix.length), 'base64url');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, nonceBytes));
    decipher.setAAD(associatedData(staffId));
    decipher.setAuthTag(bytes.subarray(nonceBytes, nonceBytes + tagBytes));
    return Buffer.concat([decipher.update(bytes.subarray(nonceBytes + tagBytes)), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    throw new StaffSecretKeyError(
      `The second-factor secret of staff account ${staffId} does not open with STAFF_SECRET_KEY: it was encrypted under another key (or altered). Set the key it was encrypted with.`,
    );
  }
}

/**
 * `STAFF_SECRET_KEY` as read from the environment: 32 bytes in base64 (`openssl rand -base64 32`), or
 * null when unset.
 */
export function parseStaffSecretKey(text: string | undefined): Buffer | null {
  const trimmed = text?.trim();
  if (!trimmed) return null;
  const key = /^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed) ? Buffer.from(trimmed, 'base64') : Buffer.alloc(0);
  if (key.length !== staffSecretKeyBytes)
    throw new Error(
      `STAFF_SECRET_KEY must be ${staffSecretKeyBytes} bytes in base64 (make one with: openssl rand -base64 32), not ${key.length} bytes`,
    );
  return key;
}

/**
 * The key staff secrets are sealed with: `STAFF_SECRET_KEY` when set (required in production), otherwise
 * (development) 32 random bytes made on first use and kept in the database beside the signing secrets, so
 * a fresh clone works without setting one.
 */
export function staffSecretKey(db: Db, configured: Buffer | null): Promise<Buffer> {
  return configured ? Promise.resolve(configured) : signingSecret(db, 'staff-secret-key');
}
