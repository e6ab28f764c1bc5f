import path from 'node:path';
import { instantStream } from '@fortuna/bgs/fair/instant';
import { dice } from '@fortuna/bgs/instant';
import { fund } from '@fortuna/server/testing';
import type { Page } from '@playwright/test';
import { startSessionByApi, useFreshAddress } from '../accounts';
import { expect, SCREENSHOT_DIR, type Site, test } from '../fixtures';

/**
 * The single-shot originals in the browser, as player01: Dice (one round, then auto-play stopped by
 * its stop-loss) and Plinko. Every round shows in the member's betting record, and its verify link
 * recomputes it in the browser (the page says it matches). Screenshots of both games in English /
 * dark / desktop and Chinese / light / phone.
 */

const PLAYER = { username: 'player01', password: 'Player123' };

async function playerPage(page: Page, site: Site, landing: string, language: 'en' | 'zh' = 'en', theme: 'dark' | 'light' = 'dark') {
  await fund(site.database.db, PLAYER.username, 1_000_000n);
  await page.addInitScript(
    ([l, t]) => {
      localStorage.setItem('fortuna.language', l);
      localStorage.setItem('fortuna.theme', t);
    },
    [language, theme] as const,
  );
  await useFreshAddress(page);
  await startSessionByApi(page, PLAYER.username, PLAYER.password);
  await page.goto(landing);
  await expect(page.getByTestId('originals-shell')).toBeVisible();
  await expect(page.getByTestId('originals-balance')).toHaveText(/\d/);
}

/** The code of the newest round in the game's "my rounds" tab. */
async function newestRound(page: Page): Promise<string> {
  const row = page.getByTestId('originals-round-row').first();
  await expect(row).toBeVisible();
  return (await row.getAttribute('data-round')) as string;
}

/** The round is in the betting record, and its verify link recomputes it in the browser. */
async function checkRecordAndVerify(page: Page, roundCode: string) {
  await page.goto('/member#betting-record');
  const section = page.getByTestId('member-section-bettingRecord');
  const row = section.getByTestId('betting-record-row').filter({ hasText: roundCode });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('betting-record-numero')).toHaveText(roundCode);
  await row.getByTestId('betting-record-verify').click();
  await expect(page).toHaveURL(new RegExp(`/originals/verify\\?round=${roundCode}$`));
  // The pair is still in play: reveal it (a new pair starts), then the form fills with the round.
  await page.getByTestId('originals-verify-reveal').click();
  await expect(page.getByTestId('originals-verify-seed')).toHaveValue(/^[0-9a-f]{64}$/);
  await page.getByTestId('originals-verify-submit').click();
  await expect(page.getByTestId('originals-verify-match')).toBeVisible();
}

/** The whole page, then (what a player sees) the screen at the top of the page and at the bet button. */
async function shot(page: Page, name: string) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `originals-${name}.png`), fullPage: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `originals-${name}-top.png`) });
  await page.getByTestId('originals-bet').scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `originals-${name}-bet.png`) });
}

/** The dice rolls of player01's next `count` rounds under the active pair (the test knows the server seed). */
async function nextDiceRolls(site: Site, count: number): Promise<number[]> {
  const db = site.database.db;
  const member = await db.selectFrom('member').select('id').where('username', '=', PLAYER.username).executeTakeFirstOrThrow();
  const pair = await db
    .selectFrom('fair_seed')
    .select(['server_seed', 'client_seed', 'next_nonce'])
    .where('member_id', '=', member.id)
    .where('game_code', '=', 'dice')
    .where('active', '=', true)
    .executeTakeFirstOrThrow();
  return Array.from({ length: count }, (_, i) => {
    const stream = instantStream(pair.server_seed, pair.client_seed, Number(pair.next_nonce) + i);
    return dice.start({ stream, bet: 100n, params: { target: 5000, side: 'under' } }).view.roll;
  });
}

