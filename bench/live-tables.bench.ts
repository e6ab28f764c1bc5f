/**
 * Live tables (issue 22, docs/games/live-tables.md), two figures:
 *
 * 1. Settlement: BENCH_MEMBERS members (2,000) each confirm a bet on one baccarat round (through
 *    the service: limits, the bet's transaction, one wallet debit), then the round is dealt and the
 *    driver settles it: per member round a payout, one wallet credit with roundEnded and the mark.
 *    Prints confirmations per second and members settled per second, and checks every member round
 *    was credited once.
 * 2. Broadcast: one server process with its round loop running (LIVE_BETTING_MS 2,000, LIVE_RESULT_MS
 *    500: a round every ~2.5 s, three events each), and for each count of BENCH_SOCKET_STEPS
 *    (250,500,1000,2000) that many socket.io clients watching one table over websockets for
 *    BENCH_WATCH_S seconds (10). Prints the round events sent, the deliveries per second, how many
 *    sockets received every event, and the delivery delay (receipt − the event's serverTime) p50/p99.
 *
 * BENCH_SMALL=1: 100 members and 100,200 sockets for 6 s — to check it runs.
 * Needs DATABASE_URL (a server the bench may create a fresh database on).
 * Usage: DATABASE_URL=postgres://root@127.0.0.1:5432/postgres npm run bench:live-tables -w bench
 */
import os from 'node:os';
import { LIVE_CLIENT_EVENTS, LIVE_EVENTS, LIVE_NAMESPACE, type LiveRoundView } from '@fortuna/shared';
import { io as connect, type Socket } from 'socket.io-client';
import { liveProcess, liveSite, makeLiveMembers } from '../apps/server/src/modules/live-tables/live.test-support';
import { testWallet } from '../apps/server/src/modules/lottery/lottery.test-support';
import { createTestDatabase, startServerProcess } from '../apps/server/src/testing/index';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('the live-tables bench measures the real PostgreSQL server: set DATABASE_URL');
const small = process.env.BENCH_SMALL === '1';
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? (small ? 100 : 2_000));
const STEPS = (process.env.BENCH_SOCKET_STEPS ?? (small ? '100,200' : '250,500,1000,2000')).split(',').map(Number);
const WATCH_S = Number(process.env.BENCH_WATCH_S ?? (small ? 6 : 10));
const fmt = (n: number, digits = 0) => n.toLocaleString('en', { maximumFractionDigits: digits, minimumFractionDigits: digits });

const database = await createTestDatabase({ seeded: true });
const db = database.db;
console.log(`live tables bench · ${os.cpus().length} cores · PostgreSQL`);

// ---- 1. one round's settlement ------------------------------------------------------------
{
  const site = await liveSite(db);
  let now = new Date();
  const clock = () => now;
  const members = await makeLiveMembers(db, site.merchant.id, 'lb', MEMBERS, 100_000_000n, ['baccarat']);
  const p = liveProcess(db, testWallet(db), { owner: 'bench', clock });
  const table = (await p.service.roomList(site, 'baccarat'))[0];
  if (!table) throw new Error('no baccarat table');
  await p.driver.tick();
  const round = await p.repo.currentRound(table.tableId);
  if (!round) throw new Error('no round');
  const spots = ['banker', 'player', 'tie', 'banker_pair', 'player_pair'];
  const t0 = performance.now();
  for (const [i, m] of members.entries()) {
    const spot = spots[i % 5] as string;
    await p.service.bet(site, m, table.tableId, {
      requestId: `bench-${i}-000001`,
      roundId: String(round.id),
      spots: { [spot]: spot.includes('pair') || spot === 'tie' ? 1_000n : 10_000n },
    });
  }
  const betMs = performance.now() - t0;
  now = new Date(new Date(round.betting_ends_at).getTime() + 1);
  const t1 = performance.now();
  let ticks = 0;
  while ((await p.repo.round(round.id))?.phase !== 'settled') {
    await p.driver.tick();
    if (++ticks > 100) throw new Error('the round did not settle');
  }
  const settleMs = performance.now() - t1;
  const credited = await db
    .selectFrom('provider_transaction')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('round_id', 'like', `L${round.id}:%`)
    .where('kind', '=', 'credit')
    .executeTakeFirstOrThrow();
  if (Number(credited.n) !== MEMBERS) throw new Error(`expected ${MEMBERS} credits, found ${credited.n}`);
  await p.driver.stop();
  console.log(`settlement · ${fmt(MEMBERS)} members on one baccarat round`);
  console.log(`  confirmations  ${fmt(MEMBERS / (betMs / 1000))}/s  (${fmt(betMs / 1000, 1)} s, one debit each)`);
  console.log(
    `  settled        ${fmt(MEMBERS / (settleMs / 1000))} members/s  (${fmt(settleMs / 1000, 2)} s, ${ticks} driver steps, one credit each)`,
  );
}

