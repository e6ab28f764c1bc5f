import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { startSessionByApi, useFreshAddress } from '../accounts';
import { expect, SCREENSHOT_DIR, test } from '../fixtures';
import { localeText } from '../locale-text';
import { freshMember, MEMBER_PASSWORD, memberPage, operatorPage } from '../wallet';

// A reality-check or session "minute" lasts 200 ms on this server, so a 15-minute check comes after 3 s.
test.use({ siteConfig: { realityCheckMinuteMs: 200 } });

const shoot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SCREENSHOT_DIR, `responsible-gaming-${name}.png`), fullPage: true });
const before = (text: string) => text.split('{{')[0] as string;
/** A text of the feature's own locale files (apps/web/src/features/responsible-gaming/locales), or of the bundle's. */
function text(language: 'en' | 'zh' | 'my', key: string): string {
  if (!key.startsWith('rg.')) return localeText(language, key);
  const file = path.join(
    path.dirname(fileURLToPath(import.meta.url)),
    '../../apps/web/src/features/responsible-gaming/locales',
    `${language}.json`,
  );
  const bundle = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], bundle) as string;
}
const loggedOut = (page: Page) => expect.poll(() => page.evaluate(() => sessionStorage.getItem('fortuna.token'))).toBeNull();

test('player01 sets a daily deposit limit; a deposit above it is refused with the remaining amount', async ({ page, site }) => {
  await site.database.db
    .deleteFrom('rg_limit')
    .where(
      'member_id',
      '=',
      (await site.database.db.selectFrom('member').select('id').where('username', '=', 'player01').executeTakeFirstOrThrow()).id,
    )
    .execute();
  await useFreshAddress(page);
  await page.addInitScript(() => {
    localStorage.setItem('fortuna.language', 'en');
    localStorage.setItem('fortuna.theme', 'light');
  });
  await startSessionByApi(page, 'player01', 'Player123');
  await page.goto('/member#responsible-gaming');
  const section = page.getByTestId('rg-section');
  const card = section.getByTestId('rg-limit-deposit_day');
  await expect(card.getByTestId('rg-limit-deposit_day-value')).toHaveText(text('en', 'rg.no_limit'));
  await card.getByTestId('rg-limit-deposit_day-input').fill('2000');
  await card.getByTestId('rg-limit-deposit_day-save').click();
  await expect(card.getByTestId('rg-limit-deposit_day-value')).toHaveText('2000.00');
  await expect(card.getByTestId('rg-limit-deposit_day-remaining')).toContainText('2000.00');
  await shoot(page, 'limits-en-light');

  // Raising it waits 24 hours: shown as pending, the limit in force unchanged.
  await card.getByTestId('rg-limit-deposit_day-input').fill('5000');
  await card.getByTestId('rg-limit-deposit_day-save').click();
  await expect(card.getByTestId('rg-limit-deposit_day-pending')).toContainText('5000.00');
  await expect(card.getByTestId('rg-limit-deposit_day-value')).toHaveText('2000.00');

  await page.goto('/member#deposit');
  const deposit = page.getByTestId('member-section-deposit');
  await deposit.getByTestId('deposit-amount').fill('3000');
  await deposit.getByTestId('deposit-submit').click();
  const error = deposit.getByTestId('deposit-error');
  await expect(error).toContainText(before(localeText('en', 'errors.rg_deposit_limit_exceeded')));
  await expect(error).toContainText('2000.00');
  await shoot(page, 'deposit-refused-en-light');
});

