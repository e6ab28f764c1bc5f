import { readFile } from 'node:fs/promises';
import { freshIp, operatorToken, seedSettledRound } from '@fortuna/server/testing';
import type { Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { startSessionByApi, uniqueUsername, useFreshAddress } from '../accounts';
import { demoMerchantId, expect, type Site, test } from '../fixtures';
import { usePreferences } from '../games';
import { operatorPage, opsShot } from '../ops';
import { provokeXss, watchXss, XSS_PAYLOADS } from '../xss';

// The download links, mirrors and licence are the worker's site settings: these journeys run one after another.
test.describe.configure({ mode: 'serial' });

/** Decodes the QR code in a PNG (a white border added for the reader's quiet zone); null when none is found. */
function decodeQr(png: Buffer): { text: string | null; width: number; height: number } {
  const image = PNG.sync.read(png);
  const pad = 24;
  const width = image.width + pad * 2;
  const height = image.height + pad * 2;
  const data = new Uint8ClampedArray(width * height * 4).fill(255);
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      const from = (y * image.width + x) * 4;
      const to = ((y + pad) * width + x + pad) * 4;
      for (let c = 0; c < 4; c++) data[to + c] = image.data[from + c] as number;
    }
  }
  return { text: jsQR(data, width, height)?.data ?? null, width: image.width, height: image.height };
}

