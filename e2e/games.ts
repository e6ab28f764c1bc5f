import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { addFixtureVendor, fixtureGames, removeFixtureVendor } from '@fortuna/server/testing';
import type { Page } from '@playwright/test';
import { SCREENSHOT_DIR, type Site } from './fixtures';

/** A screenshot of the games journeys, named by what and how (`games-lobby-rng-en-dark-desktop.png`). */
export function gamesShot(name: string): string {
  return path.join(SCREENSHOT_DIR, `games-${name}.png`);
}

/** Sets language and theme before the page loads. */
export async function usePreferences(page: Page, language: 'en' | 'zh' | 'my', theme: 'dark' | 'light' = 'dark'): Promise<void> {
  await page.addInitScript(
    ([l, t]) => {
      localStorage.setItem('fortuna.language', l);
      localStorage.setItem('fortuna.theme', t);
    },
    [language, theme] as const,
  );
}

/** The server's own answer for a lobby page, to compare what the page shows with. */
export async function serverGameList(site: Site, body: Record<string, unknown>, language = 'en') {
  const reply = await site.app.inject({
    method: 'POST',
    url: '/wps/relay/GCSGAME_gameList',
    headers: { 'content-type': 'application/json', language },
    payload: { pageNo: 1, pageSize: 18, ...body },
  });
  const value = reply.json().value as {
    games: { nodeId: number; gameName: string; vassalage: string }[];
    total: number;
    totalPages: number;
  };
  return value;
}

/**
 * Scrolls through the page so lazy images load, comes back to the top, and waits until every image
 * in the main content has loaded (or failed): a full-page screenshot then shows the art. Lazy
 * images that scrolling does not reach (the banner carousel's later slides, off to the side until
 * it turns to them, which at phone width took it some nine seconds) are asked to load at once.
 */
export async function imagesSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
    for (const img of Array.from(document.querySelectorAll<HTMLImageElement>('main img[loading="lazy"]'))) {
      if (!img.complete) img.loading = 'eager';
    }
  });
  await page.waitForFunction(() => Array.from(document.querySelectorAll('main img')).every((img) => (img as HTMLImageElement).complete));
}

/**
 * Two test vendors with enough slots to page and search (the demo lists only its real titles:
 * a handful of slots). Added for one test and taken out again, so the other journeys of the
 * worker see the demo as it is.
 */
export async function withLobbyFixture(site: Site, run: () => Promise<void>): Promise<void> {
  await addFixtureVendor(
    site.database.db,
    { code: 'TESTA', name: 'Test Studio A' },
    fixtureGames('RNG', 60, { prefix: 'slot', hot: 4, classify: ['SLOTS', 'SLOTS', 'TABLE_GAMES'] }),
  );
  await addFixtureVendor(
    site.database.db,
    { code: 'TESTB', name: 'Test Studio B', sort: 91 },
    fixtureGames('RNG', 20, { prefix: 'slot', classify: ['SLOTS', 'TABLE_GAMES'] }),
  );
  try {
    await run();
  } finally {
    await removeFixtureVendor(site.database.db, 'TESTA');
    await removeFixtureVendor(site.database.db, 'TESTB');
  }
}

/**
 * A test vendor with a live lobby entry (a vendor-type entry that opens a popup list of its games)
 * and three live games that play the reference slot (a credential at the reference vendor's
 * launch URL). The demo has no live games. Afterwards the vendor is switched off and leaves the
 * live menu, so the rest of the worker's journeys see the demo as it is.
 */
export async function withLiveLobbyFixture(site: Site, run: () => Promise<void>): Promise<void> {
  const db = site.database.db;
  await addFixtureVendor(db, { code: 'TESTL', name: 'Test Live Studio' }, [
    { category: 'LIVE', code: 'lobby', isGame: false, names: { en: 'Test Live Studio Live Lobby' } },
    ...fixtureGames('LIVE', 3, { prefix: 'baccarat', classify: ['BACCARAT'] }),
  ]);
  const merchant = await db.selectFrom('merchant').select('id').where('code', '=', 'FORTUNA').executeTakeFirstOrThrow();
  await db
    .insertInto('provider_credential')
    .values({
      key_id: `fortuna-testl-${randomBytes(4).toString('hex')}`,
      merchant_id: merchant.id,
      vendor_code: 'TESTL',
      secret: randomBytes(32).toString('hex'),
      launch_url: '/reference/',
    })
    .execute();
  try {
    await run();
  } finally {
    await db.deleteFrom('category_vendor').where('vendor_code', '=', 'TESTL').execute();
    await db.updateTable('vendor').set({ enabled: false }).where('code', '=', 'TESTL').execute();
  }
}
