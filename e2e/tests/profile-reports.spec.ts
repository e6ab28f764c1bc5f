import path from 'node:path';
import { seedTeamHistory } from '@fortuna/server/testing';
import type { Page } from '@playwright/test';
import { sql } from 'kysely';
import { PNG } from 'pngjs';
import { startSessionByApi, useFreshAddress } from '../accounts';
import { expect, SCREENSHOT_DIR, type Site, test } from '../fixtures';
import { usePreferences } from '../games';
import { operatorPage } from '../wallet';

/** The demo's player, whose seeded team history (seed/team-history.ts) gives it settled rounds on recent days. */
const PLAYER = { username: 'player01', password: 'Player123' };

/** 123450n → "1,234.50", -500n → "-5.00" */
function shown(minor: bigint): string {
  const sign = minor < 0n ? '-' : '';
  const abs = minor < 0n ? -minor : minor;
  const whole = (abs / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${whole}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** The newest business day (merchant's zone) of the last 7 with settled rounds of the player, and its sums, from the rollups. */
async function seededDay(site: Site): Promise<{ day: string; bets: bigint; payout: bigint }> {
  const { rows } = await sql<{ day: string; bets: string; payout: string }>`
    SELECT to_char((r.hour AT TIME ZONE m.time_zone)::date, 'YYYY-MM-DD') AS day, sum(r.bets)::text AS bets, sum(r.payout)::text AS payout
      FROM member_hourly_rollup r
      JOIN member p ON p.id = r.member_id
      JOIN merchant m ON m.id = p.merchant_id
     WHERE p.username = ${PLAYER.username}
       AND (r.hour AT TIME ZONE m.time_zone)::date > (now() AT TIME ZONE m.time_zone)::date - 7
       AND r.hour < now()
     GROUP BY 1
     ORDER BY 1 DESC
     LIMIT 1`.execute(site.database.db);
  const row = rows[0];
  if (!row) throw new Error('the demo seed gave player01 no settled rounds in the last 7 days');
  return { day: row.day, bets: BigInt(row.bets), payout: BigInt(row.payout) };
}

async function playerPage(page: Page, language: 'en' | 'zh' | 'my', theme: 'light' | 'dark', landing: string): Promise<void> {
  await useFreshAddress(page);
  await usePreferences(page, language, theme);
  await startSessionByApi(page, PLAYER.username, PLAYER.password);
  await page.goto(landing);
  await expect(page.getByTestId('account-bar')).toBeVisible();
}

/** A full-page picture after requests and fonts settled, with nothing scrolling sideways. */
async function shoot(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `profile-reports-${name}.png`), fullPage: true });
}

