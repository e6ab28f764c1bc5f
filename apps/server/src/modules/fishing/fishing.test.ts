import { instantStream } from '@fortuna/bgs/fair/instant';
import {
  type Fish,
  fishAt,
  fishBetween,
  fishPosition,
  MAX_FLIGHT_MS,
  reefHunter,
  seedFromText,
  WORLD_HEIGHT,
  WORLD_WIDTH,
} from '@fortuna/bgs/fishing';
import { FISHING_SHOTS_PER_SECOND } from '@fortuna/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_ACCOUNT, memberBalance } from '../../ledger/accounts';
import { apiClient, buildTestApp, freshIp, fund, type TestApp } from '../../testing/index';
import { expectWholeLedgerBalanced } from '../../testing/provider';
import { ensureReefHunterGame } from './fishing.test-support';

let t: TestApp;
let api: ReturnType<typeof apiClient>;
let token: string;
let memberId: number;
let room: { id: number; seed: string };
let seat: number;
const db = () => t.database.db;
const auth = () => ({ authorization: token });
let n = 0;
const requestId = () => `reef-test-${++n}-${Date.now()}`;
const main = async () => memberBalance(db(), memberId, MEMBER_ACCOUNT.main);

async function login(username: string, password: string): Promise<string> {
  const reply = await api.encrypted(
    'POST',
    '/wps/session/login',
    { type: 'username', username, password },
    { 'x-forwarded-for': freshIp() },
  );
  return reply.body.value.token;
}

/** A fish well inside the sea at time `at`, that lives long enough for a bullet to reach it. */
function visibleFish(at: number): Fish {
  const found = fishAt(seedFromText(room.seed), at).find((fish) => {
    const p = fishPosition(fish, at);
    return p.x > 200 && p.x < WORLD_WIDTH - 200 && p.y > 150 && p.y < WORLD_HEIGHT - 250 && fish.spawnAt + fish.durationMs > at + 3000;
  });
  if (!found) throw new Error('no fish in the sea');
  return found;
}

beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t.app, { merchant: 'FORTUNA' });
  await ensureReefHunterGame(db());
  token = await login('player01', 'Player123');
  memberId = (await db().selectFrom('member').select('id').where('username', '=', 'player01').executeTakeFirstOrThrow()).id;
  await fund(db(), 'player01', 1_000_000n);
  const joined = await api.post('/wps/fishing/rooms/join', {}, auth());
  expect(joined.status, JSON.stringify(joined.body)).toBe(200);
  room = joined.body.value.room;
  seat = joined.body.value.seat;
});
afterAll(async () => t?.close());

