import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiClient, freshIp, fund, operatorToken } from '@fortuna/server/testing';
import type { Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { startSessionByApi, useFreshAddress } from '../accounts';
import { expect, SCREENSHOT_DIR, type Site, test } from '../fixtures';
import { drawNow, holdCurrentIssue, issueStatus, lotteryGame } from '../lottery';
import { operatorPage } from '../ops';
import { headerBalance } from '../wallet';

// The member's bet is drawn and settled by the worker's lottery scheduler.
test.use({ siteConfig: { lotteryTickMs: 250 } });

/**
 * The journey is the demo player's own (issue 21: "player01 earns points by betting in the
 * lottery…"). Other journeys of the same worker's database move player01's money and may have
 * given it points, redemptions or a payment password of their own before this one runs, so every
 * figure here is a change from what player01 had when this test began, and every line looked for
 * is one this test made (its own goods, its redemptions' transaction numbers, its new details).
 */
const PLAYER = { username: 'player01', password: 'Player123' };
const PAYMENT_PASSWORD = '246810';
/** Every 1.00 of valid lottery bet earns 4 points; from 100 points, every 100 points convert to 1.00. */
const POINTS_PER_UNIT = 4;

/** A text of the points mall's own locale files (features/points/locales), by dotted key. */
function pointsText(language: 'en' | 'zh' | 'my', key: string): string {
  const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), `../../apps/web/src/features/points/locales/${language}.json`);
  const bundle = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], bundle);
  if (typeof value !== 'string') throw new Error(`no text ${language}:${key}`);
  return value;
}

/** A text of the back office points mall's locale (features/ops/points/locales/en.json). */
function opsText(key: string): string {
  const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/src/features/ops/points/locales/en.json');
  const bundle = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], bundle);
  if (typeof value !== 'string') throw new Error(`no text en:${key}`);
  return value;
}

/** A small gradient PNG, as an operator's upload. */
function pngImage(): Buffer {
  const png = new PNG({ width: 48, height: 36 });
  for (let y = 0; y < 36; y++)
    for (let x = 0; x < 48; x++) {
      const i = (y * 48 + x) * 4;
      png.data[i] = 40 + x * 4;
      png.data[i + 1] = 90 + y * 3;
      png.data[i + 2] = 200;
      png.data[i + 3] = 255;
    }
  return PNG.sync.write(png);
}

const shot = (name: string) => path.join(SCREENSHOT_DIR, `points-${name}.png`);

/** "1,234.50" → 123450 minor units. */
const minor = (text: string) => Math.round(Number(text.replaceAll(',', '')) * 100);

/** A points figure as the mall shows it: 1250 → "1,250". */
const grouped = (points: bigint) => String(points).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

type PointsFigures = { points: bigint; earned: bigint; pending: bigint };
type PointMoveRow = { id: string; type: string; changedPoints: string; pointsBalance: string; remark: string | null };

/**
 * player01 signed in through the API (its token for the calls below), with the payment password
 * this journey types set anew (set, not assumed: another journey may have set its own) and enough
 * money for the lottery bet paid in through the ledger.
 */
async function preparePlayer(site: Site): Promise<string> {
  const api = apiClient(site.app);
  const login = await api.encrypted(
    'POST',
    '/wps/session/login',
    { type: 'username', username: PLAYER.username, password: PLAYER.password },
    { 'x-forwarded-for': freshIp() },
  );
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  const token = login.body.value.token as string;
  const set = await api.encrypted(
    'POST',
    '/wps/member/paymentPassword',
    { loginPassword: PLAYER.password, paymentPassword: PAYMENT_PASSWORD, confirmPaymentPassword: PAYMENT_PASSWORD },
    { authorization: token, 'x-forwarded-for': freshIp() },
  );
  expect(set.status, JSON.stringify(set.body)).toBe(200);
  await fund(site.database.db, PLAYER.username, 100_000n);
  return token;
}

