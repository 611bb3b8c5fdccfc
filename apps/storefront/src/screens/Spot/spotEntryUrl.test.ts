import { describe, expect, it } from 'vitest';
import { spotEntryUrl } from './spotEntryUrl.ts';

describe('spotEntryUrl', () => {
  it("opens the spot entry of the site's app with the QR token", () => {
    const at = { origin: 'https://tickets.example.jp', pathname: '/cancanfactory/' };
    expect(spotEntryUrl(at, 'q3Vt-X2Q9_r8s')).toBe(
      'https://tickets.example.jp/cancanfactory/#/spot?qr_token=q3Vt-X2Q9_r8s',
    );
  });

  it('uses the app base from the ticket base or a path without its slash, and escapes the token', () => {
    expect(spotEntryUrl({ origin: 'http://127.0.0.1:8080', pathname: '/gaprao/tickets/' }, 'a+b')).toBe(
      'http://127.0.0.1:8080/gaprao/#/spot?qr_token=a%2Bb',
    );
    expect(spotEntryUrl({ origin: 'http://127.0.0.1:8080', pathname: '/gaprao' }, 't')).toBe(
      'http://127.0.0.1:8080/gaprao/#/spot?qr_token=t',
    );
    expect(spotEntryUrl({ origin: 'http://127.0.0.1:8080', pathname: '/' }, 't')).toBe(
      'http://127.0.0.1:8080/#/spot?qr_token=t',
    );
  });
});
