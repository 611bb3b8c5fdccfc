import { hash, verify } from '@node-rs/argon2';
import { staffPasswordLength } from '@venue/ticket-core';

/**
 * Staff passwords, hashed with argon2id at @node-rs/argon2's defaults (19 MiB, 2 passes, 1 lane: OWASP's
 * recommended minimum), in the PHC string form that carries its own salt and parameters.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let unknownAccountHash: Promise<string> | undefined;

/**
 * Whether `password` matches `passwordHash`. For an unknown account (null) it verifies against a hash of
 * no one's password all the same and answers false, so the answer's timing does not tell which
 * addresses have accounts.
 */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash === null) {
    unknownAccountHash ??= hash('the password of no staff account');
    await verify(await unknownAccountHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}

/** Why a new password is refused, or null when it is good enough. */
export function passwordProblem(password: string): string | null {
  const { min, max } = staffPasswordLength;
  if ([...password].length < min) return `The password must have at least ${min} characters.`;
  if ([...password].length > max) return `The password must have at most ${max} characters.`;
  return null;
}