/** Calls the back office's API as a fresh owner (setup only; the journeys themselves use the screens). */
async function opsCall(site: Site, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) {
  const token = await operatorToken(site.database.db, 'pages_e2e_owner', 'owner');
  const reply = await site.app.inject({
    method,
    url,
    headers: { authorization: token, 'x-forwarded-for': freshIp(), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().value;
}

/** A new plain member under the demo's agent, with player01's password (Player123), placed in the tree as registration does. */
async function freshPlayer(site: Site): Promise<string> {
  const db = site.database.db;
  const model = await db.selectFrom('member').selectAll().where('username', '=', 'player01').executeTakeFirstOrThrow();
  const username = uniqueUsername('w');
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('member')
      .values({
        merchant_id: model.merchant_id,
        username,
        nickname: 'Winner',
        type: model.type,
        password_hash: model.password_hash,
        password_is_default: false,
        password_changed_at: new Date(),
        parent_id: model.parent_id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const above = model.parent_id
      ? await trx.selectFrom('member_closure').select(['ancestor_id', 'depth']).where('descendant_id', '=', model.parent_id).execute()
      : [];
    await trx
      .insertInto('member_closure')
      .values([
        { ancestor_id: row.id, descendant_id: row.id, depth: 0 },
        ...above.map((a) => ({ ancestor_id: a.ancestor_id, descendant_id: row.id, depth: a.depth + 1 })),
      ])
      .execute();
  });
  return username;
}

async function restoreSettings(site: Site): Promise<void> {
  const id = await demoMerchantId(site);
  await site.database.db.deleteFrom('mirror_link').where('merchant_id', '=', id).execute();
  await site.database.db.updateTable('merchant').set({ licence: '', licence_number: '', licence_url: '' }).where('id', '=', id).execute();
}

test.afterAll(async ({ site }) => restoreSettings(site));

test('the app link set in the back office is what the download page, the side menu and the 800 px PNG generator encode', async ({
  page,
  site,
  browser,
}) => {
  const url = `https://dl-${uniqueUsername('q')}.example.com/ios/app`;
  await operatorPage(page, site, 'content', 'pages/apps');
  await page.getByTestId('apps-url-IOS').fill(url);
  await page.getByTestId('apps-url-ANDROID').fill('https://dl.example.com/android.apk');
  await page.getByTestId('apps-save').click();
  await expect(page.getByText('Saved').first()).toBeVisible();
  await page.screenshot({ path: opsShot('pages-apps-en'), fullPage: true });
  const audit = await site.database.db
    .selectFrom('audit_log')
    .select('after')
    .where('action', '=', 'pages.apps')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  expect(JSON.stringify(audit?.after)).toContain(url);

  for (const [language, theme] of [
    ['en', 'light'],
    ['zh', 'dark'],
  ] as const) {
    const context = await browser.newContext({ acceptDownloads: true, viewport: { width: 1366, height: 860 } });
    const player = await context.newPage();
    await useFreshAddress(player);
    await usePreferences(player, language, theme);
    await player.goto('/download');
    const pageQr = player.getByTestId('download-qr-IOS');
    await expect(pageQr.locator('svg')).toHaveAttribute('width', '120');
    expect(decodeQr(await pageQr.screenshot()).text).toBe(url);
    const sideQr = player.getByTestId('side-qr');
    await expect(sideQr).toBeVisible();
    expect(decodeQr(await sideQr.screenshot()).text).toBe(url);
    await player.screenshot({ path: opsShot(`pages-download-${language}-${theme}`), fullPage: true });

    const [download] = await Promise.all([player.waitForEvent('download'), player.getByTestId('download-png-IOS').click()]);
    expect(download.suggestedFilename()).toBe('ios-qr.png');
    const png = decodeQr(await readFile(await download.path()));
    expect([png.width, png.height]).toEqual([800, 800]);
    expect(png.text).toBe(url);
    await context.close();
  }
});

test('the winner board and the winners list show real settled wins biggest first, masked, with thousand separators and 2 decimals', async ({
  page,
  site,
}) => {
  const username = await freshPlayer(site);
  const game = await site.database.db.selectFrom('game').select('id').where('category_code', '=', 'RNG').executeTakeFirstOrThrow();
  await seedSettledRound(site.database.db, {
    username,
    gameId: game.id,
    bet: 100n,
    win: 987_654_321_099n,
    settledAt: new Date(Date.now() - 5000),
  });
  const masked = `${username.slice(0, 2)}****${username.slice(-2)}`;

  await useFreshAddress(page);
  await usePreferences(page, 'en', 'dark');
  await page.goto('/');
  const board = page.getByTestId('winner-board');
  await expect(board.getByTestId('winner-row').first()).toContainText(masked);
  await expect(board.getByTestId('winner-amount').first()).toHaveText(/9,876,543,210\.99$/);
  const amounts = await board.getByTestId('winner-amount').allTextContents();
  expect(amounts.length).toBeLessThanOrEqual(20);
  const values = amounts.map((text) => {
    expect(text).toMatch(/\d{1,3}(,\d{3})*\.\d{2}$/);
    return Number(text.replace(/[^\d.]/g, ''));
  });
  expect([...values].sort((a, b) => b - a)).toEqual(values);
  expect(await board.textContent()).not.toContain(username);

  await board.getByTestId('winner-board-all').click();
  await expect(page).toHaveURL(/\/winners$/);
  const table = page.getByTestId('winners-table');
  await expect(table.getByTestId('winners-row').first()).toContainText(masked);
  await expect(table.getByTestId('winners-amount').first()).toHaveText(/9,876,543,210\.99$/);
  await page.getByTestId('winners-category').selectOption('FISH');
  await expect(page.getByTestId('winners-table').or(page.getByText('No wins in this range'))).toBeVisible();
  await expect(page.getByText(masked)).toHaveCount(0);
  await page.getByTestId('winners-category').selectOption('ALL');
  await page.getByRole('tab', { name: 'Last 7 days' }).click();
  await expect(page.getByTestId('winners-days')).toContainText(' to ');
  await expect(table.getByTestId('winners-row').first()).toContainText(masked);
  await page.screenshot({ path: opsShot('pages-winners-en-dark'), fullPage: true });

  await page.goto('/jackpot');
  await page.getByRole('tab', { name: 'Today' }).click();
  await expect(page.getByTestId('jackpot-row').first()).toContainText(masked);
  await expect(page.getByTestId('jackpot-multiplier').first()).toHaveText('×9,876,543,210.99');
  await page.screenshot({ path: opsShot('pages-jackpot-en-dark'), fullPage: true });

  await usePreferences(page, 'zh', 'light');
  await page.goto('/winners');
  await expect(page.getByTestId('winners-row').first()).toContainText(masked);
  await page.screenshot({ path: opsShot('pages-winners-zh-light'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/jackpot');
  await page.getByRole('tab', { name: '今天' }).click();
  await expect(page.getByTestId('jackpot-row').first()).toBeVisible();
  await page.screenshot({ path: opsShot('pages-jackpot-zh-light-390'), fullPage: true });
});

test('an operator writes, previews and publishes an article; the member reads it with the HTML cleaned; withdrawn it is gone', async ({
  page,
  site,
  browser,
}) => {
  const title = `Release notes ${uniqueUsername('b')}`;
  await operatorPage(page, site, 'content', 'pages/blog');
  await page.getByTestId('blog-new').click();
  await page.getByTestId('blog-category').fill('news');
  await page.getByTestId('blog-title').fill(title);
  await page.getByTestId('blog-summary').fill('What changed this week');
  await page
    .getByTestId('blog-html')
    .fill('<h2>Faster games</h2><p>Lobbies open <strong>twice</strong> as fast.</p><script>window.__bad = 1</script>');
  await page.getByRole('tab', { name: '简体中文' }).click();
  await page.getByTestId('blog-title').fill('本周更新');
  await page.getByTestId('blog-html').fill('<h2>游戏更快</h2>');
  await page.getByRole('tab', { name: 'English' }).click();
  await page.getByTestId('blog-preview-toggle').check();
  await expect(page.getByTestId('blog-preview').getByRole('heading', { name: 'Faster games' })).toBeVisible();
  await page.getByTestId('blog-save').click();
  await expect(page).toHaveURL(/\/backoffice\/pages\/blog\/\d+$/);
  const id = Number(page.url().split('/').pop());
  await expect(page.getByTestId('blog-status')).toHaveText('Draft');
  await page.getByTestId('blog-publish').click();
  await page.getByTestId('blog-confirm-confirm').click();
  await expect(page.getByTestId('blog-status')).toHaveText('Published');
  await page.screenshot({ path: opsShot('pages-blog-editor-en'), fullPage: true });
  const stored = await site.database.db.selectFrom('blog_post').select('texts').where('id', '=', id).executeTakeFirstOrThrow();
  expect(JSON.stringify(stored.texts)).not.toContain('<script');

  const member = await browser.newPage();
  await useFreshAddress(member);
  await usePreferences(member, 'en', 'light');
  await member.goto('/');
  await startSessionByApi(member, 'player01', 'Player123');
  await member.goto('/blog');
  const card = member.getByTestId('blog-card').filter({ hasText: title });
  await expect(card).toBeVisible();
  await member.screenshot({ path: opsShot('pages-blog-list-en-light'), fullPage: true });
  await card.click();
  await expect(member.getByTestId('page-title')).toHaveText(title);
  await expect(member.getByTestId('blog-article-body').getByRole('heading', { name: 'Faster games' })).toBeVisible();
  await expect(member.getByTestId('blog-article-body').locator('script')).toHaveCount(0);
  await member.screenshot({ path: opsShot('pages-blog-article-en-light'), fullPage: true });
  await usePreferences(member, 'zh', 'dark');
  await member.reload();
  await expect(member.getByTestId('page-title')).toHaveText('本周更新');
  await member.screenshot({ path: opsShot('pages-blog-article-zh-dark'), fullPage: true });

  await page.getByTestId('blog-withdraw').click();
  await page.getByTestId('blog-confirm-confirm').click();
  await expect(page.getByTestId('blog-status')).toHaveText('Withdrawn');
  await member.reload();
  await expect(member.getByText('未找到文章')).toBeVisible();
  await member.close();
});

test('an operator edits the mirror list and the licence; /mirrors and the footer show them as text', async ({ page, site }) => {
  await restoreSettings(site);
  await operatorPage(page, site, 'content', 'pages/mirrors');
  await page.getByTestId('mirror-add').click();
  const row = page.getByTestId('mirror-edit-row').last();
  await row.getByTestId('mirror-label-input').fill('Backup Asia');
  await row.getByTestId('mirror-url-input').fill('https://backup-asia.example.com');
  await row.getByTestId('mirror-note-input').fill('Use when the main address is slow');
  await page.getByTestId('mirror-add').click();
  const second = page.getByTestId('mirror-edit-row').last();
  await second.getByTestId('mirror-label-input').fill('Backup Europe');
  await second.getByTestId('mirror-url-input').fill('http://not-https.example.com');
  await page.getByTestId('mirrors-save').click();
  await expect(page.getByTestId('mirrors-invalid')).toBeVisible();
  await second.getByTestId('mirror-url-input').fill('https://backup-eu.example.com');
  await page.getByTestId('mirrors-save').click();
  await page.getByTestId('mirrors-confirm-confirm').click();
  await expect(page.getByText('Saved').first()).toBeVisible();
  await page.getByTestId('licence-text-input').fill('Licensed and regulated by the Gaming Board.');
  await page.getByTestId('licence-number-input').fill('GB-2026-0042');
  await page.getByTestId('licence-url-input').fill('https://gaming-board.example.com/licences/GB-2026-0042');
  await page.getByTestId('licence-save').click();
  await expect(page.getByText('Saved').first()).toBeVisible();
  await page.screenshot({ path: opsShot('pages-mirrors-ops-en'), fullPage: true });

  const player = await page.context().newPage();
  await useFreshAddress(player);
  await usePreferences(player, 'en', 'dark');
  await player.goto('/');
  await expect(player.getByTestId('footer-licence')).toHaveText('Licensed and regulated by the Gaming Board.');
  await expect(player.getByTestId('app-footer')).toContainText('Licence no. GB-2026-0042');
  await player.getByTestId('app-footer').getByRole('link', { name: 'Mirror sites', exact: true }).click();
  await expect(player).toHaveURL(/\/mirrors$/);
  await expect(player.getByTestId('mirror-label')).toHaveText(['Backup Asia', 'Backup Europe']);
  await expect(player.getByTestId('mirror-note')).toHaveText(['Use when the main address is slow']);
  await expect(player.getByTestId('licence-card')).toContainText('GB-2026-0042');
  await player.screenshot({ path: opsShot('pages-mirrors-en-dark'), fullPage: true });
  await usePreferences(player, 'my', 'light');
  await player.reload();
  await expect(player.getByTestId('mirror-label')).toHaveText(['Backup Asia', 'Backup Europe']);
  await player.screenshot({ path: opsShot('pages-mirrors-my-light'), fullPage: true });
});

test('the back office pages section reads in zh at 390 px, and an auditor may read it but not write', async ({ page, site }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await operatorPage(page, site, 'content', 'pages/blog', 'zh');
  await expect(page.getByTestId('pages-tab-blog')).toHaveText('新闻');
  await expect(page.getByTestId('blog-table').locator('[data-row-id]').first()).toBeVisible();
  await page.screenshot({ path: opsShot('pages-blog-ops-zh-390'), fullPage: true });
  await page.getByTestId('pages-tab-apps').click();
  await expect(page.getByTestId('apps-url-IOS')).toBeVisible();
  await page.screenshot({ path: opsShot('pages-apps-ops-zh-390'), fullPage: true });

  const auditor = await page.context().newPage();
  await operatorPage(auditor, site, 'auditor', 'pages/mirrors');
  await expect(auditor.getByText('Your role can read these pages but not change them.')).toBeVisible();
  await expect(auditor.getByTestId('mirrors-save')).toHaveCount(0);
  await auditor.getByTestId('pages-tab-blog').click();
  await expect(auditor.getByTestId('blog-new')).toHaveCount(0);
  await auditor.close();
});

/** Opens a page, lets every planted handler have its chance, and returns what fired. */
async function visit(page: Page, pathname: string, ready: string, watch: Awaited<ReturnType<typeof watchXss>>) {
  await page.goto(pathname);
  await page.getByTestId(ready).first().waitFor();
  await provokeXss(page);
  return watch.fired();
}

test('no stored payload runs: every XSS payload as a blog title, summary and HTML, a mirror label and note, and the licence text', async ({
  page,
  site,
}) => {
  test.setTimeout(360_000);
  const watch = await watchXss(page);
  await useFreshAddress(page);
  await usePreferences(page, 'en', 'dark');
  const ids: number[] = [];
  for (const payload of XSS_PAYLOADS) {
    const post = await opsCall(site, 'POST', '/ops/pages/blog', {
      coverUrl: '',
      category: 'xss',
      texts: { en: { title: payload, summary: payload, html: `<p>before</p>${payload}<p>after</p>` } },
    });
    await opsCall(site, 'POST', `/ops/pages/blog/${post.id}/publish`, {});
    ids.push(post.id);
  }
  const fired: number[] = [];
  for (let pageNo = 1; pageNo <= Math.ceil(XSS_PAYLOADS.length / 9); pageNo++) {
    await page.goto('/blog');
    await page.getByRole('tab', { name: 'xss' }).click();
    if (pageNo > 1)
      await page
        .getByTestId('blog-pages')
        .getByRole('button', { name: `Page ${pageNo}`, exact: true })
        .click();
    await page.getByTestId('blog-card').first().waitFor();
    await provokeXss(page);
    fired.push(...(await watch.fired()));
  }
  for (const id of ids) fired.push(...(await visit(page, `/blog/${id}`, 'blog-article-body', watch)));
  // A title shows as the typed text, never as markup.
  await page.goto(`/blog/${ids[1]}`);
  await expect(page.getByTestId('page-title')).toHaveText(XSS_PAYLOADS[1] as string);

  for (const part of [XSS_PAYLOADS.slice(0, 17), XSS_PAYLOADS.slice(17)]) {
    await opsCall(site, 'PUT', '/ops/pages/mirrors', {
      mirrors: part.map((payload, i) => ({ label: payload, url: `https://m${i}.example.com`, note: payload })),
    });
    await opsCall(site, 'PUT', '/ops/pages/licence', { text: part.join(' ').slice(0, 1000), number: part[0], url: '' });
    fired.push(...(await visit(page, '/mirrors', 'mirror-row', watch)));
    await expect(page.getByTestId('mirror-label')).toHaveText(part);
    await page.screenshot({ path: opsShot(`pages-xss-mirrors-${part.length}`), fullPage: true });
  }

  // The back office's own preview renders with the same sanitizer.
  const all = await opsCall(site, 'POST', '/ops/pages/blog', {
    coverUrl: '',
    category: '',
    texts: { en: { title: 'All payloads', summary: '', html: XSS_PAYLOADS.join('\n') } },
  });
  const ops = await page.context().newPage();
  const opsWatch = await watchXss(ops);
  await operatorPage(ops, site, 'content', `pages/blog/${all.id}`);
  await ops.getByTestId('blog-preview-toggle').check();
  await ops.getByTestId('blog-preview').waitFor();
  await provokeXss(ops);
  fired.push(...(await opsWatch.fired()));

  expect(fired).toEqual([]);
  expect(watch.dialogs).toEqual([]);
  expect(opsWatch.dialogs).toEqual([]);
  await restoreSettings(site);
});
