import { fileURLToPath } from 'node:url';
import { readCrashPoint } from './crashPoints.ts';
import { parseAdminTokens } from './http/adminTokens.ts';
import { parseTrustProxy } from './http/clientAddress.ts';
import { parseCorsOrigins } from './http/cors.ts';
import { readClientLimits } from './limits/clientLimits.ts';
import { readServerSettings } from './serverSettings.ts';
import { type StockVariety, stockVarieties } from './venueCatalogue/demoSales.ts';
import { defaultDeliverySettings } from './webhooks/delivery.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** Milliseconds a stock read's answer is reused when `STOCK_CACHE_MS` is unset. */
export const defaultStockCacheMs = 1000;

/** Server settings from the environment (documented in the README). */
export function readConfig(env: NodeJS.ProcessEnv = process.env) {
  const port = Number(env.PORT ?? 8080);
  const holdMinutes = Number(env.HOLD_MINUTES ?? 15);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, not ${env.PORT}`);
  if (!(holdMinutes > 0)) throw new Error(`HOLD_MINUTES must be positive, not ${env.HOLD_MINUTES}`);
  const stockCacheMs = Number(env.STOCK_CACHE_MS ?? defaultStockCacheMs);
  if (!(stockCacheMs >= 0)) throw new Error(`STOCK_CACHE_MS must be 0 or more, not ${env.STOCK_CACHE_MS}`);
  // Demo sales make a development start's calendar believable; a venue's real new days sell nothing yet.
  const seedStock = (env.SEED_STOCK ?? (env.NODE_ENV === 'production' ? 'open' : 'varied')) as StockVariety;
  if (!stockVarieties.includes(seedStock))
    throw new Error(`SEED_STOCK must be one of ${stockVarieties.join(', ')}, not ${env.SEED_STOCK}`);
  const clock = env.VENUE_CLOCK || null;
  if (clock !== null && Number.isNaN(Date.parse(clock)))
    throw new Error(
      `VENUE_CLOCK must be an ISO-8601 instant such as 2026-12-31T23:55:00+09:00, not ${clock}`,
    );
  const webhookDelivery = {
    ...defaultDeliverySettings,
    pollMs: Number(env.WEBHOOK_POLL_MS ?? defaultDeliverySettings.pollMs),
    timeoutMs: Number(env.WEBHOOK_TIMEOUT_MS ?? defaultDeliverySettings.timeoutMs),
  };
  if (!(webhookDelivery.pollMs >= 10))
    throw new Error(`WEBHOOK_POLL_MS must be 10 or more, not ${env.WEBHOOK_POLL_MS}`);
  if (!(webhookDelivery.timeoutMs >= 100))
    throw new Error(`WEBHOOK_TIMEOUT_MS must be 100 or more, not ${env.WEBHOOK_TIMEOUT_MS}`);
  if (clock !== null && env.NODE_ENV === 'production')
    throw new Error('VENUE_CLOCK moves the server clock for tests and demos; it is refused in production');
  const settings = readServerSettings(env);
  const databaseUrl = env.DATABASE_URL || null;
  // SQLite has one writer: a second process's transactions fail or wait with its event loop stopped
  // (README, "One process per core").
  if (settings.processes > 1 && databaseUrl === null)
    throw new Error(
      `SERVER_PROCESSES=${env.SERVER_PROCESSES?.trim()} needs PostgreSQL (DATABASE_URL): on SQLite the server runs as one process`,
    );
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    holdMinutes,
    stockCacheMs,
    databaseUrl,
    sqlitePath: env.SQLITE_PATH ?? `${repoRoot}data/venue.sqlite`,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'Venue tickets <tickets@venue.example>',
    storefrontDist: env.STOREFRONT_DIST ?? `${repoRoot}apps/storefront/dist`,
    consoleDist: env.CONSOLE_DIST ?? `${repoRoot}apps/console/dist`,
    seedStock,
    clock,
    ...settings,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    clientLimits: readClientLimits(env),
    corsOrigins: parseCorsOrigins(env.CORS_ORIGINS),
    adminTokens: parseAdminTokens(env.ADMIN_TOKENS),
    webhookDelivery,
    crashPoint: readCrashPoint(env),
  };
}
