import { closeSync, openSync, writeSync } from 'node:fs';
import { type Browser, chromium } from '@playwright/test';
import QRCode from 'qrcode';
import { test } from './fixtures.ts';

/**
 * A video file for Chromium's fake camera (`--use-file-for-fake-video-capture`), in the Y4M format it
 * reads: a header line, then each frame as `FRAME` and its planes (4:2:0: a full-size luma plane, then two
 * quarter-size chroma planes). The frames are grey: white, with a QR code drawn in black where one is shown.
 */
export const cameraFrame = { width: 640, height: 480, fps: 10 } as const;

/** What the camera shows for a while: a QR code's text (or nothing: `null`) for `frames` frames. */
export interface Shot {
  text: string | null;
  frames: number;
}

/** The luma plane of one frame: `text`'s QR code in the middle, its modules square, with a quiet zone. */
function lumaPlane(text: string | null): Buffer {
  const { width, height } = cameraFrame;
  const luma = Buffer.alloc(width * height, 235);
  if (text === null) return luma;
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  // Four modules of quiet zone each side (the frame is white around it too).
  const scale = Math.floor((Math.min(width, height) * 0.9) / (modules.size + 8));
  const side = modules.size * scale;
  const left = Math.floor((width - side) / 2);
  const top = Math.floor((height - side) / 2);
  for (let row = 0; row < side; row++)
    for (let column = 0; column < side; column++)
      if (modules.get(Math.floor(row / scale), Math.floor(column / scale)))
        luma[(top + row) * width + left + column] = 16;
  return luma;
}

/** Writes the shots, in order, to `path` as a Y4M video (Chromium plays it in a loop). */
export function writeCameraVideo(path: string, shots: readonly Shot[]): void {
  const { width, height, fps } = cameraFrame;
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const file = openSync(path, 'w');
  try {
    writeSync(file, `YUV4MPEG2 W${width} H${height} F${fps}:1 Ip A1:1 C420jpeg\n`);
    for (const { text, frames } of shots) {
      const luma = lumaPlane(text);
      for (let frame = 0; frame < frames; frame++) {
        writeSync(file, 'FRAME\n');
        writeSync(file, luma);
        writeSync(file, chroma);
      }
    }
  } finally {
    closeSync(file);
  }
}

/**
 * Chromium with a fake camera playing `video` (a Y4M file), granted to every page without asking: the
 * camera is chosen per browser launch, so a spec with a camera launches its own, with the config's options.
 */
export function launchWithCamera(video: string): Promise<Browser> {
  const { launchOptions } = test.info().project.use;
  return chromium.launch({
    ...launchOptions,
    args: [
      ...(launchOptions?.args ?? []),
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
}
