import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { TenantConfig } from '@venue/ticket-core';
import { createApp } from './app.ts';
import { type DatabaseTarget, type Db, openDatabase } from './db/connect.ts';
import type { TrustProxy } from './http/clientAddress.ts';
import type { ClientLimits } from './http/clientLimits.ts';
import { createMailer } from './mail/mailer.ts';
import { seedTenants } from './seed/seedTenant.ts';
import type { StockVariety } from './seed/stockTopUp.ts';

export interface StartOptions {
  database: DatabaseTarget;
  tenants: Readonly<Record<string, TenantConfig>>;
  host: string;
  port: number;
  holdMinutes: number;
  smtpUrl: string | null;
  mailFrom: string;
  storefrontDist: string;
  /** Milliseconds a stock read's answer is reused on this process; 0 turns that off. */
  stockCacheMs: number;
  /** How much of newly seeded stock is already sold. */
  seedStock: StockVariety;
  /** Proxies whose `X-Forwarded-For` is believed (`TRUST_PROXY`); nobody when omitted. */
  trustProxy?: TrustProxy;
  /** Per-client limits; the defaults when omitted. */
  clientLimits?: ClientLimits;
}

export interface RunningServer {
  url: string;
  db: Db;
  close(): Promise<void>;
}

/** Opens, migrates and seeds the database, then serves the app. Port 0 picks a free port. */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const db = await openDatabase(options.database);
  await seedTenants(db.kysely, Object.values(options.tenants), { stock: options.seedStock });
  const app = createApp({
    db,
    tenants: options.tenants,
    mailer: createMailer(db, options.smtpUrl, options.mailFrom),
    holdMinutes: options.holdMinutes,
    storefrontDist: options.storefrontDist,
    stockCacheMs: options.stockCacheMs,
    trustProxy: options.trustProxy,
    clientLimits: options.clientLimits,
  });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: app.fetch, hostname: options.host, port: options.port }, () =>
      resolve(started),
    );
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host}:${port}`,
    db,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.kysely.destroy();
    },
  };
}
