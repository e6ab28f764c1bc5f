import { expect, test } from '../fixtures';
import { gamesShot, imagesSettled, usePreferences } from '../games';
import { localeText } from '../locale-text';
import { freshMember, memberPage } from '../wallet';

test.describe('favourite games', () => {
  test('a star changes at once, then the server keeps it: the game is in FAV on home and on /favorite, where removing it takes it off', async ({
    page,
    site,
  }) => {
    const username = await freshMember(site);
    await memberPage(page, username, 'en', '/rng?vassalage=REF');
    const card = page.getByTestId('game-lobby').getByTestId('game-card').first();
    const nodeId = (await card.getAttribute('data-node-id')) ?? '';
    const name = (await card.getByTestId('game-name').textContent()) ?? '';

    // Hold the server's answer back: the star must not wait for it.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/wps/relay/MCSFE_addFavoriteGameV2', async (route) => {
      await held;
      await route.continue();
    });
    const star = card.getByTestId('game-favourite');
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    const answered = page.waitForResponse('**/wps/relay/MCSFE_addFavoriteGameV2');
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await expect(star).toHaveAccessibleName(localeText('en', 'game.unfavourite').replace('{{name}}', name));
    release();
    expect((await answered).status()).toBe(200);
    await page.unroute('**/wps/relay/MCSFE_addFavoriteGameV2');
    const member = await site.database.db.selectFrom('member').select('id').where('username', '=', username).executeTakeFirstOrThrow();
    const kept = await site.database.db.selectFrom('favourite_game').select('game_id').where('member_id', '=', member.id).execute();
    expect(kept.map((row) => String(row.game_id))).toEqual([nodeId]);

    // The favourite filter of the lobby.
    await page.getByTestId('game-lobby').getByTestId('lobby-filter-fav').click();
    await expect(page.getByTestId('game-lobby').getByTestId('game-card')).toHaveCount(1);

    // FAV on home.
    await page.goto('/');
    await page
      .getByTestId('home-lobby')
      .getByRole('tab', { name: localeText('en', 'category.FAV') })
      .click();
    const fav = page.getByTestId('fav-games-grid');
    await expect(fav.getByTestId('game-card')).toHaveCount(1);
    await expect(fav.getByTestId('game-card')).toHaveAttribute('data-node-id', nodeId);

    // /favorite, and removing it there.
    await page.goto('/favorite');
    const list = page.getByTestId('favorite-games-grid');
    await expect(list.getByTestId('game-card')).toHaveCount(1);
    await expect(list.getByTestId('game-name')).toHaveText(name);
    await imagesSettled(page);
    await page.screenshot({ path: gamesShot('favorite-en-dark-desktop'), fullPage: true });
    const removed = page.waitForResponse('**/wps/relay/MCSFE_removeFavoriteGameV2');
    await list.getByTestId('game-favourite').click();
    await expect(page.getByTestId('favorite-page').getByText(localeText('en', 'lobby.fav_empty_title'))).toBeVisible();
    expect((await removed).status()).toBe(200);
    await expect
      .poll(
        async () =>
          (await site.database.db.selectFrom('favourite_game').select('game_id').where('member_id', '=', member.id).execute()).length,
      )
      .toBe(0);
  });

  test('one toggle a second; a refusal from the server puts the star back and says why in the member’s language', async ({
    page,
    site,
  }) => {
    const username = await freshMember(site);
    await memberPage(page, username, 'zh', '/?category=BGS');
    const stars = page.getByTestId('game-lobby').getByTestId('game-favourite');
    await expect(stars.nth(1)).toBeVisible();
    // The page's Date stands still (timers run on): two clicks are "within a second" however slow
    // the machine is; then it moves two seconds on.
    const now = Date.now();
    await page.clock.setFixedTime(now);
    const added = page.waitForResponse('**/wps/relay/MCSFE_addFavoriteGameV2');
    await stars.nth(0).click();
    await stars.nth(1).click();
    await expect(stars.nth(0)).toHaveAttribute('aria-pressed', 'true');
    await expect(stars.nth(1)).toHaveAttribute('aria-pressed', 'false');
    const throttled = page.locator('[data-testid="toast"][data-kind="favourite-throttled"]');
    await expect(throttled).toContainText(localeText('zh', 'errors.favourite_too_frequent'));
    await page.clock.setFixedTime(now + 2_000);
    // The first star's own request has gone through (the route below must refuse only the third).
    expect((await added).status()).toBe(200);

    // The server refuses (its own one-a-second limit, e.g. another tab): the star goes back.
    await page.route('**/wps/relay/MCSFE_addFavoriteGameV2', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, value: null, message: 'favourite_too_frequent' }),
      }),
    );
    await stars.nth(2).click();
    const refused = page.locator('[data-testid="toast"][data-kind="favourite-error"]');
    await expect(refused).toContainText(localeText('zh', 'errors.favourite_too_frequent'));
    await expect(stars.nth(2)).toHaveAttribute('aria-pressed', 'false');
    await expect(stars.nth(0)).toHaveAttribute('aria-pressed', 'true');
  });

  test('a guest clicking a star gets the login popup; /favorite and /recent send a guest to log in', async ({ page, gotoHome }) => {
    await usePreferences(page, 'en');
    await gotoHome(page, '/fish');
    await page.getByTestId('game-lobby').getByTestId('game-favourite').first().click();
    await expect(page.getByTestId('login-popup')).toBeVisible();
    await page.goto('/favorite');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/recent');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('/recent lists what the member played, newest first', async ({ page, site }) => {
    const username = await freshMember(site, 10_000n);
    await memberPage(page, username, 'zh', '/recent');
    await expect(page.getByTestId('recent-page').getByText(localeText('zh', 'lobby.recent_empty_title'))).toBeVisible();
    for (const vendor of ['REF', 'REFX']) {
      await page.goto(`/rng?vassalage=${vendor}`);
      await page.getByTestId('game-lobby').getByTestId('game-start').first().click();
      await expect(page.getByTestId('game-frame')).toBeVisible();
      await page.keyboard.press('Escape');
      await page.getByTestId('game-leave-confirm').click();
    }
    await page.goto('/recent');
    const cards = page.getByTestId('recent-games-grid').getByTestId('game-card');
    await expect(cards).toHaveCount(2);
    await expect(cards.first()).toHaveAttribute('data-vendor', 'REFX');
    await imagesSettled(page);
    await page.screenshot({ path: gamesShot('recent-zh-dark-desktop'), fullPage: true });
  });
});
