import type { TenantConfig } from '@venue/ticket-core';
import { Hono } from 'hono';
import { catalogHandlers } from './catalog/handlers.ts';
import type { ServerWorker } from './cluster/serverWorker.ts';
import { couponConsoleHandlers } from './console/coupons/handlers.ts';
import { consoleHandlers } from './console/handlers.ts';
import { reportHandlers } from './console/reports/handlers.ts';
import { stockHandlers } from './console/stock/handlers.ts';
import { couponHandlers } from './coupons/handlers.ts';
import type { Db } from './db/connect.ts';
import { DomainError } from './domainError.ts';
import { gateHandlers } from './gate/handlers.ts';
import type { AdminTokens } from './http/adminTokens.ts';
import { AnswerCache } from './http/answerCache.ts';
import { limitBodies } from './http/bodyLimit.ts';
import { type TrustProxy, trustNobody } from './http/clientAddress.ts';
import type { AppContext } from './http/context.ts';
import { corsPolicy } from './http/cors.ts';
import { errorAnswer } from './http/errorAnswer.ts';
import { type Lifecycle, registerHealth } from './http/health.ts';
import { type MetricsAccess, registerMetrics } from './http/metricsRoute.ts';
import { stampReceipt } from './http/receivedAt.ts';
import { type Handlers, registerEndpoints } from './http/registerEndpoints.ts';
import { requestLog } from './http/requestLog.ts';
import { requestMetrics } from './http/requestMetrics.ts';
import { securityHeaders } from './http/securityHeaders.ts';
import { type ClientLimits, defaultClientLimits } from './limits/clientLimits.ts';
import type { Logger } from './log.ts';
import type { Mailer } from './mail/mailer.ts';
import { mailMagazineHandlers } from './mailMagazines/handlers.ts';
import { membershipHandlers } from './membership/handlers.ts';
import { createMetrics } from './metrics.ts';
import { openapiDocument } from './openapi/openapiDocument.ts';
import { orderHandlers } from './orders/handlers.ts';
import { registerConsole } from './pages/console.ts';
import { registerMailboxPages } from './pages/mailboxPages.ts';
import { registerPaymentProviderRoutes } from './pages/paymentProviderRoutes.ts';
import { registerSandboxPages } from './pages/sandboxPages.ts';
import { registerStorefront } from './pages/storefront.ts';
import { paymentHandlers } from './payments/handlers.ts';
import { withTestModeRibbon } from './payments/productionCheck.ts';
import type { PaymentProviders } from './payments/provider.ts';
import { paymentProviders } from './payments/providers.ts';
import { keepHomeScreens, pageHeadWriter, registerSeo } from './seo/registerSeo.ts';
import { spotHandlers } from './spot/handlers.ts';
import { staffHandlers } from './staff/handlers.ts';
import { ticketHandlers } from './tickets/handlers.ts';
import { timeChangeHandlers } from './timeChanges/handlers.ts';
import { waitingRoomHandlers } from './waitingRoom/handlers.ts';
import { walletHandlers } from './wallet/handlers.ts';
import { registerPassWebService } from './wallet/passWebServiceRoutes.ts';
import type { WalletKeys } from './wallet/walletKeys.ts';
import { defaultWalletServiceUrls, type WalletServiceUrls } from './wallet/walletServices.ts';
import { registerWebhookAdmin } from './webhooks/adminRoutes.ts';

