import path from 'node:path';
import { apiClient, freshIp, operatorToken } from '@fortuna/server/testing';
import type { Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { uniqueUsername, useFreshAddress } from '../accounts';
import { newPerson, prefer } from '../agent';
import { expect, SCREENSHOT_DIR, test } from '../fixtures';
import { operatorPage, opsShot } from '../ops';
import { freshMember, MEMBER_PASSWORD, memberPage } from '../wallet';
import { provokeXss, watchXss, XSS_PAYLOADS } from '../xss';

/**
 * The help centre and feedback (issue 17 items 3 and 4): the terms from the register popup, the
 * centre alone, a feedback with an image answered in the back office and seen by the member
 * without a reload, and no stored payload running anywhere these texts show.
 */

const shot = (name: string) => path.join(SCREENSHOT_DIR, `help-${name}.png`);

/** A real 48×32 PNG (a test pattern), as a phone's screenshot would be. */
function pngImage(): Buffer {
  const png = new PNG({ width: 48, height: 32 });
  for (let y = 0; y < 32; y++)
    for (let x = 0; x < 48; x++) {
      const i = (y * 48 + x) * 4;
      png.data[i] = x * 5;
      png.data[i + 1] = y * 8;
      png.data[i + 2] = 160;
      png.data[i + 3] = 255;
    }
  return PNG.sync.write(png);
}

test.describe('help centre', () => {
  test('the register popup’s terms link opens /help#term in the help modal', async ({ page, context }) => {
    await useFreshAddress(page);
    await prefer(page, 'en', 'light');
    await page.goto('/register');
    const popup = page.getByTestId('register-popup');
    await expect(popup).toBeVisible();
    const link = popup.getByTestId('terms-link');
    await expect(link).toHaveAttribute('href', '/help#term');
    const [terms] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await terms.waitForLoadState();
    expect(new URL(terms.url()).pathname + new URL(terms.url()).hash).toBe('/help#term');
    const modal = terms.getByTestId('help-modal');
    await expect(modal).toBeVisible();
    const panel = modal.getByTestId('help-panel');
    await expect(panel).toHaveAttribute('data-section', 'term');
    await expect(panel.getByRole('heading', { level: 2 })).toHaveText('Terms of use');
    await expect(panel).toContainText('You must be 18 or older');
    await expect(modal.getByRole('tab', { name: 'Terms of use' })).toHaveAttribute('aria-selected', 'true');
    await terms.screenshot({ path: shot('modal-term-en-light') });

    // Another tab moves the hash; closing goes home.
    await modal.getByRole('tab', { name: 'Deposits & withdrawals' }).click();
    await expect(terms).toHaveURL(/\/help#payments$/);
    await expect(panel).toContainText('KBZ Bank transfer');
  });

  test('/helpmc shows the centre alone, in the member’s language, at 390 px too', async ({ browser }) => {
    const page = await newPerson(browser, 'zh', 'dark');
    await page.goto('/helpmc#faq');
    await expect(page.getByTestId('help-centre-page')).toBeVisible();
    await expect(page.getByTestId('app-header')).toHaveCount(0);
    const panel = page.getByTestId('help-panel');
    await expect(panel).toHaveAttribute('data-section', 'faq');
    await expect(panel.getByRole('heading', { level: 2 })).toHaveText('常见问题');
    await expect(panel).toContainText('提款需要多长时间');
    await page.screenshot({ path: shot('helpmc-faq-zh-dark'), fullPage: true });
    await page.getByRole('tab', { name: '负责任博彩' }).click();
    await expect(page).toHaveURL(/#responsible$/);
    await expect(panel).toContainText('自我禁入');
    await page.setViewportSize({ width: 390, height: 844 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: shot('helpmc-responsible-zh-dark-390'), fullPage: true });
    await page.context().close();
  });
});

test.describe('feedback', () => {
  test('a member sends feedback with an image; an operator answers in the back office; the member sees it without reloading', async ({
    page,
    browser,
    site,
  }) => {
    test.setTimeout(300_000);
    const username = await freshMember(site);
    await memberPage(page, username, 'en', '/member#feedback');
    const section = page.getByTestId('member-section-feedback');
    await expect(section.getByTestId('feedback-form')).toBeVisible();

    // Bounds are checked before sending.
    await section.getByTestId('feedback-send').click();
    await expect(section.getByText('Choose what your feedback is about.')).toBeVisible();

    await section.getByTestId('feedback-type').selectOption('DEPOSIT');
    const question = `My KBZ transfer ${username} has not arrived after an hour.`;
    await section.getByTestId('feedback-content-input').fill(question);
    await section.getByTestId('feedback-images-input').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: pngImage() });
    await expect(section.getByText('receipt.png')).toBeVisible();
    await section.getByTestId('feedback-send').click();

    const thread = page.getByTestId('feedback-thread-dialog');
    await expect(thread.getByTestId('feedback-content')).toHaveText(question);
    await expect(thread.getByTestId('feedback-status')).toHaveText('Waiting');
    const image = thread.getByTestId('feedback-image').locator('img');
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(48);
    await page.screenshot({ path: shot('member-thread-en-light') });
    await page.keyboard.press('Escape');
    await expect(thread).toBeHidden();
    await expect(section.getByTestId('feedback-item').first()).toContainText(question);

    // The operator (customer service: support.read and support.write) answers in another browser.
    const ops = await browser.newContext({ baseURL: site.url });
    const opsPage = await ops.newPage();
    await operatorPage(opsPage, site, 'customer_service', 'feedback', 'en');
    await expect(opsPage.getByTestId('feedback-screen')).toBeVisible();
    await opsPage.getByTestId('ops-feedback-search').fill(username);
    const row = opsPage.getByTestId('ops-feedback-table-row').filter({ hasText: username });
    await expect(row).toHaveCount(1);
    await row.click();
    const opsThread = opsPage.getByTestId('ops-feedback-thread');
    await expect(opsThread.getByTestId('feedback-content')).toHaveText(question);
    const opsImage = opsThread.getByTestId('feedback-image').locator('img');
    await expect.poll(() => opsImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(48);
    const answer = 'We found your transfer and credited it just now. Sorry for the wait!';
    await opsThread.getByTestId('ops-feedback-reply-input').fill(answer);
    await opsPage.screenshot({ path: opsShot('feedback-thread-en') });
    await opsThread.getByTestId('ops-feedback-reply').click();
    await expect(opsThread.getByTestId('feedback-reply')).toContainText(answer);
    await expect(opsThread.getByTestId('feedback-status')).toHaveText('Answered');

    // The member, without reloading: the toast, the menu badge and the list's new-reply mark.
    await expect(page.getByText('Customer service replied to your feedback.')).toBeVisible();
    await expect(page.getByTestId('member-nav-feedback-badge')).toHaveText(/1/);
    const item = section.getByTestId('feedback-item').filter({ hasText: question });
    await expect(item.getByTestId('feedback-unread')).toBeVisible();
    await item.click();
    await expect(thread.getByTestId('feedback-reply')).toContainText(answer);
    await expect(page.getByTestId('member-nav-feedback-badge')).toHaveCount(0);
    await page.screenshot({ path: shot('member-reply-en-light') });

    // Closing asks first; a closed feedback takes no more replies.
    await opsThread.getByTestId('ops-feedback-close').click();
    await opsPage.getByTestId('ops-feedback-close-confirm-ok').click();
    await expect(opsThread.getByTestId('feedback-status')).toHaveText('Closed');
    await expect(opsThread.getByTestId('ops-feedback-reply-input')).toHaveCount(0);
    await ops.close();
  });

  test('my feedback reads in Chinese at 390 px on the light theme, with its bounds checked before sending', async ({ page, site }) => {
    const username = await freshMember(site);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript(() => localStorage.setItem('fortuna.theme', 'light'));
    await memberPage(page, username, 'zh', '/member#feedback');
    const section = page.getByTestId('member-section-feedback');
    await section.getByTestId('feedback-type').selectOption('GAME');
    await section.getByTestId('feedback-content-input').fill('太短');
    await section.getByTestId('feedback-send').click();
    await expect(section.getByText('请输入 10 到 1000 个字符。')).toBeVisible();
    await expect(section.getByText('暂无反馈')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: shot('member-feedback-zh-light-390'), fullPage: true });
  });

  test('the back-office help editor and feedback queue read in Chinese on a dark theme', async ({ page, site }) => {
    await page.addInitScript(() => localStorage.setItem('fortuna.theme', 'dark'));
    await operatorPage(page, site, 'owner', 'help', 'zh');
    await expect(page.getByTestId('help-screen')).toBeVisible();
    await page.getByTestId('help-section-term').click();
    await expect(page.getByTestId('help-preview')).toContainText('使用条款');
    await page.screenshot({ path: opsShot('help-editor-zh-dark'), fullPage: true });
    await page.goto('/backoffice/feedback');
    await expect(page.getByTestId('feedback-screen')).toBeVisible();
    await page.screenshot({ path: opsShot('feedback-queue-zh-dark'), fullPage: true });
  });
});

/** Payloads in pieces that fit a feedback (10–1,000 characters) or a reply (2,000). */
function chunks(items: readonly string[], max: number): string[] {
  const out: string[] = [];
  let current = '';
  for (const item of items) {
    if (current && current.length + item.length + 1 > max) {
      out.push(current);
      current = '';
    }
    current = current ? `${current}\n${item}` : item;
  }
  if (current) out.push(current);
  return out;
}

async function expectNothingFired(page: Page, watch: Awaited<ReturnType<typeof watchXss>>) {
  await provokeXss(page);
  expect(await watch.fired()).toEqual([]);
  expect(watch.dialogs).toEqual([]);
}

test('no stored payload runs: help HTML (written in the back office), feedback content and replies', async ({ page, browser, site }) => {
  test.setTimeout(360_000);
  const api = apiClient(site.app);
  const owner = await operatorToken(site.database.db, `xss_${uniqueUsername('o').slice(1)}`, 'owner');
  const asOps = { authorization: owner, 'x-forwarded-for': freshIp() };
  const original = (await api.get('/ops/help', asOps)).body.value.sections
    .find((s: { id: string }) => s.id === 'faq')
    .texts.find((x: { lang: string }) => x.lang === 'en');
  const username = await freshMember(site);
  try {
    // Every payload as help HTML (one section holds them all) and one as its title.
    const saved = await api.put(
      '/ops/help/faq/en',
      { title: `FAQ ${XSS_PAYLOADS[0]}`.slice(0, 80), content: XSS_PAYLOADS.join('\n<p>x</p>\n') },
      asOps,
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    // Every payload as feedback content and as replies.
    const login = await api.encrypted(
      'POST',
      '/wps/session/login',
      { type: 'username', username, password: MEMBER_PASSWORD },
      { 'x-forwarded-for': freshIp() },
    );
    const asMember = { authorization: login.body.value.token as string };
    const ids: number[] = [];
    for (const content of chunks(XSS_PAYLOADS, 1000)) {
      const sent = await api.put('/wps/feedback', { type: 'OTHER', content }, asMember);
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      ids.push(sent.body.value.id);
    }
    for (const content of chunks(XSS_PAYLOADS, 2000)) {
      const replied = await api.post(`/ops/feedback/${ids[0]}/reply`, { content }, asOps);
      expect(replied.status).toBe(200);
    }

    const watch = await watchXss(page);
    await prefer(page, 'en', 'light');
    // The help modal and the centre alone.
    await page.goto('/help#faq');
    await expect(page.getByTestId('help-panel')).toHaveAttribute('data-section', 'faq');
    await expect(page.getByTestId('help-panel')).toContainText('click');
    await expectNothingFired(page, watch);
    await page.goto('/helpmc#faq');
    await expect(page.getByTestId('help-panel')).toContainText('click');
    await expectNothingFired(page, watch);

    // My feedback: each thread; the payloads show as the text they are.
    await memberPage(page, username, 'en', '/member#feedback');
    const section = page.getByTestId('member-section-feedback');
    await expect(section.getByTestId('feedback-item')).toHaveCount(ids.length);
    for (const id of ids) {
      await section.locator(`[data-feedback-id="${id}"]`).click();
      const thread = page.getByTestId('feedback-thread-dialog');
      await expect(thread.getByTestId('feedback-content')).toContainText('window.__xss(');
      await expectNothingFired(page, watch);
      await page.keyboard.press('Escape');
      await expect(thread).toBeHidden();
    }

    // The back office's thread.
    const ops = await browser.newContext({ baseURL: site.url });
    const opsPage = await ops.newPage();
    const opsWatch = await watchXss(opsPage);
    await operatorPage(opsPage, site, 'owner', 'feedback', 'en');
    await opsPage.getByRole('tab', { name: 'All' }).click();
    await opsPage.getByTestId('ops-feedback-search').fill(username);
    await expect(opsPage.getByTestId('ops-feedback-table-row')).toHaveCount(ids.length);
    await opsPage
      .getByTestId('ops-feedback-table-row')
      .filter({ hasText: String(ids[0]) })
      .first()
      .click();
    await expect(opsPage.getByTestId('ops-feedback-thread').getByTestId('feedback-reply').first()).toContainText('window.__xss(');
    await expectNothingFired(opsPage, opsWatch);
    // The help editor's live preview of the stored payloads.
    await opsPage.goto('/backoffice/help');
    await opsPage.getByTestId('help-section-faq').click();
    await opsPage.getByTestId('help-language').selectOption('en');
    await expect(opsPage.getByTestId('help-preview')).toContainText('click');
    await expectNothingFired(opsPage, opsWatch);
    await ops.close();
  } finally {
    await api.put('/ops/help/faq/en', { title: original.title, content: original.content }, asOps);
  }
});
