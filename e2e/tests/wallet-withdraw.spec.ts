import path from 'node:path';
import { expect, SCREENSHOT_DIR, test } from '../fixtures';
import { localeText } from '../locale-text';
import { freshMember, headerBalance, memberPage, operatorPage, paidWithdrawal, prepareWithdrawals } from '../wallet';

test('bind a bank account and set the payment password, withdraw, the operator pays out, the member confirms receipt', async ({
  page,
  browser,
  site,
}) => {
  const username = await freshMember(site, 500_000n);
  await memberPage(page, username);
  await expect(headerBalance(page)).toHaveText('5,000.00');

  // The account menu's withdraw item: no bank account yet, so the section sends the member to bind one.
  await page.getByTestId('account-menu-button').click();
  await page.getByTestId('menu-withdraw').click();
  await expect(page).toHaveURL(/\/member#withdraw$/);
  await page.getByTestId('withdraw-bind-bank').click();
  await expect(page).toHaveURL(/\/member#bankAccount$/);
  const bank = page.getByTestId('member-section-bankAccount');
  await bank.getByTestId('bank-submit').click();
  await expect(bank.getByTestId('bank-name-error')).toHaveText(localeText('en', 'form.required'));
  await bank.getByTestId('bank-name').fill('KBZ Bank');
  await bank.getByTestId('bank-number').fill('1234 5678 9012');
  await bank.getByTestId('bank-payee').fill('X1');
  await bank.getByTestId('bank-submit').click();
  await expect(bank.getByTestId('bank-payee-error')).toContainText('2–50');
  await bank.getByTestId('bank-payee').fill('Aung Min');
  await bank.getByTestId('bank-submit').click();
  await expect(bank.getByTestId('bank-account')).toContainText('•••• 9012');

  // The payment password in the security centre: the login password proves it is the member.
  await page.getByTestId('member-nav-security').click();
  const security = page.getByTestId('member-section-security');
  await security.getByTestId('pp-login').fill('Wrong-password1');
  await security.getByTestId('pp-new').fill('246810');
  await security.getByTestId('pp-confirm').fill('246811');
  await security.getByTestId('pp-submit').click();
  await expect(security.getByTestId('pp-confirm-error')).toHaveText(localeText('en', 'errors.inconsistent_twice'));
  await security.getByTestId('pp-confirm').fill('246810');
  await security.getByTestId('pp-submit').click();
  await expect(security.getByTestId('pp-login-error')).toHaveText(localeText('en', 'errors.old_password_incorrect'));
  await security.getByTestId('pp-login').fill('Member123');
  await security.getByTestId('pp-submit').click();
  await expect(page.locator('[data-testid="toast"]').filter({ hasText: localeText('en', 'cashier.payment_password_saved') })).toBeVisible();

  // The withdrawal: a wrong payment password is refused, the right one reserves the amount at once.
  await page.getByTestId('member-nav-withdraw').click();
  const withdraw = page.getByTestId('member-section-withdraw');
  await expect(withdraw.getByTestId('withdraw-bank')).toContainText('•••• 9012');
  await withdraw.getByTestId('withdraw-amount').fill('1200');
  await withdraw.getByTestId('withdraw-password').fill('000000');
  await withdraw.getByTestId('withdraw-submit').click();
  await expect(withdraw.getByTestId('withdraw-password-error')).toHaveText(localeText('en', 'errors.payment_password_incorrect'));
  await withdraw.getByTestId('withdraw-password').fill('246810');
  await withdraw.getByTestId('withdraw-submit').click();
  await expect(withdraw.getByTestId('withdraw-created')).toContainText('Ks 1,200.00');
  await expect(headerBalance(page)).toHaveText('3,800.00');
  const row = withdraw.getByTestId('withdrawal-row').first();
  await expect(row.getByTestId('withdrawal-status')).toHaveText(localeText('en', 'cashier.withdrawal_status.PENDING'));

  // The operator pays it out.
  const ops = await operatorPage(browser, site);
  await ops.getByRole('tab', { name: localeText('en', 'ops.tab_withdrawals') }).click();
  const queued = ops.locator(`[data-testid="ops-withdrawal-row"][data-username="${username}"]`);
  await expect(queued).toContainText('Aung Min');
  await expect(queued).toContainText('1,200.00');
  await queued.getByTestId('ops-approve').click();
  await ops.getByTestId('ops-decision-submit').click();
  await expect(queued).toHaveCount(0);
  await ops.context().close();

  // The member is told at once and asked to confirm receipt.
  await expect(page.locator('[data-testid="toast"][data-kind="WITHDRAWAL_APPROVED"]')).toContainText('Ks 1,200.00');
  await expect(row.getByTestId('withdrawal-status')).toHaveText(localeText('en', 'cashier.withdrawal_status.PAID'));
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'wallet-withdraw-paid.png'), fullPage: true });
  await row.getByTestId('confirm-received').click();
  const dialog = page.getByTestId('confirm-withdrawal-dialog');
  await expect(dialog).toContainText('Ks 1,200.00');
  await dialog.getByTestId('confirm-withdrawal-submit').click();
  await expect(dialog).toHaveCount(0);
  await expect(row.getByTestId('withdrawal-status')).toHaveText(localeText('en', 'cashier.withdrawal_status.RECEIVED'));
  await expect(row.getByTestId('confirm-received')).toHaveCount(0);
  await expect(headerBalance(page)).toHaveText('3,800.00');
});

