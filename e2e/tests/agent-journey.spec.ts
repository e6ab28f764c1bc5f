import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { apiClient, freshIp, fund } from '@fortuna/server/testing';
import type { Locator, Page } from '@playwright/test';
import { sql } from 'kysely';
import { uniqueUsername, useFreshAddress } from '../accounts';
import { agentLogIn, agentSession, agentText, contractsText, money, newPerson, PHONE, prefer, shoot, teamFigures } from '../agent';
import { expect, type Site, test } from '../fixtures';
import { drawNow, holdCurrentIssue, issueStatus, lotteryGame } from '../lottery';

// The lottery scheduler draws and settles the downline's bet.
test.use({ siteConfig: { lotteryTickMs: 250 } });

/** The real-time salary an agent was paid for the newest slot, in minor units, as the settlement recorded it. */
async function newestRealtimeSalary(site: Site, username: string) {
  const row = await site.database.db
    .selectFrom('contract_settlement as s')
    .innerJoin('member as m', 'm.id', 's.agent_id')
    .select(['s.amount', 's.gross', 's.downline_gross', 's.team_bets', 's.period_start'])
    .where('m.username', '=', username)
    .where('s.kind', '=', 'realtime_salary')
    .orderBy('s.period_start', 'desc')
    .executeTakeFirstOrThrow();
  // Drivers differ in how they read bigint columns back.
  return {
    amount: BigInt(row.amount),
    gross: BigInt(row.gross),
    downlineGross: BigInt(row.downline_gross),
    teamBets: BigInt(row.team_bets),
    periodStart: new Date(row.period_start).toISOString(),
  };
}

/** Clicks an "Export CSV" button and reads the file it saves. */
async function downloadedText(page: Page, button: Locator): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return fs.readFileSync(await download.path(), 'utf8');
}

/** Opens a back-office section from the menu and waits for its data. */
async function openSection(page: Page, id: string, testId: string): Promise<void> {
  await page.getByTestId(`agent-nav-${id}`).click();
  await expect(page).toHaveURL(new RegExp(`#${id}$`));
  await expect(page.getByTestId(testId)).toHaveAttribute('data-pending', 'false');
}

/**
 * My income and account details both list the salary of `amount` (minor units). The row is found by
 * its amount rather than taken as the newest: a daily salary paid by the same settlement run (when
 * the merchant's midnight passed since the worker's database was seeded) may be listed above it.
 */
async function expectSalaryInIncomeAndLedger(page: Page, amount: bigint): Promise<void> {
  await openSection(page, 'income', 'my-income');
  const exactly = new RegExp(`^${money(amount).replace(/[.,]/g, '\\$&')}$`);
  const income = page.getByTestId('income-row').and(page.locator('[data-kind="salary"]'));
  await expect(income.getByTestId('income-amount').filter({ hasText: exactly }).first()).toBeVisible();
  await openSection(page, 'accountDetails', 'account-details');
  const ledger = page.getByTestId('details-row').and(page.locator('[data-kind="salary"]'));
  await expect(ledger.getByTestId('details-amount').filter({ hasText: exactly }).first()).toBeVisible();
}

