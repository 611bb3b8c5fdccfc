import { type RefObject, useEffect, useRef, useState } from 'react';
import { scanFrames } from './cameraCodes.ts';
import { loadQrDecoder } from './qrDecoder.ts';

/** Where the camera scanner is: off, starting, scanning, or why it could not start. */
export type CameraStatus = 'off' | 'starting' | 'scanning' | 'refused' | 'absent' | 'failed';

/** The longer side a frame is decoded at: a ticket's code fills much of the view, and smaller is faster. */
const frameSide = 640;

/** Why `getUserMedia` failed, as the gate says it: refused by the user or the browser, no camera, or else. */
function failureOf(error: unknown): CameraStatus {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'refused';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'NotReadableError')
    return 'absent';
  return 'failed';
}

/** Waits for the video's next frame (the next paint where the browser cannot say when a frame comes). */
function nextVideoFrame(video: HTMLVideoElement): Promise<void> {
  return new Promise((done) => {
    if ('requestVideoFrameCallback' in video) video.requestVideoFrameCallback(() => done());
    else requestAnimationFrame(() => done());
  });
}

/** Draws the video's current frame, scaled down to `frameSide`, and answers its pixels. */
function grabber(video: HTMLVideoElement) {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (): Promise<ImageData | null> => {
    await nextVideoFrame(video);
    const { videoWidth, videoHeight } = video;
    if (!context || videoWidth === 0 || videoHeight === 0) return null;
    const scale = Math.min(1, frameSide / Math.max(videoWidth, videoHeight));
    canvas.width = Math.round(videoWidth * scale);
    canvas.height = Math.round(videoHeight * scale);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    return context.getImageData(0, 0, canvas.width, canvas.height);
  };
}

/**
 * The rear camera while `on`: its video in `video`, each new QR code it shows passed to `onCode` (see
 * cameraCodes.ts). The decoder loads with the first turn-on. Turning it off, or leaving the screen,
 * stops the scan and the camera's tracks (the phone's camera light goes out).
 */
export function useCameraScanner(
  on: boolean,
  onCode: (text: string) => Promise<void>,
): { video: RefObject<HTMLVideoElement | null>; status: CameraStatus } {
  const video = useRef<HTMLVideoElement | null>(null);
  const [status, setStatus] = useState<CameraStatus>('off');
  const latestOnCode = useRef(onCode);
  useEffect(() => {
    latestOnCode.current = onCode;
  }, [onCode]);

  useEffect(() => {
    if (!on) {
      setStatus('off');
      return;
    }
    const element = video.current;
    const stop = new AbortController();
    let stream: MediaStream | null = null;
    const stopTracks = () => {
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
    setStatus('starting');
    (async () => {
      if (!navigator.mediaDevices?.getUserMedia) return setStatus('absent');
      const decoding = loadQrDecoder();
      // A camera refused or absent is said as such, even while the decoder loads.
      decoding.catch(() => {});
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
          audio: false,
        });
      } catch (error) {
        if (!stop.signal.aborted) setStatus(failureOf(error));
        return;
      }
      if (stop.signal.aborted) return stopTracks();
      try {
        const decode = await decoding;
        if (stop.signal.aborted || !element) return stopTracks();
        element.srcObject = stream;
        await element.play();
        if (stop.signal.aborted) return;
        setStatus('scanning');
        await scanFrames({
          nextFrame: grabber(element),
          decode,
          onCode: (text) => latestOnCode.current(text),
          signal: stop.signal,
        });
      } catch {
        if (stop.signal.aborted) return;
        stopTracks();
        setStatus('failed');
      }
    })();
    return () => {
      stop.abort();
      stopTracks();
      if (element) element.srcObject = null;
    };
  }, [on]);

  return { video, status };
}
