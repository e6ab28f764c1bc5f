import path from 'node:path';
import { expect, SCREENSHOT_DIR, test } from '../fixtures';
import { localeText } from '../locale-text';

test.describe('home', () => {
  for (const theme of ['dark', 'light'] as const) {
    test(`renders the whole shell in the ${theme} theme`, async ({ page, gotoHome }) => {
      await page.addInitScript((t) => localStorage.setItem('fortuna.theme', t), theme);
      await gotoHome(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      for (const id of ['app-header', 'side-menu', 'app-footer', 'home-page', 'top-nav', 'banner-carousel', 'notice-marquee']) {
        await expect(page.getByTestId(id)).toBeVisible();
      }
      // Banner images come from the image CDN and actually load.
      const banner = page.getByTestId('banner-carousel').locator('img').first();
      await expect(banner).toBeVisible();
      await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `home-${theme}.png`), fullPage: true });
    });
  }

  for (const language of ['zh', 'en', 'my'] as const) {
    test(`renders in ${language}`, async ({ page, gotoHome }) => {
      await page.addInitScript((l) => localStorage.setItem('fortuna.language', l), language);
      await gotoHome(page);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByTestId('top-nav')).toContainText(localeText(language, 'nav.home'));
      await expect(page.getByTestId('language-select')).toHaveValue(language);
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `home-${language}.png`) });
    });
  }

  test('defaults to MY (Burmese) for a first visit', async ({ page, gotoHome }) => {
    await gotoHome(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'my');
    await expect(page.getByTestId('top-nav')).toContainText(localeText('my', 'nav.home'));
  });

  test('top navigation shows only categories that have vendors', async ({ page, gotoHome }) => {
    await gotoHome(page);
    const nav = page.getByTestId('top-nav');
    await expect(nav.locator('a[href="/rng"]')).toBeVisible();
    await expect(nav.locator('a[href="/fish"]')).toBeVisible();
    // Live casino and card games have the in-house tables and rooms (issue 22); sports and esports the house book (issue 23).
    for (const path of ['/live', '/pvp', '/sports', '/esports']) await expect(nav.locator(`a[href="${path}"]`)).toBeVisible();
  });

  test('works at phone width', async ({ page, gotoHome }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHome(page);
    await expect(page.getByTestId('home-page')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'home-phone.png'), fullPage: true });
  });
});
