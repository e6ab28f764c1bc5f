import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { startSessionByApi, useFreshAddress } from '../accounts';
import { expect, type Site, test } from '../fixtures';
import { operatorPage, opsShot } from '../ops';
import { freshMember } from '../wallet';

/** A text of the back office's rewards bundle (features/ops/rewards/locales), by key under `ops_rewards`. */
function rewardsText(language: 'en' | 'zh' | 'my', key: string): string {
  const file = path.resolve(
    path.dirname(fileURLToPath(import.meta.url)),
    `../../apps/web/src/features/ops/rewards/locales/${language}.json`,
  );
  const bundle = JSON.parse(fs.readFileSync(file, 'utf8')) as { ops_rewards: Record<string, string> };
  const value = bundle.ops_rewards[key];
  if (typeof value !== 'string') throw new Error(`no text ${language}:${key}`);
  return value;
}

/** A full-page picture once requests and fonts settled, with nothing scrolling sideways. */
async function shoot(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.screenshot({ path: opsShot(name), fullPage: true });
}

/** player01 signed in on a page of its own. */
async function player01(page: Page, landing: string): Promise<void> {
  await useFreshAddress(page);
  await page.addInitScript(() => localStorage.setItem('fortuna.language', 'en'));
  await startSessionByApi(page, 'player01', 'Player123');
  await page.goto(landing);
}

async function withTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.addInitScript((t) => localStorage.setItem('fortuna.theme', t), theme);
}

test("an operator changes the registration reward, and it shows on player01's invite-friends page", async ({ page, browser, site }) => {
  test.setTimeout(240_000);
  // A friend player01 invited (made in the database: the registration is referral.spec.ts's subject).
  const db = site.database.db;
  const friend = await freshMember(site);
  const inviter = await db.selectFrom('member').select('id').where('username', '=', 'player01').executeTakeFirstOrThrow();
  await db.updateTable('member').set({ referred_by: inviter.id }).where('username', '=', friend).execute();
  await withTheme(page, 'light');
  await operatorPage(page, site, 'content', 'referral', 'en');
  const listed = page.locator(`[data-testid="ops-referral-row"][data-friend="${friend}"]`);
  await expect(listed).toContainText('player01');
  await expect(listed).toContainText(rewardsText('en', 'stage_register'));
  const form = page.getByTestId('ops-referral-form');
  const reward = form.getByTestId('ops-referral-register-referrer');
  await expect(reward).toHaveValue('5');

  // The shared schema's refusal shows under its field, in the operator's language.
  await form.getByTestId('ops-referral-register-friend').fill('2.345');
  await expect(form.getByTestId('ops-referral-register-friend-error')).toHaveText(rewardsText('en', 'money_invalid'));
  await form.getByTestId('ops-referral-save').click();
  await expect(page.getByTestId('ops-referral-save-dialog')).toHaveCount(0);
  await form.getByTestId('ops-referral-register-friend').fill('2');
  await expect(form.getByTestId('ops-referral-register-friend-error')).toHaveCount(0);

  await reward.fill('7.77');
  await form.getByTestId('ops-referral-save').click();
  const dialog = page.getByTestId('ops-referral-save-dialog');
  await expect(dialog).toContainText(rewardsText('en', 'confirm_save_on'));
  await dialog.getByTestId('ops-referral-save-dialog-confirm').click();
  await expect(page.locator('[data-testid="toast"]').filter({ hasText: rewardsText('en', 'saved') })).toBeVisible();
  await shoot(page, 'referral-en-light');

  // player01's invite-friends page states the new reward.
  const context = await browser.newContext({ baseURL: site.url });
  const member = await context.newPage();
  await player01(member, '/member#invite');
  await expect(member.getByTestId('invite-rules')).toContainText('7.77');
  await context.close();

  // An auditor reads the same settings and cannot change them.
  const auditorContext = await browser.newContext({ baseURL: site.url });
  const auditor = await auditorContext.newPage();
  await withTheme(auditor, 'dark');
  await operatorPage(auditor, site, 'auditor', 'referral', 'zh');
  await expect(auditor.getByTestId('ops-referral-register-referrer')).toHaveValue('7.77');
  await expect(auditor.getByTestId('ops-referral-register-referrer')).toBeDisabled();
  await expect(auditor.getByTestId('ops-referral-save')).toHaveCount(0);
  await expect(auditor.getByText(rewardsText('zh', 'read_only'))).toBeVisible();
  await shoot(auditor, 'referral-zh-dark');
  await auditorContext.close();
});

