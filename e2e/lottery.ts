import path from 'node:path';
import { drawResult } from '@fortuna/bgs';
import type { Page } from '@playwright/test';
import { sql } from 'kysely';
import { SCREENSHOT_DIR, type Site } from './fixtures';

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
 * The demo's `index`-th in-house game of a type, as the engine knows it. Tests that draw take a
 * game of their own: a drawn issue's time is moved, and its game's later issues must stay as made.
 */
export async function lotteryGame(site: Site, gameType: 'ssc' | 'pk10' | '11x5' | 'lhc' | 'lf', index = 0) {
  const { rows } = await sql<{ id: number; code: string }>`
    SELECT id, code FROM lottery_game WHERE game_type = ${gameType} AND enabled ORDER BY id LIMIT 1 OFFSET ${index}`.execute(
    site.database.db,
  );
  const game = rows[0];
  if (!game) throw new Error(`no ${gameType} lottery game seeded`);
  return game;
}

/**
 * Takes charge of a game's clock for a test: every open issue moves an hour on, so the issue
 * taking bets now stays open and nothing closes or draws until {@link drawNow}.
 * Returns that issue with the result its seed will give (the fair draw is a function of the seed).
 */
export async function holdCurrentIssue(site: Site, game: { id: number; code: string }, gameType: 'ssc') {
  const db = site.database.db;
  let issue: { id: number; numero: string; server_seed: string } | undefined;
  for (let tries = 0; tries < 100 && !issue; tries += 1) {
    const { rows } = await sql<{ id: number; numero: string; server_seed: string }>`
      SELECT id, numero, server_seed FROM lottery_issue
      WHERE lottery_game_id = ${game.id} AND status = 'open' AND closes_at > now() + interval '5 seconds'
      ORDER BY draws_at LIMIT 1`.execute(db);
    issue = rows[0];
    // The scheduler makes the issues on its first ticks.
    if (!issue) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (!issue) throw new Error('the scheduler made no open issue');
  // Every open issue an hour later, in the same order, so no numero changes its place; the held one takes bets now.
  await sql`
    UPDATE lottery_issue SET opens_at = opens_at + interval '1 hour', closes_at = closes_at + interval '1 hour', draws_at = draws_at + interval '1 hour'
    WHERE lottery_game_id = ${game.id} AND status = 'open'`.execute(db);
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
