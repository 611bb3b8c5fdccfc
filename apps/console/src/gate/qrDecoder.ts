import type { QrDecoder } from './cameraCodes.ts';

/** The part of the Barcode Detection API the gate uses (not yet in TypeScript's DOM types). */
interface BarcodeDetectorLike {
  detect(image: ImageBitmapSource): Promise<{ rawValue: string }[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

/** The browser's own QR decoder, where it has one (Chrome on Android and macOS; not Chromium on Linux). */
async function nativeQrDecoder(): Promise<QrDecoder<ImageData> | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    if (!(await Detector.getSupportedFormats()).includes('qr_code')) return null;
    const detector = new Detector({ formats: ['qr_code'] });
    return async (frame) => (await detector.detect(frame)).map((found) => found.rawValue);
  } catch {
    return null;
  }
}

let loading: Promise<QrDecoder<ImageData>> | null = null;

/**
 * The gate's QR decoder, loaded when the camera is first turned on: the browser's own, else ZXing's
 * WebAssembly build, served from the console's files (and kept by its service worker for offline use).
 * Loaded once; a failed load is tried again on the next turn-on.
 */
export function loadQrDecoder(): Promise<QrDecoder<ImageData>> {
  loading ??= (async () => {
    const native = await nativeQrDecoder();
    if (native) return native;
    const { zxingQrDecoder } = await import('./zxingQrDecoder.ts');
    return zxingQrDecoder();
  })().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
