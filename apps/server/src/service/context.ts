import type { TenantConfig } from '@venue/ticket-core';
import type { Db } from '../db/connect.ts';
import type { ClientLimits } from '../limits/clientLimits.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { Metrics } from '../metrics.ts';
import type { PaymentProviders } from '../payments/provider.ts';

/** What every service can use, shared by all calls: the database, the sites, mail, payments, limits. */
export interface ServiceContext {
  db: Db;
  tenants: Readonly<Record<string, TenantConfig>>;
  holdMinutes: number;
  mailer: Mailer;
  payments: PaymentProviders;
  /** Counters of orders, holds and payments, and the request metrics (`/metrics`). */
  metrics: Metrics;
  /** What one client may do (holds, orders a minute, coupon guesses). */
  clientLimits: ClientLimits;
}

/** What the caller's browser keeps for a site (the waiting room's visitor, place and pass). */
export interface CallerCookies {
  get(name: string): string | undefined;
  /** Keeps `value` under `name` for the caller's site until `expiresMs`, out of the page's scripts' reach. */
  set(name: string, value: string, expiresMs: number): void;
}

/** The service context plus who calls: the site, its address, the client every limit counts. */
export interface CallContext extends ServiceContext {
  tenant: TenantConfig;
  /** Absolute URL of the tenant's site root, without a trailing slash (`http://host/lab-exhibition`). */
  siteUrl: string;
  /** The client's address: the socket's peer, or what trusted proxies forwarded. */
  clientIp: string;
  /** What every per-client limit counts: `clientIp`, or its /64 network for IPv6. */
  client: string;
  cookies: CallerCookies;
}
