import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiClient, freshIp, fund } from '@fortuna/server/testing';
import type { Page } from '@playwright/test';
import { sql } from 'kysely';
import { expect, type Site, test } from '../fixtures';
import { usePreferences } from '../games';
import { localeText } from '../locale-text';
import { operatorPage, opsShot } from '../ops';

/**
 * Sportsbook trading in the back office (issue 23 item 4): an operator enters a league and a
 * non-simulated football match through the screens, prices its 1X2, player01 bets on it through the
 * API, the operator enters the result in the match screen (player01's balance rises by the payout
 * and the bet shows settled with it), then corrects the result (the balance moves by the
 * difference). The test app's sportsbook loop does not run here: the trading calls settle at once.
 */

const featureLocales = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/src/features/ops/sportsbook/locales');

/** A text of the trading screens' own locale files (`ops_sportsbook.*`). */
function text(language: 'en' | 'zh' | 'my', key: string, values: Record<string, string | number> = {}): string {
  const bundle = JSON.parse(fs.readFileSync(path.join(featureLocales, `${language}.json`), 'utf8')) as {
    ops_sportsbook: Record<string, string>;
  };
  const value = bundle.ops_sportsbook[key];
  if (value === undefined) throw new Error(`no text ${language}:ops_sportsbook.${key}`);
  return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** player01 logged in through the API, with its main balance and a single bet of its own. */
async function player01(site: Site) {
  const api = apiClient(site.app, { merchant: 'FORTUNA', 'x-forwarded-for': freshIp() });
  const login = await api.encrypted('POST', '/wps/session/login', { type: 'username', username: 'player01', password: 'Player123' });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  const authorization = login.body.value.token as string;
  return {
    /** The main wallet in minor units, as `GET /wps/member/info` answers it. */
    async balance(): Promise<bigint> {
      const info = await api.get('/wps/member/info', { authorization });
      expect(info.status, JSON.stringify(info.body)).toBe(200);
      const [whole = '0', fraction = '00'] = String(info.body.value.balance).split('.');
      return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
    },
    /** `POST /wps/sportsbook/bets`: a single with a request id of its own. */
    async single(matchId: string, selectionKey: string, oddsMilli: number, stake: string) {
      const placed = await api.post(
        '/wps/sportsbook/bets',
        { requestId: crypto.randomUUID(), kind: 'single', stake, acceptance: 'none', legs: [{ matchId, selectionKey, oddsMilli }] },
        { authorization },
      );
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      return placed.body.value as { betId: string; status: string };
    },
  };
}

/** The match's row as stored (the book's tables are not in the app's Kysely types). */
async function matchRow(site: Site, matchId: string) {
  const { rows } = await sql<{ sim: unknown; sport: string; status: string; result_version: number }>`
    SELECT sim, sport, status, result_version FROM sportsbook_match WHERE id = ${matchId}::bigint`.execute(site.database.db);
  return rows[0];
}

/** A full-page screenshot from the top with nothing focused. */
async function shoot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  await page.screenshot({ path: opsShot(name), fullPage: true });
}

