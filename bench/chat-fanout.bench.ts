/**
 * Chat-room fan-out across two server processes (issue 17): BENCH_SOCKETS member sockets (1,000)
 * in the merchant's one chat room, half held by each of two server processes sharing one
 * PostgreSQL database, and BENCH_SENDERS members (100) posting BENCH_PER_SENDER messages each (5,
 * the room's rate limit per 10 s) through `POST /wps/chatroom/messages`, alternating between the
 * processes. Every message goes the real way: validation, mute/slow-mode/rate checks, the INSERT,
 * then `io.to(room).emit` through the Socket.IO adapter to the other process. Prints the messages
 * per second sent (accepted answers) and the deliveries per second received by all sockets (each
 * message once per socket), first with the PostgreSQL adapter (LISTEN/NOTIFY), then with Redis
 * when REDIS_URL is set or Redis answers on 127.0.0.1:6379.
 *
 * Set-up (not timed): the database named by DATABASE_URL is created when missing, migrated and
 * demo-seeded; the bench's members and their sessions are made in the database (no logins).
 * Usage: DATABASE_URL=postgres://root@127.0.0.1:5432/bench_chat npm run bench:chat-fanout -w bench
 */
import crypto from 'node:crypto';
import os from 'node:os';
import { CHAT_EVENTS, CHAT_NAMESPACE } from '@fortuna/shared';
import { sql } from 'kysely';
import pg from 'pg';
import { createClient } from 'redis';
import { io as connect, type Socket } from 'socket.io-client';
import { openDatabase } from '../apps/server/src/db/database';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { seedDemo } from '../apps/server/src/seed/demo';
import { type ServerProcess, startServerProcess } from '../apps/server/src/testing/server-process';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('the chat fan-out bench needs two processes on one PostgreSQL server: set DATABASE_URL');
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1_000);
const SENDERS = Number(process.env.BENCH_SENDERS ?? 100);
const PER_SENDER = Number(process.env.BENCH_PER_SENDER ?? 5);
const IN_FLIGHT = Number(process.env.BENCH_IN_FLIGHT ?? 16);
const WAIT_MS = 180_000;

const target = new URL(url);
const name = target.pathname.slice(1);
const adminUrl = new URL(url);
adminUrl.pathname = '/postgres';
const admin = new pg.Client({ connectionString: adminUrl.toString() });
await admin.connect();
if ((await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 0)
  await admin.query(`CREATE DATABASE "${name.replaceAll('"', '')}"`);
await admin.end();

const database = await openDatabase({ databaseUrl: url, poolSize: 2 });
const db = database.db;
const fmt = (n: number, digits = 0) => n.toLocaleString('en', { maximumFractionDigits: digits, minimumFractionDigits: digits });

async function redisAnswers(address: string): Promise<boolean> {
  const client = createClient({ url: address, socket: { connectTimeout: 2_000, reconnectStrategy: false } });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.quit();
    return true;
  } catch {
    return false;
  }
}

/** The bench's members (`chatbench_<i>`) and one live session each; returns their tokens in order. */
async function benchMembers(count: number): Promise<string[]> {
  const merchant = await db.selectFrom('merchant').select('id').where('code', '=', 'FORTUNA').executeTakeFirstOrThrow();
  const template = await db
    .selectFrom('member')
    .select(['password_hash', 'parent_id'])
    .where('username', '=', 'member03')
    .executeTakeFirstOrThrow();
  await sql`
    INSERT INTO member (merchant_id, username, nickname, type, password_hash, parent_id)
    SELECT ${merchant.id}, 'chatbench_' || i, 'Bench ' || i, 0, ${template.password_hash}, ${template.parent_id}
      FROM generate_series(1, ${count}) AS i
    ON CONFLICT DO NOTHING`.execute(db);
  const members = await db
    .selectFrom('member')
    .select(['id', 'username'])
    .where('username', 'like', 'chatbench\\_%')
    .where('merchant_id', '=', merchant.id)
    .orderBy('id')
    .limit(count)
    .execute();
  const tokens = members.map(() => crypto.randomBytes(32).toString('base64url'));
  await db
    .insertInto('member_session')
    .values(
      members.map((m, i) => ({
        token_hash: crypto
          .createHash('sha256')
          .update(tokens[i] as string)
          .digest(),
        member_id: m.id,
        side: 'member',
        login_type: 'username',
        ip: '127.0.0.1',
        device: 'web',
        expires_at: new Date(Date.now() + 3_600_000),
        revoked_at: null,
      })),
    )
    .execute();
  // The room as it starts: no slow mode, no mutes, no rate windows left by an earlier run.
  await db.deleteFrom('chat_room_mute').where('merchant_id', '=', merchant.id).execute();
  await db.deleteFrom('chat_room_setting').where('merchant_id', '=', merchant.id).execute();
  await db.deleteFrom('rate_counter').where('key', 'like', 'chatroom:%').execute();
  return tokens;
}

function socketTo(base: string, token: string): Promise<Socket> {
  const socket = connect(`${base}${CHAT_NAMESPACE}`, {
    path: '/socket.io',
    auth: { token, merchant: 'FORTUNA' },
    transports: ['websocket'],
    reconnection: false,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', async () => {
      const joined = (await socket.emitWithAck(CHAT_EVENTS.roomJoin, {})) as { success: boolean };
      if (!joined.success) reject(new Error('chat_room_join refused'));
      else resolve(socket);
    });
    socket.once('connect_error', reject);
  });
}

