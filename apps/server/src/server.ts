import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { TenantConfig } from '@venue/ticket-core';
import { createAppWithContext } from './app.ts';
import { venueToday } from './clock.ts';
import { type ServerWorker, shareMetrics } from './cluster/serverWorker.ts';
import {
  connectDatabase,
  type DatabaseTarget,
  type Db,
  openConnections,
  openDatabase,
} from './db/connect.ts';
import type { AdminTokens } from './http/adminTokens.ts';
import type { TrustProxy } from './http/clientAddress.ts';
import type { Lifecycle } from './http/health.ts';
import type { MetricsAccess } from './http/metricsRoute.ts';
import type { ClientLimits } from './limits/clientLimits.ts';
import type { Logger } from './log.ts';
import { createMailer } from './mail/mailer.ts';
import { processMetrics } from './metrics.ts';
import type { PaymentProviders } from './payments/provider.ts';
import {
  defaultReconcilerSettings,
  type ReconcileCounts,
  type ReconcilerSettings,
  reconcilePayments,
  startReconciler,
} from './payments/reconciler.ts';
import { seedTenants } from './seed/seedTenant.ts';
import { closeGracefully } from './shutdown.ts';
import type { CatalogueSource } from './venueCatalogue/catalogueFile.ts';
import type { StockVariety } from './venueCatalogue/demoSales.ts';
import { applySiteCatalogues } from './venueCatalogue/siteCatalogues.ts';
import { keepStockAhead } from './venueCatalogue/stockKeeper.ts';
import type { WalletKeys } from './wallet/walletKeys.ts';
import type { WalletServiceUrls } from './wallet/walletServices.ts';
import { type DeliverySettings, startDeliveryWorker } from './webhooks/delivery.ts';

/** Milliseconds the Node HTTP server allows a client (see the README's settings). */
export interface HttpTimeouts {
  /** From a connection's first byte to the end of a request's headers. */
  headersMs: number;
  /** From a connection's first byte to the end of a request's body; answering is not limited. */
  requestMs: number;
  /** An idle keep-alive connection stays open this long after its last answer. */
  keepAliveMs: number;
}

export interface StartOptions {
  database: DatabaseTarget;
  tenants: Readonly<Record<string, TenantConfig>>;
  /** Each tenant's catalogue as read from its folder (`readCatalogueFiles`), by tenant id. */
  catalogues: Readonly<Record<string, CatalogueSource>>;
  /** Refuse to start when a tenant's catalogue never applied (production); otherwise log it. */
  requireCatalogues: boolean;
  host: string;
  port: number;
  holdMinutes: number;
  smtpUrl: string | null;
  mailFrom: string;
  storefrontDist: string;
  /**
   * Render each site's home first screen in every language it offers once listening, one site after
   * another, with `/readyz` answering 503 until then, so no visitor waits for one (main.ts); off, a site's
   * first page renders it.
   */
  keepHomeScreens?: boolean;
  /** Folder of the built venue console, served at `/console/`. */
  consoleDist: string;
  /** Milliseconds a stock read's answer is reused on this process; 0 turns that off. */
  stockCacheMs: number;
  /** How much of a newly added day's stock is already sold (demo sales in development). */
  seedStock: StockVariety;
  /** Milliseconds between looks at whether the venue's day changed, when the stock is topped up. */
  stockCheckMs: number;
  logger: Logger;
  /** Whether the dev mailbox pages are served (404 otherwise). */
  devMailbox: boolean;
  /** Largest request body accepted; larger ones answer 413. */
  bodyLimitBytes: number;
  timeouts: HttpTimeouts;
  /** Milliseconds `close()` waits for requests under way before it closes their connections. */
  shutdownTimeoutMs: number;
  metrics: MetricsAccess;
  /** Proxies whose `X-Forwarded-For` is believed (`TRUST_PROXY`); nobody when omitted. */
  trustProxy?: TrustProxy;
  /** Per-client limits; the defaults when omitted. */
  clientLimits?: ClientLimits;
  /** Origins whose pages may call the API (`CORS_ORIGINS`); none when omitted. */
  corsOrigins?: readonly string[];
  /** Each tenant's admin API token (`ADMIN_TOKENS`); no admin API when omitted. */
  adminTokens?: AdminTokens;
  /** How the webhook outbox is sent: how often, how patiently, for how long. */
  webhookDelivery: DeliverySettings;
  /** The payment providers of the tenants' methods; the sandbox for all when omitted. */
  payments?: PaymentProviders;
  /** When the reconciler asks remote providers about open payments; the mails' origin is the server's when omitted. */
  reconciler?: Partial<ReconcilerSettings>;
  /** Every storefront page shows a "test mode" ribbon (the sandbox takes payments in production). */
  testModeRibbon?: boolean;
  /** Each site's wallet pass keys; no site issues passes when omitted. */
  wallet?: WalletKeys;
  /** Where changed passes are sent; Apple's and Google's services when omitted. */
  walletServices?: WalletServiceUrls;
  /** `STAFF_SECRET_KEY`; a key kept in the database when omitted (development). */
  staffSecretKey?: Buffer | null;
  /**
   * This process's place among the machine's server processes (`SERVER_PROCESSES`): the primary has
   * prepared the database (`prepareDatabase`), and only the first process runs the background jobs (stock
   * top-ups, webhook delivery, the payment reconciler). The only process when omitted: it does all that.
   */
  worker?: ServerWorker;
}

