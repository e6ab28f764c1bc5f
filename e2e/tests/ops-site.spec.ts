import type { Page } from '@playwright/test';
import { demoMerchantId, expect, type Site, test } from '../fixtures';
import { usePreferences } from '../games';
import { operatorPage, opsShot } from '../ops';

// These journeys change the worker's site settings; run them one after another.
test.describe.configure({ mode: 'serial' });

/** A player's tab beside the operator's, from its own address. */
async function playerPage(page: Page, ip: string): Promise<Page> {
  const player = await page.context().newPage();
  await player.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
  return player;
}

/** Puts the demo site back as it was, whatever a failed journey left. */
async function restoreSite(site: Site): Promise<void> {
  const id = await demoMerchantId(site);
  await site.database.db
    .updateTable('merchant')
    .set({ maintenance: false, maintenance_message: null, maintenance_messages: '{}', maintenance_until: null, region_restriction: false })
    .where('id', '=', id)
    .execute();
  await site.database.db.deleteFrom('region_block').where('merchant_id', '=', id).execute();
}

test.afterEach(async ({ site }) => restoreSite(site));

test('maintenance on → the player site shows the maintenance screen with the message → off → the site is back; the back office stays open', async ({
  page,
  site,
}) => {
  await operatorPage(page, site, 'owner', 'site/maintenance');
  const section = page.getByTestId('site-maintenance');
  await expect(section.getByTestId('site-maintenance-status')).toBeVisible();
  await section.getByTestId('site-maintenance-message').fill('Upgrading the wallet');
  await section.getByTestId('site-maintenance-languages').click();
  await section.getByTestId('site-maintenance-message-en').fill('Back at noon, sorry');
  await section.getByTestId('site-maintenance-message-zh').fill('系统升级中');
  await section.getByTestId('site-maintenance-until').fill('2099-01-01T12:00');
  await section.getByTestId('site-maintenance-enabled').check();
  await section.getByTestId('site-maintenance-save').click();
  await page.getByTestId('site-maintenance-dialog-confirm').click();
  await expect(section.getByTestId('site-maintenance-status')).toContainText('closed');

  const player = await playerPage(page, '198.51.100.21');
  await player.goto('/');
  await expect(player.getByTestId('maintenance-screen')).toBeVisible();
  await expect(player.getByTestId('maintenance-screen')).toContainText('Back at noon, sorry');
  // The end was typed on the merchant's clock (Asia/Yangon) and is shown on it, whatever the browser's zone.
  await expect(player.getByTestId('maintenance-screen')).toContainText('2099-01-01 12:00:00');
  await expect(player.getByTestId('app-header')).toHaveCount(0);
  await player.screenshot({ path: opsShot('site-player-maintenance-en') });

  // The back office is never locked out: a reload still shows the site screen.
  await page.reload();
  await expect(page.getByTestId('site-maintenance-status')).toContainText('closed');
  await page.getByTestId('site-maintenance-enabled').uncheck();
  await page.getByTestId('site-maintenance-save').click();
  await page.getByTestId('site-maintenance-dialog-confirm').click();
  await expect(page.getByTestId('site-maintenance-status')).toContainText('open');

  await player.reload();
  await expect(player.getByTestId('app-header')).toBeVisible();
  await expect(player.getByTestId('maintenance-screen')).toHaveCount(0);

  const audit = await site.database.db
    .selectFrom('audit_log')
    .select(['before', 'after'])
    .where('action', '=', 'site.maintenance')
    .where('outcome', '=', 'ok')
    .orderBy('id')
    .execute();
  expect(audit.map((row) => (row.after as { enabled: boolean }).enabled)).toEqual([true, false]);
});

