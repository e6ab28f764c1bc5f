import type { Page } from '@playwright/test';
import { startSessionByApi } from '../accounts';
import { expect, test } from '../fixtures';

// The installable app (docs/hardening/pwa-a11y.md). Every other journey blocks service workers
// (playwright.config.ts); this file lets the production build's worker register and work.
test.use({ serviceWorkers: 'allow' });

/** Paths whose answers a cache must never hold: the player, lottery, operator and provider APIs, and realtime. */
const NEVER_CACHED = /\/(?:wps|lgw|lotto|ops|provider|socket\.io)\//;

/** Width and height of a PNG, read from its IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Waits until the service worker is active and controls the page (reloading once if it does not yet). */
async function controlledBy(page: Page): Promise<string> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '')).toMatch(/\/sw\.js$/);
  return page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '');
}

/** Every URL held in the page's Cache Storage, by cache name. */
async function cachedUrls(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      out[name] = (await cache.keys()).map((request) => request.url);
    }
    return out;
  });
}

test('the manifest is linked, valid, and its icons load', async ({ page, gotoHome }) => {
  await gotoHome(page);
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const response = await page.request.get(href ?? '');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  expect(response.headers()['cache-control']).toBe('no-cache');
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    scope: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({ name: 'Fortuna', short_name: 'Fortuna', start_url: '/', scope: '/', display: 'standalone' });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
  // Installable: a 192 and a 512 px icon, and a maskable one for launchers that crop.
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of [...manifest.icons, { src: '/icons/apple-touch-icon.png', sizes: '180x180', type: 'image/png' }]) {
    const image = await page.request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type']).toBe(icon.type);
    const { width, height } = pngSize(await image.body());
    expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
  }
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/icons/apple-touch-icon.png');

  // The worker itself is revalidated on every load, so a deploy's new worker is found at once.
  const worker = await page.request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['content-type']).toContain('javascript');
  expect(worker.headers()['cache-control']).toBe('no-cache');
});

test('the service worker controls the page, keeps the shell files and never an API answer', async ({ page }) => {
  await startSessionByApi(page, 'player01', 'Player123');
  await page.goto('/');
  await expect(page.getByTestId('account-bar')).toBeVisible();
  expect(await controlledBy(page)).toMatch(/\/sw\.js$/);

  // A controlled load: the member's calls (balance, member info) reach the server, not a cache.
  const apiAnswers: { url: string; fromServiceWorker: boolean }[] = [];
  page.on('response', (response) => {
    if (NEVER_CACHED.test(new URL(response.url()).pathname))
      apiAnswers.push({ url: response.url(), fromServiceWorker: response.fromServiceWorker() });
  });
  const assetAnswers: boolean[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/assets/')) assetAnswers.push(response.fromServiceWorker());
  });
  await page.reload();
  await expect(page.getByTestId('balance-amount')).toHaveText(/\d/);
  await page.waitForLoadState('networkidle');
  expect(apiAnswers.some((answer) => answer.url.includes('/wps/member/info'))).toBe(true);
  expect(apiAnswers.filter((answer) => answer.fromServiceWorker)).toEqual([]);
  // The hashed files the first load used come back from the worker's cache.
  expect(assetAnswers.length).toBeGreaterThan(0);
  expect(assetAnswers.every(Boolean)).toBe(true);

  const caches = await cachedUrls(page);
  const all = Object.values(caches).flat();
  expect(all.filter((url) => NEVER_CACHED.test(new URL(url).pathname))).toEqual([]);
  // Pages are never kept: no cached '/' or index.html whose merchant CSP could go stale.
  expect(all.filter((url) => /^\/(?:index\.html)?$/.test(new URL(url).pathname))).toEqual([]);
  expect(all.some((url) => new URL(url).pathname === '/offline.html')).toBe(true);
  expect(caches['fortuna-assets']?.length ?? 0).toBeGreaterThan(0);
});

for (const [language, title] of [
  ['zh', '网络已断开'],
  ['my', 'အင်တာနက် ချိတ်ဆက်မှု မရှိပါ'],
  ['ar', 'أنت غير متصل'],
] as const) {
  test(`offline, a page load shows the offline page in ${language}, and the site comes back online`, async ({
    page,
    context,
    gotoHome,
  }) => {
    await page.addInitScript(
      ([l]) => {
        localStorage.setItem('fortuna.language', l);
        localStorage.setItem('fortuna.theme', 'light');
      },
      [language] as const,
    );
    await gotoHome(page);
    await controlledBy(page);

    await context.setOffline(true);
    await page.goto('/member');
    const offline = page.getByTestId('offline-page');
    await expect(offline).toBeVisible();
    await expect(offline.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page).toHaveTitle(title);
    expect(await offline.getByRole('button').textContent()).not.toBe('');

    // Back online: the page reloads by itself into the site.
    await context.setOffline(false);
    await expect(page.getByTestId('app-header')).toBeVisible();
    await expect(page).toHaveURL(/\/(member|login)$/);
  });
}
