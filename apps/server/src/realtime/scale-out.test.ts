import crypto from 'node:crypto';
import { createClient } from 'redis';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DevProxy, startProxy } from '../../../../scripts/dev-proxy.mjs';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/database';
import {
  createTestDatabase,
  freshIp,
  httpClient,
  operatorToken,
  type ServerProcess,
  startServerProcess,
  testConfig,
} from '../testing/index';
import type { MemberEvent } from './member-events';

/**
 * Issue 24 item 7, scaled out: three portal processes (the real entry point, each its own OS
 * process) on one PostgreSQL database and one Redis, behind the round-robin proxy that
 * `npm run scale-out` starts (scripts/dev-proxy.mjs). A member's socket lands on one process; a
 * call that makes an event for that member is served by each process in turn (each answer names
 * its process in `x-fortuna-process`), and the socket receives every event. PostgreSQL only
 * (embedded PGlite is one process by design) and only when Redis answers.
 */

const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
/** This run's own channels: Redis pub/sub is one space for every database, and other runs share the Redis. */
const channelPrefix = `fortuna-scale-${crypto.randomBytes(4).toString('hex')}`;
const NAMES = ['portal-a', 'portal-b', 'portal-c'];
/** How long a socket or a process may take to do what the test waits for: generous, for a loaded machine. */
const WAIT_MS = 30_000;

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

const enabled = Boolean(databaseUrl) && (await redisAnswers(redisUrl));

function withTimeout<T>(what: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: nothing within ${WAIT_MS / 1000} s`)), WAIT_MS);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** Waits until every process's adapter has subscribed to this run's channels, so a broadcast from any reaches all. */
async function adaptersListening(count: number): Promise<void> {
  const redis = createClient({ url: redisUrl });
  await redis.connect();
  try {
    for (const deadline = Date.now() + 60_000; ; ) {
      const reply = await redis.sendCommand<[string, number]>(['PUBSUB', 'NUMSUB', `${channelPrefix}-request#/#`]);
      if (Number(reply[1]) >= count) return;
      if (Date.now() > deadline) throw new Error(`only ${reply[1]} of ${count} Socket.IO adapters listen`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await redis.quit();
  }
}

