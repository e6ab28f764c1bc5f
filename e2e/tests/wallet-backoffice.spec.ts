import { totpCode } from '@fortuna/server/testing';
import { useFreshAddress } from '../accounts';
import { demoMerchantId, expect, test } from '../fixtures';
import { localeText } from '../locale-text';
import { makeOperator, opsShot, signInWithTotp } from '../ops';
import { OPERATOR } from '../wallet';

test.beforeEach(async ({ page }) => {
  await useFreshAddress(page);
  await page.addInitScript(() => localStorage.setItem('fortuna.language', 'en'));
});

test('/backoffice has its own login without the portal shell; a wrong password is refused; signing out forgets the operator', async ({
  page,
}) => {
  await page.goto('/backoffice');
  await expect(page.getByTestId('backoffice')).toBeVisible();
  await expect(page.getByTestId('app-header')).toHaveCount(0);
  await expect(page.getByTestId('side-menu')).toHaveCount(0);
  const form = page.getByTestId('ops-login-form');
  await form.getByTestId('ops-login-submit').click();
  await expect(form.getByText(localeText('en', 'form.required')).first()).toBeVisible();
  await form.getByTestId('ops-username').fill(OPERATOR.username);
  await form.getByTestId('ops-password').fill('not-the-password');
  await form.getByTestId('ops-login-submit').click();
  await expect(form.getByTestId('ops-login-error')).toHaveText(localeText('en', 'errors.operator_login_failed'));

  await form.getByTestId('ops-password').fill(OPERATOR.password);
  await form.getByTestId('ops-login-submit').click();
  await expect(page.getByTestId('ops-operator')).toHaveText(OPERATOR.username);
  // Without two-factor the session may only set it up: a key as a QR code, then the app's first code.
  const setup = page.getByTestId('ops-totp-setup');
  await expect(setup).toBeVisible();
  await expect(page.getByTestId('ops-menu')).toHaveCount(0);
  await setup.getByTestId('ops-totp-start').click();
  await expect(setup.getByRole('img', { name: 'Two-factor key as a QR code' })).toBeVisible();
  await page.screenshot({ path: opsShot('totp-setup-en-dark-desktop'), fullPage: true });
  const secret = (await setup.getByTestId('ops-totp-secret').textContent()) ?? '';
  await setup.getByTestId('ops-totp-code').fill(totpCode(secret));
  await setup.getByTestId('ops-totp-enable').click();
  await expect(page.getByTestId('ops-menu')).toBeVisible();
  await page.getByTestId('ops-menu-cashier').click();
  // The operator's token is its own: the member session is untouched and a reload keeps the operator in.
  expect(await page.evaluate(() => sessionStorage.getItem('fortuna.token'))).toBeNull();
  await page.reload();
  await expect(page.getByTestId('ops-operator')).toHaveText(OPERATOR.username);
  await expect(page.getByRole('tab', { name: localeText('en', 'ops.tab_deposits') })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('ops-status')).toHaveValue('PENDING');

  // A token the server no longer knows shows the login again.
  await page.evaluate(() => sessionStorage.setItem('fortuna.ops.token', 'revoked-operator-token'));
  await page.reload();
  await expect(page.getByTestId('ops-login-form')).toBeVisible();

  // Now with two-factor: the password, then the code (the next step's: the current one was spent on the setup).
  await signInWithTotp(page, { ...OPERATOR, secret }, Date.now() + 30_000);
  await expect(page.getByTestId('ops-menu')).toBeVisible();
  await page.getByTestId('ops-sign-out').click();
  await expect(page.getByTestId('ops-login-form')).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('fortuna.ops.token'))).toBeNull();
});

test('the back office stays open during maintenance, while players see the maintenance screen', async ({ page, site }) => {
  const operator = await makeOperator(site, 'finance');
  const id = await demoMerchantId(site);
  await site.database.db.updateTable('merchant').set({ maintenance: true }).where('id', '=', id).execute();
  try {
    await page.goto('/');
    await expect(page.getByTestId('maintenance-screen')).toBeVisible();
    await page.goto('/backoffice');
    await expect(page.getByTestId('ops-login-form')).toBeVisible();
    await signInWithTotp(page, operator);
    await page.getByTestId('ops-menu-cashier').click();
    await expect(page.getByTestId('ops-updated')).toContainText(':');
  } finally {
    await site.database.db.updateTable('merchant').set({ maintenance: false }).where('id', '=', id).execute();
  }
});
