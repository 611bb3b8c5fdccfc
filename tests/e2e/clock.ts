/**
 * The instant the e2e run lives at, shared by the servers (`VENUE_CLOCK`) and the browser pages (Playwright's
 * clock), so no test depends on the day or hour it is started: `E2E_CLOCK`, by default a Wednesday at
 * 10:00 in Tokyo, read once by the config, which also notes when it did (`E2E_CLOCK_SET_AT`) for the
 * workers. The servers start a few seconds after that note: their clock runs that much behind the pages'.
 */
export const defaultE2eClock = '2027-01-13T10:00:00+09:00';

process.env.E2E_CLOCK ??= defaultE2eClock;
process.env.E2E_CLOCK_SET_AT ??= String(Date.now());

const start = Date.parse(process.env.E2E_CLOCK);
if (Number.isNaN(start))
  throw new Error(`E2E_CLOCK must be an ISO-8601 instant, not ${process.env.E2E_CLOCK}`);
const setAt = Number(process.env.E2E_CLOCK_SET_AT);

export const e2eClock = process.env.E2E_CLOCK;

/** Now on the run's clock, in epoch milliseconds. */
export function e2eNow(): number {
  return start + (Date.now() - setAt);
}

/** Today in Tokyo on the run's clock, yyyy-MM-dd. */
export function tokyoToday(): string {
  return new Date(e2eNow() + 9 * 3_600_000).toISOString().slice(0, 10);
}
