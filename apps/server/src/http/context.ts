import type { TenantConfig } from '@venue/ticket-core';
import type { Db } from '../db/connect.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { Metrics } from '../metrics.ts';
import type { PaymentProviders } from '../payments/provider.ts';
import type { AnswerCache } from './answerCache.ts';
import type { TrustProxy } from './clientAddress.ts';
import type { ClientLimits } from './clientLimits.ts';
import type { RequestCookies } from './cookies.ts';

/** What every handler can use, shared by all requests. */
export interface AppContext {
  db: Db;
  tenants: Readonly<Record<string, TenantConfig>>;
  holdMinutes: number;
  mailer: Mailer;
  payments: PaymentProviders;
  /** Recent answers of the stock reads; see `cachedEndpoints`. */
  stockAnswers: AnswerCache;
  /** Counters of orders, holds and payments, and the request metrics (`/metrics`). */
  metrics: Metrics;
  /** The proxies whose `X-Forwarded-For` is believed (`TRUST_PROXY`). */
  trustProxy: TrustProxy;
  /** What one client may do (holds, orders a minute, coupon guesses). */
  clientLimits: ClientLimits;
}

/** The app context plus what one request adds. */
export interface RequestContext extends AppContext {
  tenant: TenantConfig;
  /** Absolute URL of the tenant's site root, without a trailing slash (`http://host/lab-exhibition`). */
  siteUrl: string;
  /** The client's address (`clientAddress`: the socket's peer, or what trusted proxies forwarded). */
  clientIp: string;
  /** What every per-client limit counts: `clientIp`, or its /64 network for IPv6 (`clientKey`). */
  client: string;
  /** The request's cookies and those its answer sets (the waiting room's). */
  cookies: RequestCookies;
}
