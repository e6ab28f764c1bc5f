import { solveShownCaptcha } from '../accounts';
import { expect, test } from '../fixtures';
import { localeText } from '../locale-text';
import { freshMember, memberPage } from '../wallet';

// Issue 15: a logged-in member's login-password checks count against the login limits, so the
// security centre's payment-password form asks for the captcha after failures, like the login.

test('the payment-password form shows the captcha once wrong login passwords ask for it, and goes through with it', async ({
  page,
  site,
}) => {
  const username = await freshMember(site);
  await memberPage(page, username, 'en', '/member#security');
  const security = page.getByTestId('member-section-security');
  const fill = async (loginPassword: string) => {
    await security.getByTestId('pp-login').fill(loginPassword);
    await security.getByTestId('pp-new').fill('246810');
    await security.getByTestId('pp-confirm').fill('246810');
    await security.getByTestId('pp-submit').click();
  };
  for (let attempt = 1; attempt <= 3; attempt++) {
    await fill(`Wrong-password${attempt}`);
    await expect(security.getByTestId('pp-login-error')).toHaveText(localeText('en', 'errors.old_password_incorrect'));
    if (attempt < 3) await expect(security.getByTestId('captcha-image')).toHaveCount(0);
  }
  await expect(security.getByTestId('captcha-image').locator('img')).toBeVisible();
  await fill('Member123');
  await expect(security.getByTestId('captcha-input')).toHaveAttribute('aria-invalid', 'true');
  await solveShownCaptcha(page, site);
  await security.getByTestId('pp-submit').click();
  await expect(page.getByText(localeText('en', 'cashier.payment_password_saved'))).toBeVisible();
});
