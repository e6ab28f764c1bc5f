import { apiClient, freshIp, operatorToken } from '@fortuna/server/testing';
import type { Browser, Page } from '@playwright/test';
import { startOperatorSession, useFreshAddress } from '../accounts';
import { expect, type Site, test } from '../fixtures';
import { makeOperator, opsShot } from '../ops';
import { freshMember, MEMBER_PASSWORD, memberPage } from '../wallet';
import { provokeXss, watchXss, XSS_PAYLOADS } from '../xss';

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** A customer-service operator in its own browser context, on the chat console. */
async function consolePage(browser: Browser, site: Site, language: 'en' | 'zh' | 'my' = 'en', colorScheme: 'light' | 'dark' = 'light') {
  const context = await browser.newContext({ baseURL: site.url, colorScheme, viewport: { width: 1366, height: 860 } });
  const page = await context.newPage();
  await useFreshAddress(page);
  await page.addInitScript(
    ([l, theme]) => {
      localStorage.setItem('fortuna.language', l as string);
      localStorage.setItem('fortuna.theme', theme as string);
    },
    [language, colorScheme],
  );
  const { username } = await makeOperator(site, 'customer_service');
  await startOperatorSession(page, site, username, 'customer_service');
  await page.goto('/backoffice/chat');
  await expect(page.getByTestId('ops-operator')).toHaveText(username);
  return { page, username };
}

async function nicknameOf(site: Site, username: string): Promise<string> {
  const row = await site.database.db.selectFrom('member').select('nickname').where('username', '=', username).executeTakeFirstOrThrow();
  return row.nickname;
}

/** Opens the live chat from the header's customer-service list; the chat page opens in its own window. */
async function openLiveChat(page: Page): Promise<Page> {
  await page
    .getByTestId('app-header')
    .getByRole('button', { name: /customer service/i })
    .click();
  const popup = page.waitForEvent('popup');
  await page.getByRole('dialog').getByTestId('live-chat-entry').click();
  const chat = await popup;
  await expect(chat.getByTestId('live-chat-page')).toBeVisible();
  return chat;
}

