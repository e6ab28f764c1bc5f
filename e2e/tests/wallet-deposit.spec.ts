import crypto from 'node:crypto';
import path from 'node:path';
import { apiClient, operatorToken } from '@fortuna/server/testing';
import type { WebSocket } from '@playwright/test';
import { expect, SCREENSHOT_DIR, test } from '../fixtures';
import { localeText } from '../locale-text';
import { freshMember, headerBalance, MEMBER_PASSWORD, memberPage, OPERATOR, operatorPage } from '../wallet';

test('a manual deposit confirmed in the back office reaches the member live: toast and header balance, no reload', async ({
  page,
  browser,
  site,
}) => {
  const username = await freshMember(site);
  await memberPage(page, username);
  await expect(headerBalance(page)).toHaveText('0.00');

  // The header's deposit button opens the member centre's deposit section.
  await page.getByTestId('deposit-button').click();
  await expect(page).toHaveURL(/\/member#deposit$/);
  const section = page.getByTestId('member-section-deposit');
  await expect(section.getByTestId('page-title')).toHaveText(localeText('en', 'member.sections.deposit'));
  await expect(section.getByTestId('deposit-channel-KBZ_BANK').locator('input')).toBeChecked();
  await expect(section.getByTestId('deposit-bank-number')).toHaveText('0271 0010 5556 7788');

  // Copying the account number says so (spec §8 copy success dialog).
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await section.getByTestId('copy-number').click();
  await expect(page.getByTestId('copy-dialog')).toContainText('0271 0010 5556 7788');
  await page.getByTestId('copy-dialog-confirm').click();
  await expect(page.getByTestId('copy-dialog')).toHaveCount(0);

  // The channel's bounds are checked before anything is sent.
  let sent = false;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/wps/cashier/deposit')) sent = true;
  });
  await section.getByTestId('deposit-amount').fill('10');
  await section.getByTestId('deposit-submit').click();
  await expect(section.getByTestId('deposit-amount-error')).toHaveText(
    localeText('en', 'form.amount_range').replace('{{min}}', '1,000.00').replace('{{max}}', '1,000,000.00'),
  );
  await section.getByTestId('deposit-amount').fill('12.345');
  await section.getByTestId('deposit-submit').click();
  await expect(section.getByTestId('deposit-amount-error')).toHaveText(localeText('en', 'form.amount_invalid'));
  expect(sent).toBe(false);

  const reference = `TX-${Date.now()}`;
  await section.getByTestId('deposit-amount').fill('1500');
  await section.getByTestId('deposit-reference').fill(reference);
  await section.getByTestId('deposit-submit').click();
  await expect(section.getByTestId('deposit-created')).toContainText('Ks 1,500.00');
  const row = section.getByTestId('deposit-row').first();
  await expect(row.getByTestId('deposit-status')).toHaveText(localeText('en', 'cashier.deposit_status.PENDING'));
  await expect(row).toContainText(reference);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'wallet-deposit-pending.png'), fullPage: true });

  // The operator confirms it in the back office, in another browser context.
  const ops = await operatorPage(browser, site);
  const queued = ops.locator(`[data-testid="ops-deposit-row"][data-username="${username}"]`);
  await expect(queued).toContainText('1,500.00');
  await expect(queued).toContainText(reference);
  await queued.getByTestId('ops-confirm').click();
  const dialog = ops.getByTestId('ops-decision');
  await expect(dialog).toContainText(username);
  await dialog.getByTestId('ops-decision-submit').click();
  await expect(dialog).toHaveCount(0);
  await expect(queued).toHaveCount(0);
  await ops.context().close();

  // The member's page was never reloaded: the socket brought the toast and the new balance.
  const toast = page.locator('[data-testid="toast"][data-kind="DEPOSIT_CREDITED"]');
  await expect(toast).toContainText(localeText('en', 'notify.title_DEPOSIT_CREDITED'));
  await expect(toast).toContainText('Ks 1,500.00');
  await expect(headerBalance(page)).toHaveText('1,500.00');
  await expect(row.getByTestId('deposit-status')).toHaveText(localeText('en', 'cashier.deposit_status.CREDITED'));
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
});

test('a gateway deposit opens the payment page in a new tab; paying there credits the member', async ({ page, site }) => {
  const username = await freshMember(site);
  await memberPage(page, username, 'en', '/member#deposit');
  const section = page.getByTestId('member-section-deposit');
  await section.getByTestId('deposit-channel-FORTUNA_PAY').click();
  await expect(section.getByTestId('deposit-bank-details')).toHaveCount(0);
  await section.getByTestId('deposit-amount').fill('700');
  const popup = page.waitForEvent('popup');
  await section.getByTestId('deposit-submit').click();
  const payPage = await popup;
  await payPage.waitForLoadState();
  await expect(payPage.locator('body')).toContainText('700.00 MMK');
  await payPage.getByTestId('sim-paid').click();
  await expect(payPage.locator('body')).toContainText('CREDITED');
  await payPage.close();
  await expect(page.locator('[data-testid="toast"][data-kind="DEPOSIT_CREDITED"]')).toContainText('Ks 700.00');
  await expect(headerBalance(page)).toHaveText('700.00');
});

test('after a password change the notifications socket reconnects with the new token; logging out closes it', async ({ page, site }) => {
  const username = await freshMember(site);
  const sockets: WebSocket[] = [];
  page.on('websocket', (socket) => {
    if (socket.url().includes('/socket.io/')) sockets.push(socket);
  });
  await memberPage(page, username);
  await expect.poll(() => sockets.length).toBe(1);

  await page.getByTestId('account-menu-button').click();
  await page.getByTestId('menu-change-password').click();
  const popup = page.getByTestId('change-password-popup');
  await popup.getByTestId('change-old-password').fill(MEMBER_PASSWORD);
  await popup.getByTestId('change-new-password').fill('Member456');
  await popup.getByTestId('change-confirm-password').fill('Member456');
  await popup.getByTestId('change-password-submit').click();
  await expect(popup).toHaveCount(0);
  await expect.poll(() => sockets.length).toBe(2);
  await expect.poll(() => sockets[0]?.isClosed()).toBe(true);

  // The new socket is the member's: a deposit confirmed now still arrives.
  const api = apiClient(site.app);
  const token = (await page.evaluate(() => sessionStorage.getItem('fortuna.token'))) as string;
  const deposit = await api.post(
    '/wps/cashier/deposit',
    { channel: 'KBZ_BANK', amount: '2000', requestId: crypto.randomUUID() },
    { authorization: token },
  );
  const ops = await operatorToken(site.database.db);
  await api.post(`/ops/deposits/${deposit.body.value.id}/confirm`, {}, { authorization: ops });
  await expect(page.locator('[data-testid="toast"][data-kind="DEPOSIT_CREDITED"]')).toContainText('Ks 2,000.00');
  await expect(headerBalance(page)).toHaveText('2,000.00');

  await page.getByTestId('account-menu-button').click();
  await page.getByTestId('menu-sign-out').click();
  await page.getByTestId('sign-out-confirm-confirm').click();
  await expect(page.getByTestId('account-bar')).toHaveCount(0);
  await expect.poll(() => sockets[1]?.isClosed()).toBe(true);
  expect(sockets).toHaveLength(2);
});
