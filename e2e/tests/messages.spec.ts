import { apiClient, freshIp, operatorToken } from '@fortuna/server/testing';
import type { Page } from '@playwright/test';
import { expect, type Site, test } from '../fixtures';
import { opsShot } from '../ops';
import { freshMember, memberPage, OPERATOR, operatorPage } from '../wallet';
import { provokeXss, watchXss, XSS_PAYLOADS } from '../xss';

/** Sends an operator's message through the API (the compose screen itself is the first test's subject). */
async function sendByApi(site: Site, username: string, title: string, body: string) {
  const token = await operatorToken(site.database.db, OPERATOR.username, 'owner');
  const reply = await apiClient(site.app).post(
    '/ops/messages',
    { title, body, audience: { to: 'member', username } },
    { authorization: token, 'x-forwarded-for': freshIp() },
  );
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
}

const headerBadge = (page: Page) => page.getByTestId('header-messages-badge');

test('an operator sends a message in the back office; the open member page shows the badge and the message without reloading', async ({
  page,
  browser,
  site,
}) => {
  const username = await freshMember(site);
  await page.addInitScript(() => localStorage.setItem('fortuna.theme', 'light'));
  await memberPage(page, username, 'en', '/member#messages');
  await expect(page.getByTestId('member-section-messages')).toBeVisible();
  await expect(page.getByText('No messages yet')).toBeVisible();
  await expect(headerBadge(page)).toHaveCount(0);
  // Nothing below may reload the member's page: a reload would clear this mark.
  await page.evaluate(() => {
    (window as unknown as { __stayed: boolean }).__stayed = true;
  });

  const ops = await operatorPage(browser, site);
  await ops.goto('/backoffice/messages');
  await ops.getByTestId('ops-message-title').fill('Weekend reload bonus');
  await ops.getByTestId('ops-message-body').fill('Deposit this weekend and get 10% extra.\nSee the promotions page.');
  await ops.getByTestId('ops-message-username').fill(username);
  await expect(ops.getByTestId('ops-message-send')).toBeDisabled();
  await ops.getByTestId('ops-message-preview-button').click();
  await expect(ops.getByTestId('ops-message-preview')).toContainText('Reaches 1 member(s)');
  await ops.screenshot({ path: opsShot('messages-compose'), fullPage: true });
  await ops.getByTestId('ops-message-send').click();
  await ops.getByTestId('ops-message-send-confirm-confirm').click();
  const sentRow = ops.getByTestId('ops-messages').locator('tbody tr').filter({ hasText: 'Weekend reload bonus' });
  await expect(sentRow).toContainText(username);

  await expect(headerBadge(page)).toHaveText('1');
  await expect(page.getByTestId('member-nav-messages-badge')).toContainText('1');
  const row = page.getByTestId('messages-list').locator('li').filter({ hasText: 'Weekend reload bonus' });
  await expect(row).toContainText('Deposit this weekend and get 10% extra. See the promotions page.');
  expect(await page.evaluate(() => (window as unknown as { __stayed?: boolean }).__stayed)).toBe(true);
  await page.screenshot({ path: opsShot('messages-member-inbox-en') });

  await row.getByTestId('message-open').click();
  const detail = page.getByTestId('message-detail');
  await expect(detail.getByTestId('message-detail-body')).toHaveText('Deposit this weekend and get 10% extra.\nSee the promotions page.');
  await expect(headerBadge(page)).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('member-nav-messages-badge')).toHaveCount(0);

  // The operator sees it read; more messages arrive live; mark all read clears the badge.
  await ops.reload();
  await expect(ops.getByTestId('ops-messages').locator('tbody tr').filter({ hasText: 'Weekend reload bonus' })).toContainText('1');
  await sendByApi(site, username, 'Maintenance tonight', 'The site pauses 02:00–02:30.');
  await sendByApi(site, username, 'New lottery game', 'Try the new 1-minute draw.');
  await expect(headerBadge(page)).toHaveText('2');
  await page.getByTestId('messages-mark-all').click();
  await expect(headerBadge(page)).toHaveCount(0);

  // Delete two after confirming; one stays.
  await page.getByTestId('messages-list').locator('li').filter({ hasText: 'Maintenance tonight' }).getByRole('checkbox').check();
  await page.getByTestId('messages-list').locator('li').filter({ hasText: 'New lottery game' }).getByRole('checkbox').check();
  await page.getByTestId('messages-delete-selected').click();
  await expect(page.getByTestId('messages-delete-confirm')).toContainText('2 message(s)');
  await page.getByTestId('messages-delete-confirm-confirm').click();
  await expect(page.getByTestId('messages-list').locator('li')).toHaveCount(1);

  // Withdrawn by the operator: it leaves the open inbox without a reload.
  await ops
    .getByTestId('ops-messages')
    .locator('tbody tr')
    .filter({ hasText: 'Weekend reload bonus' })
    .getByTestId('ops-message-withdraw')
    .click();
  await ops.getByTestId('ops-message-withdraw-confirm-confirm').click();
  await expect(page.getByText('No messages yet')).toBeVisible();
  await ops.screenshot({ path: opsShot('messages-sent-list'), fullPage: true });
  await ops.context().close();
});

