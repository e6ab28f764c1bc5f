import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { startSessionByApi, useFreshAddress } from '../accounts';
import { expect, SCREENSHOT_DIR, type Site, test } from '../fixtures';
import { localeText } from '../locale-text';
import { lotteryGame } from '../lottery';
import { freshMember, MEMBER_PASSWORD, memberPage } from '../wallet';

// Accessibility (issue 24 item 6, docs/hardening/pwa-a11y.md): axe-core finds no serious or critical
// violation on the pages a member meets first, in both themes. The lottery scheduler runs, so the
// lottery page shows a real open issue and its bet board.
test.use({ siteConfig: { lotteryTickMs: 250 } });

type Theme = 'dark' | 'light';

/** A page of the check: how to open it (logged in or not) and what shows once it is ready. */
type Target = { name: string; open: (page: Page, site: Site) => Promise<void> };

/** What axe-core found that a member would trip over: rule, impact, and where (first few nodes). */
function seriousViolations(results: Awaited<ReturnType<AxeBuilder['analyze']>>) {
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')} — ${node.failureSummary?.split('\n').slice(1).join(' ')}`),
      count: violation.nodes.length,
    }));
}

async function guestPage(page: Page, pathname: string, ready: string): Promise<void> {
  await useFreshAddress(page);
  await page.goto(pathname);
  await expect(page.getByTestId(ready)).toBeVisible();
}

const TARGETS: Target[] = [
  { name: 'home', open: (page) => guestPage(page, '/', 'home-page') },
  { name: 'lobby', open: (page) => guestPage(page, '/slots', 'app-header') },
  { name: 'login', open: (page) => guestPage(page, '/login', 'login-popup') },
  { name: 'register', open: (page) => guestPage(page, '/register', 'register-popup') },
  {
    name: 'member-centre',
    open: async (page, site) => {
      await memberPage(page, await freshMember(site, 50_000n), 'en', '/member');
      await expect(page.getByTestId('member-centre')).toBeVisible();
    },
  },
  {
    name: 'lottery',
    open: async (page, site) => {
      const game = await lotteryGame(site, 'ssc', 13);
      await memberPage(page, await freshMember(site, 50_000n), 'en', `/lottery?gameCode=${game.code}`);
      await expect(page.getByTestId('bet-board')).toBeVisible();
      await expect(page.getByTestId('lottery-current-numero')).not.toBeEmpty();
    },
  },
  {
    name: 'agent-home',
    open: async (page) => {
      await useFreshAddress(page);
      await startSessionByApi(page, 'agent01', 'Agent1234', 'agent');
      await page.goto('/agentHome');
      await expect(page.getByTestId('agent-clock-offset')).toBeVisible();
    },
  },
];

for (const theme of ['dark', 'light'] as const satisfies readonly Theme[]) {
  for (const target of TARGETS) {
    test(`${target.name} (${theme}): no serious or critical axe-core violation`, async ({ page, site }) => {
      await page.addInitScript((t) => localStorage.setItem('fortuna.theme', t), theme);
      await target.open(page, site);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const results = await new AxeBuilder({ page }).analyze();
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `a11y-${target.name}-${theme}.png`) });
      expect(seriousViolations(results)).toEqual([]);
    });
  }
}

/**
 * Whether the focused element shows where focus is: an outline (base.css :focus-visible) or a ring
 * drawn with box-shadow, on the element or on the field around it (:focus-within).
 */
async function focusShown(page: Page): Promise<{ shown: boolean; element: string }> {
  return page.evaluate(() => {
    const active = document.activeElement;
    const element = active
      ? `${active.tagName.toLowerCase()} ${active.getAttribute('data-testid') ?? active.textContent?.trim().slice(0, 30) ?? ''}`
      : 'none';
    for (let node = active; node && node !== document.body; node = node.parentElement) {
      const style = getComputedStyle(node);
      if ((style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 1) || style.boxShadow !== 'none')
        return { shown: true, element };
      if (node !== active && node.matches('[role="dialog"], form, header, main')) break;
    }
    return { shown: false, element };
  });
}

/** Presses Tab until `target` has focus (at most `limit` times), checking at every stop that focus shows. */
async function tabTo(page: Page, target: Locator, limit: number): Promise<void> {
  for (let step = 0; step < limit; step++) {
    await page.keyboard.press('Tab');
    const focus = await focusShown(page);
    expect(focus, `focus is visible on ${focus.element}`).toMatchObject({ shown: true });
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`${limit} presses of Tab did not reach the target`);
}

test('keyboard only: skip link, a menu, the login popup (focus kept inside, Escape closes it) and a login', async ({ page, site }) => {
  const username = await freshMember(site);
  await useFreshAddress(page);
  await page.addInitScript(() => localStorage.setItem('fortuna.language', 'en'));
  await page.goto('/');
  await expect(page.getByTestId('home-page')).toBeVisible();
  await page.waitForLoadState('networkidle');

  // The first stop is the skip link, and it leads to the page's main content.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: localeText('en', 'app.skip_to_content') });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();

  // The customer-service menu opens with Enter, Tab goes into it, Escape closes it and returns to its button.
  const header = page.getByTestId('app-header');
  const service = header.getByRole('button', { name: localeText('en', 'cs.title') });
  // From the top of the page again: the skip link moved focus past the header.
  await page.reload();
  await expect(page.getByTestId('home-page')).toBeVisible();
  await tabTo(page, service, 40);
  await page.keyboard.press('Enter');
  await expect(service).toHaveAttribute('aria-expanded', 'true');
  const panel = page.getByRole('dialog', { name: localeText('en', 'cs.title') });
  await page.keyboard.press('Tab');
  await expect.poll(() => panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(service).toHaveAttribute('aria-expanded', 'false');
  await expect(service).toBeFocused();

  // On to the header's log-in link; Enter opens the login popup with focus inside it.
  const login = header.getByRole('link', { name: localeText('en', 'header.login'), exact: true });
  await tabTo(page, login, 20);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login$/);
  const popup = page.getByTestId('login-popup');
  await expect(popup).toBeVisible();
  await expect.poll(() => popup.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  // Tab and Shift+Tab cycle inside the modal dialog, never behind it.
  for (const key of [...Array(12).fill('Tab'), ...Array(6).fill('Shift+Tab')] as string[]) {
    await page.keyboard.press(key);
    expect(await popup.evaluate((el) => el.contains(document.activeElement)), `focus after ${key}`).toBe(true);
    expect(await focusShown(page)).toMatchObject({ shown: true });
  }
  // Escape closes it and gives focus back to the link that opened it.
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await expect(page).not.toHaveURL(/\/login$/);
  await expect(login).toBeFocused();

  // Open it again, fill the form and send it with the keyboard alone.
  await page.keyboard.press('Enter');
  await expect(popup).toBeVisible();
  await tabTo(page, popup.getByTestId('login-username'), 15);
  await page.keyboard.type(username);
  await tabTo(page, popup.getByTestId('login-password'), 3);
  await page.keyboard.type(MEMBER_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(popup).toBeHidden();
  await expect(page.getByTestId('account-bar')).toBeVisible();
});
