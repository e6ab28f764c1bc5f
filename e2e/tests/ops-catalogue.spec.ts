import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import { useFreshAddress } from '../accounts';
import { expect, type Site, test } from '../fixtures';
import { localeText } from '../locale-text';
import { operatorPage, opsShot } from '../ops';
import { freshMember, memberPage } from '../wallet';

/** A text of a back-office area's own locale files (`apps/web/src/features/ops/<area>/locales`). */
function areaText(area: string, language: 'en' | 'zh' | 'my', key: string): string {
  const file = path.join(path.dirname(fileURLToPath(import.meta.url)), `../../apps/web/src/features/ops/${area}/locales/${language}.json`);
  const bundle = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, Record<string, string>>;
  const [top = '', leaf = ''] = key.split('.');
  const value = bundle[top]?.[leaf];
  if (!value) throw new Error(`no text ${language}:${key}`);
  return value;
}

/** A member in a browser context of its own (its own tab storage and visitor address), on the reference vendor's lobby (REF). */
async function memberOnLobby(browser: Browser, site: Site): Promise<Page> {
  const context = await browser.newContext({ baseURL: site.url, timezoneId: 'America/Los_Angeles', reducedMotion: 'reduce' });
  const page = await context.newPage();
  await useFreshAddress(page);
  await memberPage(page, await freshMember(site, 100_000n), 'en', '/rng?vassalage=REF');
  return page;
}

/** Starts the first game of the lobby; answers its card's name. */
async function startFirstGame(member: Page): Promise<string> {
  const card = member.getByTestId('game-lobby').getByTestId('game-card').first();
  const name = (await card.getByTestId('game-name').textContent()) ?? '';
  await card.getByTestId('game-start').click();
  await expect(member.getByTestId('game-popup')).toBeVisible();
  return name;
}

test('a content operator puts a game in maintenance: the member’s launch is refused with the maintenance message; out of maintenance, it launches', async ({
  page,
  site,
  browser,
}) => {
  const member = await memberOnLobby(browser, site);
  const name = (await member.getByTestId('game-lobby').getByTestId('game-card').first().getByTestId('game-name').textContent()) ?? '';

  await page.addInitScript(() => localStorage.setItem('fortuna.theme', 'dark'));
  await operatorPage(page, site, 'content', 'catalogue');
  await page.getByTestId('ops-game-vendor').selectOption('REF');
  await page.getByTestId('ops-game-search').fill(name);
  const row = page.getByTestId('ops-games-row').filter({ hasText: name }).first();
  await expect(row).toBeVisible();
  await row.getByTestId('ops-game-maintenance').click();
  const confirm = page.getByTestId('ops-game-maintenance-confirm');
  await expect(confirm).toContainText(name);
  await page.screenshot({ path: opsShot('catalogue-maintenance-confirm-en-dark-desktop') });
  await confirm.getByTestId('ops-game-maintenance-confirm-ok').click();
  await expect(confirm).toHaveCount(0);
  await expect(row.getByTestId('ops-game-maintenance-badge')).toBeVisible();
  await page.screenshot({ path: opsShot('catalogue-games-en-dark-desktop'), fullPage: true });

  // The member's lobby marks it (on its next read), and the launch is refused with the maintenance message.
  await member.reload();
  await expect(member.getByTestId('game-lobby').getByTestId('game-card').first().getByTestId('game-maintenance')).toBeVisible();
  await member.screenshot({ path: opsShot('catalogue-member-lobby-maintenance-en-dark-desktop') });
  await startFirstGame(member);
  const popup = member.getByTestId('game-popup');
  await expect(popup).toContainText(localeText('en', 'errors.game_maintenance'));
  await expect(popup.getByTestId('game-frame')).toHaveCount(0);
  await member.screenshot({ path: opsShot('catalogue-member-refused-en-dark-desktop') });
  await member.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);

  // Out of maintenance: the same game launches on the next try.
  await row.getByTestId('ops-game-maintenance').click();
  await page.getByTestId('ops-game-maintenance-confirm-ok').click();
  await expect(row.getByTestId('ops-game-maintenance-badge')).toHaveCount(0);
  await startFirstGame(member);
  await expect(member.frameLocator('[data-testid="game-frame"]').getByTestId('ref-spin')).toBeEnabled({ timeout: 15_000 });

  // Both changes are in the audit log, with the game's state before and after.
  const audits = await site.database.db
    .selectFrom('audit_log')
    .select(['action', 'after'])
    .where('action', '=', 'catalogue.game_update')
    .orderBy('id', 'desc')
    .limit(2)
    .execute();
  expect(audits.map((a) => (a.after as { maintenance: boolean }).maintenance)).toEqual([false, true]);
  await member.context().close();
});

test('the catalogue screens in Chinese, light: vendors with their key id and maintenance window, categories, banners', async ({
  page,
  site,
}) => {
  await page.addInitScript(() => localStorage.setItem('fortuna.theme', 'light'));
  await operatorPage(page, site, 'content', 'catalogue', 'zh');
  await expect(page.getByTestId('page-title')).toHaveText(areaText('shell', 'zh', 'ops_shell.section_catalogue'));
  await expect(page.getByTestId('ops-games-row').first()).toBeVisible();
  await page.screenshot({ path: opsShot('catalogue-games-zh-light-desktop'), fullPage: true });
  await page.getByRole('tab', { name: areaText('catalogue', 'zh', 'ops_catalogue.tab_vendors') }).click();
  const reference = page.getByTestId('ops-vendors-row').filter({ hasText: 'Reference Studio' }).first();
  await expect(reference).toBeVisible();
  const secret = await site.database.db
    .selectFrom('provider_credential')
    .select('secret')
    .where('vendor_code', '=', 'REF')
    .executeTakeFirstOrThrow();
  await expect(page.getByTestId('ops-vendors')).not.toContainText(secret.secret);
  await page.screenshot({ path: opsShot('catalogue-vendors-zh-light-desktop'), fullPage: true });
  await page.getByRole('tab', { name: areaText('catalogue', 'zh', 'ops_catalogue.tab_banners') }).click();
  await expect(page.getByTestId('ops-banners-row').first()).toBeVisible();
  await page.screenshot({ path: opsShot('catalogue-banners-zh-light-desktop'), fullPage: true });
  await page.setViewportSize({ width: 820, height: 1180 });
  await page.getByRole('tab', { name: areaText('catalogue', 'zh', 'ops_catalogue.tab_categories') }).click();
  await expect(page.getByTestId('ops-categories-row').first()).toBeVisible();
  await page.screenshot({ path: opsShot('catalogue-categories-zh-light-tablet'), fullPage: true });
});