test('a member and an operator chat live in two browsers: queue, accept, answers both ways, an image, the unread badge, history after a reload, hand-over and close', async ({
  page,
  browser,
  site,
}) => {
  const member = await freshMember(site);
  const nickname = await nicknameOf(site, member);
  await memberPage(page, member);

  let chat = await openLiveChat(page);
  await expect(chat.getByTestId('live-chat-status')).toHaveText('Write to us and an agent will answer.');
  await chat.getByTestId('chat-input').fill('Hello, my deposit has not arrived');
  await chat.getByTestId('chat-input').press('Enter');
  await expect(chat.getByTestId('chat-text').filter({ hasText: 'Hello, my deposit has not arrived' })).toBeVisible();
  await expect(chat.getByTestId('live-chat-status')).toHaveText('Waiting for an agent…');
  await chat.close();

  const { page: ops } = await consolePage(browser, site);
  const row = ops.getByTestId('ops-chat-row').filter({ hasText: nickname });
  await expect(row).toBeVisible();
  await row.click();
  await expect(ops.getByTestId('ops-chat-party')).toHaveText(nickname);
  await expect(ops.getByTestId('ops-chat-thread')).toContainText('Hello, my deposit has not arrived');
  await ops.getByTestId('ops-chat-accept').click();
  await expect(ops.getByTestId('ops-chat-status')).toContainText('Open');
  await ops.getByTestId('chat-input').fill('Hi, I am checking it now.');
  await ops.getByTestId('chat-send').click();
  await expect(ops.getByTestId('ops-chat-thread')).toContainText('Hi, I am checking it now.');

  // The member's page (chat window closed) shows the unread badge without reloading.
  await expect(page.getByTestId('app-header').getByTestId('live-chat-unread')).toHaveAttribute('title', '1 unread');

  // Re-opened: the history is there (kept in PostgreSQL), and reading clears the badge.
  chat = await openLiveChat(page);
  await expect(chat.getByTestId('chat-text')).toHaveText(['Hello, my deposit has not arrived', 'Hi, I am checking it now.']);
  await expect(chat.getByTestId('live-chat-status')).toHaveText('An agent is with you');
  await expect(page.getByTestId('app-header').getByTestId('live-chat-unread')).toHaveCount(0);

  // Live both ways, an image too.
  await chat.getByTestId('chat-input').fill('Here is my receipt');
  await chat.getByTestId('chat-input').press('Enter');
  await chat.getByTestId('chat-image-input').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
  await expect(ops.getByTestId('ops-chat-thread')).toContainText('Here is my receipt');
  await expect(ops.getByTestId('ops-chat-thread').getByTestId('chat-image')).toBeVisible();
  await ops.getByTestId('chat-image-input').setInputFiles({ name: 'answer.png', mimeType: 'image/png', buffer: PNG });
  await ops.getByTestId('chat-input').fill('Thank you, credited.');
  await ops.getByTestId('chat-send').click();
  await expect(chat.getByTestId('chat-text').last()).toHaveText('Thank you, credited.');
  await expect(chat.getByTestId('chat-image')).toHaveCount(2);
  await chat.screenshot({ path: opsShot('live-chat-member') });

  // Reloading the chat page keeps everything.
  await chat.reload();
  await expect(chat.getByTestId('chat-text')).toHaveText([
    'Hello, my deposit has not arrived',
    'Hi, I am checking it now.',
    'Here is my receipt',
    'Thank you, credited.',
  ]);

  // Hand-over to another operator, then that one closes; the member sees it ended.
  const other = await makeOperator(site, 'customer_service');
  await ops.getByTestId('ops-chat-handover').click();
  await ops.getByTestId('ops-chat-handover-select').selectOption({ label: other.username });
  await ops.getByRole('dialog').getByRole('button', { name: 'Hand over' }).click();
  await expect(ops.getByTestId('ops-chat-status')).toContainText(other.username);
  await expect(ops.getByTestId('chat-error')).toHaveText('Another operator holds this conversation, or it has not been accepted yet.');
  await expect(chat.getByText('Your conversation was passed to another agent.')).toBeVisible();
  await ops.screenshot({ path: opsShot('live-chat-console') });

  const second = await consolePage(browser, site);
  await startOperatorSession(second.page, site, other.username, 'customer_service');
  await second.page.goto('/backoffice/chat');
  await second.page.getByTestId('ops-chat-filter-mine').click();
  await second.page.getByTestId('ops-chat-row').filter({ hasText: nickname }).click();
  await second.page.getByTestId('ops-chat-close').click();
  await second.page.getByTestId('ops-chat-close-confirm-confirm').click();
  await expect(chat.getByTestId('live-chat-status')).toHaveText('Conversation ended');
  const audit = await site.database.db
    .selectFrom('audit_log')
    .select('action')
    .where('action', 'like', 'chat.%')
    .where('outcome', '=', 'ok')
    .execute();
  expect(new Set(audit.map((a) => a.action))).toEqual(new Set(['chat.accept', 'chat.handover', 'chat.close']));
});

