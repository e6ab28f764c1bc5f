import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { uniqueUsername } from '../accounts';
import type { Site } from '../fixtures';
import { expect, test } from '../fixtures';
import { usePreferences } from '../games';
import { localeText } from '../locale-text';
import { operatorPage, opsShot } from '../ops';

const membersLocales = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/src/features/ops/members/locales');

/** A text of the members section (its own locale files, `ops_members.*`). */
function membersText(language: 'en' | 'zh', key: string): string {
  const bundle = JSON.parse(fs.readFileSync(path.join(membersLocales, `${language}.json`), 'utf8')) as {
    ops_members: Record<string, string>;
  };
  const text = bundle.ops_members[key];
  if (!text) throw new Error(`no text ${language}:ops_members.${key}`);
  return text;
}

/** A new member with the demo player's password (Player123), for a test of its own. */
async function makeMember(site: Site, prefix: string): Promise<{ id: number; username: string }> {
  const db = site.database.db;
  const template = await db
    .selectFrom('member')
    .select(['merchant_id', 'password_hash', 'type'])
    .where('username', '=', 'player01')
    .executeTakeFirstOrThrow();
  const username = uniqueUsername(prefix);
  const row = await db
    .insertInto('member')
    .values({ ...template, username, nickname: username })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, username };
}

async function mainBalance(site: Site, memberId: number): Promise<bigint> {
  const row = await site.database.db
    .selectFrom('ledger_account')
    .select('balance')
    .where('owner', '=', 'member')
    .where('member_id', '=', memberId)
    .where('kind', '=', 'main')
    .executeTakeFirst();
  return row ? BigInt(row.balance) : 0n;
}

test('finance adjusts a balance above the threshold: it waits for a second operator, whose approval moves the money', async ({
  page,
  site,
}) => {
  await usePreferences(page, 'en', 'light');
  const member = await makeMember(site, 'a');
  const requester = await operatorPage(page, site, 'finance', `members/${member.id}`);
  await expect(page.getByTestId('ops-member-profile')).toBeVisible();
  await page.getByTestId('ops-member-adjust').click();
  const dialog = page.getByTestId('ops-member-adjust-dialog');
  await dialog.getByTestId('ops-member-adjust-amount').fill('1500.00');
  await dialog.getByTestId('ops-member-adjust-reason').fill('Goodwill after an outage');
  await dialog.getByTestId('ops-member-adjust-next').click();
  await expect(dialog.getByTestId('ops-member-adjust-summary')).toContainText('1500.00');
  await page.screenshot({ path: opsShot('members-adjust-confirm-en-light-desktop'), fullPage: true });
  await dialog.getByTestId('ops-member-adjust-confirm').click();
  await expect(page.getByText(membersText('en', 'adjust_pending'))).toBeVisible();
  expect(await mainBalance(site, member.id)).toBe(0n);

  // The requester sees its own request in the queue but cannot approve it.
  await page.goto('/backoffice/members/adjustments');
  const own = page.locator('[data-testid="ops-adjustments-row"]', { hasText: member.username });
  await expect(own).toContainText(membersText('en', 'queue_own'));
  await expect(own.getByTestId('ops-adjustment-approve')).toHaveCount(0);

  // A second finance operator approves it.
  await operatorPage(page, site, 'finance', 'members/adjustments');
  const row = page.locator('[data-testid="ops-adjustments-row"]', { hasText: member.username });
  await expect(row).toContainText(requester);
  await page.screenshot({ path: opsShot('members-adjustments-en-light-desktop'), fullPage: true });
  await row.getByTestId('ops-adjustment-approve').click();
  await page.getByTestId('ops-adjustment-dialog').getByTestId('ops-adjustment-confirm').click();
  await expect(page.getByText(membersText('en', 'queue_approved'))).toBeVisible();
  await expect.poll(() => mainBalance(site, member.id)).toBe(150_000n);

  await page.goto(`/backoffice/members/${member.id}`);
  await expect(page.getByTestId('ops-member-balances').locator('[data-kind="main"]')).toContainText('1500.00');
  await page.getByRole('tab', { name: membersText('en', 'tab_ledger') }).click();
  await expect(page.locator('[data-testid="ops-member-ledger-row"]').first()).toContainText('adjustment');
});

test('customer service freezes a member, who is then refused at login', async ({ page, site }) => {
  await usePreferences(page, 'en', 'dark');
  const member = await makeMember(site, 'f');
  await operatorPage(page, site, 'customer_service', 'members');
  await page.getByTestId('ops-members-filter-username').fill(member.username.slice(0, 6));
  await page.getByTestId('ops-members-search').click();
  const row = page.locator('[data-testid="ops-members-row"]', { hasText: member.username });
  await expect(row).toBeVisible();
  await page.screenshot({ path: opsShot('members-search-en-dark-desktop'), fullPage: true });
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/backoffice/members/${member.id}$`));
  // Customer service has no adjustment permission: the button is not offered.
  await expect(page.getByTestId('ops-member-adjust')).toHaveCount(0);
  await page.getByTestId('ops-member-freeze').click();
  const dialog = page.getByTestId('ops-member-status-dialog');
  await dialog.getByTestId('ops-member-status-reason').fill('Chargeback under review');
  await page.screenshot({ path: opsShot('members-freeze-en-dark-desktop'), fullPage: true });
  await dialog.getByTestId('ops-member-status-confirm').click();
  await expect(page.getByTestId('ops-member-status').first()).toHaveText(membersText('en', 'status_FROZEN'));
  await page.screenshot({ path: opsShot('members-page-en-dark-desktop'), fullPage: true });

  // The member's login page shows why it cannot come in.
  await page.goto('/login');
  const popup = page.getByTestId('login-popup');
  await popup.getByTestId('login-username').fill(member.username);
  await popup.getByTestId('login-password').fill('Player123');
  await popup.getByTestId('login-submit').click();
  await expect(popup.getByTestId('login-error')).toHaveText(localeText('en', 'errors.account_frozen'));
});

test('the members screens in Chinese, light and dark, on a tablet', async ({ page, site }) => {
  const member = await makeMember(site, 'z');
  await site.database.db
    .insertInto('member_note')
    .values({ member_id: member.id, operator_username: 'op', body: '已电话联系会员' })
    .execute();
  for (const theme of ['light', 'dark'] as const) {
    await usePreferences(page, 'zh', theme);
    await page.setViewportSize({ width: 820, height: 1180 });
    await operatorPage(page, site, 'owner', 'members', 'zh');
    await expect(page.getByTestId('ops-members-row').first()).toBeVisible();
    await expect(page.getByRole('tab', { name: membersText('zh', 'tab_search') })).toBeVisible();
    await page.screenshot({ path: opsShot(`members-search-zh-${theme}-tablet`), fullPage: true });
    await page.goto(`/backoffice/members/${member.id}`);
    await expect(page.getByTestId('ops-member-notes')).toContainText('已电话联系会员');
    await expect(page.getByTestId('ops-member-freeze')).toHaveText(membersText('zh', 'action_freeze'));
    await page.screenshot({ path: opsShot(`members-page-zh-${theme}-tablet`), fullPage: true });
    await page.goto('/backoffice/members/adjustments');
    await expect(page.getByRole('tab', { name: membersText('zh', 'adjustment_pending') })).toBeVisible();
    await page.screenshot({ path: opsShot(`members-adjustments-zh-${theme}-tablet`), fullPage: true });
  }
});
