import type { TenantConfig } from '@venue/ticket-core';
import { Hono } from 'hono';
import type { Db } from './db/connect.ts';
import { catalogHandlers } from './handlers/catalog.ts';
import { checkoutHandlers } from './handlers/checkout.ts';
import { couponHandlers } from './handlers/coupons.ts';
import { mailMagazineHandlers } from './handlers/mailMagazines.ts';
import { membershipHandlers } from './handlers/membership.ts';
import { orderHandlers } from './handlers/orders.ts';
import { reservationHandlers } from './handlers/reservations.ts';
import { ticketHandlers } from './handlers/tickets.ts';
import { ApiError } from './http/apiError.ts';
import type { AppContext } from './http/context.ts';
import { registerEndpoints } from './http/registerEndpoints.ts';
import type { Mailer } from './mail/mailer.ts';
import { openapiDocument } from './openapi/openapiDocument.ts';
import { registerMailboxPages } from './pages/mailboxPages.ts';
import { registerSandboxPages } from './pages/sandboxPages.ts';
import { registerStorefront } from './pages/storefront.ts';
import { sandboxProvider } from './payments/sandbox.ts';

export interface AppOptions {
  db: Db;
  tenants: Readonly<Record<string, TenantConfig>>;
  mailer: Mailer;
  holdMinutes: number;
  /** Folder holding one built storefront per tenant (`<dist>/<tenant>/index.html`). */
  storefrontDist: string;
}

/** The whole HTTP application: API, sandbox payment pages, dev mailbox, OpenAPI and the storefronts. */
export function createApp(options: AppOptions): Hono {
  const appContext: AppContext = {
    db: options.db,
    tenants: options.tenants,
    holdMinutes: options.holdMinutes,
    mailer: options.mailer,
    payments: sandboxProvider,
  };
  const app = new Hono();
  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(error.body(), error.status as 400);
    console.error(error);
    return c.json({ error: 'internal error' }, 500);
  });
  const document = openapiDocument();
  app.get('/api/docs/openapi.json', (c) => c.json(document));
  registerEndpoints(app, appContext, {
    ...catalogHandlers,
    ...orderHandlers,
    ...couponHandlers,
    ...checkoutHandlers,
    ...membershipHandlers,
    ...reservationHandlers,
    ...ticketHandlers,
    ...mailMagazineHandlers,
  });
  app.all('/api/*', () => {
    throw new ApiError('recordNotFound');
  });
  app.all('/:tenant/api/*', () => {
    throw new ApiError('recordNotFound');
  });
  registerSandboxPages(app, appContext);
  registerMailboxPages(app, options.db);
  registerStorefront(app, options.storefrontDist, Object.keys(options.tenants));
  return app;
}
