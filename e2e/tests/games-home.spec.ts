import { expect, test } from '../fixtures';
import { gamesShot, imagesSettled, usePreferences, withLobbyFixture } from '../games';
import { localeText } from '../locale-text';

test.describe('games on home', () => {
  test('shows banners, the notice marquee, hot games and a section of six games per category with More', async ({ page, gotoHome }) => {
    await usePreferences(page, 'en');
    await gotoHome(page);
    await expect(page.getByTestId('banner-carousel').locator('img').first()).toBeVisible();
    await expect(page.getByTestId('notice-marquee')).toBeVisible();

    const lobby = page.getByTestId('home-lobby');
    // Every category with a game, with up to six of them (fishing has its one game).
    for (const [category, cards] of [
      ['RNG', 6],
      ['FISH', 1],
      ['ELOTT', 6],
      ['LOTT', 6],
      ['BGS', 6],
    ] as const) {
      const section = lobby.getByTestId(`home-section-${category}`);
      await expect(section.getByRole('heading', { level: 2 })).toContainText(localeText('en', `category.${category}`));
      await expect(section.getByTestId('game-card')).toHaveCount(cards);
    }
    // Live tables and card rooms are in-house games since issue 22.
    for (const category of ['LIVE', 'PVP'])
      await expect(lobby.getByTestId(`home-section-${category}`).getByTestId('game-card').first()).toBeVisible();
    // Sports, esports and cockfight are the house book's (issue 23): one game each, opening its page.
    for (const category of ['SPORTS', 'ESPORTS', 'COCKFIGHT'])
      await expect(lobby.getByTestId(`home-section-${category}`).getByTestId('game-card')).toHaveCount(1);
    // The hot list has more than twelve games, so home shows six of them.
    await expect(lobby.getByTestId('home-section-HOT').getByTestId('game-card')).toHaveCount(6);
    await expect(lobby.getByTestId('home-section-HOT').getByTestId('game-hot').first()).toBeVisible();
    // Recent games are a member's: a guest has none.
    await expect(lobby.getByTestId('home-section-RECENT')).toHaveCount(0);
    await expect(page.getByTestId('winner-board')).toBeVisible();

    await lobby.getByTestId('home-more-RNG').click();
    await expect(page).toHaveURL(/\/rng$/);
    await expect(page.getByTestId('page-title')).toHaveText(localeText('en', 'category.RNG'));
  });

  test('HOT shows every hot game 18 a page; a category tab opens its lobby in place', async ({ page, site, gotoHome }) => {
    await usePreferences(page, 'en');
    const lobby = page.getByTestId('home-lobby');
    // The demo has 18 hot games: a test vendor's four more make a second page.
    await withLobbyFixture(site, async () => {
      await gotoHome(page);
      await lobby.getByRole('tab', { name: localeText('en', 'category.HOT') }).click();
      await expect(page).toHaveURL(/category=HOT/);
      await expect(lobby.getByTestId('hot-games-grid').getByTestId('game-card')).toHaveCount(18);
      await expect(lobby.getByTestId('hot-games-grid-pagination')).toBeVisible();
    });

    await lobby.getByRole('tab', { name: localeText('en', 'category.BGS') }).click();
    await expect(page).toHaveURL(/category=BGS/);
    const bgs = lobby.getByTestId('game-lobby');
    await expect(bgs).toHaveAttribute('data-category', 'BGS');
    // Spec §2: no vendor dropdown for BGS.
    await expect(bgs.getByTestId('vendor-dropdown')).toHaveCount(0);
    await expect(bgs.getByTestId('game-card').first()).toBeVisible();
  });

  test('FAV and a game start ask a guest to log in', async ({ page, gotoHome }) => {
    await usePreferences(page, 'en');
    await gotoHome(page);
    const lobby = page.getByTestId('home-lobby');
    await lobby.getByRole('tab', { name: localeText('en', 'category.FAV') }).click();
    await expect(page.getByTestId('login-popup')).toBeVisible();
    await expect(page).not.toHaveURL(/category=FAV/);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('login-popup')).toHaveCount(0);

    await lobby.getByTestId('home-section-RNG').getByTestId('game-start').first().click();
    await expect(page.getByTestId('login-popup')).toBeVisible();
    await expect(page.getByTestId('game-popup')).toHaveCount(0);
  });

  for (const [language, theme, size] of [
    ['en', 'dark', 'desktop'],
    ['zh', 'light', 'desktop'],
    ['en', 'light', 'phone'],
    ['zh', 'dark', 'phone'],
    ['my', 'dark', 'desktop'],
    ['my', 'light', 'phone'],
  ] as const) {
    test(`looks right in ${language}, ${theme}, on ${size}`, async ({ page, gotoHome }) => {
      if (size === 'phone') await page.setViewportSize({ width: 390, height: 844 });
      await usePreferences(page, language, theme);
      await gotoHome(page);
      await expect(page.getByTestId('home-section-RNG').getByTestId('game-card')).toHaveCount(6);
      await page.waitForLoadState('networkidle');
      await imagesSettled(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(1);
      await page.screenshot({ path: gamesShot(`home-${language}-${theme}-${size}`), fullPage: true });
    });
  }
});
