import { defineRoutes } from './define.ts';

/**
 * How the venue console's calls travel (`../endpoints/console.ts` has their schemas): under the tenant's
 * admin path, each with the access it needs.
 */
export const consoleRoutes = defineRoutes({
  consoleSignIn: { method: 'POST', path: '/session', root: 'admin', access: 'public' },
  getConsoleSession: { method: 'GET', path: '/session', root: 'admin', access: 'session' },
  consoleSignOut: { method: 'DELETE', path: '/session', root: 'admin', access: 'session' },
  consoleSignOutEverywhere: { method: 'DELETE', path: '/sessions', root: 'admin', access: 'session' },
});
