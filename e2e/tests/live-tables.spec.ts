import path from 'node:path';
import { fund } from '@fortuna/server/testing';
import type { Browser, Locator, Page } from '@playwright/test';
import { startSessionByApi, useFreshAddress } from '../accounts';
import { expect, SCREENSHOT_DIR, type Site, test } from '../fixtures';

/**
 * Live tables (issue 22, docs/games/live-tables-web.md): the round loop runs in this file's server
 * with a short betting window and result pause set through the config, so rounds turn over while
 * the journeys watch. Every wait is for a condition (a phase, a round id, a result), never for time.
 */
test.use({ siteConfig: { liveTickMs: 100, liveBettingMs: 12_000, liveResultMs: 5_000 } });

type Who = { username?: string; password?: string; language: 'en' | 'zh'; theme: 'dark' | 'light'; phone?: boolean };

const shot = (name: string) => path.join(SCREENSHOT_DIR, `live-${name}.png`);

async function openPage(browser: Browser, site: Site, who: Who, pathname: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL: site.url,
    ...(who.phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {}),
  });
  const page = await context.newPage();
  await useFreshAddress(page);
  await page.addInitScript(
    ([language, theme]) => {
      localStorage.setItem('fortuna.language', language as string);
      localStorage.setItem('fortuna.theme', theme as string);
    },
    [who.language, who.theme],
  );
  if (who.username && who.password) await startSessionByApi(page, who.username, who.password);
  await page.goto(pathname);
  return page;
}

/** The first baccarat table of the room list, opened from its card. */
async function openBaccaratTable(page: Page): Promise<string> {
  const card = page.getByTestId('live-rooms-list').locator('li[data-game="baccarat"]').first();
  await expect(card).toBeVisible();
  const testId = (await card.getAttribute('data-testid')) ?? '';
  await card.getByRole('link').click();
  await expect(page.getByTestId('live-table-page')).toBeVisible();
  await expect(page.getByTestId('live-felt')).toBeVisible();
  return testId.replace('live-room-', '');
}

/** Waits for a round taking bets with at least `seconds` of its window left, and answers its id. */
async function bettingRound(page: Page, seconds = 5): Promise<string> {
  const countdown = page.getByTestId('live-countdown');
  await expect
    .poll(
      async () => {
        if ((await countdown.getAttribute('data-phase')) !== 'betting') return false;
        const text = (await countdown.textContent()) ?? '';
        const left = Number(/(\d+)/.exec(text.replace(/^\D+/, ''))?.[1] ?? 0);
        return left >= seconds;
      },
      { timeout: 120_000, intervals: [200] },
    )
    .toBe(true);
  return (await page.getByTestId('live-result').getAttribute('data-round')) ?? '';
}

const html = (locator: Locator) => locator.evaluate((el) => el.innerHTML);

test('two members bet on one baccarat table and see the same result and the same road map', async ({ browser, site }) => {
  test.setTimeout(300_000);
  const db = site.database.db;
  await fund(db, 'player01', 1_000_000n);
  await fund(db, 'member02', 1_000_000n);
  const a = await openPage(
    browser,
    site,
    { username: 'player01', password: 'Player123', language: 'en', theme: 'dark' },
    '/live?game=baccarat',
  );
  const b = await openPage(
    browser,
    site,
    { username: 'member02', password: 'Member123', language: 'zh', theme: 'light', phone: true },
    '/live?game=baccarat',
  );
  await expect(a.getByTestId('live-rooms-list')).toBeVisible();
  await a.screenshot({ path: shot('lobby-en-dark-desktop'), fullPage: true });
  await b.screenshot({ path: shot('lobby-zh-light-phone'), fullPage: true });
  const tableA = await openBaccaratTable(a);
  const tableB = await openBaccaratTable(b);
  expect(tableB).toBe(tableA);

  // Both bet on the same round: player01 the banker, member02 the player and a tie, from the table's smallest chip.
  const roundA = await bettingRound(a);
  const roundB = await bettingRound(b);
  expect(roundB).toBe(roundA);
  await a.locator('[data-testid^="live-chip-"]').first().click();
  await a.getByTestId('live-spot-banker').click();
  await a.getByTestId('live-spot-banker').click();
  await expect(a.getByTestId('live-stack-banker')).toBeVisible();
  await a.getByTestId('live-confirm').click();
  await b.locator('[data-testid^="live-chip-"]').first().click();
  await b.getByTestId('live-spot-player').click();
  await b.getByTestId('live-spot-tie').click();
  await b.getByTestId('live-confirm').click();
  await expect(a.getByTestId('live-notice')).toHaveAttribute('data-tone', 'success');
  await expect(b.getByTestId('live-notice')).toHaveAttribute('data-tone', 'success');
  await expect(a.getByTestId('live-my-payout')).toHaveAttribute('data-settled', 'no');
  // Each sees both members' stakes in the round's totals.
  await expect(a.getByTestId('live-players')).toContainText('2');
  await expect(b.getByTestId('live-totals').locator('li')).toHaveCount(3);
  await a.screenshot({ path: shot('table-betting-en-dark-desktop'), fullPage: true });
  await b.screenshot({ path: shot('table-betting-zh-light-phone'), fullPage: true });

  // The round is dealt and settled: the same cards and summary on both, each member's return shown.
  const dealt = (page: Page) => page.locator(`[data-testid="live-result"][data-round="${roundA}"][data-dealt="yes"]`);
  await expect(dealt(a)).toBeVisible({ timeout: 60_000 });
  await expect(dealt(b)).toBeVisible({ timeout: 60_000 });
  const summary = await dealt(a).getByTestId('live-result-summary').textContent();
  await expect(dealt(b).getByTestId('live-result-summary')).toHaveText(summary ?? '');
  const cards = (page: Page) =>
    dealt(page)
      .locator('[data-card]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
  expect(await cards(b)).toEqual(await cards(a));
  // The member's return: on the round while it shows, then as the last round's once the next opens.
  const returned = (page: Page) =>
    page.locator(`[data-testid="live-my-payout"][data-settled="yes"], [data-testid="live-last-payout"][data-round="${roundA}"]`);
  await expect(returned(a).first()).toBeVisible({ timeout: 60_000 });
  await expect(returned(b).first()).toBeVisible({ timeout: 60_000 });
  await a.screenshot({ path: shot('table-settled-en-dark-desktop'), fullPage: true });
  await b.screenshot({ path: shot('table-settled-zh-light-phone'), fullPage: true });

  // The same road maps, drawn from the table's history and the live updates, with this round on them.
  const roads = async (page: Page) => ({
    count: await page.getByTestId('live-bead-plate').getAttribute('data-count'),
    bead: await page
      .getByTestId('live-bead-plate')
      .locator('[data-outcome]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-outcome'))),
    big: await page
      .getByTestId('live-big-road')
      .locator('[data-outcome]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-outcome'))),
    bigEye: await html(page.getByTestId('live-road-big_eye')),
  });
  await expect.poll(async () => Number((await roads(a)).count), { timeout: 30_000 }).toBeGreaterThan(0);
  await expect.poll(async () => JSON.stringify(await roads(b)), { timeout: 30_000 }).toBe(JSON.stringify(await roads(a)));

  // Repeat places the last bet again on the next round.
  await bettingRound(a, 3);
  await expect(a.getByTestId('live-repeat')).toBeEnabled();
  await a.getByTestId('live-repeat').click();
  await expect(a.getByTestId('live-stack-banker')).toBeVisible();
  await a.getByTestId('live-clear').click();
  await expect(a.getByTestId('live-stack-banker')).toHaveCount(0);
});

