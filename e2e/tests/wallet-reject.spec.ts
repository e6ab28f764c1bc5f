import path from 'node:path';
import { expect, SCREENSHOT_DIR, test } from '../fixtures';
import { localeText } from '../locale-text';
import { freshMember, headerBalance, memberPage, operatorPage, prepareWithdrawals } from '../wallet';

test('a rejected withdrawal returns the money: header balance back, toast with the reason, and both moves in the account record', async ({
  page,
  browser,
  site,
}) => {
  const username = await freshMember(site, 500_000n);
  await prepareWithdrawals(site, username);
  await memberPage(page, username, 'en', '/member#withdraw');
  const section = page.getByTestId('member-section-withdraw');
  await section.getByTestId('withdraw-amount').fill('2000');
  await section.getByTestId('withdraw-password').fill('246810');
  await section.getByTestId('withdraw-submit').click();
  await expect(headerBalance(page)).toHaveText('3,000.00');

  const reason = `Name does not match ${Date.now() % 10_000}`;
  const ops = await operatorPage(browser, site);
  await ops.getByRole('tab', { name: localeText('en', 'ops.tab_withdrawals') }).click();
  const queued = ops.locator(`[data-testid="ops-withdrawal-row"][data-username="${username}"]`);
  await queued.getByTestId('ops-reject').click();
  const dialog = ops.getByTestId('ops-decision');
  await dialog.getByTestId('ops-decision-submit').click();
  await expect(dialog.getByText(localeText('en', 'form.required'))).toBeVisible();
  await dialog.getByTestId('ops-reason').fill(reason);
  await dialog.getByTestId('ops-decision-submit').click();
  await expect(queued).toHaveCount(0);
  // The decided request stays findable under its new status.
  await ops.getByTestId('ops-status').selectOption('REJECTED');
  await expect(ops.locator(`[data-testid="ops-withdrawal-row"][data-username="${username}"]`)).toContainText(reason);
  await ops.context().close();

  const toast = page.locator('[data-testid="toast"][data-kind="WITHDRAWAL_REJECTED"]');
  await expect(toast).toContainText(reason);
  await expect(toast).toContainText('Ks 5,000.00');
  await expect(headerBalance(page)).toHaveText('5,000.00');
  const row = section.getByTestId('withdrawal-row').first();
  await expect(row.getByTestId('withdrawal-status')).toHaveText(localeText('en', 'cashier.withdrawal_status.REJECTED'));
  await expect(row.getByTestId('withdrawal-reason')).toContainText(reason);

  // The account record shows the reservation and its return, coloured by sign.
  await page.getByTestId('member-nav-accountRecord').click();
  const record = page.getByTestId('member-section-accountRecord');
  const rows = record.getByTestId('account-record-row');
  const mainWallet = localeText('en', 'wallet.accounts.main');
  await expect(record.locator('[data-kind="withdrawal_return"]').filter({ hasText: mainWallet })).toContainText('+2,000.00');
  await expect(record.locator('[data-kind="withdrawal"]').filter({ hasText: mainWallet })).toContainText('-2,000.00');
  await expect(
    record.locator('[data-kind="withdrawal"]').filter({ hasText: localeText('en', 'wallet.accounts.pending_withdrawal') }),
  ).toContainText('+2,000.00');
  await expect(rows).toHaveCount(5);
  await record.getByTestId('record-kind').selectOption('withdrawal_return');
  await expect(rows).toHaveCount(2);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'wallet-account-record-filtered.png'), fullPage: true });
  // No future ranges for records of the past (README-decisions).
  await expect(record.getByTestId('record-range-next_7_days')).toHaveCount(0);
  await record.getByTestId('record-range-from').fill('2000-01-01');
  await record.getByTestId('record-range-to').fill('2000-01-31');
  await expect(record.getByText(localeText('en', 'wallet.record_empty'))).toBeVisible();
  await record.getByTestId('record-range-today').click();
  await expect(rows).toHaveCount(2);
});
