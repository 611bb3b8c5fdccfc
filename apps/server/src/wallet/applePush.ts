import { type ClientHttp2Session, connect } from 'node:http2';
import type { ApplePassKeys } from './walletKeys.ts';

/** How long one push session may take before what is left of it counts as failed. */
const pushTimeoutMs = 10_000;

/** What Apple's push service answered one device's push: its HTTP status (null: no answer) and reason. */
export interface PushOutcome {
  pushToken: string;
  status: number | null;
  reason: string | null;
}

function reasonOf(body: string): string | null {
  try {
    const parsed = JSON.parse(body) as { reason?: unknown };
    return typeof parsed.reason === 'string' ? parsed.reason : null;
  } catch {
    return null;
  }
}

function pushOne(session: ClientHttp2Session, topic: string, pushToken: string): Promise<PushOutcome> {
  return new Promise((resolve) => {
    const request = session.request({
      ':method': 'POST',
      ':path': `/3/device/${pushToken}`,
      'apns-topic': topic,
      'content-type': 'application/json',
    });
    let status: number | null = null;
    let body = '';
    request.setEncoding('utf8');
    request.on('response', (headers) => {
      status = Number(headers[':status']);
    });
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    // A stream that failed (refused, reset, timed out) closes too: its status is then null.
    request.on('error', () => {});
    request.on('close', () =>
      resolve({ pushToken, status, reason: status === null ? 'no answer' : reasonOf(body) }),
    );
    request.end('{}');
  });
}

/**
 * Tells the devices of `pushTokens` that a pass of the site changed: one HTTP/2 session to Apple's push
 * service (`origin`), authenticated by the site's pass type certificate as the TLS client certificate, and
 * per device a push with the pass type as its topic and an empty JSON payload (`{}`), as Apple Wallet's
 * updates take. Answers each device's outcome; never throws.
 */
export async function pushPassUpdate(
  origin: string,
  keys: ApplePassKeys,
  pushTokens: readonly string[],
  ca?: string,
): Promise<PushOutcome[]> {
  if (pushTokens.length === 0) return [];
  const session = connect(origin, {
    cert: keys.signerCert,
    key: keys.signerKey,
    ...(keys.signerKeyPassphrase ? { passphrase: keys.signerKeyPassphrase } : {}),
    ...(ca ? { ca } : {}),
  });
  // A session that fails fails each of its requests, which answer for it.
  session.on('error', () => {});
  session.setTimeout(pushTimeoutMs, () => session.destroy());
  try {
    return await Promise.all(pushTokens.map((token) => pushOne(session, keys.passTypeIdentifier, token)));
  } finally {
    session.close();
  }
}
