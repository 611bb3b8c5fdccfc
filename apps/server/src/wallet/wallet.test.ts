import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineTenant, type TenantConfig } from '@venue/ticket-core';
import { unzipSync } from 'fflate';
import { jwtVerify } from 'jose';
import forge from 'node-forge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchase } from '../../testing/purchase.ts';
import { call, startTestServer, testDatabases } from '../../testing/testServer.ts';
import { testTenants } from '../../testing/testTenants.ts';
import { makeTestWalletKeys, type TestWalletKeys } from '../../testing/walletKeys.ts';
import { noClientLimits } from '../limits/clientLimits.ts';
import type { RunningServer } from '../server.ts';
import { googleSaveBase } from './googleWallet.ts';

const keys: TestWalletKeys = makeTestWalletKeys();
/** The demo site, which has pass keys, and a harbour site, which has none. */
const sites = {
  demo: testTenants.demo as TenantConfig,
  harbour: defineTenant({
    ...(testTenants.demo as TenantConfig),
    id: 'harbour',
    title: { ja: '港', default: 'Harbour' },
  }),
};
const workDir = mkdtempSync(join(tmpdir(), 'wallet-test-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

/**
 * Whether `signature` (PKCS#7, DER) is a detached signature of `content` by a certificate chained to the
 * test root, as openssl checks it.
 */
function signatureVerifies(signature: Uint8Array, content: Uint8Array): boolean {
  const files = { root: 'root.pem', signature: 'signature', content: 'content' };
  writeFileSync(join(workDir, files.root), forge.pki.certificateToPem(keys.root));
  writeFileSync(join(workDir, files.signature), signature);
  writeFileSync(join(workDir, files.content), content);
  try {
    execFileSync(
      'openssl',
      // biome-ignore format: openssl's arguments read in pairs.
      ['cms', '-verify', '-binary', '-inform', 'DER', '-in', files.signature, '-content', files.content,
        '-CAfile', files.root, '-purpose', 'any', '-out', '/dev/null'],
      { cwd: workDir, stdio: 'pipe' },
    );
    return true;
  } catch {
    return false;
  }
}

/** The signer certificates inside a PKCS#7 signature. */
function signatureCertificates(signature: Uint8Array): string[] {
  const message = forge.pkcs7.messageFromAsn1(
    forge.asn1.fromDer(forge.util.createBuffer(Buffer.from(signature).toString('binary'))),
  ) as forge.pkcs7.PkcsSignedData;
  return message.certificates.map((certificate) => certificate.subject.getField('CN').value as string);
}

const sha1 = (bytes: Uint8Array) => createHash('sha1').update(bytes).digest('hex');
const text = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes);

/** A pass file's entries by name. */
const entriesOf = (file: Uint8Array) => unzipSync(file);

/** Checks a .pkpass: a manifest naming every other file with its SHA-1, signed by the site's pass certificate. */
function expectSignedPass(file: Uint8Array) {
  const entries = entriesOf(file);
  const manifest = JSON.parse(text(entries['manifest.json'])) as Record<string, string>;
  const signed = Object.keys(entries).filter((name) => name !== 'manifest.json' && name !== 'signature');
  expect(Object.keys(manifest).sort()).toEqual(signed.sort());
  for (const name of signed) expect(manifest[name], name).toBe(sha1(entries[name] as Uint8Array));
  const signature = entries.signature as Uint8Array;
  expect(signatureVerifies(signature, entries['manifest.json'] as Uint8Array)).toBe(true);
  // The signature is of this manifest and no other.
  expect(signatureVerifies(signature, new TextEncoder().encode(`${text(entries['manifest.json'])} `))).toBe(
    false,
  );
  expect(signatureCertificates(signature)).toEqual(
    expect.arrayContaining(['Pass Type ID: pass.example.venue', 'Test WWDR']),
  );
  return { entries, pass: JSON.parse(text(entries['pass.json'])) };
}

describe.each(testDatabases)('wallet passes on %s', (database) => {
  let server: RunningServer;
  let base: string;
  beforeAll(async () => {
    server = await startTestServer(database, { tenants: sites, wallet: { demo: keys.site } });
    base = server.url;
  });
  afterAll(() => server.close());

  const api = (site: string, path: string) => `${base}${site ? `/${site}` : ''}/api/v1${path}`;
  const get = (url: string) => fetch(url);

  it('tells the ticket view which wallets the site issues passes for', async () => {
    const demo = await purchase(base, '', { quantity: 1 });
    const harbour = await purchase(base, '/harbour', { quantity: 1 });
    const demoView = await call(base, 'GET', `/api/v1/reservations/${demo.reservationToken}/tickets`);
    expect(demoView.body.wallet).toEqual({ apple: true, google: true });
    const harbourView = await call(
      base,
      'GET',
      `/harbour/api/v1/reservations/${harbour.reservationToken}/tickets`,
    );
    expect(harbourView.body.wallet).toEqual({ apple: false, google: false });
  });

  it("makes a signed Apple Wallet pass of a ticket with its QR code, venue, product and slot in the venue's time", async () => {
    const { reservationToken } = await purchase(base, '', { quantity: 2 });
    const view = (await call(base, 'GET', `/api/v1/reservations/${reservationToken}/tickets?lang=en`)).body;
    const ticket = view.tickets[1];
    const answer = await get(
      api('', `/reservations/${reservationToken}/tickets/${ticket.id}/wallet/apple?lang=en`),
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/vnd.apple.pkpass');
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="demo-${ticket.num}.pkpass"`,
    );
    const { entries, pass } = expectSignedPass(new Uint8Array(await answer.arrayBuffer()));
    expect(Object.keys(entries)).toEqual(
      expect.arrayContaining(['icon.png', 'icon@2x.png', 'logo.png', 'pass.json']),
    );
    expect(pass).toMatchObject({
      formatVersion: 1,
      passTypeIdentifier: 'pass.example.venue',
      teamIdentifier: 'TEAM123456',
      serialNumber: `demo-${ticket.num}`,
      organizationName: 'Demo',
      description: `Demo ${view.product_name}`,
      backgroundColor: 'rgb(34, 34, 34)',
      foregroundColor: 'rgb(255, 255, 255)',
    });
    expect(Date.parse(pass.relevantDate)).toBe(Date.parse(ticket.start_at));
    expect(pass.barcodes).toEqual([
      expect.objectContaining({
        format: 'PKBarcodeFormatQR',
        message: ticket.qr_code,
        messageEncoding: 'iso-8859-1',
      }),
    ]);
    const fields = Object.fromEntries(
      ['primaryFields', 'secondaryFields', 'auxiliaryFields', 'backFields'].flatMap((part) =>
        pass.eventTicket[part].map((field: { key: string; label: string; value: string }) => [
          field.key,
          field,
        ]),
      ),
    );
    const [date, startTime] = ticket.start_at.split('T');
    expect(ticket.start_at).toMatch(/\+09:00$/);
    expect(fields.product.value).toBe(view.product_name);
    expect(fields.venue.value).toBe('Demo');
    expect(fields.date).toMatchObject({
      label: 'Date',
      value: expect.stringContaining(date.replaceAll('-', '/')),
    });
    expect(fields.time).toMatchObject({
      label: 'Time',
      value: `${startTime.slice(0, 5)} - ${ticket.end_at.split('T')[1].slice(0, 5)}`,
    });
    expect(fields.number.value).toBe(ticket.num);
    expect(fields.ticket.value).toBe(ticket.name);
  });

  it("writes the pass in the page's language, the order's (English here) when none is asked", async () => {
    const { reservationToken } = await purchase(base, '', { quantity: 1 });
    const view = (await call(base, 'GET', `/api/v1/reservations/${reservationToken}/tickets`)).body;
    const passIn = async (query: string) => {
      const path = `/reservations/${reservationToken}/tickets/${view.tickets[0].id}/wallet/apple${query}`;
      return expectSignedPass(new Uint8Array(await (await get(api('', path))).arrayBuffer())).pass;
    };
    const japanese = await passIn('?lang=ja');
    expect(japanese.organizationName).toBe('デモ');
    expect(japanese.eventTicket.secondaryFields[0].label).toBe('日付');
    const orders = await passIn('');
    expect(orders.organizationName).toBe('Demo');
    expect(orders.eventTicket.secondaryFields[0].label).toBe('Date');
  });

  it("bundles a pass of each of a reservation's tickets in a .pkpasses file", async () => {
    const { reservationToken } = await purchase(base, '', { quantity: 2, withSetProduct: true });
    const view = (await call(base, 'GET', `/api/v1/reservations/${reservationToken}/tickets`)).body;
    const answer = await get(api('', `/reservations/${reservationToken}/wallet/apple`));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/vnd.apple.pkpasses');
    const bundle = entriesOf(new Uint8Array(await answer.arrayBuffer()));
    const passes = Object.values(bundle).map((file) => expectSignedPass(file).pass);
    expect(passes.map((pass) => pass.barcodes[0].message).sort()).toEqual(
      view.tickets.map((ticket: { qr_code: string }) => ticket.qr_code).sort(),
    );
  });

  it('signs a Save to Google Wallet link with the event ticket of each ticket', async () => {
    const { reservationToken } = await purchase(base, '', { quantity: 2 });
    const view = (await call(base, 'GET', `/api/v1/reservations/${reservationToken}/tickets?lang=en`)).body;
    const answer = await call(base, 'GET', `/api/v1/reservations/${reservationToken}/wallet/google?lang=en`);
    expect(answer.status).toBe(200);
    const url: string = answer.body.save_url;
    expect(url.startsWith(googleSaveBase)).toBe(true);
    const { payload, protectedHeader } = await jwtVerify(
      url.slice(googleSaveBase.length),
      keys.googlePublicKey,
      {
        issuer: 'wallet@venue-test.iam.gserviceaccount.com',
        audience: 'google',
      },
    );
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload.typ).toBe('savetowallet');
    expect(payload.origins).toEqual([base]);
    const { eventTicketClasses, eventTicketObjects } = payload.payload as {
      eventTicketClasses: { id: string }[];
      eventTicketObjects: unknown[];
    };
    expect(eventTicketClasses).toHaveLength(1);
    const [event] = eventTicketClasses;
    expect(event).toMatchObject({
      id: expect.stringMatching(/^3388000000012345678\.[\w.-]+$/),
      issuerName: 'Demo',
      eventName: { defaultValue: { language: 'en-US', value: view.product_name } },
      venue: { name: { defaultValue: { language: 'en-US', value: 'Demo' } } },
      dateTime: { start: view.reservation_from, end: view.reservation_to },
      hexBackgroundColor: '#222222',
    });
    expect(eventTicketObjects).toEqual(
      view.tickets.map((ticket: { num: string; qr_code: string; name: string }) =>
        expect.objectContaining({
          id: `3388000000012345678.demo-${ticket.num}`,
          classId: event?.id,
          state: 'ACTIVE',
          ticketNumber: ticket.num,
          ticketType: { defaultValue: { language: 'en-US', value: ticket.name } },
          barcode: { type: 'QR_CODE', value: ticket.qr_code, alternateText: ticket.num },
        }),
      ),
    );
  });

  it('answers wallet pass not configured (404) for a site without pass keys, whatever the token', async () => {
    const { reservationToken } = await purchase(base, '/harbour', { quantity: 1 });
    const harbour = `/harbour/api/v1/reservations/${reservationToken}`;
    const notConfigured = { status: 404, body: { error: 'wallet pass not configured' } };
    expect(await call(base, 'GET', `${harbour}/wallet/apple`)).toEqual(notConfigured);
    expect(await call(base, 'GET', `${harbour}/tickets/1/wallet/apple`)).toEqual(notConfigured);
    expect(await call(base, 'GET', `${harbour}/wallet/google`)).toEqual(notConfigured);
    expect(await call(base, 'GET', '/harbour/api/v1/reservations/no-such-token/wallet/google')).toEqual(
      notConfigured,
    );
  });

  it("refuses a wrong token, another site's reservation and another reservation's ticket", async () => {
    const demo = await purchase(base, '', { quantity: 1 });
    const other = await purchase(base, '', { quantity: 1 });
    const harbour = await purchase(base, '/harbour', { quantity: 1 });
    const otherTicket = (await call(base, 'GET', `/api/v1/reservations/${other.reservationToken}/tickets`))
      .body.tickets[0].id;
    const notFound = { status: 404, body: { error: 'record not found' } };
    expect(await call(base, 'GET', '/api/v1/reservations/no-such-token/wallet/apple')).toEqual(notFound);
    expect(await call(base, 'GET', '/api/v1/reservations/no-such-token/wallet/google')).toEqual(notFound);
    expect(await call(base, 'GET', `/api/v1/reservations/${harbour.reservationToken}/wallet/apple`)).toEqual(
      notFound,
    );
    expect(await call(base, 'GET', `/api/v1/reservations/${harbour.reservationToken}/wallet/google`)).toEqual(
      notFound,
    );
    expect(
      await call(
        base,
        'GET',
        `/api/v1/reservations/${demo.reservationToken}/tickets/${otherTicket}/wallet/apple`,
      ),
    ).toEqual({ status: 404, body: { error: 'ticket not found' } });
    expect(
      await call(base, 'GET', `/api/v1/reservations/${demo.reservationToken}/tickets/abc/wallet/apple`),
    ).toEqual({ status: 400, body: { error: 'invalid request' } });
    expect(
      await call(base, 'GET', `/api/v1/reservations/${demo.reservationToken}/wallet/google?lang=xx`),
    ).toEqual({
      status: 400,
      body: { error: 'invalid request' },
    });
  });
});

describe('wallet pass lookups are limited like other guesses', () => {
  it('refuses every pass to a client once it tried too many unknown tokens', async () => {
    const server = await startTestServer('sqlite', {
      wallet: { demo: keys.site },
      clientLimits: { ...noClientLimits, passGuesses: 2 },
    });
    try {
      const { reservationToken } = await purchase(server.url, '', { quantity: 1 });
      const google = (token: string) =>
        call(server.url, 'GET', `/api/v1/reservations/${token}/wallet/google`);
      expect((await google(reservationToken)).status).toBe(200);
      expect(await google('guess-1')).toEqual({ status: 404, body: { error: 'record not found' } });
      expect(await google('guess-2')).toEqual({ status: 404, body: { error: 'record not found' } });
      // Past the limit, even the right token is refused until the quarter hour ends.
      expect(await google(reservationToken)).toEqual({ status: 429, body: { error: 'record not found' } });
    } finally {
      await server.close();
    }
  });
});
