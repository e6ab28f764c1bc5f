import path from 'node:path';
import { fund } from '@fortuna/server/testing';
import type { Browser, Page } from '@playwright/test';
import { sql } from 'kysely';
import { startSessionByApi, useFreshAddress } from '../accounts';
import { expect, SCREENSHOT_DIR, type Site, test } from '../fixtures';

/**
 * Crash with two members in two browsers on the same real game: the round loop runs in this
 * file's server (a shorter betting window and pause, set through the config; the crash points
 * are the chain's own). player01 cashes out by hand, member02 rides to the crash; both see the
 * same crash point, and the rounds reach each member's betting record.
 */
test.use({ siteConfig: { crashTickMs: 50, crashBettingMs: 5_000, crashPauseMs: 3_000 } });

async function openCrash(
  browser: Browser,
  site: Site,
  who: { username: string; password: string; language: 'en' | 'zh'; theme: 'dark' | 'light'; phone?: boolean },
): Promise<Page> {
  const context = await browser.newContext({
    baseURL: site.url,
    // The desktop member sees the curve drawn; the phone keeps the suite's reduced motion (the number alone).
    reducedMotion: who.phone ? 'reduce' : 'no-preference',
    ...(who.phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {}),
  });
  const page = await context.newPage();
  await useFreshAddress(page);
  await page.addInitScript(
    ([language, theme]) => {
      localStorage.setItem('fortuna.language', language as string);
      localStorage.setItem('fortuna.theme', theme as string);
      localStorage.setItem('fortuna.game.muted', '1');
    },
    [who.language, who.theme],
  );
  await startSessionByApi(page, who.username, who.password);
  await page.goto('/originals/crash');
  await expect(page.getByTestId('crash-page')).toBeVisible();
  return page;
}

const stage = (page: Page) => page.getByTestId('crash-stage');

/** Waits for a game taking bets. */
async function nextBettingGame(page: Page): Promise<void> {
  await expect(stage(page)).toHaveAttribute('data-state', 'betting', { timeout: 120_000 });
}

/**
 * Takes charge of the betting window of the next game both pages show taking bets: it stays open
 * until {@link releaseBetting} (the driver and the bet call read `betting_ends_at` from the game's
 * row), so both members' bets land in that game however loaded the machine is (a 5 s window closed
 * between the two clicks on CI). A window about to close is let go and the next game taken.
 */
async function holdBettingGame(site: Site, a: Page, b: Page): Promise<string> {
  for (;;) {
    await nextBettingGame(a);
    await nextBettingGame(b);
    const { rows } = await sql<{ id: string }>`
      UPDATE crash_game SET betting_ends_at = now() + interval '10 minutes'
       WHERE state = 'betting' AND betting_ends_at > now() + interval '1 second'
      RETURNING id::text AS id`.execute(site.database.db);
    if (rows[0]) return rows[0].id;
    await expect(stage(a)).not.toHaveAttribute('data-state', 'betting', { timeout: 120_000 });
  }
}

/** Ends a held betting window now: the game starts on the driver's next tick. */
async function releaseBetting(site: Site, gameId: string): Promise<void> {
  await sql`UPDATE crash_game SET betting_ends_at = now() WHERE id = ${gameId} AND state = 'betting'`.execute(site.database.db);
}