export interface AppOptions {
  db: Db;
  tenants: Readonly<Record<string, TenantConfig>>;
  mailer: Mailer;
  holdMinutes: number;
  /** Folder holding one built storefront per tenant (`<dist>/<tenant>/index.html`). */
  storefrontDist: string;
  /** Folder of the built venue console (`<dist>/index.html`), served at `/console/`. */
  consoleDist: string;
  /** Milliseconds a stock read's answer is reused on this process; 0 turns that off. */
  stockCacheMs: number;
  logger: Logger;
  /** Whether the dev mailbox pages are served; every path under `/dev/mailbox` is 404 otherwise. */
  devMailbox: boolean;
  /** Largest request body accepted; larger ones answer 413. */
  bodyLimitBytes: number;
  /** Whether and to whom `/metrics` answers. */
  metrics: MetricsAccess;
  /** Set to draining when shutdown begins. */
  lifecycle: Lifecycle;
  /** Proxies whose `X-Forwarded-For` is believed (`TRUST_PROXY`); nobody when omitted. */
  trustProxy?: TrustProxy;
  /** Per-client limits; `defaultClientLimits` when omitted. */
  clientLimits?: ClientLimits;
  /** Origins whose pages may call the API (`CORS_ORIGINS`); none when omitted. */
  corsOrigins?: readonly string[];
  /** Each tenant's admin API token (`ADMIN_TOKENS`); no admin API when omitted. */
  adminTokens?: AdminTokens;
  /** The payment providers of the tenants' methods; the sandbox for all when omitted. */
  payments?: PaymentProviders;
  /** Every storefront page shows a "test mode" ribbon (the sandbox takes payments in production). */
  testModeRibbon?: boolean;
  /** Each site's wallet pass keys; no site issues passes when omitted. */
  wallet?: WalletKeys;
  /** Where changed passes are sent; Apple's and Google's services when omitted. */
  walletServices?: WalletServiceUrls;
  /** `STAFF_SECRET_KEY`; a key kept in the database when omitted (development). */
  staffSecretKey?: Buffer | null;
  /** This process's place among the machine's server processes; the only one when omitted. */
  worker?: ServerWorker;
}

/**
 * Every endpoint of the contract and the handler that answers it. `Handlers` requires each name once:
 * a missing handler, an unknown name or a name given twice does not compile.
 */
