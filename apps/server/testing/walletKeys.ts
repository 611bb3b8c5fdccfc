import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import forge from 'node-forge';
import type { SiteWalletKeys } from '../src/wallet/walletKeys.ts';

const { pki } = forge;

/**
 * A certificate of `subject` for `keys`, signed by `issuer` (itself when omitted), valid for a day; `ca`
 * when it issues others.
 */
function certificate(
  subject: string,
  keys: forge.pki.rsa.KeyPair,
  { serial, ca }: { serial: string; ca: boolean },
  issuer?: { certificate: forge.pki.Certificate; key: forge.pki.rsa.PrivateKey },
): forge.pki.Certificate {
  const cert = pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = serial;
  cert.validity.notBefore = new Date(Date.now() - 60_000);
  cert.validity.notAfter = new Date(Date.now() + 24 * 3600_000);
  cert.setSubject([{ name: 'commonName', value: subject }]);
  cert.setIssuer(issuer ? issuer.certificate.subject.attributes : [{ name: 'commonName', value: subject }]);
  cert.setExtensions([{ name: 'basicConstraints', cA: ca }]);
  cert.sign(issuer?.key ?? keys.privateKey, forge.md.sha256.create());
  return cert;
}

/** A fresh RSA key pair (made by Node, far faster than forge's own), in forge's form. */
function rsaKeys(): forge.pki.rsa.KeyPair {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }) as string);
  return { privateKey: key, publicKey: pki.setRsaPublicKey(key.n, key.e) };
}

/** Throwaway wallet keys made for one test run: nothing of them is kept or committed. */
export interface TestWalletKeys {
  site: SiteWalletKeys;
  /** The root that issued the stand-in WWDR certificate, which issued the pass signer's. */
  root: forge.pki.Certificate;
  wwdr: forge.pki.Certificate;
  signer: forge.pki.Certificate;
  /** The Google service account's public key, which verifies its save links. */
  googlePublicKey: KeyObject;
  /** The service account's JSON key as Google gives it. */
  googleServiceAccount: string;
}

/**
 * A root certificate standing in for Apple's, a WWDR certificate it issued and a pass type certificate
 * the WWDR issued (as Apple's chain goes), and a Google service account key, all made now.
 */
export function makeTestWalletKeys(): TestWalletKeys {
  const rootKeys = rsaKeys();
  const wwdrKeys = rsaKeys();
  const signerKeys = rsaKeys();
  const root = certificate('Test Root CA', rootKeys, { serial: '01', ca: true });
  const wwdr = certificate(
    'Test WWDR',
    wwdrKeys,
    { serial: '02', ca: true },
    { certificate: root, key: rootKeys.privateKey },
  );
  const signer = certificate(
    'Pass Type ID: pass.example.venue',
    signerKeys,
    { serial: '03', ca: false },
    {
      certificate: wwdr,
      key: wwdrKeys.privateKey,
    },
  );
  const google = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const googleServiceAccount = JSON.stringify({
    type: 'service_account',
    client_email: 'wallet@venue-test.iam.gserviceaccount.com',
    private_key: google.privateKey.export({ type: 'pkcs8', format: 'pem' }),
  });
  return {
    site: {
      apple: {
        passTypeIdentifier: 'pass.example.venue',
        teamIdentifier: 'TEAM123456',
        signerCert: pki.certificateToPem(signer),
        signerKey: pki.privateKeyToPem(signerKeys.privateKey),
        wwdr: pki.certificateToPem(wwdr),
      },
      google: {
        issuerId: '3388000000012345678',
        serviceAccountEmail: 'wallet@venue-test.iam.gserviceaccount.com',
        privateKey: google.privateKey,
      },
    },
    root,
    wwdr,
    signer,
    googlePublicKey: google.publicKey,
    googleServiceAccount,
  };
}
