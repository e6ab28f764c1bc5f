import { totpCode } from '@fortuna/server/testing';
import { expect, test } from '../fixtures';
import { usePreferences } from '../games';
import { makeOperator, operatorPage, opsShot } from '../ops';

test('an owner creates a finance operator, who sets up two-factor at the first sign-in and sees only its sections; the audit log shows it', async ({
  page,
  site,
}) => {
  const owner = await operatorPage(page, site, 'owner', 'operators');
  const username = `fin_${Date.now().toString(36)}`;
  await page.getByTestId('ops-operator-create').click();
  const dialog = page.getByTestId('ops-operator-dialog');
  await dialog.getByTestId('ops-new-username').fill(username);
  await dialog.getByTestId('ops-new-password').fill('Finance1234');
  await dialog.getByTestId('ops-new-role').selectOption('finance');
  await dialog.getByTestId('ops-new-submit').click();
  const row = page.locator(`[data-testid="ops-operators-row"]`, { hasText: username });
  await expect(row).toContainText('Finance');
  await expect(row).toContainText('Not set up');
  await page.screenshot({ path: opsShot('operators-en-dark-desktop'), fullPage: true });

  // The owner's own change is in the audit log, the password left out.
  await page.getByTestId('ops-menu-audit').click();
  const entry = page.locator('[data-testid="ops-audit-row"]', { hasText: 'operator.create' }).first();
  await expect(entry).toContainText(owner);
  await entry.getByTestId('ops-audit-open').click();
  await expect(page.getByTestId('ops-audit-after')).toContainText(username);
  await expect(page.getByTestId('ops-audit-after')).not.toContainText('Finance1234');
  await page.keyboard.press('Escape');

  await page.getByTestId('ops-sign-out').click();
  const form = page.getByTestId('ops-login-form');
  await form.getByTestId('ops-username').fill(username);
  await form.getByTestId('ops-password').fill('Finance1234');
  await form.getByTestId('ops-login-submit').click();
  const setup = page.getByTestId('ops-totp-setup');
  await setup.getByTestId('ops-totp-start').click();
  const secret = (await setup.getByTestId('ops-totp-secret').textContent()) ?? '';
  await setup.getByTestId('ops-totp-code').fill(totpCode(secret));
  await setup.getByTestId('ops-totp-enable').click();
  const menu = page.getByTestId('ops-menu');
  await expect(menu.getByTestId('ops-menu-cashier')).toBeVisible();
  await expect(menu.getByTestId('ops-menu-members')).toBeVisible();
  await expect(menu.getByTestId('ops-menu-operators')).toHaveCount(0);
  await expect(menu.getByTestId('ops-menu-audit')).toHaveCount(0);
  // A section outside the role says so (and its calls are refused by the server).
  await page.goto('/backoffice/operators');
  await expect(page.getByText('Not for your role')).toBeVisible();
});

test('an auditor reads the operators and the audit log but changes nothing; the screens in Chinese on a tablet', async ({ page, site }) => {
  await usePreferences(page, 'zh', 'light');
  await page.setViewportSize({ width: 820, height: 1180 });
  await makeOperator(site, 'risk');
  await operatorPage(page, site, 'auditor', 'operators', 'zh');
  await expect(page.getByTestId('ops-operators-row').first()).toBeVisible();
  await expect(page.getByTestId('ops-operator-create')).toHaveCount(0);
  await expect(page.getByTestId('ops-operator-edit')).toHaveCount(0);
  await expect(page.getByTestId('ops-security')).toHaveCount(0);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
  await page.screenshot({ path: opsShot('operators-zh-light-tablet'), fullPage: true });
  await page.getByTestId('ops-menu-audit').click();
  await expect(page.getByTestId('ops-audit-total')).toContainText('共');
  await page.screenshot({ path: opsShot('audit-zh-light-tablet'), fullPage: true });
});
