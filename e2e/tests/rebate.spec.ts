import path from 'node:path';
import { httpClient, seedSettledRound } from '@fortuna/server/testing';
import type { Page } from '@playwright/test';
import { expect, SCREENSHOT_DIR, type Site, test } from '../fixtures';
import { usePreferences } from '../games';
import { freshMember, headerBalance, memberPage, operatorPage } from '../wallet';

const QUARTER_MS = 900_000;

/** Settled real-money rounds of a member, in closed quarter-hours an hour ago (the rebate counts whole closed quarter-hours). */
async function settledBets(site: Site, username: string, bets: { category: string; amount: bigint }[]): Promise<void> {
  const db = site.database.db;
  const at = new Date(Math.floor(Date.now() / QUARTER_MS) * QUARTER_MS - 4 * QUARTER_MS + 60_000);
  for (const { category, amount } of bets) {
    const game = await db.selectFrom('game').select('id').where('category_code', '=', category).orderBy('id').executeTakeFirstOrThrow();
    await seedSettledRound(db, { username, gameId: game.id, bet: amount, win: 0n, settledAt: at });
  }
}

/** A full-page picture after requests and fonts settled, with nothing scrolling sideways. */
async function shoot(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `rebate-${name}.png`), fullPage: true });
}

test('a member with settled bets sees the rebate per category and claims it', async ({ page, site }) => {
  const username = await freshMember(site, 100_000n);
  await settledBets(site, username, [
    { category: 'RNG', amount: 200_000n }, // 2,000.00 at 0.3 % = 6.00
    { category: 'LOTT', amount: 400_000n }, // 4,000.00 at 0.15 % = 6.00
  ]);
  await usePreferences(page, 'en', 'light');
  await memberPage(page, username, 'en', '/member#rebate');
  await expect(headerBalance(page)).toHaveText('1,000.00');

  const section = page.getByTestId('member-section-rebate');
  await expect(section.getByTestId('rebate-line')).toHaveCount(2);
  await expect(section.locator('[data-category="RNG"]')).toContainText('2,000.00');
  await expect(section.locator('[data-category="RNG"]')).toContainText('0.3%');
  await expect(section.locator('[data-category="LOTT"]')).toContainText('0.15%');
  await expect(section.getByTestId('rebate-total')).toContainText('12.00');
  await shoot(page, 'member-en-light');

  // The claim asks first (it names the turnover requirement), then pays once.
  await section.getByTestId('rebate-claim').click();
  const dialog = page.getByTestId('rebate-confirm');
  await expect(dialog).toContainText('12.00');
  await dialog.getByTestId('rebate-confirm-claim').click();
  await expect(page.locator('[data-testid="toast"]').filter({ hasText: 'Rebate claimed' })).toBeVisible();
  await expect(headerBalance(page)).toHaveText('1,012.00');
  await expect(section.getByTestId('rebate-record')).toHaveCount(1);
  await expect(section.getByTestId('rebate-record')).toContainText('12.00');
  await expect(section.getByTestId('rebate-claim')).toHaveCount(0);

  // Bonus details (GET /wps/promotion/bonuses) hold it as a rebate bonus with its requirement.
  const token = await page.evaluate(() => sessionStorage.getItem('fortuna.token') ?? '');
  const bonuses = await httpClient(site.url).get('/wps/promotion/bonuses', { authorization: token, language: 'en' });
  expect(bonuses.body.value.list[0]).toMatchObject({ source: 'rebate', amount: '12.00', title: 'Rebate' });

  // The other languages, dark, and a phone.
  await usePreferences(page, 'zh', 'dark');
  await page.reload();
  await expect(section.getByTestId('rebate-record')).toHaveCount(1);
  await shoot(page, 'member-zh-dark');
  await page.setViewportSize({ width: 390, height: 844 });
  await usePreferences(page, 'my', 'light');
  await page.reload();
  await expect(section.getByTestId('rebate-record')).toHaveCount(1);
  await shoot(page, 'member-my-phone');
});

test('the operator sees the rebate settings and runs a closed day', async ({ browser, site }) => {
  const ops = await operatorPage(browser, site, 'en');
  await ops.goto('/backoffice/rebate');
  await expect(ops.getByTestId('ops-rebate-rates')).toBeVisible();
  await expect(ops.getByTestId('ops-rebate-mode')).toHaveValue('manual');
  await ops.getByTestId('ops-rebate-run').click();
  await ops.getByTestId('ops-rebate-run-dialog-confirm').click();
  await expect(ops.getByTestId('ops-rebate-run-row').first()).toContainText('Done');
  await shoot(ops, 'ops-en');
  await ops.context().close();
});
