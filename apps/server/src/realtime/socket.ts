import { createAdapter as createPostgresAdapter } from '@socket.io/postgres-adapter';
import { createAdapter as createRedisAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { createClient } from 'redis';
import { Server } from 'socket.io';
import type { AuthService } from '../modules/auth/auth.service';
import type { ConfigService } from '../modules/config/config.service';
import type { MemberEvents } from './member-events';

type Options = {
  auth: AuthService;
  config: ConfigService;
  events: MemberEvents;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
};

/** The room of one member's sockets. */
export const memberRoom = (memberId: number) => `member:${memberId}`;

/**
 * Socket.IO on the portal's own server (`/socket.io`). A socket authenticates with the session
 * token (`auth: { token, merchant }`) and joins its member's room; member events are emitted
 * there as `notification`. Several processes share events through Redis when REDIS_URL is set,
 * else through PostgreSQL (LISTEN/NOTIFY) when DATABASE_URL is set; embedded PGlite is one
 * process and needs neither.
 */
export async function attachRealtime(app: FastifyInstance, options: Options): Promise<Server> {
  const io = new Server(app.server, { path: '/socket.io', serveClient: false, cors: { origin: false } });
  const closers: (() => Promise<unknown>)[] = [];

  if (options.redisUrl) {
    const pub = createClient({ url: options.redisUrl });
    const sub = pub.duplicate();
    await Promise.all([pub.connect(), sub.connect()]);
    io.adapter(createRedisAdapter(pub, sub));
    closers.push(
      () => pub.quit(),
      () => sub.quit(),
    );
  } else if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 2 });
    pool.on('error', (err) => app.log.warn({ err }, 'realtime database connection failed'));
    io.adapter(createPostgresAdapter(pool, { heartbeatInterval: 5_000 }));
    closers.push(() => pool.end());
  }

  io.use(async (socket, next) => {
    try {
      const { token, merchant } = (socket.handshake.auth ?? {}) as { token?: string; merchant?: string };
      const host = (socket.handshake.headers.host ?? '').split(':')[0]?.toLowerCase() ?? '';
      const site = await options.config.resolveMerchant(typeof merchant === 'string' ? merchant : undefined, host);
      const ctx = await options.auth.authenticate(typeof token === 'string' ? token : undefined, site);
      socket.data.memberId = ctx.member.id;
      next();
    } catch (error) {
      next(new Error(error instanceof Error ? error.message : 'not_logged_in'));
    }
  });
  io.on('connection', (socket) => {
    void socket.join(memberRoom(socket.data.memberId as number));
  });

  options.events.setPublisher((memberId, event) => {
    io.to(memberRoom(memberId)).emit('notification', event);
  });

  app.addHook('preClose', async () => {
    io.disconnectSockets(true);
  });
  app.addHook('onClose', async () => {
    await new Promise<void>((resolve) => io.close(() => resolve()));
    for (const close of closers) await close().catch(() => {});
  });
  return io;
}
