import path from 'node:path';
import { fund } from '@fortuna/server/testing';
import type { Page } from '@playwright/test';
import { startSessionByApi, useFreshAddress } from '../accounts';
import { expect, SCREENSHOT_DIR, type Site, test } from '../fixtures';
import { freshMember, memberPage } from '../wallet';

// Issue 18: the step-by-step originals (Mines, Tower, Hi-Lo) in the browser.
const VIEWPORTS = { desktop: { width: 1366, height: 860 }, phone: { width: 390, height: 844 } } as const;

async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
}

/** The member's open round of a game as stored (the test reads the hidden layout to play safe tiles). */
async function openRound(site: Site, username: string, code: string) {
  const member = await site.database.db.selectFrom('member').select('id').where('username', '=', username).executeTakeFirstOrThrow();
  return site.database.db
    .selectFrom('instant_round')
    .select(['round_code', 'state', 'status'])
    .where('member_id', '=', member.id)
    .where('game_code', '=', code)
    .where('finished', '=', false)
    .where('status', '=', 'debited')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
}

test('player01 plays Mines: two safe tiles, a cash-out, the betting record and the verify page', async ({ page, site }) => {
  test.setTimeout(240_000);
  await fund(site.database.db, 'player01', 1_000_000n);
  await useFreshAddress(page);
  await page.addInitScript(() => localStorage.setItem('fortuna.language', 'en'));
  await startSessionByApi(page, 'player01', 'Player123');
  await page.goto('/originals/mines');
  await expect(page.getByTestId('originals-shell')).toHaveAttribute('data-game', 'mines');

  await page.getByTestId('mines-count').selectOption('3');
  await page.getByTestId('originals-bet').click();
  await expect(page.getByTestId('steps-cashout')).toBeVisible();
  const round = await openRound(site, 'player01', 'mines');
  const mines = (round.state as { mineTiles: number[] }).mineTiles;
  const safe = Array.from({ length: 25 }, (_, t) => t).filter((t) => !mines.includes(t));

  // The keyboard: focus the first safe tile, Enter opens it; the second by a click.
  await page.getByTestId(`mines-tile-${safe[0]}`).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId(`mines-tile-${safe[0]}`)).toHaveAttribute('data-state', 'safe');
  await page.getByTestId(`mines-tile-${safe[1]}`).click();
  await expect(page.getByTestId(`mines-tile-${safe[1]}`)).toHaveAttribute('data-state', 'safe');
  // 0.99 × C(25, 2) ÷ C(22, 2) = 1.2857…: 1.28 on a bet of 1.00.
  await expect(page.getByTestId('steps-cashout')).toContainText('1.28');
  await settled(page);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'originals-mines-open-dark-en-desktop.png') });
  await page.getByTestId('steps-cashout').click();
  await expect(page.getByTestId('steps-outcome')).toContainText('1.28');
  // Every mine shows once the round is over.
  for (const tile of mines) await expect(page.getByTestId(`mines-tile-${tile}`)).toHaveAttribute('data-state', 'mine');
  await settled(page);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'originals-mines-cashed-dark-en-desktop.png') });

  await page.goto('/member#betting-record');
  const row = page.getByTestId('betting-record-row').filter({ hasText: round.round_code });
  await expect(row).toHaveCount(1);
  await expect(row).toHaveAttribute('data-status', 'settled');
  await expect(row.getByTestId('betting-record-win')).toHaveText('1.28');
  await row.getByTestId('betting-record-verify').click();

  await expect(page.getByTestId('originals-verify-page')).toBeVisible();
  await page.getByTestId('originals-verify-reveal').click();
  await expect(page.getByTestId('originals-verify-seed')).toHaveValue(/^[0-9a-f]{64}$/);
  await page.getByTestId('originals-verify-submit').click();
  await expect(page.getByTestId('originals-verify-match')).toBeVisible();
  const result = page.getByTestId('originals-verify-result');
  for (const tile of mines) await expect(result.getByTestId(`mines-tile-${tile}`)).toHaveAttribute('data-state', 'mine');
  await expect(result.getByTestId(`mines-tile-${safe[1]}`)).toHaveAttribute('data-state', 'safe');
  await settled(page);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'originals-mines-verify-dark-en-desktop.png'), fullPage: true });
});

const VARIANTS = [
  { theme: 'light', language: 'zh', size: 'phone' },
  { theme: 'dark', language: 'en', size: 'desktop' },
  { theme: 'light', language: 'my', size: 'desktop' },
] as const;

for (const { theme, language, size } of VARIANTS) {
  test(`Tower, Hi-Lo and Mines in ${theme}, ${language}, ${size}; an open round comes back after a reload`, async ({ page, site }) => {
    test.setTimeout(240_000);
    const suffix = `${theme}-${language}-${size}`;
    const username = await freshMember(site, 1_000_000n);
    await page.setViewportSize(VIEWPORTS[size]);
    await page.addInitScript((t) => localStorage.setItem('fortuna.theme', t), theme);
    await memberPage(page, username, language, '/originals/tower');
    await expect(page.getByTestId('originals-shell')).toHaveAttribute('data-game', 'tower');

    await page.getByTestId('tower-difficulty-medium').click();
    await page.getByTestId('originals-bet').click();
    await expect(page.getByTestId('steps-cashout')).toBeVisible();
    const tower = await openRound(site, username, 'tower');
    const bombs = (tower.state as { bombs: number[][] }).bombs;
    const safeOn = (level: number) => [0, 1, 2].find((t) => !bombs[level]?.includes(t)) as number;
    await page.getByTestId(`tower-tile-${safeOn(0)}`).click();
    await expect(page.getByTestId('steps-cashout')).toContainText('1.48');

    // A reload (or a lost tab) finds the round where it was: level 2 to play, the cash-out ready.
    await page.reload();
    await expect(page.getByTestId('steps-cashout')).toContainText('1.48');
    await expect(page.getByTestId('originals-bet')).toBeDisabled();
    await page.getByTestId(`tower-tile-${safeOn(1)}`).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('steps-cashout')).toContainText('2.22');
    await settled(page);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `originals-tower-${suffix}.png`), fullPage: size === 'desktop' });
    await page.getByTestId('steps-cashout').click();
    await expect(page.getByTestId('steps-outcome')).toContainText('2.22');

    await page.goto('/originals/hi-lo');
    await expect(page.getByTestId('originals-shell')).toHaveAttribute('data-game', 'hi-lo');
    await page.getByTestId('originals-bet').click();
    await expect(page.getByTestId('hilo-higher')).toBeEnabled();
    await expect(page.getByTestId('steps-cashout')).toBeDisabled();
    await page.getByTestId('hilo-skip').click();
    await expect(page.getByTestId('hilo-skip')).toContainText('50');
    await settled(page);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `originals-hilo-${suffix}.png`), fullPage: size === 'desktop' });

    await page.goto('/originals/mines');
    await expect(page.getByTestId('originals-shell')).toHaveAttribute('data-game', 'mines');
    await page.getByTestId('originals-bet').click();
    await expect(page.getByTestId('steps-cashout')).toBeVisible();
    const mines = ((await openRound(site, username, 'mines')).state as { mineTiles: number[] }).mineTiles;
    const safe = Array.from({ length: 25 }, (_, t) => t).find((t) => !mines.includes(t)) as number;
    await page.getByTestId(`mines-tile-${safe}`).click();
    await expect(page.getByTestId(`mines-tile-${safe}`)).toHaveAttribute('data-state', 'safe');
    await settled(page);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `originals-mines-${suffix}.png`), fullPage: size === 'desktop' });
  });
}
