import fs from 'node:fs';
import { apiClient, freshIp, fund } from '@fortuna/server/testing';
import { solveShownCaptcha, uniqueMobile, uniqueUsername, useFreshAddress } from '../accounts';
import { agentLogIn, agentSession, agentText, type Language, PHONE, prefer, shoot } from '../agent';
import { expect, type Site, test } from '../fixtures';
import { localeText } from '../locale-text';

/** A text of the agent centre's register-accounts bundle (features/agent/locales/accounts.<lang>.json), by dotted key. */
const accountsText = (language: Language, key: string, values: Record<string, string | number> = {}) =>
  agentText(language, `agentCentre.${key}`, values, 'accounts');

/** A member's main wallet balance in minor units. */
async function balanceOf(site: Site, username: string): Promise<bigint> {
  const row = await site.database.db
    .selectFrom('ledger_account as a')
    .innerJoin('member as m', 'm.id', 'a.member_id')
    .select('a.balance')
    .where('m.username', '=', username)
    .where('a.owner', '=', 'member')
    .where('a.kind', '=', 'main')
    .executeTakeFirst();
  return BigInt(row?.balance ?? 0);
}

test.beforeEach(async ({ page }) => {
  await useFreshAddress(page);
});

test('agent01 registers a downline agent through the form; the new agent logs in at /agent and replaces its password', async ({
  page,
  site,
}) => {
  test.setTimeout(180_000);
  await prefer(page, 'en', 'light');
  await agentLogIn(page, 'agent01', 'Agent1234');
  await page.getByTestId('agent-nav-register').click();
  await expect(page).toHaveURL(/\/agentHome#register$/);
  const form = page.getByTestId('create-account-form');

  // The registration rules apply as at registration, in the user's language, before anything is sent.
  await form.getByTestId('account-username').fill('9lives');
  await form.getByTestId('account-password').fill('onlyletters');
  await form.getByTestId('account-confirm').fill('different1');
  await form.getByTestId('account-submit').click();
  await expect(form.getByTestId('account-username-error')).toHaveText(
    localeText('en', 'pattern_LETTER_FIRST_ALNUM').replace('{{min}}', '6').replace('{{max}}', '16'),
  );
  await expect(form.getByTestId('account-password-error')).toHaveText(
    localeText('en', 'pattern_LETTERS_AND_DIGITS').replace('{{min}}', '6').replace('{{max}}', '20'),
  );
  await expect(form.getByTestId('account-confirm-error')).toHaveText(localeText('en', 'errors.inconsistent_twice'));

  // A taken username is the server's refusal, shown under the field.
  await form.getByTestId('account-username').fill('member02');
  await form.getByTestId('account-password').fill('Secret123');
  await form.getByTestId('account-confirm').fill('Secret123');
  await form.getByTestId('account-submit').click();
  await expect(form.getByTestId('account-username-error')).toHaveText(localeText('en', 'errors.account_already_in_use'));

  const username = uniqueUsername('ag');
  await form.getByTestId('account-role').selectOption('agent');
  await form.getByTestId('account-series').selectOption('1940');
  await form.getByTestId('account-username').fill(username);
  await form.getByTestId('account-nickname').fill('Jade Falcon');
  await form.getByTestId('account-submit').click();
  await expect(form.getByTestId('create-account-done')).toContainText(accountsText('en', 'accounts.created_agent', { name: username }));
  await expect(form.getByTestId('account-username')).toHaveValue('');

  // In the tree under agent01, an agent with its prize group.
  const db = site.database.db;
  const created = await db.selectFrom('member').selectAll().where('username', '=', username).executeTakeFirstOrThrow();
  const agent01 = await db.selectFrom('member').select('id').where('username', '=', 'agent01').executeTakeFirstOrThrow();
  expect(created).toMatchObject({ parent_id: agent01.id, type: 2, nickname: 'Jade Falcon', password_is_default: true });
  const series = await db.selectFrom('lottery_member_series').select('series').where('member_id', '=', created.id).executeTakeFirst();
  expect(series?.series).toBe(1940);
  await shoot(page, 'accounts-register-en-light-desktop');

  // It shows in team management at once.
  await page.getByTestId('agent-nav-team').click();
  const team = page.getByTestId('team-management');
  await expect(team.locator(`[data-testid="team-row"][data-username="${username}"]`)).toBeVisible();

  // agent01 signs out; the new agent signs in at /agent and must choose its own password first.
  await page.getByTestId('sign-out').click();
  await page.getByTestId('sign-out-confirm-confirm').click();
  await expect(page).toHaveURL(/\/$/);
  await agentLogIn(page, username, 'Secret123');
  const forced = page.getByTestId('forced-password-popup');
  await expect(forced).toBeVisible();
  await forced.getByTestId('change-new-password').fill('Falcon2024');
  await forced.getByTestId('change-confirm-password').fill('Falcon2024');
  await forced.getByTestId('change-password-submit').click();
  await expect(forced).toHaveCount(0);
  await expect(page.getByTestId('agent-home')).toBeVisible();
  // Its own team is empty for now; its own register section works.
  await page.getByTestId('agent-nav-team').click();
  await expect(page.getByTestId('team-management').getByTestId('team-row')).toHaveCount(0);
});

test('agent01 makes an invitation link; a visitor registers with it and lands in agent01’s team (zh, phone, dark)', async ({
  page,
  site,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize(PHONE);
  await prefer(page, 'zh', 'dark');
  await agentSession(page, 'agent01', 'Agent1234');
  await page.getByTestId('agent-nav-register').click();
  const panel = page.getByTestId('invitation-panel');
  // The fixed personal code is shown beside the codes the agent makes.
  await expect(panel.locator('[data-testid="invitation-card"][data-code="FORTUNA1"]')).toBeVisible();

  await panel.getByTestId('invitation-role').selectOption('member');
  await panel.getByTestId('invitation-series').selectOption('1900');
  await panel.getByTestId('invitation-note').fill('Telegram 群');
  await panel.getByTestId('invitation-submit').click();
  const card = panel.locator('[data-testid="invitation-card"][data-active="true"]').filter({ hasText: 'Telegram 群' }).first();
  await expect(card).toBeVisible();
  const code = (await card.getAttribute('data-code')) ?? '';
  expect(code).toMatch(/^[A-Z0-9]{8}$/);
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText(accountsText('zh', 'accounts.invite_created', { code }));
  await toast.getByRole('button').click();
  await expect(toast).toHaveCount(0);
  const link = await card.getByTestId('invitation-link').textContent();
  expect(link).toBe(`${baseURL}/register?affiliateCode=${code}`);
  // The QR code on the site is 120 px (spec §9).
  await expect(card.getByTestId('invitation-qr').locator('svg')).toHaveAttribute('width', '120');
  await expect(card.getByTestId('invitation-registrations')).toHaveText('0');

  // Copy shows the site's copy-success dialog.
  await card.getByTestId('invitation-copy-link').click();
  await expect(page.getByTestId('copy-dialog')).toBeVisible();
  await page
    .getByTestId('copy-dialog')
    .getByRole('button', { name: localeText('zh', 'common.ok') })
    .click();
  // The printable QR downloads as an 800 px PNG.
  const [download] = await Promise.all([page.waitForEvent('download'), card.getByTestId('invitation-qr-download').click()]);
  expect(download.suggestedFilename()).toBe(`invitation-${code}.png`);
  const png = fs.readFileSync(await download.path());
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([800, 800]);
  await shoot(page, 'accounts-invitations-zh-dark-phone');

  // A visitor opens the link in a browser of its own and registers.
  const visitor = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': freshIp() } });
  const guest = await visitor.newPage();
  await guest.addInitScript(() => localStorage.setItem('fortuna.language', 'en'));
  await guest.goto(link ?? '');
  const popup = guest.getByTestId('register-popup');
  await popup.getByRole('tab', { name: localeText('en', 'auth.tab_register_username') }).click();
  await expect(popup.getByTestId('register-affiliate')).toHaveValue(code);
  await expect(popup.getByText('Golden Dragon')).toBeVisible();
  const username = uniqueUsername('inv');
  await popup.getByTestId('register-username').fill(username);
  await popup.getByTestId('register-mobile-input').fill(uniqueMobile());
  await popup.getByTestId('register-password').fill('Secret123');
  await popup.getByTestId('register-confirm').fill('Secret123');
  await solveShownCaptcha(guest, site);
  await popup.getByTestId('register-terms').check();
  await popup.getByTestId('register-submit').click();
  await expect(guest.getByTestId('account-bar')).toBeVisible();
  await visitor.close();

  // agent01 sees the registration on the code and the new member in its team with the code's prize group.
  await page.reload();
  await expect(card.getByTestId('invitation-registrations')).toHaveText('1');
  await page.getByTestId('agent-nav-team').click();
  const team = page.getByTestId('team-management');
  await team.getByTestId('team-search').fill(username);
  const row = team.locator(`[data-testid="team-row"][data-username="${username}"]`);
  await expect(row).toHaveAttribute('data-depth', '1');
  await expect(row.getByTestId('team-series')).toHaveText('1900');

  // Disabled, the code no longer registers anyone.
  await page.getByTestId('agent-nav-register').click();
  await card.getByTestId('invitation-disable').click();
  await page.getByTestId('invitation-disable-dialog-confirm').click();
  const disabled = panel.locator(`[data-testid="invitation-card"][data-code="${code}"]`);
  await expect(disabled).toHaveAttribute('data-active', 'false');
  await expect(disabled.getByTestId('invitation-status')).toHaveText(accountsText('zh', 'accounts.disabled'));
  const check = await apiClient(site.app, { merchant: 'FORTUNA' }).get(`/wps/agent/affiliate?code=${code}`);
  expect(check.body.message).toBe('invitation_code_error');
});

test('agent01 transfers to a direct downline from team management; both balances change', async ({ page, site }) => {
  test.setTimeout(180_000);
  // A fresh downline made through the API, and 500.00 and a payment password for agent01.
  const api = apiClient(site.app, { merchant: 'FORTUNA' });
  const login = await api.encrypted(
    'POST',
    '/wps/session/login',
    { type: 'username', username: 'agent01', password: 'Agent1234', side: 'agent' },
    { 'x-forwarded-for': freshIp() },
  );
  const token = login.body.value.token as string;
  const downline = uniqueUsername('tr');
  const made = await api.encrypted(
    'POST',
    '/wps/agent/accounts',
    { username: downline, password: 'Secret123', confirmPassword: 'Secret123', role: 'member' },
    { authorization: token },
  );
  expect(made.status).toBe(200);
  await api.encrypted(
    'POST',
    '/wps/member/paymentPassword',
    { loginPassword: 'Agent1234', paymentPassword: '135790', confirmPaymentPassword: '135790' },
    { authorization: token },
  );
  await fund(site.database.db, 'agent01', 50_000n);
  const agentBefore = await balanceOf(site, 'agent01');

  await prefer(page, 'en', 'dark');
  await agentSession(page, 'agent01', 'Agent1234');
  const team = page.getByTestId('team-management');
  await team.getByTestId('team-search').fill(downline);
  const row = team.locator(`[data-testid="team-row"][data-username="${downline}"]`);
  await expect(row.getByTestId('team-balance')).toHaveText('0.00');
  await row.getByTestId('team-transfer').click();

  const dialog = page.getByTestId('transfer-dialog');
  // A wrong payment password is refused under its field, after the confirmation.
  await dialog.getByTestId('transfer-amount').fill('120.5');
  await dialog.getByTestId('transfer-password').fill('000000');
  await dialog.getByTestId('transfer-continue').click();
  await expect(dialog.getByTestId('transfer-confirm-text')).toContainText(downline);
  await dialog.getByTestId('transfer-confirm').click();
  await expect(dialog.getByTestId('transfer-password-error')).toHaveText(localeText('en', 'errors.payment_password_incorrect'));
  // More than the balance is refused under the amount.
  await dialog.getByTestId('transfer-amount').fill('999999');
  await dialog.getByTestId('transfer-password').fill('135790');
  await dialog.getByTestId('transfer-continue').click();
  await dialog.getByTestId('transfer-confirm').click();
  await expect(dialog.getByTestId('transfer-amount-error')).toHaveText(localeText('en', 'errors.insufficient_balance'));

  await dialog.getByTestId('transfer-amount').fill('120.5');
  await dialog.getByTestId('transfer-continue').click();
  await expect(dialog.getByTestId('transfer-confirm-text')).toContainText('120.50');
  await shoot(page, 'accounts-transfer-en-dark-desktop');
  await dialog.getByTestId('transfer-confirm').click();
  await expect(dialog.getByTestId('transfer-done')).toContainText('120.50');
  await dialog.getByTestId('transfer-close').click();

  await expect(row.getByTestId('team-balance')).toHaveText('120.50');
  expect(await balanceOf(site, downline)).toBe(12_050n);
  expect(await balanceOf(site, 'agent01')).toBe(agentBefore - 12_050n);
});

test('the agent header links to the cashier and messages; the announcement section pages the notices (my, phone, light)', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await prefer(page, 'my', 'light');
  await agentSession(page, 'agent01', 'Agent1234');
  await page.getByTestId('agent-nav-announcement').click();
  const section = page.getByTestId('agent-section-announcement');
  await expect(section.getByTestId('notice-list').getByTestId('notice-item')).not.toHaveCount(0);
  // A notice opens in the notice popup (docs/communications/announcements.md).
  await section.getByTestId('notice-item').first().click();
  await expect(page.getByTestId('notice-popup')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: localeText('my', 'cs.title') })).toBeVisible();
  await shoot(page, 'accounts-announcement-my-light-phone');

  await page.getByTestId('agent-header-deposit').click();
  await expect(page).toHaveURL(/\/member#deposit$/);
  await page.goBack();
  await page.getByTestId('agent-header-withdraw').click();
  await expect(page).toHaveURL(/\/member#withdraw$/);
  await page.goBack();
  await page.getByTestId('agent-header-messages').click();
  await expect(page).toHaveURL(/\/member#messages$/);
});
