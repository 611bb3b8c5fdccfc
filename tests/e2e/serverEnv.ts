import { e2eClock } from './clock.ts';

/**
 * The browser tests buy many tickets, all from 127.0.0.1, within the servers' 15-minute holds: the
 * per-client limits (tickets held, orders a minute, wrong coupon codes) are off on these servers.
 */
const noClientLimits = {
  CLIENT_HELD_TICKETS: '0',
  CLIENT_ORDERS_PER_MINUTE: '0',
  CLIENT_COUPON_GUESSES: '0',
};

/** The environment of an e2e server (`pnpm --filter @venue/server start`): on `port`, the run's clock unless `env` sets another, seeded stock open. */
export function serverEnv(port: number, env: Record<string, string>): Record<string, string> {
  return { PORT: String(port), VENUE_CLOCK: e2eClock, SEED_STOCK: 'open', ...noClientLimits, ...env };
}
