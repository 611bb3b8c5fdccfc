import { type DestinationStream, type LevelWithSilent, type Logger, pino } from 'pino';

export type { Logger };

export type LogLevel = LevelWithSilent;

/** The levels `LOG_LEVEL` takes, quietest last. */
export const logLevels: readonly LevelWithSilent[] = [
  'trace',
  'debug',
  'info',
  'warn',
  'error',
  'fatal',
  'silent',
];

/**
 * The server's logger: one JSON object a line on standard output (or `destination`), with the time as an
 * ISO-8601 string. Nothing personal is logged: no bodies, no addresses, no tokens.
 */
export function createLogger(level: LevelWithSilent, destination?: DestinationStream): Logger {
  const options = { level, base: { service: 'venue-server' }, timestamp: pino.stdTimeFunctions.isoTime };
  return destination ? pino(options, destination) : pino(options);
}