test('an agent registers a downline, offers it a real-time salary, the downline signs in the popup, and after the next slot both are paid', async ({
  page,
  browser,
  site,
}) => {
  test.setTimeout(360_000);
  const db = site.database.db;

  // agent01 logs in at /agent and registers a downline agent.
  await useFreshAddress(page);
  await prefer(page, 'en', 'light');
  await agentSession(page, 'agent01', 'Agent1234');
  // The header's clock is the merchant's (Asia/Yangon), not the browser's (America/Los_Angeles).
  await expect(page.getByTestId('agent-clock-offset')).toHaveText('GMT+6:30');
  await page.getByTestId('agent-nav-register').click();
  const form = page.getByTestId('create-account-form');
  const username = uniqueUsername('jr');
  await form.getByTestId('account-role').selectOption('agent');
  await form.getByTestId('account-username').fill(username);
  await form.getByTestId('account-password').fill('Secret123');
  await form.getByTestId('account-confirm').fill('Secret123');
  await form.getByTestId('account-submit').click();
  await expect(form.getByTestId('create-account-done')).toContainText(
    agentText('en', 'agentCentre.accounts.created_agent', { name: username }, 'accounts'),
  );

  // It offers the new agent a real-time salary from team management, below its own rates.
  await page.getByTestId('agent-nav-team').click();
  const team = page.getByTestId('team-management');
  await team.getByTestId('team-search').fill(username);
  await team.locator(`[data-testid="team-row"][data-username="${username}"]`).getByTestId('team-contract').click();
  const dialog = page.getByTestId('offer-dialog');
  await dialog.getByTestId('offer-kind').selectOption('realtime_salary');
  const tiers = dialog.getByTestId('tier-row');
  await expect(tiers).toHaveCount(2);
  await tiers.nth(0).getByTestId('tier-rate').fill('0.2');
  await tiers.nth(0).getByTestId('tier-lossRate').fill('0.3');
  await tiers.nth(1).getByTestId('tier-rate').fill('0.3');
  await tiers.nth(1).getByTestId('tier-lossRate').fill('0.5');
  await dialog.getByTestId('offer-submit').click();
  await expect(dialog).toHaveCount(0);
  // The team list exports as a CSV, the new agent in it.
  const teamCsv = await downloadedText(page, team.getByTestId('report-export'));
  expect(teamCsv.startsWith('\uFEFF')).toBe(true);
  expect(teamCsv).toContain(`${username},`);

  // The downline logs in at /agent, replaces the password agent01 gave it, and signs in the popup.
  const down = await newPerson(browser, 'en', 'light');
  await agentLogIn(down, username, 'Secret123');
  const forced = down.getByTestId('forced-password-popup');
  await forced.getByTestId('change-new-password').fill('Falcon2024');
  await forced.getByTestId('change-confirm-password').fill('Falcon2024');
  await forced.getByTestId('change-password-submit').click();
  await expect(forced).toHaveCount(0);
  const popup = down.getByTestId('contract-popup');
  await expect(popup.getByTestId('contract-kind')).toHaveText(contractsText('en', 'kinds.realtime_salary'));
  await expect(popup.getByTestId('contract-popup-tiers-rate')).toHaveText(['0.2%', '0.3%']);
  await popup.getByTestId('contract-action-sign').click();
  await down.getByTestId('contract-confirm').getByTestId('contract-confirm-confirm').click();
  await expect(popup).toHaveCount(0);
  await expect(down.getByTestId('agent-nav-realtimeSalary')).toBeVisible();

  // The downline bets 250.00 on a lottery draw, which is drawn and settled.
  const api = apiClient(site.app, { merchant: 'FORTUNA' });
  const login = await api.encrypted(
    'POST',
    '/wps/session/login',
    { type: 'username', username, password: 'Falcon2024', side: 'agent' },
    { 'x-forwarded-for': freshIp() },
  );
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  await fund(db, username, 100_000n);
  // A game of this spec's own (the lottery specs share a worker's database; missions draws the fourth, a two-sided one like this).
  const game = await lotteryGame(site, 'ssc', 5);
  const issue = await holdCurrentIssue(site, game, 'ssc');
  const bet = await api.post(
    '/lgw/lottery/bets',
    {
      requestId: randomUUID(),
      gameCode: game.code,
      numero: issue.numero,
      bets: [{ betType: 'ssc.position_digit', selection: { position: 1, digits: [1, 2, 3, 4, 5] }, unitStake: '50' }],
    },
    { authorization: login.body.value.token },
  );
  expect(bet.status, JSON.stringify(bet.body)).toBe(200);
  await drawNow(site, issue.id);
  // However long a loaded machine takes to settle it: the test's own time limit is the only bound.
  await expect.poll(() => issueStatus(site, issue.id), { timeout: 0 }).toBe('settled');

  // Six minutes on, the bet's 5-minute slot has closed and the settlement pays it.
  await site.app.contractSettlements.settleDue(new Date(Date.now() + 6 * 60_000));
  const downPaid = await newestRealtimeSalary(site, username);
  const upPaid = await newestRealtimeSalary(site, 'agent01');
  expect(downPaid.teamBets).toBe(25_000n);
  // 0.2 % of 250.00 when the bet won, 0.3 % when it lost; agent01 keeps its own rate's difference.
  expect([50n, 75n]).toContain(downPaid.amount);
  expect(upPaid.periodStart).toBe(downPaid.periodStart);
  expect(upPaid.downlineGross).toBeGreaterThanOrEqual(downPaid.gross);
  expect(upPaid.amount).toBe(upPaid.gross - upPaid.downlineGross);
  expect(upPaid.amount).toBeGreaterThan(0n);

  // Both see the salary in their income and their ledger.
  await down.reload();
  await expectSalaryInIncomeAndLedger(down, downPaid.amount);
  await down.getByTestId('agent-nav-realtimeSalary').click();
  const record = down.getByTestId('settlements-realtime_salary').getByTestId('settlement-row').first();
  await expect(record.getByTestId('settlement-amount')).toHaveText(money(downPaid.amount));
  // The record exports as a CSV with the slot's computation.
  const recordCsv = await downloadedText(down, down.getByTestId('settlements-realtime_salary').getByTestId('report-export'));
  expect(recordCsv.split('\r\n')[1]).toContain(',250.00,');
  expect(recordCsv).toContain(`,${money(downPaid.amount)}`);
  await shoot(down, 'journey-downline-record-en-light-desktop');
  await expectSalaryInIncomeAndLedger(page, upPaid.amount);

  // agent01's team overview shows the figures of the merchant's last two business days (Asia/Yangon,
  // whatever the hour in the browser's zone), the downline's bet among them, and their chart.
  await page.setViewportSize(PHONE);
  await openSection(page, 'overview', 'team-overview');
  const { rows } = await sql<{ from: string; to: string }>`
    SELECT to_char((now() AT TIME ZONE time_zone) - interval '1 day', 'YYYY-MM-DD') AS from,
           to_char(now() AT TIME ZONE time_zone, 'YYYY-MM-DD') AS to
      FROM merchant WHERE code = 'FORTUNA'`.execute(db);
  const days = rows[0] ?? { from: '', to: '' };
  await page.getByTestId('overview-range-to').fill(days.to);
  await page.getByTestId('overview-range-from').fill(days.from);
  await expect(page.getByTestId('team-overview')).toHaveAttribute('data-pending', 'false');
  const figures = await teamFigures(site, 'agent01', days.from, days.to);
  expect(figures.rounds).toBeGreaterThan(0);
  await expect(page.getByTestId('overview-bets-value')).toHaveText(figures.bets);
  await expect(page.getByTestId('overview-profit-value')).toHaveText(figures.profit);
  await expect(page.getByTestId('overview-chart').locator('svg path.recharts-curve').first()).toBeVisible();
  await shoot(page, 'journey-overview-en-light-phone');
});
