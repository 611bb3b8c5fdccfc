/**
 * What the gate's camera passes on: each QR code's text it decodes from the video's frames, once. A ticket
 * held in front of the camera shows in frame after frame; its code is passed on when it first shows and
 * again only once it has been out of sight for `repeatWindowMs` (a visitor showing it a second time).
 */

/** How long a code seen must stay out of sight before the camera passes it on again. */
export const repeatWindowMs = 2_000;

/**
 * Whether a code seen at `now` is new: not seen in the last `windowMs`. Every sighting restarts the code's
 * window, so a code held still is passed on once; several codes in view are each passed on once.
 */
export function repeatFilter(windowMs = repeatWindowMs): (text: string, now: number) => boolean {
  const lastSeen = new Map<string, number>();
  return (text, now) => {
    for (const [seen, at] of lastSeen) if (now - at >= windowMs) lastSeen.delete(seen);
    const fresh = !lastSeen.has(text);
    lastSeen.set(text, now);
    return fresh;
  };
}

/** Decodes the QR codes in one frame: their texts, none when it shows none. */
export type QrDecoder<Frame> = (frame: Frame) => Promise<string[]>;

export interface FrameScan<Frame> {
  /** The next frame of the video, once it has one; null when it has none to give (not playing yet). */
  nextFrame: () => Promise<Frame | null>;
  decode: QrDecoder<Frame>;
  /** Takes a new code (the gate decides it); the next frame is read once it is done. */
  onCode: (text: string) => Promise<void>;
  /** Stops the scan: no frame is read and no code passed on after it. */
  signal: AbortSignal;
  now?: () => number;
  windowMs?: number;
}

/**
 * Reads frames and passes each new code they show on, one at a time and in the order seen, until
 * stopped. A frame the decoder fails on is passed over (a torn frame, a glare).
 */
export async function scanFrames<Frame>({
  nextFrame,
  decode,
  onCode,
  signal,
  now = () => performance.now(),
  windowMs = repeatWindowMs,
}: FrameScan<Frame>): Promise<void> {
  const isNew = repeatFilter(windowMs);
  while (!signal.aborted) {
    const frame = await nextFrame();
    if (signal.aborted) return;
    if (frame === null) continue;
    const texts = await decode(frame).catch((): string[] => []);
    const seenAt = now();
    for (const text of texts) {
      if (signal.aborted) return;
      if (isNew(text, seenAt)) await onCode(text);
    }
  }
}
