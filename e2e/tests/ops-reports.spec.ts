import fs from 'node:fs/promises';
import { seedSettledRound } from '@fortuna/server/testing';
import { formatMinor } from '@fortuna/shared';
import type { Page } from '@playwright/test';
import { sql } from 'kysely';
import { expect, type Site, test } from '../fixtures';
import { usePreferences } from '../games';
import { operatorPage, opsShot } from '../ops';

/**
 * The dashboard and the reports over rounds seeded on one business day of the demo merchant
 * (Asia/Yangon, while the browser runs in Los Angeles): the GGR shown is the sum of that day's
 * rounds' stakes minus payouts, computed in SQL from `game_round` itself.
 */
const ZONE = 'Asia/Yangon';
const dayIn = (instant: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
const shift = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** An instant of the Yangon wall clock (UTC+06:30 all year). */
const yangon = (day: string, time: string) => new Date(`${day}T${time}+06:30`);
/** How the screens show an amount: thousands grouped. */
const shown = (minor: bigint) => formatMinor(minor).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * The seeded business day: 400 days before the merchant's today, so no clock tick moves it and no
 * other journey of this worker's database (agent histories, lottery draws, games) has rounds on it.
 */
const DAY = shift(dayIn(new Date()), -400);

async function ggrOfRounds(site: Site, day: string): Promise<bigint> {
  const { rows } = await sql<{ ggr: string }>`
    SELECT coalesce(sum(r.total_bet - r.total_win), 0)::text AS ggr
      FROM game_round r JOIN merchant m ON m.id = r.merchant_id
     WHERE m.code = 'FORTUNA' AND r.status = 'settled' AND NOT r.play_money
       AND (r.settled_at AT TIME ZONE m.time_zone)::date = ${day}::date`.execute(site.database.db);
  return BigInt(rows[0]?.ggr ?? 0);
}

let seeded = false;
/** Rounds of two members and two games on DAY, one on its first and one on its last second, and one the second before DAY (the day before). */
async function seed(site: Site): Promise<void> {
  if (seeded) return;
  seeded = true;
  const db = site.database.db;
  const games = await db.selectFrom('game').select(['id', 'category_code']).where('is_game', '=', true).orderBy('id').execute();
  const a = games[0]?.id as number;
  const b = (games.find((g) => g.category_code !== games[0]?.category_code) ?? games[1])?.id as number;
  const rounds = [
    { username: 'player01', gameId: a, bet: 250_000n, win: 40_000n, settledAt: yangon(DAY, '00:00:00') },
    { username: 'player01', gameId: b, bet: 1_200_000n, win: 1_950_000n, settledAt: yangon(DAY, '13:15:00') },
    { username: 'agent01', gameId: a, bet: 3_000_000n, win: 125_000n, settledAt: yangon(DAY, '23:59:59') },
    { username: 'agent01', gameId: b, bet: 777_700n, win: 0n, settledAt: yangon(shift(DAY, -1), '23:59:59') },
  ];
  for (const round of rounds) await seedSettledRound(db, round);
}

async function openDashboardAt(page: Page, day: string): Promise<void> {
  await page.getByTestId('ops-dashboard-day').fill(day);
  await expect(page.getByTestId('ops-dashboard-today-ggr')).toBeVisible();
}

test('the dashboard’s GGR for a seeded business day equals the sum of its rounds, and the daily report and its CSV agree', async ({
  page,
  site,
}) => {
  await seed(site);
  const expected = await ggrOfRounds(site, DAY);
  expect(expected).toBe(250_000n - 40_000n + 1_200_000n - 1_950_000n + 3_000_000n - 125_000n);
  await usePreferences(page, 'en', 'dark');
  await operatorPage(page, site, 'finance', 'dashboard');
  await openDashboardAt(page, DAY);
  await expect(page.getByTestId('ops-dashboard-today-ggr')).toHaveText(shown(expected));
  await expect(page.getByTestId('ops-dashboard-period-yesterday-ggr')).toHaveText(shown(await ggrOfRounds(site, shift(DAY, -1))));
  await expect(page.getByTestId('ops-dashboard-today-activePlayers')).toHaveText('2');
  await expect(page.getByTestId('ops-dashboard-chart')).toBeVisible();
  await page.screenshot({ path: opsShot('dashboard-en-dark-desktop'), fullPage: true });

  await page.getByTestId('ops-menu-reports').click();
  const range = page.getByTestId('ops-reports-range');
  await range.locator('input[type="date"]').first().fill(DAY);
  await range.locator('input[type="date"]').last().fill(DAY);
  const row = page.locator('[data-testid="ops-reports-days-row"]', { hasText: DAY });
  await expect(row.locator('[data-column="ggr"]')).toHaveText(shown(expected));
  await expect(page.getByTestId('ops-reports-days-total')).toContainText('1');
  const download = page.waitForEvent('download');
  await page.getByTestId('ops-reports-days-csv').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`days-${DAY}-${DAY}.csv`);
  const text = await fs.readFile(await file.path(), 'utf8');
  expect(text).toContain(`${DAY},${formatMinor(250_000n + 1_200_000n + 3_000_000n)},`);
  await page.screenshot({ path: opsShot('reports-days-en-dark-desktop'), fullPage: true });

  await page.getByRole('tab', { name: 'By category, vendor, game' }).click();
  await page.getByTestId('ops-reports-games-group').selectOption('game');
  await expect(page.getByTestId('ops-reports-games-totals')).toContainText(shown(expected));
  await expect(page.getByTestId('ops-reports-games-row')).toHaveCount(2);
});