// ---- 2. sockets one process serves at a table's broadcast rate ---------------------------------
{
  const server = await startServerProcess({
    databaseUrl: database.url as string,
    env: { LOG_REQUESTS: 'false', LIVE_TICK_MS: '50', LIVE_BETTING_MS: '2000', LIVE_RESULT_MS: '500' },
  });
  try {
    const rooms = await fetch(`${server.url}/wps/relay/GLS2_roomList?gameCode=dragon-tiger`, { headers: { merchant: 'FORTUNA' } });
    const tableId = ((await rooms.json()) as { value: { tableId: number }[] }).value[0]?.tableId;
    if (!tableId) throw new Error('no dragon tiger table');
    console.log(`broadcast · one process, one table (a round every ~2.5 s: betting, dealing, settled), ${WATCH_S} s per step`);
    for (const count of STEPS) {
      const sockets: Socket[] = [];
      const received = new Map<string, number>();
      const delays: number[] = [];
      const perSocket: Map<string, number>[] = [];
      for (let i = 0; i < count; i++) {
        const socket = connect(`${server.url}${LIVE_NAMESPACE}`, {
          path: '/socket.io',
          auth: { merchant: 'FORTUNA' },
          transports: ['websocket'],
          reconnection: false,
        });
        const mine = new Map<string, number>();
        perSocket.push(mine);
        socket.on(LIVE_EVENTS.round, (round: LiveRoundView) => {
          const key = `${round.roundId}:${round.phase}`;
          mine.set(key, (mine.get(key) ?? 0) + 1);
          received.set(key, (received.get(key) ?? 0) + 1);
          delays.push(Date.now() - Date.parse(round.serverTime));
        });
        await new Promise<void>((resolve, reject) => {
          socket.once('connect', () => resolve());
          socket.once('connect_error', reject);
        });
        socket.emit(LIVE_CLIENT_EVENTS.watch, { tableId });
        sockets.push(socket);
      }
      // Events that began before every socket watched are not counted.
      await new Promise((resolve) => setTimeout(resolve, 500));
      for (const m of perSocket) m.clear();
      received.clear();
      delays.length = 0;
      await new Promise((resolve) => setTimeout(resolve, WATCH_S * 1000));
      const events = [...received.keys()];
      const deliveries = [...received.values()].reduce((s, n) => s + n, 0);
      const complete = perSocket.filter((m) => events.every((k) => (m.get(k) ?? 0) >= 1)).length;
      delays.sort((x, y) => x - y);
      const pct = (q: number) => delays[Math.min(delays.length - 1, Math.floor(q * delays.length))] ?? 0;
      console.log(
        `  ${fmt(count).padStart(6)} sockets · ${events.length} events · ${fmt(deliveries / WATCH_S)} deliveries/s · ${fmt(complete)} got every event · delay p50 ${pct(0.5)} ms p99 ${pct(0.99)} ms`,
      );
      for (const socket of sockets) socket.disconnect();
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } finally {
    await server.stop();
  }
}
await database.close();
