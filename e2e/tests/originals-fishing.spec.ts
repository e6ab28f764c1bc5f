import path from 'node:path';
import { fund } from '@fortuna/server/testing';
import { formatMinor } from '@fortuna/shared';
import type { FrameLocator, Page } from '@playwright/test';
import { startSessionByApi, useFreshAddress } from '../accounts';
import { expect, SCREENSHOT_DIR, type Site, test } from '../fixtures';
import { usePreferences } from '../games';
import { headerBalance } from '../wallet';

const shot = (name: string) => path.join(SCREENSHOT_DIR, `originals-fishing-${name}.png`);
const MAX_SHOTS = 25;

/** The catalogue's Reef Hunter under BGS / FISH (the demo catalogue lists it; added here when this branch's seed does not). */
async function ensureReefHunter(site: Site): Promise<void> {
  const db = site.database.db;
  const found = await db
    .selectFrom('game')
    .select('id')
    .where('vendor_code', '=', 'BGS')
    .where('game_code', '=', 'reef-hunter')
    .executeTakeFirst();
  if (found) return;
  await db
    .insertInto('category_vendor')
    .values({ category_code: 'FISH', vendor_code: 'BGS' })
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .insertInto('game')
    .values({
      vendor_code: 'BGS',
      category_code: 'FISH',
      classify: null,
      game_code: 'reef-hunter',
      names: JSON.stringify({ en: 'Reef Hunter', zh: '珊瑚猎手', my: 'Reef Hunter' }),
      icon_path: 'games/bgs/reef-hunter.png',
      sort: -1,
      created_at: new Date(),
    })
    .execute();
}

