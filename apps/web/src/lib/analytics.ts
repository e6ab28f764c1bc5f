type Gtag = (...args: unknown[]) => void;
type GtagWindow = Window & { dataLayer?: unknown[]; gtag?: Gtag };

let loadedId: string | null = null;

/**
 * Loads Google Analytics (gtag.js) for the whitelabel's `analytics.gtagId`, once per page. No inline
 * script is needed, so the site's CSP stays strict; page views are sent by {@link trackPageView}.
 */
export function loadAnalytics(gtagId: string | null | undefined): void {
  const id = gtagId?.trim();
  if (!id || loadedId) return;
  loadedId = id;
  const win = window as GtagWindow;
  win.dataLayer = win.dataLayer ?? [];
  win.gtag = function gtag() {
    // gtag.js reads the `arguments` object itself, so it must be pushed as is.
    // biome-ignore lint/complexity/noArguments: required by gtag.js
    win.dataLayer?.push(arguments);
  };
  win.gtag('js', new Date());
  win.gtag('config', id, { send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  document.head.append(script);
}

/** Reports a page view of the single-page app (no-op without analytics). */
export function trackPageView(path: string): void {
  const win = window as GtagWindow;
  if (!loadedId || !win.gtag) return;
  win.gtag('event', 'page_view', { page_path: path, page_location: window.location.href, page_title: document.title });
}
