import cluster from 'node:cluster';
import { setFlagsFromString } from 'node:v8';
import { tenants } from '@venue/tenants';
import { nowIso, setClock } from './clock.ts';
import { runPrimary } from './cluster/serverPrimary.ts';
import { serverWorker } from './cluster/serverWorker.ts';
import { readConfig } from './config.ts';
import { armCrashPoint } from './crashPoints.ts';
import { createLogger } from './log.ts';
import { methodsWithoutProvider, requireProviders } from './payments/productionCheck.ts';
import { paymentProviders } from './payments/providers.ts';
import { stripeProviders } from './payments/stripe/stripeConfig.ts';
import { prepareDatabase, type StartOptions, startServer } from './server.ts';
import { closeOnSignals } from './shutdown.ts';
import { readCatalogueFiles } from './venueCatalogue/catalogueFile.ts';
import { defaultStockCheckMs } from './venueCatalogue/stockKeeper.ts';
import { readWalletKeys } from './wallet/walletKeys.ts';
import { readWalletServiceUrls } from './wallet/walletServices.ts';

// V8 lets its heap grow to two to four times what is live before a full collection; growing by a tenth at
// a time keeps a server under hostile traffic near what it holds, at no cost the API benchmark can tell
// (RELIABILITY.md, "What the peak is made of").
setFlagsFromString('--heap-growing-percent=10');
const config = readConfig();
const logger = createLogger(config.logLevel);
armCrashPoint(config.crashPoint);
// The clock reads VENUE_CLOCK at the instant the process started (not once its modules have loaded, which
// takes a varying second or more), so a script that starts a server knows its clock to the millisecond.
if (config.clock) setClock(Date.parse(config.clock) + (Date.now() - performance.timeOrigin));
const payments = paymentProviders(stripeProviders(tenants));
const sandboxOn = process.env.PAYMENTS_SANDBOX === 'on';
const unprovided = methodsWithoutProvider(tenants, payments);
if (config.mode === 'production') requireProviders(unprovided, sandboxOn);
const options: StartOptions = {
  database: { url: config.databaseUrl, sqlitePath: config.sqlitePath },
  tenants,
  catalogues: readCatalogueFiles(Object.keys(tenants)),
  requireCatalogues: config.mode === 'production',
  host: config.host,
  port: config.port,
  holdMinutes: config.holdMinutes,
  smtpUrl: config.smtpUrl,
  mailFrom: config.mailFrom,
  storefrontDist: config.storefrontDist,
  keepHomeScreens: true,
  consoleDist: config.consoleDist,
  stockCacheMs: config.stockCacheMs,
  seedStock: config.seedStock,
  stockCheckMs: defaultStockCheckMs,
  logger,
  devMailbox: config.devMailbox,
  bodyLimitBytes: config.bodyLimitBytes,
  timeouts: config.timeouts,
  shutdownTimeoutMs: config.shutdownTimeoutMs,
  metrics: config.metrics,
  trustProxy: config.trustProxy,
  clientLimits: config.clientLimits,
  corsOrigins: config.corsOrigins,
  adminTokens: config.adminTokens,
  webhookDelivery: config.webhookDelivery,
  payments,
  wallet: readWalletKeys(Object.keys(tenants)),
  walletServices: readWalletServiceUrls(),
  staffSecretKey: config.staffSecretKey,
  testModeRibbon: config.mode === 'production' && unprovided.length > 0,
  ...(process.env.PUBLIC_URL ? { reconciler: { origin: process.env.PUBLIC_URL.replace(/\/$/, '') } } : {}),
};

/** The start lines, once the server (every one of its processes) listens at `url`. */
function announce(url: string) {
  if (config.clock)
    logger.info(`The server clock was set to ${config.clock} (VENUE_CLOCK); it reads ${nowIso()} now`);
  const tenantCount = Object.keys(tenants).length;
  logger.info(
    { mode: config.mode, processes: config.processes },
    config.mode === 'production'
      ? `Serving ${tenantCount} tenants on ${url} in production mode`
      : `Serving ${tenantCount} tenants on ${url} in development mode (NODE_ENV=production for production)`,
  );
  if (config.devMailbox) logger.info(`Dev mailbox: ${url}/dev/mailbox`);
  if (config.mode === 'production') {
    if (config.devMailbox)
      logger.warn('DEV_MAILBOX=on: the dev mailbox shows every mail sent to anyone who asks');
    if (unprovided.length > 0)
      logger.warn(
        { sandboxMethods: unprovided },
        'Payments use the sandbox provider: no real money is taken',
      );
  }
}

// SERVER_PROCESSES above 1: this process (the primary) prepares the database and starts that many server
// processes sharing the port, which start here again as cluster workers.
if (config.processes > 1 && cluster.isPrimary)
  await runPrimary({
    processes: config.processes,
    host: config.host,
    logger,
    shutdownTimeoutMs: config.shutdownTimeoutMs,
    prepare: async () => (await prepareDatabase(options)).kysely.destroy(),
    // A process's clock goes on from the primary's (VENUE_CLOCK), not from the instant the primary started.
    workerEnv: (): Record<string, string> => (config.clock ? { VENUE_CLOCK: nowIso() } : {}),
    announce,
  });
else {
  const worker = serverWorker();
  const processLogger = worker ? logger.child({ worker: worker.slot }) : logger;
  const server = await startServer({ ...options, logger: processLogger, ...(worker ? { worker } : {}) });
  if (!worker) announce(server.url);
  closeOnSignals(server, processLogger, config.shutdownTimeoutMs);
}
