import fs from 'node:fs';
import { seedTeamHistory } from '@fortuna/server/testing';
import type { Page } from '@playwright/test';
import { sql } from 'kysely';
import { uniqueUsername, useFreshAddress } from '../accounts';
import { agentSession, type Language, prefer, shoot, teamFigures } from '../agent';
import { expect, type Site, test } from '../fixtures';

/**
 * The agent back office's team reports (issue #8): agent01's team gets two fresh members with a
 * week of real history (rounds through the provider wallet service, credited deposits, paid
 * withdrawals: seed/team-history.ts); the overview's figures are checked against the database,
 * user loss sorts and exports a CSV, team betting filters by username.
 */
const VIEWPORTS = { desktop: { width: 1366, height: 860 }, phone: { width: 375, height: 812 } } as const;
let players: string[] = [];

/** Two members of agent01's own, made for this file, with a week of history. */
async function teamWithHistory(site: Site): Promise<string[]> {
  const db = site.database.db;
  const agent = await db.selectFrom('member').select(['id', 'merchant_id']).where('username', '=', 'agent01').executeTakeFirstOrThrow();
  const template = await db.selectFrom('member').selectAll().where('username', '=', 'member02').executeTakeFirstOrThrow();
  const names = [uniqueUsername('rp'), uniqueUsername('rq')];
  for (const username of names) {
    await db.transaction().execute(async (trx) => {
      const created = await trx
        .insertInto('member')
        .values({
          merchant_id: agent.merchant_id,
          username,
          nickname: `Report ${username.slice(-4)}`,
          type: template.type,
          password_hash: template.password_hash,
          parent_id: agent.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('member_closure')
        .values([
          { ancestor_id: created.id, descendant_id: created.id, depth: 0 },
          { ancestor_id: agent.id, descendant_id: created.id, depth: 1 },
        ])
        .execute();
    });
  }
  const merchant = await db.selectFrom('merchant').selectAll().where('id', '=', agent.merchant_id).executeTakeFirstOrThrow();
  expect(await seedTeamHistory(db, merchant, { usernames: names, days: 7, roundsPerDay: 3 })).toBeGreaterThan(0);
  return names;
}

/** Opens agent01's back office in a language and theme (the agent login form is checked elsewhere). */
async function logInAgent01(page: Page, language: Language, theme: 'light' | 'dark'): Promise<void> {
  await useFreshAddress(page);
  await prefer(page, language, theme);
  await agentSession(page, 'agent01', 'Agent1234');
}

/** Opens a section from the menu and waits for its data. */
async function openSection(page: Page, id: string, testId: string): Promise<void> {
  await page.getByTestId(`agent-nav-${id}`).click();
  await expect(page).toHaveURL(new RegExp(`#${id}$`));
  await expect(page.getByTestId(testId)).toHaveAttribute('data-pending', 'false');
}

/** The amounts of one column of the user-loss table, as numbers. */
async function lossColumn(page: Page, testId: string): Promise<number[]> {
  const texts = await page.getByTestId('loss-table').getByTestId(testId).allInnerTexts();
  return texts.map((text) => Number(text.replaceAll(',', '')));
}

test.beforeAll(async ({ site }) => {
  test.setTimeout(240_000);
  players = await teamWithHistory(site);
});

test('team overview shows the team’s figures and chart, and follows the date presets', async ({ page, site }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(VIEWPORTS.desktop);
  await logInAgent01(page, 'en', 'light');
  await openSection(page, 'overview', 'team-overview');

  // The previous 7 days (the member centre's default preset), figures straight from the database.
  const from = await page.getByTestId('overview-range-from').inputValue();
  const to = await page.getByTestId('overview-range-to').inputValue();
  const week = await teamFigures(site, 'agent01', from, to);
  expect(week.rounds).toBeGreaterThan(0);
  await expect(page.getByTestId('overview-bets-value')).toHaveText(week.bets);
  await expect(page.getByTestId('overview-profit-value')).toHaveText(week.profit);
  await expect(page.getByTestId('overview-deposits-value')).toHaveText(week.deposits);
  await expect(page.getByTestId('overview-bets')).toContainText(`${week.rounds} rounds`);
  await expect(page.getByTestId('overview-activeMembers-value')).not.toHaveText('0');
  await expect(page.getByTestId('overview-zone')).toContainText('Asia/Yangon');

  // The chart draws the days: an svg with its lines.
  const chart = page.getByTestId('overview-chart');
  await expect(chart.locator('svg path.recharts-curve').first()).toBeVisible();
  await chart.getByRole('tab', { name: 'Deposits and withdrawals' }).click();
  await expect(chart.locator('svg .recharts-bar-rectangle').first()).toBeAttached();
  await chart.getByRole('tab', { name: 'Bets and profit' }).click();
  await shoot(page, 'reports-overview-en-light-desktop');

  // Another preset: the previous 30 days hold at least the week.
  await page.getByTestId('overview-range-previous_30_days').click();
  await expect(page.getByTestId('overview-range-previous_30_days')).toHaveAttribute('aria-pressed', 'true');
  const monthFrom = await page.getByTestId('overview-range-from').inputValue();
  expect(monthFrom < from).toBe(true);
  const month = await teamFigures(site, 'agent01', monthFrom, to);
  await expect(page.getByTestId('overview-bets-value')).toHaveText(month.bets);
  await expect(page.getByTestId('overview-deposits-value')).toHaveText(month.deposits);
});

test('user loss sorts by its columns, from the keyboard too, and exports the filter as a CSV Excel can read', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(VIEWPORTS.desktop);
  await logInAgent01(page, 'en', 'dark');
  await openSection(page, 'loss', 'user-loss');
  const table = page.getByTestId('loss-table');
  for (const name of players) await expect(table.locator(`[data-testid="loss-row"][data-username="${name}"]`)).toBeVisible();

  // Biggest losers first; a click on the profit heading turns it round.
  const profitHead = page.getByRole('columnheader', { name: /Profit/ });
  await expect(profitHead).toHaveAttribute('aria-sort', 'ascending');
  let profits = await lossColumn(page, 'loss-profit');
  expect(profits).toEqual([...profits].sort((a, b) => a - b));
  await page.getByTestId('sort-profit').click();
  await expect(profitHead).toHaveAttribute('aria-sort', 'descending');
  await expect(page.getByTestId('user-loss')).toHaveAttribute('data-pending', 'false');
  profits = await lossColumn(page, 'loss-profit');
  expect(profits).toEqual([...profits].sort((a, b) => b - a));

  // From the keyboard: the username heading is a button; Enter sorts A–Z.
  await page.getByTestId('sort-username').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('columnheader', { name: /Member/ })).toHaveAttribute('aria-sort', 'ascending');
  await expect(page.getByTestId('user-loss')).toHaveAttribute('data-pending', 'false');
  const names = await table.getByTestId('loss-row').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-username') ?? ''));
  expect(names).toEqual([...names].sort());

  // The export holds every row of the filter, with a BOM for Excel.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('report-export').click()]);
  expect(download.suggestedFilename()).toMatch(/^user-loss_\d{4}-\d\d-\d\d_\d{4}-\d\d-\d\d\.csv$/);
  const file = await download.path();
  const text = fs.readFileSync(file, 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const lines = text.slice(1).trimEnd().split('\r\n');
  expect(lines[0]).toBe('Member,Level,Bets,Valid bet,Payout,Profit,Rounds');
  const total = Number(await page.getByTestId('loss-totals').locator('[data-key="members"] strong').innerText());
  expect(lines).toHaveLength(total + 1);
  for (const name of players) expect(lines.some((line) => line.startsWith(`${name},1,`))).toBe(true);
  expect(lines.slice(1, names.length + 1).map((line) => line.split(',')[0])).toEqual(names);

  await page.setViewportSize(VIEWPORTS.phone);
  await shoot(page, 'reports-loss-en-dark-phone');
});

test('team betting filters by username', async ({ page, site }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(VIEWPORTS.desktop);
  await logInAgent01(page, 'en', 'dark');
  await openSection(page, 'betting', 'team-betting');
  const [player = ''] = players;
  await page.getByTestId('betting-username').fill(player);
  await page.getByTestId('betting-username').press('Enter');
  const rows = page.getByTestId('betting-table').getByTestId('betting-row');
  await expect(rows.first()).toHaveAttribute('data-username', player);
  await expect(page.getByTestId('team-betting')).toHaveAttribute('data-pending', 'false');
  expect(new Set(await rows.evaluateAll((list) => list.map((row) => row.getAttribute('data-username'))))).toEqual(new Set([player]));

  const from = await page.getByTestId('betting-range-from').inputValue();
  const to = await page.getByTestId('betting-range-to').inputValue();
  const { time_zone: zone } = await site.database.db
    .selectFrom('merchant')
    .select('time_zone')
    .where('code', '=', 'FORTUNA')
    .executeTakeFirstOrThrow();
  const counted = await sql<{ n: string }>`
    SELECT count(*)::text AS n FROM game_round r JOIN member m ON m.id = r.member_id
     WHERE m.username = ${player} AND NOT r.play_money
       AND r.created_at >= (${from}::date)::timestamp AT TIME ZONE ${zone}
       AND r.created_at < (${to}::date + 1)::timestamp AT TIME ZONE ${zone}`.execute(site.database.db);
  await expect(page.getByTestId('betting-totals').locator('[data-key="rounds"] strong')).toHaveText(counted.rows[0]?.n ?? '0');

  // Someone outside the team is nobody.
  await page.getByTestId('betting-username').fill('nobodyhere');
  await page.getByTestId('betting-username').press('Enter');
  await expect(page.getByTestId('team-betting')).toContainText('No one found');
  await page.setViewportSize(VIEWPORTS.phone);
  await page.getByTestId('betting-username-clear').click();
  await expect(rows.first()).toBeVisible();
  await shoot(page, 'reports-betting-en-dark-phone');
});

test('the reports read in Chinese', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize(VIEWPORTS.desktop);
  await logInAgent01(page, 'zh', 'dark');
  await openSection(page, 'overview', 'team-overview');
  await expect(page.getByTestId('agent-section-overview')).toContainText('团队总览');
  await expect(page.getByTestId('overview-bets')).toContainText('投注额');
  await expect(page.getByTestId('overview-chart').locator('svg path.recharts-curve').first()).toBeVisible();
  await shoot(page, 'reports-overview-zh-dark-desktop');
  await openSection(page, 'transactions', 'team-transactions');
  await expect(page.getByTestId('agent-section-transactions')).toContainText('团队交易');
  await expect(page.getByTestId('transactions-table').getByTestId('transactions-row').first()).toBeVisible();
  await shoot(page, 'reports-transactions-zh-dark-desktop');
  await page.setViewportSize(VIEWPORTS.phone);
  await openSection(page, 'overview', 'team-overview');
  await shoot(page, 'reports-overview-zh-dark-phone');
});
