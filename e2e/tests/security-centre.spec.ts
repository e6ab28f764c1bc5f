import fs from 'node:fs';
import path from 'node:path';
import { lastCode, totpCode } from '@fortuna/server/testing';
import { MODULE_IDS } from '@fortuna/shared';
import type { Page } from '@playwright/test';
import { setModule, startOperatorSession, startSessionByApi, useFreshAddress } from '../accounts';
import { expect, SCREENSHOT_DIR, type Site, test } from '../fixtures';
import { localeText } from '../locale-text';

// player01's two-factor is turned on here: the file's tests run one after another and put it back.
test.describe.configure({ mode: 'serial' });

/** The security centre's English texts (they live in the feature's own locale file). */
const en = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, '../../apps/web/src/features/security/locales/en.json'), 'utf8'),
) as { security: Record<string, string> };
/** An English text of the security centre, by key. */
const text = (key: string): string => {
  const value = en.security[key];
  if (value === undefined) throw new Error(`no text security.${key}`);
  return value;
};

const shot = (name: string) => path.join(SCREENSHOT_DIR, `security-${name}.png`);

async function resetTwoFactor(site: Site) {
  const member = await site.database.db.selectFrom('member').select('id').where('username', '=', 'player01').executeTakeFirstOrThrow();
  await site.database.db.deleteFrom('member_recovery_code').where('member_id', '=', member.id).execute();
  await site.database.db.deleteFrom('member_two_factor').where('member_id', '=', member.id).execute();
}

/** Fills the login popup with player01's password. */
async function submitPassword(page: Page) {
  await page.evaluate(() => sessionStorage.clear());
  await page.goto('/login');
  const popup = page.getByTestId('login-popup');
  await popup.getByTestId('login-username').fill('player01');
  await popup.getByTestId('login-password').fill('Player123');
  await popup.getByTestId('login-submit').click();
  return popup;
}

