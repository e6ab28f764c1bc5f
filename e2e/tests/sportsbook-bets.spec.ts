import path from 'node:path';
import { apiClient, freshIp, fund, operatorToken } from '@fortuna/server/testing';
import type { Browser, Locator, Page } from '@playwright/test';
import { sql } from 'kysely';
import { startSessionByApi, useFreshAddress } from '../accounts';
import { expect, SCREENSHOT_DIR, type Site, test } from '../fixtures';
import { mainBalance } from '../wallet';

/**
 * The player's sportsbook (issue 23 item 5): a single on an Asian handicap, a three-leg parlay,
 * and an in-play bet held for the delay while its price moves, then accepted at the new price. The
 * demo book (seedDemoSportsbook) is in the test app's database; its loop does not run here
 * (sportsbookTickMs 0), so nothing moves unless a test moves it through the trading API. Every wait
 * is for a condition, never for time.
 */

type Who = { language: 'en' | 'zh'; theme: 'dark' | 'light'; phone?: boolean; guest?: boolean };

const shot = (name: string) => path.join(SCREENSHOT_DIR, `sportsbook-${name}.png`);

async function openPage(browser: Browser, site: Site, who: Who, pathname: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL: site.url,
    ...(who.phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {}),
  });
  const page = await context.newPage();
  await useFreshAddress(page);
  await page.addInitScript(
    ([language, theme]) => {
      localStorage.setItem('fortuna.language', language as string);
      localStorage.setItem('fortuna.theme', theme as string);
    },
    [who.language, who.theme],
  );
  if (!who.guest) await startSessionByApi(page, 'player01', 'Player123');
  await page.goto(pathname);
  return page;
}

/** The trading API as an owner operator. */
async function trader(site: Site) {
  const token = await operatorToken(site.database.db);
  const api = apiClient(site.app, { merchant: 'FORTUNA', 'x-forwarded-for': freshIp(), authorization: token });
  const ok = (reply: { status: number; body: unknown }) => {
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return (reply.body as { value: any }).value;
  };
  return {
    settings: async () => ok(await api.get('/ops/sportsbook/settings')) as { minStake: string; maxStake: string; inPlayDelayMs: number },
    setSettings: async (body: { minStake: string; maxStake: string; inPlayDelayMs: number }) =>
      ok(await api.put('/ops/sportsbook/settings', body)),
    setStatus: async (matchId: string, status: string) => ok(await api.post(`/ops/sportsbook/matches/${matchId}/status`, { status })),
    setOdds: async (matchId: string, marketKey: string, prices: { selectionKey: string; oddsMilli: number }[]) =>
      ok(await api.put(`/ops/sportsbook/matches/${matchId}/odds`, { marketKey, prices })),
  };
}

/** Football matches to come with an open Asian handicap market, soonest first (today's, then early ones). */
async function scheduledFootball(site: Site) {
  const api = apiClient(site.app, { merchant: 'FORTUNA', 'x-forwarded-for': freshIp() });
  const matches: {
    matchId: string;
    markets: { marketKey: string; status: string; selections: { selectionKey: string; oddsMilli: number; offered: boolean }[] }[];
  }[] = [];
  for (const tab of ['today', 'early']) {
    const reply = await api.get(`/wps/sportsbook/matches?sport=football&tab=${tab}`);
    expect(reply.status).toBe(200);
    matches.push(...reply.body.value);
  }
  return matches.filter((m) => m.markets.some((market) => market.marketKey.startsWith('ah:') && market.status === 'open'));
}

/** Decimal thousandths written as the slip writes decimal odds: two places, three when there is a thousandth. */
function decimal(milli: bigint | number): string {
  const m = BigInt(milli);
  const rest = m % 1000n;
  const fraction = rest % 10n === 0n ? String(rest / 10n).padStart(2, '0') : String(rest).padStart(3, '0');
  return `${m / 1000n}.${fraction}`;
}

