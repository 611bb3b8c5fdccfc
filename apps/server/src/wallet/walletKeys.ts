import { createPrivateKey, type KeyObject, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { envSuffix } from '../payments/stripe/stripeConfig.ts';

/** What signs a site's Apple Wallet passes: its pass type, team, certificate and key, and Apple's WWDR certificate. */
export interface ApplePassKeys {
  passTypeIdentifier: string;
  teamIdentifier: string;
  /** PEM of the pass type certificate. */
  signerCert: string;
  /** PEM of its private key (encrypted when `signerKeyPassphrase` is set). */
  signerKey: string;
  signerKeyPassphrase?: string;
  /** PEM of Apple's WWDR intermediate certificate. */
  wwdr: string;
}

/** A site's Google Wallet issuer and the service account that signs its save links. */
export interface GoogleWalletIssuer {
  issuerId: string;
  serviceAccountEmail: string;
  privateKey: KeyObject;
}

/** A site's wallet keys: each wallet's, or null where the site has none. */
export interface SiteWalletKeys {
  apple: ApplePassKeys | null;
  google: GoogleWalletIssuer | null;
}

/** Each site's wallet keys by its id; a site missing here issues no passes. */
export type WalletKeys = Readonly<Record<string, SiteWalletKeys>>;

interface FileSite {
  apple?: {
    pass_type_id?: string;
    team_id?: string;
    certificate?: string;
    key?: string;
    key_passphrase?: string;
    wwdr_certificate?: string;
  };
  google?: { issuer_id?: string; service_account?: string };
}

/** A PEM (or JSON) value as given, or the text of the file it names. */
function textOf(value: string): string {
  const trimmed = value.trim();
  return trimmed.startsWith('-----BEGIN') || trimmed.startsWith('{') ? value : readFileSync(trimmed, 'utf8');
}

/** Reads one part of a site's keys, and throws naming the site and the setting (never the value) when it does not parse. */
function checked<T>(site: string, setting: string, read: () => T): T {
  try {
    return read();
  } catch {
    throw new Error(`The wallet key ${setting} of ${site} cannot be read (a PEM, or the path of a PEM file)`);
  }
}

/** Fails naming the settings a site left out when it set some of a wallet's but not all. */
function requireAll(site: string, wallet: string, values: Record<string, string | undefined>): boolean {
  const missing = Object.entries(values)
    .filter(([, value]) => !value)
    .map(([setting]) => setting);
  if (missing.length === Object.keys(values).length) return false;
  if (missing.length > 0)
    throw new Error(`The ${wallet} keys of ${site} are incomplete: ${missing.join(', ')} not set`);
  return true;
}

function appleKeys(site: string, env: NodeJS.ProcessEnv, file: FileSite['apple'] = {}): ApplePassKeys | null {
  const suffix = envSuffix(site);
  const names = {
    passTypeIdentifier: `APPLE_PASS_TYPE_ID_${suffix}`,
    teamIdentifier: `APPLE_TEAM_ID_${suffix}`,
    signerCert: `APPLE_PASS_CERT_${suffix}`,
    signerKey: `APPLE_PASS_KEY_${suffix}`,
    wwdr: `APPLE_WWDR_CERT_${suffix}`,
  };
  const given = {
    [names.passTypeIdentifier]: env[names.passTypeIdentifier] || file.pass_type_id,
    [names.teamIdentifier]: env[names.teamIdentifier] || file.team_id,
    [names.signerCert]: env[names.signerCert] || file.certificate,
    [names.signerKey]: env[names.signerKey] || file.key,
    [names.wwdr]: env[names.wwdr] || file.wwdr_certificate,
  };
  if (!requireAll(site, 'Apple Wallet', given)) return null;
  const value = (name: string) => given[name] as string;
  const passphrase = env[`APPLE_PASS_KEY_PASSPHRASE_${suffix}`] || file.key_passphrase;
  const certificate = (name: string) =>
    checked(site, name, () => new X509Certificate(textOf(value(name))).toString());
  const signerKey = checked(site, names.signerKey, () => {
    const pem = textOf(value(names.signerKey));
    createPrivateKey({ key: pem, passphrase });
    return pem;
  });
  return {
    passTypeIdentifier: value(names.passTypeIdentifier),
    teamIdentifier: value(names.teamIdentifier),
    signerCert: certificate(names.signerCert),
    signerKey,
    ...(passphrase ? { signerKeyPassphrase: passphrase } : {}),
    wwdr: certificate(names.wwdr),
  };
}

function googleIssuer(site: string, env: NodeJS.ProcessEnv, file: FileSite['google'] = {}) {
  const suffix = envSuffix(site);
  const issuerName = `GOOGLE_WALLET_ISSUER_ID_${suffix}`;
  const accountName = `GOOGLE_WALLET_SERVICE_ACCOUNT_${suffix}`;
  const given = {
    [issuerName]: env[issuerName] || file.issuer_id,
    [accountName]: env[accountName] || file.service_account,
  };
  if (!requireAll(site, 'Google Wallet', given)) return null;
  // The service account's JSON key, as Google gives it: its address and its private key.
  const account = checked(site, accountName, () => {
    const json = JSON.parse(textOf(given[accountName] as string)) as {
      client_email?: unknown;
      private_key?: unknown;
    };
    if (typeof json.client_email !== 'string' || typeof json.private_key !== 'string') throw new Error();
    return { email: json.client_email, key: createPrivateKey(json.private_key) };
  });
  return {
    issuerId: given[issuerName] as string,
    serviceAccountEmail: account.email,
    privateKey: account.key,
  } satisfies GoogleWalletIssuer;
}

/**
 * Each site's wallet keys, from the secrets file `WALLET_SECRETS_FILE` names (JSON: `{ "<site>": { "apple":
 * { "pass_type_id", "team_id", "certificate", "key", "key_passphrase", "wwdr_certificate" }, "google": {
 * "issuer_id", "service_account" } } }`) and from the variables `APPLE_PASS_TYPE_ID_<SITE>`,
 * `APPLE_TEAM_ID_<SITE>`, `APPLE_PASS_CERT_<SITE>`, `APPLE_PASS_KEY_<SITE>`, `APPLE_PASS_KEY_PASSPHRASE_<SITE>`,
 * `APPLE_WWDR_CERT_<SITE>`, `GOOGLE_WALLET_ISSUER_ID_<SITE>` and `GOOGLE_WALLET_SERVICE_ACCOUNT_<SITE>`, which
 * win over the file. Certificates and keys are PEM text or the path of a PEM file; the service account is
 * its JSON key or the path of it. A wallet with some settings missing, or one that does not parse, stops
 * the start with an error naming the site and the setting, never a key.
 */
export function readWalletKeys(siteIds: readonly string[], env: NodeJS.ProcessEnv = process.env): WalletKeys {
  const file = env.WALLET_SECRETS_FILE
    ? (JSON.parse(readFileSync(env.WALLET_SECRETS_FILE, 'utf8')) as Record<string, FileSite>)
    : {};
  const keys: Record<string, SiteWalletKeys> = {};
  for (const site of siteIds) {
    const fromFile = Object.hasOwn(file, site) ? file[site] : undefined;
    const apple = appleKeys(site, env, fromFile?.apple);
    const google = googleIssuer(site, env, fromFile?.google);
    if (apple || google) keys[site] = { apple, google };
  }
  return keys;
}