async function memberId(site: Site, username: string): Promise<number> {
  return (await site.database.db.selectFrom('member').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
}

async function mainBalance(site: Site, id: number): Promise<bigint> {
  const row = await site.database.db
    .selectFrom('ledger_account')
    .select('balance')
    .where('owner', '=', 'member')
    .where('member_id', '=', id)
    .where('kind', '=', 'main')
    .executeTakeFirstOrThrow();
  return BigInt(row.balance);
}

/** Fires until a fish is caught or MAX_SHOTS went; each shot waits for the server's answer (the shot counter). */
async function fireUntilCatch(game: FrameLocator | Page, site: Site, id: number, since: Date): Promise<number> {
  const fire = game.getByTestId('reef-fire');
  await expect(fire).toBeEnabled({ timeout: 20_000 });
  let shots = 0;
  for (; shots < MAX_SHOTS; ) {
    await fire.click();
    shots++;
    await expect(game.getByTestId('reef-shots')).toHaveText(String(shots));
    const caught = await site.database.db
      .selectFrom('instant_round')
      .select('id')
      .where('member_id', '=', id)
      .where('game_code', '=', 'reef-hunter')
      .where('created_at', '>=', since)
      .where('win', '>', 0n)
      .executeTakeFirst();
    if (caught) break;
  }
  return shots;
}

test.describe('Reef Hunter', () => {
  test('player01 opens Reef Hunter from the fishing lobby, fires until a catch; the balance moves by exactly the debits and credits, the shots are in the betting record and one verifies', async ({
    page,
    site,
  }) => {
    test.setTimeout(240_000);
    await ensureReefHunter(site);
    await fund(site.database.db, 'player01', 100_000n);
    const id = await memberId(site, 'player01');
    await usePreferences(page, 'en', 'dark');
    await page.setViewportSize({ width: 1366, height: 900 });
    await useFreshAddress(page);
    await startSessionByApi(page, 'player01', 'Player123');
    const before = await mainBalance(site, id);
    const since = new Date(Date.now() - 1000);

    await page.goto('/fish?vassalage=BGS');
    const card = page.getByTestId('game-lobby').getByTestId('game-card').filter({ hasText: 'Reef Hunter' });
    await card.getByTestId('game-start').click();
    const popup = page.getByTestId('game-popup');
    await expect(popup).toBeVisible();
    const game = page.frameLocator('[data-testid="game-frame"]');
    await expect(game.getByTestId('reef-room')).toContainText(/Room R\d+ · Seat [1-4]/);

    const shots = await fireUntilCatch(game, site, id, since);
    const rounds = await site.database.db
      .selectFrom('instant_round')
      .select(['round_code', 'bet', 'win', 'status'])
      .where('member_id', '=', id)
      .where('game_code', '=', 'reef-hunter')
      .where('created_at', '>=', since)
      .orderBy('id')
      .execute();
    expect(rounds).toHaveLength(shots);
    for (const round of rounds) expect(round.status).toBe('settled');
    const debits = rounds.reduce((sum, round) => sum + BigInt(round.bet), 0n);
    const credits = rounds.reduce((sum, round) => sum + BigInt(round.win), 0n);
    expect(debits).toBe(BigInt(shots) * 100n);
    const after = before - debits + credits;
    await expect.poll(() => mainBalance(site, id)).toBe(after);
    await expect(game.getByTestId('reef-balance')).toContainText(formatMinor(after).replace(/\B(?=(\d{3})+(?!\d))/g, ','));
    await expect(game.getByTestId('reef-sea')).toBeVisible();
    await page.screenshot({ path: shot('popup-en-dark-desktop') });

    // The game's own page, with its rounds tab listing the shots.
    await page.goto('/originals/reef-hunter');
    await expect(page.getByTestId('reef-fire')).toBeEnabled({ timeout: 20_000 });
    await expect(page.getByTestId('originals-round-row').first()).toBeVisible();
    await page.screenshot({ path: shot('page-en-dark-desktop') });

    // Every shot is a round of vendor BGS in the betting record; the last one verifies in the browser.
    const last = rounds[rounds.length - 1] as (typeof rounds)[number];
    await page.goto('/member#betting-record');
    const section = page.getByTestId('member-section-bettingRecord');
    const row = section.getByTestId('betting-record-row').filter({ hasText: last.round_code });
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('betting-record-win')).toHaveText(formatMinor(BigInt(last.win)));
    await row.getByTestId('betting-record-verify').click();
    await expect(page.getByTestId('originals-verify-page')).toBeVisible();
    await page.getByTestId('originals-verify-reveal').click();
    await expect(page.getByTestId('originals-verify-seed')).toHaveValue(/^[0-9a-f]{64}$/);
    await page.getByTestId('originals-verify-submit').click();
    await expect(page.getByTestId('originals-verify-match')).toBeVisible();
    await expect(page.getByTestId('reef-shot-view')).toBeVisible();
    await expect(headerBalance(page)).toBeVisible();
  });

  test('the game page in Chinese, light theme, on a phone', async ({ page, site }) => {
    await ensureReefHunter(site);
    await fund(site.database.db, 'player01', 10_000n);
    await usePreferences(page, 'zh', 'light');
    await page.setViewportSize({ width: 390, height: 844 });
    await useFreshAddress(page);
    await startSessionByApi(page, 'player01', 'Player123');
    await page.goto('/originals/reef-hunter');
    await expect(page.getByTestId('reef-fire')).toBeEnabled({ timeout: 20_000 });
    await expect(page.getByTestId('reef-fire')).toHaveText('开炮');
    await page.getByTestId('reef-sea').click({ position: { x: 195, y: 60 } });
    await expect(page.getByTestId('reef-shots')).toHaveText('1');
    await page.screenshot({ path: shot('page-zh-light-phone') });
    // Rules and the pay table.
    await page.getByRole('tab', { name: '规则与返还率' }).click();
    await expect(page.getByTestId('reef-rules')).toContainText('黄金龙');
    await page.getByTestId('reef-rules').scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot('rules-zh-light-phone'), fullPage: true });
  });
});
