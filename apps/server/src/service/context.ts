import type { StaffRole, TenantConfig } from '@venue/ticket-core';
import type { Db } from '../db/connect.ts';
import type { ClientLimits } from '../limits/clientLimits.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { Metrics } from '../metrics.ts';
import type { PaymentProviders } from '../payments/provider.ts';
import type { WalletKeys } from '../wallet/walletKeys.ts';
import type { WalletServices } from '../wallet/walletServices.ts';

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
  /** Each site's wallet pass keys (Apple Wallet, Google Wallet); a site missing issues no passes. */
  wallet: WalletKeys;
  /** Where a changed pass is sent (Apple's push service, Google's Wallet API). */
  walletServices: WalletServices;
  /** `STAFF_SECRET_KEY`, which seals staff accounts' second-factor secrets; null: a key kept in the database. */
  staffSecretKey: Buffer | null;
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
  /** When the server received the call (its clock, ms since the epoch), before anything else of it ran. */
  receivedMs: number;
}

/** The staff member a console call is made by, as their session and membership of the venue say. */
export interface StaffCaller {
  id: number;
  email: string;
  name: string;
  /** Their role in the venue called. */
  role: StaffRole;
  /** The SHA-256 (hex) of the session's token: the row to end on signing out. */
  sessionKey: string;
  /** The session's CSRF token, which the console sends back on every changing call. */
  csrfToken: string;
  /** The session's absolute end (ISO). */
  expiresAt: string;
}

/** The browser's staff session cookie: set on signing in, cleared on signing out. */
export interface StaffSessionCookie {
  /** The session token the browser sent, if any. */
  token(): string | undefined;
  /** Keeps `token` until `expiresMs` (HttpOnly, SameSite=Strict, Secure over HTTPS, for the whole host). */
  set(token: string, expiresMs: number): void;
  clear(): void;
}

/** A console call: the caller's context plus their session cookie. Signing in has no staff yet. */
export interface ConsoleCallContext extends CallContext {
  sessionCookie: StaffSessionCookie;
}

/** A console call of a signed-in member of the venue, allowed for their role. */
export interface StaffCallContext extends ConsoleCallContext {
  staff: StaffCaller;
}