export interface RunningServer {
  url: string;
  db: Db;
  /**
   * Graceful shutdown: `/readyz` answers 503 at once, no new connection is accepted, requests under way
   * finish (until `shutdownTimeoutMs`, then their connections are closed), then the database closes.
   */
  close(): Promise<void>;
  /** One pass of the payment reconciler now, over payments older than `graceMs` (its setting when omitted). */
  reconcilePayments(graceMs?: number): Promise<ReconcileCounts>;
}

/** How often Node looks for connections past their header or request timeout: a quarter of the shorter. */
function checkingInterval(timeouts: HttpTimeouts): number {
  return Math.max(50, Math.min(1000, Math.floor(Math.min(timeouts.headersMs, timeouts.requestMs) / 4)));
}

/** The address this server's own requests reach it at: the loopback when it listens on every interface. */
function ownOrigin(host: string, port: number): string {
  const local = host === '' || host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
  return `http://${local.includes(':') ? `[${local}]` : local}:${port}`;
}

/**
 * Runs `keep` (rendering the sites' first screens), then asks for `firstPage` once itself, so that the
 * code writing a page (its head, the kept screen, the compression) has run before a visitor's first page
 * (48-64 ms cold, 15-25 ms after); `/readyz` answers "warming up" until both are done, then the server says
 * how long they took. A failure is logged, and the server is ready all the same.
 */
function warmUp(keep: () => Promise<void>, firstPage: string, lifecycle: Lifecycle, logger: Logger): void {
  const started = performance.now();
  keep()
    .then(async () => {
      const page = await fetch(firstPage, { headers: { accept: 'text/html', 'accept-encoding': 'gzip' } });
      await page.arrayBuffer();
      logger.info(
        { ms: Math.round(performance.now() - started) },
        "The sites' first screens are rendered: ready",
      );
    })
    .catch((error: unknown) =>
      logger.warn({ err: error }, "the sites' first screens were not rendered at the start"),
    )
    .finally(() => {
      lifecycle.warming = false;
    });
}

/**
 * Opens the database, brings its schema up to date, seeds the tenants and applies their catalogues: what
 * runs once on a machine before any server process listens.
 */
export async function prepareDatabase(
  options: Pick<
    StartOptions,
    'database' | 'tenants' | 'catalogues' | 'requireCatalogues' | 'seedStock' | 'logger'
  >,
): Promise<Db> {
  const db = await openDatabase(options.database);
  const configs = Object.values(options.tenants);
  await seedTenants(db.kysely, configs);
  await applySiteCatalogues(db.kysely, configs, options.catalogues, {
    today: venueToday(),
    variety: options.seedStock,
    logger: options.logger,
    requireCatalogue: options.requireCatalogues,
  });
  return db;
}