describe('Reef Hunter on the server', () => {
  it('seats the member in a room with a seed, lists the room and refuses the member bet call for this game', async () => {
    expect(room.seed).toMatch(/^[0-9a-f]{32}$/);
    expect(seat).toBeGreaterThanOrEqual(0);
    const rooms = await api.get('/wps/fishing/rooms');
    expect(rooms.body.value).toEqual(expect.arrayContaining([expect.objectContaining({ id: room.id, players: 1, free: 3 })]));
    // The member may not choose the fish: only the fishing module plays this game.
    const direct = await api.post(
      '/wps/originals/reef-hunter/bet',
      { requestId: requestId(), amount: '1.00', params: { level: 1, fish: 'golden-dragon', fishId: '1-0', room: '1' } },
      auth(),
    );
    expect(direct.body.message).toBe('originals_game_not_found');
  });

  it('a shot at a fish hits it; the bullet is debited, the catch (or 0) credited once, and the capture recomputes from the seed pair', async () => {
    const at = Date.now();
    const target = visibleFish(at);
    const before = await main();
    const reply = await api.post(
      '/wps/fishing/shots',
      { requestId: requestId(), roomId: room.id, level: 2, angle: 0, targetId: target.id, at },
      auth(),
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const shot = reply.body.value;
    expect(shot.fish).toEqual({ id: target.id, kind: target.kind.code, multiplier: target.kind.multiplier });
    expect(shot.bet).toBe('2.00');
    const win = shot.captured ? 200n * BigInt(target.kind.multiplier) : 0n;
    expect(shot.win).toBe((Number(win) / 100).toFixed(2));
    expect(await main()).toBe(before - 200n + win);
    expect(shot.balance).toBe(((Number(before) - 200 + Number(win)) / 100).toFixed(2));

    // The round is an originals round with the fish in its params; rotating the pair lets anyone recompute it.
    const stored = await api.get(`/wps/originals/rounds/${shot.roundCode}`, auth());
    expect(stored.body.value).toMatchObject({
      code: 'reef-hunter',
      status: 'settled',
      params: { fish: target.kind.code, fishId: target.id },
    });
    const rotated = await api.post('/wps/originals/reef-hunter/seed/rotate', {}, auth());
    const { revealed } = rotated.body.value;
    const again = reefHunter.start({
      stream: instantStream(revealed.serverSeed, revealed.clientSeed, stored.body.value.nonce),
      bet: 200n,
      params: stored.body.value.params,
    });
    expect(again.view).toEqual(stored.body.value.view);
    expect(again.win).toBe(win);
    await expectWholeLedgerBalanced(db());
  });

  it('aimed by angle at where a fish is, the bullet hits a fish', async () => {
    const at = Date.now();
    const target = visibleFish(at);
    const p = fishPosition(target, at);
    const origin = { x: (WORLD_WIDTH / 4) * (seat + 0.5), y: WORLD_HEIGHT - 24 };
    const angle = Math.atan2(p.x - origin.x, origin.y - p.y);
    const reply = await api.post('/wps/fishing/shots', { requestId: requestId(), roomId: room.id, level: 1, angle, at }, auth());
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.value.fish).not.toBeNull();
  });

  it('a shot where no fish is misses: credit 0, the round still ends', async () => {
    // Every fish that could be in the sea during the flight is already captured.
    const now = Date.now();
    const everyone = fishBetween(seedFromText(room.seed), now - 1000, now + MAX_FLIGHT_MS + 5000);
    await db()
      .insertInto('fishing_capture')
      .values(everyone.map((fish) => ({ room_id: room.id, fish_id: fish.id, round_code: 'test' })))
      .onConflict((oc) => oc.doNothing())
      .execute();
    const before = await main();
    const reply = await api.post(
      '/wps/fishing/shots',
      { requestId: requestId(), roomId: room.id, level: 1, angle: 0.4, at: Date.now() },
      auth(),
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.value).toMatchObject({ fish: null, captured: false, win: '0.00', bet: '1.00' });
    expect(await main()).toBe(before - 100n);
    const round = await db()
      .selectFrom('instant_round')
      .select(['status', 'win'])
      .where('round_code', '=', reply.body.value.roundCode)
      .executeTakeFirstOrThrow();
    expect(round).toMatchObject({ status: 'settled' });
    expect(BigInt(round.win)).toBe(0n);
    await db().deleteFrom('fishing_capture').where('room_id', '=', room.id).execute();
  });

  it('moves money exactly once under a replayed requestId, answering the original shot', async () => {
    const id = requestId();
    const at = Date.now();
    const target = visibleFish(at);
    const body = { requestId: id, roomId: room.id, level: 3, angle: 0, targetId: target.id, at };
    const before = await main();
    const first = await api.post('/wps/fishing/shots', body, auth());
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const after = await main();
    // Retried later (the fish has moved on): the same round, no second debit or credit.
    const replies = await Promise.all([1, 2, 3].map(() => api.post('/wps/fishing/shots', { ...body, at: Date.now() }, auth())));
    for (const reply of replies) {
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      expect(reply.body.value).toMatchObject({
        roundCode: first.body.value.roundCode,
        win: first.body.value.win,
        fish: first.body.value.fish,
      });
    }
    expect(await main()).toBe(after);
    expect(after - before).toBe(-500n + (first.body.value.captured ? 500n * BigInt(first.body.value.fish.multiplier) : 0n));
    const rows = await db()
      .selectFrom('instant_round')
      .select('id')
      .where('member_id', '=', memberId)
      .where('request_id', '=', id)
      .execute();
    expect(rows).toHaveLength(1);
    await expectWholeLedgerBalanced(db());
  });

  it('refuses shots from a member without a seat, and more than 5 shots a second', async () => {
    const other = await login('member02', 'Member123');
    const unseated = await api.post(
      '/wps/fishing/shots',
      { requestId: requestId(), roomId: room.id, level: 1, angle: 0 },
      { authorization: other },
    );
    expect(unseated.body.message).toBe('fishing_not_seated');
    // The sixth shot of one second is refused. A burst of requests proves nothing on a busy machine
    // (they spread over more seconds), so this member's counters of the next half minute are
    // filled up to the limit first: the next shot falls in a full window whatever the load.
    const key = `fishing:${memberId}`;
    await sql`
      INSERT INTO rate_counter (key, window_start, hits)
      SELECT ${key}, to_timestamp(floor(extract(epoch FROM now())) + s), ${FISHING_SHOTS_PER_SECOND}::int
      FROM generate_series(-1, 30) AS s
      ON CONFLICT (key, window_start) DO UPDATE SET hits = excluded.hits`.execute(db());
    const before = await main();
    const refused = await api.post('/wps/fishing/shots', { requestId: requestId(), roomId: room.id, level: 1, angle: 0 }, auth());
    expect(refused.body.message).toBe('too_many_requests');
    expect(await main()).toBe(before); // a refused shot moves no money
    await db().deleteFrom('rate_counter').where('key', '=', key).execute();
    const allowed = await api.post('/wps/fishing/shots', { requestId: requestId(), roomId: room.id, level: 1, angle: 0 }, auth());
    expect(allowed.status, JSON.stringify(allowed.body)).toBe(200);
  });

  it('fills a room with 4 players and auto-joins a fifth into another room', async () => {
    // player01 holds one seat; four more members come in.
    const names = ['member02', 'member03', 'member04', 'agent01'];
    const seats: { room: number; seat: number }[] = [];
    for (const name of names) {
      const tokenOf = await login(name, name === 'agent01' ? 'Agent1234' : 'Member123');
      const joined = await api.post('/wps/fishing/rooms/join', {}, { authorization: tokenOf });
      expect(joined.status, JSON.stringify(joined.body)).toBe(200);
      seats.push({ room: joined.body.value.room.id, seat: joined.body.value.seat });
    }
    const inFirst = seats.filter((s) => s.room === room.id);
    expect(inFirst).toHaveLength(3);
    expect(new Set([seat, ...inFirst.map((s) => s.seat)])).toEqual(new Set([0, 1, 2, 3]));
    expect(seats.filter((s) => s.room !== room.id)).toEqual([{ room: expect.any(Number), seat: 0 }]);
  });
});
