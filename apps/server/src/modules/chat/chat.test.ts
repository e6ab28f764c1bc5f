import type { AddressInfo } from 'node:net';
import { CHAT_EVENTS, CHAT_ROOM_RATE_LIMIT, CHAT_TEXT_MAX } from '@fortuna/shared';
import { sql } from 'kysely';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, buildTestApp, freshIp, operatorToken, type TestApp } from '../../testing/index';

let t: TestApp;
let ops: string;
let ops2: string;
let auditor: string;
const sockets: Socket[] = [];
const WAIT_MS = 20_000;

beforeAll(async () => {
  t = await buildTestApp({ config: { trustProxy: true, databaseUrl: undefined } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  ops = await operatorToken(t.database.db, 'chat_cs1', 'customer_service');
  ops2 = await operatorToken(t.database.db, 'chat_cs2', 'customer_service');
  auditor = await operatorToken(t.database.db, 'chat_auditor', 'auditor');
}, 60_000);
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await t?.close();
});

const api = () => apiClient(t.app, { 'x-forwarded-for': freshIp() });
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

async function login(username: string, password: string): Promise<string> {
  const reply = await api().encrypted('POST', '/wps/session/login', { type: 'username', username, password });
  expect(reply.body.message, `login ${username}`).toBe('');
  return reply.body.value.token as string;
}

async function upload(url: string, headers: Record<string, string>, bytes: Buffer, name = 'a.png') {
  const boundary = 'chatboundary123';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-forwarded-for': freshIp() },
  });
  return { status: res.statusCode, body: res.json() };
}

