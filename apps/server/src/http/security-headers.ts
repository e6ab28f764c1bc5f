/** Origins of CDN base URLs ("https://a.example.com/x" → "https://a.example.com"); a path ("/play") is 'self'. */
function origins(urls: readonly string[]): string[] {
  const out = new Set<string>();
  for (const url of urls) {
    if (url.startsWith('/') && !url.startsWith('//')) {
      out.add("'self'");
      continue;
    }
    try {
      const parsed = new URL(url);
      if (parsed.protocol === 'https:' || parsed.protocol === 'http:') out.add(parsed.origin);
    } catch {
      // Not a URL: it grants nothing.
    }
  }
  return [...out];
}

const GTAG_ORIGINS = ['https://www.googletagmanager.com', 'https://www.google-analytics.com'];

/**
 * The Content-Security-Policy of the portal's pages. Game iframes may come only from the
 * merchant's configured launch CDNs (nothing else may be framed); images from 'self' and the
 * image CDNs; scripts only from 'self' (plus Google's tag when the merchant configured one).
 */
export function contentSecurityPolicy(cdns: { launch: readonly string[]; images: readonly string[]; gtag: boolean }): string {
  const launch = origins(cdns.launch);
  const images = origins(cdns.images);
  const gtag = cdns.gtag ? GTAG_ORIGINS : [];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...gtag]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...images, ...gtag]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", 'ws:', 'wss:', ...gtag]],
    ['frame-src', launch.length > 0 ? launch : ["'none'"]],
    ['frame-ancestors', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}