describe.runIf(enabled)('three portal processes behind a round-robin proxy, one PostgreSQL and one Redis', () => {
  let database: DatabaseHandle | undefined;
  const servers: ServerProcess[] = [];
  /** Each process's name by its URL. */
  const names = new Map<string, string>();
  let proxy: DevProxy | undefined;
  const sockets: Socket[] = [];
  /** The process each WebSocket upgrade went to, in order. */
  const upgrades: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase({ seeded: true });
    const url = database.url as string;
    // The game loops are off: this is about member events, and the machine is shared.
    const quiet = { LOTTERY_TICK_MS: '0', CRASH_TICK_MS: '0', PVP_TICK_MS: '0', LIVE_TICK_MS: '0', SPORTSBOOK_TICK_MS: '0' };
    // Each kept as soon as it runs, so afterAll stops it even if another fails to start.
    await Promise.all(
      NAMES.map(async (name) => {
        const server = await startServerProcess({
          databaseUrl: url,
          redisUrl,
          timeoutMs: 180_000,
          env: { ...quiet, PROCESS_NAME: name, REDIS_CHANNEL_PREFIX: channelPrefix, LOG_REQUESTS: 'false' },
        });
        servers.push(server);
        names.set(server.url, name);
      }),
    );
    await adaptersListening(NAMES.length);
    proxy = await startProxy({
      targets: servers.map((s) => s.url),
      onRoute: (kind, target) => {
        if (kind === 'ws') upgrades.push(target);
      },
    });
  }, 300_000);

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await proxy?.close();
    await Promise.all(servers.map((s) => s.stop()));
    await database?.close();
  }, 120_000);

  /** A call through the proxy; its answer and the process that served it. */
  async function call(method: 'GET' | 'POST', path: string, headers: Record<string, string>, body?: unknown) {
    const response = await fetch(`${proxy?.url}${path}`, {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const json = (await response.json()) as { success: boolean; value: any; message: string };
    return { status: response.status, body: json, process: response.headers.get('x-fortuna-process') };
  }

  it('delivers a member’s events to the socket held by one process, whichever process serves the call', { timeout: 300_000 }, async () => {
    if (!proxy || !database) throw new Error('not started');
    const db = database.db;
    // Logged in through the proxy: the key from one process, the sealed login read by another (one key pair in the database).
    const login = await httpClient(proxy.url).encrypted(
      'POST',
      '/wps/session/login',
      { type: 'username', username: 'member03', password: 'Member123' },
      { 'x-forwarded-for': freshIp() },
    );
    expect(login.body.message, 'login through the proxy').toBe('');
    const token = login.body.value.token as string;

    const socket = connect(proxy.url, {
      path: '/socket.io',
      auth: { token, merchant: 'FORTUNA' },
      transports: ['websocket'],
      reconnection: false,
    });
    sockets.push(socket);
    const credited: MemberEvent[] = [];
    let heard: (() => void) | undefined;
    socket.on('notification', (event: MemberEvent) => {
      if (event.type !== 'DEPOSIT_CREDITED') return;
      credited.push(event);
      heard?.();
    });
    await withTimeout(
      'socket connect through the proxy',
      new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      }),
    );
    expect(upgrades).toHaveLength(1);
    const holder = names.get(upgrades[0] as string);
    expect(holder, 'the process holding the socket').toBeDefined();

    const ops = { authorization: await operatorToken(db), 'x-forwarded-for': freshIp() };
    const member = { authorization: token, merchant: 'FORTUNA' };
    /** The process that served each confirmation whose event the socket received. */
    const served = new Set<string>();
    for (let round = 1; served.size < NAMES.length; round++) {
      // Round robin over three processes with two calls a round: three rounds put the confirmation on each.
      expect(round, `rounds before every process served a confirmation (served: ${[...served].join(', ')})`).toBeLessThanOrEqual(
        3 * NAMES.length,
      );
      const amount = `${1000 + round}`;
      const made = await call('POST', '/wps/cashier/deposit', member, { channel: 'KBZ_BANK', amount, requestId: `scale-${round}-dep` });
      expect(made.body.message, `deposit ${round}`).toBe('');
      const depositId = made.body.value.id as number;
      const arrived = withTimeout(
        `DEPOSIT_CREDITED of deposit ${depositId}`,
        new Promise<void>((resolve) => {
          heard = () => {
            if (credited.some((e) => e.payload.depositId === depositId)) resolve();
          };
        }),
      );
      const confirmed = await call('POST', `/ops/deposits/${depositId}/confirm`, ops, {});
      expect(confirmed.status, `confirm ${depositId}: ${confirmed.body.message}`).toBe(200);
      expect(NAMES).toContain(confirmed.process);
      await arrived;
      expect(credited.find((e) => e.payload.depositId === depositId)?.payload).toMatchObject({ amount: `${amount}.00` });
      served.add(confirmed.process as string);
    }
    expect([...served].sort()).toEqual(NAMES);
    // The socket stayed where it landed: every event of the other two processes crossed Redis to it.
    expect(upgrades).toHaveLength(1);
    expect(socket.connected).toBe(true);
  });
});

describe.runIf(enabled)('draining a process on Redis', () => {
  it('drops an emit that comes after the Redis clients closed instead of ending the process', async () => {
    // Fastify closes the game areas' plugins after the realtime hook that quits Redis; a driver
    // emitting in between published on a closed client, whose rejection ended the process.
    const database = await createTestDatabase({ seeded: true });
    const rejections: unknown[] = [];
    const heard = (reason: unknown) => rejections.push(reason);
    process.on('unhandledRejection', heard);
    try {
      const app = await buildApp(testConfig({ databaseUrl: database.url, redisUrl, redisChannelPrefix: channelPrefix }), { database });
      await app.ready();
      await app.close();
      app.memberEvents.publish({ memberId: 1, event: { id: 1, type: 'NEW_MAIL', payload: {}, createdAt: new Date().toISOString() } });
      // An unhandled rejection is reported once the turn that made it has run its microtasks: the next macrotask sees it.
      await new Promise((resolve) => setImmediate(resolve));
      expect(rejections.map(String)).toEqual([]);
    } finally {
      process.off('unhandledRejection', heard);
      await database.close();
    }
  });
});
