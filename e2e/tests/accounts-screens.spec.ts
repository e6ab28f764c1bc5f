import path from 'node:path';
import type { Page } from '@playwright/test';
import { startSessionByApi, useFreshAddress } from '../accounts';
import { expect, SCREENSHOT_DIR, test } from '../fixtures';
import { localeText } from '../locale-text';

const LANGUAGES = ['en', 'zh', 'my'] as const;
const SIZES = { desktop: { width: 1366, height: 860 }, phone: { width: 390, height: 844 } } as const;

test.beforeEach(async ({ page }) => {
  await useFreshAddress(page);
});

/** Waits until the popup's banner and fonts are in, so the picture shows the finished popup. */
async function settle(page: Page, testId: string) {
  const popup = page.getByTestId(testId);
  await expect(popup).toBeVisible();
  const banner = popup.locator('img').first();
  await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
}

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
}

for (const language of LANGUAGES) {
  for (const [size, viewport] of Object.entries(SIZES)) {
    test(`login and register popups in ${language} at ${size} width`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.addInitScript((l) => localStorage.setItem('fortuna.language', l), language);
      await page.goto('/login');
      await settle(page, 'login-popup');
      await expect(page.getByTestId('login-popup')).toContainText(localeText(language, 'auth.remember_me'));
      await noSidewaysScroll(page);
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `login-popup-${language}-${size}.png`) });

      await page.getByTestId('login-popup-switch').click();
      await expect(page).toHaveURL(/\/register$/);
      await settle(page, 'register-popup');
      await expect(page.getByTestId('captcha-image').locator('img')).toBeVisible();
      await noSidewaysScroll(page);
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `register-popup-${language}-${size}.png`) });
    });
  }
}

/**
 * Opens / with player01 logged in (through the API: the login form is accounts-login.spec.ts's) and
 * returns a function that photographs the top of the page.
 */
async function loggedIn(page: Page) {
  await startSessionByApi(page, 'player01', 'Player123');
  await page.goto('/');
  await expect(page.getByTestId('account-bar')).toBeVisible();
  return async (name: string) => {
    await expect(page.getByTestId('balance-amount')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await noSidewaysScroll(page);
    const width = page.viewportSize()?.width ?? SIZES.desktop.width;
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), clip: { x: 0, y: 0, width, height: 420 } });
  };
}

test('the logged-in header and account menu in dark and light, desktop and phone', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('fortuna.language', 'en'));
  const shoot = await loggedIn(page);
  for (const theme of ['dark', 'light'] as const) {
    await page.evaluate((t) => localStorage.setItem('fortuna.theme', t), theme);
    for (const [size, viewport] of Object.entries(SIZES)) {
      await page.setViewportSize(viewport);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await shoot(`header-${theme}-${size}`);
      await page.getByTestId('account-menu-button').click();
      await expect(page.getByTestId('account-menu')).toBeVisible();
      await shoot(`header-menu-${theme}-${size}`);
      await page.keyboard.press('Escape');
    }
  }
});

test('the account menu in zh and my, desktop and phone', async ({ page }) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem('fortuna.language')) localStorage.setItem('fortuna.language', 'zh');
  });
  const shoot = await loggedIn(page);
  for (const language of ['zh', 'my'] as const) {
    await page.evaluate((l) => localStorage.setItem('fortuna.language', l), language);
    for (const [size, viewport] of Object.entries(SIZES)) {
      await page.setViewportSize(viewport);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await page.getByTestId('account-menu-button').click();
      await expect(page.getByTestId('account-menu')).toContainText(localeText(language, 'auth.sign_out'));
      await shoot(`header-menu-${language}-${size}`);
      await page.keyboard.press('Escape');
    }
  }
});
