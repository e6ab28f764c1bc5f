import { expect, test } from '../fixtures';
import { localeText } from '../locale-text';

test('switching language persists across reload and is sent to the server', async ({ page, gotoHome }) => {
  await gotoHome(page);
  await page.getByTestId('language-select').selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('top-nav')).toContainText(localeText('en', 'nav.home'));
  const announcements = page.waitForRequest((req) => req.url().includes('MCSFE_getListAnnouncements'));
  await page.reload();
  expect((await announcements).headers().language).toBe('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('language-select')).toHaveValue('en');

  await page.getByTestId('language-select').selectOption('zh');
  await page.reload();
  await expect(page.getByTestId('top-nav')).toContainText(localeText('zh', 'nav.home'));
});

test('a language’s texts load on demand: only when it is chosen, from its own file', async ({ page, gotoHome }) => {
  const korean = (url: string) => /\/assets\/ko-[\w-]+\.json$/.test(new URL(url).pathname);
  const early: string[] = [];
  page.on('request', (request) => {
    if (korean(request.url())) early.push(request.url());
  });
  await gotoHome(page);
  // The first visit (MY) fetched Burmese and English texts, not the other languages'.
  expect(early).toEqual([]);
  const loaded = page.waitForResponse((response) => korean(response.url()) && response.ok());
  await page.getByTestId('language-select').selectOption('ko');
  await loaded;
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(page.getByTestId('top-nav')).toContainText(localeText('ko', 'nav.home'));
});

test('switching theme persists across reload', async ({ page, gotoHome }) => {
  await gotoHome(page);
  const html = page.locator('html');
  const before = await html.getAttribute('data-theme');
  const after = before === 'dark' ? 'light' : 'dark';
  await page.getByTestId('theme-toggle').click();
  await expect(html).toHaveAttribute('data-theme', after);
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', after);
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await page.getByTestId('theme-toggle').click();
  await expect(html).toHaveAttribute('data-theme', before ?? 'dark');
  // The background changes through a (reduced-motion, near-instant) transition: read until it has.
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(background);
});
