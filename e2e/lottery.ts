import path from 'node:path';
import { drawResult } from '@fortuna/bgs';
import type { GameType } from '@fortuna/bgs/types';
import type { Locator, Page } from '@playwright/test';
import { sql } from 'kysely';
import { expect, SCREENSHOT_DIR, type Site } from './fixtures';

/** A screenshot of the lottery journeys (`lottery-page-en-dark-desktop.png`). */
export function lotteryShot(name: string): string {
  return path.join(SCREENSHOT_DIR, `lottery-${name}.png`);
}

/** A full-page screenshot from the top with nothing focused (the sticky header then sits where it belongs). */
export async function shootPage(page: Page, name: string): Promise<void> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  await page.screenshot({ path: lotteryShot(name), fullPage: true });
}

/**
 * The demo's `index`-th in-house game of a type, as the engine knows it (optionally only those
 * whose English name contains `nameLike`, e.g. "Express" for the regional fast draws). Tests that
 * draw take a game of their own: a drawn issue's time is moved, and its game's later issues must
 * stay as made. A worker runs several spec files against one server, so two files must not take the
 * same index either: the demo has 14 SSC games, and each journey that uses one has its own (0–11).
 */
export async function lotteryGame(site: Site, gameType: GameType, index = 0, nameLike?: string) {
  const { rows } = await sql<{ id: number; code: string; name: string }>`
    SELECT id, code, names->>'en' AS name FROM lottery_game
    WHERE game_type = ${gameType} AND enabled AND (${nameLike ?? null}::text IS NULL OR names->>'en' LIKE '%' || ${nameLike ?? null}::text || '%')
    ORDER BY id LIMIT 1 OFFSET ${index}`.execute(site.database.db);
  const game = rows[0];
  if (!game) throw new Error(`no ${gameType} lottery game seeded${nameLike ? ` named like ${nameLike}` : ''}`);
  return game;
}

/**
 * Takes charge of a game's clock for a test: the issue taking bets now and every later one move
 * an hour on, so it stays open and nothing closes or draws until {@link drawNow}; the issues
 * before it (closing now, or closed) are drawn at once. Returns that issue with the result its seed will give (the fair draw
 * is a function of the seed, drawResult of the game type: 5 digits for SSC, a 23-number board for 4D…).
 */
export async function holdCurrentIssue(site: Site, game: { id: number; code: string }, gameType: GameType) {
  const db = site.database.db;
  let issue: { id: number; numero: string; server_seed: string; draws_at: Date } | undefined;
  let waited = 0;
  // Polls until the scheduler has made the issue, however long a busy machine takes: the test's own
  // timeout bounds the wait, not a count of tries (100 × 200 ms could run out under load).
  while (!issue) {
    const { rows } = await sql<{ id: number; numero: string; server_seed: string; draws_at: Date }>`
      SELECT id, numero, server_seed, draws_at FROM lottery_issue
      WHERE lottery_game_id = ${game.id} AND status = 'open' AND closes_at > now() + interval '5 seconds'
      ORDER BY draws_at LIMIT 1`.execute(db);
    issue = rows[0];
    // The scheduler makes the issues on its first ticks.
    if (!issue) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      waited += 200;
      // A wait this long is not load alone: say what the game's issues look like, so a failure can be read.
      if (waited % 30_000 === 0) {
        const { rows: last } = await sql`
          SELECT numero, status, closes_at, draws_at, now() AS db_now FROM lottery_issue
           WHERE lottery_game_id = ${game.id} ORDER BY draws_at DESC LIMIT 3`.execute(db);
        console.warn(`holdCurrentIssue(${game.code}): no open issue after ${waited / 1000} s; latest:`, JSON.stringify(last));
      }
    }
  }
  // The issues before it (closing within seconds, or closed and waiting for their draw) close and
  // draw at once, so none of them stays the current issue or is drawn after it as the last result.
  await sql`
    UPDATE lottery_issue SET opens_at = least(opens_at, now() - interval '2 seconds'), closes_at = least(closes_at, now() - interval '1 second'), draws_at = least(draws_at, now())
    WHERE lottery_game_id = ${game.id} AND status IN ('open', 'locked') AND draws_at < ${issue.draws_at}`.execute(db);
  // It and every open issue after it an hour later, in the same order, so no numero changes its place; the held one takes bets now.
  await sql`
    UPDATE lottery_issue SET opens_at = opens_at + interval '1 hour', closes_at = closes_at + interval '1 hour', draws_at = draws_at + interval '1 hour'
    WHERE lottery_game_id = ${game.id} AND status = 'open' AND draws_at >= ${issue.draws_at}`.execute(db);
  await sql`UPDATE lottery_issue SET opens_at = least(opens_at, now()) WHERE id = ${issue.id}`.execute(db);
  return { id: issue.id, numero: issue.numero, result: drawResult(gameType, issue.server_seed, game.code, issue.numero) };
}