const handlers: Handlers = {
  getLangs: catalogHandlers.getLangs,
  getFieldTemplates: catalogHandlers.getFieldTemplates,
  getConfigurations: catalogHandlers.getConfigurations,
  getProducts: catalogHandlers.getProducts,
  searchSetProducts: catalogHandlers.searchSetProducts,
  getTexts: catalogHandlers.getTexts,
  getPaymentMethods: catalogHandlers.getPaymentMethods,
  searchProducts: catalogHandlers.searchProducts,
  searchProductsByDate: catalogHandlers.searchProductsByDate,
  getCalendarColors: catalogHandlers.getCalendarColors,
  getTagManager: catalogHandlers.getTagManager,
  getStockStatuses: catalogHandlers.getStockStatuses,
  getDayStock: catalogHandlers.getDayStock,
  createOrder: orderHandlers.createOrder,
  deleteOrder: orderHandlers.deleteOrder,
  getOrder: orderHandlers.getOrder,
  sendOrderMail: orderHandlers.sendOrderMail,
  getOrderMail: orderHandlers.getOrderMail,
  applyCoupon: couponHandlers.applyCoupon,
  removeCoupon: couponHandlers.removeCoupon,
  simulatePaymentMethodDiscount: orderHandlers.simulatePaymentMethodDiscount,
  extendOrderHold: orderHandlers.extendOrderHold,
  checkout: paymentHandlers.checkout,
  confirmCheckout: paymentHandlers.confirmCheckout,
  completeGmo3ds: paymentHandlers.completeGmo3ds,
  getDAccountAuth: paymentHandlers.getDAccountAuth,
  getDPayToken: paymentHandlers.getDPayToken,
  validateApplePaySession: paymentHandlers.validateApplePaySession,
  getPaygentTokenCredentials: paymentHandlers.getPaygentTokenCredentials,
  findReservation: ticketHandlers.findReservation,
  getMailMagazine: mailMagazineHandlers.getMailMagazine,
  releaseMailMagazine: mailMagazineHandlers.releaseMailMagazine,
  getTickets: ticketHandlers.getTickets,
  shareTickets: ticketHandlers.shareTickets,
  getApplePass: walletHandlers.getApplePass,
  getApplePasses: walletHandlers.getApplePasses,
  getGoogleWalletLink: walletHandlers.getGoogleWalletLink,
  getSharedTickets: ticketHandlers.getSharedTickets,
  getTicketsCalendar: ticketHandlers.getTicketsCalendar,
  getSharedTicketsCalendar: ticketHandlers.getSharedTicketsCalendar,
  sendTickets: ticketHandlers.sendTickets,
  getReceipt: ticketHandlers.getReceipt,
  checkInTicket: ticketHandlers.checkInTicket,
  getChangeDateStocks: timeChangeHandlers.getChangeDateStocks,
  getChangeDateDayStock: timeChangeHandlers.getChangeDateDayStock,
  createTimeChange: timeChangeHandlers.createTimeChange,
  getTimeChange: timeChangeHandlers.getTimeChange,
  checkoutTimeChange: timeChangeHandlers.checkoutTimeChange,
  createSpotQrToken: spotHandlers.createSpotQrToken,
  getSpotStocks: spotHandlers.getSpotStocks,
  createSpotOrder: spotHandlers.createSpotOrder,
  updateSpotOrder: spotHandlers.updateSpotOrder,
  applySpotCoupon: spotHandlers.applySpotCoupon,
  searchSpotSetProducts: spotHandlers.searchSpotSetProducts,
  getSpotOrderFields: spotHandlers.getSpotOrderFields,
  sendSpotOrderFields: spotHandlers.sendSpotOrderFields,
  getMembershipPromotion: membershipHandlers.getMembershipPromotion,
  membershipLogin: membershipHandlers.membershipLogin,
  membershipTokenLogin: membershipHandlers.membershipTokenLogin,
  getMembership: membershipHandlers.getMembership,
  getWaitingRoom: waitingRoomHandlers.getWaitingRoom,
  joinWaitingRoom: waitingRoomHandlers.joinWaitingRoom,
  consoleSignIn: staffHandlers.consoleSignIn,
  requestConsolePasswordReset: staffHandlers.requestConsolePasswordReset,
  setConsolePassword: staffHandlers.setConsolePassword,
  getConsoleSession: staffHandlers.getConsoleSession,
  consoleSignOut: staffHandlers.consoleSignOut,
  consoleSignOutEverywhere: staffHandlers.consoleSignOutEverywhere,
  getConsoleStaff: staffHandlers.getConsoleStaff,
  addConsoleStaff: staffHandlers.addConsoleStaff,
  setConsoleStaffRole: staffHandlers.setConsoleStaffRole,
  removeConsoleStaff: staffHandlers.removeConsoleStaff,
  signOutConsoleStaff: staffHandlers.signOutConsoleStaff,
  resendConsoleStaffPasswordMail: staffHandlers.resendConsoleStaffPasswordMail,
  startConsoleSecondFactor: staffHandlers.startConsoleSecondFactor,
  confirmConsoleSecondFactor: staffHandlers.confirmConsoleSecondFactor,
  removeConsoleSecondFactor: staffHandlers.removeConsoleSecondFactor,
  getConsoleToday: consoleHandlers.getConsoleToday,
  searchConsoleOrders: consoleHandlers.searchConsoleOrders,
  getConsoleOrder: consoleHandlers.getConsoleOrder,
  resendConsoleOrderMail: consoleHandlers.resendConsoleOrderMail,
  cancelConsoleTickets: consoleHandlers.cancelConsoleTickets,
  getConsoleChangeDateDayStock: consoleHandlers.getConsoleChangeDateDayStock,
  getConsoleChangeDateMonthStock: consoleHandlers.getConsoleChangeDateMonthStock,
  changeConsoleOrderDate: consoleHandlers.changeConsoleOrderDate,
  checkInConsoleTicket: consoleHandlers.checkInConsoleTicket,
  getConsoleTicket: consoleHandlers.getConsoleTicket,
  getConsoleAuditLog: consoleHandlers.getConsoleAuditLog,
  getConsoleStock: stockHandlers.getConsoleStock,
  setConsoleStockDay: stockHandlers.setConsoleStockDay,
  setConsoleStockSlot: stockHandlers.setConsoleStockSlot,
  setConsoleProductSales: stockHandlers.setConsoleProductSales,
  getConsoleCoupons: couponConsoleHandlers.getConsoleCoupons,
  setConsoleCoupon: couponConsoleHandlers.setConsoleCoupon,
  createConsoleInvitations: couponConsoleHandlers.createConsoleInvitations,
  getConsoleInvitationsCsv: couponConsoleHandlers.getConsoleInvitationsCsv,
  getConsoleSalesReport: reportHandlers.getConsoleSalesReport,
  getConsoleCheckInReport: reportHandlers.getConsoleCheckInReport,
  getConsoleOrdersCsv: reportHandlers.getConsoleOrdersCsv,
  getConsoleCheckInsCsv: reportHandlers.getConsoleCheckInsCsv,
  getGateKeys: gateHandlers.getGateKeys,
  getGateList: gateHandlers.getGateList,
  syncGateScans: gateHandlers.syncGateScans,
};