test('player01 edits the profile (a locked field stays locked) and changes the icon, built-in and uploaded', async ({ page, site }) => {
  await playerPage(page, 'en', 'light', '/member#account');
  const form = page.getByTestId('profile-form');
  await expect(form.getByTestId('profile-fullname')).toBeEditable();

  // A malformed value is refused on the form.
  await form.getByTestId('profile-telegram').fill('no spaces please');
  await form.getByTestId('profile-save').click();
  await expect(form.getByTestId('profile-telegram-error')).toBeVisible();

  await form.getByTestId('profile-telegram').fill('@fortuna_player');
  await form.getByTestId('profile-zalo').fill('+84901234567');
  await form.getByTestId('profile-fullname').fill('Aung Kyaw');
  await form.getByTestId('profile-save').click();
  // Full name locks after its first save: the member confirms.
  const confirm = page.getByTestId('profile-confirm');
  await expect(confirm).toBeVisible();
  await confirm.getByTestId('profile-confirm-save').click();
  await expect(page.locator('[data-testid="toast"]').filter({ hasText: 'Your profile was saved.' })).toBeVisible();

  await expect(form.getByTestId('profile-fullname')).not.toBeEditable();
  await expect(form.getByTestId('profile-fullname')).toHaveValue('Aung Kyaw');
  const row = await site.database.db
    .selectFrom('member')
    .select(['fullname', 'telegram', 'zalo', 'profile_saved'])
    .where('username', '=', PLAYER.username)
    .executeTakeFirstOrThrow();
  expect(row).toMatchObject({ fullname: 'Aung Kyaw', telegram: 'fortuna_player', zalo: '+84901234567' });
  expect(row.profile_saved).toContain('fullname');

  // After a reload the locked field is still read-only; the API refuses a change too.
  await page.reload();
  await expect(form.getByTestId('profile-fullname')).not.toBeEditable();
  const token = await page.evaluate(() => sessionStorage.getItem('fortuna.token') ?? '');
  const refused = await page.request.put('/wps/member/info/profile', {
    data: { fullname: 'Someone Else' },
    headers: { authorization: token, merchant: 'FORTUNA' },
  });
  expect(refused.status()).toBe(409);

  // A built-in avatar: the header shows it.
  await page.getByTestId('profile-avatar-5').click();
  await expect(page.getByTestId('profile-avatar-5')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('account-bar').locator('img').first()).toHaveAttribute('src', /set-5\.svg$/);

  // An uploaded picture: resized on the server, served from /wps/member/icons.
  const source = new PNG({ width: 400, height: 300 });
  for (let i = 0; i < source.data.length; i += 4) source.data.set([42, 111, 151, 255], i);
  await page.getByTestId('profile-icon-file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG.sync.write(source) });
  await expect(page.getByTestId('profile-icon-current')).toHaveAttribute('src', /\/wps\/member\/icons\//);
  const src = (await page.getByTestId('profile-icon-current').getAttribute('src')) ?? '';
  const served = await page.request.get(src);
  expect(served.headers()['content-type']).toBe('image/png');
  const icon = PNG.sync.read(await served.body());
  expect([icon.width, icon.height]).toEqual([256, 256]);
  await expect(page.getByTestId('account-bar').locator('img').first()).toHaveAttribute('src', src);
  await shoot(page, 'account-en-light');
});

test('personal loss shows the seeded day figures; the credit report adds up', async ({ page, site }) => {
  test.setTimeout(240_000);
  // The demo start seeds player01's play (seed/providers.ts → seedDemoTeamHistory); test databases
  // leave that history out, so this spec runs the same seeding for player01.
  const db = site.database.db;
  const merchant = await db.selectFrom('merchant').selectAll().where('code', '=', 'FORTUNA').executeTakeFirstOrThrow();
  // The seeding draws its days at random and may give a short history a day off, playing nothing:
  // it seeds again until it has played (a pass plays nothing about one time in 13).
  let played = 0;
  for (let pass = 0; pass < 20 && played === 0; pass++) {
    played = await seedTeamHistory(db, merchant, { usernames: [PLAYER.username], days: 3, roundsPerDay: 3 });
  }
  expect(played).toBeGreaterThan(0);
  const seeded = await seededDay(site);
  await playerPage(page, 'en', 'light', '/member#personal-loss');
  const section = page.getByTestId('member-section-personalLoss');
  await section.getByTestId('personal-loss-range-previous_7_days').click();
  const day = section.locator(`[data-testid="personal-loss-day"][data-day="${seeded.day}"]`);
  await expect(day).toHaveCount(1);
  await expect(day.getByTestId('day-bets')).toHaveText(shown(seeded.bets));
  await expect(day.getByTestId('day-payout')).toHaveText(shown(seeded.payout));
  await expect(day.getByTestId('day-net')).toHaveText(shown(seeded.payout - seeded.bets));

  // Only the seeded day: the totals are that day's.
  await section.getByTestId('personal-loss-range-from').fill(seeded.day);
  await section.getByTestId('personal-loss-range-to').fill(seeded.day);
  await expect(section.getByTestId('personal-loss-day')).toHaveCount(1);
  await expect(section.getByTestId('personal-loss-total-bets')).toHaveText(shown(seeded.bets));
  await expect(section.getByTestId('personal-loss-total-payout')).toHaveText(shown(seeded.payout));
  await shoot(page, 'personal-loss-en-light');

  // Days long before the history have nothing: the empty state.
  await section.getByTestId('personal-loss-range-from').fill('2020-01-01');
  await section.getByTestId('personal-loss-range-to').fill('2020-01-31');
  await expect(section.getByText('No settled play in these days')).toBeVisible();

  // The credit report: opening + net change = closing.
  await page.goto('/member#credit-report');
  const credit = page.getByTestId('member-section-creditReport');
  await credit.getByTestId('credit-range-previous_30_days').click();
  await expect(credit.getByTestId('credit-closing')).toHaveText(/\d/);
  const money = async (id: string) => Math.round(Number(((await credit.getByTestId(id).textContent()) ?? '').replace(/,/g, '')) * 100);
  expect((await money('credit-opening')) + (await money('credit-total-net'))).toBe(await money('credit-closing'));

  // Chinese, dark; then a phone.
  await usePreferences(page, 'zh', 'dark');
  await page.goto('/member#personal-loss');
  // Only the hash changed: reload so the new preferences apply.
  await page.reload();
  await expect(page.getByTestId('member-section-personalLoss').getByTestId('personal-loss-totals')).toBeVisible();
  await shoot(page, 'personal-loss-zh-dark');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByTestId('member-section-personalLoss').getByTestId('personal-loss-day').first()).toBeVisible();
  await shoot(page, 'personal-loss-zh-phone');
  await page.goto('/member#account');
  await expect(page.getByTestId('profile-form')).toBeVisible();
  await shoot(page, 'account-zh-phone');
});

test('the operator hides a profile field and locks another; the member sees it', async ({ browser, page, site }) => {
  const ops = await operatorPage(browser, site, 'en');
  await ops.goto('/backoffice/site/register');
  const card = ops.getByTestId('site-profile-rules');
  await expect(card).toBeVisible();
  await card.getByTestId('site-profile-mode-occupation').selectOption('hidden');
  await card.getByTestId('site-profile-mode-address').selectOption('once');
  await card.getByTestId('site-profile-save').click();
  await expect(ops.locator('[data-testid="toast"]').filter({ hasText: /saved/i })).toBeVisible();
  const audit = await site.database.db.selectFrom('audit_log').select('after').where('action', '=', 'site.profile_rules').execute();
  expect(audit.length).toBeGreaterThan(0);
  await ops.context().close();

  await playerPage(page, 'en', 'dark', '/member#account');
  const form = page.getByTestId('profile-form');
  await expect(form.getByTestId('profile-address')).toBeVisible();
  await expect(form.getByTestId('profile-occupation')).toHaveCount(0);
  await shoot(page, 'account-en-dark');
  // Later specs of this worker find the default modes again.
  await site.database.db.deleteFrom('profile_field_rule').execute();
});