test('the room list updates live: a table’s round, phase and results change without a reload', async ({ browser, site }) => {
  test.setTimeout(180_000);
  const page = await openPage(browser, site, { language: 'zh', theme: 'light' }, '/live');
  const list = page.getByTestId('live-rooms-list');
  await expect(list).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { liveMarker: number }).liveMarker = 1;
  });
  const card = list.locator('li[data-game="baccarat"]').first();
  const firstRound = await card.getAttribute('data-round');
  const countdown = card.getByTestId('live-room-countdown');
  // The phase moves on (betting → dealing/settled → betting) and the round changes, all pushed by the socket.
  await expect(countdown).toHaveAttribute('data-phase', /dealing|settled/, { timeout: 60_000 });
  await expect(card).not.toHaveAttribute('data-round', firstRound ?? '', { timeout: 60_000 });
  await expect(countdown).toHaveAttribute('data-phase', 'betting', { timeout: 60_000 });
  await expect(card.getByTestId('live-room-roads')).not.toHaveAttribute('data-count', '0', { timeout: 60_000 });
  expect(await page.evaluate(() => (window as unknown as { liveMarker?: number }).liveMarker)).toBe(1);
  await page.screenshot({ path: shot('lobby-zh-light-desktop'), fullPage: true });

  // The game filter keeps only that game's tables.
  await page.getByTestId('live-filter-roulette').click();
  await expect(page).toHaveURL(/game=roulette/);
  await expect(list.locator('li[data-game]').first()).toHaveAttribute('data-game', 'roulette');
  await expect(list.locator('li:not([data-game="roulette"])')).toHaveCount(0);
});

test('every game’s felt offers every spot of its table', async ({ browser, site }) => {
  test.setTimeout(180_000);
  const page = await openPage(browser, site, { language: 'en', theme: 'light' }, '/live');
  await expect(page.getByTestId('live-rooms-list')).toBeVisible();
  const reply = await site.app.inject({ method: 'GET', url: '/wps/relay/GLS2_roomList' });
  const tables = (reply.json().value as { tableId: number; gameCode: string }[]) ?? [];
  const byGame = new Map<string, number>();
  for (const table of tables) if (!byGame.has(table.gameCode)) byGame.set(table.gameCode, table.tableId);
  expect(byGame.size).toBe(7);
  for (const [game, tableId] of byGame) {
    const state = await site.app.inject({ method: 'GET', url: `/wps/live/tables/${tableId}` });
    const spots = (state.json().value as { spots: string[] }).spots;
    await page.goto(`/live/table/${tableId}`);
    const felt = page.getByTestId('live-felt');
    await expect(felt).toHaveAttribute('data-game', game);
    await expect(felt.locator('[data-spot]')).toHaveCount(spots.length);
    if (game === 'roulette' || game === 'sic-bo') await page.screenshot({ path: shot(`table-${game}-en-light-desktop`), fullPage: true });
  }
});