test('a region block shows the blocked screen to a blocked address, not to others; a block covering the operator is asked about, and acknowledged leaves the back office open', async ({
  page,
  site,
}) => {
  await operatorPage(page, site, 'owner', 'site/regions');
  const section = page.getByTestId('site-regions');
  const callerText = await section.getByTestId('site-regions-caller').innerText();
  const callerIp = /\d+\.\d+\.\d+\.\d+/.exec(callerText)?.[0] ?? '';
  expect(callerIp).not.toBe('');

  // The operator's own range is refused with the reason, and asked about; cancelled, nothing is added.
  await section.getByTestId('site-region-range').fill(`${callerIp}/32`);
  await section.getByTestId('site-region-add').click();
  await expect(section.getByTestId('site-regions-error')).toContainText('your own address');
  await expect(page.getByTestId('site-regions-covering-dialog')).toContainText(callerIp);
  await page.getByTestId('site-regions-covering-dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(section.getByTestId('site-regions-table-row')).toHaveCount(0);

  // A malformed range never leaves the form.
  await section.getByTestId('site-region-range').fill('203.0.113.0/99');
  await section.getByTestId('site-region-add').click();
  await expect(section.getByText('Check this value.')).toBeVisible();

  await section.getByTestId('site-region-range').fill('203.0.113.9/24');
  await section.getByTestId('site-region-add').click();
  await expect(section.getByTestId('site-regions-table-row')).toHaveCount(1);
  await expect(section.getByTestId('site-regions-table-row')).toContainText('203.0.113.0/24');
  await section.getByTestId('site-region-kind').selectOption('country');
  await section.getByTestId('site-region-country').fill('kp');
  await section.getByTestId('site-region-add').click();
  await expect(section.getByTestId('site-regions-table-row')).toHaveCount(2);

  await section.getByTestId('site-regions-toggle').click();
  await page.getByTestId('site-regions-dialog-confirm').click();
  await expect(section.getByTestId('site-regions-restriction')).toHaveText('On');

  const blocked = await playerPage(page, '203.0.113.77');
  await blocked.goto('/');
  await expect(blocked.getByTestId('region-blocked-screen')).toBeVisible();
  await expect(blocked.getByTestId('visitor-ip')).toHaveText('203.0.113.77');
  await blocked.screenshot({ path: opsShot('site-player-blocked-en') });
  const free = await playerPage(page, '198.51.100.8');
  await free.goto('/');
  await expect(free.getByTestId('app-header')).toBeVisible();

  // The operator keeps working; removing the block lets the address in at its next request.
  await section.getByTestId('site-region-delete').first().click();
  await page.getByTestId('site-region-delete-dialog-confirm').click();
  await expect(section.getByTestId('site-regions-table-row')).toHaveCount(1);
  await section.getByTestId('site-region-delete').first().click();
  await page.getByTestId('site-region-delete-dialog-confirm').click();
  await expect(section.getByTestId('site-regions-table-row')).toHaveCount(0);
  await blocked.reload();
  await expect(blocked.getByTestId('app-header')).toBeVisible();

  // Acknowledged, the operator may block its own address: the player site is closed to it, the back office is not.
  await section.getByTestId('site-region-kind').selectOption('range');
  await section.getByTestId('site-region-range').fill(`${callerIp}/32`);
  await section.getByTestId('site-region-add').click();
  await page.getByTestId('site-regions-covering-dialog-confirm').click();
  await expect(section.getByTestId('site-regions-table-row')).toHaveCount(1);
  await page.reload();
  await expect(page.getByTestId('site-regions-table-row')).toContainText(`${callerIp}/32`);
  await expect(page.getByTestId('region-blocked-screen')).toHaveCount(0);
  const status = await page.evaluate(async () => (await (await fetch('/wps/system/status')).json()).value.status);
  expect(status).toBe(2);
});

for (const [language, theme] of [
  ['en', 'dark'],
  ['en', 'light'],
  ['zh', 'dark'],
  ['zh', 'light'],
] as const) {
  test(`the site screens in ${language}, ${theme}`, async ({ page, site }) => {
    await usePreferences(page, language, theme);
    await operatorPage(page, site, 'owner', 'site/maintenance', language);
    await expect(page.getByTestId('site-maintenance')).toBeVisible();
    await page.screenshot({ path: opsShot(`site-maintenance-${language}-${theme}`), fullPage: true });
    for (const section of ['regions', 'modules', 'register', 'service', 'domains', 'languages', 'brand'] as const) {
      await page.getByTestId(`site-tab-${section}`).click();
      await expect(page.getByTestId(`site-${section}`)).toBeVisible();
      await expect(page.getByTestId(`site-tab-${section}`)).toHaveAttribute('aria-current', 'page');
      await page.screenshot({ path: opsShot(`site-${section}-${language}-${theme}`), fullPage: true });
    }
  });
}

test('a content operator reads the site configuration on a tablet but cannot change it', async ({ page, site }) => {
  await page.setViewportSize({ width: 820, height: 1180 });
  await operatorPage(page, site, 'content', 'site/regions');
  await expect(page.getByTestId('site-regions')).toBeVisible();
  await expect(page.getByTestId('site-region-form')).toHaveCount(0);
  await expect(page.getByTestId('site-regions-toggle')).toHaveCount(0);
  await page.getByTestId('site-tab-maintenance').click();
  await expect(page.getByTestId('site-maintenance')).toBeVisible();
  await expect(page.getByTestId('site-tab-maintenance')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('site-tab-regions')).not.toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('site-maintenance-save')).toHaveCount(0);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
  await page.screenshot({ path: opsShot('site-maintenance-en-dark-tablet-readonly'), fullPage: true });
});