test('player01 turns on two-step sign-in, then signs in with password and code; a recovery code works once', async ({ page, site }) => {
  // Four password logins, each a deliberate slow hash: on a busy CI machine this ran at 43 s of the 45.
  test.slow();
  await resetTwoFactor(site);
  try {
    await useFreshAddress(page);
    await page.addInitScript(() => {
      localStorage.setItem('fortuna.language', 'en');
      localStorage.setItem('fortuna.theme', 'light');
    });
    await startSessionByApi(page, 'player01', 'Player123');
    await page.goto('/member#security');
    const centre = page.getByTestId('security-centre');
    await expect(centre.getByTestId('two-factor-status')).toHaveText(text('status_off'));
    await expect(centre.getByTestId('security-email')).toContainText('•');

    await centre.getByTestId('two-factor-start').click();
    const secret = (await centre.getByTestId('two-factor-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await centre.getByTestId('two-factor-code').fill(totpCode(secret));
    await centre.getByTestId('two-factor-confirm').click();
    const dialog = page.getByTestId('recovery-codes-dialog');
    await expect(dialog.locator('li')).toHaveCount(10);
    const codes = (await dialog.locator('li').allTextContents()).map((code) => code.trim());
    await page.screenshot({ path: shot('recovery-codes-en-light') });
    await dialog.getByTestId('recovery-codes-done').click();
    await expect(centre.getByTestId('two-factor-status')).toHaveText(text('status_on'));
    await expect(centre.getByTestId('recovery-left')).toContainText('10');

    // Password, then the next step's code (the enabling step's code is spent).
    let popup = await submitPassword(page);
    const step = popup.getByTestId('login-two-factor');
    await expect(step).toBeVisible();
    await page.screenshot({ path: shot('login-step-en-light') });
    await step.getByTestId('login-two-factor-code').fill(totpCode(secret, Date.now() + 30_000));
    await step.getByTestId('login-two-factor-submit').click();
    await expect(page.getByTestId('account-bar')).toBeVisible();

    // A recovery code signs in once; the second time it is refused.
    const recovery = codes[0] ?? '';
    popup = await submitPassword(page);
    await popup.getByTestId('login-two-factor-code').fill(recovery);
    await popup.getByTestId('login-two-factor-submit').click();
    await expect(page.getByTestId('account-bar')).toBeVisible();
    popup = await submitPassword(page);
    await popup.getByTestId('login-two-factor-code').fill(recovery);
    await popup.getByTestId('login-two-factor-submit').click();
    await expect(popup.getByTestId('login-two-factor')).toBeVisible();
    await expect(popup.getByRole('alert').or(popup.locator('[aria-invalid="true"]')).first()).toBeVisible();
  } finally {
    await resetTwoFactor(site);
  }
});

test('sessions list, "log out the others" and the login history', async ({ page, browser }) => {
  await useFreshAddress(page);
  await page.addInitScript(() => localStorage.setItem('fortuna.language', 'en'));
  // Another browser signed in to the same account.
  const other = await browser.newPage();
  await useFreshAddress(other);
  await startSessionByApi(other, 'member02', 'Member123');
  await other.goto('/member#security');
  await expect(other.getByTestId('security-centre')).toBeVisible();

  await startSessionByApi(page, 'member02', 'Member123');
  await page.goto('/member#security');
  const centre = page.getByTestId('security-centre');
  await expect(centre.getByTestId('session-current')).toHaveCount(1);
  expect(await centre.getByTestId('session-item').count()).toBeGreaterThanOrEqual(2);
  await expect(centre.getByTestId('login-history-item').first()).toContainText(text('success'));

  await centre.getByTestId('logout-others').click();
  await page
    .getByTestId('logout-others-dialog')
    .getByRole('button', { name: text('logout_others') })
    .click();
  await expect(centre.getByTestId('session-item')).toHaveCount(1);

  // The other browser's session is gone: its next call finds itself logged out.
  await other.reload();
  await expect(other.getByTestId('account-bar')).toHaveCount(0);
  await other.close();

  for (const { theme, language, width, height } of [
    { theme: 'light', language: 'en', width: 1280, height: 900 },
    { theme: 'dark', language: 'zh', width: 1280, height: 900 },
    { theme: 'dark', language: 'zh', width: 390, height: 844 },
  ] as const) {
    await page.addInitScript(
      ([l, t]) => {
        localStorage.setItem('fortuna.language', l);
        localStorage.setItem('fortuna.theme', t);
      },
      [language, theme] as const,
    );
    await page.setViewportSize({ width, height });
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expect(centre.getByTestId('login-history-item').first()).toBeVisible();
    await page.screenshot({ path: shot(`centre-${language}-${theme}-${width}`), fullPage: true });
  }
});

test('the operator allows only "real name": a login from a new address asks for it, then goes through', async ({ page, site, browser }) => {
  const db = site.database.db;
  await db.updateTable('member').set({ payee_name: 'Lucky Star Tan' }).where('username', '=', 'player01').execute();
  await setModule(site, MODULE_IDS.newIpVerification, true);
  try {
    await page.addInitScript(() => localStorage.setItem('fortuna.language', 'en'));
    await startOperatorSession(page, site, 'operator01');
    await page.goto('/backoffice/site/security');
    const card = page.getByTestId('site-new-ip');
    await expect(card.getByTestId('site-new-ip-sms')).toBeChecked();
    await card.getByTestId('site-new-ip-sms').uncheck();
    await card.getByTestId('site-new-ip-email').uncheck();
    await card.getByTestId('site-new-ip-realName').check();
    await card.getByTestId('site-new-ip-save').click();
    await expect
      .poll(async () => (await db.selectFrom('merchant_security_setting').select('new_ip_methods').executeTakeFirst())?.new_ip_methods)
      .toEqual(['realName']);
    await page.screenshot({ path: shot('ops-new-ip-en-light') });

    const member = await browser.newPage();
    await useFreshAddress(member);
    await member.addInitScript(() => localStorage.setItem('fortuna.language', 'en'));
    await member.goto('/login');
    const popup = member.getByTestId('login-popup');
    await popup.getByTestId('login-username').fill('player01');
    await popup.getByTestId('login-password').fill('Player123');
    await popup.getByTestId('login-submit').click();
    const step = popup.getByTestId('login-new-ip');
    await expect(step.getByTestId('login-ip-method-realName')).toBeChecked();
    await expect(step.getByTestId('login-ip-method-sms')).toHaveCount(0);
    await step.getByTestId('login-ip-code').fill('Someone Else');
    await step.getByTestId('login-ip-submit').click();
    await expect(step.locator('[aria-invalid="true"]')).toBeVisible();
    await step.getByTestId('login-ip-code').fill('lucky star tan');
    await step.getByTestId('login-ip-submit').click();
    await expect(member.getByTestId('account-bar')).toBeVisible();
    await member.close();
  } finally {
    await setModule(site, MODULE_IDS.newIpVerification, false);
    await db.deleteFrom('merchant_security_setting').execute();
    await db.updateTable('member').set({ payee_name: null }).where('username', '=', 'player01').execute();
  }
});

/** The latest code sent to `recipient` once there are more messages to it than `before`. */
async function nextCode(site: Site, recipient: string, before: number): Promise<string> {
  const count = async () =>
    (await site.database.db.selectFrom('message_outbox').select('id').where('recipient', '=', recipient).execute()).length;
  await expect.poll(count).toBeGreaterThan(before);
  return lastCode(site.database.db, recipient);
}
const messagesTo = async (site: Site, recipient: string) =>
  (await site.database.db.selectFrom('message_outbox').select('id').where('recipient', '=', recipient).execute()).length;

test('player01 binds a new email with a code sent to it; the centre shows the new address masked', async ({ page, site }) => {
  test.slow();
  const db = site.database.db;
  const before = await db.selectFrom('member').select('email').where('username', '=', 'player01').executeTakeFirstOrThrow();
  const email = `lucky.${Date.now()}@example.com`;
  try {
    await useFreshAddress(page);
    await page.addInitScript(() => {
      localStorage.setItem('fortuna.language', 'en');
      localStorage.setItem('fortuna.theme', 'light');
    });
    await startSessionByApi(page, 'player01', 'Player123');
    await page.goto('/member#security');
    const centre = page.getByTestId('security-centre');
    await expect(centre.getByTestId('security-email-bind')).toHaveText(text('change'));
    await centre.getByTestId('security-email-bind').click();
    const dialog = page.getByTestId('contact-dialog');
    await expect(dialog).toContainText(text('change_email_title'));

    // A malformed address is refused before any code goes out.
    await dialog.getByTestId('contact-email-input').fill('not-an-email');
    await dialog.getByTestId('contact-send-code').click();
    await expect(dialog.getByTestId('contact-email-error')).toHaveText(text('contact_email_invalid'));

    await dialog.getByTestId('contact-email-input').fill(email);
    const sent = await messagesTo(site, email);
    // The button takes one press a second: a press right after the refused one may be ignored, so press until it counts down.
    await expect(async () => {
      await dialog.getByTestId('contact-send-code').click({ timeout: 2_000 });
      await expect(dialog.getByTestId('contact-send-code')).toBeDisabled({ timeout: 2_000 });
    }).toPass();
    await expect(dialog.getByTestId('contact-send-code')).toHaveText(/\d+/);
    await expect(dialog.getByTestId('contact-email-error')).toHaveCount(0);
    await dialog.getByTestId('contact-code-input').fill(await nextCode(site, email, sent));
    await dialog.getByTestId('contact-password-input').fill('wrong-password');
    await dialog.getByTestId('contact-confirm').click();
    await expect(dialog.getByTestId('contact-password-error')).toBeVisible();
    await page.screenshot({ path: shot('bind-email-en-light') });

    await dialog.getByTestId('contact-password-input').fill('Player123');
    await dialog.getByTestId('contact-confirm').click();
    await expect(dialog).toHaveCount(0);
    await expect(centre.getByTestId('security-email')).toHaveText('l•••@example.com');
    await expect
      .poll(async () => (await db.selectFrom('member').select('email').where('username', '=', 'player01').executeTakeFirstOrThrow()).email)
      .toBe(email);

    // The mobile dialog, in Chinese and dark.
    await page.addInitScript(() => {
      localStorage.setItem('fortuna.language', 'zh');
      localStorage.setItem('fortuna.theme', 'dark');
    });
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await centre.getByTestId('security-mobile-bind').click();
    await expect(page.getByTestId('contact-dialog').getByTestId('contact-mobile-dialing')).toHaveValue('95');
    await page.getByTestId('contact-dialog').getByTestId('contact-mobile-input').fill('9420000999');
    await page.screenshot({ path: shot('bind-mobile-zh-dark') });
  } finally {
    await db.updateTable('member').set({ email: before.email }).where('username', '=', 'player01').execute();
  }
});

/** Turns two-factor on for player01 with a known secret, as the first test's setup would. */
async function enableTwoFactorDirectly(site: Site): Promise<string> {
  const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
  const db = site.database.db;
  const member = await db.selectFrom('member').select('id').where('username', '=', 'player01').executeTakeFirstOrThrow();
  await db.insertInto('member_two_factor').values({ member_id: member.id, secret, enabled_at: new Date(), last_step: null }).execute();
  return secret;
}

test('player01 gets new recovery codes, then an SMS login asks for the two-step code and signs in', async ({ page, site, browser }) => {
  test.slow();
  await resetTwoFactor(site);
  try {
    await useFreshAddress(page);
    await page.addInitScript(() => {
      localStorage.setItem('fortuna.language', 'en');
      localStorage.setItem('fortuna.theme', 'light');
    });
    await startSessionByApi(page, 'player01', 'Player123');
    const secret = await enableTwoFactorDirectly(site);
    await page.goto('/member#security');
    const centre = page.getByTestId('security-centre');
    await expect(centre.getByTestId('two-factor-status')).toHaveText(text('status_on'));
    await centre.getByTestId('recovery-codes-new').click();
    const proof = page.getByTestId('recovery-new-dialog');
    await proof.getByTestId('disable-password').fill('Player123');
    await proof.getByTestId('disable-confirm').click();
    const dialog = page.getByTestId('recovery-codes-dialog');
    await expect(dialog.locator('li')).toHaveCount(10);
    await dialog.getByTestId('recovery-codes-done').click();
    await expect(centre.getByTestId('recovery-left')).toContainText('10');

    // SMS login: the SMS code, then the authenticator's.
    const visitor = await browser.newPage();
    await useFreshAddress(visitor);
    await visitor.addInitScript(() => localStorage.setItem('fortuna.language', 'en'));
    await visitor.goto('/login');
    const popup = visitor.getByTestId('login-popup');
    await popup.getByRole('tab', { name: localeText('en', 'auth.tab_sms') }).click();
    await expect(popup.getByTestId('sms-login-mobile-dialing')).toHaveValue('95');
    await popup.getByTestId('sms-login-mobile-input').fill('9420000002');
    const sent = await messagesTo(site, '+959420000002');
    await popup.getByTestId('sms-login-send').click();
    await popup.getByTestId('sms-login-code').fill(await nextCode(site, '+959420000002', sent));
    await popup.getByTestId('sms-login-submit').click();
    const step = popup.getByTestId('sms-login-two-factor');
    await expect(step).toBeVisible();
    await step.getByTestId('sms-login-two-factor-code').fill(totpCode(secret));
    await step.getByTestId('sms-login-two-factor-submit').click();
    await expect(visitor.getByTestId('account-bar')).toBeVisible();
    await expect.poll(() => visitor.evaluate(() => sessionStorage.getItem('fortuna.account'))).toBe('player01');
    await visitor.close();
  } finally {
    await resetTwoFactor(site);
  }
});
