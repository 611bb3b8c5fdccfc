import { SignJWT } from 'jose';
import { nowMs } from '../clock.ts';
import type { GoogleWalletIssuer } from './walletKeys.ts';
import type { WalletServiceUrls } from './walletServices.ts';

/** The scope of the Google Wallet API an issuer's service account is granted. */
const walletScope = 'https://www.googleapis.com/auth/wallet_object.issuer';
/** How long one call to Google may take. */
const callTimeoutMs = 10_000;

/** A call to Google that did not do what was asked: its status only, nothing of the pass. */
export class GoogleWalletFailure extends Error {}

const accessTokens = new Map<string, { token: string; expiresMs: number }>();

/**
 * An access token of the issuer's service account for the Wallet API: a JWT bearer grant (RFC 7523) to
 * Google's token endpoint, the JWT signed (RS256) with the service account's key. Kept in this process
 * until a minute before it ends.
 */
async function accessToken(tokenUrl: string, issuer: GoogleWalletIssuer): Promise<string> {
  const key = `${tokenUrl} ${issuer.serviceAccountEmail}`;
  const kept = accessTokens.get(key);
  if (kept && kept.expiresMs > nowMs() + 60_000) return kept.token;
  const issuedAt = Math.floor(nowMs() / 1000);
  const assertion = await new SignJWT({ scope: walletScope })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuer(issuer.serviceAccountEmail)
    .setAudience(tokenUrl)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + 3600)
    .sign(issuer.privateKey);
  const response = await fetch(tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }),
    signal: AbortSignal.timeout(callTimeoutMs),
  });
  if (!response.ok) throw new GoogleWalletFailure(`the token endpoint answered ${response.status}`);
  const grant = (await response.json()) as { access_token?: unknown; expires_in?: unknown };
  if (typeof grant.access_token !== 'string')
    throw new GoogleWalletFailure('the token endpoint granted no access token');
  const lifeSeconds = typeof grant.expires_in === 'number' ? grant.expires_in : 3600;
  accessTokens.set(key, { token: grant.access_token, expiresMs: nowMs() + lifeSeconds * 1000 });
  return grant.access_token;
}

/**
 * Updates tickets' objects in Google Wallet: each event class inserted first (a moved ticket's event is
 * another slot's, which Google may not know yet; one it knows answers 409), then each object patched
 * with what it says now. An object Google does not know (404: never saved) is left alone. Answers how
 * many objects were updated; throws `GoogleWalletFailure` on any other answer.
 */
export async function updateTicketObjects(
  urls: WalletServiceUrls,
  issuer: GoogleWalletIssuer,
  classes: readonly { id: string }[],
  objects: readonly { id: string }[],
): Promise<number> {
  const bearer = `Bearer ${await accessToken(urls.googleTokenUrl, issuer)}`;
  const send = async (method: string, path: string, body: unknown) => {
    const response = await fetch(`${urls.googleWalletApiUrl}${path}`, {
      method,
      headers: { authorization: bearer, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(callTimeoutMs),
    });
    await response.body?.cancel();
    return response.status;
  };
  for (const event of classes) {
    const status = await send('POST', '/eventTicketClass', event);
    if (status !== 200 && status !== 409)
      throw new GoogleWalletFailure(`an event class insert answered ${status}`);
  }
  let updated = 0;
  for (const object of objects) {
    const status = await send('PATCH', `/eventTicketObject/${encodeURIComponent(object.id)}`, object);
    if (status === 200) updated += 1;
    else if (status !== 404) throw new GoogleWalletFailure(`an object patch answered ${status}`);
  }
  return updated;
}
