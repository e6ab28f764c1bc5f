import path from 'node:path';
import { operatorToken } from '@fortuna/server/testing';
import type { Page } from '@playwright/test';
import { solveShownCaptcha, startSessionByApi, uniqueMobile, uniqueUsername, useFreshAddress } from '../accounts';
import { agentSession, prefer } from '../agent';
import { demoMerchantId, expect, SCREENSHOT_DIR, type Site, test } from '../fixtures';
import { localeText } from '../locale-text';
import { operatorPage, opsShot } from '../ops';
import { provokeXss, watchXss, XSS_PAYLOADS } from '../xss';

/**
 * Announcements and their popups (issue 17 items 1, 7, 8; docs/communications/announcements.md).
 * Each test makes the announcements it needs (code `ops-…`) and removes them after, so the popups
 * it publishes never cover another spec's pages in this worker.
 */
test.describe.configure({ mode: 'serial' });

const shot = (name: string) => path.join(SCREENSHOT_DIR, `announcements-${name}.png`);

type Texts = { en: string; zh?: string; my?: string };
type Fields = {
  type?: 'B' | 'PL' | 'PU' | 'PR' | 'H';
  title: Texts;
  content?: Texts;
  popup?: 'NONE' | 'A' | 'B' | 'F';
  audience?: 'ALL' | 'MEMBERS' | 'AGENTS';
  sort?: number;
};

