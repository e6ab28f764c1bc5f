import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedSettledRound } from '@fortuna/server/testing';
import type { Page, WebSocket } from '@playwright/test';
import { expect, SCREENSHOT_DIR, type Site, test } from '../fixtures';
import { localeText } from '../locale-text';
import { freshMember, headerBalance, memberPage } from '../wallet';

const VIEWPORTS = { desktop: { width: 1366, height: 860 }, phone: { width: 375, height: 812 } } as const;

/** A text of the VIP page's own locale files (apps/web/src/features/vip/locales), by its key under `vip.`. */
function vipText(language: 'en' | 'zh' | 'my', key: string): string {
  const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), `../../apps/web/src/features/vip/locales/${language}.json`);
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { vip: Record<string, string> }).vip[key] as string;
}

/** A screenshot of the VIP journey (`vip-upgraded-en-dark-desktop.png`). */
function vipShot(name: string): string {
  return path.join(SCREENSHOT_DIR, `vip-${name}.png`);
}

/** What reaches Bronze (VIP 1): a credited deposit of 1,000 and valid bets of 5,000, written as the cashier and settlement would. */
async function reachBronze(site: Site, username: string): Promise<void> {
  const db = site.database.db;
  const member = await db.selectFrom('member').select(['id', 'merchant_id']).where('username', '=', username).executeTakeFirstOrThrow();
  const channel = await db
    .selectFrom('deposit_channel')
    .select('id')
    .where('merchant_id', '=', member.merchant_id)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('deposit')
    .values({
      merchant_id: member.merchant_id,
      member_id: member.id,
      channel_id: channel.id,
      amount: 100_000n,
      request_id: `vip-e2e-${member.id}`,
      status: 'CREDITED',
      decided_at: new Date(Date.now() - 60_000),
    })
    .execute();
  const game = await db.selectFrom('game').select('id').where('is_game', '=', true).executeTakeFirstOrThrow();
  await seedSettledRound(db, { username, gameId: game.id, bet: 500_000n, win: 0n, settledAt: new Date(Date.now() - 60_000) });
}

/** Resolves once the page's notifications socket has joined (Socket.IO's connect answer, "40…"). */
function socketJoined(page: Page): () => Promise<void> {
  const frames: string[] = [];
  page.on('websocket', (socket: WebSocket) => {
    if (!socket.url().includes('/socket.io/')) return;
    socket.on('framereceived', (frame) => frames.push(String(frame.payload)));
  });
  return () => expect.poll(() => frames.some((f) => f.startsWith('40'))).toBe(true);
}

test('a member whose deposits and bets reach Bronze sees the upgrade with its bonus, claims the weekly bonus', async ({ page, site }) => {
  const username = await freshMember(site, 0n);
  await reachBronze(site, username);
  const joined = socketJoined(page);
  await memberPage(page, username, 'en', '/member');
  await expect(headerBalance(page)).toHaveText('0.00');
  await joined();

  // Opening the VIP page evaluates the member: Bronze at once, its upgrade bonus paid, the toast over the socket.
  await page.getByTestId('member-nav-vip').click();
  const section = page.getByTestId('member-section-vip');
  await expect(section.getByTestId('vip-level-name')).toHaveText('Bronze');
  const toast = page.locator('[data-testid="toast"][data-kind="VIP_UPGRADED"]');
  await expect(toast).toContainText(localeText('en', 'notify.title_VIP_UPGRADED'));
  await expect(toast).toContainText('Ks 18.00');
  await expect(headerBalance(page)).toHaveText('18.00');
  await expect(section.getByTestId('vip-history')).toContainText('Ks 18.00');
  await expect(section.getByTestId('vip-level-row-1')).toHaveAttribute('aria-current', 'true');
  await expect(section.getByTestId('vip-progress-deposits')).toHaveAttribute('aria-valuenow', '20');
  await page.screenshot({ path: vipShot('upgraded-en-light-desktop'), fullPage: true });

  // The account menu shows the level.
  await page.getByTestId('account-menu-button').click();
  await expect(page.getByTestId('account-vip')).toHaveText('VIP 1 · Bronze');
  await page.keyboard.press('Escape');

  // The weekly bonus of Bronze, once.
  const weekly = section.getByTestId('vip-claim-weekly');
  await weekly.getByTestId('vip-claim-button').click();
  await expect(page.locator('[data-testid="toast"][data-kind="vip-claimed"]')).toContainText('Ks 5.00');
  await expect(weekly.getByTestId('vip-claim-status')).toHaveText(vipText('en', 'claimed'));
  await expect(headerBalance(page)).toHaveText('23.00');

  // The inbox keeps the upgrade's message.
  const upgradeNote = await site.database.db
    .selectFrom('notification')
    .select('notification.type')
    .innerJoin('member', 'member.id', 'notification.member_id')
    .where('member.username', '=', username)
    .where('notification.type', '=', 'VIP_UPGRADED')
    .execute();
  expect(upgradeNote).toHaveLength(1);

  for (const { theme, language, size } of [
    { theme: 'dark', language: 'en', size: 'desktop' },
    { theme: 'light', language: 'zh', size: 'phone' },
    { theme: 'dark', language: 'my', size: 'phone' },
  ] as const) {
    await page.addInitScript(
      ([l, t]) => {
        localStorage.setItem('fortuna.language', l);
        localStorage.setItem('fortuna.theme', t);
      },
      [language, theme] as const,
    );
    await page.setViewportSize(VIEWPORTS[size]);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expect(section.getByTestId('vip-level')).toContainText('VIP 1');
    await expect(section.getByTestId('vip-claim-weekly').getByTestId('vip-claim-status')).toHaveText(vipText(language, 'claimed'));
    await page.screenshot({ path: vipShot(`upgraded-${language}-${theme}-${size}`), fullPage: size === 'desktop' });
    if (size === 'phone') await section.screenshot({ path: vipShot(`section-${language}-${theme}-${size}`) });
  }
});