/** player01's points now (the balance call first credits anything it has earned and not yet been given). */
async function pointsFigures(site: Site, token: string): Promise<PointsFigures> {
  const reply = await apiClient(site.app).get('/wps/points/balance', { authorization: token });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  const value = reply.body.value as { points: string; earned: string; pending: string };
  return { points: BigInt(value.points), earned: BigInt(value.earned), pending: BigInt(value.pending) };
}

/** The ids of player01's newest points details lines. */
async function pointMoves(site: Site, token: string): Promise<PointMoveRow[]> {
  const reply = await apiClient(site.app).get('/wps/points/details?size=100', { authorization: token });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.value.rows as PointMoveRow[];
}

/** player01's page (own visitor address), opened logged in on `landing` once the header shows the balance. */
async function playerPage(page: Page, language: 'en' | 'zh', landing: string): Promise<void> {
  await useFreshAddress(page);
  await page.addInitScript((l) => localStorage.setItem('fortuna.language', l), language);
  await startSessionByApi(page, PLAYER.username, PLAYER.password);
  await page.goto(landing);
  await expect(page.getByTestId('account-bar')).toBeVisible();
  await expect(page.getByTestId('balance-amount')).toHaveText(/\d/);
}

/** The mall opened through the API with a lottery earning rule and a conversion row, and a gift of this test's own (name unique). */
async function openMall(site: Site) {
  const api = apiClient(site.app);
  const owner = await operatorToken(site.database.db);
  const settings = await api.put(
    '/ops/points/settings',
    {
      enabled: true,
      convertEnabled: true,
      rules: [
        { type: 'lottery', enabled: true, unit: '1.00', points: POINTS_PER_UNIT },
        { type: 'deposit', enabled: false, unit: '100.00', points: 1 },
      ],
      rates: [{ minPoints: '100', points: '100', amount: '1.00' }],
      rulesText: { en: 'Points are credited when your bets settle.\n<b>Plain text</b> only.', zh: '投注结算后计入积分。' },
    },
    { authorization: owner },
  );
  expect(settings.status, JSON.stringify(settings.body)).toBe(200);
  const tag = randomUUID().slice(0, 6);
  const goods = async (name: string, points: string) => {
    const reply = await api.post(
      '/ops/points/goods',
      {
        type: 'gift',
        names: { en: `${name} ${tag}`, zh: `${name} ${tag}（中文）` },
        descriptions: { en: `A ${name.toLowerCase()} shipped to you.\n<script>alert(1)</script>` },
        imageUrl: '',
        points,
        amount: '0',
        stock: 5,
        perMemberLimit: 3,
        needsAddress: true,
        needsMobile: true,
        promotionId: null,
        bonusAmount: null,
        enabled: true,
        sort: 0,
      },
      { authorization: owner },
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return `${name} ${tag}`;
  };
  return { mug: await goods('Travel mug', '300') };
}

/** Redeems one unit of a gift through its dialog: address, mobile, payment password, then the confirm step. */
async function redeemGift(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name: pointsText('en', 'points.tab_gift') }).click();
  await page.getByTestId('points-goods-card').filter({ hasText: name }).click();
  const dialog = page.getByTestId('points-goods-dialog');
  await expect(dialog.getByTestId('points-goods-remaining')).not.toBeEmpty();
  await dialog.getByTestId('points-address').fill('No. 12, Bogyoke Road, Yangon');
  await dialog.getByTestId('points-mobile-input').fill('912345678');
  await dialog.getByTestId('points-password').fill(PAYMENT_PASSWORD);
  await dialog.getByTestId('points-redeem-submit').click();
  await dialog.getByTestId('points-redeem-confirm-button').click();
  await expect(dialog).toHaveCount(0);
}