test('the dashboard and the reports in Chinese on a tablet, light theme, without sideways scrolling', async ({ page, site }) => {
  await seed(site);
  await usePreferences(page, 'zh', 'light');
  await page.setViewportSize({ width: 820, height: 1180 });
  await operatorPage(page, site, 'risk', 'dashboard', 'zh');
  await openDashboardAt(page, DAY);
  await expect(page.getByTestId('ops-dashboard-today-ggr')).toHaveText(shown(await ggrOfRounds(site, DAY)));
  await expect(page.getByTestId('ops-dashboard-kpi-ggr')).toContainText('昨日');
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await overflow()).toBeLessThanOrEqual(1);
  await page.screenshot({ path: opsShot('dashboard-zh-light-tablet'), fullPage: true });

  await page.getByTestId('ops-menu-reports').click();
  await expect(page.getByTestId('ops-reports-days-row').first()).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(1);
  await page.screenshot({ path: opsShot('reports-days-zh-light-tablet'), fullPage: true });
  await page.getByRole('tab', { name: '代理业绩' }).click();
  await expect(page.getByTestId('ops-reports-agents-total')).toContainText('共');
  await page.screenshot({ path: opsShot('reports-agents-zh-light-tablet'), fullPage: true });
});

test('the other combinations: Chinese dark on a desktop, English light on a tablet', async ({ page, site }) => {
  await seed(site);
  await usePreferences(page, 'zh', 'dark');
  await operatorPage(page, site, 'owner', 'dashboard', 'zh');
  await openDashboardAt(page, DAY);
  await expect(page.getByTestId('ops-dashboard-today-ggr')).toHaveText(shown(await ggrOfRounds(site, DAY)));
  await page.screenshot({ path: opsShot('dashboard-zh-dark-desktop'), fullPage: true });
  await page.getByTestId('ops-menu-reports').click();
  const range = page.getByTestId('ops-reports-range');
  await range.locator('input[type="date"]').first().fill(DAY);
  await range.locator('input[type="date"]').last().fill(DAY);
  await page.getByRole('tab', { name: '按类别、厂商、游戏' }).click();
  await expect(page.getByTestId('ops-reports-games-row').first()).toBeVisible();
  await page.screenshot({ path: opsShot('reports-games-zh-dark-desktop'), fullPage: true });
});

test('English, light, tablet', async ({ page, site }) => {
  await seed(site);
  await usePreferences(page, 'en', 'light');
  await page.setViewportSize({ width: 768, height: 1024 });
  await operatorPage(page, site, 'auditor', 'dashboard');
  await openDashboardAt(page, DAY);
  await expect(page.getByTestId('ops-dashboard-today-ggr')).toHaveText(shown(await ggrOfRounds(site, DAY)));
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(1);
  await page.screenshot({ path: opsShot('dashboard-en-light-tablet'), fullPage: true });
  await page.getByTestId('ops-menu-reports').click();
  await page.getByRole('tab', { name: 'Lottery profit' }).click();
  await expect(page.getByTestId('ops-reports-lottery-total')).toBeVisible();
  await page.screenshot({ path: opsShot('reports-lottery-en-light-tablet'), fullPage: true });
});
