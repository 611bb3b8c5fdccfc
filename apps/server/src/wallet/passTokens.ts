import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/connect.ts';
import { signingSecret } from '../waitingRoom/signingSecret.ts';

/** Where a site's Apple Wallet web service starts below its root: Apple adds `/v1/devices/…`, `/v1/passes/…`. */
export const passWebServicePath = '/api/wallet';

/** The HMAC-SHA256 of the site, the pass type and the serial under the server's pass secret. */
async function tokenBytes(db: Db, tenantId: string, passTypeId: string, serial: string): Promise<Buffer> {
  const secret = await signingSecret(db, 'wallet-pass-authentication');
  return createHmac('sha256', secret).update(`${tenantId}\n${passTypeId}\n${serial}`).digest();
}

/**
 * The authentication token of a site's pass (256 bits, base64url): a MAC of the pass's name under a random
 * secret every server instance shares (`signing_secrets`), as the console's CSRF tokens are, rather than a
 * random token stored hashed. Derived, every download of a pass carries the same token, so a device's
 * registration outlives the pass downloaded again and a download writes nothing; it names exactly one
 * site's pass, so it opens nothing of another site; a new secret revokes every token at once.
 */
export async function passAuthenticationToken(
  db: Db,
  tenantId: string,
  passTypeId: string,
  serial: string,
): Promise<string> {
  return (await tokenBytes(db, tenantId, passTypeId, serial)).toString('base64url');
}

/** Whether `given` is the authentication token of the site's pass, compared in constant time. */
export async function passTokenHolds(
  db: Db,
  tenantId: string,
  pass: { passTypeId: string; serial: string },
  given: string | undefined,
): Promise<boolean> {
  if (!given) return false;
  const expected = await tokenBytes(db, tenantId, pass.passTypeId, pass.serial);
  const presented = Buffer.from(given, 'base64url');
  return (
    presented.length === expected.length &&
    presented.toString('base64url') === given &&
    timingSafeEqual(presented, expected)
  );
}
