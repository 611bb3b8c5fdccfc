import { describe, expect, it } from 'vitest';
import { defaultWalletServiceUrls, readWalletServiceUrls } from './walletServices.ts';

describe("the wallets' update services from the environment", () => {
  it("are Apple's and Google's own unless set, and take other URLs and trusted certificates", () => {
    expect(readWalletServiceUrls({})).toEqual(defaultWalletServiceUrls);
    const pem = '-----BEGIN CERTIFICATE-----\nstand-in\n-----END CERTIFICATE-----\n';
    expect(
      readWalletServiceUrls({
        APPLE_PUSH_URL: 'https://push.example.test:2197/',
        APPLE_PUSH_CA: pem,
        GOOGLE_OAUTH_TOKEN_URL: 'http://127.0.0.1:9000/token',
        GOOGLE_WALLET_API_URL: 'http://127.0.0.1:9000/walletobjects/v1/',
      }),
    ).toEqual({
      applePushUrl: 'https://push.example.test:2197',
      applePushCa: pem.trim(),
      googleTokenUrl: 'http://127.0.0.1:9000/token',
      googleWalletApiUrl: 'http://127.0.0.1:9000/walletobjects/v1',
    });
  });

  it('stops on a setting that is not an http(s) URL, naming it', () => {
    expect(() => readWalletServiceUrls({ APPLE_PUSH_URL: 'api.push.apple.com' })).toThrow(
      'APPLE_PUSH_URL must be an http(s) URL, not api.push.apple.com',
    );
    expect(() => readWalletServiceUrls({ GOOGLE_WALLET_API_URL: 'ftp://example.test' })).toThrow(
      /^GOOGLE_WALLET_API_URL must be an http\(s\) URL/,
    );
  });
});
