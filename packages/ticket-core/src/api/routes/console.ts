import { defineAdminRoutes } from './define.ts';

/**
 * How the venue console's calls travel (`../endpoints/console.ts` has their schemas): under the tenant's
 * admin path, each with the access it needs.
 */
export const consoleRoutes = defineAdminRoutes({
  consoleSignIn: { method: 'POST', path: '/session', access: 'public' },
  requestConsolePasswordReset: { method: 'POST', path: '/password-reset', access: 'public' },
  setConsolePassword: { method: 'POST', path: '/password', access: 'public' },
  getConsoleSession: { method: 'GET', path: '/session', access: 'session' },
  consoleSignOut: { method: 'DELETE', path: '/session', access: 'session' },
  consoleSignOutEverywhere: { method: 'DELETE', path: '/sessions', access: 'session' },
  getConsoleToday: { method: 'GET', path: '/today', access: 'today.read' },
  searchConsoleOrders: { method: 'GET', path: '/orders', access: 'orders.read' },
  getConsoleOrder: { method: 'GET', path: '/orders/{order_id}', access: 'orders.read' },
  resendConsoleOrderMail: {
    method: 'POST',
    path: '/orders/{order_id}/resend',
    access: 'orders.resend',
  },
  getGateKeys: { method: 'GET', path: '/gate/keys', access: 'gate.scan' },
  getGateList: { method: 'GET', path: '/gate/list', access: 'gate.scan' },
  syncGateScans: { method: 'POST', path: '/gate/scans', access: 'gate.scan' },
});
