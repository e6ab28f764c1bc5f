import { expect, test } from '../fixtures';
import { gamesShot, imagesSettled, serverGameList, usePreferences, withLobbyFixture } from '../games';
import { localeText } from '../locale-text';

/** The node ids of the cards on screen, in order. */
async function shownIds(page: import('@playwright/test').Page): Promise<number[]> {
  const ids = await page
    .getByTestId('lobby-results')
    .getByTestId('game-card')
    .evaluateAll((cards) => cards.map((c) => Number(c.getAttribute('data-node-id'))));
  return ids;
}

test.describe('game lobbies', () => {
  test('/rng filters by classify, vendor and a trimmed search, and pages through the results', async ({ page, site, gotoHome }) => {
    // The demo has a handful of slots: two test vendors' games give the lobby pages to walk.
    await withLobbyFixture(site, async () => {
      await usePreferences(page, 'en');
      await gotoHome(page, '/rng');
      const lobby = page.getByTestId('game-lobby');
      const all = await serverGameList(site, { gameType: 'RNG' });
      await expect(lobby.getByTestId('lobby-total')).toHaveText(`Games: ${all.total.toLocaleString('en')}`);
      await expect.poll(() => shownIds(page)).toEqual(all.games.map((g) => g.nodeId));

      // Pages: 18 a page, the pager shows a 5-page range and 2 margin pages.
      const pager = lobby.getByTestId('lobby-pagination');
      await expect(pager.getByRole('button', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(pager.getByRole('button', { name: `Page ${all.totalPages}`, exact: true })).toBeVisible();
      await pager.getByRole('button', { name: 'Page 2', exact: true }).click();
      await expect(page).toHaveURL(/page=2/);
      const second = await serverGameList(site, { gameType: 'RNG', pageNo: 2 });
      await expect.poll(() => shownIds(page)).toEqual(second.games.map((g) => g.nodeId));
      await pager.getByRole('button', { name: localeText('en', 'common.next_page') }).click();
      await expect(pager.getByRole('button', { name: 'Page 3', exact: true })).toHaveAttribute('aria-current', 'page');

      // Classify: a tab narrows the list and goes back to page 1.
      await lobby.getByRole('tab', { name: 'Table Games' }).click();
      await expect(page).toHaveURL(/classify=TABLE_GAMES/);
      await expect(page).not.toHaveURL(/page=/);
      const table = await serverGameList(site, { gameType: 'RNG', gameClassify: 'TABLE_GAMES' });
      await expect(lobby.getByTestId('lobby-total')).toHaveText(`Games: ${table.total.toLocaleString('en')}`);
      await expect.poll(() => shownIds(page)).toEqual(table.games.map((g) => g.nodeId));

      // Vendor: the dropdown lists the vendors of the tab; every card is then that vendor's.
      await lobby.getByTestId('vendor-dropdown').click();
      await page.getByTestId('vendor-option-TESTA').click();
      await expect(page).toHaveURL(/vassalage=TESTA/);
      const testa = await serverGameList(site, { gameType: 'RNG', gameClassify: 'TABLE_GAMES', vassalage: 'TESTA' });
      await expect.poll(() => shownIds(page)).toEqual(testa.games.map((g) => g.nodeId));
      for (const vendor of await lobby.getByTestId('game-card').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-vendor')))) {
        expect(vendor).toBe('TESTA');
      }
      await expect(lobby.getByTestId('vendor-dropdown')).toContainText('Test Studio A');

      // Search: typed with spaces around it, sent trimmed, after a pause.
      await lobby.getByRole('tab', { name: 'All', exact: true }).click();
      const word = testa.games[0]?.gameName.split(' ')[0] ?? 'Amber';
      await lobby.getByTestId('game-search').fill(`  ${word.toLowerCase()}  `);
      await expect(page).toHaveURL(new RegExp(`q=${word.toLowerCase()}(&|$)`));
      const found = await serverGameList(site, { gameType: 'RNG', vassalage: 'TESTA', gameName: word });
      expect(found.games.length, `TESTA has slots named ${word}`).toBeGreaterThan(0);
      await expect.poll(() => shownIds(page)).toEqual(found.games.map((g) => g.nodeId));
      for (const name of await lobby.getByTestId('game-name').allTextContents()) expect(name.toLowerCase()).toContain(word.toLowerCase());

      // Nothing found: an empty state that clears the filters.
      await lobby.getByTestId('game-search').fill('zzzz-no-such-game');
      await expect(lobby.getByText(localeText('en', 'lobby.search_empty_title').replace('{{search}}', 'zzzz-no-such-game'))).toBeVisible();
      await lobby.getByRole('button', { name: localeText('en', 'lobby.clear_filters') }).click();
      await expect(page).toHaveURL(/\/rng$/);
      await expect(lobby.getByTestId('lobby-total')).toHaveText(`Games: ${all.total.toLocaleString('en')}`);
    });
  });

  test('/rng?vassalage= preselects a vendor; the header drop menu links there', async ({ page, site, gotoHome }) => {
    await usePreferences(page, 'en');
    await gotoHome(page, '/');
    await page
      .getByTestId('top-nav')
      .getByRole('link', { name: localeText('en', 'nav.rng') })
      .hover();
    await page.getByTestId('nav-vendor-RNG-REF').click();
    await expect(page).toHaveURL(/\/rng\?vassalage=REF$/);
    const reference = await serverGameList(site, { gameType: 'RNG', vassalage: 'REF' });
    expect(reference.games.map((g) => g.gameName)).toEqual(['Classic Three Reels']);
    await expect(page.getByTestId('vendor-dropdown')).toContainText('Reference Studio');
    await expect.poll(() => shownIds(page)).toEqual(reference.games.map((g) => g.nodeId));

    // A link naming a vendor the category does not have shows every game rather than an error.
    await page.goto('/rng?vassalage=NOPE&classify=NOPE');
    const all = await serverGameList(site, { gameType: 'RNG' });
    await expect(page.getByTestId('vendor-dropdown')).toContainText(localeText('en', 'lobby.all_vendors'));
    await expect.poll(() => shownIds(page)).toEqual(all.games.map((g) => g.nodeId));
  });

  test('FISH has only the All tab; the hot filter shows hot games only; favourite and recent ask a guest to log in', async ({
    page,
    gotoHome,
  }) => {
    await usePreferences(page, 'en');
    await gotoHome(page, '/fish');
    const lobby = page.getByTestId('game-lobby');
    await expect(lobby.getByRole('tab')).toHaveCount(1);
    await expect(lobby.getByRole('tab')).toHaveText(localeText('en', 'lobby.all_categories'));
    await lobby.getByTestId('lobby-filter-hot').click();
    await expect(page).toHaveURL(/filter=hot/);
    await expect(lobby.getByTestId('lobby-filter-hot')).toHaveAttribute('aria-pressed', 'true');
    const cards = lobby.getByTestId('game-card');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBe(await lobby.getByTestId('game-hot').count());

    await lobby.getByTestId('lobby-filter-fav').click();
    await expect(page.getByTestId('login-popup')).toBeVisible();
    await page.keyboard.press('Escape');
    await lobby.getByTestId('lobby-filter-recent').click();
    await expect(page.getByTestId('login-popup')).toBeVisible();
    await expect(page).toHaveURL(/filter=hot/);
  });

  test('a game centre picks its vendor from tiles; the provider chip clears it', async ({ page, site, gotoHome }) => {
    await usePreferences(page, 'en');
    await gotoHome(page, '/elott');
    const lobby = page.getByTestId('game-lobby');
    await expect(lobby.getByTestId('vendor-dropdown')).toHaveCount(0);
    await lobby.getByRole('button', { name: 'Fortuna SEA 4D', exact: true }).click();
    await expect(page).toHaveURL(/vassalage=TCG_SEA/);
    await expect(lobby.getByRole('button', { name: 'Fortuna SEA 4D', exact: true })).toHaveAttribute('aria-pressed', 'true');
    const sea = await serverGameList(site, { gameType: 'ELOTT', vassalage: 'TCG_SEA' });
    await expect.poll(() => shownIds(page)).toEqual(sea.games.map((g) => g.nodeId));
    await page.screenshot({ path: gamesShot('lobby-centre-tile-en-dark') });
    await lobby.getByTestId('lobby-vendor-chip').click();
    await expect(page).toHaveURL(/\/elott$/);
  });

  test('the vendor dropdown works from the keyboard', async ({ page, gotoHome }) => {
    await usePreferences(page, 'en');
    await gotoHome(page, '/rng');
    const trigger = page.getByTestId('vendor-dropdown');
    await trigger.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByTestId('vendor-option-ALL')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByTestId('vendor-option-BGS')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/vassalage=BGS/);
    await expect(trigger).toBeFocused();
  });

  test('more than ten vendors drop down in the large layout (a grid of logos)', async ({ page, gotoHome }) => {
    // The demo has three slot vendors: the menu answer gets nine more for this test.
    await page.route('**/lgw/games/game_menus', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as {
        value: {
          gameCategory: string;
          vendors: { vendor: string; name: string; logoUrl: string; tileUrl: string }[];
          gameClassify: { vendors: string[] }[];
        }[];
      };
      const rng = body.value.find((menu) => menu.gameCategory === 'RNG');
      const template = rng?.vendors[0];
      if (rng && template) {
        for (const code of ['AA1', 'BB2', 'CC3', 'DD4', 'EE5', 'FF6', 'GG7', 'HH8', 'II9']) {
          rng.vendors.push({ ...template, vendor: code, name: `Vendor ${code}` });
          rng.gameClassify[0]?.vendors.push(code);
        }
      }
      await route.fulfill({ response, json: body });
    });
    await usePreferences(page, 'en', 'light');
    await gotoHome(page, '/rng');
    await page.getByTestId('vendor-dropdown').click();
    const options = page.getByTestId('vendor-options');
    await expect(options.getByRole('option')).toHaveCount(13);
    const columns = await options.evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').length);
    expect(columns).toBeGreaterThan(1);
    await page.screenshot({ path: gamesShot('lobby-vendor-dropdown-large-en-light') });
  });

  test('the house book’s categories show: nav links, home sections, and the category opens the book', async ({ page, gotoHome }) => {
    await usePreferences(page, 'en');
    await gotoHome(page, '/');
    const nav = page.getByTestId('top-nav');
    // Live tables, card rooms and the book are in-house games (issues 22, 23): their categories show.
    for (const path of ['/rng', '/live', '/pvp', '/sports', '/esports']) await expect(nav.locator(`a[href="${path}"]`)).toBeVisible();
    const lobby = page.getByTestId('home-lobby');
    for (const category of ['SPORTS', 'ESPORTS', 'COCKFIGHT'])
      await expect(lobby.getByTestId(`home-section-${category}`).getByTestId('game-card')).toHaveCount(1);
    // The category's link opens the book itself, not a list of one game tile.
    await nav.locator('a[href="/esports"]').click();
    await expect(page.getByTestId('sportsbook-lobby-esports')).toBeVisible();
    await expect(page.getByTestId('lobby-page-ESPORTS')).toHaveCount(0);
  });

  for (const [path, name, language, theme, size] of [
    ['/rng', 'rng', 'en', 'dark', 'desktop'],
    ['/fish', 'fish', 'zh', 'light', 'desktop'],
    ['/elott', 'elott', 'en', 'light', 'desktop'],
    ['/rng', 'rng', 'zh', 'dark', 'phone'],
    ['/?category=BGS', 'originals', 'en', 'light', 'phone'],
  ] as const) {
    test(`${path} looks right in ${language}, ${theme}, on ${size}`, async ({ page, gotoHome }) => {
      if (size === 'phone') await page.setViewportSize({ width: 390, height: 844 });
      await usePreferences(page, language, theme);
      await gotoHome(page, path);
      await expect(page.getByTestId('game-lobby').getByTestId('game-card').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await imagesSettled(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(1);
      await page.screenshot({ path: gamesShot(`lobby-${name}-${language}-${theme}-${size}`), fullPage: true });
      if (path === '/rng' && size === 'desktop') {
        await page.getByTestId('vendor-dropdown').click();
        await expect(page.getByTestId('vendor-options')).toBeVisible();
        await page.screenshot({ path: gamesShot(`lobby-vendor-dropdown-${language}-${theme}`) });
      }
    });
  }
});
