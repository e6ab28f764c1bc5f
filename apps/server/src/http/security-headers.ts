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
 * merchant's configured launch CDNs and the portal itself (its in-house games; nothing else may be framed); images from 'self' and the
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
    // 'self' always: the in-house games' pages (/embed/originals/…) are the portal's own.
    ['frame-src', [...new Set(["'self'", ...launch])]],
    ['frame-ancestors', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/**
 * Powerful features the portal never uses: denied to the page and to every frame it holds. (Video
 * features, picture-in-picture and encrypted media, stay with the browser's defaults: live tables.)
 */
const DENIED_FEATURES = [
  'accelerometer',
  'ambient-light-sensor',
  'bluetooth',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

/**
 * Features the portal does use: copy buttons write to the clipboard, the game popup goes full
 * screen, and a game frame (from the merchant's launch CDNs only) may go full screen, play sound
 * and copy, as its `allow` attribute asks.
 */
const GRANTED_FEATURES = ['autoplay', 'clipboard-write', 'fullscreen'];

/**
 * The Permissions-Policy of every answer: everything the portal does not use is denied to all
 * origins; what it uses is granted to itself and to the merchant's launch CDNs' origins (game
 * frames). API answers pass no launch CDNs.
 */
export function permissionsPolicy(launchCdns: readonly string[]): string {
  const granted = [
    'self',
    ...origins(launchCdns)
      .filter((origin) => origin !== "'self'")
      .map((origin) => `"${origin}"`),
  ].join(' ');
  return [...DENIED_FEATURES.map((feature) => `${feature}=()`), ...GRANTED_FEATURES.map((feature) => `${feature}=(${granted})`)].join(', ');
}
