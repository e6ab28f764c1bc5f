import { SLOT_TITLES, type SlotView, WAYS } from '@fortuna/bgs/slots';
import { fund } from '@fortuna/server/testing';
import { formatMinor } from '@fortuna/shared';
import type { FrameLocator, Page } from '@playwright/test';
import { startSessionByApi } from '../accounts';
import { expect, type Site, test } from '../fixtures';
import { gamesShot, serverGameList, usePreferences } from '../games';

const PLAYER = { username: 'player01', password: 'Player123' };

/**
 * The six slot titles as catalogue rows (vendor BGS, category RNG, classify SLOTS). The catalogue
 * seed lists them; where this branch's seed does not yet, they are added here with the metadata the
 * demo seed's slot step would give them (seed/slot-metadata.ts). Rows that exist are left alone.
 */
async function ensureSlotTitles(site: Site): Promise<void> {
  const db = site.database.db;
  await db
    .insertInto('category_vendor')
    .values({ category_code: 'RNG', vendor_code: 'BGS' })
    .onConflict((oc) => oc.doNothing())
    .execute();
  for (const title of SLOT_TITLES) {
    const existing = await db
      .selectFrom('game')
      .select('id')
      .where('vendor_code', '=', 'BGS')
      .where('game_code', '=', title.code)
      .executeTakeFirst();
    if (existing) continue;
    const name = title.code
      .replace(/(^|-)([a-z])/g, (_, sep: string, c: string) => `${sep ? ' ' : ''}${c.toUpperCase()}`)
      .replace(' Of ', ' of ');
    await db
      .insertInto('game')
      .values({
        vendor_code: 'BGS',
        category_code: 'RNG',
        classify: 'SLOTS',
        game_code: title.code,
        names: { en: name },
        icon_path: '/demo/games/RNG/BGS/jade-temple.svg',
        created_at: new Date(),
        min_bet: 100n,
        lines: title.mode.kind === 'lines' ? title.mode.lines : WAYS,
        rtp: (title.declaredRtp * 100).toFixed(2),
      } as never)
      .execute();
  }
}

const money = (minor: bigint) => Number(formatMinor(minor, 2)).toLocaleString('en', { minimumFractionDigits: 2 });

async function latestRounds(site: Site, code: string) {
  const member = await site.database.db.selectFrom('member').select('id').where('username', '=', PLAYER.username).executeTakeFirstOrThrow();
  return site.database.db
    .selectFrom('instant_round')
    .select(['round_code', 'bet', 'win', 'view'])
    .where('member_id', '=', member.id)
    .where('game_code', '=', code)
    .orderBy('id', 'desc')
    .execute();
}

async function openSlotPage(page: Page, code: string): Promise<void> {
  await page.goto(`/originals/${code}`);
  await expect(page.getByTestId('slot-stage')).toBeVisible();
}

