import { LOTTERY_WATCH, lotteryWatchRequestSchema } from '@fortuna/shared';
import { createAdapter as createPostgresAdapter } from '@socket.io/postgres-adapter';
import { createAdapter as createRedisAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { createClient } from 'redis';
import { Server, type Socket } from 'socket.io';
import { AppError } from '../http/app-error';
import { fail, ok } from '../http/envelope';
import type { AuthService } from '../modules/auth/auth.service';
import type { ConfigService } from '../modules/config/config.service';
import type { MemberEvents } from './member-events';
import type { EventOutbox } from './outbox';
import { lotteryGameRoom, memberRoom, merchantRoom } from './rooms';
import { type SessionRevocation, type SessionSockets, sessionKey } from './session-sockets';

type Options = {
  auth: AuthService;
  config: ConfigService;
  events: MemberEvents;
  sessions: SessionSockets;
  /** Events written with the changes they follow (draws, settlements), published from here. */
  outbox?: EventOutbox;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** The Redis channels' prefix (the adapter's `key`; `socket.io` when unset). */
  redisChannelPrefix?: string | undefined;
};

export { memberRoom } from './rooms';

/** What a socket receives just before the server closes it because its session was revoked. */
export const SESSION_REVOKED = 'session_revoked';

/** The server-to-server event that carries a {@link SessionRevocation} to the other processes. */
const REVOKE_SOCKETS = 'fortuna:revoke_sockets';

/**
 * Socket.IO on the portal's own server (`/socket.io`). A socket authenticates with the session
 * token (`auth: { token, merchant }`) and joins its member's room; member events are emitted
 * there as `notification`. A lottery page joins its games' rooms with `lottery_watch`
 * (packages/shared schemas/realtime.ts) and gets their draws; the event outbox is published here. When the session is revoked (logout, password change or reset) the
 * socket gets `session_revoked` and is closed. Several processes share events through Redis when
 * REDIS_URL is set, else through PostgreSQL (LISTEN/NOTIFY) when DATABASE_URL is set; embedded
 * PGlite is one process and needs neither.
 */
export async function attachRealtime(app: FastifyInstance, options: Options): Promise<Server> {
  const io = new Server(app.server, { path: '/socket.io', serveClient: false, cors: { origin: false } });
  const closers: (() => Promise<unknown>)[] = [];
  const clustered = Boolean(options.redisUrl || options.databaseUrl);

  if (options.redisUrl) {
    const pub = createClient({ url: options.redisUrl });
    const sub = pub.duplicate();
    // A lost connection is retried by the client; an 'error' nobody listens to would end the process.
    for (const client of [pub, sub]) client.on('error', (err) => app.log.warn({ err }, 'realtime Redis connection failed'));
    await Promise.all([pub.connect(), sub.connect()]);
    io.adapter(createRedisAdapter(pub, sub, { key: options.redisChannelPrefix ?? 'socket.io' }));
    closers.push(
      () => {
        // The game drivers stop after this (Fastify runs the root's onClose hooks before its plugins'):
        // what they emit meanwhile is dropped, not published on a closed client, whose rejection
        // nobody awaits and which ended the process mid-shutdown, its driver leases unreleased.
        pub.publish = (async () => 0) as unknown as typeof pub.publish;
        return pub.quit();
      },
      () => sub.quit(),
    );
  } else if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 2 });
    pool.on('error', (err) => app.log.warn({ err }, 'realtime database connection failed'));
    io.adapter(createPostgresAdapter(pool, { heartbeatInterval: 5_000 }));
    closers.push(() => pool.end());
  }

  // The middleware's session check, kept for a second look once the socket is in its room.
  const checks = new WeakMap<Socket, () => Promise<unknown>>();
  io.use(async (socket, next) => {
    try {
      const { token, merchant } = (socket.handshake.auth ?? {}) as { token?: string; merchant?: string };
      const host = (socket.handshake.headers.host ?? '').split(':')[0]?.toLowerCase() ?? '';
      const site = await options.config.resolveMerchant(typeof merchant === 'string' ? merchant : undefined, host);
      const authenticate = () => options.auth.authenticate(typeof token === 'string' ? token : undefined, site);
      const ctx = await authenticate();
      socket.data.memberId = ctx.member.id;
      socket.data.merchantId = site.id;
      socket.data.session = sessionKey(ctx.token);
      checks.set(socket, authenticate);
      next();
    } catch (error) {
      next(new Error(error instanceof Error ? error.message : 'not_logged_in'));
    }
  });
  io.on('connection', (socket) => {
    void socket.join([memberRoom(socket.data.memberId as number), merchantRoom(socket.data.merchantId as number)]);
    socket.on(LOTTERY_WATCH, (body: unknown, ack?: unknown) => {
      const answer = typeof ack === 'function' ? (ack as (reply: unknown) => void) : () => {};
      const parsed = lotteryWatchRequestSchema.safeParse(body);
      if (!parsed.success) return answer(fail(new AppError('invalid_parameter').code));
      const wanted = new Set(parsed.data.gameCodes.map(lotteryGameRoom));
      for (const room of socket.rooms) if (room.startsWith(lotteryGameRoom('')) && !wanted.has(room)) void socket.leave(room);
      void socket.join([...wanted]);
      answer(ok({ gameCodes: parsed.data.gameCodes }));
    });
    // A revocation that committed while the middleware looked may have been broadcast before the
    // socket was in its room, and missed it; a second look, now that it is there, sees it.
    const check = checks.get(socket);
    checks.delete(socket);
    check?.().catch((error) => {
      if (!(error instanceof AppError)) return app.log.warn({ err: error }, 'socket session check failed');
      socket.emit(SESSION_REVOKED);
      socket.disconnect(true);
    });
  });

  options.events.setPublisher((memberId, event) => {
    io.to(memberRoom(memberId)).emit('notification', event);
  });
  const { outbox } = options;
  if (outbox) {
    outbox.setEmitter((room, event, payload) => {
      io.to(room).emit(event, payload);
    });
    outbox.start(undefined, (err) => app.log.warn({ err }, 'event outbox publishing failed'));
  }

  // One message per revocation, acted on by each process for its own sockets: separate broadcasts
  // of the event and of the disconnect could arrive in either order through PostgreSQL's pool.
  const closeHere = (revocation: SessionRevocation) => {
    const main = io.of('/');
    for (const id of [...(main.adapter.rooms.get(memberRoom(revocation.memberId)) ?? [])]) {
      const socket = main.sockets.get(id);
      const session = socket?.data.session as string | undefined;
      if (!socket || session === revocation.kept) continue;
      if (revocation.session !== undefined && session !== revocation.session) continue;
      if (session !== revocation.replaced) socket.emit(SESSION_REVOKED);
      socket.disconnect(true);
    }
  };
  if (clustered) io.on(REVOKE_SOCKETS, closeHere);
  options.sessions.setCloser((revocation) => {
    closeHere(revocation);
    if (clustered) io.serverSideEmit(REVOKE_SOCKETS, revocation);
  });

  app.addHook('preClose', async () => {
    await outbox?.stop();
    // Only this process's sockets: through an adapter, io.disconnectSockets() closes every
    // process's, so one server stopping (a rolling restart) would drop all members.
    io.local.disconnectSockets(true);
  });
  app.addHook('onClose', async () => {
    await new Promise<void>((resolve) => io.close(() => resolve()));
    for (const close of closers) await close().catch(() => {});
  });
  return io;
}
