import { MODULE_IDS } from '@fortuna/shared';
import { setModule, smsCode, useFreshAddress } from '../accounts';
import { expect, test } from '../fixtures';
import { localeText } from '../locale-text';

// This test turns a module on in the worker's database: run the file's tests one after another.
test.describe.configure({ mode: 'serial' });

test('a login from a new address asks for a code sent by SMS, then goes through', async ({ page, site }) => {
  await setModule(site, MODULE_IDS.newIpVerification, true);
  try {
    await useFreshAddress(page);
    await page.addInitScript(() => localStorage.setItem('fortuna.language', 'en'));
    await page.goto('/login');
    const popup = page.getByTestId('login-popup');
    await popup.getByTestId('login-username').fill('player01');
    await popup.getByTestId('login-password').fill('Player123');
    await popup.getByTestId('login-submit').click();

    const step = popup.getByTestId('login-new-ip');
    await expect(step).toContainText(localeText('en', 'auth.new_ip_text'));
    await step.getByLabel(localeText('en', 'auth.new_ip_by_sms')).check();
    await step.getByTestId('login-ip-code').fill('000000');
    await step.getByTestId('login-ip-submit').click();
    await expect(step.getByText(localeText('en', 'errors.verification_code_invalid'))).toBeVisible();

    await step.getByTestId('login-ip-send').click();
    await expect(step.getByTestId('login-ip-send')).toBeDisabled();
    await step.getByTestId('login-ip-code').fill(await smsCode(site, '95', '9420000002'));
    await step.getByTestId('login-ip-submit').click();
    await expect(popup).toHaveCount(0);
    await expect(page.getByTestId('account-bar')).toBeVisible();
  } finally {
    await setModule(site, MODULE_IDS.newIpVerification, false);
  }
});
