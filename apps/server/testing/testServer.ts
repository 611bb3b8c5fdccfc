import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TenantConfig } from '@venue/ticket-core';
import pg from 'pg';
import { defaultStockCacheMs } from '../src/config.ts';
import type { AdminTokens } from '../src/http/adminTokens.ts';
import type { TrustProxy } from '../src/http/clientAddress.ts';
import type { MetricsAccess } from '../src/http/metricsRoute.ts';
import { type ClientLimits, noClientLimits } from '../src/limits/clientLimits.ts';
import { createLogger, type Logger, type LogLevel } from '../src/log.ts';
import type { PaymentProviders } from '../src/payments/provider.ts';
import { type HttpTimeouts, type RunningServer, startServer } from '../src/server.ts';
import { defaultBodyLimitBytes, defaultShutdownTimeoutMs, defaultTimeouts } from '../src/serverSettings.ts';
import { type CatalogueSource, readCatalogueFile } from '../src/venueCatalogue/catalogueFile.ts';
import type { StockVariety } from '../src/venueCatalogue/demoSales.ts';
import { defaultStockCheckMs } from '../src/venueCatalogue/stockKeeper.ts';
import type { WalletKeys } from '../src/wallet/walletKeys.ts';
import type { WalletServiceUrls } from '../src/wallet/walletServices.ts';
import { type DeliverySettings, defaultDeliverySettings } from '../src/webhooks/delivery.ts';
import { testTenants } from './testTenants.ts';

export type TestDatabase = 'sqlite' | 'postgres';

/** The databases every server test runs against: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const testDatabases: TestDatabase[] = process.env.TEST_DATABASE_URL
  ? ['sqlite', 'postgres']
  : ['sqlite'];

export interface TestServerOptions {
  tenants?: Record<string, TenantConfig>;
  /** Catalogues by tenant id, over the test catalogues (`testCatalogue`). */
  catalogues?: Record<string, CatalogueSource>;
  /** Refuse to start when a catalogue never applied, as production does; off when omitted. */
  requireCatalogues?: boolean;
  /** Render each site's home first screen once listening, as main.ts does; off when omitted. */
  keepHomeScreens?: boolean;
  holdMinutes?: number;
  /** PostgreSQL schema shared with another server instance; a fresh one when omitted. */
  schema?: string;
  /** A SQLite file shared with another server instance; in-memory when omitted. */
  sqlitePath?: string;
  storefrontDist?: string;
  /** The built console served at `/console/`; none when omitted. */
  consoleDist?: string;
  /** Life of cached stock answers (the production default when omitted). */
  stockCacheMs?: number;
  /** Seeded stock with nothing sold (the default), or the believable mix a fresh start shows. */
  seedStock?: StockVariety;
  /** Milliseconds between looks for a new venue day (hourly, as in production, when omitted). */
  stockCheckMs?: number;
  /** Where log lines go; silent unless LOG_LEVEL is set. */
  logger?: Logger;
  /** Whether the dev mailbox is served (as in development, the default). */
  devMailbox?: boolean;
  bodyLimitBytes?: number;
  timeouts?: Partial<HttpTimeouts>;
  shutdownTimeoutMs?: number;
  /** Access to `/metrics`: open, as in development, when omitted. */
  metrics?: MetricsAccess;
  /** Proxies whose `X-Forwarded-For` is believed; nobody when omitted. */
  trustProxy?: TrustProxy;
  /**
   * Per-client limits; none when omitted, since every test client calls from 127.0.0.1 (the limits' own
   * tests set them).
   */
  clientLimits?: ClientLimits;
  /** Origins whose pages may call the API; none when omitted. */
  corsOrigins?: readonly string[];
  /** Each tenant's admin API token; none when omitted. */
  adminTokens?: AdminTokens;
  /** Webhook delivery settings over the production defaults. */
  webhookDelivery?: Partial<DeliverySettings>;
  /** Payment providers of the tenants' methods; the sandbox for all when omitted. */
  payments?: PaymentProviders;
  /** Storefront pages show the "test mode" ribbon. */
  testModeRibbon?: boolean;
  /** Each site's wallet pass keys; none when omitted. */
  wallet?: WalletKeys;
  /** Where changed passes are sent (stand-ins of Apple's and Google's services); theirs when omitted. */
  walletServices?: WalletServiceUrls;
  /** `STAFF_SECRET_KEY`; a key kept in the database when omitted. */
  staffSecretKey?: Buffer;
}

