import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeTestWalletKeys } from '../../testing/walletKeys.ts';
import { readWalletKeys } from './walletKeys.ts';

const keys = makeTestWalletKeys();
const apple = keys.site.apple;
if (!apple) throw new Error('no Apple keys');
const dir = mkdtempSync(join(tmpdir(), 'wallet-keys-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const appleEnv = {
  APPLE_PASS_TYPE_ID_LAB_EXHIBITION: apple.passTypeIdentifier,
  APPLE_TEAM_ID_LAB_EXHIBITION: apple.teamIdentifier,
  APPLE_PASS_CERT_LAB_EXHIBITION: apple.signerCert,
  APPLE_PASS_KEY_LAB_EXHIBITION: apple.signerKey,
  APPLE_WWDR_CERT_LAB_EXHIBITION: apple.wwdr,
};

describe('wallet keys from the environment and the secrets file', () => {
  it('gives a site no keys unless it sets them', () => {
    expect(readWalletKeys(['demo', 'lab-exhibition'], {})).toEqual({});
  });

  it('reads PEM text from variables, and PEM files and the service account from the secrets file', () => {
    const signerCert = join(dir, 'signer.pem');
    writeFileSync(signerCert, apple.signerCert);
    const file = join(dir, 'wallet-secrets.json');
    writeFileSync(
      file,
      JSON.stringify({
        demo: {
          apple: {
            pass_type_id: 'pass.example.demo',
            team_id: 'TEAM000001',
            certificate: signerCert,
            key: apple.signerKey,
            wwdr_certificate: apple.wwdr,
          },
          google: { issuer_id: '3388000000099999999', service_account: keys.googleServiceAccount },
        },
      }),
    );
    const read = readWalletKeys(['demo', 'lab-exhibition'], { ...appleEnv, WALLET_SECRETS_FILE: file });
    expect(read['lab-exhibition']).toMatchObject({
      apple: { passTypeIdentifier: 'pass.example.venue' },
      google: null,
    });
    expect(read.demo?.apple).toMatchObject({
      passTypeIdentifier: 'pass.example.demo',
      teamIdentifier: 'TEAM000001',
    });
    expect(read.demo?.apple?.signerCert).toContain('BEGIN CERTIFICATE');
    expect(read.demo?.google).toMatchObject({
      issuerId: '3388000000099999999',
      serviceAccountEmail: 'wallet@venue-test.iam.gserviceaccount.com',
    });
    // A variable wins over the file.
    const overridden = readWalletKeys(['demo'], {
      WALLET_SECRETS_FILE: file,
      APPLE_TEAM_ID_DEMO: 'TEAM000002',
    });
    expect(overridden.demo?.apple?.teamIdentifier).toBe('TEAM000002');
  });

  it('stops on a wallet set in part, or a key that does not parse, naming the setting and never the key', () => {
    const { APPLE_WWDR_CERT_LAB_EXHIBITION: _wwdr, ...partial } = appleEnv;
    expect(() => readWalletKeys(['lab-exhibition'], partial)).toThrow(
      'The Apple Wallet keys of lab-exhibition are incomplete: APPLE_WWDR_CERT_LAB_EXHIBITION not set',
    );
    const broken = { ...appleEnv, APPLE_PASS_KEY_LAB_EXHIBITION: '-----BEGIN PRIVATE KEY-----\nnot a key\n' };
    expect(() => readWalletKeys(['lab-exhibition'], broken)).toThrow(
      /^The wallet key APPLE_PASS_KEY_LAB_EXHIBITION of lab-exhibition cannot be read/,
    );
    expect(() =>
      readWalletKeys(['demo'], {
        GOOGLE_WALLET_ISSUER_ID_DEMO: '1',
        GOOGLE_WALLET_SERVICE_ACCOUNT_DEMO: '{}',
      }),
    ).toThrow(/GOOGLE_WALLET_SERVICE_ACCOUNT_DEMO of demo cannot be read/);
  });
});