test('the inbox in Chinese, dark theme, on a 390 px phone: system messages read in the member language', async ({ page, site }) => {
  const username = await freshMember(site);
  await page.addInitScript(() => localStorage.setItem('fortuna.theme', 'dark'));
  await page.setViewportSize({ width: 390, height: 844 });
  await sendByApi(site, username, '系统维护通知', '今晚 02:00–02:30 暂停服务。\n感谢您的耐心。');
  // A withdrawal rejection recorded the way the cashier records it (member events, in the change's
  // transaction) leaves a system message, rendered in the reader's language when read.
  const member = (await site.database.db.selectFrom('member').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
  await site.database.db.transaction().execute((trx) =>
    site.app.memberEvents.record(trx, member, 'WITHDRAWAL_REJECTED', {
      withdrawalId: 1,
      amount: '5000.00',
      balance: '12000.00',
      reason: 'Name does not match',
    }),
  );
  await memberPage(page, username, 'zh', '/member#messages');
  await expect(headerBadge(page)).toHaveText('2');
  const list = page.getByTestId('messages-list');
  await expect(list).toContainText('取款被拒绝');
  await expect(list).toContainText('系统维护通知');
  // Nothing widens the page at 390 px (the menu row's badges hold their screen-reader text).
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(1);
  await page.screenshot({ path: opsShot('messages-member-inbox-zh-dark-phone'), fullPage: true });
  await list.locator('li').filter({ hasText: '取款被拒绝' }).getByTestId('message-open').click();
  await expect(page.getByTestId('message-detail-body')).toContainText('款项已退回主钱包：Name does not match');
  await page.screenshot({ path: opsShot('messages-member-detail-zh-dark-phone') });
  await expect(headerBadge(page)).toHaveText('1');
  await page.keyboard.press('Escape');
  // The phone's menu drawer has the entry with its badge too.
  await page.getByRole('button', { name: '打开菜单' }).click();
  await expect(page.getByTestId('side-messages-badge')).toContainText('1');
  await page.screenshot({ path: opsShot('messages-side-menu-zh-dark-phone') });
});

test('no XSS payload as a message title or text runs in the inbox list, the message or the back office', async ({
  page,
  browser,
  site,
}) => {
  test.setTimeout(360_000);
  const username = await freshMember(site);
  for (const payload of XSS_PAYLOADS) await sendByApi(site, username, payload, `${payload}\n${payload}`);
  const xss = await watchXss(page);
  await memberPage(page, username, 'en', '/member#messages');
  const list = page.getByTestId('messages-list');
  const pages = Math.ceil(XSS_PAYLOADS.length / 10);
  for (let p = 1; p <= pages; p++) {
    if (p > 1) {
      const pager = page.getByTestId('messages-pagination');
      await pager.locator('button').last().click();
      await expect(pager.locator('[aria-current="page"]')).toHaveText(String(p));
    }
    await expect(list.locator('li').first()).toBeVisible();
    await provokeXss(page);
    const count = await list.locator('li').count();
    for (let i = 0; i < count; i++) {
      await list.locator('li').nth(i).getByTestId('message-open').click();
      await expect(page.getByTestId('message-detail-body')).toBeVisible();
      await provokeXss(page);
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('message-detail')).toHaveCount(0);
    }
  }
  await expect(headerBadge(page)).toHaveCount(0);
  expect(await xss.fired()).toEqual([]);
  expect(xss.dialogs).toEqual([]);

  const ops = await operatorPage(browser, site, 'zh');
  const opsXss = await watchXss(ops);
  await ops.goto('/backoffice/messages');
  await expect(ops.getByTestId('ops-messages').locator('tbody tr').first()).toBeVisible();
  await expect(ops.getByRole('heading', { name: '平台消息' })).toBeVisible();
  await provokeXss(ops);
  await ops.screenshot({ path: opsShot('messages-sent-list-zh-xss') });
  await ops.getByTestId('ops-messages').locator('tbody tr').first().getByTestId('ops-message-view').click();
  await expect(ops.getByTestId('ops-message-dialog')).toBeVisible();
  await provokeXss(ops);
  expect(await opsXss.fired()).toEqual([]);
  expect(opsXss.dialogs).toEqual([]);
  await ops.context().close();
});
