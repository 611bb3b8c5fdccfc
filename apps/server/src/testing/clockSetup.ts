import { setClock } from '../clock.ts';

// The server suite runs on the wall clock, or from the instant in VENUE_CLOCK (`pnpm test:days` moves it
// across many days): every test file then lives at that instant, servers and fixtures alike.
if (process.env.VENUE_CLOCK) setClock(process.env.VENUE_CLOCK);