test('player01 earns points by betting in the lottery, redeems gifts an operator approves or rejects, and converts points to the wallet', async ({
  page,
  browser,
  site,
}) => {
  // Two browsers, a settled draw and a dozen dialogs: the bound is for hangs on a loaded machine.
  test.setTimeout(360_000);
  const { mug } = await openMall(site);

  // An operator adds a second gift in the back office, with its image uploaded.
  const context = await browser.newContext({ baseURL: site.url });
  const ops = await context.newPage();
  await operatorPage(ops, site, 'owner', 'points');
  await ops.getByRole('tab', { name: opsText('ops_points.tab_goods') }).click();
  await ops.getByTestId('ops-points-new-goods').click();
  const form = ops.getByTestId('ops-points-goods-form');
  const umbrella = `Umbrella ${randomUUID().slice(0, 6)}`;
  await form.getByTestId('ops-goods-name-en').fill(umbrella);
  await form.getByTestId('ops-goods-image').setInputFiles({ name: 'umbrella.png', mimeType: 'image/png', buffer: pngImage() });
  await expect(form.locator('img')).toBeVisible();
  await form.getByTestId('ops-goods-points').fill('200');
  await form.getByTestId('ops-goods-stock').fill('5');
  await form.getByTestId('ops-goods-limit').fill('3');
  await ops.screenshot({ path: shot('ops-goods-editor-en-dark') });
  await form.getByTestId('ops-goods-save').click();
  await expect(ops.getByTestId('ops-points-goods-dialog')).toHaveCount(0);
  await expect(ops.getByTestId('ops-points-goods-row').filter({ hasText: umbrella })).toHaveCount(1);

  const token = await preparePlayer(site);
  // What player01 had before this test's bet (anything earned earlier is credited by this call).
  const start = await pointsFigures(site, token);
  const movesBefore = new Set((await pointMoves(site, token)).map((m) => m.id));

  // The member bets 250.00 on a draw of a game of this spec's own; it is drawn and settled.
  const game = await lotteryGame(site, 'ssc', 6);
  const issue = await holdCurrentIssue(site, game, 'ssc');
  const bet = await apiClient(site.app).post(
    '/lgw/lottery/bets',
    {
      requestId: randomUUID(),
      gameCode: game.code,
      numero: issue.numero,
      bets: [{ betType: 'ssc.position_digit', selection: { position: 1, digits: [1, 2, 3, 4, 5] }, unitStake: '50' }],
    },
    { authorization: token },
  );
  expect(bet.status, JSON.stringify(bet.body)).toBe(200);
  await drawNow(site, issue.id);
  await expect.poll(() => issueStatus(site, issue.id), { timeout: 0 }).toBe('settled');

  // The mall shows the points the settled bet earned (250.00 × 4), and the details list the credit.
  const earned = 250n * BigInt(POINTS_PER_UNIT);
  await page.addInitScript(() => localStorage.setItem('fortuna.theme', 'light'));
  await playerPage(page, 'en', '/pointMall');
  await expect(page.getByTestId('points-balance')).toHaveText(grouped(start.points + earned));
  await expect(page.getByTestId('points-earned')).toHaveText(grouped(start.earned + earned));
  // The bet's one new line: a lottery credit of 1,000 on 250.00 at 1.00 × 4.
  const newMoves = (await pointMoves(site, token)).filter((m) => !movesBefore.has(m.id));
  expect(newMoves.map((m) => [m.type, m.changedPoints, m.pointsBalance])).toEqual([
    ['lottery', `+${earned}`, String(start.points + earned)],
  ]);
  await expect(page.getByTestId('points-goods-card').filter({ hasText: umbrella }).locator('img')).toBeVisible();
  await page.screenshot({ path: shot('gifts-en-light'), fullPage: true });
  await page.getByRole('tab', { name: pointsText('en', 'points.tab_promotion') }).click();
  await expect(page.getByTestId('points-goods-promotion').or(page.getByText(pointsText('en', 'points.goods_empty')))).toBeVisible();
  await page.screenshot({ path: shot('promotion-en-light'), fullPage: true });
  await page.getByRole('tab', { name: pointsText('en', 'points.tab_details') }).click();
  const credit = page.locator(`[data-testid="points-details-row"][data-id="${newMoves[0]?.id}"]`);
  await expect(credit).toHaveAttribute('data-type', 'lottery');
  await expect(credit.getByTestId('points-details-change')).toHaveText(`+${grouped(earned)}`);

  // The rules: the lottery rule, the rate row, and the operator's text as plain text.
  await page.getByTestId('points-rules').click();
  const rules = page.getByTestId('points-rules-dialog');
  await expect(rules.getByTestId('points-rule-lottery')).toBeVisible();
  await expect(rules.getByTestId('points-rules-text')).toContainText('<b>Plain text</b> only.');
  await page.screenshot({ path: shot('rules-en-light') });
  await page.keyboard.press('Escape');

  // Two gifts redeemed with address, mobile and payment password: their points leave at once.
  await redeemGift(page, mug);
  await expect(page.getByTestId('points-balance')).toHaveText(grouped(start.points + earned - 300n));
  await redeemGift(page, umbrella);
  await expect(page.getByTestId('points-balance')).toHaveText(grouped(start.points + earned - 500n));
  await expect(page.getByTestId('points-pending')).toHaveText(grouped(start.pending + 500n));
  await page.getByRole('tab', { name: pointsText('en', 'points.tab_history') }).click();
  // This test's two redemptions, by their goods (names of this test's own), each with its transaction number.
  const history = page.getByTestId('points-history-row');
  const mugLine = history.filter({ hasText: mug });
  const umbrellaLine = history.filter({ hasText: umbrella });
  await expect(mugLine).toHaveCount(1);
  await expect(umbrellaLine).toHaveCount(1);
  await expect(umbrellaLine).toHaveAttribute('data-status', 'in_process');
  const umbrellaNo = ((await umbrellaLine.locator('td').first().textContent()) ?? '').trim();
  expect(umbrellaNo).toMatch(/^PR\d+/);
  await page.screenshot({ path: shot('history-en-light'), fullPage: true });

  // The operator approves the mug with a voucher code and rejects the umbrella.
  await ops.getByRole('tab', { name: opsText('ops_points.tab_redemptions') }).click();
  await ops.getByTestId('ops-points-username').fill(PLAYER.username);
  // player01's queue may hold redemptions of other journeys: this test decides its own two.
  const queue = ops.getByTestId('ops-points-row').filter({ hasText: new RegExp(`${mug}|${umbrella}`) });
  await expect(queue).toHaveCount(2);
  await queue.filter({ hasText: mug }).getByTestId('ops-points-approve').click();
  await ops.getByTestId('ops-points-reply').fill('VOUCHER-2468');
  await ops.getByTestId('ops-points-decision-ok').click();
  await expect(queue.filter({ hasText: mug })).toHaveCount(0);
  await queue.filter({ hasText: umbrella }).getByTestId('ops-points-reject').click();
  await ops.getByTestId('ops-points-reply').fill('Out of this colour');
  await ops.getByTestId('ops-points-decision-ok').click();
  await expect(queue).toHaveCount(0);
  await ops.getByTestId('ops-points-status').selectOption('');
  await expect(queue).toHaveCount(2);
  await ops.screenshot({ path: shot('ops-queue-en-dark'), fullPage: true });
  // The goods with their stock: the approved mug holds one unit, the rejected umbrella's came back.
  await ops.getByRole('tab', { name: opsText('ops_points.tab_goods') }).click();
  const goodsRows = ops.getByTestId('ops-points-goods-row');
  // Stock is per good: the approved mug holds 1 of 5, the rejected umbrella's unit came back.
  const mugRow = goodsRows.filter({ hasText: mug });
  await expect(mugRow.getByTestId('ops-goods-redeemed')).toHaveText('1');
  await expect(mugRow.getByTestId('ops-goods-remaining')).toHaveText('4');
  const umbrellaRow = goodsRows.filter({ hasText: umbrella });
  await expect(umbrellaRow.getByTestId('ops-goods-redeemed')).toHaveText('0');
  await expect(umbrellaRow.getByTestId('ops-goods-remaining')).toHaveText('5');
  await ops.screenshot({ path: shot('ops-goods-en-dark'), fullPage: true });
  await ops.getByRole('tab', { name: opsText('ops_points.tab_settings') }).click();
  await expect(ops.getByTestId('ops-points-rule-lottery')).toBeVisible();
  await ops.screenshot({ path: shot('ops-settings-en-dark'), fullPage: true });
  await context.close();

  // player01 sees both decisions; the rejected umbrella's 200 points came back.
  await page.reload();
  await expect(page.getByTestId('points-balance')).toHaveText(grouped(start.points + earned - 300n));
  await expect(page.getByTestId('points-pending')).toHaveText(grouped(start.pending));
  await page.getByRole('tab', { name: pointsText('en', 'points.tab_history') }).click();
  await expect(mugLine).toHaveAttribute('data-status', 'approved');
  await expect(mugLine.getByTestId('points-history-reply')).toHaveText('VOUCHER-2468');
  await expect(umbrellaLine).toHaveAttribute('data-status', 'rejected');
  await page.getByRole('tab', { name: pointsText('en', 'points.tab_details') }).click();
  // The return is the line that names the umbrella's transaction number.
  const giveBack = page.locator('[data-testid="points-details-row"][data-type="return"]').filter({ hasText: umbrellaNo });
  await expect(giveBack).toHaveCount(1);
  await expect(giveBack.getByTestId('points-details-change')).toHaveText('+200');

  // 500 points convert to 5.00 in the main wallet: previewed, confirmed, and the header balance grows.
  const before = minor((await headerBalance(page).textContent()) ?? '');
  await page.getByTestId('points-convert').click();
  const convert = page.getByTestId('points-convert-dialog');
  await convert.getByTestId('points-convert-points').fill('150');
  await expect(convert.getByTestId('points-convert-preview')).toContainText('100');
  await convert.getByTestId('points-convert-points').fill('500');
  await expect(convert.getByTestId('points-convert-amount')).toContainText('5.00');
  await convert.getByTestId('points-convert-password').fill(PAYMENT_PASSWORD);
  await convert.getByTestId('points-convert-submit').click();
  await convert.getByTestId('points-convert-confirm-button').click();
  await expect(convert).toHaveCount(0);
  await expect(page.getByTestId('points-balance')).toHaveText(grouped(start.points + earned - 800n));
  await expect.poll(async () => minor((await headerBalance(page).textContent()) ?? '')).toBe(before + 500);
  await page.screenshot({ path: shot('mall-en-light'), fullPage: true });

  // player01 in Chinese, dark theme, at a phone's width; the member centre shows the points too.
  const left = grouped(start.points + earned - 800n);
  const phoneContext = await browser.newContext({ baseURL: site.url, viewport: { width: 390, height: 844 } });
  const phone = await phoneContext.newPage();
  await phone.addInitScript(() => localStorage.setItem('fortuna.theme', 'dark'));
  await playerPage(phone, 'zh', '/pointMall');
  await expect(phone.getByTestId('points-balance')).toHaveText(left);
  await expect(phone.getByTestId('point-mall')).toContainText(pointsText('zh', 'points.tab_gift'));
  await phone.screenshot({ path: shot('mall-zh-dark-phone'), fullPage: true });
  await phone.getByTestId('points-goods-card').filter({ hasText: mug }).click();
  await expect(phone.getByTestId('points-goods-dialog')).toBeVisible();
  await phone.screenshot({ path: shot('goods-zh-dark-phone') });
  await phone.keyboard.press('Escape');
  await expect(phone.getByTestId('points-goods-dialog')).toHaveCount(0);
  await phone.getByRole('tab', { name: pointsText('zh', 'points.tab_history') }).click();
  await expect(phone.getByTestId('points-history-row').filter({ hasText: new RegExp(`${mug}|${umbrella}`) })).toHaveCount(2);
  await phone.screenshot({ path: shot('history-zh-dark-phone'), fullPage: true });
  await phone.getByTestId('points-convert').click();
  await expect(phone.getByTestId('points-convert-dialog')).toBeVisible();
  await phone.getByTestId('points-convert-points').fill('200');
  await expect(phone.getByTestId('points-convert-amount')).toContainText('2.00');
  await phone.screenshot({ path: shot('convert-zh-dark-phone') });
  await phone.keyboard.press('Escape');
  await phone.goto('/member#account');
  await expect(phone.getByTestId('account-points')).toContainText(left);
  await phoneContext.close();
});
