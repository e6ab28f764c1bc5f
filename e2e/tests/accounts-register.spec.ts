import path from 'node:path';
import { MODULE_IDS } from '@fortuna/shared';
import { setModule, smsCode, solveShownCaptcha, uniqueMobile, uniqueUsername, useFreshAddress } from '../accounts';
import { expect, SCREENSHOT_DIR, test } from '../fixtures';
import { localeText } from '../locale-text';

// One test turns a module on in the worker's database: run these one after another.
test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ page }) => {
  await useFreshAddress(page);
  await page.addInitScript(() => localStorage.setItem('fortuna.language', 'en'));
});

const pattern = (id: string, min: number, max: number) =>
  localeText('en', `pattern_${id}`).replace('{{min}}', String(min)).replace('{{max}}', String(max));

test('registers by username and lands on / logged in', async ({ page, site }) => {
  await page.goto('/register');
  const popup = page.getByTestId('register-popup');
  // REGISTER_MOBILE is on in the demo, so the mobile tab comes first.
  await expect(popup.getByRole('tab', { name: localeText('en', 'auth.tab_register_mobile') })).toHaveAttribute('aria-selected', 'true');
  await popup.getByRole('tab', { name: localeText('en', 'auth.tab_register_username') }).click();

  const username = uniqueUsername('web');
  await popup.getByTestId('register-username').fill(username);
  await popup.getByTestId('register-mobile-input').fill(uniqueMobile());
  await popup.getByTestId('register-password').fill('Secret123');
  await popup.getByTestId('register-confirm').fill('Secret123');
  await solveShownCaptcha(page, site);
  await popup.getByTestId('register-terms').check();
  await popup.getByTestId('register-submit').click();

  await expect(popup).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('account-bar')).toBeVisible();
  await page.getByTestId('account-menu-button').click();
  await expect(page.getByTestId('account-nickname')).toHaveText(username);
});

test('shows each field rule, the confirmation and the terms under their fields before sending', async ({ page }) => {
  await page.goto('/register');
  const popup = page.getByTestId('register-popup');
  await popup.getByRole('tab', { name: localeText('en', 'auth.tab_register_username') }).click();
  let sent = false;
  page.on('request', (request) => {
    if (request.url().includes('/wps/member/register')) sent = true;
  });

  await popup.getByTestId('register-username').fill('9lives');
  await popup.getByTestId('register-mobile-input').fill('12');
  await popup.getByTestId('register-password').fill('onlyletters');
  await popup.getByTestId('register-confirm').fill('different1');
  await popup.getByTestId('register-submit').click();

  await expect(popup.getByTestId('register-username-error')).toHaveText(pattern('LETTER_FIRST_ALNUM', 6, 16));
  await expect(popup.getByTestId('register-mobile-error')).toHaveText(pattern('DIGITS', 7, 15));
  await expect(popup.getByTestId('register-password-error')).toHaveText(pattern('LETTERS_AND_DIGITS', 6, 20));
  await expect(popup.getByTestId('register-confirm-error')).toHaveText(localeText('en', 'errors.inconsistent_twice'));
  await expect(popup.getByText(localeText('en', 'auth.terms_required'))).toBeVisible();
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'register-errors.png') });
  // Required fields carry a *.
  await expect(popup.locator('label', { hasText: localeText('en', 'auth.username') }).first()).toContainText('*');
  expect(sent).toBe(false);
});

test('takes the invitation code from the link, checks it on blur and refuses a bad one', async ({ page }) => {
  await page.goto('/register?affiliateCode=FORTUNA1');
  const popup = page.getByTestId('register-popup');
  const field = popup.getByTestId('register-affiliate');
  await expect(field).toHaveValue('FORTUNA1');
  await expect(popup.getByText('Golden Dragon')).toBeVisible();

  await field.fill('NOSUCH99');
  await field.blur();
  await expect(popup.getByTestId('register-affiliate-error')).toHaveText(localeText('en', 'errors.invitation_code_error'));

  await page.goto('/register?ref=FORTUNA2');
  await expect(page.getByTestId('register-affiliate')).toHaveValue('FORTUNA2');
  await expect(page.getByTestId('register-popup').getByText('Silver Phoenix')).toBeVisible();
});

test('registers by mobile with the SMS code (REGISTER_SMS_VERIFICATION on)', async ({ page, site }) => {
  await setModule(site, MODULE_IDS.registerSmsVerification, true);
  try {
    await page.goto('/register');
    const popup = page.getByTestId('register-popup');
    const mobile = uniqueMobile();
    await popup.getByTestId('register-mobile-input').fill(mobile);
    await expect(popup.getByTestId('register-mobile-dialing')).toHaveValue('95');
    await popup.getByTestId('register-sms-send').click();
    // The button counts down expiredMinutes × 60 seconds.
    await expect(popup.getByTestId('register-sms-send')).toBeDisabled();
    await expect(popup.getByTestId('register-sms-send')).toHaveText(/(29[0-9]|300)/);
    await popup.getByTestId('register-code').fill(await smsCode(site, '95', mobile));
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'register-sms.png') });
    await popup.getByTestId('register-password').fill('Mobile123');
    await popup.getByTestId('register-confirm').fill('Mobile123');
    await solveShownCaptcha(page, site);
    await popup.getByTestId('register-terms').check();
    await popup.getByTestId('register-submit').click();

    await expect(popup).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('account-bar')).toBeVisible();
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('fortuna.account'))).toBe(`m${mobile}`);
  } finally {
    await setModule(site, MODULE_IDS.registerSmsVerification, false);
  }
});

test('a second code within the minute is refused with the warning dialog', async ({ page, site }) => {
  await setModule(site, MODULE_IDS.registerSmsVerification, true);
  try {
    await page.goto('/register');
    const popup = page.getByTestId('register-popup');
    const mobile = uniqueMobile();
    await popup.getByTestId('register-mobile-input').fill(mobile);
    const sent = page.waitForResponse((response) => response.url().includes('/wps/verification/sms/register'));
    await popup.getByTestId('register-sms-send').click();
    expect((await sent).ok()).toBe(true);
    await expect(popup.getByTestId('register-sms-send')).toBeDisabled();
    // Another tab asks for the same number within the minute (after the first code went out).
    const again = await page.evaluate(async (mobileNum) => {
      const response = await fetch('/wps/verification/sms/register', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ mobileNum, countryDialingCode: '95' }),
      });
      return (await response.json()) as { message: string };
    }, mobile);
    expect(again.message).toBe('sms_too_many_requests');

    await page.getByRole('tab', { name: localeText('en', 'auth.tab_register_username') }).click();
    await page.getByRole('tab', { name: localeText('en', 'auth.tab_register_mobile') }).click();
    await popup.getByTestId('register-mobile-input').fill(mobile);
    await popup.getByTestId('register-sms-send').click();
    const warning = page.getByTestId('sms-failure');
    await expect(warning).toContainText(localeText('en', 'errors.sms_too_many_requests'));
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'sms-failure.png') });
    await warning.getByTestId('sms-failure-confirm').click();
    await expect(warning).toHaveCount(0);
    await expect(popup).toBeVisible();
  } finally {
    await setModule(site, MODULE_IDS.registerSmsVerification, false);
  }
});
