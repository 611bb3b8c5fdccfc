import type { ApiClient, GateList } from '@venue/ticket-core';
import { importJWK, type JWK, jwtVerify } from 'jose';

/**
 * Today's admission list of the venue, its signature verified with the venue's published key: a list
 * changed on the way, of another venue, or expired at `nowMs` (the gate's clock) is refused.
 */
export async function downloadGateList(
  api: ApiClient,
  venueId: string,
  lang: 'ja' | 'en',
  nowMs: number,
): Promise<GateList> {
  const [{ keys }, { list }] = await Promise.all([api.getGateKeys(), api.getGateList({ query: { lang } })]);
  const [jwk] = keys as JWK[];
  if (!jwk) throw new Error('no gate key');
  const { payload } = await jwtVerify(list, await importJWK(jwk, 'ES256'), {
    algorithms: ['ES256'],
    currentDate: new Date(nowMs),
  });
  // Signed by the server, so shaped by its schema; not parsed again here, as zod's check would need eval,
  // which the console's Content-Security-Policy refuses.
  const parsed = payload as unknown as GateList;
  if (parsed.tenant_id !== venueId) throw new Error('a list of another venue');
  return parsed;
}