test('the chat room: members talk live, an operator deletes a message and the member sees it disappear', async ({
  page,
  browser,
  site,
}) => {
  const member = await freshMember(site);
  await memberPage(page, member);
  await page.getByTestId('side-menu').getByTestId('chat-room-open').click();
  const room = page.getByTestId('chat-room');
  await expect(room).toBeVisible();
  const text = `Good luck everyone ${member}`;
  await room.getByTestId('chat-input').fill(text);
  await room.getByTestId('chat-input').press('Enter');
  await expect(room.getByTestId('chat-room-text').filter({ hasText: text })).toBeVisible();

  const { page: ops } = await consolePage(browser, site, 'zh', 'dark');
  await ops.getByRole('tab', { name: '聊天室' }).click();
  const line = ops.getByTestId('ops-room-message').filter({ hasText: text });
  await expect(line).toBeVisible();
  // A message from another member arrives live in the member's modal.
  const otherMember = await freshMember(site);
  const api = apiClient(site.app, { 'x-forwarded-for': freshIp() });
  const token = await loginToken(site, otherMember);
  await api.post('/wps/chatroom/messages', { text: 'Hello from the other side' }, { authorization: token });
  await expect(room.getByTestId('chat-room-text').filter({ hasText: 'Hello from the other side' })).toBeVisible();
  await ops.screenshot({ path: opsShot('chat-room-moderation-zh-dark') });

  await line.getByTestId('ops-room-delete').click();
  await ops.getByTestId('ops-room-delete-confirm').getByRole('button', { name: '删除' }).click();
  await expect(room.getByTestId('chat-room-text').filter({ hasText: text })).toHaveCount(0);
  await expect(ops.getByTestId('ops-room-message').filter({ hasText: text })).toHaveCount(0);

  // Muted: the member is told and cannot write.
  await ops.getByTestId('ops-room-message').filter({ hasText: 'Hello from the other side' }).getByTestId('ops-room-mute').click();
  await ops.getByTestId('ops-room-mute-confirm').click();
  // The dialog closes once the mute is stored (the member's name was already on screen in its message).
  await expect(ops.getByTestId('ops-room-mute-confirm')).toHaveCount(0);
  await expect(ops.getByText(otherMember).first()).toBeVisible();
  const muted = await api.post('/wps/chatroom/messages', { text: 'still here?' }, { authorization: token });
  expect(muted.body.message).toBe('chat_muted');
  await page.screenshot({ path: opsShot('chat-room-member') });
});

async function loginToken(site: Site, username: string): Promise<string> {
  const reply = await apiClient(site.app).encrypted(
    'POST',
    '/wps/session/login',
    { type: 'username', username, password: MEMBER_PASSWORD },
    { 'x-forwarded-for': freshIp() },
  );
  expect(reply.body.message).toBe('');
  return reply.body.value.token as string;
}

