import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, SCREENSHOT_DIR, type Site, test } from '../fixtures';
import { drawNow, holdCurrentIssue, issueStatus, lotteryGame } from '../lottery';
import { freshMember, headerBalance, memberPage } from '../wallet';

// The lottery scheduler runs in this file's servers, so the draw and its settlement really happen.
test.use({ siteConfig: { lotteryTickMs: 250 } });

const MISSION = 'LOTTERY_FIVE_BETS';
const VIEWPORTS = { desktop: { width: 1366, height: 860 }, phone: { width: 375, height: 812 } } as const;

/** A screenshot of the missions journey (`missions-claimable-en-dark-desktop.png`). */
function missionsShot(name: string): string {
  return path.join(SCREENSHOT_DIR, `missions-${name}.png`);
}

/** "Ks 1,234.50" → 123450n */
function minorOf(text: string): bigint {
  const [whole = '0', fraction = '00'] = text.replace(/[^\d.]/g, '').split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
}

/** The header balance in minor units, once it shows one. */
async function balanceMinor(page: Page): Promise<bigint> {
  await expect(headerBalance(page)).toHaveText(/\d/);
  return minorOf((await headerBalance(page).textContent()) ?? '');
}

/**
 * Sets a demo mission's target for the length of `run`, then puts the old one back: the worker's
 * other spec files share this database, and none of them may see a mission made easier.
 */
async function withMissionTarget(site: Site, code: string, target: bigint, run: () => Promise<void>): Promise<void> {
  const db = site.database.db;
  const before = await db.selectFrom('mission').select('target').where('code', '=', code).executeTakeFirstOrThrow();
  await db.updateTable('mission').set({ target }).where('code', '=', code).execute();
  try {
    await run();
  } finally {
    await db.updateTable('mission').set({ target: before.target }).where('code', '=', code).execute();
  }
}

/** A full-page picture from the top with nothing focused, after fonts and requests have settled and nothing scrolls sideways. */
async function shoot(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  await page.screenshot({ path: missionsShot(name), fullPage: true });
}

