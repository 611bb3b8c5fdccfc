import type { TenantConfig } from '@venue/ticket-core';
import type { Db } from '../db/connect.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import type { AnswerCache } from './answerCache.ts';

/** What every handler can use, shared by all requests. */
export interface AppContext {
  db: Db;
  tenants: Readonly<Record<string, TenantConfig>>;
  holdMinutes: number;
  mailer: Mailer;
  payments: PaymentProvider;
  /** Recent answers of the stock reads; see `cachedEndpoints`. */
  stockAnswers: AnswerCache;
}

/** The app context plus what one request adds. */
export interface RequestContext extends AppContext {
  tenant: TenantConfig;
  /** Absolute URL of the tenant's site root, without a trailing slash (`http://host/lab-exhibition`). */
  siteUrl: string;
  clientIp: string;
}