test('two members bet on the same crash game: one cashes out, one rides to the crash, both see the same crash point', async ({
  browser,
  site,
}) => {
  test.setTimeout(480_000);
  const db = site.database.db;
  await fund(db, 'player01', 100_000n);
  await fund(db, 'member02', 100_000n);
  const a = await openCrash(browser, site, { username: 'player01', password: 'Player123', language: 'en', theme: 'dark' });
  const b = await openCrash(browser, site, { username: 'member02', password: 'Member123', language: 'zh', theme: 'light', phone: true });

  // A game whose crash point lets a cash-out happen (1 game in 50 crashes at once at 1.00): play until one does.
  let gameId: string | undefined;
  for (let attempt = 0; attempt < 4 && !gameId; attempt++) {
    const held = await holdBettingGame(site, a, b);
    await a.getByTestId('crash-amount').fill('10.00');
    await a.getByTestId('crash-action').click();
    await b.getByTestId('crash-amount').fill('5.00');
    await b.getByTestId('crash-action').click();
    const placedA = a.getByTestId('crash-action');
    await expect(placedA).toBeDisabled();
    await expect(b.getByTestId('crash-action')).toBeDisabled();
    // Both bets show in everyone's list of this game.
    await expect(a.getByTestId('crash-players').getByRole('row')).toHaveCount(3);
    await expect(b.getByTestId('crash-players').getByRole('row')).toHaveCount(3);
    if (attempt === 0) await a.screenshot({ path: path.join(SCREENSHOT_DIR, 'crash-betting-en-dark-desktop.png') });
    await releaseBetting(site, held);

    // The game runs: player01 cashes out at once, member02 rides on.
    await expect(stage(a)).toHaveAttribute('data-state', /running|crashed/, { timeout: 20_000 });
    const running = (await stage(a).getAttribute('data-state')) === 'running';
    if (running) {
      await expect(a.getByTestId('crash-action')).toBeEnabled();
      await a.getByTestId('crash-action').click();
    }
    await expect(stage(a)).toHaveAttribute('data-state', 'crashed', { timeout: 180_000 });
    await expect(stage(b)).toHaveAttribute('data-state', 'crashed', { timeout: 10_000 });
    const shownA = await a.getByTestId('crash-multiplier').textContent();
    await expect(b.getByTestId('crash-multiplier')).toHaveText(shownA ?? '');
    await a.screenshot({ path: path.join(SCREENSHOT_DIR, 'crash-crashed-en-dark-desktop.png') });
    await b.screenshot({ path: path.join(SCREENSHOT_DIR, 'crash-crashed-zh-light-phone.png') });
    // Whether player01's cash-out came before the crash (else the game crashed first: play the next one).
    const bet = await db
      .selectFrom('crash_bet as b')
      .innerJoin('member as m', 'm.id', 'b.member_id')
      .select(['b.game_id', 'b.status'])
      .where('m.username', '=', 'player01')
      .orderBy('b.id', 'desc')
      .executeTakeFirstOrThrow();
    const game = await db.selectFrom('crash_game').select('crash_point').where('id', '=', bet.game_id).executeTakeFirstOrThrow();
    expect(shownA).toBe(`${(Number(game.crash_point) / 100).toFixed(2)}×`);
    if (bet.status === 'cashed_out') gameId = String(bet.game_id);
  }
  expect(gameId, 'no game let player01 cash out in four tries').toBeDefined();

  // Both rounds recomputed in the browser.
  const rowA = a.locator(`[data-testid="crash-my-bet"][data-game="${gameId}"]`);
  await rowA.getByTestId('crash-verify').click();
  await expect(rowA.getByTestId('crash-verified')).toHaveAttribute('data-ok', 'true');
  const rowB = b.locator(`[data-testid="crash-my-bet"][data-game="${gameId}"]`);
  await expect(rowB).toContainText('未中');
  await rowB.getByTestId('crash-verify').click();
  await expect(rowB.getByTestId('crash-verified')).toHaveAttribute('data-ok', 'true');

  // Each member's betting record has the round (vendor BGS, round id C<game>:<member>).
  for (const [page, username] of [
    [a, 'player01'],
    [b, 'member02'],
  ] as const) {
    const member = await db.selectFrom('member').select('id').where('username', '=', username).executeTakeFirstOrThrow();
    await page.goto('/member#betting-record');
    const section = page.getByTestId('member-section-bettingRecord');
    const row = section.getByTestId('betting-record-row').filter({ hasText: `C${gameId}:${member.id}` });
    await expect(row).toHaveCount(1);
    await expect(row).toHaveAttribute('data-status', 'settled');
    // Its verify link opens the game recomputed in the browser.
    await row.getByTestId('betting-record-verify').click();
    await expect(page.getByTestId('crash-verify-box').getByTestId('crash-verified')).toHaveAttribute('data-ok', 'true');
  }
});