test('a member completes a lottery mission, claims its reward and finds itself on the leaderboard', async ({ page, site }) => {
  test.setTimeout(240_000);
  // A game of this spec's own: a drawn issue's times are moved, and other specs draw the first three.
  const game = await lotteryGame(site, 'ssc', 10);
  const issue = await holdCurrentIssue(site, game, 'ssc');
  const [first = 0] = issue.result;

  const username = await freshMember(site, 100_000n);
  await memberPage(page, username, 'en', `/lottery?gameCode=${game.code}`);
  await expect(page.getByTestId('lottery-current-numero')).toHaveAttribute('data-numero', issue.numero);

  // One slip of 2.00 through the board: position digit, position 1.
  const board = page.getByTestId('bet-board');
  await board.getByTestId(`pick-${first}`).click();
  await board.getByTestId('bet-board-add').click();
  await page.getByTestId('bet-slip').getByTestId('bet-slip-place').click();
  await page.getByTestId('place-slip-dialog').getByTestId('place-slip-confirm').click();
  await expect(page.getByTestId('toast-message')).toContainText(issue.numero);

  await drawNow(site, issue.id);
  await expect.poll(() => issueStatus(site, issue.id), { timeout: 20_000 }).toBe('settled');

  // One settled draw completes the five-draw mission once its target is one.
  await withMissionTarget(site, MISSION, 1n, async () => {
    await page.goto('/member#missions');
    const section = page.getByTestId('member-section-missions');
    const mission = section.getByTestId(`mission-${MISSION}`);
    await expect(mission).toHaveAttribute('data-state', 'claimable');
    await expect(mission.getByTestId('mission-progress')).toHaveText('1 / 1');
    await expect(mission.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await expect(mission.getByTestId('mission-reward')).toContainText('5.00');
    const turnover = section.getByTestId('mission-LOTTERY_TURNOVER');
    await expect(turnover).toHaveAttribute('data-state', 'progress');
    await expect(turnover.getByTestId('mission-progress')).toHaveText('2.00 / 100.00');
    await expect(turnover.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2');
    await expect(turnover.getByTestId('mission-claim')).toHaveCount(0);
    await expect(page.getByTestId('member-nav-missions-badge')).toContainText('1');
    await expect(section.getByTestId('leaderboard-table')).toBeVisible();
    await shoot(page, 'claimable-en-dark-desktop');

    const before = await balanceMinor(page);
    const claim = mission.getByTestId('mission-claim');
    await expect(claim).toBeEnabled();
    await claim.click();
    await expect(page.locator('[data-testid="toast"][data-kind="mission-claimed"]')).toContainText('5.00');
    await expect(mission).toHaveAttribute('data-state', 'claimed');
    await expect(mission.getByTestId('mission-status')).toHaveText('Claimed');
    await expect(mission.getByTestId('mission-claim')).toHaveCount(0);
    await expect.poll(() => balanceMinor(page)).toBe(before + 500n);
    await expect(page.getByTestId('member-nav-missions-badge')).toHaveCount(0);

    // The leaderboard: today's lottery turnover, with the member's own row and rank.
    const leaderboard = section.getByTestId('leaderboard');
    await expect(page.getByRole('tab', { name: 'Today' })).toHaveAttribute('aria-selected', 'true');
    await leaderboard.getByTestId('leaderboard-rank-valid_bet').click();
    await expect(leaderboard.getByTestId('leaderboard-rank-valid_bet')).toHaveAttribute('aria-pressed', 'true');
    await leaderboard.getByTestId('leaderboard-category').selectOption('LOTT');
    await expect(leaderboard).toHaveAttribute('data-pending', 'false');
    const me = leaderboard.locator('[data-testid="leaderboard-row"][data-me="true"]');
    await expect(me).toHaveCount(1);
    await expect(me.getByTestId('leaderboard-player')).toHaveText(username);
    await expect(me.getByTestId('leaderboard-valid-bet')).toHaveText('2.00');
    await expect(me).toContainText('You');
    const rank = await me.getAttribute('data-rank');
    expect(Number(rank)).toBeGreaterThanOrEqual(1);
    await expect(leaderboard.getByTestId('leaderboard-my-rank')).toHaveText(`Your rank: ${rank}`);
    // Other players are masked.
    for (const player of await leaderboard
      .locator('[data-testid="leaderboard-row"][data-me="false"]')
      .getByTestId('leaderboard-player')
      .all())
      await expect(player).toHaveText(/\*\*\*\*/);

    // Keyboard: the period tabs move with the arrow keys, and this week still counts today.
    await page.getByRole('tab', { name: 'Today' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'This week' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'This week' })).toBeFocused();
    await expect(leaderboard).toHaveAttribute('data-pending', 'false');
    await expect(me.getByTestId('leaderboard-valid-bet')).toHaveText('2.00');
    await leaderboard.getByTestId('leaderboard-period-month').click();
    await expect(page.getByRole('tab', { name: 'This month' })).toHaveAttribute('aria-selected', 'true');
    await expect(leaderboard).toHaveAttribute('data-pending', 'false');
    await expect(me).toHaveCount(1);
    await leaderboard.getByTestId('leaderboard-period-today').click();
    await expect(leaderboard).toHaveAttribute('data-pending', 'false');
    await shoot(page, 'claimed-en-dark-desktop');

    // The same section in the other theme, at phone width and in the other bundled languages.
    for (const { theme, language, size } of [
      { theme: 'light', language: 'en', size: 'desktop' },
      { theme: 'dark', language: 'en', size: 'phone' },
      { theme: 'light', language: 'zh', size: 'phone' },
      { theme: 'dark', language: 'my', size: 'phone' },
    ] as const) {
      // Init scripts run in order: this one overrides the language memberPage set.
      await page.addInitScript(
        ([l, t]) => {
          localStorage.setItem('fortuna.language', l);
          localStorage.setItem('fortuna.theme', t);
        },
        [language, theme] as const,
      );
      await page.setViewportSize(VIEWPORTS[size]);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(mission).toHaveAttribute('data-state', 'claimed');
      await expect(section.locator('[data-testid="leaderboard-row"][data-me="true"]')).toHaveCount(1);
      await shoot(page, `claimed-${language}-${theme}-${size}`);
      // A phone's full page is too tall to read at a glance: the section on its own as well.
      if (size === 'phone') await section.screenshot({ path: missionsShot(`section-${language}-${theme}-${size}`) });
    }
  });
});
