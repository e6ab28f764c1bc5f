import path from 'node:path';
import { logIn, useFreshAddress } from '../accounts';
import { expect, SCREENSHOT_DIR, test } from '../fixtures';
import { localeText } from '../locale-text';

test.beforeEach(async ({ page }) => {
  await useFreshAddress(page);
  await page.addInitScript(() => localStorage.setItem('fortuna.language', 'en'));
});

test('free play lands on / as a trial account; real-money actions show the need-true-account dialog', async ({ page, gotoHome }) => {
  await gotoHome(page, '/promotions');
  await page
    .getByTestId('app-header')
    .getByRole('link', { name: localeText('en', 'header.login') })
    .click();
  await page.getByTestId('free-play').click();
  await expect(page.getByTestId('login-popup')).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('account-bar')).toBeVisible();
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('fortuna.isTrial'))).toBe('true');

  await page.getByTestId('deposit-button').click();
  const dialog = page.getByTestId('trial-restriction');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('trial-restriction-message')).toHaveText(localeText('en', 'errors.in_need_true_account'));
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'trial-restriction.png') });
  await dialog.getByTestId('trial-restriction-confirm').click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);

  // The same guard covers the account menu and the side menu.
  await page.getByTestId('account-menu-button').click();
  await page.getByTestId('menu-withdraw').click();
  await expect(page.getByTestId('trial-restriction')).toBeVisible();
  await page.keyboard.press('Escape');
  await page
    .getByTestId('side-menu')
    .getByRole('link', { name: localeText('en', 'side.reward_centre') })
    .click();
  await expect(page.getByTestId('trial-restriction')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/$/);

  // Typing the member centre's address shows the same message in the page.
  await page.goto('/member');
  await expect(page.getByTestId('trial-restricted-page')).toContainText(localeText('en', 'errors.in_need_true_account'));
});

test("a guest's restricted action opens the login popup", async ({ page, gotoHome }) => {
  await gotoHome(page);
  await page
    .getByTestId('side-menu')
    .getByRole('link', { name: localeText('en', 'side.vip_bonus') })
    .click();
  await expect(page.getByTestId('login-popup')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('agent01 logs in on /agent and lands on /agentHome; signing out there returns to /', async ({ page }) => {
  await page.goto('/agent');
  const form = page.getByTestId('agent-login-form');
  await form.getByTestId('agent-login-username').fill('agent01');
  await form.getByTestId('agent-login-password').fill('Agent1234');
  await form.getByTestId('agent-login-submit').click();
  await expect(page).toHaveURL(/\/agentHome$/);
  await expect(page.getByTestId('agent-home')).toBeVisible();
  await expect(page.getByTestId('agent-home')).toContainText('Golden Dragon');
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'agent-home.png') });

  await page.getByTestId('sign-out').click();
  await page.getByTestId('sign-out-confirm-confirm').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('account-bar')).toHaveCount(0);
});

test('a plain member is refused on /agent and sent back from /agentHome', async ({ page }) => {
  await page.goto('/agent');
  const form = page.getByTestId('agent-login-form');
  await form.getByTestId('agent-login-username').fill('player01');
  await form.getByTestId('agent-login-password').fill('Player123');
  await form.getByTestId('agent-login-submit').click();
  await expect(form.getByTestId('agent-login-error')).toHaveText(localeText('en', 'errors.non_agent_cannot_login'));
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'agent-login-refused.png'), fullPage: true });
  await expect(page).toHaveURL(/\/agent$/);
  expect(await page.evaluate(() => sessionStorage.getItem('fortuna.token'))).toBeNull();

  // Logged in on the member side, /agentHome still sends a member to /agent.
  await logIn(page, 'player01', 'Player123');
  await page.goto('/agentHome');
  await expect(page).toHaveURL(/\/agent$/);
  await expect(page.getByTestId('agent-home')).toHaveCount(0);
});

test('an agent sees the agent centre in the account menu', async ({ page }) => {
  await logIn(page, 'subagent01', 'Agent1234');
  // The demo's pending hourly-salary offer from agent01 opens the contract popup first; the agent closes it.
  const popup = page.getByTestId('contract-popup');
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: localeText('en', 'common.close') }).click();
  await expect(popup).toHaveCount(0);
  await page.getByTestId('account-menu-button').click();
  await page.getByTestId('menu-agent-centre').click();
  await expect(page).toHaveURL(/\/agentHome$/);
  await expect(page.getByTestId('agent-home')).toBeVisible();
});