/** Closes betting on an issue and makes it due: the running scheduler draws and settles it on its next tick. */
export async function drawNow(site: Site, issueId: number): Promise<void> {
  await sql`UPDATE lottery_issue SET opens_at = least(opens_at, now() - interval '1 second'), closes_at = now() - interval '1 second', draws_at = now()
    WHERE id = ${issueId}`.execute(site.database.db);
}

/** What an issue's bets paid out, minor units, once settled. */
export async function settledPayout(site: Site, issueId: number): Promise<bigint> {
  const { rows } = await sql<{ total: string }>`
    SELECT coalesce(sum(payout), 0)::text AS total FROM lottery_bet WHERE issue_id = ${issueId}`.execute(site.database.db);
  return BigInt(rows[0]?.total ?? '0');
}

/** An issue's status (open, locked, drawn, settled). */
export async function issueStatus(site: Site, issueId: number): Promise<string> {
  const { rows } = await sql<{ status: string }>`SELECT status FROM lottery_issue WHERE id = ${issueId}`.execute(site.database.db);
  return rows[0]?.status ?? '';
}

/** A money text as minor units: "1,234.50" → 123450n. */
export function minorOf(text: string): bigint {
  const [whole = '0', fraction = '00'] = text.replace(/[^\d.]/g, '').split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
}

/**
 * The end of the regional phone journeys: with one winning bet picked on the board, adds it with
 * the keyboard, places the slip, draws and settles the issue, checks the board and the won bet's
 * hits at 375 px without sideways scrolling, and shoots the board and the page on the phone and
 * on a desktop (`<prefix>-board-…`, `<prefix>-page-…`).
 */
export async function placeWinningSlipAndShoot(
  page: Page,
  site: Site,
  issue: { id: number; result: number[] },
  shot: { prefix: string; language: string; theme: string },
): Promise<void> {
  await page.getByTestId('bet-board-add').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('slip-bet')).toHaveCount(1);
  await page.getByTestId('bet-slip-place').click();
  await page.getByTestId('place-slip-confirm').click();
  await expect(page.getByTestId('my-bet')).toHaveCount(1);

  await drawNow(site, issue.id);
  await expect.poll(() => issueStatus(site, issue.id), { timeout: 20_000 }).toBe('settled');
  await page.clock.fastForward(31_000);
  const latest = page.getByTestId('latest-board');
  await expect(latest).toHaveAttribute('data-result', issue.result.join(','), { timeout: 20_000 });
  const won = page.locator('[data-testid="my-bet"][data-status="won"]');
  await expect(won).toHaveCount(1);
  await won.getByTestId('my-bet-board-toggle').click();
  await expect(page.getByTestId('my-bet-board').locator('[data-hit]').first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
  const name = `${shot.language}-${shot.theme}`;
  await latest.screenshot({ path: lotteryShot(`${shot.prefix}-board-${name}-phone`) });
  await shootPage(page, `${shot.prefix}-page-${name}-phone`);

  await page.setViewportSize({ width: 1366, height: 860 });
  await latest.screenshot({ path: lotteryShot(`${shot.prefix}-board-${name}-desktop`) });
  await shootPage(page, `${shot.prefix}-page-${name}-desktop`);
}

/**
 * How far the widest option of a native select runs past the select's text box, in CSS pixels
 * (0 or less: every option shows whole). The select draws only the chosen option, cut with an
 * ellipsis, so the widths are measured with its own font.
 */
export async function selectOverflow(select: Locator): Promise<number> {
  return select.evaluate((element: HTMLSelectElement) => {
    const style = getComputedStyle(element);
    const context = document.createElement('canvas').getContext('2d');
    if (!context) throw new Error('no canvas');
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const widest = Math.max(...Array.from(element.options, (option) => context.measureText(option.text).width));
    const box = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return Math.ceil(widest - box);
  });
}
