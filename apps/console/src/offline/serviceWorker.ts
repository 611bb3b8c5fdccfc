/// <reference lib="webworker" />
/**
 * The console's service worker (built to /console/sw.js, offlinePlugin.ts): it keeps the console's page
 * and every built file, so the gate reopens with no network and admits from the list it keeps in
 * IndexedDB. A page is asked of the network first, so each answer online carries its own CSP nonce, and
 * the kept page answers only when the network does not; the hashed files answer from the cache.
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';

// The worker imports nothing of the app's: a shared module would become a chunk it imports, and a
// service worker registered as a classic script cannot import.
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] };
/** The console's page, beside the worker. */
const consolePage = new URL('index.html', self.location.href).pathname;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(
  new NavigationRoute(
    new NetworkFirst({
      cacheName: 'console-pages',
      networkTimeoutSeconds: 4,
      plugins: [{ handlerDidError: async () => (await matchPrecache(consolePage)) ?? Response.error() }],
    }),
  ),
);

self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