test('an operator enters a football match and its 1X2 prices, player01 bets, the result pays the bet and a correction resettles it', async ({
  page,
  site,
}) => {
  test.setTimeout(240_000);
  await fund(site.database.db, 'player01', 100_000n);
  const code = `e2e-${crypto.randomBytes(3).toString('hex')}`;
  const home = `Harbour ${code.slice(-4)}`;
  const away = `Riverside ${code.slice(-4)}`;

  // The owner opens the section from the menu; a league, then a match of it, through the dialogs.
  await usePreferences(page, 'en', 'dark');
  await operatorPage(page, site, 'owner', 'sportsbook');
  await expect(page.getByTestId('page-title')).toHaveText(text('en', 'title'));
  await page.getByTestId('ops-sb-new-league').click();
  const leagueDialog = page.getByTestId('ops-sb-league-dialog');
  await leagueDialog.getByTestId('ops-sb-league-save').click();
  await expect(leagueDialog.getByText(text('en', 'invalid')).first()).toBeVisible();
  await leagueDialog.getByTestId('ops-sb-league-code').fill(code);
  await leagueDialog.getByTestId('ops-sb-league-name-en').fill(`League ${code}`);
  await leagueDialog.getByTestId('ops-sb-league-name-zh').fill(`联赛 ${code}`);
  await leagueDialog.getByTestId('ops-sb-league-save').click();
  await expect(leagueDialog).toBeHidden();
  // The same code again is refused by the server, in the operator's language.
  await page.getByTestId('ops-sb-new-league').click();
  await leagueDialog.getByTestId('ops-sb-league-code').fill(code);
  await leagueDialog.getByTestId('ops-sb-league-name-en').fill('Again');
  await leagueDialog.getByTestId('ops-sb-league-save').click();
  await expect(leagueDialog.getByTestId('ops-sb-league-error')).toHaveText(localeText('en', 'errors.sportsbook_code_taken'));
  await page.keyboard.press('Escape');
  await expect(leagueDialog).toBeHidden();

  await page.getByTestId('ops-sb-new-match').click();
  const matchDialog = page.getByTestId('ops-sb-match-dialog');
  await expect(matchDialog.getByTestId('ops-sb-match-simulate')).not.toBeChecked();
  await matchDialog.getByTestId('ops-sb-match-league').selectOption({ label: `League ${code} · ${text('en', 'sport_football')}` });
  await matchDialog.getByTestId('ops-sb-match-home-en').fill(home);
  await matchDialog.getByTestId('ops-sb-match-away-en').fill(away);
  await matchDialog.getByTestId('ops-sb-match-save').click();
  await expect(matchDialog).toBeHidden();
  await expect(page.getByTestId('page-title')).toHaveText(`${home} – ${away}`);
  await expect(page.getByTestId('ops-sb-match-status')).toHaveText(text('en', 'status_scheduled'));
  const matchId = /matches\/(\d+)/.exec(page.url())?.[1] ?? '';
  expect(matchId).not.toBe('');
  expect(await matchRow(site, matchId)).toMatchObject({ sim: null, sport: 'football', result_version: 0 });

  // The 1X2 from the common markets: a bad price is refused in the browser, then the three are saved.
  await page.getByTestId('ops-sb-add-1x2').click();
  const market = page.locator('[data-testid="ops-sb-market"][data-market-key="1x2"]');
  await market.getByTestId('ops-sb-price-1x2:home').fill('1.0004');
  await market.getByTestId('ops-sb-market-save').click();
  await expect(market.getByText(text('en', 'invalid_odds'))).toBeVisible();
  await market.getByTestId('ops-sb-price-1x2:home').fill('2.10');
  await market.getByTestId('ops-sb-price-1x2:draw').fill('3.40');
  await market.getByTestId('ops-sb-price-1x2:away').fill('3.25');
  await market.getByTestId('ops-sb-max-stake').fill('500');
  await market.getByTestId('ops-sb-market-save').click();
  await expect(market.getByTestId('ops-sb-market-status')).toHaveText(text('en', 'market_status_open'));
  await expect(market.getByTestId('ops-sb-price-1x2:home')).toHaveValue('2.10');
  await expect(market.getByTestId('ops-sb-max-stake')).toHaveValue('500.00');

  // Suspend and reopen it; a typed key that is not a market is refused; over/under 2.5 added by key, priced and voided (asked first).
  await market.getByTestId('ops-sb-market-suspend').click();
  await expect(market.getByTestId('ops-sb-market-status')).toHaveText(text('en', 'market_status_suspended'));
  await market.getByTestId('ops-sb-market-reopen').click();
  await expect(market.getByTestId('ops-sb-market-status')).toHaveText(text('en', 'market_status_open'));
  await page.getByTestId('ops-sb-add-market-key').fill('ah:+0.5');
  await page.getByTestId('ops-sb-add-market-submit').click();
  await expect(page.getByTestId('ops-sb-add-market-error')).toHaveText(text('en', 'market_key_invalid'));
  await page.getByTestId('ops-sb-add-market-key').fill('ou:2.5');
  await page.getByTestId('ops-sb-add-market-submit').click();
  const totals = page.locator('[data-testid="ops-sb-market"][data-market-key="ou:2.5"]');
  await totals.getByTestId('ops-sb-price-ou:2.5:over').fill('1.9');
  await totals.getByTestId('ops-sb-price-ou:2.5:under').fill('1.95');
  await totals.getByTestId('ops-sb-market-save').click();
  await expect(totals.getByTestId('ops-sb-market-status')).toHaveText(text('en', 'market_status_open'));
  await totals.getByTestId('ops-sb-market-void').click();
  const voidConfirm = page.getByTestId('ops-sb-void-confirm');
  await expect(voidConfirm).toContainText(text('en', 'confirm_void_text'));
  await voidConfirm.getByTestId('ops-sb-void-confirm-ok').click();
  await expect(totals.getByTestId('ops-sb-market-status')).toHaveText(text('en', 'market_status_void'));
  await expect(totals.getByTestId('ops-sb-market-save')).toHaveCount(0);

  // player01 bets 100.00 on the home side at 2.10.
  const member = await player01(site);
  const start = await member.balance();
  const bet = await member.single(matchId, '1x2:home', 2100, '100.00');
  expect(bet.status).toBe('open');
  expect(await member.balance()).toBe(start - 10_000n);

  // The bet and the liability show on the match screen.
  const bets = page.getByTestId('ops-sb-bets-table');
  await page.reload();
  const betRow = bets.locator(`[data-row-id="${bet.betId}"]`);
  await expect(betRow).toContainText('player01');
  await expect(betRow.getByTestId('ops-sb-bet-status')).toHaveText(text('en', 'bet_status_open'));
  await expect(page.getByTestId('ops-sb-liability-table-row')).toHaveCount(1);
  await expect(page.getByTestId('ops-sb-liability-table-row')).toContainText(home);
  await expect(page.getByTestId('ops-sb-liability-table-row')).toContainText('210.00');

  // Kick-off, asked first: the match is in play.
  await page.getByTestId('ops-sb-status-live').click();
  const statusConfirm = page.getByTestId('ops-sb-status-confirm');
  await expect(statusConfirm).toContainText(text('en', 'confirm_live_text'));
  await statusConfirm.getByTestId('ops-sb-status-confirm-ok').click();
  await expect(statusConfirm).toBeHidden();
  await expect(page.getByTestId('ops-sb-match-status')).toHaveText(text('en', 'status_live'));
  await expect(page.getByTestId('ops-sb-status-finished')).toBeVisible();
  await shoot(page, 'sportsbook-match-en-dark-desktop');
  // The trading forms on a phone: nothing wider than the screen.
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(market.getByTestId('ops-sb-market-save')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await shoot(page, 'sportsbook-match-en-dark-phone');
  await page.setViewportSize({ width: 1366, height: 860 });

  // The result, 2-1 (half-time 1-0), asked first: the bet wins 210.00 and the match is finished.
  await page.getByTestId('ops-sb-result-full-home').fill('2');
  await page.getByTestId('ops-sb-result-full-away').fill('1');
  await page.getByTestId('ops-sb-result-half-home').fill('1');
  await page.getByTestId('ops-sb-result-half-away').fill('0');
  await page.getByTestId('ops-sb-result-submit').click();
  const confirm = page.getByTestId('ops-sb-result-confirm');
  await expect(confirm).toContainText(text('en', 'confirm_result_text'));
  await confirm.getByTestId('ops-sb-result-confirm-ok').click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('ops-sb-match-status')).toHaveText(text('en', 'status_finished'));
  await expect(page.getByTestId('ops-sb-result-current')).toHaveText('FT 2-1 · HT 1-0');
  await expect(betRow.getByTestId('ops-sb-bet-status')).toHaveText(text('en', 'bet_status_settled'));
  await expect(betRow.getByTestId('ops-sb-bet-payout')).toHaveText('210.00');
  await expect(betRow).toContainText(text('en', 'outcome_win'));
  await expect.poll(() => member.balance()).toBe(start + 11_000n);
  await expect(page.getByTestId('ops-sb-settled')).toHaveText(text('en', 'settled_all'));

  // A correction to 1-1 asks first and says the bets are settled again: the win is taken back.
  await page.getByTestId('ops-sb-result-full-home').fill('1');
  await page.getByTestId('ops-sb-result-submit').click();
  await expect(confirm).toContainText(text('en', 'confirm_correct_text'));
  await expect(confirm.getByTestId('ops-sb-result-confirm-result')).toHaveText('FT 2-1 · HT 1-0 → FT 1-1 · HT 1-0');
  await confirm.getByTestId('ops-sb-result-confirm-ok').click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('ops-sb-result-current')).toHaveText('FT 1-1 · HT 1-0');
  await expect(betRow.getByTestId('ops-sb-bet-payout')).toHaveText('0.00');
  await expect(betRow).toContainText(text('en', 'outcome_lose'));
  await expect.poll(() => member.balance()).toBe(start - 10_000n);

  // And back to a home win, 3-1: the balance rises by the difference, the payout again.
  await page.getByTestId('ops-sb-result-full-home').fill('3');
  await page.getByTestId('ops-sb-result-submit').click();
  await confirm.getByTestId('ops-sb-result-confirm-ok').click();
  await expect(betRow.getByTestId('ops-sb-bet-payout')).toHaveText('210.00');
  await expect.poll(() => member.balance()).toBe(start + 11_000n);
  expect(await matchRow(site, matchId)).toMatchObject({ status: 'finished', result_version: 3 });

  // Every write left its audit row.
  const actions = await site.database.db
    .selectFrom('audit_log')
    .select('action')
    .where('target_type', 'in', ['sportsbook_match', 'sportsbook_league'])
    .where('outcome', '=', 'ok')
    .execute();
  expect([...new Set(actions.map((a) => a.action))]).toEqual(
    expect.arrayContaining([
      'sportsbook.league_create',
      'sportsbook.match_create',
      'sportsbook.odds_set',
      'sportsbook.market_suspend',
      'sportsbook.market_open',
      'sportsbook.market_void',
      'sportsbook.match_status',
      'sportsbook.result',
    ]),
  );

  // The match screen in the light theme, and on a phone: nothing wider than the screen.
  await page.addInitScript(() => localStorage.setItem('fortuna.theme', 'light'));
  await page.reload();
  await expect(page.getByTestId('ops-sb-result-current')).toHaveText('FT 3-1 · HT 1-0');
  await shoot(page, 'sportsbook-match-en-light-desktop');
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(page.getByTestId('ops-sb-markets')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await shoot(page, 'sportsbook-match-en-light-phone');
});

