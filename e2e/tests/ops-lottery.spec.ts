import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, type Site, test } from '../fixtures';
import { usePreferences } from '../games';
import { localeText } from '../locale-text';
import { holdCurrentIssue, lotteryGame, minorOf } from '../lottery';
import { operatorPage, opsShot } from '../ops';
import { freshMember, headerBalance, memberPage } from '../wallet';

const featureLocales = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/src/features/ops/lottery/locales');

/** A text of the lottery control's own locale files (`ops_lottery.*`). */
function text(language: 'en' | 'zh' | 'my', key: string): string {
  const bundle = JSON.parse(fs.readFileSync(path.join(featureLocales, `${language}.json`), 'utf8')) as {
    ops_lottery: Record<string, string>;
  };
  const value = bundle.ops_lottery[key];
  if (value === undefined) throw new Error(`no text ${language}:ops_lottery.${key}`);
  return value;
}

// The scheduler runs: issues exist, and a resumed or held issue behaves as in production.
test.use({ siteConfig: { lotteryTickMs: 250 } });

/** Places one straight bet on position 1 through the member's bet board; returns the confirm dialog. */
async function placeDigit(member: Page, digit: number) {
  const board = member.getByTestId('bet-board');
  await board.getByTestId(`pick-${digit}`).click();
  await board.getByTestId('bet-board-add').click();
  await member.getByTestId('bet-slip').getByTestId('bet-slip-place').click();
  const dialog = member.getByTestId('place-slip-dialog');
  await dialog.getByTestId('place-slip-confirm').click();
  return dialog;
}

/** The member's bet through the API, as the page sends it: its error code, or '' when placed. */
async function betCode(member: Page, gameCode: string, numero: string): Promise<string> {
  return member.evaluate(
    async ([code, n]) => {
      const token = sessionStorage.getItem('fortuna.token') ?? '';
      const reply = await fetch('/lgw/lottery/bets', {
        method: 'POST',
        headers: { authorization: token, 'content-type': 'application/json' },
        body: JSON.stringify({
          requestId: crypto.randomUUID(),
          gameCode: code,
          numero: n,
          bets: [{ betType: 'ssc.position_digit', selection: { position: 1, digits: [3] }, unitStake: '1' }],
        }),
      });
      const body = (await reply.json()) as { success: boolean; message: string };
      return body.success ? '' : body.message;
    },
    [gameCode, numero] as const,
  );
}

async function openDraw(page: Page, site: Site, gameId: number, numero: string) {
  await page.getByRole('tab', { name: text('en', 'tab_issues') }).click();
  await page.getByTestId('ops-lottery-issues-game').selectOption(String(gameId));
  // Wait for the game filter to apply: until the table refetches, every game's issue of that numero is listed.
  const row = page.locator('[data-testid="ops-lottery-issues-row"]', { hasText: numero });
  await expect(row).toHaveCount(1);
  await row.click();
  await expect(page.getByRole('heading', { name: new RegExp(numero) })).toBeVisible();
  void site;
}