/** A published announcement written straight to the database (what the back office's publish leaves). */
async function announce(site: Site, fields: Fields): Promise<number> {
  const row = await site.database.db
    .insertInto('announcement')
    .values({
      merchant_id: await demoMerchantId(site),
      code: `ops-e2e-${uniqueUsername('a')}`,
      type: fields.type ?? 'PU',
      title: JSON.stringify(fields.title),
      content: JSON.stringify(fields.content ?? { en: `<p>${fields.title.en}</p>` }),
      popup: fields.popup ?? 'NONE',
      audience: fields.audience ?? 'ALL',
      sort: fields.sort ?? -1,
      status: 'PUBLISHED',
      published_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

test.beforeEach(async ({ page }) => {
  await useFreshAddress(page);
});
test.afterEach(async ({ site }) => {
  await site.database.db.deleteFrom('announcement').where('code', 'like', 'ops-%').execute();
});

const popup = (page: Page) => page.getByTestId('announcement-popup');
/** Runs `load` and answers the titles of the page's next popup selection (what the server chose to show). */
async function popupsAnswered(page: Page, load: () => Promise<unknown>): Promise<string[]> {
  const answered = page.waitForResponse(
    (res) => res.url().includes('/wps/notice/popups') && res.request().method() === 'GET' && res.status() === 200,
  );
  await load();
  const body = (await (await answered).json()) as { value: { list: { title: string }[] } };
  return body.value.list.map((notice) => notice.title);
}

test('a guest sees the B popup and the marquee; closing it keeps it closed for the session (en, zh, dark)', async ({ page, site }) => {
  await prefer(page, 'en', 'dark');
  await announce(site, { type: 'PU', popup: 'B', title: { en: 'Guest welcome', zh: '访客欢迎' } });
  await announce(site, { type: 'PU', popup: 'A', title: { en: 'Members only popup' } });
  await announce(site, { type: 'B', title: { en: 'Marquee news for all' } });

  await page.goto('/');
  await expect(popup(page)).toBeVisible();
  await expect(popup(page).getByRole('heading')).toHaveText('Guest welcome');
  await expect(page.getByTestId('notice-marquee')).toContainText('Marquee news for all');
  await page.screenshot({ path: shot('guest-popup-en-dark') });
  // Keyboard: Escape closes it.
  await page.keyboard.press('Escape');
  await expect(popup(page)).toHaveCount(0);
  // A guest's flag is the tab's: the server still offers it, the page leaves it out.
  expect(await popupsAnswered(page, () => page.reload())).toEqual(['Guest welcome']);
  await expect(page.getByTestId('notice-marquee')).toContainText('Marquee news for all');
  await expect(popup(page)).toHaveCount(0);

  // A language change shows it again, in that language.
  await page.getByTestId('language-select').selectOption('zh');
  await expect(popup(page).getByRole('heading')).toHaveText('访客欢迎');
  await page.screenshot({ path: shot('guest-popup-zh-dark') });
  await popup(page).getByTestId('announcement-popup-close').click();
  await expect(popup(page)).toHaveCount(0);
});

test('player01 sees the A popup once per session; a new session and a language change show it again (en, light)', async ({
  page,
  site,
  browser,
}) => {
  await prefer(page, 'en', 'light');
  await announce(site, {
    type: 'PU',
    popup: 'A',
    title: { en: 'Member popup', zh: '会员弹窗' },
    content: { en: '<p>For <b>members</b></p>' },
  });
  await announce(site, { type: 'PU', popup: 'B', title: { en: 'Guests only popup' } });
  await announce(site, { type: 'PU', popup: 'F', title: { en: 'First login only popup' } });

  await startSessionByApi(page, 'player01', 'Player123');
  await page.goto('/');
  await expect(popup(page).getByRole('heading')).toHaveText('Member popup');
  await expect(popup(page)).toContainText('For members');
  await page.screenshot({ path: shot('member-popup-en-light') });
  // Closing stores the flag on the server, then the page asks for its popups again.
  expect(await popupsAnswered(page, () => popup(page).getByTestId('announcement-popup-close').click())).toEqual([]);
  await expect(popup(page)).toHaveCount(0);
  // The closed flag is the server's: the reloaded page's selection leaves it out.
  expect(await popupsAnswered(page, () => page.reload())).toEqual([]);
  await expect(page.getByTestId('account-bar')).toBeVisible();
  await expect(popup(page)).toHaveCount(0);

  await page.getByTestId('language-select').selectOption('zh');
  await expect(popup(page).getByRole('heading')).toHaveText('会员弹窗');
  await popup(page).getByTestId('announcement-popup-close').click();

  // Another session of the same member (another browser) sees it again.
  const other = await browser.newPage();
  await useFreshAddress(other);
  await prefer(other, 'en', 'light');
  await startSessionByApi(other, 'player01', 'Player123');
  await other.goto('/');
  await expect(popup(other).getByRole('heading')).toHaveText('Member popup');
  await other.close();
});

test('a brand-new account sees the F popup after the A one, one after another', async ({ page, site }) => {
  await prefer(page, 'en', 'light');
  await announce(site, { type: 'PU', popup: 'A', title: { en: 'Hello member' }, sort: 1 });
  await announce(site, { type: 'PU', popup: 'F', title: { en: 'Your first steps here' }, sort: 2 });

  await page.goto('/register');
  const form = page.getByTestId('register-popup');
  await form.getByRole('tab', { name: /username/i }).click();
  await form.getByTestId('register-username').fill(uniqueUsername('ann'));
  await form.getByTestId('register-mobile-input').fill(uniqueMobile());
  await form.getByTestId('register-password').fill('Secret123');
  await form.getByTestId('register-confirm').fill('Secret123');
  await solveShownCaptcha(page, site);
  await form.getByTestId('register-terms').check();
  await form.getByTestId('register-submit').click();
  await expect(form).toHaveCount(0);

  await expect(popup(page).getByRole('heading')).toHaveText('Hello member');
  await expect(popup(page).getByTestId('announcement-popup-close')).toHaveText('Next');
  await popup(page).getByTestId('announcement-popup-close').click();
  await expect(popup(page).getByRole('heading')).toHaveText('Your first steps here');
  await page.screenshot({ path: shot('first-login-popup-en-light') });
  await popup(page).getByTestId('announcement-popup-close').click();
  await expect(popup(page)).toHaveCount(0);
});

test('the notice list pages at 9 and a row opens the notice popup (zh, dark, phone)', async ({ page, site }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await prefer(page, 'zh', 'dark');
  for (let i = 1; i <= 12; i += 1) await announce(site, { type: 'B', title: { en: `Notice ${i}`, zh: `公告 ${i}` }, sort: 100 + i });
  const response = page.waitForResponse((res) => res.url().includes('/wps/notice?') && res.status() === 200);
  await page.goto('/');
  const total = ((await (await response).json()) as { value: { total: number } }).value.total;
  expect(total).toBeGreaterThan(9);

  // On a phone the header has no notice icon: the marquee's More opens the same list.
  await page
    .getByTestId('notice-marquee')
    .getByRole('button', { name: localeText('zh', 'common.more') })
    .click();
  const list = page.getByTestId('notice-dialog').getByTestId('notice-list');
  await expect(list.getByTestId('notice-item')).toHaveCount(9);
  await page.screenshot({ path: shot('notice-list-zh-dark-phone') });
  await list
    .getByTestId('notice-pagination')
    .getByRole('button', { name: localeText('zh', 'common.page_n').replace('{{page}}', '2') })
    .click();
  await expect(list.getByTestId('notice-item')).toHaveCount(Math.min(9, total - 9));
  await expect(list).toContainText('公告 12');
  await list.getByTestId('notice-item').filter({ hasText: '公告 12' }).click();
  const detail = page.getByTestId('notice-popup');
  await expect(detail.getByRole('heading')).toHaveText('公告 12');
  await expect(detail.getByTestId('notice-detail')).toContainText('Notice 12');
  await page.screenshot({ path: shot('notice-popup-zh-dark-phone') });
});

test('an operator publishes in the back office and a member with the page open sees it without reloading', async ({
  page,
  site,
  browser,
}) => {
  test.setTimeout(240_000);
  await prefer(page, 'en', 'light');
  await startSessionByApi(page, 'player01', 'Player123');
  await page.goto('/');
  await expect(page.getByTestId('account-bar')).toBeVisible();
  await expect(page.getByTestId('notice-marquee')).not.toContainText('Lucky weekend draw');

  const ops = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await operatorPage(ops, site, 'content', 'announcements');
  await ops.getByTestId('ops-announcement-new').click();
  const editor = ops.getByTestId('ops-announcement-editor');
  await editor.getByTestId('ops-announcement-title-en').fill('Lucky weekend draw');
  await editor.getByTestId('ops-announcement-content-en').fill('<p>Draws every <strong>Saturday</strong>.</p>');
  await expect(editor.getByTestId('ops-announcement-preview')).toContainText('Draws every Saturday.');
  await editor.getByRole('tab', { name: /Chinese/ }).click();
  await editor.getByTestId('ops-announcement-title-zh').fill('幸运周末开奖');
  await editor.getByTestId('ops-announcement-content-zh').fill('<p>每周六开奖。</p>');
  await editor.getByTestId('ops-announcement-popup').selectOption('A');
  await ops.screenshot({ path: opsShot('announcements-editor-en-light'), fullPage: true });
  await editor.getByTestId('ops-announcement-publish').click();
  await expect(editor.getByText('Published', { exact: true })).toBeVisible();
  await editor.getByRole('button', { name: 'Close' }).first().click();
  const row = ops.getByTestId('ops-announcements').getByRole('row').filter({ hasText: 'Lucky weekend draw' });
  await expect(row).toContainText('Published');
  await ops.screenshot({ path: opsShot('announcements-list-en-light'), fullPage: true });

  // The member's open page reads announcements again when its tab comes back into view.
  await expect(async () => {
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
    await expect(page.getByTestId('notice-marquee')).toContainText('Lucky weekend draw', { timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
  await expect(popup(page).getByRole('heading')).toHaveText('Lucky weekend draw');
  await popup(page).getByTestId('announcement-popup-close').click();
  await page.getByTestId('notice-menu').click();
  await page.getByTestId('notice-list').getByTestId('notice-item').filter({ hasText: 'Lucky weekend draw' }).click();
  await expect(page.getByTestId('notice-popup')).toContainText('Draws every Saturday.');
  await page.keyboard.press('Escape');

  // Withdrawn (after confirming), it leaves the member's page.
  await row.click();
  await editor.getByTestId('ops-announcement-withdraw').click();
  await ops.getByTestId('ops-announcement-confirm').getByRole('button', { name: 'Withdraw' }).click();
  await expect(editor.getByText('Withdrawn', { exact: true })).toBeVisible();
  await expect(async () => {
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
    await expect(page.getByTestId('notice-marquee')).not.toContainText('Lucky weekend draw', { timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
  await ops.close();
});

test('the back office in zh and dark lists, filters and edits (screenshots)', async ({ page, site }) => {
  await prefer(page, 'zh', 'dark');
  await operatorPage(page, site, 'owner', 'announcements', 'zh');
  await expect(page.getByTestId('ops-announcements').getByRole('row')).not.toHaveCount(1);
  await page.getByTestId('ops-announcement-status-filter').selectOption('DRAFT');
  await expect(page.getByTestId('ops-announcements')).toContainText('新手指南');
  await page.screenshot({ path: opsShot('announcements-list-zh-dark'), fullPage: true });
  await page.getByTestId('ops-announcements').getByRole('row').filter({ hasText: '新手指南' }).click();
  // The editor opens on English; the Chinese tab previews the Chinese text.
  await expect(page.getByTestId('ops-announcement-preview')).toContainText('Your first steps');
  await page.getByTestId('ops-announcement-editor').getByRole('tab', { name: /中文/ }).click();
  await expect(page.getByTestId('ops-announcement-preview')).toContainText('新手指南');
  await page.screenshot({ path: opsShot('announcements-editor-zh-dark'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('ops-announcement-preview')).toBeVisible();
  await page.screenshot({ path: opsShot('announcements-editor-zh-dark-phone') });
});

test('no stored payload runs: marquee, popups, notice list and popup, agent centre, back-office preview', async ({
  page,
  site,
  browser,
}) => {
  // 34 payloads through the marquee, popups, notice list, agent centre and back office: CI at load 12
  // ran out of 180 s with every step moving (1–4 s an action), none stuck.
  test.setTimeout(360_000);
  const owner = await operatorToken(site.database.db, 'xss_owner', 'owner');
  const types = ['B', 'PL', 'PR', 'PU', 'H'] as const;
  // Every payload as the title and the content of an announcement, through the back office's API.
  for (const [i, payload] of XSS_PAYLOADS.entries()) {
    const type = types[i % types.length] ?? 'B';
    const body = {
      type,
      title: { en: payload, zh: payload },
      content: { en: `<p>x</p>${payload}`, zh: payload },
      imageUrl: null,
      popup: type === 'PU' || i % 3 === 0 ? (i % 2 ? 'A' : 'B') : 'NONE',
      startsAt: null,
      endsAt: null,
      audience: i % 4 === 0 ? 'AGENTS' : 'ALL',
      vipLevel: null,
      agentId: null,
      pinned: i % 7 === 0,
      sort: -100 + i,
    };
    const created = await site.app.inject({ method: 'POST', url: '/ops/announcements', headers: { authorization: owner }, payload: body });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().value.id as number;
    expect(
      (await site.app.inject({ method: 'POST', url: `/ops/announcements/${id}/publish`, headers: { authorization: owner } })).statusCode,
    ).toBe(200);
  }

  const xss = await watchXss(page);
  await prefer(page, 'en', 'light');
  // A guest: the marquee and every B popup, one after another.
  await page.goto('/');
  await expect(page.getByTestId('notice-marquee')).toContainText(XSS_PAYLOADS[5] ?? '');
  // The popups' code loads once the server has selected some: wait for the first (three B ones are for guests).
  await expect(popup(page)).toBeVisible();
  for (let shown = 0; shown < 40 && (await popup(page).count()) > 0; shown += 1) {
    await provokeXss(page);
    await popup(page).getByTestId('announcement-popup-close').click();
  }
  await expect(popup(page)).toHaveCount(0);
  // The notice list and each of its first page's popups.
  await page.getByTestId('notice-menu').click();
  const items = page.getByTestId('notice-list').getByTestId('notice-item');
  await expect(items).toHaveCount(9);
  for (let i = 0; i < 9; i += 1) {
    await items.nth(i).click();
    await expect(page.getByTestId('notice-popup')).toBeVisible();
    await provokeXss(page);
    await page.keyboard.press('Escape');
    await page.getByTestId('notice-menu').click();
  }
  expect(await xss.fired()).toEqual([]);

  // A member: the A popups.
  await startSessionByApi(page, 'player01', 'Player123');
  await page.goto('/');
  await expect(page.getByTestId('account-bar')).toBeVisible();
  for (let shown = 0; shown < 40 && (await popup(page).count()) > 0; shown += 1) {
    await provokeXss(page);
    await popup(page).getByTestId('announcement-popup-close').click();
  }
  expect(await xss.fired()).toEqual([]);

  // An agent: the agent centre's announcement entry (agent-audience ones) and their popups.
  const agent = await browser.newPage();
  const agentXss = await watchXss(agent);
  await useFreshAddress(agent);
  await prefer(agent, 'en', 'light');
  await agentSession(agent, 'agent01', 'Agent1234');
  for (let shown = 0; shown < 40 && (await popup(agent).count()) > 0; shown += 1) {
    await popup(agent).getByTestId('announcement-popup-close').click();
  }
  await agent.getByTestId('agent-nav-announcement').click();
  const agentItems = agent.getByTestId('agent-section-announcement').getByTestId('notice-item');
  await expect(agentItems).not.toHaveCount(0);
  await agentItems.first().click();
  await provokeXss(agent);
  expect(await agentXss.fired()).toEqual([]);
  expect(agentXss.dialogs).toEqual([]);
  await agent.close();

  // The back office: a stored one's preview, then every raw payload typed into the live preview.
  const ops = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  const opsXss = await watchXss(ops);
  await operatorPage(ops, site, 'content', 'announcements');
  const editor = ops.getByTestId('ops-announcement-editor');
  // The list may still be settling (a refetch replaces its rows): click until the editor opens.
  await expect(async () => {
    if (!(await editor.isVisible())) await ops.getByTestId('ops-announcements').getByRole('row').nth(1).click({ timeout: 2_000 });
    await expect(editor.getByTestId('ops-announcement-preview')).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await provokeXss(ops);
  await editor.getByRole('button', { name: 'Close' }).first().click();
  await ops.getByTestId('ops-announcement-new').click();
  for (const payload of XSS_PAYLOADS) {
    await editor.getByTestId('ops-announcement-title-en').fill(payload);
    await editor.getByTestId('ops-announcement-content-en').fill(payload);
    await provokeXss(ops);
  }
  expect(await opsXss.fired()).toEqual([]);
  expect(opsXss.dialogs).toEqual([]);
  await ops.close();

  expect(await xss.fired()).toEqual([]);
  expect(xss.dialogs).toEqual([]);
});
