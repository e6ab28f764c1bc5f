import { seedHash } from '@fortuna/bgs/fair/instant';
import { compareNiu, dealDeck, niuHand, parseCard } from '@fortuna/bgs/pvp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_ACCOUNT, memberBalance } from '../../ledger/accounts';
import { apiClient, buildTestApp, freshIp, fund, type TestApp } from '../../testing/index';
import { dealNow, expire, preparePvp, pvpRoom, roundTransactions } from './pvp.test-support';
import { pvpIds } from './pvp-settings';

/**
 * A Niu Niu hand of three members (one takes the bank) through the HTTP calls as the room page
 * makes them, the driver stepped by hand: seats, grabs, bets, a replayed move, a stale version, a
 * time-out, the settlement checked to the minor unit against the rules and the wallet's records.
 */
let t: TestApp;
let api: ReturnType<typeof apiClient>;
const auth: Record<string, { authorization: string }> = {};
const ids: Record<string, number> = {};
let merchantId: number;
const NAMES = ['player01', 'member02', 'member03', 'member04'] as const;
const PASSWORDS: Record<string, string> = { player01: 'Player123', member02: 'Member123', member03: 'Member123', member04: 'Member123' };

const db = () => t.database.db;
const balance = (name: string) => memberBalance(db(), ids[name] as number, MEMBER_ACCOUNT.main);

beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t.app, { merchant: 'FORTUNA' });
  merchantId = (await db().selectFrom('merchant').select('id').where('code', '=', 'FORTUNA').executeTakeFirstOrThrow()).id;
  for (const name of NAMES) {
    const login = await api.encrypted(
      'POST',
      '/wps/session/login',
      { type: 'username', username: name, password: PASSWORDS[name] },
      { 'x-forwarded-for': freshIp() },
    );
    auth[name] = { authorization: `Bearer ${login.body.value.token}` };
    ids[name] = (await db().selectFrom('member').select('id').where('username', '=', name).executeTakeFirstOrThrow()).id;
  }
  for (const name of ['player01', 'member02', 'member03']) await fund(db(), name, 500_000n);
  await preparePvp(db(), merchantId, Object.values(ids), 'niu-niu');
});
afterAll(async () => t?.close());

