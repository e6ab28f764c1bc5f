import { expect, test } from '../fixtures';
import { drawNow, holdCurrentIssue, issueStatus, lotteryGame, settledPayout } from '../lottery';
import { freshMember, memberPage } from '../wallet';

// The lottery scheduler runs in this file's servers, so the draw and its settlement really happen.
test.use({ siteConfig: { lotteryTickMs: 250 } });

/** 123450n → "1,234.50" */
function shown(minor: bigint): string {
  const whole = (minor / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${whole}.${(minor % 100n).toString().padStart(2, '0')}`;
}

test('a settled lottery slip shows in the betting record with its numero and win', async ({ page, site }) => {
  test.setTimeout(180_000);
  // A game of this spec's own (the lottery specs share a worker's database; lottery-play draws the first), prize-group like it.
  const game = await lotteryGame(site, 'ssc', 11);
  const issue = await holdCurrentIssue(site, game, 'ssc');
  const [first = 0] = issue.result;

  const username = await freshMember(site, 100_000n);
  await memberPage(page, username, 'en', `/lottery?gameCode=${game.code}`);
  await expect(page.getByTestId('lottery-current-numero')).toHaveAttribute('data-numero', issue.numero);

  // Position digit, position 1: the digit the seed will draw, so the slip wins.
  const board = page.getByTestId('bet-board');
  await board.getByTestId(`pick-${first}`).click();
  await board.getByTestId('bet-board-add').click();
  await page.getByTestId('bet-slip').getByTestId('bet-slip-place').click();
  await page.getByTestId('place-slip-dialog').getByTestId('place-slip-confirm').click();
  await expect(page.getByTestId('toast-message')).toContainText(issue.numero);

  await drawNow(site, issue.id);
  await expect.poll(() => issueStatus(site, issue.id), { timeout: 20_000 }).toBe('settled');
  const payout = await settledPayout(site, issue.id);
  expect(payout).toBeGreaterThan(0n);

  await page.goto('/member#betting-record');
  const section = page.getByTestId('member-section-bettingRecord');
  await expect(section.getByTestId('betting-record-table')).toBeVisible();
  const row = section.getByTestId('betting-record-row').filter({ hasText: issue.numero });
  await expect(row).toHaveCount(1);
  await expect(row).toHaveAttribute('data-status', 'settled');
  await expect(row.getByTestId('betting-record-numero')).toHaveText(issue.numero);
  await expect(row.getByTestId('betting-record-win')).toHaveText(shown(payout));
});