/** Stops a background job, and nothing when it does not run on this process. */
const notRunning = { stop: async () => {} };

/**
 * Opens, migrates and seeds the database (the only process; a worker's primary did that), then serves the
 * app. Port 0 picks a free port.
 */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const { logger, timeouts, worker } = options;
  const db = worker ? await connectDatabase(options.database) : await prepareDatabase(options);
  await openConnections(db);
  const configs = Object.values(options.tenants);
  const runsJobs = (worker?.slot ?? 1) === 1;
  const stockKeeper = runsJobs
    ? keepStockAhead(db.kysely, configs, { stock: options.seedStock, checkMs: options.stockCheckMs, logger })
    : notRunning;
  const lifecycle: Lifecycle = { warming: Boolean(options.keepHomeScreens), draining: false };
  const { app, context, keepHomeScreens } = createAppWithContext({
    db,
    tenants: options.tenants,
    mailer: createMailer(db, options.smtpUrl, options.mailFrom),
    holdMinutes: options.holdMinutes,
    storefrontDist: options.storefrontDist,
    consoleDist: options.consoleDist,
    stockCacheMs: options.stockCacheMs,
    logger,
    devMailbox: options.devMailbox,
    bodyLimitBytes: options.bodyLimitBytes,
    metrics: options.metrics,
    lifecycle,
    trustProxy: options.trustProxy,
    clientLimits: options.clientLimits,
    corsOrigins: options.corsOrigins,
    adminTokens: options.adminTokens,
    payments: options.payments,
    testModeRibbon: options.testModeRibbon,
    wallet: options.wallet,
    walletServices: options.walletServices,
    staffSecretKey: options.staffSecretKey,
    worker,
  });
  if (worker) shareMetrics([context.metrics.registry, processMetrics()]);
  const deliveryWorker = runsJobs
    ? startDeliveryWorker(db.kysely, options.webhookDelivery, logger)
    : notRunning;
  const server = await new Promise<Server>((resolve) => {
    const started = serve(
      {
        fetch: app.fetch,
        hostname: options.host,
        port: options.port,
        serverOptions: {
          headersTimeout: timeouts.headersMs,
          requestTimeout: timeouts.requestMs,
          keepAliveTimeout: timeouts.keepAliveMs,
          connectionsCheckingInterval: checkingInterval(timeouts),
        },
      },
      () => resolve(started as Server),
    );
  });
  const { port } = server.address() as AddressInfo;
  const reconcilerSettings: ReconcilerSettings = {
    ...defaultReconcilerSettings,
    origin: `http://${options.host}:${port}`,
    ...options.reconciler,
  };
  const reconciler = runsJobs ? startReconciler(context, reconcilerSettings, logger) : notRunning;
  if (options.keepHomeScreens)
    warmUp(
      () => keepHomeScreens(`http://${options.host}:${port}`),
      `${ownOrigin(options.host, port)}/${configs[0]?.id ?? 'demo'}/`,
      lifecycle,
      logger,
    );
  let closing: Promise<void> | undefined;
  return {
    url: `http://${options.host}:${port}`,
    db,
    reconcilePayments: (graceMs = reconcilerSettings.graceMs) =>
      reconcilePayments(context, { ...reconcilerSettings, graceMs }, logger),
    close() {
      closing ??= (async () => {
        lifecycle.draining = true;
        await stockKeeper.stop();
        await deliveryWorker.stop();
        await reconciler.stop();
        const finished = await closeGracefully(server, options.shutdownTimeoutMs);
        if (!finished)
          logger.warn(
            { deadlineMs: options.shutdownTimeoutMs },
            'Requests still under way at the shutdown deadline were cut off',
          );
        await db.kysely.destroy();
      })();
      return closing;
    },
  };
}
