import path from 'node:path';
import { logIn, smsCode, solveShownCaptcha, useFreshAddress } from '../accounts';
import { expect, SCREENSHOT_DIR, test } from '../fixtures';
import { localeText } from '../locale-text';

test.beforeEach(async ({ page }) => {
  await useFreshAddress(page);
  await page.addInitScript(() => localStorage.setItem('fortuna.language', 'en'));
});

test('logs in from the header and shows balance, nickname and the account menu', async ({ page, gotoHome }) => {
  await gotoHome(page);
  await page
    .getByTestId('app-header')
    .getByRole('link', { name: localeText('en', 'header.login') })
    .click();
  const popup = page.getByTestId('login-popup');
  await expect(popup).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // Required fields are checked before anything is sent.
  await popup.getByTestId('login-submit').click();
  await expect(popup.getByText(localeText('en', 'form.required')).first()).toBeVisible();

  await popup.getByTestId('login-username').fill('  player01 ');
  await popup.getByTestId('login-password').fill('Player123');
  await popup.getByTestId('login-submit').click();

  await expect(popup).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('balance')).toContainText('Ks');
  await expect(page.getByTestId('balance-amount')).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}$/);
  expect(await page.evaluate(() => sessionStorage.getItem('fortuna.token'))).toMatch(/.{20,}/);
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('fortuna.nickname'))).toBe('Lucky Star');
  expect(await page.evaluate(() => sessionStorage.getItem('fortuna.merchant'))).toBe('FORTUNA');

  await page.getByTestId('account-menu-button').click();
  const menu = page.getByTestId('account-menu');
  await expect(menu.getByTestId('account-nickname')).toHaveText('Lucky Star');
  for (const id of ['menu-my-account', 'menu-withdraw', 'menu-account-record', 'menu-betting-record', 'menu-sign-out']) {
    await expect(menu.getByTestId(id)).toBeVisible();
  }
  // A plain member has no agent centre.
  await expect(menu.getByTestId('menu-agent-centre')).toHaveCount(0);
  await menu.getByTestId('menu-betting-record').click();
  await expect(page).toHaveURL(/\/member#bettingRecord$/);

  // The balance can be masked, and stays masked after a reload.
  await page.getByTestId('balance-toggle').click();
  await expect(page.getByTestId('balance-amount')).toHaveText('••••');
  await page.reload();
  await expect(page.getByTestId('balance-amount')).toHaveText('••••');
  await page.getByTestId('balance-toggle').click();
  await expect(page.getByTestId('balance-amount')).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}$/);
});

