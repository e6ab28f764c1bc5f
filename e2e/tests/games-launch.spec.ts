import { formatMinor, parseMinor } from '@fortuna/shared';
import type { Page } from '@playwright/test';
import { useFreshAddress } from '../accounts';
import { expect, test } from '../fixtures';
import { gamesShot, usePreferences, withLiveLobbyFixture } from '../games';
import { localeText } from '../locale-text';
import { freshMember, headerBalance, memberPage } from '../wallet';

/** "1234567.50" → "1,234,567.50", as the header shows it. */
function grouped(amount: string): string {
  const [whole = '', fraction] = amount.split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}

/** Opens the first game of a lobby and waits for the reference slot to be ready in the popup. */
async function openFirstGame(page: Page, path: string) {
  await page.goto(path);
  const card = page.getByTestId('game-lobby').getByTestId('game-card').first();
  const name = (await card.getByTestId('game-name').textContent()) ?? '';
  await card.getByTestId('game-start').click();
  const popup = page.getByTestId('game-popup');
  await expect(popup).toBeVisible();
  await expect(popup.getByTestId('game-popup-title')).toHaveText(name);
  const game = page.frameLocator('[data-testid="game-frame"]');
  await expect(game.getByTestId('ref-spin')).toBeEnabled({ timeout: 15_000 });
  return { popup, game, name };
}

