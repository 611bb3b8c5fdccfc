import { tenants } from '@venue/tenants';
import { nowIso, setClock } from './clock.ts';
import { readConfig } from './config.ts';
import { startServer } from './server.ts';

const config = readConfig();
if (config.clock) setClock(config.clock);
const server = await startServer({
  database: { url: config.databaseUrl, sqlitePath: config.sqlitePath },
  tenants,
  host: config.host,
  port: config.port,
  holdMinutes: config.holdMinutes,
  smtpUrl: config.smtpUrl,
  mailFrom: config.mailFrom,
  storefrontDist: config.storefrontDist,
  stockCacheMs: config.stockCacheMs,
  seedStock: config.seedStock,
  trustProxy: config.trustProxy,
  clientLimits: config.clientLimits,
});
if (config.clock)
  console.log(`The server clock was set to ${config.clock} (VENUE_CLOCK); it reads ${nowIso()} now`);
console.log(
  `Serving ${Object.keys(tenants).length} tenants on ${server.url} (mailbox: ${server.url}/dev/mailbox)`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close().then(() => process.exit(0));
  });
}