describe('a niu niu room through the calls', () => {
  it('seats three, deals, takes grabs and bets, times out a show, and settles every seat exactly once', async () => {
    const list = await api.get('/wps/pvp/rooms?gameCode=niu-niu');
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.value.map((r: { level: number }) => r.level)).toEqual([1, 2, 3]);
    expect(list.body.value[0]).toMatchObject({ base: '1.00', minBalance: '125.00', rakeBps: 500, seats: 6, seated: 0 });
    expect((await api.get('/wps/pvp/rooms?gameCode=chess')).status).toBe(400);

    const room = await pvpRoom(db(), merchantId, 'niu-niu', 1);
    const high = await pvpRoom(db(), merchantId, 'niu-niu', 3);
    const path = `/wps/pvp/rooms/${room.id}`;
    // member04 has not the 125.00 a seat needs.
    const poor = await api.post(`${path}/sit`, {}, auth.member04);
    expect(poor.status).toBe(409);
    expect(JSON.stringify(poor.body)).toContain('pvp_balance_too_low');

    const sitA = await api.post(`${path}/sit`, { seat: 0 }, auth.player01);
    expect(sitA.status, JSON.stringify(sitA.body)).toBe(200);
    expect(sitA.body.value.mySeat).toBe(0);
    expect((await api.post(`${path}/sit`, { seat: 0 }, auth.member02)).status).toBe(409); // pvp_room_full: that seat is taken
    await api.post(`${path}/sit`, { seat: 2 }, auth.member02);
    await api.post(`${path}/sit`, {}, auth.member03);
    const elsewhere = await api.post(`/wps/pvp/rooms/${high.id}/sit`, {}, auth.player01);
    expect(elsewhere.status).toBe(409);
    expect(JSON.stringify(elsewhere.body)).toContain('pvp_seated_elsewhere');
    expect((await api.post(`${path}/sit`, {}, undefined as never)).status).toBe(401);

    const before = { a: await balance('player01'), b: await balance('member02'), c: await balance('member03') };
    await dealNow(db(), room.id);
    await t.app.pvp.driver.tick();
    const dealt = (await api.get(path, auth.player01)).body.value;
    expect(dealt.hand.phase).toBe('grab');
    expect(dealt.hand.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(dealt.hand.seed).toBeNull();
    const me = dealt.seats[0];
    expect(me.cards.filter((c: string | null) => c !== null)).toHaveLength(4);
    expect(dealt.seats[2].cards).toEqual([null, null, null, null, null]);
    expect(dealt.hand.myActions).toEqual([{ type: 'grab', multipliers: [0, 1, 2, 3, 4] }]);
    // A guest sees no card.
    const guest = (await api.get(path)).body.value;
    expect(guest.mySeat).toBeNull();
    expect(guest.seats[0].cards.every((c: string | null) => c === null)).toBe(true);

    const handId = dealt.hand.handId as string;
    const act = (name: string, requestId: string, version: number, action: object) =>
      api.post(`${path}/act`, { requestId, handId, version, action }, auth[name]);
    const grabA = await act('player01', 'grab-a-0001', dealt.hand.version, { type: 'grab', multiplier: 3 });
    expect(grabA.status, JSON.stringify(grabA.body)).toBe(200);
    // The same request again answers the original and moves nothing.
    const replay = await act('player01', 'grab-a-0001', dealt.hand.version, { type: 'grab', multiplier: 3 });
    expect(replay.body.value.hand.version).toBe(grabA.body.value.hand.version);
    expect((await act('player01', 'grab-a-0002', grabA.body.value.hand.version, { type: 'grab', multiplier: 1 })).status).toBe(409);
    expect((await act('member02', 'grab-b-bad1', dealt.hand.version, { type: 'bet', multiplier: 1 })).status).toBe(400);
    // Two seats grab at the same moment on the same version: both moves are taken (the one stored
    // second is tried again on the state the first made), not bounced back to the player.
    const [grabB, grabC] = await Promise.all([
      act('member02', 'grab-b-0001', dealt.hand.version, { type: 'grab', multiplier: 1 }),
      act('member03', 'grab-c-0001', dealt.hand.version, { type: 'grab', multiplier: 0 }),
    ]);
    expect([grabB.status, grabC.status], JSON.stringify([grabB.body, grabC.body])).toEqual([200, 200]);
    const grabbed = await api.get(path, auth.member03);
    const bet = grabbed.body.value.hand;
    expect(bet.phase).toBe('bet');
    expect(bet.detail).toMatchObject({ banker: 0, bankerMultiplier: 3 });
    expect(grabbed.body.value.seats[0].isBanker).toBe(true);
    // A move on the version before the bets were due is stale.
    expect((await act('member02', 'bet-b-stale', dealt.hand.version, { type: 'bet', multiplier: 2 })).status).toBe(409);
    await act('member02', 'bet-b-0001', bet.version, { type: 'bet', multiplier: 2 });
    const shown = await act('member03', 'bet-c-0001', bet.version, { type: 'bet', multiplier: 5 });
    expect(shown.body.value.hand.phase).toBe('show');
    await act('player01', 'show-a-0001', shown.body.value.hand.version, { type: 'show' });
    await act('member02', 'show-b-0001', shown.body.value.hand.version, { type: 'show' });
    // member03 never shows: the driver shows for them when the time runs out.
    await t.app.pvp.driver.tick();
    expect((await api.get(path, auth.member03)).body.value.hand.finished).toBe(false);
    await expire(db(), handId);
    await t.app.pvp.driver.tick();
    await t.app.pvp.driver.tick();

    const done = (await api.get(path, auth.member03)).body.value;
    expect(done.hand.finished).toBe(true);
    expect(done.hand.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(seedHash(done.hand.seed)).toBe(done.hand.seedHash);
    // Everyone's cards are open now; the deck is the committed seed's.
    const cards = [0, 1, 2].map((s) => (done.seats[s].cards as string[]).map(parseCard));
    const { deck } = dealDeck(done.hand.seed, done.hand.detail.clientSeed, done.hand.detail.handNo);
    expect(cards.flat()).toEqual(deck.slice(0, 15));

    // The settlement, recomputed: base 1.00 × bank ×3 × bet × the winner's hand multiplier.
    const bank = niuHand(cards[0] as number[]);
    const expectedNet = (seat: number, bet: bigint) => {
      const hand = niuHand(cards[seat] as number[]);
      const wins = compareNiu(hand, bank) > 0;
      const amount = 100n * 3n * bet * BigInt(wins ? hand.multiplier : bank.multiplier);
      return wins ? amount : -amount;
    };
    const netB = expectedNet(2, 2n);
    const netC = expectedNet(1, 5n);
    const netA = -(netB + netC);
    const rakeOf = (net: bigint) => (net > 0n ? (net * 500n) / 10_000n : 0n);
    const after = (net: bigint) => net - rakeOf(net);
    expect(await balance('player01')).toBe(before.a + after(netA));
    expect(await balance('member02')).toBe(before.b + after(netB));
    expect(await balance('member03')).toBe(before.c + after(netC));
    expect(done.hand.rake).toBe((Number(rakeOf(netA) + rakeOf(netB) + rakeOf(netC)) / 100).toFixed(2));
    expect(done.seats.find((s: { isMe: boolean }) => s.isMe).net).toBe((Number(after(netC)) / 100).toFixed(2));

    // The wallet saw each stake's rises as debits and one credit per seat; Σ credits + rake = Σ debits.
    // (A move tried again after another seat's was stored first rolled back the debit of its first try.)
    let debits = 0n;
    let credits = 0n;
    for (const seat of [0, 1, 2]) {
      const rows = await roundTransactions(db(), pvpIds.round(handId, seat));
      expect(rows.filter((r) => r.kind === 'credit')).toHaveLength(1);
      debits += rows.filter((r) => r.kind === 'debit').reduce((a, r) => a + BigInt(r.amount), 0n);
      debits -= rows.filter((r) => r.kind === 'rollback').reduce((a, r) => a + BigInt(r.amount), 0n);
      credits += rows.filter((r) => r.kind === 'credit').reduce((a, r) => a + BigInt(r.amount), 0n);
    }
    expect(debits).toBe(100n * 3n * 25n * 2n + 100n * 25n * 2n + 100n * 3n * 5n * 5n);
    expect(credits + rakeOf(netA) + rakeOf(netB) + rakeOf(netC)).toBe(debits);

    const verify = await api.get(`/wps/pvp/hands/${handId}`);
    expect(verify.status, JSON.stringify(verify.body)).toBe(200);
    expect(verify.body.value).toMatchObject({ seed: done.hand.seed, seedHash: done.hand.seedHash, gameCode: 'niu-niu' });

    // Reconnect: the room puts the member back in the seat; leaving between hands frees it.
    expect((await api.get(path, auth.member02)).body.value.mySeat).toBe(2);
    const left = await api.post(`${path}/leave`, {}, auth.member02);
    expect(left.status, JSON.stringify(left.body)).toBe(200);
    expect(left.body.value.mySeat).toBeNull();
    expect((await api.post(`${path}/leave`, {}, auth.member02)).status).toBe(409);
  });
});
