import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, SCREENSHOT_DIR, test } from '../fixtures';
import { freshMember, headerBalance, memberPage } from '../wallet';

/** A text of red envelopes' own locale files (features/red-envelopes/locales), by dotted key. */
function envelopeText(language: 'en' | 'zh' | 'my', key: string): string {
  const file = path.resolve(
    path.dirname(fileURLToPath(import.meta.url)),
    `../../apps/web/src/features/red-envelopes/locales/${language}.json`,
  );
  const bundle = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], bundle);
  if (typeof value !== 'string') throw new Error(`no text ${language}:${key}`);
  return value;
}

test('a member follows the floating envelope, opens one of the live demo drop, and the wallet grows by its amount', async ({
  page,
  browser,
  site,
}) => {
  // Several pages and a second browser: the default 45 s is short on a loaded machine.
  test.setTimeout(240_000);
  const username = await freshMember(site, 0n);
  await memberPage(page, username);
  await expect(headerBalance(page)).toHaveText('0.00');

  // The floating envelope leads to the member centre's red envelopes, and the keyboard reaches it.
  const float = page.getByTestId('red-envelope-float');
  await expect(float).toBeVisible();
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'red-envelope-float.png') });
  await float.getByRole('link').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/member#redEnvelope$/);
  await expect(float).toHaveCount(0);

  const section = page.getByTestId('red-envelope-section');
  const drop = section.locator('[data-testid="red-envelope-drop"][data-state="live"]').first();
  await drop.getByTestId('red-envelope-open').click();
  const dialog = page.getByTestId('red-envelope-dialog');
  await expect(dialog.getByTestId('red-envelope-confirm')).toBeFocused();
  await page.keyboard.press('Enter');
  // The animation may be skipped; the amount then shows at once.
  await dialog
    .getByTestId('red-envelope-skip')
    .click({ timeout: 2000 })
    .catch(() => undefined);
  const amount = dialog.getByTestId('red-envelope-amount');
  await expect(amount).toHaveAttribute('data-shown', 'true');
  const text = (await amount.textContent()) ?? '';
  const won = /([\d,]+\.\d{2})/.exec(text)?.[1] ?? '';
  expect(Number(won.replaceAll(',', ''))).toBeGreaterThanOrEqual(1);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'red-envelope-opened.png') });
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  await expect(drop.getByTestId('red-envelope-mine')).toContainText(won);
  await expect(headerBalance(page)).toHaveText(won);
  await expect(section.getByTestId('red-envelope-history')).toContainText(won);

  // The fairness record: the committed hash now, the seed only after the drop ends.
  await drop.getByTestId('red-envelope-fairness').click();
  await expect(drop.getByTestId('red-envelope-hash')).toHaveText(/^[0-9a-f]{64}$/);
  await expect(drop.getByTestId('red-envelope-verification')).toContainText(envelopeText('en', 'redEnvelope.seed_hidden'));
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'red-envelope-section-en.png'), fullPage: true });

  // The same member in Chinese, dark theme, at a phone's width.
  const context = await browser.newContext({ baseURL: site.url, viewport: { width: 390, height: 844 } });
  const phone = await context.newPage();
  await phone.addInitScript(() => localStorage.setItem('fortuna.theme', 'dark'));
  await memberPage(phone, username, 'zh', '/member#redEnvelope');
  await expect(phone.getByTestId('red-envelope-mine').first()).toContainText(won);
  await expect(phone.getByTestId('red-envelope-section')).toContainText(envelopeText('zh', 'redEnvelope.drops_title'));
  await phone.screenshot({ path: path.join(SCREENSHOT_DIR, 'red-envelope-section-zh-dark-phone.png'), fullPage: true });
  await context.close();
});