test('an operator pauses a draw and disables a game so a member cannot bet, sees the liability, and cancels a draw: the stake comes back', async ({
  page,
  browser,
  site,
}) => {
  test.setTimeout(240_000);
  const game = await lotteryGame(site, 'ssc', 7);
  const issue = await holdCurrentIssue(site, game, 'ssc');

  const member = await browser.newPage();
  const username = await freshMember(site, 100_000n);
  await memberPage(member, username, 'en', `/lottery?gameCode=${game.code}`);
  await expect(member.getByTestId('lottery-current-numero')).toHaveAttribute('data-numero', issue.numero);
  const before = minorOf((await headerBalance(member).textContent()) ?? '');
  await expect(await placeDigit(member, 4)).toBeHidden();
  await expect.poll(async () => minorOf((await headerBalance(member).textContent()) ?? '')).toBe(before - 200n);

  // The risk operator pauses the draw: the member's next bet is refused with a clear message.
  await usePreferences(page, 'en', 'dark');
  await operatorPage(page, site, 'risk', 'lottery');
  await openDraw(page, site, game.id, issue.numero);
  await page.getByTestId('ops-lottery-pause').click();
  await page.getByTestId('ops-lottery-confirm-confirm').click();
  await expect(page.getByTestId('ops-lottery-issue-status')).toHaveText(text('en', 'paused'));
  const refused = await placeDigit(member, 5);
  await expect(refused.getByTestId('place-slip-error')).toHaveText(localeText('en', 'errors.lottery_issue_paused'));
  await member.keyboard.press('Escape');

  // The liability of the open draw: the member's 2.00 on the digit 4.
  const liability = page.getByTestId('ops-lottery-liability');
  await expect(liability.getByTestId('ops-lottery-total-stake')).toHaveText('2.00');
  await expect(liability.getByTestId('ops-lottery-liability-table-row')).toHaveCount(1);
  await expect(liability.getByTestId('ops-lottery-liability-table-row')).toContainText('digit 4');
  await expect(page.getByTestId('ops-lottery-verification')).toContainText(text('en', 'not_drawn'));
  await page.screenshot({ path: opsShot('lottery-draw-en-dark-desktop'), fullPage: true });

  // Cancel with refunds: asks for a reason, then the member's stake is back.
  await page.getByTestId('ops-lottery-cancel').click();
  const cancel = page.getByTestId('ops-lottery-cancel-dialog');
  await expect(cancel.getByTestId('ops-lottery-cancel-confirm')).toBeDisabled();
  await cancel.getByTestId('ops-lottery-cancel-reason').fill('Feed outage');
  await cancel.getByTestId('ops-lottery-cancel-confirm').click();
  await expect(page.getByTestId('ops-lottery-issue-status')).toHaveText(text('en', 'status_cancelled'));
  await expect(page.getByTestId('ops-lottery-cancel-reason-shown')).toHaveText('Feed outage');
  await member.reload();
  await expect.poll(async () => minorOf((await headerBalance(member).textContent()) ?? ''), { timeout: 20_000 }).toBe(before);
  expect(await betCode(member, game.code, issue.numero)).toBe('lottery_issue_closed');

  // Disable the game (asks first): the member cannot bet on any of its draws; enable it again.
  await page.getByRole('link', { name: text('en', 'back') }).click();
  await page.getByRole('tab', { name: text('en', 'tab_games') }).click();
  await page.getByTestId('ops-lottery-search').fill(game.code);
  const row = page.getByTestId('ops-lottery-games-row');
  await expect(row).toHaveCount(1);
  await row.getByTestId('ops-lottery-disable').click();
  await page.getByTestId('ops-lottery-disable-confirm-confirm').click();
  await expect(row).toContainText(text('en', 'disabled'));
  const next = await site.database.db
    .selectFrom('lottery_issue')
    .select('numero')
    .where('lottery_game_id', '=', game.id)
    .where('status', '=', 'open')
    // Not one of the issues before the held one, closed by holdCurrentIssue and about to be drawn.
    .where('closes_at', '>', new Date(Date.now() + 60_000))
    .orderBy('draws_at')
    .executeTakeFirstOrThrow();
  expect(await betCode(member, game.code, next.numero)).toBe('lottery_game_not_found');
  await page.screenshot({ path: opsShot('lottery-games-en-dark-desktop'), fullPage: true });
  await row.getByTestId('ops-lottery-enable').click();
  await expect(row).toContainText(text('en', 'enabled'));
  expect(await betCode(member, game.code, next.numero)).toBe('');

  // Every change is in the audit log with its before and after.
  const actions = await site.database.db
    .selectFrom('audit_log')
    .select('action')
    .where('target_type', 'in', ['lottery_issue', 'lottery_game'])
    .where('outcome', '=', 'ok')
    .execute();
  expect(new Set(actions.map((a) => a.action))).toEqual(new Set(['lottery.issue_pause', 'lottery.issue_cancel', 'lottery.game_update']));
  await member.close();
});

for (const [language, theme] of [
  ['zh', 'light'],
  ['zh', 'dark'],
  ['en', 'light'],
] as const) {
  test(`the lottery control reads in ${language}, ${theme}, on a tablet`, async ({ page, site }) => {
    const game = await lotteryGame(site, 'ssc', 4);
    const issue = await holdCurrentIssue(site, game, 'ssc');
    await page.setViewportSize({ width: 820, height: 1180 });
    await usePreferences(page, language, theme);
    await operatorPage(page, site, 'owner', 'lottery', language);
    await expect(page.getByTestId('ops-lottery-games-row').first()).toBeVisible();
    await page.screenshot({ path: opsShot(`lottery-games-${language}-${theme}-tablet`), fullPage: true });
    await page.getByTestId('ops-lottery-games-row').first().getByTestId('ops-lottery-edit').click();
    await expect(page.getByTestId('ops-lottery-game-dialog')).toBeVisible();
    await page.screenshot({ path: opsShot(`lottery-edit-${language}-${theme}-tablet`) });
    await page.keyboard.press('Escape');
    await page.goto(`/backoffice/lottery/issues/${issue.id}`);
    await expect(page.getByTestId('ops-lottery-liability')).toBeVisible();
    await page.screenshot({ path: opsShot(`lottery-draw-${language}-${theme}-tablet`), fullPage: true });
  });
}
