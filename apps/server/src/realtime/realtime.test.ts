import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { createClient } from 'redis';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import {
  apiClient,
  buildTestApp,
  freshIp,
  httpClient,
  lastCode,
  operatorToken,
  type ServerProcess,
  startServerProcess,
  type TestApp,
  testConfig,
} from '../testing/index';
import { LOTTERY_DRAWN, LOTTERY_SETTLED } from './lottery-feed';
import type { MemberEvent } from './member-events';
import { recordEvents } from './outbox';
import { lotteryGameRoom, memberRoom } from './rooms';

/** How long a socket may take to see what it waits for: generous, for a loaded machine. */
const WAIT_MS = 20_000;

let t: TestApp;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await buildTestApp({ config: { trustProxy: true, databaseUrl: undefined } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await t.close();
});

/** Where a listening in-process app answers. */
function urlOf(app: FastifyInstance): string {
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

function socketTo(url: string, token: string | undefined): Socket {
  const socket = connect(url, {
    path: '/socket.io',
    auth: { token, merchant: 'FORTUNA' },
    transports: ['websocket'],
    reconnection: false,
  });
  sockets.push(socket);
  return socket;
}

function withTimeout<T>(what: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: nothing within ${WAIT_MS / 1000} s`)), WAIT_MS);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** The socket's next notification of a type. */
function nextNotification(socket: Socket, type: MemberEvent['type']): Promise<MemberEvent> {
  return withTimeout(
    type,
    new Promise((resolve) => {
      const listener = (event: MemberEvent) => {
        if (event.type !== type) return;
        socket.off('notification', listener);
        resolve(event);
      };
      socket.on('notification', listener);
    }),
  );
}

/** How the socket's connection ends: whether `session_revoked` came first, and why it closed. */
function ending(socket: Socket): Promise<{ told: boolean; reason: string }> {
  let told = false;
  socket.on('session_revoked', () => {
    told = true;
  });
  return withTimeout('disconnect', new Promise((resolve) => socket.once('disconnect', (reason) => resolve({ told, reason }))));
}

async function connected(socket: Socket): Promise<void> {
  await withTimeout(
    'connect',
    new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', (err) => reject(err));
    }),
  );
}

/** The calls these tests make, in-process (apiClient) or over HTTP to another process (httpClient). */
type Client = Pick<ReturnType<typeof apiClient>, 'post' | 'encrypted' | 'delete'>;

async function login(api: Client, username: string, password: string): Promise<string> {
  const reply = await api.encrypted(
    'POST',
    '/wps/session/login',
    { type: 'username', username, password },
    { 'x-forwarded-for': freshIp() },
  );
  expect(reply.body.message, `login ${username}`).toBe('');
  return reply.body.value.token as string;
}

async function deposit(api: Client, token: string, requestId: string): Promise<number> {
  const reply = await api.post('/wps/cashier/deposit', { channel: 'KBZ_BANK', amount: '1234', requestId }, { authorization: token });
  return reply.body.value.id as number;
}

/** The operator confirms a deposit, which credits it and raises DEPOSIT_CREDITED. */
async function confirmDeposit(api: Client, depositId: number): Promise<void> {
  const ops = await operatorToken(t.database.db);
  const reply = await api.post(`/ops/deposits/${depositId}/confirm`, {}, { authorization: ops });
  expect(reply.status).toBe(200);
}

const logout = (api: Client, token: string) => api.delete('/wps/session/logout', { authorization: token });

describe('realtime notifications', () => {
  it('refuses a socket without a valid session', async () => {
    const socket = socketTo(urlOf(t.app), 'not-a-real-token-at-all-000000');
    await expect(connected(socket)).rejects.toThrow('session_expired');
  });

  it('delivers a deposit credit to the member’s socket', async () => {
    const api = apiClient(t.app);
    const token = await login(api, 'member03', 'Member123');
    const depositId = await deposit(api, token, 'rt-dep-000001');
    const socket = socketTo(urlOf(t.app), token);
    await connected(socket);
    const event = nextNotification(socket, 'DEPOSIT_CREDITED');
    await confirmDeposit(api, depositId);
    expect(await event).toMatchObject({ type: 'DEPOSIT_CREDITED', payload: { amount: '1234.00', balance: '1234.00' } });
  });

  it('delivers NEW_MAIL of an operator message to its member’s socket, and of a message to everyone through the merchant room', async () => {
    const api = apiClient(t.app);
    const token = await login(api, 'member02', 'Member123');
    const socket = socketTo(urlOf(t.app), token);
    await connected(socket);
    const ops = { authorization: await operatorToken(t.database.db), 'x-forwarded-for': freshIp() };
    const one = nextNotification(socket, 'NEW_MAIL');
    const sent = await api.post('/ops/messages', { title: 'Hi', body: 'For you', audience: { to: 'member', username: 'member02' } }, ops);
    expect(sent.status).toBe(200);
    expect(await one).toMatchObject({ id: sent.body.value.id, payload: { kind: 'operator', messageId: sent.body.value.id } });
    const all = nextNotification(socket, 'NEW_MAIL');
    const broadcast = await api.post('/ops/messages', { title: 'All', body: 'For everyone', audience: { to: 'all' } }, ops);
    expect(await all).toMatchObject({ id: broadcast.body.value.id, payload: { kind: 'operator' } });
  });
});

describe('sockets of revoked sessions', () => {
  it('closes the socket of a session that logs out, saying why, and only that one', async () => {
    const api = apiClient(t.app);
    const [leaving, staying] = [await login(api, 'member03', 'Member123'), await login(api, 'member03', 'Member123')];
    const [gone, kept] = [socketTo(urlOf(t.app), leaving), socketTo(urlOf(t.app), staying)];
    await Promise.all([connected(gone), connected(kept)]);
    const end = ending(gone);
    expect((await logout(api, leaving)).status).toBe(200);
    expect(await end).toEqual({ told: true, reason: 'io server disconnect' });

    const event = nextNotification(kept, 'DEPOSIT_CREDITED');
    await confirmDeposit(api, await deposit(api, staying, 'rt-dep-000003'));
    expect(await event).toMatchObject({ payload: { amount: '1234.00' } });
    expect(kept.connected).toBe(true);
    await expect(connected(socketTo(urlOf(t.app), leaving))).rejects.toThrow('session_expired');
  });

  it('closes every socket of the member when the password changes; the changing tab just moves to its new token', async () => {
    const api = apiClient(t.app);
    const [changing, other] = [await login(api, 'member04', 'Member123'), await login(api, 'member04', 'Member123')];
    const [mine, theirs] = [socketTo(urlOf(t.app), changing), socketTo(urlOf(t.app), other)];
    await Promise.all([connected(mine), connected(theirs)]);
    const [myEnd, theirEnd] = [ending(mine), ending(theirs)];
    const change = await api.encrypted(
      'POST',
      '/wps/member/password',
      { oldPassword: 'Member123', newPassword: 'Changed123', confirmNewPassword: 'Changed123' },
      { authorization: changing },
    );
    expect(change.status).toBe(200);
    expect(await theirEnd).toEqual({ told: true, reason: 'io server disconnect' });
    expect(await myEnd).toEqual({ told: false, reason: 'io server disconnect' });
    await connected(socketTo(urlOf(t.app), change.body.value.token as string));
    await expect(connected(socketTo(urlOf(t.app), other))).rejects.toThrow('session_expired');
  });

  it('closes every socket of the member after a password reset by SMS', async () => {
    const api = apiClient(t.app);
    const socket = socketTo(urlOf(t.app), await login(api, 'member02', 'Member123'));
    await connected(socket);
    const end = ending(socket);
    const number = { countryDialingCode: '95', mobileNum: '9420000003' };
    await api.post('/wps/verification/sms/noLogin', { ...number, purpose: 'reset' }, { 'x-forwarded-for': freshIp() });
    const reset = await api.encrypted('POST', '/wps/member/password/verification', {
      ...number,
      verificationCode: await lastCode(t.database.db, '+959420000003'),
      newPassword: 'Phone1234',
      confirmNewPassword: 'Phone1234',
    });
    expect(reset.status).toBe(200);
    expect(await end).toEqual({ told: true, reason: 'io server disconnect' });
    await connected(socketTo(urlOf(t.app), reset.body.value.token as string));
  });
});

/** The socket's next `event` whose payload passes `match`. */
function nextEvent(socket: Socket, event: string, match: (payload: any) => boolean = () => true): Promise<any> {
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

/** Sends `lottery_watch` and waits for its answer. */
function watch(socket: Socket, body: unknown): Promise<{ success: boolean; value: unknown; message: string }> {
  return withTimeout('lottery_watch', socket.emitWithAck('lottery_watch', body));
}

describe('lottery draws go to the game’s watchers only', () => {
  it('sends a draw to sockets watching its game, not to others; a settlement stays in the bettor’s room', async () => {
    const api = apiClient(t.app);
    const [watcherToken, bystanderToken] = [await login(api, 'member03', 'Member123'), await login(api, 'player01', 'Player123')];
    const [watcher, bystander] = [socketTo(urlOf(t.app), watcherToken), socketTo(urlOf(t.app), bystanderToken)];
    await Promise.all([connected(watcher), connected(bystander)]);
    const bystanderId = (await t.database.db.selectFrom('member').select('id').where('username', '=', 'player01').executeTakeFirstOrThrow())
      .id;
    expect(await watch(watcher, { gameCodes: ['GAME_A'] })).toEqual({ success: true, value: { gameCodes: ['GAME_A'] }, message: '' });
    expect(await watch(bystander, { gameCodes: ['GAME_B'] })).toMatchObject({ success: true });
    expect(await watch(bystander, { gameCodes: ['not a code!'] })).toEqual({ success: false, value: null, message: 'invalid_parameter' });

    const drawnSeen: unknown[] = [];
    bystander.on(LOTTERY_DRAWN, (payload) => drawnSeen.push(payload));
    const drawn = nextEvent(watcher, LOTTERY_DRAWN);
    const marker = nextEvent(bystander, LOTTERY_SETTLED, (p) => p.numero === 'marker');
    // Published in id order by one publisher: once the bystander has the later marker, the draw is past it.
    await t.database.db.transaction().execute(async (trx) => {
      await recordEvents(trx, [{ room: lotteryGameRoom('GAME_A'), event: LOTTERY_DRAWN, payload: { gameCode: 'GAME_A', numero: '1' } }]);
      await recordEvents(trx, [{ room: memberRoom(bystanderId), event: LOTTERY_SETTLED, payload: { numero: 'marker' } }]);
    });
    expect(await drawn).toEqual({ gameCode: 'GAME_A', numero: '1' });
    await marker;
    expect(drawnSeen).toEqual([]);

    // Watching another game leaves the first one's room.
    await watch(watcher, { gameCodes: ['GAME_B'] });
    const drawnB = nextEvent(watcher, LOTTERY_DRAWN, (p) => p.gameCode === 'GAME_B');
    const watcherSeen: unknown[] = [];
    watcher.on(LOTTERY_DRAWN, (payload) => watcherSeen.push(payload));
    await t.database.db.transaction().execute((trx) =>
      recordEvents(trx, [
        { room: lotteryGameRoom('GAME_A'), event: LOTTERY_DRAWN, payload: { gameCode: 'GAME_A', numero: '2' } },
        { room: lotteryGameRoom('GAME_B'), event: LOTTERY_DRAWN, payload: { gameCode: 'GAME_B', numero: '3' } },
      ]),
    );
    await drawnB;
    expect(watcherSeen).toEqual([{ gameCode: 'GAME_B', numero: '3' }]);
  });
});

// Two processes need a shared database server; embedded PGlite is one process by design.
const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

async function redisAnswers(url: string): Promise<boolean> {
  const client = createClient({ url, socket: { connectTimeout: 2_000, reconnectStrategy: false } });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.quit();
    return true;
  } catch {
    return false;
  }
}

/** Both processes share one adapter: PostgreSQL's LISTEN/NOTIFY, or Redis (which wins when both are set). */
const ADAPTERS = [
  { name: 'PostgreSQL', redisUrl: undefined, enabled: Boolean(databaseUrl) },
  { name: 'Redis', redisUrl, enabled: Boolean(databaseUrl) && (await redisAnswers(redisUrl)) },
];

/**
 * Waits until this many servers' adapters listen, so that a broadcast from any reaches the others:
 * PostgreSQL's adapter connects its listener after the server is up. (Closing a server before then
 * hangs: the adapter's pool waits for the listener it is still connecting.)
 */
async function adaptersListening(servers: number, adapterRedisUrl: string | undefined): Promise<void> {
  const redis = adapterRedisUrl ? createClient({ url: adapterRedisUrl }) : undefined;
  await redis?.connect();
  try {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const listening = redis
        ? Number((await redis.sendCommand<[string, number]>(['PUBSUB', 'NUMSUB', 'socket.io-request#/#']))[1])
        : ((
            await sql<{ n: number }>`
              SELECT count(*)::int AS n FROM pg_stat_activity
              WHERE datname = current_database() AND query LIKE 'LISTEN "socket.io%'`.execute(t.database.db)
          ).rows[0]?.n ?? 0);
      if (listening >= servers) return;
      if (Date.now() > deadline) throw new Error(`only ${listening} of ${servers} Socket.IO adapters listen`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await redis?.quit();
  }
}

for (const adapter of ADAPTERS) {
  describe.runIf(adapter.enabled)(`across two processes, through ${adapter.name}`, () => {
    let child: ServerProcess | undefined;
    let here: FastifyInstance | undefined;
    // member03 for money, newbie01 for sessions: each account may log in 15 times in 5 minutes.
    let n = 0;
    const requestId = () => `rt-${adapter.name.slice(0, 2).toLowerCase()}-${++n}-dep`;

    beforeAll(async () => {
      const url = t.database.url as string;
      child = await startServerProcess({ databaseUrl: url, redisUrl: adapter.redisUrl });
      here = await buildApp(testConfig({ databaseUrl: url, redisUrl: adapter.redisUrl, trustProxy: true }), { database: t.database });
      await here.listen({ port: 0, host: '127.0.0.1' });
      await adaptersListening(2, adapter.redisUrl);
    }, 180_000);
    afterAll(async () => {
      await here?.close();
      await child?.stop();
    }, 60_000);

    /** The app in this process and the server in the other, both ready. */
    const sides = () => {
      if (!here || !child) throw new Error('not started');
      return { here, hereApi: apiClient(here), there: child.url, thereApi: httpClient(child.url) };
    };

    it('carries an event raised here to a socket held by the other process', { timeout: 60_000 }, async () => {
      const { hereApi, there } = sides();
      const token = await login(hereApi, 'member03', 'Member123');
      const depositId = await deposit(hereApi, token, requestId());
      const socket = socketTo(there, token);
      await connected(socket);
      const event = nextNotification(socket, 'DEPOSIT_CREDITED');
      await confirmDeposit(hereApi, depositId);
      expect(await event).toMatchObject({ type: 'DEPOSIT_CREDITED', payload: { amount: '1234.00' } });
    });

    it('carries an event raised by the other process to a socket held here', { timeout: 60_000 }, async () => {
      const { here: app, thereApi } = sides();
      const token = await login(thereApi, 'member03', 'Member123');
      const depositId = await deposit(thereApi, token, requestId());
      const socket = socketTo(urlOf(app), token);
      await connected(socket);
      const event = nextNotification(socket, 'DEPOSIT_CREDITED');
      await confirmDeposit(thereApi, depositId);
      expect(await event).toMatchObject({ type: 'DEPOSIT_CREDITED', payload: { amount: '1234.00' } });
    });

    it('keeps the other process’s sockets when one server stops', { timeout: 60_000 }, async () => {
      const { hereApi, there } = sides();
      const url = t.database.url as string;
      const token = await login(hereApi, 'member03', 'Member123');
      const socket = socketTo(there, token);
      await connected(socket);
      const stopping = await buildApp(testConfig({ databaseUrl: url, redisUrl: adapter.redisUrl, trustProxy: true }), {
        database: t.database,
      });
      await stopping.listen({ port: 0, host: '127.0.0.1' });
      await adaptersListening(3, adapter.redisUrl);
      await stopping.close();
      // Published after the stop, so it arrives after anything the stopping server broadcast.
      const event = nextNotification(socket, 'DEPOSIT_CREDITED');
      await confirmDeposit(hereApi, await deposit(hereApi, token, requestId()));
      await event;
      expect(socket.connected).toBe(true);
    });

    it('closes a socket held by the other process when its session logs out here', { timeout: 60_000 }, async () => {
      const { hereApi, there } = sides();
      const token = await login(hereApi, 'player01', 'Player123');
      const socket = socketTo(there, token);
      await connected(socket);
      const end = ending(socket);
      expect((await logout(hereApi, token)).status).toBe(200);
      expect(await end).toEqual({ told: true, reason: 'io server disconnect' });
    });

    it('closes a socket held here when its session logs out on the other process', { timeout: 60_000 }, async () => {
      const { here: app, thereApi } = sides();
      const token = await login(thereApi, 'player01', 'Player123');
      const socket = socketTo(urlOf(app), token);
      await connected(socket);
      const end = ending(socket);
      expect((await logout(thereApi, token)).status).toBe(200);
      expect(await end).toEqual({ told: true, reason: 'io server disconnect' });
    });
  });
}
