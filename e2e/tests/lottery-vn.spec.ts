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

const pad = (n: number, width: number) => String(n).padStart(width, '0');

test('a member plays a lô and đề slip and ba càng, sees the board and head/tail, the wins credited and the draw verified', async ({
  page,
  site,
}) => {
  test.setTimeout(240_000);
  const game = await lotteryGame(site, 'vn_north', 0, 'Express · 5');
  const issue = await holdCurrentIssue(site, game, 'vn_north');
  expect(issue.result).toHaveLength(27);
  // North: the ĐB is the first number. Lô on the last G7 number (comes up), đề on a pair the ĐB does not end in, ba càng on its last three.
  const special = issue.result[0] ?? 0;
  const lo = pad((issue.result[26] ?? 0) % 100, 2);
  const deLosing = pad(((special % 100) + 1) % 100, 2);
  const cang = pad(special % 1000, 3);

  const username = await freshMember(site, 100_000n);
  await page.clock.install();
  await memberPage(page, username, 'en', `/vnLottery?gameCode=${game.code}`);
  await expect(page.getByTestId('lottery-current-numero')).toHaveAttribute('data-numero', issue.numero);
  await expect(page.getByTestId('side-menu')).toHaveCount(0);

  const board = page.getByTestId('bet-board');
  // Lô at 2.00 returns 7.20 for every prize ending in the number.
  await expect(board.getByTestId('prize-help')).toContainText('7.20');
  await board.getByTestId(`pick-${lo}`).click();
  await expect(board.getByTestId(`pick-${lo}`)).toHaveAttribute('aria-pressed', 'true');
  await board.getByTestId('bet-board-add').click();
  await board.getByRole('tab', { name: 'Đề · Ba càng' }).click();
  await board.getByTestId(`pick-${deLosing}`).click();
  await board.getByTestId('bet-board-add').click();
  await board.getByRole('tab', { name: 'Ba càng (3 digits)' }).click();
  await board.getByTestId('number-entry').fill(cang);
  await board.getByTestId('bet-board-add').click();

  const slip = page.getByTestId('bet-slip');
  await expect(slip.getByTestId('slip-bet')).toHaveCount(3);
  await expect(slip.getByTestId('slip-total')).toContainText('6.00');
  await expect(slip.getByTestId('slip-bet-win').first()).toHaveText(/Up to .*7\.20/);
  await expect(slip.getByTestId('slip-bet-win').nth(1)).toHaveText(/Potential win: .*196\.00/);
  await shootPage(page, 'vn-slip-en-dark-desktop');

  const before = minorOf((await headerBalance(page).textContent()) ?? '');
  await slip.getByTestId('bet-slip-place').click();
  const dialog = page.getByTestId('place-slip-dialog');
  await expect(dialog.getByTestId('place-slip-numero')).toHaveText(issue.numero);
  await dialog.getByTestId('place-slip-confirm').click();
  await expect(page.getByTestId('toast-message')).toContainText(issue.numero);
  await expect.poll(async () => minorOf((await headerBalance(page).textContent()) ?? '')).toBe(before - 600n);
  await expect(page.getByTestId('my-bet')).toHaveCount(3);

  await drawNow(site, issue.id);
  await expect.poll(() => issueStatus(site, issue.id), { timeout: 20_000 }).toBe('settled');
  const payout = await settledPayout(site, issue.id);
  // Ba càng 2.00 × 980 plus at least one lô hit of 7.20.
  expect(payout).toBeGreaterThanOrEqual(196_000n + 720n);
  await page.clock.fastForward(31_000);

  const latest = page.getByTestId('latest-board');
  await expect(latest).toHaveAttribute('data-result', issue.result.join(','), { timeout: 20_000 });
  await expect(latest.getByTestId('board-special')).toContainText(pad(special, 5));
  await expect(latest.locator('dl > [data-tier]')).toHaveCount(8);
  await expect(latest.locator('dl > [data-tier]').first()).toHaveAttribute('data-tier', 'special');
  // The head/tail table: ten heads, 27 tails in all.
  const headTail = latest.getByTestId('head-tail');
  await expect(headTail.locator('[data-head]')).toHaveCount(10);
  await expect(headTail.locator('[data-de]').first()).toHaveText(String(special % 10));
  await expect.poll(async () => minorOf((await headerBalance(page).textContent()) ?? ''), { timeout: 20_000 }).toBe(before - 600n + payout);
  await expect(page.locator('[data-testid="my-bet"][data-status="won"]')).toHaveCount(2);
  const lost = page.locator('[data-testid="my-bet"][data-status="lost"]');
  await expect(lost).toHaveAttribute('data-bet-type', 'vn_north.de');

  // The lô bet opens its board with every prize ending in the number marked.
  const loBet = page.locator('[data-testid="my-bet"][data-bet-type="vn_north.lo"]');
  await loBet.getByTestId('my-bet-board-toggle').click();
  const hits = issue.result.filter((n) => n % 100 === Number(lo)).length;
  await expect(page.getByTestId('my-bet-board').locator('[data-hit]')).toHaveCount(hits);
  await latest.screenshot({ path: lotteryShot('vn-board-en-dark-desktop') });
  await shootPage(page, 'vn-page-en-dark-desktop');

  await page.getByRole('tab', { name: 'Trend' }).click();
  await expect(page.getByTestId('trend-chart').locator('svg.recharts-surface').first()).toBeVisible();
  await page.getByRole('tab', { name: 'Results' }).click();
  const row = page.locator(`[data-testid="result-row"][data-numero="${issue.numero}"]`);
  await expect(row.getByTestId('result-board')).toHaveAttribute('data-result', issue.result.join(','));
  await row.getByTestId('result-verify').click();
  await expect(page).toHaveURL(/\/lottery\/verify\?/);
  await expect(page.getByTestId('verify-result')).toHaveAttribute('data-verified', 'true');
  await expect(page.getByTestId('verify-recomputed')).toHaveAttribute('data-result', issue.result.join(','));
  await shootPage(page, 'vn-verify-en-dark-desktop');
});

