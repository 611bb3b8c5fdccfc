import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../testing/testServer.ts';
import { venueToday } from '../clock.ts';
import type { RunningServer } from '../server.ts';
import { EncodedAnswers } from './jsonAnswer.ts';

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET as sent, its answer's bytes as they came (node:http does not decompress). */
function get(base: string, path: string, acceptEncoding?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
    request(`${base}${path}`, { headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () =>
        resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });
}

describe('compressed JSON answers', () => {
  let server: RunningServer;
  let month: string;
  beforeAll(async () => {
    server = await startTestServer('sqlite');
    const from = venueToday();
    month = `/api/v1/products/search?from=${from}&to=${from.add({ days: 30 })}&lang=en`;
  });
  afterAll(() => server.close());

  it("sends a month's product search in the encoding asked, the same JSON once decoded", async () => {
    const plain = await get(server.url, month);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.body.length).toBeGreaterThan(4096);
    const json = JSON.parse(plain.body.toString('utf8'));

    const brotli = await get(server.url, month, 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(brotli.body).toString('utf8'))).toEqual(json);

    const gzip = await get(server.url, month, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.body).toString('utf8'))).toEqual(json);
    // The product search answer stays small on the wire.
    expect(gzip.body.length).toBeLessThanOrEqual(4096);
    expect(gzip.body.length).toBeLessThan(plain.body.length / 3);
  });

  it('follows the qualities the client gives, and refusals', async () => {
    expect((await get(server.url, month, 'br;q=0.5, gzip')).headers['content-encoding']).toBe('gzip');
    expect((await get(server.url, month, 'br;q=0, gzip;q=0')).headers['content-encoding']).toBeUndefined();
    expect((await get(server.url, month, 'identity')).headers['content-encoding']).toBeUndefined();
    expect((await get(server.url, month, 'compress, *')).headers['content-encoding']).toBeUndefined();
  });

  it('sends short answers as they are', async () => {
    const settings = await get(server.url, '/api/v1/configurations', 'br, gzip');
    expect(settings.status).toBe(200);
    expect(settings.body.length).toBeLessThan(1024);
    expect(settings.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(settings.body.toString('utf8'))).toBeInstanceOf(Array);
  });
});

describe('compressed copies kept', () => {
  const json = JSON.stringify(Array.from({ length: 200 }, (_, id) => ({ id, remaining_stock: id % 7 })));
  const key = (n: number) => `demo getDayStock?date=2026-12-01&pad=${'x'.repeat(16_000)}&n=${n}`;

  it('counts keys and answers against the limit, not only the compressed bodies', () => {
    const copies = new EncodedAnswers(200_000);
    for (let n = 0; n < 100; n += 1) copies.encoded(key(n), json, 'gzip');
    // Each copy is over 16 KB of key and 5 KB of answer for a body of a few hundred bytes.
    expect(copies.size.bytes).toBeLessThanOrEqual(200_000);
    expect(copies.size.entries).toBeLessThanOrEqual(10);
  });

  it('keeps the copies used last, and answers a kept copy for its own answer only', () => {
    const copies = new EncodedAnswers(200_000);
    const kept = copies.encoded(key(0), json, 'br');
    for (let n = 1; n < 100; n += 1) {
      copies.encoded(key(n), json, 'br');
      expect(copies.encoded(key(0), json, 'br')).toBe(kept);
    }
    expect(copies.encoded(key(0), `${json} `, 'br')).not.toBe(kept);
  });
});