function withTimeout<T>(what: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: nothing within ${WAIT_MS / 1000} s`)), WAIT_MS);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

function chatSocket(url: string, auth: Record<string, string>): Promise<Socket> {
  const socket = connect(`${url}/chat`, {
    path: '/socket.io',
    auth: { merchant: 'FORTUNA', ...auth },
    transports: ['websocket'],
    reconnection: false,
  });
  sockets.push(socket);
  return withTimeout(
    'connect',
    new Promise((resolve, reject) => {
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', (err) => reject(err));
    }),
  );
}

function next(socket: Socket, event: string, match: (payload: any) => boolean = () => true): Promise<any> {
  return withTimeout(
    event,
    new Promise((resolve) => {
      const listener = (payload: unknown) => {
        if (!match(payload)) return;
        socket.off(event, listener);
        resolve(payload);
      };
      socket.on(event, listener);
    }),
  );
}

const urlOf = () => `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;

describe('live chat', () => {
  it('lists the built-in live chat with the configured entries, and launches our chat page for a guest', async () => {
    const model = await api().get('/wps/relay/LC_getModelList');
    expect(model.body.value.builtIn.enabled).toBe(true);
    expect(Array.isArray(model.body.value.list)).toBe(true);
    const launch = await api().post('/wps/relay/LC_launchChat', {});
    expect(launch.body.value).toMatchObject({ chatUrl: '/livechat', guestToken: expect.any(String) });
    // The same guest launching again keeps its identity and conversation.
    const again = await api().post('/wps/relay/LC_launchChat', {}, { 'x-chat-guest': launch.body.value.guestToken });
    expect(again.body.value).toEqual({ chatUrl: '/livechat', conversationId: launch.body.value.conversationId, guestToken: null });
  });

  it('stays open during maintenance, when it is the only way to ask, while other player calls answer 503', async () => {
    await t.database.db.updateTable('merchant').set({ maintenance: true }).execute();
    try {
      const banners = await api().get('/wps/content/banners');
      expect(banners.body.message).toBe('system_maintenance');
      const guest = (await api().post('/wps/relay/LC_launchChat', {})).body.value;
      expect(guest).toMatchObject({ chatUrl: '/livechat', guestToken: expect.any(String) });
      const sent = await api().post(
        '/wps/livechat/messages',
        { text: 'When does the maintenance end?' },
        { 'x-chat-guest': guest.guestToken },
      );
      expect(sent.body.value).toMatchObject({ sender: 'guest', text: 'When does the maintenance end?' });
    } finally {
      await t.database.db.updateTable('merchant').set({ maintenance: false }).execute();
    }
  });

  it('keeps a conversation between a guest and an operator, delivers it live, and audits accept, hand-over and close', async () => {
    const guest = (await api().post('/wps/relay/LC_launchChat', {})).body.value;
    const g = { 'x-chat-guest': guest.guestToken as string };
    const [guestSocket, opsSocket] = await Promise.all([
      chatSocket(urlOf(), { guest: guest.guestToken }),
      chatSocket(urlOf(), { opsToken: ops }),
    ]);

    const queued = next(opsSocket, CHAT_EVENTS.message, (p) => p.conversationId === guest.conversationId);
    const sent = await api().post('/wps/livechat/messages', { text: '  Hello, I need help  ' }, g);
    expect(sent.body.value).toMatchObject({ sender: 'guest', text: 'Hello, I need help' });
    expect((await queued).message.text).toBe('Hello, I need help');

    const queue = await api().get('/ops/chat/conversations?status=waiting', { authorization: ops });
    expect(queue.body.value.list.map((c: { id: number }) => c.id)).toContain(guest.conversationId);
    expect(queue.body.value.list.find((c: { id: number }) => c.id === guest.conversationId)).toMatchObject({
      unread: 1,
      party: { kind: 'guest' },
    });

    // Only the holder answers: before accepting, a message is refused.
    expect(
      (await api().post(`/ops/chat/conversations/${guest.conversationId}/messages`, { text: 'hi' }, { authorization: ops })).body.message,
    ).toBe('chat_not_yours');
    expect((await api().post(`/ops/chat/conversations/${guest.conversationId}/accept`, {}, { authorization: ops })).status).toBe(200);
    expect((await api().post(`/ops/chat/conversations/${guest.conversationId}/accept`, {}, { authorization: ops2 })).body.message).toBe(
      'chat_not_yours',
    );
    // The auditor watches but does not answer.
    expect(
      (await api().post(`/ops/chat/conversations/${guest.conversationId}/messages`, { text: 'x' }, { authorization: auditor })).status,
    ).toBe(403);

    const answered = next(guestSocket, CHAT_EVENTS.message, (p) => p.message.sender === 'operator');
    await api().post(`/ops/chat/conversations/${guest.conversationId}/messages`, { text: 'How can I help?' }, { authorization: ops });
    const delivered = await answered;
    // The guest sees a desk number, never the operator's login name.
    expect(delivered.message).toMatchObject({ text: 'How can I help?', operatorName: expect.stringMatching(/^CS-\d+$/) });
    expect((await api().get('/wps/livechat/unread', g)).body.value).toEqual({ unread: 1, open: true });
    await api().post('/wps/livechat/read', {}, g);
    expect((await api().get('/wps/livechat/unread', g)).body.value.unread).toBe(0);

    // An image from the guest: stored, served to its party and to operators only.
    const image = await upload('/wps/livechat/images', g, PNG);
    expect(image.body.value.imageId).toEqual(expect.any(Number));
    const mine = await t.app.inject({ method: 'GET', url: `/wps/livechat/images/${image.body.value.imageId}`, headers: g });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    expect(mine.rawPayload.equals(PNG)).toBe(true);
    const other = (await api().post('/wps/relay/LC_launchChat', {})).body.value.guestToken as string;
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/wps/livechat/images/${image.body.value.imageId}`,
      headers: { 'x-chat-guest': other },
    });
    expect(theirs.statusCode).toBe(404);
    expect((await api().get(`/wps/livechat/conversations/${guest.conversationId}/messages`, { 'x-chat-guest': other })).body.message).toBe(
      'chat_not_found',
    );
    const opsImage = await t.app.inject({
      method: 'GET',
      url: `/ops/chat/images/${image.body.value.imageId}`,
      headers: { authorization: ops },
    });
    expect(opsImage.statusCode).toBe(200);
    // A text file named .png is refused by its bytes.
    expect((await upload('/wps/livechat/images', g, Buffer.from('<script>alert(1)</script>'))).body.message).toBe('chat_image_invalid');

    // Hand-over, then only the new holder closes.
    const operators = (await api().get('/ops/chat/operators', { authorization: ops })).body.value as { id: number; username: string }[];
    const second = operators.find((o) => o.username === 'chat_cs2');
    expect(second).toBeDefined();
    expect(
      (await api().post(`/ops/chat/conversations/${guest.conversationId}/handover`, { operatorId: second?.id }, { authorization: ops }))
        .status,
    ).toBe(200);
    expect((await api().post(`/ops/chat/conversations/${guest.conversationId}/close`, {}, { authorization: ops })).body.message).toBe(
      'chat_not_yours',
    );
    const closed = next(guestSocket, CHAT_EVENTS.conversation, (p) => p.conversation.status === 'closed');
    expect((await api().post(`/ops/chat/conversations/${guest.conversationId}/close`, {}, { authorization: ops2 })).status).toBe(200);
    await closed;

    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_id', '=', String(guest.conversationId))
      .where('target_type', '=', 'chat_conversation')
      .execute();
    expect(audit.map((a) => a.action).sort()).toEqual(['chat.accept', 'chat.close', 'chat.handover']);
    // Messages are chat history, not audit rows.
    expect(
      await t.database.db.selectFrom('audit_log').select('id').where('action', '=', 'chat.message').where('outcome', '=', 'ok').execute(),
    ).toEqual([]);

    // History survives: the guest reads it again; its next message opens a new conversation.
    const history = (await api().get('/wps/livechat/conversation', g)).body.value;
    expect(history.conversation.status).toBe('closed');
    expect(history.messages.map((m: { text: string }) => m.text)).toEqual([
      'Hello, I need help',
      'How can I help?',
      '',
      'handover',
      'closed',
    ]);
    const reopened = await api().post('/wps/livechat/messages', { text: 'one more thing' }, g);
    expect(reopened.body.value.conversationId).not.toBe(guest.conversationId);
  });

  it('keeps members apart: another member’s conversation and image are not found, over HTTP and on the socket', async () => {
    const [a, b] = [await login('player01', 'Player123'), await login('member02', 'Member123')];
    const convA = (await api().post('/wps/relay/LC_launchChat', {}, { authorization: a })).body.value;
    expect(convA.guestToken).toBeNull();
    const img = (await upload('/wps/livechat/images', { authorization: a }, PNG)).body.value;
    expect((await api().get(`/wps/livechat/conversations/${convA.conversationId}/messages`, { authorization: b })).body.message).toBe(
      'chat_not_found',
    );
    expect(
      (await t.app.inject({ method: 'GET', url: `/wps/livechat/images/${img.imageId}`, headers: { authorization: b } })).statusCode,
    ).toBe(404);
    expect((await api().get(`/wps/livechat/conversations/${convA.conversationId}/messages`, { authorization: a })).body.value).toHaveLength(
      1,
    );

    // B's socket never receives A's conversation.
    const bSocket = await chatSocket(urlOf(), { token: b });
    const aSocket = await chatSocket(urlOf(), { token: a });
    const seenByB: unknown[] = [];
    bSocket.on(CHAT_EVENTS.message, (p) => seenByB.push(p));
    const seenByA = next(aSocket, CHAT_EVENTS.message, (p) => p.message.text === 'private to A');
    await api().post('/wps/livechat/messages', { text: 'private to A' }, { authorization: a });
    const marker = next(bSocket, CHAT_EVENTS.message, (p) => p.message.text === 'marker for B');
    await seenByA;
    await api().post('/wps/livechat/messages', { text: 'marker for B' }, { authorization: b });
    await marker;
    expect(seenByB.map((p: any) => p.message.text)).toEqual(['marker for B']);
    // A socket without a valid identity is refused.
    await expect(chatSocket(urlOf(), { guest: 'not-a-real-guest-token-000000' })).rejects.toThrow('not_logged_in');
    await expect(chatSocket(urlOf(), { opsToken: a })).rejects.toThrow('session_expired');
  });

  it('validates: empty and too long text, unknown fields of the queue, a bad id', async () => {
    const g = { 'x-chat-guest': (await api().post('/wps/relay/LC_launchChat', {})).body.value.guestToken as string };
    for (const body of [{ text: '   ' }, { text: 'x'.repeat(CHAT_TEXT_MAX + 1) }, { text: 5 }, {}]) {
      const reply = await api().post('/wps/livechat/messages', body, g);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.message).toBe('invalid_parameter');
    }
    expect((await api().get('/ops/chat/conversations?status=nope', { authorization: ops })).status).toBe(400);
    expect((await api().get('/ops/chat/conversations/abc', { authorization: ops })).status).toBe(400);
    expect((await api().get('/ops/chat/conversations/999999', { authorization: ops })).body.message).toBe('chat_not_found');
    expect((await api().post('/wps/livechat/messages', { text: 'no identity' })).body.message).toBe('not_logged_in');
  });
});

describe('chat room', () => {
  it('is for signed-in members; delivers live; rate limits; mutes; slow mode; deleted messages vanish', async () => {
    const member = await login('member03', 'Member123');
    const other = await login('member04', 'Member123');
    const m = { authorization: member };
    expect((await api().get('/wps/chatroom/messages')).body.message).toBe('not_logged_in');

    const listener = await chatSocket(urlOf(), { token: other });
    expect(await listener.emitWithAck(CHAT_EVENTS.roomJoin, {})).toMatchObject({ success: true });
    const guestSocket = await chatSocket(urlOf(), { guest: (await api().post('/wps/relay/LC_launchChat', {})).body.value.guestToken });
    expect(await guestSocket.emitWithAck(CHAT_EVENTS.roomJoin, {})).toMatchObject({ success: false, message: 'not_logged_in' });

    const arrived = next(listener, CHAT_EVENTS.roomMessage, (p) => p.text === '<b>hello room</b>');
    const first = await api().post('/wps/chatroom/messages', { text: '<b>hello room</b>' }, m);
    expect(first.body.value.text).toBe('<b>hello room</b>');
    await arrived;

    // Rate limit: more than CHAT_ROOM_RATE_LIMIT in a window is refused with a clear code.
    const codes: string[] = [];
    for (let i = 0; i < CHAT_ROOM_RATE_LIMIT + 1; i++)
      codes.push((await api().post('/wps/chatroom/messages', { text: `n${i}` }, m)).body.message);
    expect(codes).toContain('chat_rate_limited');
    const memberId = first.body.value.memberId as number;

    // Delete: listeners are told, history no longer has it; audited.
    const gone = next(listener, CHAT_EVENTS.roomDeleted, (p) => p.id === first.body.value.id);
    expect((await api().delete(`/ops/chatroom/messages/${first.body.value.id}`, { authorization: ops })).status).toBe(200);
    await gone;
    const texts = (await api().get('/wps/chatroom/messages', { authorization: other })).body.value.messages.map(
      (x: { text: string }) => x.text,
    );
    expect(texts).not.toContain('<b>hello room</b>');
    expect((await api().delete(`/ops/chatroom/messages/${first.body.value.id}`, { authorization: ops })).body.message).toBe(
      'chat_not_found',
    );

    // Mute: refused until unmuted.
    expect((await api().post('/ops/chatroom/mutes', { memberId, minutes: 10, reason: 'spam' }, { authorization: ops })).status).toBe(200);
    const muted = await api().post(
      '/wps/chatroom/messages',
      { text: 'am I muted' },
      { authorization: member, 'x-forwarded-for': freshIp() },
    );
    expect(muted.body.message).toBe('chat_muted');
    expect((await api().get('/wps/chatroom/messages', m)).body.value.mutedUntil).toEqual(expect.any(String));
    expect(
      (await api().get('/ops/chatroom/mutes', { authorization: ops })).body.value.map((x: { memberId: number }) => x.memberId),
    ).toContain(memberId);
    expect((await api().delete(`/ops/chatroom/mutes/${memberId}`, { authorization: ops })).status).toBe(200);

    // Slow mode: the second message within N seconds is refused (the member's other must wait).
    expect((await api().put('/ops/chatroom/settings', { slowModeSeconds: 600 }, { authorization: ops })).status).toBe(200);
    expect((await api().post('/wps/chatroom/messages', { text: 'slow one' }, { authorization: other })).status).toBe(200);
    const slow = await api().post('/wps/chatroom/messages', { text: 'slow two' }, { authorization: other });
    expect(slow.body.message).toBe('chat_slow_mode');
    expect(slow.status).toBe(429);
    expect((await api().put('/ops/chatroom/settings', { slowModeSeconds: 0 }, { authorization: ops })).status).toBe(200);
    expect((await api().post('/wps/chatroom/messages', { text: 'fast again' }, { authorization: other })).status).toBe(200);

    const actions = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', 'like', 'chatroom.%')
      .where('outcome', '=', 'ok')
      .execute();
    expect(new Set(actions.map((a) => a.action))).toEqual(
      new Set(['chatroom.delete', 'chatroom.mute', 'chatroom.unmute', 'chatroom.slow_mode']),
    );
    // Moderation needs support.write; a foreign member id is not found.
    expect((await api().put('/ops/chatroom/settings', { slowModeSeconds: 5 }, { authorization: auditor })).status).toBe(403);
    expect((await api().post('/ops/chatroom/mutes', { memberId: 2_000_000, minutes: 1 }, { authorization: ops })).status).toBe(404);
    expect((await api().put('/ops/chatroom/settings', { slowModeSeconds: -1 }, { authorization: ops })).status).toBe(400);
    await sql`SELECT 1`.execute(t.database.db);
  });
});