test.describe('slots', () => {
  test.beforeAll(async ({ site }) => {
    await ensureSlotTitles(site);
    await fund(site.database.db, PLAYER.username, 5_000_000n);
  });

  test('player01 opens Lucky Lanterns from the /rng lobby, auto-plays until free spins, and finds the round in the betting record and its verification', async ({
    page,
    site,
  }) => {
    test.setTimeout(480_000);
    await usePreferences(page, 'en');
    await page.goto('/');
    await startSessionByApi(page, PLAYER.username, PLAYER.password);

    // The lobby's slots filters narrow the list to the games that state a minimum bet of 1 and 25+ lines.
    await page.goto('/rng');
    const lobby = page.getByTestId('game-lobby');
    const all = await serverGameList(site, { gameType: 'RNG' });
    await expect(lobby.getByTestId('lobby-total')).toHaveText(`Games: ${all.total.toLocaleString('en')}`);
    await lobby.getByTestId('lobby-slot-lines').click();
    await expect(page).toHaveURL(/lines=25/);
    const lines = await serverGameList(site, { gameType: 'RNG', linesAtLeast: 25 });
    await expect(lobby.getByTestId('lobby-total')).toHaveText(`Games: ${lines.total.toLocaleString('en')}`);
    await lobby.getByTestId('lobby-slot-min-bet').click();
    await expect(page).toHaveURL(/minBet=1/);
    const both = await serverGameList(site, { gameType: 'RNG', linesAtLeast: 25, minBetAtLeast: '1' });
    expect(both.total).toBeLessThan(all.total);
    expect(both.games.map((g) => g.vassalage)).toContain('BGS');
    await expect(lobby.getByTestId('lobby-total')).toHaveText(`Games: ${both.total.toLocaleString('en')}`);
    await expect(lobby.getByTestId('lobby-slot-min-bet')).toHaveAttribute('aria-pressed', 'true');
    await page.screenshot({ path: gamesShot('slot-lobby-filters-en-dark-desktop') });

    // Open the title from its card: the game popup frames the portal's own slot page.
    const card = lobby.getByTestId('game-card').filter({ hasText: 'Lucky Lanterns' });
    await card.getByTestId('game-start').click();
    const frame: FrameLocator = page.frameLocator('[data-testid="game-frame"]');
    const stage = frame.getByTestId('slot-stage');
    await expect(stage).toBeVisible({ timeout: 30_000 });
    await frame.getByRole('tab', { name: 'Rules & RTP' }).click();
    await expect(frame.getByTestId('slot-pay-table')).toBeVisible();
    await frame.getByTestId('slot-pay-table').scrollIntoViewIfNeeded();
    await page.screenshot({ path: gamesShot('slot-lucky-lanterns-rules-en-dark-desktop') });

    // Auto-play stops by itself after a round that played free spins (about one round in 13; 100
    // rounds without any would happen about once in 2,500 runs, and the test would say so).
    await frame.getByRole('button', { name: 'Auto-play' }).click();
    await frame.getByTestId('originals-auto').getByRole('button', { name: '100', exact: true }).click();
    await frame.getByTestId('originals-auto-start').click();
    const status = frame.getByTestId('originals-auto-status');
    await expect(status).toHaveAttribute('data-reason', /feature|done|error/, { timeout: 180_000 });
    await expect(status).toHaveAttribute('data-reason', 'feature');
    await expect(status).toContainText('free spins won');

    // The free spins play back with their multiplier, then the summary shows their total and the round's win.
    const [round] = (await latestRounds(site, 'lucky-lanterns')).filter((r) => (r.view as SlotView).freeSpins > 0);
    expect(round).toBeDefined();
    const view = round!.view as SlotView;
    await expect(stage).toHaveAttribute('data-free-spins', String(view.freeSpins));
    await expect(frame.getByTestId('slot-free-summary')).toBeVisible({ timeout: 60_000 });
    await expect(stage).toHaveAttribute('data-phase', 'done');
    const bet = BigInt(round!.bet);
    await expect(frame.getByTestId('slot-free-total')).toContainText(money((bet * BigInt(view.freeSpinCoins)) / BigInt(view.coins)));
    await expect(frame.getByTestId('slot-round-total')).toContainText(money(BigInt(round!.win)));
    expect(BigInt(round!.win)).toBe((bet * BigInt(view.totalCoins)) / BigInt(view.coins));
    await page.screenshot({ path: gamesShot('slot-lucky-lanterns-free-spins-en-dark-desktop') });
    await frame.getByTestId('slot-free-chip-1').click();
    await expect(frame.getByTestId('slot-window')).toHaveAttribute('data-spin', 'free');

    // The round is in my rounds, and in the betting record under vendor BGS with a verify link.
    await frame.getByRole('tab', { name: 'My rounds' }).click();
    await expect(frame.locator(`[data-testid="originals-round-row"][data-round="${round!.round_code}"]`)).toBeVisible();
    await page.keyboard.press('Escape');
    await page.goto('/member#betting-record');
    const section = page.getByTestId('member-section-bettingRecord');
    const row = section.getByTestId('betting-record-row').filter({ hasText: round!.round_code });
    await expect(row).toBeVisible();
    await expect(row.getByTestId('betting-record-win')).toHaveText(money(BigInt(round!.win)));

    // Verify: the seed is revealed on request, the browser replays the round and shows the same free spins.
    await row.getByTestId('betting-record-verify').click();
    await expect(page).toHaveURL(new RegExp(`/originals/verify\\?round=${round!.round_code}`));
    await page.getByTestId('originals-verify-reveal').click();
    await page.getByTestId('originals-verify-submit').click();
    await expect(page.getByTestId('originals-verify-match')).toBeVisible();
    const replayed = page.getByTestId('originals-verify-result').getByTestId('slot-stage');
    await expect(replayed).toHaveAttribute('data-free-spins', String(view.freeSpins));
    await expect(page.getByTestId('originals-verify-result').getByTestId('slot-free-summary')).toBeVisible();
  });

  test('screenshots: Jade Temple and Golden Koi in English, dark, desktop; Thunder Forge in Chinese, light, on a phone', async ({
    page,
    site,
  }) => {
    test.setTimeout(240_000);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const shots: { code: string; language: 'en' | 'zh'; theme: 'dark' | 'light'; width: number; height: number }[] = [
      { code: 'jade-temple', language: 'en', theme: 'dark', width: 1366, height: 900 },
      { code: 'golden-koi', language: 'en', theme: 'dark', width: 1366, height: 900 },
      { code: 'thunder-forge', language: 'zh', theme: 'light', width: 390, height: 844 },
    ];
    await page.goto('/');
    await startSessionByApi(page, PLAYER.username, PLAYER.password);
    for (const shot of shots) {
      await page.setViewportSize({ width: shot.width, height: shot.height });
      await page.evaluate(
        ([l, t]) => {
          localStorage.setItem('fortuna.language', l);
          localStorage.setItem('fortuna.theme', t);
        },
        [shot.language, shot.theme] as const,
      );
      await openSlotPage(page, shot.code);
      // Play until a spin wins something, so the shot shows a win line (at most 30 rounds).
      for (let i = 0; i < 30; i++) {
        const before = (await latestRounds(site, shot.code)).length;
        await page.getByTestId('originals-bet').click();
        await expect.poll(async () => (await latestRounds(site, shot.code)).length).toBe(before + 1);
        await expect(page.getByTestId('slot-stage')).toHaveAttribute('data-phase', 'done');
        const [latest] = await latestRounds(site, shot.code);
        if (BigInt(latest!.win) > 0n && (latest!.view as SlotView).spins[0]!.wins.length > 0) break;
      }
      await expect(page.getByTestId('originals-bet')).toBeEnabled();
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.screenshot({
        path: gamesShot(`slot-${shot.code}-${shot.language}-${shot.theme}-${shot.width < 600 ? 'phone' : 'desktop'}`),
        fullPage: shot.width >= 600,
      });
      // Page width holds at 390 px.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(shot.width);
    }
  });
});
