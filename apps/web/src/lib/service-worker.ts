/**
 * Registers the service worker that vite-plugin-pwa builds (the pwaOptions of apps/web/vite.config.ts: the offline page,
 * hashed assets and game art; never pages or API answers). Registered after the load event, so its
 * install never competes with the first page's requests. A browser without service workers, or a
 * refused registration (private modes, an http origin other than localhost), leaves the site as it was.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // Nothing to tell the member: the site works without it, only not offline.
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