/** Minor units as money text ("1,234.50"). */
function money(minor: bigint): string {
  const whole = String(minor / 100n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${whole}.${String(minor % 100n).padStart(2, '0')}`;
}

/** The lobby's list (not the hot strip), once a tab's list is loaded. */
async function lobbyList(page: Page, sport = 'football'): Promise<Locator> {
  await expect(page.getByTestId(`sportsbook-lobby-${sport}`)).toBeVisible();
  await expect(page.getByTestId('sportsbook-loading')).toHaveCount(0);
  return page.getByRole('tabpanel');
}

/** A full-page screenshot from the top with nothing focused. */
async function shoot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  await page.screenshot({ path: shot(name), fullPage: true });
}

test('player01 backs an Asian handicap price as a single; it shows in My bets and the balance drops by the stake', async ({
  browser,
  site,
}) => {
  test.setTimeout(240_000);
  await fund(site.database.db, 'player01', 100_000n);
  const before = await mainBalance(site, 'player01');
  const page = await openPage(browser, site, { language: 'en', theme: 'dark' }, '/sports');
  const list = await lobbyList(page);
  await expect(page.getByTestId('sportsbook-hot')).toBeVisible();
  await shoot(page, 'lobby-desktop-dark-en');

  // The first match of the open tab with an Asian handicap price on offer.
  const price = list.locator('[data-testid^="price-"][data-testid*="-ah:"][data-testid$=":home"]:enabled').first();
  await expect(price).toBeVisible();
  const testId = (await price.getAttribute('data-testid')) ?? '';
  const [, matchId = '', ...key] = testId.split('-');
  const selectionKey = key.join('-');
  const odds = Number(await price.getAttribute('data-odds'));
  await price.click();
  await expect(price).toHaveAttribute('aria-pressed', 'true');

  const slip = page.getByTestId('bet-slip');
  const item = slip.getByTestId(`slip-item-${matchId}-${selectionKey}`);
  await expect(item).toBeVisible();
  await expect(item.getByTestId('slip-item-odds')).toHaveText(decimal(odds));
  await item.getByTestId('slip-item-stake').fill('25');
  // 25.00 at the price, rounded down to the cent: the server's payout.
  const expectedReturn = (2500n * BigInt(odds)) / 1000n;
  await expect(slip.getByTestId('bet-slip-return')).toContainText(money(expectedReturn));
  await expect(slip.getByTestId('bet-slip-total-stake')).toContainText('25.00');
  await shoot(page, 'slip-desktop-dark-en');
  await slip.getByTestId('bet-slip-place').click();

  await expect(slip.getByTestId('bet-slip-notice')).toHaveAttribute('data-tone', 'success');
  const placed = slip.getByTestId('bet-slip-placed').locator('[data-testid^="placed-bet-"]').first();
  await expect(placed).toHaveAttribute('data-status', 'open');
  await expect(placed).toContainText(`Accepted at ${decimal(odds)}`);
  await expect(item).toHaveCount(0);
  await expect.poll(() => mainBalance(site, 'player01')).toBe(before - 2500n);

  const betId = ((await placed.getAttribute('data-testid')) ?? '').replace('placed-bet-', '');
  await slip.getByTestId('bet-slip-my-bets').click();
  await expect(page.getByTestId('sports-bets-page')).toBeVisible();
  const card = page.getByTestId(`sports-bet-${betId}`);
  await expect(card).toHaveAttribute('data-kind', 'single');
  await expect(card.getByTestId('sports-bet-status')).toHaveText('Accepted');
  await expect(card.getByTestId('sports-bet-stake')).toContainText('25.00');
  await expect(card.getByTestId('sports-bet-leg')).toContainText('Asian handicap');
  await expect(card.getByTestId('sports-bet-payout')).toContainText(money(expectedReturn));
  await shoot(page, 'my-bets-desktop-dark-en');
  await page.context().close();
});

test('player01 builds a three-leg parlay from three matches, sees the combined odds and finds it in My bets (Chinese, light)', async ({
  browser,
  site,
}) => {
  test.setTimeout(240_000);
  await fund(site.database.db, 'player01', 100_000n);
  const page = await openPage(browser, site, { language: 'zh', theme: 'light' }, '/sports');
  await lobbyList(page);
  const slip = page.getByTestId('bet-slip');
  await slip.getByTestId('bet-slip-mode-parlay').click();

  // One price from each of three matches, from Today and then Early.
  const picked: { matchId: string; odds: number }[] = [];
  for (const tab of ['today', 'early'] as const) {
    if (picked.length === 3) break;
    await page.getByTestId(`sportsbook-tab-${tab}`).click();
    const list = await lobbyList(page);
    const rows = list.locator('[data-testid^="match-row-"]');
    const count = await rows.count();
    for (let i = 0; i < count && picked.length < 3; i += 1) {
      const row = rows.nth(i);
      const matchId = ((await row.getAttribute('data-testid')) ?? '').replace('match-row-', '');
      if (picked.some((p) => p.matchId === matchId)) continue;
      const price = row.locator('[data-testid$="1x2:home"]:enabled');
      if ((await price.count()) === 0) continue;
      picked.push({ matchId, odds: Number(await price.getAttribute('data-odds')) });
      await price.click();
    }
  }
  expect(picked).toHaveLength(3);
  await expect(slip.getByTestId('bet-slip-count')).toHaveText('3');

  const combined = picked.reduce((product, p) => product * BigInt(p.odds), 1n) / 1_000_000n;
  await expect(slip.getByTestId('bet-slip-combined-odds')).toHaveText(decimal(combined));
  await slip.getByTestId('bet-slip-parlay-stake').fill('10');
  const exact = (1000n * picked.reduce((product, p) => product * BigInt(p.odds), 1n)) / 1_000_000_000n;
  await expect(slip.getByTestId('bet-slip-return')).toContainText(money(exact));
  await shoot(page, 'slip-parlay-desktop-light-zh');
  await slip.getByTestId('bet-slip-place').click();
  await expect(slip.getByTestId('bet-slip-notice')).toHaveAttribute('data-tone', 'success');
  await expect(slip.getByTestId('bet-slip-empty')).toBeVisible();

  await page.goto('/sports/bets');
  const card = page.getByTestId('sports-bets-list').locator('li[data-kind="parlay"]').first();
  await expect(card).toBeVisible();
  await expect(card.getByTestId('sports-bet-kind')).toHaveText('串关 · 3 串 1');
  await expect(card.getByTestId('sports-bet-leg')).toHaveCount(3);
  await expect(card.getByTestId('sports-bet-stake')).toContainText('10.00');
  await expect(card.getByTestId('sports-bet-odds')).toHaveText(decimal(combined));
  await shoot(page, 'my-bets-desktop-light-zh');
  await page.context().close();
});

test('in play: a bet waits for the delay while its price rises, then is accepted at the new price', async ({ browser, site }) => {
  test.setTimeout(240_000);
  await fund(site.database.db, 'player01', 100_000n);
  const ops = await trader(site);
  const settings = await ops.settings();
  // A long delay, so the second price move surely lands inside it however loaded the machine is; the
  // journey then ends the bet's wait itself (its accept_at, which the member's read checks).
  await ops.setSettings({ ...settings, inPlayDelayMs: 60_000 });
  try {
    const [match] = await scheduledFootball(site);
    if (!match) throw new Error('no scheduled football match with an Asian handicap');
    const market = match.markets.find((m) => m.marketKey.startsWith('ah:') && m.status === 'open') as (typeof match.markets)[number];
    await ops.setStatus(match.matchId, 'live');

    const page = await openPage(browser, site, { language: 'en', theme: 'light' }, `/sports/match/${match.matchId}`);
    await expect(page.getByTestId('sports-match-header')).toHaveAttribute('data-status', 'live');
    const home = `${market.marketKey}:home`;
    const price = page.getByTestId(`market-${market.marketKey}`).getByTestId(`price-${match.matchId}-${home}`);
    const odds = Number(await price.getAttribute('data-odds'));
    await price.click();

    const slip = page.getByTestId('bet-slip');
    await slip.getByTestId('bet-slip-acceptance').selectOption('any');
    const item = slip.getByTestId(`slip-item-${match.matchId}-${home}`);
    await expect(item).toContainText('Live');
    await item.getByTestId('slip-item-stake').fill('20');

    // A price that moves after it was picked shows old → new and asks for a confirmation first.
    const away = market.selections.find((s) => s.selectionKey.endsWith(':away')) as { selectionKey: string; oddsMilli: number };
    const first = odds + 100;
    await ops.setOdds(match.matchId, market.marketKey, [
      { selectionKey: home, oddsMilli: first },
      { selectionKey: away.selectionKey, oddsMilli: away.oddsMilli },
    ]);
    await expect(item).toHaveAttribute('data-moved', 'true');
    await expect(item.getByTestId('slip-item-odds')).toHaveText(new RegExp(`${decimal(odds)}.*${decimal(first)}`));
    await expect(slip.getByTestId('bet-slip-place')).toHaveCount(0);
    await shoot(page, 'slip-odds-moved-desktop-light-en');
    await slip.getByTestId('bet-slip-accept').click();
    await expect(item.getByTestId('slip-item-odds')).toHaveText(decimal(first));
    await slip.getByTestId('bet-slip-place').click();

    const placed = slip.getByTestId('bet-slip-placed').locator('[data-testid^="placed-bet-"]').first();
    await expect(placed).toHaveAttribute('data-status', 'pending');
    await expect(placed).toContainText('Waiting for acceptance');
    await shoot(page, 'match-inplay-pending-desktop-light-en');

    // The trader raises the price again while the bet waits; the page's board follows it.
    const moved = first + 250;
    await ops.setOdds(match.matchId, market.marketKey, [
      { selectionKey: home, oddsMilli: moved },
      { selectionKey: away.selectionKey, oddsMilli: away.oddsMilli },
    ]);
    await expect(price).toHaveAttribute('data-odds', String(moved));
    await expect(placed).toHaveAttribute('data-status', 'pending');
    const betId = ((await placed.getAttribute('data-testid')) ?? '').replace('placed-bet-', '');
    await sql`UPDATE sportsbook_bet SET accept_at = now() WHERE id = ${betId}::bigint AND status = 'pending'`.execute(site.database.db);

    // The slip reads the bet while it is pending; the read decides it once the delay is over.
    await expect(placed).toHaveAttribute('data-status', 'open');
    await expect(placed).toContainText(`Accepted at ${decimal(moved)}`);
    await shoot(page, 'match-inplay-accepted-desktop-light-en');
    await page.context().close();
  } finally {
    await ops.setSettings(settings);
  }
});

test('on a phone the slip is a bottom bar that opens a sheet; a guest is asked to log in', async ({ browser, site }) => {
  test.setTimeout(180_000);
  const page = await openPage(browser, site, { language: 'en', theme: 'dark', phone: true, guest: true }, '/sports');
  const list = await lobbyList(page);
  await shoot(page, 'lobby-phone-dark-en');
  const bar = page.getByTestId('bet-slip-bar');
  await expect(bar).toBeVisible();
  const prices = list.locator('[data-testid^="price-"][data-testid$="1x2:home"]:enabled');
  await prices.first().click();
  await expect(bar).toHaveAttribute('data-count', '1');
  await bar.click();
  const sheet = page.getByRole('dialog');
  await expect(sheet.getByTestId('bet-slip-count')).toHaveText('1');
  await expect(sheet.getByTestId('bet-slip-login')).toBeVisible();
  await page.screenshot({ path: shot('slip-sheet-phone-dark-en') });
  await sheet.getByTestId('bet-slip-login').click();
  await expect(page.getByTestId('login-popup')).toBeVisible();
  await page.context().close();

  const zh = await openPage(browser, site, { language: 'zh', theme: 'light', phone: true }, '/esports');
  await lobbyList(zh, 'esports');
  await zh.screenshot({ path: shot('esports-phone-light-zh'), fullPage: true });
  await zh.context().close();
});
