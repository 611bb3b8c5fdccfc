import { defineRoutes } from './define.ts';

/**
 * How the venue console's calls travel (`../endpoints/console.ts` has their schemas): under the tenant's
 * admin path, each with the access it needs.
 */
export const consoleRoutes = defineRoutes({
  consoleSignIn: { method: 'POST', path: '/session', root: 'admin', access: 'public' },
  requestConsolePasswordReset: { method: 'POST', path: '/password-reset', root: 'admin', access: 'public' },
  setConsolePassword: { method: 'POST', path: '/password', root: 'admin', access: 'public' },
  getConsoleSession: { method: 'GET', path: '/session', root: 'admin', access: 'session' },
  consoleSignOut: { method: 'DELETE', path: '/session', root: 'admin', access: 'session' },
  consoleSignOutEverywhere: { method: 'DELETE', path: '/sessions', root: 'admin', access: 'session' },
  getConsoleToday: { method: 'GET', path: '/today', root: 'admin', access: 'today.read' },
  searchConsoleOrders: { method: 'GET', path: '/orders', root: 'admin', access: 'orders.read' },
  getConsoleOrder: { method: 'GET', path: '/orders/{order_id}', root: 'admin', access: 'orders.read' },
  resendConsoleOrderMail: {
    method: 'POST',
    path: '/orders/{order_id}/resend',
    root: 'admin',
    access: 'orders.resend',
  },
  getGateKeys: { method: 'GET', path: '/gate/keys', root: 'admin', access: 'gate.scan' },
  getGateList: { method: 'GET', path: '/gate/list', root: 'admin', access: 'gate.scan' },
  syncGateScans: { method: 'POST', path: '/gate/scans', root: 'admin', access: 'gate.scan' },
});
