import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { solveShownCaptcha, startSessionByApi, uniqueMobile, uniqueUsername, useFreshAddress } from '../accounts';
import { expect, SCREENSHOT_DIR, test } from '../fixtures';
import { localeText } from '../locale-text';

/** A text of invite friends' own locale files (features/referral/locales), by dotted key. */
function referralText(language: 'en' | 'zh' | 'my', key: string): string {
  const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), `../../apps/web/src/features/referral/locales/${language}.json`);
  const bundle = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], bundle);
  if (typeof value !== 'string') throw new Error(`no text ${language}:${key}`);
  return value;
}

/** What the friends list shows of a username (the winner board's mask). */
const masked = (name: string) => `${name.slice(0, 2)}****${name.slice(-2)}`;

test("a friend registered through player01's invite link appears in player01's list, with its stage", async ({ page, browser, site }) => {
  // Several pages and a second browser: the default 45 s is short on a loaded machine.
  test.setTimeout(240_000);
  await useFreshAddress(page);
  // English first; the language switches below survive reloads.
  await page.addInitScript(() => {
    if (!localStorage.getItem('fortuna.language')) localStorage.setItem('fortuna.language', 'en');
  });
  await startSessionByApi(page, 'player01', 'Player123');
  await page.goto('/member#invite');
  const section = page.getByTestId('invite-section');
  await expect(section.getByTestId('invite-code')).toHaveText(/^R[A-Z2-9]{9}$/);
  const code = (await section.getByTestId('invite-code').textContent()) ?? '';
  const link = (await section.getByTestId('invite-link').textContent()) ?? '';
  expect(link).toBe(`${site.url}/register?referralCode=${code}`);
  await expect(section.getByTestId('invite-qr').locator('svg')).toBeVisible();
  await expect(section.getByTestId('invite-rules')).toContainText(referralText('en', 'referral.stage_rule.register'));

  // The friend opens the link in a browser of its own and registers.
  const context = await browser.newContext({ baseURL: site.url });
  const friend = await context.newPage();
  await useFreshAddress(friend);
  await friend.addInitScript(() => localStorage.setItem('fortuna.language', 'en'));
  await friend.goto(new URL(link).pathname + new URL(link).search);
  const popup = friend.getByTestId('register-popup');
  await popup.getByRole('tab', { name: localeText('en', 'auth.tab_register_username') }).click();
  const username = uniqueUsername('fr');
  await popup.getByTestId('register-username').fill(username);
  await popup.getByTestId('register-mobile-input').fill(uniqueMobile());
  await popup.getByTestId('register-password').fill('Secret123');
  await popup.getByTestId('register-confirm').fill('Secret123');
  await solveShownCaptcha(friend, site);
  await popup.getByTestId('register-terms').check();
  await popup.getByTestId('register-submit').click();
  await expect(popup).toHaveCount(0);
  await expect(friend.getByTestId('account-bar')).toBeVisible();
  await context.close();

  // player01 sees the friend, masked, at the register stage; never the friend's money.
  await page.reload();
  const row = section.getByTestId('invite-friend-row').filter({ hasText: masked(username) });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('invite-friend-stage')).toHaveText(referralText('en', 'referral.stages.register'));
  await expect(section.getByTestId('invite-friends')).not.toContainText(username);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'referral-invite-en.png'), fullPage: true });

  for (const [language, theme] of [
    ['zh', 'dark'],
    ['my', 'light'],
  ] as const) {
    await page.evaluate(
      (v) => {
        localStorage.setItem('fortuna.language', v.language);
        localStorage.setItem('fortuna.theme', v.theme);
      },
      { language, theme },
    );
    await page.reload();
    await expect(row.getByTestId('invite-friend-stage')).toHaveText(referralText(language, 'referral.stages.register'));
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `referral-invite-${language}-${theme}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(row).toBeVisible();
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'referral-invite-phone.png'), fullPage: true });
});
