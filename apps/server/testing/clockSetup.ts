import { setClock } from '../src/clock.ts';

/**
 * The instant the server suite lives at unless VENUE_CLOCK names another (`pnpm test:days` moves it across
 * many days and hours): a Wednesday at 10:00 in Tokyo, the e2e run's default too, so a run started at any
 * hour (a minute before the venue's midnight among them) finds the same open day. The clock runs on from
 * there, and every test file, servers and fixtures alike, reads it.
 */
export const defaultTestClock = '2027-01-13T10:00:00+09:00';

setClock(process.env.VENUE_CLOCK ?? defaultTestClock);
