import crypto from 'node:crypto';
import path from 'node:path';
import { apiClient } from '@fortuna/server/testing';
import type { Page } from '@playwright/test';
import { expect, SCREENSHOT_DIR, test } from '../fixtures';
import { freshMember, memberPage, operatorPage, paidWithdrawal, prepareWithdrawals } from '../wallet';

/**
 * One run per language: every screen in each theme, at each width and in each bundled language.
 * (It was five runs that repeated en and zh in both themes; the en screens at desktop width in the
 * dark theme are also walked by wallet-deposit, -withdraw, -reject and -transfer.)
 */
const VARIANTS = [
  { theme: 'light', language: 'en', size: 'phone' },
  { theme: 'light', language: 'zh', size: 'desktop' },
  { theme: 'dark', language: 'my', size: 'desktop' },
] as const;
const VIEWPORTS = { desktop: { width: 1366, height: 860 }, phone: { width: 390, height: 844 } } as const;

async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
}

for (const { theme, language, size } of VARIANTS) {
  test(`wallet screens in ${theme}, ${language}, ${size}`, async ({ page, browser, site }) => {
    test.setTimeout(180_000);
    const suffix = `${theme}-${language}-${size}`;
    const shot = (name: string) => path.join(SCREENSHOT_DIR, `wallet-${name}-${suffix}.png`);

    // Something to show in every section: money in REFX, a pending deposit, a paid withdrawal to confirm.
    const username = await freshMember(site, 2_500_000n);
    const prepared = await prepareWithdrawals(site, username);
    await paidWithdrawal(site, prepared, '1200');
    const api = apiClient(site.app);
    const auth = { authorization: prepared.token };
    await api.post('/wps/relay/GCS_walletTransfer', { from: 'MAIN', to: 'REFX', amount: '3200.50', requestId: crypto.randomUUID() }, auth);
    await api.post(
      '/wps/cashier/deposit',
      { channel: 'KBZ_BANK', amount: '5000', payerReference: 'TX-88120', requestId: crypto.randomUUID() },
      auth,
    );

    await page.setViewportSize(VIEWPORTS[size]);
    await page.addInitScript((t) => localStorage.setItem('fortuna.theme', t), theme);
    await memberPage(page, username, language, '/member#wallet');
    await expect(page.getByTestId('wallet-vendor-REFX-balance')).toContainText('3,200.50');
    await settled(page);
    await page.screenshot({ path: shot('wallet'), fullPage: size === 'desktop' });

    await page.goto('/member#deposit');
    await expect(page.getByTestId('deposit-row')).toHaveCount(1);
    await settled(page);
    await page.screenshot({ path: shot('deposit'), fullPage: true });

    await page.goto('/member#withdraw');
    await expect(page.locator('[data-testid="withdrawal-row"][data-status="PAID"]')).toHaveCount(1);
    await settled(page);
    await page.screenshot({ path: shot('withdraw'), fullPage: true });

    await page.goto('/member#accountRecord');
    await expect(page.getByTestId('account-record-row').first()).toBeVisible();
    await settled(page);
    await page.screenshot({ path: shot('account-record'), fullPage: true });

    for (const section of ['account', 'transactions', 'security'] as const) {
      await page.goto(`/member#${section}`);
      await expect(page.getByTestId(`member-section-${section}`)).toBeVisible();
      await settled(page);
      await page.screenshot({ path: shot(section), fullPage: true });
    }

    const ops = await operatorPage(browser, site, language);
    await ops.setViewportSize(VIEWPORTS[size]);
    await ops.evaluate((t) => localStorage.setItem('fortuna.theme', t), theme);
    await ops.reload();
    await expect(ops.locator(`[data-testid="ops-deposit-row"][data-username="${username}"]`)).toBeVisible();
    await settled(ops);
    await ops.screenshot({ path: shot('backoffice'), fullPage: true });
    await ops.context().close();
  });
}