test('the South board reads from G8 down to ĐB, and xiên takes quick picks', async ({ page, site }) => {
  test.setTimeout(180_000);
  const game = await lotteryGame(site, 'vn_south', 0, 'Express · 5');
  const issue = await holdCurrentIssue(site, game, 'vn_south');
  await drawNow(site, issue.id);
  await expect.poll(() => issueStatus(site, issue.id), { timeout: 20_000 }).toBe('settled');
  const username = await freshMember(site, 10_000n);
  await memberPage(page, username, 'en', `/vnLottery?gameCode=${game.code}`);
  const latest = page.getByTestId('latest-board');
  await expect(latest).toHaveAttribute('data-result', issue.result.join(','));
  const tiers = latest.locator('dl > [data-tier]');
  await expect(tiers).toHaveCount(9);
  await expect(tiers.first()).toHaveAttribute('data-tier', 'eighth');
  await expect(tiers.last()).toHaveAttribute('data-tier', 'special');
  await expect(latest.getByTestId('board-special')).toContainText(pad(issue.result[17] ?? 0, 6));

  // Xiên 2 on the head row 1x: ten numbers, 45 pairs; a second press clears the row.
  const board = page.getByTestId('bet-board');
  await board.getByRole('tab', { name: 'Xiên', exact: true }).click();
  await board.getByTestId('grid-head-1').click();
  await expect(board.getByTestId('grid-count')).toContainText('10');
  await expect(board.getByTestId('bet-board-count')).toContainText('45');
  await board.getByTestId('grid-head-1').click();
  await expect(board.getByTestId('grid-count')).toContainText('0');
  await board.getByTestId('grid-tail-7').click();
  await board.getByTestId('bet-board-add').click();
  await expect(page.getByTestId('slip-combinations')).toHaveText('45');
  await latest.screenshot({ path: lotteryShot('vn-south-board-en-dark-desktop') });
});

for (const [language, theme] of [
  ['zh', 'light'],
  ['my', 'dark'],
] as const) {
  test(`the Vietnamese board and a settled bet at phone width and on desktop in ${language} (${theme})`, async ({ page, site }) => {
    test.setTimeout(180_000);
    const game = await lotteryGame(site, 'vn_north', language === 'zh' ? 0 : 1, 'Express');
    const issue = await holdCurrentIssue(site, game, 'vn_north');
    const lo = (issue.result[0] ?? 0) % 100;
    await usePreferences(page, language, theme);
    const username = await freshMember(site, 10_000n);
    await page.clock.install();
    await page.setViewportSize({ width: 375, height: 812 });
    await memberPage(page, username, language, `/vnLottery?gameCode=${game.code}`);
    await expect(page.getByTestId('lottery-current-numero')).toHaveAttribute('data-numero', issue.numero);
    // Keyboard only: the grid is one tab stop; the arrows move from 00 to the lô of the ĐB, Space picks it.
    await page.getByTestId('pick-00').focus();
    for (let i = 0; i < Math.floor(lo / 10); i += 1) await page.keyboard.press('ArrowDown');
    for (let i = 0; i < lo % 10; i += 1) await page.keyboard.press('ArrowRight');
    const cell = page.getByTestId(`pick-${pad(lo, 2)}`);
    await expect(cell).toBeFocused();
    await page.keyboard.press('Space');
    await expect(cell).toHaveAttribute('aria-pressed', 'true');
    await placeWinningSlipAndShoot(page, site, issue, { prefix: 'vn', language, theme });
  });
}