/** Makes a drop through the back office's form: open from this minute for a day, for everyone. */
async function makeDrop(page: Page, title: string): Promise<void> {
  await page.getByTestId('ops-drop-new').click();
  const dialog = page.getByTestId('ops-drop-dialog');
  await dialog.getByTestId('ops-drop-create').click();
  await expect(dialog.getByTestId('ops-drop-budget-error')).toHaveText(rewardsText('en', 'money_invalid'));
  await dialog.getByTestId('ops-drop-title-en').fill(title);
  await dialog.getByTestId('ops-drop-title-zh').fill('测试红包');
  await dialog.getByTestId('ops-drop-budget').fill('50');
  await dialog.getByTestId('ops-drop-count').fill('5');
  await dialog.getByTestId('ops-drop-minAmount').fill('1');
  await dialog.getByTestId('ops-drop-create').click();
  const confirm = page.getByTestId('ops-drop-confirm');
  await expect(confirm).toContainText(title);
  await confirm.getByTestId('ops-drop-confirm-confirm').click();
  await expect(page.getByTestId('ops-drop-confirm')).toHaveCount(0);
}

async function dropId(site: Site, title: string): Promise<number> {
  const rows = await site.database.db.selectFrom('red_envelope_drop').select(['id', 'titles']).execute();
  const found = rows.find((r) => (r.titles as Record<string, string>).en === title);
  if (!found) throw new Error(`no drop ${title}`);
  return found.id;
}

test('an operator schedules a drop open now, player01 opens an envelope, and the operator ends the drop', async ({
  page,
  browser,
  site,
}) => {
  test.setTimeout(300_000);
  await withTheme(page, 'light');
  await operatorPage(page, site, 'content', 'red-envelopes', 'en');
  const title = `E2E drop ${Date.now().toString(36)}`;
  await makeDrop(page, title);
  const id = await dropId(site, title);
  const row = page.locator(`[data-testid="ops-drop-row"][data-id="${id}"]`);
  await expect(row).toHaveAttribute('data-status', 'open');
  await expect(row.getByTestId('ops-drop-claimed')).toHaveText('0 / 5');
  await expect(row.getByTestId('ops-drop-seed')).toHaveText(rewardsText('en', 'seed_hidden'));
  await shoot(page, 'red-envelopes-en-light');

  // player01 opens one envelope of the new drop.
  const context = await browser.newContext({ baseURL: site.url });
  const member = await context.newPage();
  await player01(member, '/member#redEnvelope');
  const drop = member
    .getByTestId('red-envelope-section')
    .locator('[data-testid="red-envelope-drop"][data-state="live"]')
    .filter({ hasText: title });
  await drop.getByTestId('red-envelope-open').click();
  const open = member.getByTestId('red-envelope-dialog');
  await open.getByTestId('red-envelope-confirm').click();
  await open
    .getByTestId('red-envelope-skip')
    .click({ timeout: 2000 })
    .catch(() => undefined);
  await expect(open.getByTestId('red-envelope-amount')).toHaveAttribute('data-shown', 'true');
  await member.keyboard.press('Escape');
  await expect(drop.getByTestId('red-envelope-mine')).toContainText(/\d+\.\d{2}/);
  await context.close();

  // The operator sees the claim, then ends the drop: it shows ended with its seed.
  await page.reload();
  await expect(row.getByTestId('ops-drop-claimed')).toHaveText('1 / 5');
  await row.getByTestId('ops-drop-end').click();
  const ending = page.getByTestId('ops-drop-end-dialog');
  await expect(ending).toContainText(title);
  await ending.getByTestId('ops-drop-end-dialog-confirm').click();
  await expect(row).toHaveAttribute('data-status', 'ended');
  await expect(row.getByTestId('ops-drop-seed')).not.toHaveText(rewardsText('en', 'seed_hidden'));
  const audit = await site.database.db
    .selectFrom('audit_log')
    .select('action')
    .where('target_id', '=', String(id))
    .where('action', 'like', 'red_envelope.%')
    .execute();
  expect(audit.map((a) => a.action).sort()).toEqual(['red_envelope.create', 'red_envelope.end']);

  // Chinese, dark, at a phone's width.
  const phoneContext = await browser.newContext({ baseURL: site.url, viewport: { width: 390, height: 844 } });
  const phone = await phoneContext.newPage();
  await withTheme(phone, 'dark');
  await operatorPage(phone, site, 'content', 'red-envelopes', 'zh');
  await expect(phone.locator(`[data-testid="ops-drop-row"][data-id="${id}"]`)).toContainText(rewardsText('zh', 'status_ended'));
  await shoot(phone, 'red-envelopes-zh-dark-phone');
  await phone.getByTestId('ops-drop-new').click();
  await expect(phone.getByTestId('ops-drop-dialog')).toBeVisible();
  await phone.screenshot({ path: opsShot('red-envelopes-new-zh-dark-phone') });
  await phoneContext.close();
});