async function waitForListeners(servers: number, redisUrl: string | undefined): Promise<void> {
  const redis = redisUrl ? createClient({ url: redisUrl }) : undefined;
  await redis?.connect();
  try {
    for (const deadline = Date.now() + 60_000; ; ) {
      const n = redis
        ? Number((await redis.sendCommand<[string, number]>(['PUBSUB', 'NUMSUB', `socket.io-request#${CHAT_NAMESPACE}#`]))[1])
        : Number(
            (
              await sql<{
                n: number;
              }>`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN "socket.io%'`.execute(
                db,
              )
            ).rows[0]?.n ?? 0,
          );
      if (n >= servers) return;
      if (Date.now() > deadline) throw new Error(`only ${n} of ${servers} adapters listen`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await redis?.quit();
  }
}

async function run(adapter: string, redisUrl: string | undefined, tokens: string[]): Promise<void> {
  const servers: ServerProcess[] = [];
  const sockets: Socket[] = [];
  try {
    for (let i = 0; i < 2; i++)
      servers.push(await startServerProcess({ databaseUrl: url as string, redisUrl, env: { LOG_REQUESTS: 'false', LOG_LEVEL: 'info' } }));
    // Two processes' listeners (or subscribers) for the chat namespace.
    await waitForListeners(2, redisUrl);
    const bases = servers.map((s) => s.url);

    let delivered = 0;
    let lastDelivery = 0;
    for (let i = 0; i < SOCKETS; i += 50) {
      const batch = await Promise.all(
        tokens.slice(i, Math.min(i + 50, SOCKETS)).map((token, j) => socketTo(bases[(i + j) % 2] as string, token)),
      );
      for (const socket of batch) {
        socket.on(CHAT_EVENTS.roomMessage, () => {
          delivered++;
          lastDelivery = performance.now();
        });
        sockets.push(socket);
      }
    }

    const messages = SENDERS * PER_SENDER;
    const expected = messages * sockets.length;
    const jobs: { base: string; token: string; n: number }[] = [];
    for (let round = 0; round < PER_SENDER; round++)
      for (let s = 0; s < SENDERS; s++) jobs.push({ base: bases[s % 2] as string, token: tokens[s] as string, n: round });
    let next = 0;
    let accepted = 0;
    const refused = new Map<string, number>();
    const started = performance.now();
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (next < jobs.length) {
          const job = jobs[next++] as (typeof jobs)[number];
          const response = await fetch(`${job.base}/wps/chatroom/messages`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              authorization: job.token,
              merchant: 'FORTUNA',
              'x-forwarded-for': `10.9.${next % 250}.${(next >> 8) % 250}`,
            },
            body: JSON.stringify({ text: `bench message ${job.n} from ${job.token.slice(0, 6)}` }),
          });
          const body = (await response.json()) as { success: boolean; message: string };
          if (body.success) accepted++;
          else refused.set(body.message, (refused.get(body.message) ?? 0) + 1);
        }
      }),
    );
    const sentSeconds = (performance.now() - started) / 1000;
    const want = accepted * sockets.length;
    for (const deadline = Date.now() + WAIT_MS; delivered < want && Date.now() < deadline; )
      await new Promise((resolve) => setTimeout(resolve, 50));
    const deliverSeconds = ((lastDelivery || performance.now()) - started) / 1000;
    console.log(
      `${adapter}: ${fmt(sockets.length)} sockets in one room over 2 processes; ${fmt(accepted)} of ${fmt(messages)} messages accepted` +
        (refused.size ? ` (refused: ${[...refused].map(([k, v]) => `${k} ${v}`).join(', ')})` : ''),
    );
    console.log(`  sent:      ${fmt(accepted / sentSeconds, 1)} messages/s (${fmt(sentSeconds, 2)} s, ${IN_FLIGHT} requests in flight)`);
    console.log(
      `  delivered: ${fmt(delivered)} of ${fmt(want)} deliveries (${fmt((100 * delivered) / Math.max(1, want), 1)} %) in ${fmt(deliverSeconds, 2)} s = ${fmt(delivered / deliverSeconds)} deliveries/s`,
    );
    if (delivered < expected && accepted === messages) console.log('  (some deliveries missing)');
  } finally {
    for (const socket of sockets) socket.disconnect();
    for (const server of servers) await server.stop();
  }
}

try {
  console.log(
    `chat fan-out: PostgreSQL ${target.host}/${name}; node ${process.version}; ${os.cpus().length} cores; load average ${os
      .loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')}`,
  );
  await migrateToLatest(db);
  if (!(await db.selectFrom('merchant').select('id').executeTakeFirst())) await seedDemo(db);
  const tokens = await benchMembers(Math.max(SOCKETS, SENDERS));
  await run('PostgreSQL adapter', undefined, tokens);
  const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  if (await redisAnswers(redisUrl)) {
    await db.deleteFrom('rate_counter').where('key', 'like', 'chatroom:%').execute();
    await run('Redis adapter', redisUrl, tokens);
  } else console.log('Redis: not reachable, skipped');
} finally {
  await database.close();
}
