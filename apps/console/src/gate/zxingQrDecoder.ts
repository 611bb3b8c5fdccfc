import { prepareZXingModule, type ReaderOptions, readBarcodes } from 'zxing-wasm/reader';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import type { QrDecoder } from './cameraCodes.ts';

/** QR codes only, at most one a frame: a ticket is shown one at a time. */
const readerOptions: ReaderOptions = { formats: ['QRCode'], maxNumberOfSymbols: 1, tryHarder: true };

/**
 * Where the WebAssembly comes from: the console's own built file (Vite's URL of the package's file; the
 * library's default is a CDN, which the console's policy refuses and a gate offline cannot reach), or the
 * file's bytes (tests in Node).
 */
export type ZxingWasm = { url: string } | { bytes: ArrayBuffer };

/** ZXing-C++'s reader in WebAssembly, for browsers without their own QR decoder. */
export async function zxingQrDecoder(wasm: ZxingWasm = { url: wasmUrl }): Promise<QrDecoder<ImageData>> {
  await prepareZXingModule({
    overrides:
      'bytes' in wasm
        ? { wasmBinary: wasm.bytes }
        : {
            locateFile: (file: string, prefix: string) => (file.endsWith('.wasm') ? wasm.url : prefix + file),
          },
    fireImmediately: true,
  });
  return async (frame) =>
    (await readBarcodes(frame, readerOptions)).filter((found) => found.isValid).map((found) => found.text);
}