test('a reader sees the matches and the limits without write buttons; an owner saves the limits, checked by the shared schema', async ({
  page,
  browser,
  site,
}) => {
  await usePreferences(page, 'zh', 'light');
  await operatorPage(page, site, 'auditor', 'sportsbook', 'zh');
  await expect(page.getByTestId('page-title')).toHaveText(text('zh', 'title'));
  await expect(page.getByTestId('ops-sb-new-match')).toHaveCount(0);
  // The demo's cockfights.
  await page.getByTestId('ops-sb-filter-sport').selectOption('cockfight');
  await expect(page.getByTestId('ops-sb-matches-row').first()).toContainText(text('zh', 'sport_cockfight'));
  await shoot(page, 'sportsbook-matches-zh-light-reader');
  await page.getByTestId('ops-sb-matches-row').first().click();
  await expect(page.getByTestId('ops-sb-markets')).toBeVisible();
  await expect(page.getByTestId('ops-sb-market').first()).toBeVisible();
  await expect(page.getByTestId('ops-sb-market-save')).toHaveCount(0);
  await expect(page.getByTestId('ops-sb-result-submit')).toHaveCount(0);
  await expect(page.getByTestId('ops-sb-status-live')).toHaveCount(0);
  await page.getByRole('link', { name: text('zh', 'back') }).click();
  await page.getByRole('tab', { name: text('zh', 'tab_settings') }).click();
  await expect(page.getByTestId('ops-sb-settings-minStake')).toHaveValue(/^\d+\.\d\d$/);
  await expect(page.getByTestId('ops-sb-settings-save')).toHaveCount(0);
  await shoot(page, 'sportsbook-settings-zh-light-reader');

  // An owner: a largest stake under the smallest is refused in the browser; a valid change is saved.
  const db = site.database.db;
  const { rows: before } = await sql<Record<string, unknown>>`SELECT * FROM sportsbook_settings`.execute(db);
  const context = await browser.newContext({ baseURL: site.url });
  const owner = await context.newPage();
  try {
    await usePreferences(owner, 'en', 'dark');
    await operatorPage(owner, site, 'owner', 'sportsbook?tab=settings');
    await owner.getByTestId('ops-sb-settings-minStake').fill('5');
    await owner.getByTestId('ops-sb-settings-maxStake').fill('2');
    await owner.getByTestId('ops-sb-settings-save').click();
    await expect(owner.getByTestId('ops-sb-settings-maxStake-error')).toHaveText(text('en', 'invalid_maxStake'));
    await owner.getByTestId('ops-sb-settings-maxStake').fill('2000');
    await owner.getByTestId('ops-sb-settings-inPlayDelayMs').fill('3000');
    await owner.getByTestId('ops-sb-settings-save').click();
    await expect(owner.getByTestId('ops-sb-settings-maxStake')).toHaveValue('2000.00');
    await expect(owner.getByTestId('ops-sb-settings-minStake')).toHaveValue('5.00');
    const { rows } = await sql<{ in_play_delay_ms: number }>`SELECT in_play_delay_ms FROM sportsbook_settings`.execute(db);
    expect(rows).toEqual([expect.objectContaining({ in_play_delay_ms: 3000 })]);
    await shoot(owner, 'sportsbook-settings-en-dark-owner');
  } finally {
    // Other journeys of this worker bet under the demo's limits and in-play delay.
    await sql`DELETE FROM sportsbook_settings`.execute(db);
    for (const row of before) {
      const columns = Object.keys(row);
      await sql`INSERT INTO sportsbook_settings (${sql.join(columns.map((c) => sql.ref(c)))}) VALUES (${sql.join(columns.map((c) => row[c]))})`.execute(
        db,
      );
    }
    await context.close();
  }
});
