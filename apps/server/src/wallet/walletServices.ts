import { readFileSync } from 'node:fs';
import type { Logger } from '../log.ts';

/** Where the wallets' update services are: Apple's push service and Google's token and Wallet APIs. */
export interface WalletServiceUrls {
  /** Origin of Apple's push service (APNs), reached over HTTP/2 with a site's pass type certificate. */
  applePushUrl: string;
  /** PEM certificates trusted for the push service besides Node's own (a stand-in's); none in production. */
  applePushCa?: string;
  /** Google's OAuth 2.0 token endpoint, which grants a service account an access token for its JWT. */
  googleTokenUrl: string;
  /** The Google Wallet REST API's root (`…/walletobjects/v1`). */
  googleWalletApiUrl: string;
}

/** The wallets' update services and where a failed update is noted (the site and why, nothing personal). */
export interface WalletServices extends WalletServiceUrls {
  logger: Logger;
}

export const defaultWalletServiceUrls: WalletServiceUrls = {
  applePushUrl: 'https://api.push.apple.com',
  googleTokenUrl: 'https://oauth2.googleapis.com/token',
  googleWalletApiUrl: 'https://walletobjects.googleapis.com/walletobjects/v1',
};

/** An absolute http(s) URL without a trailing slash; the setting named when it is not one. */
function urlSetting(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an http(s) URL, not ${value}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`${name} must be an http(s) URL, not ${value}`);
  return value.replace(/\/+$/, '');
}

/**
 * The update services from `APPLE_PUSH_URL`, `APPLE_PUSH_CA` (PEM text or the path of a PEM file),
 * `GOOGLE_OAUTH_TOKEN_URL` and `GOOGLE_WALLET_API_URL`; Apple's and Google's own where unset.
 */
export function readWalletServiceUrls(env: NodeJS.ProcessEnv = process.env): WalletServiceUrls {
  const ca = env.APPLE_PUSH_CA?.trim();
  return {
    applePushUrl: urlSetting('APPLE_PUSH_URL', env.APPLE_PUSH_URL || defaultWalletServiceUrls.applePushUrl),
    ...(ca ? { applePushCa: ca.startsWith('-----BEGIN') ? ca : readFileSync(ca, 'utf8') } : {}),
    googleTokenUrl: urlSetting(
      'GOOGLE_OAUTH_TOKEN_URL',
      env.GOOGLE_OAUTH_TOKEN_URL || defaultWalletServiceUrls.googleTokenUrl,
    ),
    googleWalletApiUrl: urlSetting(
      'GOOGLE_WALLET_API_URL',
      env.GOOGLE_WALLET_API_URL || defaultWalletServiceUrls.googleWalletApiUrl,
    ),
  };
}