test('a wrong password shows the error; after three failures the captcha appears and a login with it succeeds', async ({ page, site }) => {
  await page.goto('/login');
  const popup = page.getByTestId('login-popup');
  await popup.getByTestId('login-username').fill('member03');
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    await popup.getByTestId('login-password').fill(`Wrong${attempt}xx`);
    await popup.getByTestId('login-submit').click();
    await expect(popup.getByTestId('login-error')).toHaveText(localeText('en', 'errors.incorrect_account_or_password'));
    if (attempt < 3) await expect(popup.getByTestId('captcha-image')).toHaveCount(0);
  }
  await expect(popup.getByTestId('captcha-image').locator('img')).toBeVisible();

  // A wrong captcha is refused and a fresh one replaces it.
  const firstId = await popup.getByTestId('captcha-image').getAttribute('data-captcha-id');
  await popup.getByTestId('login-password').fill('Member123');
  await popup.getByTestId('captcha-input').fill('ZZZZ');
  await popup.getByTestId('login-submit').click();
  await expect(popup.getByText(localeText('en', 'errors.captcha_incorrect'))).toBeVisible();
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'login-captcha.png') });
  await expect(popup.getByTestId('captcha-image')).not.toHaveAttribute('data-captcha-id', firstId ?? '');

  // The refresh button gives a new image and then rests for a second (the server allows one a second).
  await expect(popup.getByTestId('captcha-refresh')).toBeEnabled();
  const shown = (await popup.getByTestId('captcha-image').getAttribute('data-captcha-id')) ?? '';
  await popup.getByTestId('captcha-refresh').click();
  await expect(popup.getByTestId('captcha-refresh')).toBeDisabled();
  await expect(popup.getByTestId('captcha-image')).not.toHaveAttribute('data-captcha-id', shown);
  await expect(popup.getByTestId('captcha-refresh')).toBeEnabled();

  await solveShownCaptcha(page, site);
  await popup.getByTestId('login-password').fill('Member123');
  await popup.getByTestId('login-submit').click();
  await expect(popup).toHaveCount(0);
  await expect(page.getByTestId('account-bar')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('logging out asks first, then clears the session but keeps the merchant and returns to /', async ({ page }) => {
  await logIn(page, 'member04', 'Member123');
  await page.goto('/promotions');
  await page.getByTestId('account-menu-button').click();
  await page.getByTestId('menu-sign-out').click();
  const confirm = page.getByTestId('sign-out-confirm');
  await expect(confirm).toContainText(localeText('en', 'auth.sign_out_text'));
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'sign-out-confirm.png') });

  await confirm.getByRole('button', { name: localeText('en', 'common.cancel') }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByTestId('account-bar')).toBeVisible();

  await page.getByTestId('account-menu-button').click();
  await page.getByTestId('menu-sign-out').click();
  const logout = page.waitForRequest((request) => request.method() === 'DELETE' && request.url().endsWith('/wps/session/logout'));
  await page.getByTestId('sign-out-confirm-confirm').click();
  await logout;
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('account-bar')).toHaveCount(0);
  await expect(page.getByTestId('app-header').getByRole('link', { name: localeText('en', 'header.login') })).toBeVisible();
  const stored = await page.evaluate(() => Object.keys(sessionStorage).sort());
  expect(stored).toEqual(['fortuna.merchant']);
});

test('remember me keeps the username, never the password, for the next login', async ({ page, context }) => {
  await page.goto('/login');
  const popup = page.getByTestId('login-popup');
  await popup.getByTestId('login-username').fill('member04');
  await popup.getByTestId('login-password').fill('Member123');
  await popup.getByTestId('login-remember').check();
  await popup.getByTestId('login-submit').click();
  await expect(page.getByTestId('account-bar')).toBeVisible();

  const cookie = (await context.cookies()).find((entry) => entry.name === 'fortuna_remember');
  expect(cookie?.value).toBe('member04');
  expect(cookie && cookie.expires - Date.now() / 1000).toBeGreaterThan(86_000);
  expect(cookie && cookie.expires - Date.now() / 1000).toBeLessThanOrEqual(86_400);

  await page.evaluate(() => sessionStorage.clear());
  await page.goto('/login');
  await expect(page.getByTestId('login-username')).toHaveValue('member04');
  await expect(page.getByTestId('login-password')).toHaveValue('');
  await expect(page.getByTestId('login-remember')).toBeChecked();
});

test('logs in by SMS code (LOGIN_SMS)', async ({ page, site }) => {
  await page.goto('/login');
  const popup = page.getByTestId('login-popup');
  await popup.getByRole('tab', { name: localeText('en', 'auth.tab_sms') }).click();
  await expect(popup.getByTestId('sms-login-mobile-dialing')).toHaveValue('95');
  await popup.getByTestId('sms-login-mobile-input').fill('9420000004');
  await popup.getByTestId('sms-login-send').click();
  await expect(popup.getByTestId('sms-login-send')).toBeDisabled();
  await expect(popup.getByTestId('sms-login-send')).toHaveText(/\d+/);
  await popup.getByTestId('sms-login-code').fill(await smsCode(site, '95', '9420000004'));
  await popup.getByTestId('sms-login-submit').click();
  await expect(popup).toHaveCount(0);
  await expect(page.getByTestId('account-bar')).toBeVisible();
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('fortuna.account'))).toBe('subagent01');
});

test('a token the server no longer accepts is dropped: the visitor is a guest again', async ({ page, gotoHome }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      sessionStorage.setItem('fortuna.token', 'expired-or-revoked-token');
    }
  });
  await gotoHome(page);
  await expect(page.getByTestId('app-header').getByRole('link', { name: localeText('en', 'header.login') })).toBeVisible();
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('fortuna.token'))).toBeNull();
});
