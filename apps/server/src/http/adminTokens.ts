/** Each tenant's bearer token of the admin API (`ADMIN_TOKENS`); a tenant without one has no admin API. */
export type AdminTokens = Readonly<Record<string, string>>;

/** Shortest admin token accepted: 32 characters, over 128 bits however they were drawn from hex or base64. */
const minTokenLength = 32;

/** `ADMIN_TOKENS`: comma-separated `tenant=token` pairs, e.g. `demo=3f9c…,okinawa=b41e…`. */
export function parseAdminTokens(text: string | undefined): AdminTokens {
  const tokens: Record<string, string> = {};
  for (const pair of (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const at = pair.indexOf('=');
    const tenant = pair.slice(0, at).trim();
    const token = pair.slice(at + 1).trim();
    if (at < 1 || !token) throw new Error('ADMIN_TOKENS must be comma-separated tenant=token pairs');
    if (token.length < minTokenLength)
      throw new Error(`ADMIN_TOKENS: the token of ${tenant} must be at least ${minTokenLength} characters`);
    tokens[tenant] = token;
  }
  return tokens;
}
