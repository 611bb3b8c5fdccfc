/** From this many seconds left, the hold countdown warns and offers its one extension. */
export const holdWarningSeconds = 120;

/** Whole seconds left of a hold ending at `expiresAt` (ISO instant) at `now` (epoch ms); never below 0. */
export function holdSecondsLeft(expiresAt: string, now: number): number {
  const end = Date.parse(expiresAt);
  if (Number.isNaN(end)) return 0;
  return Math.max(0, Math.ceil((end - now) / 1000));
}

/** Seconds as the countdown shows them: `m:ss` (`14:59`, `0:07`). */
export function formatHoldTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
