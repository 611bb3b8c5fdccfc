/**
 * The URL a spot QR code carries: this site's spot order entry with the token, `…/#/spot?qr_token=…`
 * (spec section 2), on the app's base whatever page shows the code.
 */
export function spotEntryUrl(location: Pick<Location, 'origin' | 'pathname'>, qrToken: string): string {
  const base = location.pathname.replace(/tickets\/$/, '').replace(/\/?$/, '/');
  return `${location.origin}${base}#/spot?${new URLSearchParams({ qr_token: qrToken })}`;
}