test('no XSS payload runs as live-chat text, chat-room text or a nickname, for the member, the guest or the operator', async ({
  page,
  browser,
  site,
}) => {
  // 34 members log in (each through the real login, hashing included): slow on a loaded machine.
  test.setTimeout(600_000);
  const api = apiClient(site.app);
  // Every payload is a nickname of its own member, who writes it in the chat room.
  const members: string[] = [];
  for (const payload of XSS_PAYLOADS) {
    const username = await freshMember(site);
    await site.database.db.updateTable('member').set({ nickname: payload }).where('username', '=', username).execute();
    const token = await loginToken(site, username);
    const sent = await api.post('/wps/chatroom/messages', { text: payload }, { authorization: token, 'x-forwarded-for': freshIp() });
    expect(sent.status, payload).toBe(200);
    members.push(username);
  }
  // A guest writes payloads into its live chat (within its rate limit); the operator answers with all of them.
  const launch = (await api.post('/wps/relay/LC_launchChat', {}, { 'x-forwarded-for': freshIp() })).body.value;
  const guest = { 'x-chat-guest': launch.guestToken as string, 'x-forwarded-for': freshIp() };
  for (const payload of XSS_PAYLOADS.slice(0, 9))
    expect((await api.post('/wps/livechat/messages', { text: payload }, guest)).status).toBe(200);
  const ops = await operatorToken(site.database.db, 'xss_cs', 'customer_service');
  await api.post(`/ops/chat/conversations/${launch.conversationId}/accept`, {}, { authorization: ops, 'x-forwarded-for': freshIp() });
  for (const payload of XSS_PAYLOADS)
    expect(
      (
        await api.post(
          `/ops/chat/conversations/${launch.conversationId}/messages`,
          { text: payload },
          { authorization: ops, 'x-forwarded-for': freshIp() },
        )
      ).status,
    ).toBe(200);

  // The guest's chat page.
  await page.addInitScript(() => localStorage.setItem('fortuna.language', 'en'));
  const guestWatch = await watchXss(page);
  await useFreshAddress(page);
  await page.goto('/favicon.svg');
  await page.evaluate((token) => localStorage.setItem('fortuna.chatGuest', token), launch.guestToken as string);
  await page.goto('/livechat');
  await expect(page.getByTestId('chat-text')).toHaveCount(9 + XSS_PAYLOADS.length);
  await expect(page.getByTestId('chat-text').first()).toHaveText(XSS_PAYLOADS[0] as string);
  await provokeXss(page);

  // A member's chat room: every nickname and text shown as text.
  const roomPage = await (await browser.newContext({ baseURL: site.url })).newPage();
  const roomWatch = await watchXss(roomPage);
  await memberPage(roomPage, members[0] as string);
  await roomPage.getByTestId('side-menu').getByTestId('chat-room-open').click();
  await expect(roomPage.getByTestId('chat-room-nick').last()).toHaveText(XSS_PAYLOADS.at(-1) as string);
  expect(await roomPage.getByTestId('chat-room-nick').count()).toBeGreaterThanOrEqual(XSS_PAYLOADS.length);
  await provokeXss(roomPage);

  // The operator's console: the conversation, and the room with nicknames.
  const context = await browser.newContext({ baseURL: site.url });
  const opsPage = await context.newPage();
  await opsPage.addInitScript(() => localStorage.setItem('fortuna.language', 'en'));
  const opsWatch = await watchXss(opsPage);
  await useFreshAddress(opsPage);
  const { username } = await makeOperator(site, 'customer_service');
  await startOperatorSession(opsPage, site, username, 'customer_service');
  await opsPage.goto('/backoffice/chat');
  const guestName = (
    await api.get(`/ops/chat/conversations/${launch.conversationId}`, { authorization: ops, 'x-forwarded-for': freshIp() })
  ).body.value.conversation.party.name as string;
  await opsPage.getByTestId('ops-chat-filter-open').click();
  await opsPage.getByTestId('ops-chat-row').filter({ hasText: guestName }).click();
  await expect(opsPage.getByTestId('ops-chat-thread').getByTestId('chat-text')).toHaveCount(9 + XSS_PAYLOADS.length);
  await provokeXss(opsPage);
  await opsPage.getByRole('tab', { name: 'Chat room' }).click();
  await expect(opsPage.getByTestId('ops-room-nick').first()).toHaveText(XSS_PAYLOADS.at(-1) as string);
  await provokeXss(opsPage);

  for (const watch of [guestWatch, roomWatch, opsWatch]) {
    expect(await watch.fired()).toEqual([]);
    expect(watch.dialogs).toEqual([]);
  }
  expect(await roomPage.evaluate(() => (window as unknown as { __xssFired: number[] }).__xssFired)).toEqual([]);
});

test('a guest chats at 390 px wide, in Chinese and the dark theme; the history stays after a reload', async ({ browser, site }) => {
  const context = await browser.newContext({ baseURL: site.url, viewport: { width: 390, height: 780 }, colorScheme: 'dark' });
  const page = await context.newPage();
  await useFreshAddress(page);
  await page.addInitScript(() => {
    localStorage.setItem('fortuna.language', 'zh');
    localStorage.setItem('fortuna.theme', 'dark');
  });
  await page.goto('/livechat');
  await expect(page.getByTestId('live-chat-status')).toHaveText('给我们留言，客服会尽快回复。');
  await page.getByTestId('chat-input').fill('你好，我想问一下提款');
  await page.getByTestId('chat-send').click();
  await expect(page.getByTestId('chat-text')).toHaveText(['你好，我想问一下提款']);
  await expect(page.getByTestId('live-chat-status')).toHaveText('正在等待客服接入…');
  // The composer stays on screen, nothing overflows sideways.
  await expect(page.getByTestId('chat-send')).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: opsShot('live-chat-guest-390-zh-dark') });
  await page.reload();
  await expect(page.getByTestId('chat-text')).toHaveText(['你好，我想问一下提款']);
  await context.close();
});