/** Most characters of cached stock answers and their keys kept: over a thousand month calendars, 4-8 MB. */
const stockCacheChars = 4_000_000;

/** The tenant a path belongs to: its first segment when that is a tenant, else the demo tenant. */
function tenantOfPath(path: string, tenants: AppOptions['tenants']): string {
  const first = path.split('/', 2)[1] ?? '';
  return Object.hasOwn(tenants, first) ? first : 'demo';
}

/** The whole HTTP application: API, sandbox payment pages, dev mailbox, OpenAPI and the storefronts. */
export function createApp(options: AppOptions): Hono {
  return createAppWithContext(options).app;
}

/** The application and the context its handlers share (which the payment reconciler uses too). */
/** The app, its context, and what the server runs once it listens. */
export interface CreatedApp {
  app: Hono;
  context: AppContext;
  /** Renders and keeps each site's home first screen (`keepHomeScreens`) for pages served at `origin`. */
  keepHomeScreens(origin: string): Promise<void>;
}

export function createAppWithContext(options: AppOptions): CreatedApp {
  const metrics = createMetrics(options.worker?.slot);
  const appContext: AppContext = {
    db: options.db,
    tenants: options.tenants,
    holdMinutes: options.holdMinutes,
    mailer: options.mailer,
    payments: options.payments ?? paymentProviders(),
    stockAnswers: new AnswerCache({ ttlMs: options.stockCacheMs, maxChars: stockCacheChars }),
    metrics,
    trustProxy: options.trustProxy ?? trustNobody,
    clientLimits: options.clientLimits ?? defaultClientLimits,
    wallet: options.wallet ?? {},
    walletServices: { ...(options.walletServices ?? defaultWalletServiceUrls), logger: options.logger },
    staffSecretKey: options.staffSecretKey ?? null,
  };
  const app = new Hono();
  app.use('*', stampReceipt());
  app.use('*', requestLog(options.logger));
  app.use('*', requestMetrics(metrics));
  app.use('*', securityHeaders(appContext.trustProxy));
  app.use('*', corsPolicy(options.corsOrigins ?? []));
  registerHealth(app, options.db, options.lifecycle);
  registerMetrics(app, metrics, options.metrics, options.worker?.machineMetrics);
  app.use('*', limitBodies(options.bodyLimitBytes));
  // Any call but a read may change stock: once it has answered, the tenant's cached stock answers go.
  app.on(['POST', 'PUT', 'PATCH', 'DELETE'], '*', async (c, next) => {
    await next();
    appContext.stockAnswers.drop(tenantOfPath(c.req.path, options.tenants));
  });
  app.onError((error, c) => {
    if (error instanceof DomainError) {
      const { status, body } = errorAnswer(error);
      return c.json(body, status);
    }
    options.logger.error({ err: error }, 'internal error');
    return c.json({ error: 'internal error' }, 500);
  });
  const document = openapiDocument();
  app.get('/api/docs/openapi.json', (c) => c.json(document));
  registerWebhookAdmin(app, appContext, options.adminTokens ?? {});
  registerPaymentProviderRoutes(app, appContext, options.logger);
  registerEndpoints(app, appContext, handlers);
  registerPassWebService(app, appContext, options.logger);
  app.all('/api/*', () => {
    throw new DomainError('recordNotFound');
  });
  app.all('/:tenant/api/*', () => {
    throw new DomainError('recordNotFound');
  });
  registerSeo(app, appContext);
  registerSandboxPages(app, appContext);
  registerMailboxPages(app, options.db, options.devMailbox);
  registerConsole(app, options.consoleDist, options.tenants);
  const writeHead = pageHeadWriter(appContext, options.storefrontDist, handlers, options.logger);
  registerStorefront(
    app,
    options.storefrontDist,
    options.tenants,
    options.testModeRibbon
      ? async (html, c, tenantId, kind) => withTestModeRibbon(await writeHead(html, c, tenantId, kind))
      : writeHead,
  );
  return {
    app,
    context: appContext,
    keepHomeScreens: (origin) =>
      keepHomeScreens(appContext, options.storefrontDist, handlers, options.logger, origin, () =>
        Boolean(options.lifecycle.draining),
      ),
  };
}
