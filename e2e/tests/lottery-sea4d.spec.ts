import { expect, test } from '../fixtures';
import { usePreferences } from '../games';
import {
  drawNow,
  holdCurrentIssue,
  issueStatus,
  lotteryGame,
  lotteryShot,
  minorOf,
  placeWinningSlipAndShoot,
  settledPayout,
  shootPage,
} from '../lottery';
import { freshMember, headerBalance, memberPage } from '../wallet';

// The lottery scheduler runs in this file's servers, so draws and settlements really happen.
test.use({ siteConfig: { lotteryTickMs: 250 } });

const pad4 = (n: number) => String(n).padStart(4, '0');

test('a member bets 4D Big and Small, sees the board, the win credited and the draw verified', async ({ page, site }) => {
  test.setTimeout(240_000);
  const game = await lotteryGame(site, 'sea4d', 0, 'Express · 5');
  const issue = await holdCurrentIssue(site, game, 'sea4d');
  expect(issue.result).toHaveLength(23);
  const first = pad4(issue.result[0] ?? 0);
  // A Small bet on a number the draw does not show anywhere loses.
  let losing = ((issue.result[0] ?? 0) + 5000) % 10_000;
  while (issue.result.includes(losing)) losing = (losing + 1) % 10_000;

  const username = await freshMember(site, 100_000n);
  await page.clock.install();
  await memberPage(page, username, 'en', `/seaLottery?gameCode=${game.code}`);
  await expect(page.getByTestId('lottery-current-numero')).toHaveAttribute('data-numero', issue.numero);
  await expect(page.getByTestId('side-menu')).toHaveCount(0);

  const board = page.getByTestId('bet-board');
  // The prize table at the unit stake of 2.00: Big's 1st prize returns 5,000.00.
  await expect(board.getByTestId('prize-help')).toContainText('5,000.00');
  // Typed numbers are checked as they are typed, in the member's language.
  const entry = board.getByTestId('number-entry');
  await entry.fill('12a4');
  await expect(board.getByTestId('number-entry-error')).toContainText('“12A4” is not 4 characters');
  await entry.fill(first);
  await expect(board.getByTestId('number-entry-read')).toContainText(first);
  await board.getByTestId('bet-board-add').click();
  await board.getByRole('tab', { name: 'Small', exact: true }).click();
  await entry.fill(pad4(losing));
  await board.getByTestId('bet-board-add').click();

  const slip = page.getByTestId('bet-slip');
  await expect(slip.getByTestId('slip-bet')).toHaveCount(2);
  await expect(slip.getByTestId('slip-combinations')).toHaveText('2');
  await expect(slip.getByTestId('slip-total')).toContainText('4.00');
  // Tiered bets show their top prize as "up to": Big 1st prize 5,000.00, Small 7,000.00.
  await expect(slip.getByTestId('slip-bet-win').first()).toHaveText(/Up to .*5,000\.00/);
  await expect(slip.getByTestId('slip-bet-win').nth(1)).toHaveText(/Up to .*7,000\.00/);
  await shootPage(page, 'sea4d-slip-en-dark-desktop');

  const before = minorOf((await headerBalance(page).textContent()) ?? '');
  await slip.getByTestId('bet-slip-place').click();
  const dialog = page.getByTestId('place-slip-dialog');
  await expect(dialog.getByTestId('place-slip-numero')).toHaveText(issue.numero);
  await dialog.getByTestId('place-slip-confirm').click();
  await expect(page.getByTestId('toast-message')).toContainText(issue.numero);
  await expect.poll(async () => minorOf((await headerBalance(page).textContent()) ?? '')).toBe(before - 400n);
  await expect(page.getByTestId('my-bet')).toHaveCount(2);

  // The server draws the issue now; the page learns of it on its next refresh of the issues.
  await drawNow(site, issue.id);
  await expect.poll(() => issueStatus(site, issue.id), { timeout: 20_000 }).toBe('settled');
  const payout = await settledPayout(site, issue.id);
  // Big on the 1st prize at 2.00: at least the 1st prize's 5,000.00 (more if it also came up elsewhere).
  expect(payout).toBeGreaterThanOrEqual(500_000n);
  await page.clock.fastForward(31_000);

  const latest = page.getByTestId('latest-board');
  await expect(latest).toHaveAttribute('data-result', issue.result.join(','), { timeout: 20_000 });
  await expect(latest.getByTestId('board-first')).toContainText(first);
  await expect(latest.locator('[data-tier="special"] li')).toHaveCount(10);
  await expect(latest.locator('[data-tier="consolation"] li')).toHaveCount(10);
  await expect(page.getByTestId('lottery-last-result')).toHaveAttribute('data-result', issue.result.join(','));
  await expect.poll(async () => minorOf((await headerBalance(page).textContent()) ?? ''), { timeout: 20_000 }).toBe(before - 400n + payout);
  const won = page.locator('[data-testid="my-bet"][data-status="won"]');
  await expect(won).toHaveCount(1);
  await expect(won).toHaveAttribute('data-bet-type', 'sea4d.big');
  await expect(page.locator('[data-testid="my-bet"][data-status="lost"]')).toHaveAttribute('data-bet-type', 'sea4d.small');

  // The won bet opens its draw's board with the hit marked.
  await won.getByTestId('my-bet-board-toggle').click();
  const betBoard = page.getByTestId('my-bet-board');
  await expect(betBoard.locator('[data-hit]').first()).toBeVisible();
  await expect(betBoard.locator('[data-tier="first"][data-hit]')).toHaveCount(1);

  // Every operator's latest board side by side, this game's marked.
  const operators = page.getByTestId('operator-boards');
  await expect(operators.getByTestId('operator-board').first()).toBeVisible();
  await expect.poll(() => operators.locator(`[data-game-code="${game.code}"] [data-board]`).count(), { timeout: 20_000 }).toBe(1);
  await latest.screenshot({ path: lotteryShot('sea4d-board-en-dark-desktop') });
  await operators.screenshot({ path: lotteryShot('sea4d-operators-en-dark-desktop') });
  await shootPage(page, 'sea4d-page-en-dark-desktop');

  // The trend follows the 1st prize's digits; the results open to the board, then the draw is verified.
  await page.getByRole('tab', { name: 'Trend' }).click();
  await expect(page.getByTestId('trend-chart').locator('svg.recharts-surface').first()).toBeVisible();
  await expect(page.getByTestId('trend-chart').getByRole('tab', { name: '1st prize · digit 1' })).toBeVisible();
  await page.getByRole('tab', { name: 'Results' }).click();
  const row = page.locator(`[data-testid="result-row"][data-numero="${issue.numero}"]`);
  await expect(row.getByTestId('result-board')).toHaveAttribute('data-result', issue.result.join(','));
  await row.getByTestId('result-verify').click();
  await expect(page).toHaveURL(/\/lottery\/verify\?/);
  await expect(page.getByTestId('verify-result')).toHaveAttribute('data-verified', 'true');
  await expect(page.getByTestId('verify-published')).toHaveAttribute('data-result', issue.result.join(','));
  await expect(page.getByTestId('verify-recomputed')).toHaveAttribute('data-result', issue.result.join(','));
  await shootPage(page, 'sea4d-verify-en-dark-desktop');
});

