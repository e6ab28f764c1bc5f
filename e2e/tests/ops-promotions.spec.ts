import { randomUUID } from 'node:crypto';
import { freshIp, httpClient } from '@fortuna/server/testing';
import type { Page } from '@playwright/test';
import { uniqueUsername } from '../accounts';
import { expect, type Site, test } from '../fixtures';
import { usePreferences } from '../games';
import { operatorPage, opsShot } from '../ops';

/**
 * The back office's promotions: a content operator writes a promotion in English and Chinese,
 * previews it as a Chinese reader, saves it switched on, and members see it (the member list, in
 * both languages); a new member claims it through the member API; its report counts the claim;
 * and on the member page customer service waives the bonus's turnover requirement.
 */
const ZONE = 'Asia/Yangon';

/** A `datetime-local` value of an instant on the merchant's wall clock. */
function zoneInput(instant: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}`;
}

/** A member nobody else uses (player01's password), in agent01's team. */
async function newMember(site: Site): Promise<string> {
  const db = site.database.db;
  const username = uniqueUsername('p');
  const template = await db.selectFrom('member').selectAll().where('username', '=', 'player01').executeTakeFirstOrThrow();
  const row = await db
    .insertInto('member')
    .values({
      merchant_id: template.merchant_id,
      username,
      nickname: username,
      type: template.type,
      password_hash: template.password_hash,
      parent_id: template.parent_id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('member_closure').values({ ancestor_id: row.id, descendant_id: row.id, depth: 0 }).execute();
  return username;
}

async function fillTexts(page: Page, language: 'en' | 'zh', texts: { title: string; summary: string; html: string }) {
  await page.getByTestId(`ops-promotion-title-${language}`).fill(texts.title);
  await page.getByTestId(`ops-promotion-summary-${language}`).fill(texts.summary);
  await page.getByTestId(`ops-promotion-html-${language}`).fill(texts.html);
}

test('an operator writes, previews and saves a promotion in two languages; members see and claim it; the report counts it; switched off it is gone; a waiver lifts its requirement', async ({
  page,
  site,
}) => {
  const code = `E2E_${randomUUID().slice(0, 8).toUpperCase()}`;
  const en = {
    title: 'Lantern night gift: 12',
    summary: 'Claim 12 tonight.',
    html: '<p>Claim <strong>12</strong> tonight.</p><script>bad()</script>',
  };
  const zh = { title: '元宵之夜礼金：12', summary: '今晚领取 12 元。', html: '<p>今晚领取 <strong>12</strong> 元。</p>' };

  await usePreferences(page, 'en', 'light');
  await operatorPage(page, site, 'content', 'promotions');
  await expect(page.getByTestId('ops-promotions')).toContainText('FESTIVAL_FIRST_DEPOSIT');
  await page.screenshot({ path: opsShot('promotions-list-en-light-desktop'), fullPage: true });

  await page.getByTestId('ops-promotion-new').click();
  await expect(page.getByTestId('ops-promotion-editor')).toBeVisible();
  await fillTexts(page, 'en', en);
  await expect(page.getByTestId('ops-promotion-preview-title')).toHaveText(en.title);
  // The preview renders the HTML as members get it: sanitized.
  await expect(page.getByTestId('ops-promotion-preview-html').locator('strong')).toHaveText('12');
  await expect(page.getByTestId('ops-promotion-preview-html').locator('script')).toHaveCount(0);
  await page.getByRole('tab', { name: /Chinese/ }).click();
  // A language without a title previews the English texts, as the member site shows them.
  await expect(page.getByTestId('ops-promotion-preview-title')).toHaveText(en.title);
  await fillTexts(page, 'zh', zh);
  await expect(page.getByTestId('ops-promotion-preview-title')).toHaveText(zh.title);
  await expect(page.getByTestId('ops-promotion-preview-card')).toContainText('领取');

  // Saving without a code is refused on the page, before any call.
  await page.getByTestId('ops-promotion-save').click();
  await expect(page.getByTestId('ops-promotion-invalid')).toBeVisible();

  await page.getByTestId('ops-promotion-code').fill(code);
  await page.getByTestId('ops-promotion-category').selectOption('NEWBIE');
  await page.getByTestId('ops-promotion-tag-LIMITED').click();
  await page.getByTestId('ops-promotion-starts').fill(zoneInput(new Date(Date.now() - 3_600_000)));
  await page.getByTestId('ops-promotion-kind').selectOption('newbie');
  await page.getByTestId('rule-param-amount').fill('12');
  await page.getByTestId('rule-param-withinDays').fill('30');
  await page.getByTestId('ops-promotion-turnover-multiple').fill('2');
  await page.getByTestId('ops-promotion-budget').fill('1000');
  await page.getByTestId('ops-promotion-enabled').check();
  await page.screenshot({ path: opsShot('promotion-editor-zh-preview-light-desktop'), fullPage: true });
  await page.getByTestId('ops-promotion-save').click();
  await expect(page.getByTestId('ops-promotion-saved')).toBeVisible();
  await expect(page).toHaveURL(/\/backoffice\/promotions\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());

  // Members see it, in each language.
  const api = httpClient(site.url, { merchant: 'FORTUNA', device: 'web' });
  const listed = async (language: string) =>
    ((await api.get('/wps/promotion/list', { language })).body.value as { id: number; title: string; status: string }[]).find(
      (p) => p.id === id,
    );
  await expect.poll(async () => (await listed('zh'))?.title).toBe(zh.title);
  expect(await listed('en')).toMatchObject({ title: en.title, status: 'CLAIM' });
  const detail = (await api.get(`/wps/promotion/detail?id=${id}`, { language: 'en' })).body.value;
  expect(detail.bodyHtml).toBe('<p>Claim <strong>12</strong> tonight.</p>');

  // A new member claims it.
  const username = await newMember(site);
  const ip = freshIp();
  const login = await api.encrypted(
    'POST',
    '/wps/session/login',
    { type: 'username', username, password: 'Player123' },
    { 'x-forwarded-for': ip },
  );
  expect(login.status).toBe(200);
  const claim = await api.post(
    '/wps/promotion/claim',
    { promotionId: id, requestId: `e2e-${randomUUID()}` },
    { authorization: login.body.value.token, 'x-forwarded-for': ip },
  );
  expect(claim.body).toMatchObject({ success: true, value: { amount: '12.00', turnoverRequired: '24.00' } });

  // Its report counts the claim.
  await page.getByTestId('ops-promotion-report-link').click();
  const figures = page.getByTestId('ops-promotion-figures');
  await expect(figures.locator('[data-figure="claims"] strong')).toHaveText('1');
  await expect(figures.locator('[data-figure="cost"] strong')).toHaveText('12.00');
  await expect(figures.locator('[data-figure="budget_left"] strong')).toHaveText('988.00');
  await expect(page.getByTestId('ops-promotion-chart')).toBeVisible();
  await expect(page.getByTestId('ops-promotion-bonuses')).toContainText(username);
  await page.screenshot({ path: opsShot('promotion-report-en-light-desktop'), fullPage: true });

  // Switched off (after confirming), members no longer see it; its bonus stays.
  await page.getByTestId('ops-promotion-report-back').click();
  await page.getByTestId('ops-promotion-toggle').click();
  await page.getByTestId('ops-promotion-confirm').getByRole('button', { name: 'Switch off' }).click();
  await expect(page.getByTestId('ops-promotion-confirm')).toBeHidden();
  await expect(page.getByTestId('ops-promotion-toggle')).toHaveText('Switch on');
  await expect.poll(async () => await listed('en')).toBeUndefined();

  // Customer service waives the bonus's requirement on the member page.
  const memberId = (await site.database.db.selectFrom('member').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
  await page.context().clearCookies();
  await usePreferences(page, 'zh', 'dark');
  await operatorPage(page, site, 'customer_service', `members/${memberId}`, 'zh');
  await page.getByRole('tab', { name: '红利' }).click();
  const bonuses = page.getByTestId('ops-member-bonuses');
  await expect(bonuses.getByTestId('ops-bonus-requirement')).toContainText('未完成');
  await bonuses.getByRole('button', { name: '豁免流水' }).click();
  const dialog = page.getByTestId('ops-bonus-waive-confirm');
  await dialog.getByTestId('ops-bonus-waive-reason').fill('E2E goodwill');
  await page.screenshot({ path: opsShot('member-bonus-waive-zh-dark-desktop'), fullPage: true });
  await dialog.getByRole('button', { name: '豁免流水' }).click();
  await expect(dialog).toBeHidden();
  await expect(bonuses.getByTestId('ops-bonus-requirement')).toContainText('已豁免');
  const bonus = await site.database.db.selectFrom('bonus').selectAll().where('member_id', '=', memberId).executeTakeFirstOrThrow();
  expect(bonus).toMatchObject({ requirement: 'waived', requirement_note: 'E2E goodwill' });
});

test('the promotions screens read well on a phone, in Burmese and dark', async ({ page, site }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await usePreferences(page, 'my', 'dark');
  await operatorPage(page, site, 'owner', 'promotions', 'my');
  await expect(page.getByTestId('ops-promotions')).toContainText('WELCOME_GIFT');
  await page.screenshot({ path: opsShot('promotions-list-my-dark-phone'), fullPage: true });
  await page.getByTestId('ops-promotions').getByText('FESTIVAL_FIRST_DEPOSIT').click();
  await expect(page.getByTestId('ops-promotion-params')).toBeVisible();
  await expect(page.getByTestId('rule-param-percent')).toHaveValue('50');
  await page.screenshot({ path: opsShot('promotion-editor-my-dark-phone'), fullPage: true });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});
