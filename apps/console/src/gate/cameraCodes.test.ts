import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import QRCode from 'qrcode';
import { beforeAll, describe, expect, it } from 'vitest';
import { type QrDecoder, repeatFilter, repeatWindowMs, scanFrames } from './cameraCodes.ts';
import { zxingQrDecoder } from './zxingQrDecoder.ts';

/** A camera frame as the canvas gives one: RGBA, white, with `text`'s QR code drawn in it (or none). */
function frame(text: string | null, width = 320, height = 240): ImageData {
  const data = new Uint8ClampedArray(width * height * 4).fill(255);
  if (text !== null) {
    const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
    const scale = Math.floor((Math.min(width, height) * 0.8) / modules.size);
    const left = Math.floor((width - modules.size * scale) / 2);
    const top = Math.floor((height - modules.size * scale) / 2);
    for (let y = 0; y < modules.size * scale; y++)
      for (let x = 0; x < modules.size * scale; x++)
        if (modules.get(Math.floor(y / scale), Math.floor(x / scale))) {
          const at = ((top + y) * width + left + x) * 4;
          data.fill(0, at, at + 3);
        }
  }
  return { data, width, height, colorSpace: 'srgb' } as ImageData;
}

const ticketA = 'https://venue.example/demo/tickets/#/id/0123456789abcdef0123456789abcdef/101/gate';
const ticketB = 'https://venue.example/demo/tickets/#/id/fedcba9876543210fedcba9876543210/102/gate';

/**
 * Plays `frames` to the scan as a camera would, `frameMs` apart on the scan's clock, and answers the
 * codes it passed on with the time each was.
 */
async function play(decode: QrDecoder<ImageData>, frames: (ImageData | null)[], frameMs = 100) {
  const passed: { text: string; at: number }[] = [];
  const stop = new AbortController();
  let index = 0;
  let clock = 0;
  await scanFrames({
    decode,
    signal: stop.signal,
    now: () => clock,
    nextFrame: async () => {
      if (index === frames.length) {
        stop.abort();
        return null;
      }
      clock = index * frameMs;
      return frames[index++] ?? null;
    },
    onCode: async (text) => {
      passed.push({ text, at: clock });
    },
  });
  return passed;
}

const hold = (image: ImageData, count: number) => Array.from({ length: count }, () => image);

describe('repeatFilter', () => {
  it('passes a code once while it stays in sight, and again once it was out of sight for the window', () => {
    const isNew = repeatFilter(2_000);
    expect(isNew('A', 0)).toBe(true);
    expect(isNew('A', 1_500)).toBe(false);
    // Each sighting restarts the window: held for 3.5 s, still one scan.
    expect(isNew('A', 3_400)).toBe(false);
    expect(isNew('A', 5_400)).toBe(true);
  });

  it('passes another code at once, and each of several codes in view once', () => {
    const isNew = repeatFilter(2_000);
    expect(isNew('A', 0)).toBe(true);
    expect(isNew('B', 100)).toBe(true);
    expect(isNew('A', 200)).toBe(false);
    expect(isNew('B', 300)).toBe(false);
    expect(isNew('A', 2_200)).toBe(true);
  });
});

describe('scanFrames with ZXing’s WebAssembly reader', () => {
  let decode: QrDecoder<ImageData>;
  beforeAll(async () => {
    const wasm = createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm');
    decode = await zxingQrDecoder({ bytes: new Uint8Array(readFileSync(wasm)).buffer });
  });

  it('decodes a ticket’s QR code from a frame, and nothing from a blank one', async () => {
    expect(await decode(frame(ticketA))).toEqual([ticketA]);
    expect(await decode(frame(null))).toEqual([]);
  });

  it('passes each ticket held before the camera on once, in the order shown', async () => {
    const passed = await play(decode, [
      ...hold(frame(ticketA), 8),
      ...hold(frame(null), 3),
      ...hold(frame(ticketB), 8),
    ]);
    expect(passed).toEqual([
      { text: ticketA, at: 0 },
      { text: ticketB, at: 1_100 },
    ]);
  });

  it('passes the same ticket again when it is shown again after the window, not within it', async () => {
    // Frames are 100 ms apart: out of sight 1.6 s, then 2.1 s (from the last frame showing it).
    const window = repeatWindowMs / 100;
    const passed = await play(decode, [
      ...hold(frame(ticketA), 5),
      ...hold(frame(null), window - 5),
      ...hold(frame(ticketA), 5),
      ...hold(frame(null), window),
      ...hold(frame(ticketA), 5),
    ]);
    expect(passed.map(({ at }) => at)).toEqual([0, (5 + (window - 5) + 5 + window) * 100]);
  });

  it('reads the next frame only once the gate has decided the code before', async () => {
    const order: string[] = [];
    const frames = [frame(ticketA), frame(ticketB)];
    const stop = new AbortController();
    await scanFrames({
      decode,
      signal: stop.signal,
      nextFrame: async () => {
        order.push('frame');
        const next = frames.shift();
        if (!next) stop.abort();
        return next ?? null;
      },
      onCode: async (text) => {
        await new Promise((done) => setTimeout(done, 20));
        order.push(text === ticketA ? 'A decided' : 'B decided');
      },
    });
    expect(order).toEqual(['frame', 'A decided', 'frame', 'B decided', 'frame']);
  });

  it('passes over a frame the decoder fails on, and passes nothing on once stopped', async () => {
    const stop = new AbortController();
    const passed: string[] = [];
    let calls = 0;
    await scanFrames({
      signal: stop.signal,
      nextFrame: async () => frame(ticketA),
      decode: async (image) => {
        calls += 1;
        if (calls === 1) throw new Error('torn frame');
        if (calls === 2) stop.abort();
        return decode(image);
      },
      onCode: async (text) => {
        passed.push(text);
      },
    });
    expect(passed).toEqual([]);
  });
});
