import { demoMerchantId, expect, test } from '../fixtures';

// These tests change the worker's own database; run them one after another.
test.describe.configure({ mode: 'serial' });

test('setting maintenance in the database shows the maintenance screen', async ({ page, site }) => {
  const id = await demoMerchantId(site);
  await site.database.db.updateTable('merchant').set({ maintenance: true }).where('id', '=', id).execute();
  try {
    await page.goto('/');
    await expect(page.getByTestId('maintenance-screen')).toBeVisible();
    await expect(page.getByTestId('app-header')).toHaveCount(0);
    await expect(page.getByTestId('maintenance-screen').getByRole('button')).toBeVisible();
  } finally {
    await site.database.db.updateTable('merchant').set({ maintenance: false }).where('id', '=', id).execute();
  }
  await page.reload();
  await expect(page.getByTestId('app-header')).toBeVisible();
});

test('a region-blocked IP sees the block screen with its IP', async ({ page, site }) => {
  const id = await demoMerchantId(site);
  await site.database.db
    .insertInto('region_block')
    .values({ merchant_id: id, ip_range: '203.0.113.0/24', country: null, note: 'e2e' })
    .execute();
  await site.database.db.updateTable('merchant').set({ region_restriction: true }).where('id', '=', id).execute();
  try {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': '203.0.113.77' });
    await page.goto('/');
    await expect(page.getByTestId('region-blocked-screen')).toBeVisible();
    await expect(page.getByTestId('visitor-ip')).toHaveText('203.0.113.77');
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': '198.51.100.8' });
    await page.reload();
    await expect(page.getByTestId('app-header')).toBeVisible();
  } finally {
    await site.database.db.updateTable('merchant').set({ region_restriction: false }).where('id', '=', id).execute();
    await site.database.db.deleteFrom('region_block').where('merchant_id', '=', id).execute();
  }
});