test('player01 plays Dice, then auto-play stops at its stop-loss; the round is in the betting record and verifies', async ({
  page,
  site,
}) => {
  test.setTimeout(180_000);
  await playerPage(page, site, '/originals/dice');
  await shot(page, 'dice-en-dark-desktop-start');

  await page.getByTestId('originals-amount').fill('10.00');
  await page.getByTestId('originals-bet').click();
  await expect(page.getByTestId('originals-last')).toBeVisible();
  await expect(page.getByTestId('dice-result')).toHaveText(/\d\d?\.\d\d/);
  const first = await newestRound(page);
  await shot(page, 'dice-en-dark-desktop');

  // Auto-play with a stop-loss of 25.00 at 10.00 a round. The next rolls are known here, so the
  // side and target are set to lose them: two rounds lose 20.00, a third could pass 25.00, so it stops.
  const rolls = await nextDiceRolls(site, 3);
  const under = rolls.every((roll) => roll >= 200);
  await page.getByTestId(under ? 'dice-side-under' : 'dice-side-over').click();
  await page.getByTestId('dice-target-range').fill(under ? '200' : '9800');
  if (!under) expect(rolls.every((roll) => roll <= 9800)).toBe(true);
  await page
    .getByTestId('originals-auto')
    .getByRole('button', { name: /auto-play/i })
    .first()
    .click();
  await page.getByTestId('originals-auto-stop-loss').fill('25');
  await page.getByTestId('originals-auto-start').click();
  const status = page.getByTestId('originals-auto-status');
  await expect(status).toHaveAttribute('data-reason', 'stop_loss', { timeout: 20_000 });
  await expect(status).toContainText('2');
  await expect(page.getByTestId('originals-round-row')).toHaveCount(3);

  await checkRecordAndVerify(page, first);
});

test('player01 plays Plinko; the round is in the betting record and verifies', async ({ page, site }) => {
  await playerPage(page, site, '/originals/plinko');
  await page.getByTestId('plinko-risk-low').click();
  await page.getByTestId('plinko-rows').selectOption('12');
  await expect(page.getByTestId('plinko-stage').locator('li')).toHaveCount(13);
  await page.getByTestId('originals-amount').fill('5.00');
  await page.getByTestId('originals-bet').click();
  await expect(page.getByTestId('plinko-stage')).toHaveAttribute('data-slot', /^\d+$/);
  const slot = Number(await page.getByTestId('plinko-stage').getAttribute('data-slot'));
  await expect(page.getByTestId('plinko-stage').locator('li').nth(slot)).toHaveAttribute('data-hit', 'true');
  await expect(page.getByTestId('originals-last')).toBeVisible();
  const round = await newestRound(page);
  await shot(page, 'plinko-en-dark-desktop');
  await checkRecordAndVerify(page, round);
  // The verify page draws the round on its own board.
  await expect(page.getByTestId('plinko-stage')).toHaveAttribute('data-slot', String(slot));
});

test('Limbo, Coin Flip, Keno, Wheel and Lucky 28 each play a round and show its result', async ({ page, site }) => {
  test.setTimeout(180_000);
  const games: [code: string, setUp: () => Promise<void>, shown: () => Promise<void>][] = [
    [
      'limbo',
      () => page.getByTestId('limbo-target').fill('1.50'),
      () => expect(page.getByTestId('limbo-stage')).toHaveAttribute('data-outcome', /^\d+$/),
    ],
    [
      'coin-flip',
      () => page.getByTestId('coin-side-tails').click(),
      () => expect(page.getByTestId('coin-stage')).toHaveAttribute('data-result', /heads|tails/),
    ],
    [
      'keno',
      () => page.getByTestId('keno-tile-40').click(),
      () => expect(page.getByTestId('keno-board')).toHaveAttribute('data-revealed', 'true'),
    ],
    [
      'wheel',
      () => page.getByTestId('wheel-risk-high').click(),
      () => expect(page.getByTestId('wheel-stage')).toHaveAttribute('data-segment', /^\d+$/),
    ],
    [
      'lucky-28',
      () => page.getByTestId('lucky28-pick-sum-13').click(),
      () => expect(page.getByTestId('lucky28-stage')).toHaveAttribute('data-sum', /^\d+$/),
    ],
  ];
  await playerPage(page, site, '/originals/limbo');
  for (const [code, setUp, shown] of games) {
    await page.goto(`/originals/${code}`);
    await expect(page.getByTestId('originals-shell')).toHaveAttribute('data-game', code);
    await setUp();
    await page.getByTestId('originals-bet').click();
    await shown();
    await expect(page.getByTestId('originals-last')).toBeVisible();
    await expect(page.getByTestId('originals-round-row')).toHaveCount(1);
    await shot(page, `${code}-en-dark-desktop`);
  }
});

test.describe('on a phone, in Chinese and the light theme', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('Dice and Plinko pages fit the phone', async ({ page, site }) => {
    await playerPage(page, site, '/originals/dice', 'zh', 'light');
    await page.getByTestId('originals-bet').click();
    await expect(page.getByTestId('originals-last')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, 'dice-zh-light-phone');

    await page.goto('/originals/plinko');
    await expect(page.getByTestId('originals-shell')).toBeVisible();
    await page.getByTestId('originals-bet').click();
    await expect(page.getByTestId('plinko-stage')).toHaveAttribute('data-slot', /^\d+$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, 'plinko-zh-light-phone');
  });
});
