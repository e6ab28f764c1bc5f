import type { AddressInfo } from 'node:net';
import { CHAT_EVENTS } from '@fortuna/shared';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { createClient } from 'redis';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import {
  buildTestApp,
  freshIp,
  httpClient,
  operatorToken,
  type ServerProcess,
  startServerProcess,
  type TestApp,
  testConfig,
} from '../../testing/index';

/**
 * Chat across two server processes sharing one PostgreSQL database: a message written through one
 * process reaches sockets held by the other (Socket.IO adapter), and its history, read through
 * either, is the same. Needs DATABASE_URL (embedded PGlite is one process by design).
 */
const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const WAIT_MS = 20_000;

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

const ADAPTERS = [
  { name: 'PostgreSQL', redisUrl: undefined, enabled: Boolean(databaseUrl) },
  { name: 'Redis', redisUrl, enabled: Boolean(databaseUrl) && (await redisAnswers(redisUrl)) },
];

function withTimeout<T>(what: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: nothing within ${WAIT_MS / 1000} s`)), WAIT_MS);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

for (const adapter of ADAPTERS) {
  describe.runIf(adapter.enabled)(`chat across two processes, through ${adapter.name}`, () => {
    let t: TestApp;
    let child: ServerProcess | undefined;
    let here: FastifyInstance | undefined;
    const sockets: Socket[] = [];

    /** Waits until both processes' adapters listen (PostgreSQL's connects its listener after start-up). */
    async function adaptersListening(servers: number): Promise<void> {
      const redis = adapter.redisUrl ? createClient({ url: adapter.redisUrl }) : undefined;
      await redis?.connect();
      try {
        const deadline = Date.now() + 60_000;
        for (;;) {
          const listening = redis
            ? Number((await redis.sendCommand<[string, number]>(['PUBSUB', 'NUMSUB', 'socket.io-request#/chat#']))[1])
            : ((
                await sql<{
                  n: number;
                }>`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN "socket.io%'`.execute(
                  t.database.db,
                )
              ).rows[0]?.n ?? 0);
          if (listening >= servers) return;
          if (Date.now() > deadline) throw new Error(`only ${listening} of ${servers} adapters listen`);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      } finally {
        await redis?.quit();
      }
    }

    beforeAll(async () => {
      t = await buildTestApp({ config: { trustProxy: true } });
      const url = t.database.url as string;
      child = await startServerProcess({ databaseUrl: url, redisUrl: adapter.redisUrl });
      here = await buildApp(testConfig({ databaseUrl: url, redisUrl: adapter.redisUrl, trustProxy: true }), { database: t.database });
      await here.listen({ port: 0, host: '127.0.0.1' });
      await adaptersListening(2);
    }, 180_000);
    afterAll(async () => {
      for (const s of sockets) s.disconnect();
      await here?.close();
      await child?.stop();
      await t?.close();
    }, 60_000);

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
          socket.once('connect_error', reject);
        }),
      );
    }
    const next = (socket: Socket, event: string, match: (p: any) => boolean) =>
      withTimeout(
        event,
        new Promise<any>((resolve) => {
          const listener = (p: unknown) => {
            if (!match(p)) return;
            socket.off(event, listener);
            resolve(p);
          };
          socket.on(event, listener);
        }),
      );

    it('delivers live-chat messages both ways between sockets on different processes, and keeps one history', {
      timeout: 60_000,
    }, async () => {
      if (!here || !child) throw new Error('not started');
      const hereUrl = `http://127.0.0.1:${(here.server.address() as AddressInfo).port}`;
      const hereApi = httpClient(hereUrl);
      const thereApi = httpClient(child.url);
      const ops = await operatorToken(t.database.db, 'multi_cs', 'customer_service');
      const ip = { 'x-forwarded-for': freshIp() };

      const launch = (await thereApi.post('/wps/relay/LC_launchChat', {}, ip)).body.value;
      const g = { 'x-chat-guest': launch.guestToken as string, ...ip };
      const guestSocket = await chatSocket(child.url, { guest: launch.guestToken });
      const opsSocket = await chatSocket(hereUrl, { opsToken: ops });

      // Guest writes through this process; the operator's socket is held here, the guest's there.
      const toOps = next(opsSocket, CHAT_EVENTS.message, (p) => p.message.text === 'from the guest');
      await hereApi.post('/wps/livechat/messages', { text: 'from the guest' }, g);
      await toOps;

      await thereApi.post(`/ops/chat/conversations/${launch.conversationId}/accept`, {}, { authorization: ops, ...ip });
      const toGuest = next(guestSocket, CHAT_EVENTS.message, (p) => p.message.text === 'from the operator');
      await hereApi.post(
        `/ops/chat/conversations/${launch.conversationId}/messages`,
        { text: 'from the operator' },
        { authorization: ops, ...ip },
      );
      await toGuest;

      const [viaHere, viaThere] = await Promise.all([
        hereApi.get('/wps/livechat/conversation', g),
        thereApi.get('/wps/livechat/conversation', g),
      ]);
      const texts = (r: typeof viaHere) => r.body.value.messages.map((m: { text: string }) => m.text);
      expect(texts(viaHere)).toEqual(['from the guest', 'from the operator']);
      expect(texts(viaThere)).toEqual(texts(viaHere));
    });
  });
}
