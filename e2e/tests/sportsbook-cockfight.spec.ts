import path from 'node:path';
import { apiClient, freshIp, fund, operatorToken } from '@fortuna/server/testing';
import type { Browser, Page } from '@playwright/test';
import { startSessionByApi, useFreshAddress } from '../accounts';
import { expect, SCREENSHOT_DIR, type Site, test } from '../fixtures';
import { mainBalance } from '../wallet';

/**
 * The cockfight page (issue 23 item 5): player01 opens /cockfight, sees a fight with its countdown,
 * bets on Meron and sees the bet; the fight is then fought and its result entered through the
 * trading API (the book's loop does not run here: sportsbookTickMs 0, so the result is the test's,
 * not the simulator's), and the page shows the result, the bet settled and the balance moved by
 * the payout, live over the `/sports` socket. Every wait is for a condition, never for time.
 */

type Who = { language: 'en' | 'zh'; theme: 'dark' | 'light'; phone?: boolean; guest?: boolean };

const shot = (name: string) => path.join(SCREENSHOT_DIR, `cockfight-${name}.png`);

async function openPage(browser: Browser, site: Site, who: Who): Promise<Page> {
  const context = await browser.newContext({
    baseURL: site.url,
    ...(who.phone ? { viewport: { width: 360, height: 800 }, isMobile: true, hasTouch: true } : {}),
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
  await page.goto('/cockfight');
  await expect(page.getByTestId('cockfight-page')).toBeVisible();
  return page;
}

/** A full-page screenshot from the top with nothing focused. */
async function shoot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  await page.screenshot({ path: shot(name), fullPage: true });
}

/** Puts a fight on the stage: it may be there already, else it is chosen from the next fights. */
async function showFight(page: Page, matchId: string): Promise<void> {
  const stage = page.getByTestId('cockfight-stage');
  await expect(stage).toBeVisible();
  if ((await stage.getAttribute('data-match')) !== matchId) {
    await page.getByTestId(`cockfight-upcoming-${matchId}`).getByTestId('cockfight-upcoming-show').click();
  }
  await expect(stage).toHaveAttribute('data-match', matchId);
}

/** The trading API as an owner operator. */
async function trader(site: Site) {
  const token = await operatorToken(site.database.db);
  const api = apiClient(site.app, { merchant: 'FORTUNA', 'x-forwarded-for': freshIp(), authorization: token });
  const ok = (reply: { status: number; body: unknown }) => {
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return (reply.body as { value: unknown }).value;
  };
  return {
    /** A fight of the demo's arena, betting open until `startsAt`, priced; nobody simulates it. */
    async addFight(fightNumber: number, startsAt: Date, prices: { meron: number; wala: number; draw: number }): Promise<string> {
      const leagues = ok(await api.get('/ops/sportsbook/leagues?sport=cockfight')) as { leagueId: number; code: string }[];
      const arena = leagues.find((l) => l.code === 'golden-spur');
      expect(arena, 'the demo seeds the Golden Spur arena').toBeTruthy();
      const fight = ok(
        await api.post('/ops/sportsbook/matches', {
          leagueId: arena?.leagueId,
          homeNames: { en: 'Meron', zh: '龙方', my: 'မီရွန်' },
          awayNames: { en: 'Wala', zh: '凤方', my: 'ဝါလာ' },
          startsAt: startsAt.toISOString(),
          fightNumber,
          simulate: false,
        }),
      ) as { matchId: string };
      ok(
        await api.put(`/ops/sportsbook/matches/${fight.matchId}/odds`, {
          marketKey: 'cf',
          prices: [
            { selectionKey: 'cf:meron', oddsMilli: prices.meron },
            { selectionKey: 'cf:wala', oddsMilli: prices.wala },
            { selectionKey: 'cf:draw', oddsMilli: prices.draw },
          ],
        }),
      );
      return fight.matchId;
    },
    setStatus: async (matchId: string, status: string) => ok(await api.post(`/ops/sportsbook/matches/${matchId}/status`, { status })),
    setResult: async (matchId: string, outcome: 'meron' | 'wala' | 'draw') =>
      ok(await api.post(`/ops/sportsbook/matches/${matchId}/result`, { result: { sport: 'cockfight', outcome } })) as {
        status: string;
        settled: boolean;
      },
  };
}

test('player01 bets on Meron, the fight is fought and settled, and the page shows the result, the bet paid and the balance', async ({
  browser,
  site,
}) => {
  test.setTimeout(240_000);
  await fund(site.database.db, 'player01', 500_000n);
  const trading = await trader(site);
  // A fight of its own, four minutes of betting ahead: the card's other fights (the demo's) are left as they are.
  const fightId = await trading.addFight(777, new Date(Date.now() + 4 * 60_000), { meron: 1950, wala: 1880, draw: 8500 });

  const desk = await openPage(browser, site, { language: 'en', theme: 'dark' });
  await showFight(desk, fightId);
  const stage = desk.getByTestId('cockfight-stage');
  await expect(stage).toHaveAttribute('data-phase', 'open');
  await expect(stage.getByTestId('cockfight-fight-no')).toHaveText('Fight 777');
  // The countdown runs on the server's clock towards the close of betting.
  const countdown = stage.getByTestId('cockfight-countdown');
  await expect.poll(async () => Number(await countdown.getAttribute('data-seconds'))).toBeGreaterThan(60);
  const first = Number(await countdown.getAttribute('data-seconds'));
  await expect.poll(async () => Number(await countdown.getAttribute('data-seconds'))).toBeLessThan(first);
  await expect(stage.getByTestId('cockfight-pick-meron')).toContainText('1.95');
  await expect(stage.getByTestId('cockfight-pick-draw')).toContainText('8.50');
  await shoot(desk, 'open-en-dark-desktop');

  // Meron, 100.00 from a chip: the return is shown before placing.
  const before = await mainBalance(site, 'player01');
  await stage.getByTestId('cockfight-pick-meron').click();
  await stage.getByTestId('cockfight-chip-100').click();
  await expect(stage.getByTestId('cockfight-stake')).toHaveValue('100.00');
  await expect(stage.getByTestId('cockfight-return')).toContainText('195.00');
  await stage.getByTestId('cockfight-place').click();
  await expect(desk.getByTestId('cockfight-notice')).toHaveAttribute('data-tone', 'success');
  const onFight = stage.getByTestId('cockfight-fight-bets');
  const myBet = onFight.locator('[data-testid^="cockfight-bet-"]').first();
  await expect(myBet).toHaveAttribute('data-status', 'open');
  await expect(myBet).toContainText('Meron');
  await expect(myBet).toContainText('100.00');
  const betId = ((await myBet.getAttribute('data-testid')) ?? '').replace('cockfight-bet-', '');
  expect(await mainBalance(site, 'player01')).toBe(before - 10_000n);
  await expect(stage.getByTestId('cockfight-balance-amount')).toContainText(groupThousands(String((before - 10_000n) / 100n)));
  await expect(desk.getByTestId('cockfight-my-bets').getByTestId(`cockfight-bet-${betId}`)).toBeVisible();
  await shoot(desk, 'bet-en-dark-desktop');

  // The same fight on a phone in Chinese (light), and a guest's desktop (light), who is asked to log in.
  const phone = await openPage(browser, site, { language: 'zh', theme: 'light', phone: true });
  await showFight(phone, fightId);
  await expect(phone.getByTestId('cockfight-fight-no')).toHaveText('第 777 场');
  await expect(phone.getByTestId('cockfight-fight-bets').getByTestId(`cockfight-bet-${betId}`)).toBeVisible();
  // Nothing is wider than a 360 px phone.
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await shoot(phone, 'open-zh-light-phone');
  const guest = await openPage(browser, site, { language: 'en', theme: 'light', guest: true });
  await showFight(guest, fightId);
  await expect(guest.getByTestId('cockfight-login')).toBeVisible();
  await shoot(guest, 'guest-en-light-desktop');
  await guest.context().close();

  // The fight starts: betting closes and both pages say the fight is on.
  await trading.setStatus(fightId, 'live');
  await expect(stage).toHaveAttribute('data-phase', 'live');
  await expect(desk.getByTestId('cockfight-in-progress')).toBeVisible();
  await expect(stage.getByTestId('cockfight-pick-meron')).toBeDisabled();
  await expect(phone.getByTestId('cockfight-stage')).toHaveAttribute('data-phase', 'live');
  await shoot(desk, 'live-en-dark-desktop');
  await shoot(phone, 'live-zh-light-phone');

  // Meron wins: the result comes over the socket, the bet is settled at 1.95 and the balance moves by the payout.
  const result = await trading.setResult(fightId, 'meron');
  expect(result).toMatchObject({ status: 'finished', settled: true });
  const banner = desk.getByTestId('cockfight-result-banner');
  await expect(banner).toHaveAttribute('data-outcome', 'meron');
  await expect(banner.getByTestId('cockfight-result-text')).toHaveText('Meron wins');
  await expect(banner.getByTestId('cockfight-result-yours')).toContainText('195.00');
  await expect(onFight.getByTestId(`cockfight-bet-${betId}`)).toHaveAttribute('data-status', 'settled');
  await expect(onFight.getByTestId(`cockfight-bet-${betId}`).getByTestId('cockfight-bet-payout')).toContainText('195.00');
  await shoot(desk, 'result-en-dark-desktop');
  await expect(phone.getByTestId('cockfight-result-banner')).toHaveAttribute('data-outcome', 'meron');
  await expect(phone.getByTestId('cockfight-result-text')).toHaveText('龙方胜');
  await shoot(phone, 'result-zh-light-phone');
  expect(await mainBalance(site, 'player01')).toBe(before - 10_000n + 19_500n);
  // The header's balance follows (the bet form, which shows it too, is gone while the result shows).
  await expect(desk.getByTestId('balance-amount')).toContainText(groupThousands(String((before - 10_000n + 19_500n) / 100n)));
  // The results board has the fight, in Meron's colour, on the road and in the list.
  await expect(desk.getByTestId('cockfight-road').locator(`[data-match="${fightId}"]`)).toHaveAttribute('data-outcome', 'meron');
  await expect(desk.getByTestId(`cockfight-result-${fightId}`)).toContainText('Meron wins');

  // The member's settled cockfight bets list it with its payout.
  await desk.getByTestId('cockfight-bets-tab-settled').click();
  const settled = desk.getByTestId('cockfight-bets-settled').getByTestId(`cockfight-bet-${betId}`);
  await expect(settled).toHaveAttribute('data-outcome', 'win');
  await expect(settled.getByTestId('cockfight-bet-payout')).toContainText('195.00');

  // Then the next fight comes on the stage by itself once the result has been shown a while.
  await expect(stage).not.toHaveAttribute('data-match', fightId, { timeout: 60_000 });
  await expect(stage).toHaveAttribute('data-phase', /open|closed|live/);
  await shoot(desk, 'next-en-dark-desktop');
  await phone.context().close();
  await desk.context().close();
});

/** "1234567" → "1,234,567", as the page writes whole amounts. */
function groupThousands(whole: string): string {
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