test.describe('game launch', () => {
  test('a member plays a reference-vendor round in the game popup; the header balance moves by exactly the round result', async ({
    page,
    site,
  }) => {
    const username = await freshMember(site, 100_000n);
    await memberPage(page, username);
    await expect(headerBalance(page)).toHaveText('1,000.00');

    const { popup, game, name } = await openFirstGame(page, '/rng?vassalage=REF');
    await expect(game.getByTestId('ref-balance')).toHaveAttribute('data-value', '1000.00');
    await expect(popup.getByTestId('game-popup-fullscreen')).toBeVisible();

    const bet = await game.getByTestId('ref-bet').inputValue();
    await game.getByTestId('ref-spin').click();
    await expect(game.getByTestId('ref-reels')).toHaveAttribute('data-round', /^R/);
    const roundId = (await game.getByTestId('ref-reels').getAttribute('data-round')) ?? '';
    const win = (await game.getByTestId('ref-last-win').getAttribute('data-value')) ?? '';

    // The server's record of the round: its bet and win, settled.
    const round = await site.database.db.selectFrom('game_round').selectAll().where('round_id', '=', roundId).executeTakeFirstOrThrow();
    expect(round.status).toBe('settled');
    expect(BigInt(round.total_bet)).toBe(parseMinor(bet));
    expect(BigInt(round.total_win)).toBe(parseMinor(win));
    const expected = formatMinor(100_000n - parseMinor(bet) + parseMinor(win));
    await expect(game.getByTestId('ref-balance')).toHaveAttribute('data-value', expected);
    // The game tells the page its balance changed: the header follows while the game stays open.
    await expect(headerBalance(page)).toHaveText(grouped(expected));
    await page.screenshot({ path: gamesShot('popup-en-dark-desktop') });

    // Closing asks first; "keep playing" stays in the game.
    await popup.getByRole('button', { name: localeText('en', 'common.close') }).click();
    const leave = page.getByTestId('game-leave');
    await expect(leave).toBeVisible();
    await expect(leave.getByTestId('game-leave-message')).toHaveText(localeText('en', 'game.leave_text'));
    await page.screenshot({ path: gamesShot('popup-leave-en-dark-desktop') });
    await leave.getByRole('button', { name: localeText('en', 'game.leave_cancel') }).click();
    await expect(leave).toHaveCount(0);
    await expect(popup).toBeVisible();
    await page.keyboard.press('Escape');
    await leave.getByTestId('game-leave-confirm').click();
    await expect(popup).toHaveCount(0);
    await expect(headerBalance(page)).toHaveText(grouped(expected));

    // The server holds the same balance, and the game is now the member's most recent.
    const info = await page.evaluate(async () => {
      const response = await fetch('/wps/member/info', { headers: { Authorization: sessionStorage.getItem('fortuna.token') ?? '' } });
      return (await response.json()).value as { balance: string };
    });
    expect(info.balance).toBe(expected);
    await page.goto('/');
    await expect(page.getByTestId('home-section-RECENT').getByTestId('game-name').first()).toHaveText(name);
  });

  test('a guest starting a game gets the login popup', async ({ page, gotoHome }) => {
    await usePreferences(page, 'en');
    await gotoHome(page, '/rng');
    await page.getByTestId('game-lobby').getByTestId('game-start').first().click();
    await expect(page.getByTestId('login-popup')).toBeVisible();
    await expect(page.getByTestId('game-popup')).toHaveCount(0);
  });

  test('a trial account gets the need-true-account dialog for a real-money game and plays money in a free-play one', async ({
    page,
    site,
    gotoHome,
  }) => {
    await useFreshAddress(page);
    await usePreferences(page, 'en');
    await gotoHome(page, '/login');
    await page.getByTestId('free-play').click();
    await expect(page.getByTestId('account-bar')).toBeVisible();

    // The reference vendor's transfer-wallet code offers no free play in the demo; its seamless one does.
    await page.goto('/rng?vassalage=REFX');
    await page.getByTestId('game-lobby').getByTestId('game-start').first().click();
    await expect(page.getByTestId('trial-restriction')).toBeVisible();
    await page.getByTestId('trial-restriction-confirm').click();
    await expect(page.getByTestId('game-popup')).toHaveCount(0);

    const reference = await site.database.db.selectFrom('vendor').select('free_play').where('code', '=', 'REF').executeTakeFirstOrThrow();
    expect(reference.free_play).toBe(true);
    const { popup, game } = await openFirstGame(page, '/rng?vassalage=REF');
    await expect(popup).toContainText(localeText('en', 'game.play_money'));
    await expect(game.getByTestId('ref-balance')).toHaveAttribute('data-value', /\d/);
  });

  test('a vendor-type entry opens its vendor game list; lottery vendors go to their lottery pages', async ({ page, site }) => {
    const username = await freshMember(site, 50_000n);
    // The demo has no live games: a test vendor's live lobby entry and games.
    await withLiveLobbyFixture(site, async () => {
      await memberPage(page, username, 'en', '/live?vassalage=TESTL');
      const entry = page.getByTestId('game-lobby').getByTestId('game-card').filter({ hasText: 'Live Lobby' }).first();
      await entry.getByTestId('game-start').click();
      const list = page.getByTestId('vendor-games-popup');
      await expect(list).toBeVisible();
      await expect(list.getByTestId('game-card').first()).toBeVisible();
      for (const vendor of await list.getByTestId('game-card').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-vendor')))) {
        expect(vendor).toBe('TESTL');
      }
      await page.screenshot({ path: gamesShot('vendor-games-en-dark-desktop') });
      // A game from the list opens over it; leaving the game comes back to the list.
      await list.getByTestId('game-start').first().click();
      await expect(page.getByTestId('game-popup')).toBeVisible();
      await expect(page.frameLocator('[data-testid="game-frame"]').getByTestId('ref-spin')).toBeEnabled({ timeout: 15_000 });
      await page.keyboard.press('Escape');
      await page.getByTestId('game-leave-confirm').click();
      await expect(page.getByTestId('game-popup')).toHaveCount(0);
      await expect(list).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(list).toHaveCount(0);
    });

    await page.goto('/elott?vassalage=TCG_LOTTO_VN');
    const lottery = page.getByTestId('game-lobby').getByTestId('game-card').first();
    await lottery.getByTestId('game-start').click();
    await expect(page).toHaveURL(/\/vnLottery\?gameCode=[\w-]+$/);
    await page.goto('/elott?vassalage=TCG_SEA');
    await page.getByTestId('game-lobby').getByTestId('game-start').first().click();
    await expect(page).toHaveURL(/\/seaLottery\?gameCode=[\w-]+$/);
    await page.goto('/lott');
    await page.getByTestId('game-lobby').getByTestId('game-start').first().click();
    await expect(page).toHaveURL(/\/lottery\?gameCode=[\w-]+$/);
  });

  for (const [language, theme, size] of [
    ['zh', 'light', 'desktop'],
    ['en', 'dark', 'phone'],
  ] as const) {
    test(`the game popup looks right in ${language}, ${theme}, on ${size}`, async ({ page, site }) => {
      if (size === 'phone') await page.setViewportSize({ width: 390, height: 844 });
      const username = await freshMember(site, 20_000n);
      await usePreferences(page, language, theme);
      await memberPage(page, username, language);
      const { game } = await openFirstGame(page, '/rng?vassalage=REF');
      await game.getByTestId('ref-spin').click();
      await expect(game.getByTestId('ref-reels')).toHaveAttribute('data-round', /^R/);
      await page.screenshot({ path: gamesShot(`popup-${language}-${theme}-${size}`) });
    });
  }
});