test('not received needs a png or jpg proof of at most 5 MB, shown before sending; partly received needs less than the whole', async ({
  page,
  site,
}) => {
  const username = await freshMember(site, 500_000n);
  const prepared = await prepareWithdrawals(site, username);
  const first = await paidWithdrawal(site, prepared, '1000');
  const second = await paidWithdrawal(site, prepared, '800');
  await memberPage(page, username, 'en', '/member#withdraw');
  const section = page.getByTestId('member-section-withdraw');

  const notReceived = section.locator(`[data-testid="withdrawal-row"][data-id="${first}"]`);
  await notReceived.getByTestId('confirm-not-received').click();
  const dialog = page.getByTestId('confirm-withdrawal-dialog');
  await dialog.getByTestId('confirm-withdrawal-submit').click();
  await expect(dialog.getByTestId('confirm-proof-error')).toHaveText(localeText('en', 'errors.proof_required'));
  await dialog
    .getByTestId('confirm-proof')
    .setInputFiles({ name: 'note.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expect(dialog.getByTestId('confirm-proof-error')).toHaveText(localeText('en', 'cashier.proof_type'));
  await dialog
    .getByTestId('confirm-proof')
    .setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
  await expect(dialog.getByTestId('confirm-proof-error')).toHaveText(localeText('en', 'cashier.proof_size'));
  await dialog.getByTestId('confirm-proof').setInputFiles({ name: 'statement.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(dialog.getByTestId('confirm-proof-preview')).toBeVisible();
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'wallet-withdraw-proof.png') });
  await dialog.getByTestId('confirm-withdrawal-submit').click();
  await expect(dialog).toHaveCount(0);
  await expect(notReceived.getByTestId('withdrawal-status')).toHaveText(localeText('en', 'cashier.withdrawal_status.NOT_RECEIVED'));

  const partly = section.locator(`[data-testid="withdrawal-row"][data-id="${second}"]`);
  await partly.getByTestId('confirm-partial').click();
  await dialog.getByTestId('confirm-received-amount').fill('800');
  await dialog.getByTestId('confirm-withdrawal-submit').click();
  await expect(dialog.getByTestId('confirm-received-amount-error')).toContainText('799.99');
  await dialog.getByTestId('confirm-received-amount').fill('500');
  await dialog.getByTestId('confirm-withdrawal-submit').click();
  await expect(partly.getByTestId('withdrawal-status')).toHaveText(localeText('en', 'cashier.withdrawal_status.PARTIAL'));
  await expect(partly).toContainText('500.00');
});

/** A 1×1 PNG. */
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
