import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { createServer } from 'node:http';
import { createSecureServer, type Http2Server, type ServerHttp2Stream } from 'node:http2';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { jwtVerify } from 'jose';
import forge from 'node-forge';

/** A self-signed certificate for 127.0.0.1, made now, and its key (PEM). */
function localCertificate() {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }) as string);
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.setRsaPublicKey(key.n, key.e);
  cert.serialNumber = '01';
  cert.validity.notBefore = new Date(Date.now() - 60_000);
  cert.validity.notAfter = new Date(Date.now() + 24 * 3600_000);
  const name = [{ name: 'commonName', value: 'Test push service' }];
  cert.setSubject(name);
  cert.setIssuer(name);
  cert.setExtensions([
    { name: 'basicConstraints', cA: true },
    { name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] },
  ]);
  cert.sign(key, forge.md.sha256.create());
  return { cert: forge.pki.certificateToPem(cert), key: forge.pki.privateKeyToPem(key) };
}

/** A push Apple's push service stand-in received. */
export interface ReceivedPush {
  path: string;
  topic: string | undefined;
  body: string;
  /** The common name of the TLS client certificate the push came with. */
  clientCertificate: string | undefined;
}

/**
 * Apple's push service for tests: an HTTP/2 server over TLS (its own self-signed certificate, `ca`) on a
 * free local port that asks for a client certificate, keeps every push and answers it with the status
 * `answer` gives (200 unless told; 410 with `{ "reason": "Unregistered" }`).
 */
export async function startPushStandIn(answer: (push: ReceivedPush) => number = () => 200) {
  const { cert, key } = localCertificate();
  const pushes: ReceivedPush[] = [];
  const server: Http2Server = createSecureServer({ cert, key, requestCert: true, rejectUnauthorized: false });
  server.on('stream', (stream: ServerHttp2Stream, headers) => {
    let body = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      body += chunk;
    });
    stream.on('end', () => {
      const socket = stream.session?.socket as TLSSocket | undefined;
      const push: ReceivedPush = {
        path: String(headers[':path']),
        topic: headers['apns-topic'] as string | undefined,
        body,
        clientCertificate: [socket?.getPeerCertificate().subject?.CN].flat()[0],
      };
      pushes.push(push);
      const status = answer(push);
      stream.respond({ ':status': status, 'content-type': 'application/json' });
      stream.end(
        status === 200 ? '' : JSON.stringify({ reason: status === 410 ? 'Unregistered' : 'BadDeviceToken' }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}`,
    ca: cert,
    pushes,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A call Google's stand-in received: its method, path, bearer token and JSON body. */
export interface ReceivedGoogleCall {
  method: string;
  path: string;
  authorization: string | undefined;
  // biome-ignore lint/suspicious/noExplicitAny: tests read the body's fields and assert them.
  body: any;
}

/** The access token Google's stand-in grants. */
export const standInAccessToken = 'stand-in-access-token';

/**
 * Google's token endpoint and Wallet API for tests, on a free local port: `POST /token` grants
 * `standInAccessToken` for a JWT bearer grant signed by the service account (`publicKey`) for the wallet
 * scope, 400 otherwise; every other call is kept and answered with `answer`'s status (200 unless told).
 */
export async function startGoogleStandIn(
  publicKey: KeyObject,
  answer: (call: ReceivedGoogleCall) => number = () => 200,
) {
  const calls: ReceivedGoogleCall[] = [];
  const grants: string[] = [];
  let tokenUrl = '';
  const server = createServer((request, response) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      text += chunk;
    });
    request.on('end', async () => {
      if (request.url === '/token') {
        const form = new URLSearchParams(text);
        try {
          if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer') throw new Error();
          const { payload } = await jwtVerify(form.get('assertion') ?? '', publicKey, { audience: tokenUrl });
          if (payload.scope !== 'https://www.googleapis.com/auth/wallet_object.issuer') throw new Error();
          grants.push(String(payload.iss));
        } catch {
          response.writeHead(400).end(JSON.stringify({ error: 'invalid_grant' }));
          return;
        }
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ access_token: standInAccessToken, expires_in: 3600, token_type: 'Bearer' }));
        return;
      }
      const call = {
        method: request.method ?? '',
        path: request.url ?? '',
        authorization: request.headers.authorization,
        body: text ? JSON.parse(text) : null,
      };
      calls.push(call);
      response.writeHead(answer(call), { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  tokenUrl = `http://127.0.0.1:${port}/token`;
  return {
    tokenUrl,
    apiUrl: `http://127.0.0.1:${port}/walletobjects/v1`,
    calls,
    /** The service accounts granted a token. */
    grants,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Waits until `found` answers something (checking every 20 ms, for 5 s at most). */
export async function eventually<T>(found: () => T | undefined): Promise<T> {
  for (let waited = 0; waited < 5000; waited += 20) {
    const value = found();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('not seen within 5 s');
}
