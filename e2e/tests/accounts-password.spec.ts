import path from 'node:path';
import { logIn, smsCode, useFreshAddress } from '../accounts';
import { expect, SCREENSHOT_DIR, test } from '../fixtures';
import { localeText } from '../locale-text';

test.beforeEach(async ({ page }) => {
  await useFreshAddress(page);
  await page.addInitScript(() => localStorage.setItem('fortuna.language', 'en'));
});

test('a default password forces a change that cannot be dismissed and does not ask for the old password', async ({ page }) => {
  await page.goto('/login');
  const popup = page.getByTestId('login-popup');
  await popup.getByTestId('login-username').fill('newbie01');
  await popup.getByTestId('login-password').fill('Welcome123');
  await popup.getByTestId('login-submit').click();

  const forced = page.getByTestId('forced-password-popup');
  await expect(forced).toBeVisible();
  await expect(forced.getByText(localeText('en', 'auth.forced_change_text'))).toBeVisible();
  await expect(forced.getByRole('button', { name: localeText('en', 'common.close') })).toHaveCount(0);
  await expect(forced.getByTestId('change-old-password')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(forced).toBeVisible();

  await forced.getByTestId('change-new-password').fill('Fresh2024');
  await forced.getByTestId('change-confirm-password').fill('Fresh2025');
  await forced.getByTestId('change-password-submit').click();
  await expect(forced.getByTestId('change-confirm-password-error')).toHaveText(localeText('en', 'errors.inconsistent_twice'));
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'forced-password.png') });

  await forced.getByTestId('change-confirm-password').fill('Fresh2024');
  await forced.getByTestId('change-password-submit').click();
  await expect(forced).toHaveCount(0);
  await expect(page.getByText(localeText('en', 'auth.password_changed'))).toBeVisible();
  // The session carries on with the new token; a reload does not bring the forced change back.
  await page.reload();
  await expect(page.getByTestId('account-bar')).toBeVisible();
  await expect(page.getByTestId('forced-password-popup')).toHaveCount(0);

  // The new password works, the old one no longer does.
  await page.evaluate(() => sessionStorage.clear());
  await logIn(page, 'newbie01', 'Fresh2024');
  await expect(page.getByTestId('forced-password-popup')).toHaveCount(0);
});

test('forgot password by phone: code by SMS, new password, then logged in on /', async ({ page, site }) => {
  await page.goto('/login');
  await page.getByTestId('forgot-password-link').click();
  const popup = page.getByTestId('forgot-password-popup');
  await expect(popup).toBeVisible();
  // FORGOT_PASSWORD_MOBILE is on in the demo: the mobile tab comes first.
  await expect(popup.getByRole('tab', { name: localeText('en', 'auth.tab_forgot_mobile') })).toHaveAttribute('aria-selected', 'true');

  await popup.getByTestId('forgot-mobile-input').fill('9420000003');
  await popup.getByTestId('forgot-sms-send').click();
  await expect(popup.getByTestId('forgot-sms-send')).toBeDisabled();
  const code = await smsCode(site, '95', '9420000003');
  const sent = await site.database.db
    .selectFrom('verification_code')
    .select('purpose')
    .where('recipient', '=', '+959420000003')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  expect(sent.purpose).toBe('reset');

  await popup.getByTestId('forgot-code').fill(code);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'forgot-phone.png') });
  // member02 keeps its demo password, so other tests of this worker can still use it.
  await popup.getByTestId('forgot-new-password').fill('Member123');
  await popup.getByTestId('forgot-confirm-password').fill('Member123');
  await popup.getByTestId('forgot-phone-submit').click();

  await expect(popup).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('account-bar')).toBeVisible();
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('fortuna.account'))).toBe('member02');
});

test('forgot password by email: the sent dialog, then the mailed link resets and logs in', async ({ page, site }) => {
  // Two resets (argon2 each) and four page loads: a long journey on a shared machine.
  test.slow();
  await page.goto('/login');
  await page.getByTestId('forgot-password-link').click();
  const popup = page.getByTestId('forgot-password-popup');
  await popup.getByRole('tab', { name: localeText('en', 'auth.tab_forgot_email') }).click();
  // A wrong email is answered as a right one would be (no enumeration), so only the right one is tried here.
  await popup.getByTestId('forgot-username').fill('agent01');
  await popup.getByTestId('forgot-email').fill('agent01@fortuna-demo.example');
  await popup.getByTestId('forgot-email-submit').click();
  const sentDialog = page.getByTestId('reset-sent');
  await expect(sentDialog).toContainText(localeText('en', 'auth.reset_sent_text'));
  await sentDialog.getByTestId('reset-sent-confirm').click();
  await expect(page.getByTestId('forgot-password-popup')).toHaveCount(0);

  const mail = await site.database.db
    .selectFrom('message_outbox')
    .select('body')
    .where('recipient', '=', 'agent01@fortuna-demo.example')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const link = /https?:\/\/\S+\?resetToken=[\w-]+/.exec(mail.body)?.[0];
  expect(link).toBeTruthy();
  await page.goto(new URL(link ?? '').search);

  const reset = page.getByTestId('reset-password-popup');
  await expect(reset).toBeVisible();
  await reset.getByTestId('reset-new-password').fill('Agent1234');
  await reset.getByTestId('reset-confirm-password').fill('Agent1234');
  await reset.getByTestId('reset-submit').click();
  await expect(reset).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('account-bar')).toBeVisible();

  // The link is single-use.
  await page.evaluate(() => sessionStorage.clear());
  await page.goto(new URL(link ?? '').search);
  const again = page.getByTestId('reset-password-popup');
  await expect(again).toBeVisible();
  await again.getByTestId('reset-new-password').fill('Agent1234');
  await again.getByTestId('reset-confirm-password').fill('Agent1234');
  await expect(again.getByTestId('reset-new-password')).toHaveValue('Agent1234');
  await again.getByTestId('reset-submit').click();
  await expect(page.getByTestId('reset-error')).toHaveText(localeText('en', 'errors.reset_link_invalid'));
});

test('changes the password from the account menu and stays logged in', async ({ page }) => {
  await logIn(page, 'member03', 'Member123');
  await page.getByTestId('account-menu-button').click();
  await page.getByTestId('menu-change-password').click();
  const popup = page.getByTestId('change-password-popup');
  await popup.getByTestId('change-old-password').fill('NotMine123');
  await popup.getByTestId('change-new-password').fill('Member123');
  await popup.getByTestId('change-confirm-password').fill('Member123');
  await popup.getByTestId('change-password-submit').click();
  await expect(popup.getByTestId('change-old-password-error')).toHaveText(localeText('en', 'errors.old_password_incorrect'));

  const before = await page.evaluate(() => sessionStorage.getItem('fortuna.token'));
  await popup.getByTestId('change-old-password').fill('Member123');
  await popup.getByTestId('change-password-submit').click();
  await expect(popup).toHaveCount(0);
  // Every earlier session was revoked; this tab carries on with the new token.
  const after = await page.evaluate(() => sessionStorage.getItem('fortuna.token'));
  expect(after).not.toBe(before);
  await page.reload();
  await expect(page.getByTestId('account-bar')).toBeVisible();
});