test('without a game the 4D page lists the operators, and a box refuses four equal digits', async ({ page, site }) => {
  const username = await freshMember(site, 10_000n);
  await memberPage(page, username, 'en', '/seaLottery');
  await expect(page.getByTestId('lottery-vendor-landing')).toBeVisible();
  await expect(page.getByTestId('lottery-centre-game').first()).toBeVisible();
  await expect(page.getByTestId('operator-boards')).toBeVisible();
  const game = await lotteryGame(site, 'sea4d', 0, 'Express · 1');
  await page.locator(`[data-testid="lottery-centre-game"][data-game-code="${game.code}"]`).getByTestId('lottery-centre-play').click();
  await expect(page).toHaveURL(new RegExp(`/seaLottery\\?gameCode=${game.code}$`));
  const board = page.getByTestId('bet-board');
  await board.getByRole('tab', { name: 'Box', exact: true }).click();
  await board.getByTestId('number-entry').fill('1111 1234');
  await expect(board.getByTestId('number-entry-error')).toContainText('“1111” has four equal digits');
  await board.getByTestId('bet-board-add').click();
  await expect(board.getByTestId('bet-board-problem')).toBeVisible();
  await board.getByTestId('number-entry').fill('1234');
  // Big box of 1234: 24 orders of 2.00.
  await expect(board.getByTestId('bet-board-count')).toContainText('24');
  await board.getByTestId('bet-board-add').click();
  await expect(page.getByTestId('slip-combinations')).toHaveText('24');
});

for (const [language, theme] of [
  ['zh', 'light'],
  ['my', 'dark'],
] as const) {
  test(`the 4D board and a settled bet at phone width and on desktop in ${language} (${theme})`, async ({ page, site }) => {
    test.setTimeout(180_000);
    const game = await lotteryGame(site, 'sea4d', language === 'zh' ? 0 : 1, 'Express');
    const issue = await holdCurrentIssue(site, game, 'sea4d');
    await usePreferences(page, language, theme);
    const username = await freshMember(site, 10_000n);
    await page.clock.install();
    await page.setViewportSize({ width: 375, height: 812 });
    await memberPage(page, username, language, `/seaLottery?gameCode=${game.code}`);
    await expect(page.getByTestId('lottery-current-numero')).toHaveAttribute('data-numero', issue.numero);
    // Keyboard only: type the number the draw's 1st prize will be, add it, place the slip.
    await page.getByTestId('number-entry').focus();
    await page.keyboard.type(pad4(issue.result[0] ?? 0));
    await placeWinningSlipAndShoot(page, site, issue, { prefix: 'sea4d', language, theme });
  });
}
