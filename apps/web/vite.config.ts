import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';

const root = fileURLToPath(new URL('.', import.meta.url));
const serverOrigin = 'http://127.0.0.1:8080';
// `/play` is the demo's launch CDN: the reference vendor's game pages, served by the portal.
const proxiedPrefixes = ['/wps', '/lgw', '/locales', '/cdn', '/play', '/healthz', '/ops/'];

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json)$/;
const MIN_COMPRESS_BYTES = 1024;

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)])),
  );
  return nested.flat();
}

/** Writes `.br` and `.gz` beside every text asset over 1 KB so the server can send them precompressed. */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'fortuna-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const files = (await listFiles(outDir)).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          if ((await stat(file)).size <= MIN_COMPRESS_BYTES) return;
          const source = await readFile(file);
          const [br, gzipped] = await Promise.all([
            brotli(source, {
              params: {
                [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
                [zlibConstants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gz(source, { level: zlibConstants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
        }),
      );
    },
  };
}

/**
 * The installable app (docs/hardening/pwa-a11y.md): the web app manifest and a Workbox service
 * worker (sw.js, generated at build time).
 *
 * What the worker keeps, and why only that:
 * - Precached at install: the offline page (offline.html + offline.js), the icons, the favicon and
 *   the manifest. A few KB: a member on mobile data does not download the 150-odd lazy chunks of
 *   every area (and the back office) because the site was opened once.
 * - Hashed files under /assets/ (JS, CSS, fonts, language files) as they are used: cache first, since
 *   a hashed name never changes content; bounded in count and age. A tab still running the previous
 *   deploy keeps finding its lazy chunks there after the server dropped them.
 * - Game art under /cdn/ (images only): stale-while-revalidate, bounded.
 * - Pages (navigations) are never answered from a cache: index.html carries the merchant's
 *   Content-Security-Policy (its launch and image CDNs, changed in the back office at any time), so a
 *   cached copy would block a newly added game vendor until the next deploy. A page load that fails
 *   for want of a network gets offline.html instead of the browser's error page.
 * - Nothing else: no route matches the API (/wps, /lgw, /lotto, /ops, /provider), the vendors'
 *   pages (/play), locales, Socket.IO or /healthz, so those requests never reach a cache. Money
 *   answers cannot be served stale.
 *
 * The route callbacks are copied into sw.js as source text (workbox-build serialises them), so each
 * must stand alone: no imports, no outer variables.
 */
const pwaOptions: Partial<VitePWAOptions> = {
  // sw.js is written before precompress() runs (a 'pre' closeBundle), so it gets its .br/.gz like the rest.
  integration: { closeBundleOrder: 'pre' },
  // A new worker takes over at once (skipWaiting + clientsClaim): it never serves a stale page, and
  // hashed files cannot be stale, so there is nothing to ask the member about and no reload to force.
  registerType: 'autoUpdate',
  // Registered by src/lib/service-worker.ts after the page's load event (production builds only).
  injectRegister: false,
  manifestFilename: 'manifest.webmanifest',
  includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
  // The site is white-label, but the manifest is static: the install prompt names the product
  // (docs/hardening/pwa-a11y.md says what a per-merchant manifest would take).
  manifest: {
    id: '/',
    name: 'Fortuna',
    short_name: 'Fortuna',
    description: 'Slots, live casino, lottery and sports.',
    lang: 'en',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    // The dark theme is the default (src/lib/theme.ts): its page background and browser-chrome colour (tokens.css, index.html).
    background_color: '#070b16',
    theme_color: '#0a0f1c',
    categories: ['games', 'entertainment'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['offline.html', 'offline.js'],
    // No app-shell fallback: pages always come from the network (see above).
    navigateFallback: null,
    inlineWorkboxRuntime: true,
    sourcemap: false,
    disableDevLogs: true,
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      {
        // Page loads of the app (not the server's own paths, apps/server http/static-web.ts SERVER_SEGMENTS):
        // always the network; offline.html when the network is unreachable.
        urlPattern: ({ request, url, sameOrigin }) =>
          request.mode === 'navigate' &&
          sameOrigin &&
          !/^\/(?:wps|lgw|lotto|ops|provider|play|cdn|locales|socket\.io|assets|healthz)(?:\/|$)/.test(url.pathname),
        handler: 'NetworkOnly',
        options: { precacheFallback: { fallbackURL: '/offline.html' } },
      },
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
        handler: 'CacheFirst',
        options: {
          cacheName: 'fortuna-assets',
          cacheableResponse: { statuses: [200] },
          expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true },
        },
      },
      {
        urlPattern: ({ request, url, sameOrigin }) => sameOrigin && request.destination === 'image' && url.pathname.startsWith('/cdn/'),
        handler: 'StaleWhileRevalidate',
        options: {
          cacheName: 'fortuna-cdn-images',
          cacheableResponse: { statuses: [200] },
          expiration: { maxEntries: 200, maxAgeSeconds: 7 * 24 * 3600, purgeOnQuotaError: true },
        },
      },
    ],
  },
};

export default defineConfig({
  root,
  plugins: [react(), VitePWA(pwaOptions), precompress()],
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: {
      ...Object.fromEntries(proxiedPrefixes.map((prefix) => [prefix, { target: serverOrigin, changeOrigin: false }])),
      // Realtime notifications: the member's socket (WebSocket only).
      '/socket.io': { target: serverOrigin, changeOrigin: false, ws: true },
    },
  },
  build: {
    outDir: join(root, 'dist'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // Every browser the portal supports preloads modules itself: no polyfill in the entry.
    modulePreload: { polyfill: false },
    // dist/.vite/manifest.json: scripts/check-bundle-budget.mjs reads the home route's initial files from it.
    manifest: true,
    // Text bundles (locales/*.json imported as `?url`) stay files to fetch: a data: URL would put
    // them back in the JavaScript, and the page's CSP (connect-src 'self') refuses fetching one.
    assetsInlineLimit: (file) => (file.endsWith('.json') ? false : undefined),
    rollupOptions: {
      treeshake: {
        // @fortuna/shared's modules only declare constants and schemas: one the page does not use
        // is dropped rather than kept for its (side-effect free) top-level zod calls.
        moduleSideEffects: [{ test: /[\\/]packages[\\/]shared[\\/]/, sideEffects: false }],
      },
      output: {
        codeSplitting: {
          // Everything the entry needs statically is one file, and the home page with all it
          // imports is one more: dozens of small shared chunks compressed apart cost ~5 % more
          // than together, and each is a request of its own (scripts/check-bundle-budget.mjs).
          groups: [
            { name: 'app', tags: ['$initial'], priority: 2 },
            { name: 'home-page', test: /[\\/]src[\\/]app[\\/]pages[\\/]home-page\.tsx$/, priority: 1 },
          ],
        },
      },
    },
  },
});
