/**
 * Installs the console's service worker (serviceWorker.ts) in a built console, so the gate reopens with
 * no network. A browser without service workers, or one that refuses it, keeps the console online-only.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const base = import.meta.env.BASE_URL;
  navigator.serviceWorker.register(`${base}sw.js`, { scope: base }).catch(() => {});
}