/** Test servers log nothing unless LOG_LEVEL asks for it. */
const testLogger = createLogger((process.env.LOG_LEVEL || 'silent') as LogLevel);

/**
 * A test site's catalogue: `testing/catalogues/<id>.jsonc` (demo: a museum sold online and at the venue;
 * members-cafe: a members' cafe; park: a park with a day pass), demo's for any other site.
 */
export function testCatalogue(tenantId: string): CatalogueSource {
  const path = (id: string) => fileURLToPath(new URL(`./catalogues/${id}.jsonc`, import.meta.url));
  return readCatalogueFile(existsSync(path(tenantId)) ? path(tenantId) : path('demo'));
}

export function freshSchema(): string {
  return `test_${randomBytes(6).toString('hex')}`;
}

/** A server on a free port over a fresh database: in-memory SQLite, or a new PostgreSQL schema. */
export async function startTestServer(
  database: TestDatabase,
  options: TestServerOptions = {},
): Promise<RunningServer> {
  const url = database === 'postgres' ? (process.env.TEST_DATABASE_URL ?? null) : null;
  const schema = options.schema ?? freshSchema();
  const tenants = options.tenants ?? testTenants;
  const server = await withSchemaLock(() =>
    startServer({
      database: { url, sqlitePath: options.sqlitePath ?? ':memory:', schema },
      tenants,
      catalogues: {
        ...Object.fromEntries(Object.keys(tenants).map((id) => [id, testCatalogue(id)])),
        ...options.catalogues,
      },
      requireCatalogues: options.requireCatalogues ?? false,
      host: '127.0.0.1',
      port: 0,
      holdMinutes: options.holdMinutes ?? 15,
      smtpUrl: null,
      mailFrom: 'tests@venue.example',
      storefrontDist: options.storefrontDist ?? '/nonexistent-storefront-dist',
      keepHomeScreens: options.keepHomeScreens,
      consoleDist: options.consoleDist ?? '/nonexistent-console-dist',
      stockCacheMs: options.stockCacheMs ?? defaultStockCacheMs,
      seedStock: options.seedStock ?? 'open',
      stockCheckMs: options.stockCheckMs ?? defaultStockCheckMs,
      logger: options.logger ?? testLogger,
      devMailbox: options.devMailbox ?? true,
      bodyLimitBytes: options.bodyLimitBytes ?? defaultBodyLimitBytes,
      timeouts: { ...defaultTimeouts, ...options.timeouts },
      shutdownTimeoutMs: options.shutdownTimeoutMs ?? defaultShutdownTimeoutMs,
      metrics: options.metrics ?? { enabled: true, token: null },
      trustProxy: options.trustProxy,
      clientLimits: options.clientLimits ?? noClientLimits,
      corsOrigins: options.corsOrigins,
      adminTokens: options.adminTokens,
      webhookDelivery: { ...defaultDeliverySettings, ...options.webhookDelivery },
      payments: options.payments,
      testModeRibbon: options.testModeRibbon,
      wallet: options.wallet,
      walletServices: options.walletServices,
      staffSecretKey: options.staffSecretKey,
    }),
  );
  const ownsSchema = url !== null && options.schema === undefined;
  return {
    ...server,
    async close() {
      await server.close();
      if (ownsSchema) await dropSchema(schema);
    },
  };
}

/**
 * The PostgreSQL advisory lock between test files in different workers: Kysely's migrator reads the tables
 * of every schema, and a table or schema another file drops or renames under that read fails it. Migrating
 * (a server's start) and dropping a schema each take it alone.
 */
const schemaLock = 7_110_001;

/**
 * Runs `run` holding the schema lock, on a connection of its own that `run` may use too; at once (and
 * without a connection) without PostgreSQL.
 */
export async function withSchemaLock<T>(run: (client?: pg.Client) => Promise<T>): Promise<T> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return run();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [schemaLock]);
    return await run(client);
  } finally {
    // Ending the session lets the lock go.
    await client.end();
  }
}

/** Drops a PostgreSQL test schema, once no other test file is migrating. */
export async function dropSchema(schema: string): Promise<void> {
  await withSchemaLock(async (client) => {
    if (!client) throw new Error('dropSchema drops a PostgreSQL schema: TEST_DATABASE_URL is not set');
    await client.query(`drop schema if exists ${schema} cascade`);
  });
}

/** JSON fetch helper: answers status and parsed body. */
export async function call(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers field by field and assert them.
): Promise<{ status: number; body: any }> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}