test('a reality check appears on schedule with the time and the result since login', async ({ page, site }) => {
  const username = await freshMember(site, 1_000_000n);
  await page.addInitScript(() => localStorage.setItem('fortuna.theme', 'dark'));
  await memberPage(page, username, 'zh', '/member#responsible-gaming');
  await page.getByTestId('rg-reality-check').selectOption('15');
  const popup = page.getByTestId('rg-reality-popup');
  await expect(popup).toBeVisible({ timeout: 20_000 });
  await expect(popup.getByTestId('rg-reality-time')).toContainText(before(text('zh', 'rg.reality_time')));
  await expect(popup.getByTestId('rg-reality-net')).toContainText('0.00');
  await shoot(page, 'reality-check-zh-dark');
  await popup.getByTestId('rg-reality-continue').click();
  await expect(popup).toHaveCount(0);
  // The next one comes a period later; its "view limits" leads to the limits.
  await expect(popup).toBeVisible({ timeout: 20_000 });
  await popup.getByTestId('rg-reality-limits').click();
  await expect(page).toHaveURL(/#responsibleGaming$/);
  await page.getByTestId('rg-reality-check').selectOption('0');
});

test('a time-out logs the member out and refuses the next login with its end time', async ({ page, site, browser }) => {
  const username = await freshMember(site);
  await memberPage(page, username, 'en', '/member#responsible-gaming');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('rg-exclusion-choice').selectOption('timeout:1');
  await page.getByTestId('rg-exclusion-start').click();
  const confirm = page.getByTestId('rg-exclusion-confirm');
  await expect(confirm).toBeVisible();
  await shoot(page, 'timeout-confirm-phone');
  await page.getByTestId('rg-exclusion-confirm-yes').click();
  await loggedOut(page);

  await page.goto('/login');
  const popup = page.getByTestId('login-popup');
  await popup.getByTestId('login-username').fill(username);
  await popup.getByTestId('login-password').fill(MEMBER_PASSWORD);
  await popup.getByTestId('login-submit').click();
  const error = popup.getByTestId('login-error');
  await expect(error).toContainText(before(localeText('en', 'errors.rg_excluded')));
  const row = await site.database.db
    .selectFrom('rg_exclusion as x')
    .innerJoin('member as m', 'm.id', 'x.member_id')
    .select('x.ends_at')
    .where('m.username', '=', username)
    .executeTakeFirstOrThrow();
  // The end time is shown in the merchant's zone; its year and the day's digits are there.
  await expect(error).toContainText(String(new Date(row.ends_at).getUTCFullYear()));
  await shoot(page, 'timeout-login-refused-phone');

  // The operator sees it on the member's page, with its history.
  const member = await site.database.db.selectFrom('member').select('id').where('username', '=', username).executeTakeFirstOrThrow();
  const ops = await operatorPage(browser, site);
  await ops.goto(`/backoffice/members/${member.id}`);
  const card = ops.getByTestId('ops-member-rg');
  await expect(card.getByTestId('ops-member-rg-exclusion')).toContainText(String(new Date(row.ends_at).getUTCFullYear()));
  await expect(card.getByTestId('ops-member-rg-history')).toContainText('Time-out started');
  await ops.screenshot({ path: path.join(SCREENSHOT_DIR, 'responsible-gaming-ops-member-en-light.png'), fullPage: true });
  await ops.context().close();
});

test('an in-house game refuses a bet above the wager limit and says how much is left', async ({ page, site }) => {
  const username = await freshMember(site, 1_000_000n);
  await page.addInitScript(() => localStorage.setItem('fortuna.theme', 'dark'));
  await memberPage(page, username, 'en', '/member#responsible-gaming');
  const card = page.getByTestId('rg-section').getByTestId('rg-limit-wager_day');
  await card.getByTestId('rg-limit-wager_day-input').fill('5');
  await card.getByTestId('rg-limit-wager_day-save').click();
  await expect(card.getByTestId('rg-limit-wager_day-value')).toHaveText('5.00');

  await page.goto('/originals/dice');
  await expect(page.getByTestId('originals-shell')).toBeVisible();
  await page.getByTestId('originals-amount').fill('10.00');
  await page.getByTestId('originals-bet').click();
  const error = page.getByTestId('originals-error');
  await expect(error).toContainText(before(localeText('en', 'errors.rg_wager_limit_exceeded')));
  await expect(error).toContainText('5.00');
  await expect(page.getByTestId('originals-last')).toHaveCount(0);
  await shoot(page, 'originals-refused-en-dark');
});
