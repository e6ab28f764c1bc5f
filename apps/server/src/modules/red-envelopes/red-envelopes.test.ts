import { createHash } from 'node:crypto';
import { drawStream, splitBudget } from '@fortuna/bgs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, buildTestApp, operatorToken, type TestApp } from '../../testing/index';
import { hashToken, newToken } from '../auth/token';

/**
 * Red envelopes over the demo: an operator's audited drop commits a seed and draws amounts that
 * sum to its budget; 32 members claiming at once take distinct envelopes, at most one each, and
 * never more than the budget; the seed is revealed after the end and recomputes every amount.
 */
let t: TestApp;
let api: ReturnType<typeof apiClient>;
let ops: string;
const db = () => t.database.db;
const tokens: string[] = [];

const drop = (over: Record<string, unknown> = {}) => ({
  titles: { en: 'Lucky drop', zh: '幸运红包' },
  budget: '200',
  count: 20,
  minAmount: '1',
  startsAt: new Date(Date.now() - 60_000).toISOString(),
  endsAt: new Date(Date.now() + 3_600_000).toISOString(),
  audience: { kind: 'everyone' },
  ...over,
});

beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t.app);
  ops = await operatorToken(db());
  const player = await db().selectFrom('member').selectAll().where('username', '=', 'player01').executeTakeFirstOrThrow();
  // 32 plain members with player01's password.
  for (let i = 0; i < 32; i++) {
    const row = await db()
      .insertInto('member')
      .values({
        merchant_id: player.merchant_id,
        username: `crowd${String(i).padStart(2, '0')}`,
        nickname: `crowd${i}`,
        type: player.type,
        password_hash: player.password_hash,
        password_changed_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db().insertInto('member_closure').values({ ancestor_id: row.id, descendant_id: row.id, depth: 0 }).execute();
    // A live session made in the database: this test is about claims, not logins.
    const token = newToken();
    await db()
      .insertInto('member_session')
      .values({
        token_hash: hashToken(token),
        member_id: row.id,
        side: 'member',
        login_type: 'username',
        expires_at: sql`now() + interval '1 hour'`,
      })
      .execute();
    tokens.push(token);
  }
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('red envelopes', () => {
  let dropId = 0;

  it('creates a drop with promotions.write, audited, its amounts summing to the budget', async () => {
    expect((await api.post('/ops/red-envelopes', drop({ budget: '10', count: 20 }), { authorization: ops })).body.message).toBe(
      'red_envelope_split_invalid',
    );
    expect((await api.post('/ops/red-envelopes', drop({ titles: {} }), { authorization: ops })).status).toBe(400);
    const auditor = await operatorToken(db(), 'red_auditor', 'auditor');
    expect((await api.post('/ops/red-envelopes', drop(), { authorization: auditor })).status).toBe(403);
    const created = await api.post('/ops/red-envelopes', drop(), { authorization: ops });
    expect(created.status).toBe(200);
    dropId = created.body.value.id;
    expect(created.body.value).toMatchObject({ budget: '200.00', count: 20, claimed: 0, serverSeed: null });
    const envelopes = await db().selectFrom('red_envelope').select(['amount']).where('drop_id', '=', dropId).execute();
    expect(envelopes.reduce((sum, e) => sum + BigInt(e.amount), 0n)).toBe(20_000n);
    const audit = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'red_envelope.create')
      .where('target_id', '=', String(dropId))
      .execute();
    expect(audit).toHaveLength(1);
    const seed = (await db().selectFrom('red_envelope_drop').select('server_seed').where('id', '=', dropId).executeTakeFirstOrThrow())
      .server_seed;
    expect(`${JSON.stringify(audit[0]?.after)}${JSON.stringify(audit[0]?.before)}`).not.toContain(seed);
  });

  it('hands 32 concurrent claimers distinct envelopes, one each, never past the budget', async () => {
    const replies = await Promise.all(
      tokens.map((token, i) =>
        api.post('/wps/promotion/raffle/claim', { dropId, requestId: `claim-crowd-${i}` }, { authorization: token }),
      ),
    );
    const won = replies.filter((r) => r.status === 200);
    expect(won).toHaveLength(20);
    expect(replies.filter((r) => r.status !== 200).map((r) => r.body.message)).toEqual(Array(12).fill('red_envelopes_all_taken'));
    expect(new Set(won.map((r) => r.body.value.envelope)).size).toBe(20);
    const total = won.reduce((sum, r) => sum + Math.round(Number(r.body.value.amount) * 100), 0);
    expect(total).toBe(20_000);
    const bonuses = await db().selectFrom('bonus').select(['member_id', 'amount']).where('grant_key', '=', `red:${dropId}`).execute();
    expect(bonuses).toHaveLength(20);
    expect(new Set(bonuses.map((b) => b.member_id)).size).toBe(20);
  });

  it('answers a replayed claim with the first, and refuses a second envelope of the same drop', async () => {
    const first = await api.post(
      '/wps/promotion/raffle/claim',
      { dropId, requestId: 'claim-crowd-0' },
      { authorization: tokens[0] as string },
    );
    const winner = first.status === 200 ? 0 : null;
    if (winner === null) {
      expect(first.body.message).toBe('red_envelopes_all_taken');
      return;
    }
    expect(first.body.value).toMatchObject({ dropId });
    const again = await api.post(
      '/wps/promotion/raffle/claim',
      { dropId, requestId: 'claim-crowd-0b' },
      { authorization: tokens[0] as string },
    );
    expect(again.body.message).toBe('red_envelope_already_claimed');
  });

  it('reveals the seed after the end; it matches the hash and recomputes every amount', async () => {
    const before = (await api.get('/wps/promotion/raffle/drops', { authorization: tokens[0] as string })).body.value;
    const live = before.find((d: { id: number }) => d.id === dropId);
    expect(live).toMatchObject({ state: 'live', remaining: 0, fairness: { serverSeed: null } });
    await db()
      .updateTable('red_envelope_drop')
      .set({ starts_at: new Date(Date.now() - 7_200_000), ends_at: new Date(Date.now() - 1000) })
      .where('id', '=', dropId)
      .execute();
    const after = (await api.get('/wps/promotion/raffle/drops', { authorization: tokens[0] as string })).body.value;
    const ended = after.find((d: { id: number }) => d.id === dropId);
    expect(ended.state).toBe('ended');
    const seed = ended.fairness.serverSeed as string;
    expect(createHash('sha256').update(seed).digest('hex')).toBe(ended.fairness.seedHash);
    const stored = await db().selectFrom('red_envelope').select(['n', 'amount']).where('drop_id', '=', dropId).orderBy('n').execute();
    expect(splitBudget(drawStream(seed, 'RED', String(dropId)), 20_000n, 20, 100n)).toEqual(stored.map((e) => BigInt(e.amount)));
    const claim = await api.post(
      '/wps/promotion/raffle/claim',
      { dropId, requestId: 'claim-late-0001' },
      { authorization: tokens[31] as string },
    );
    expect(['red_envelope_already_claimed', 'red_envelope_not_live']).toContain(claim.body.message);
    const mine = (await api.get('/wps/promotion/raffle/mine', { authorization: tokens[0] as string })).body.value;
    expect(mine.total).toBeLessThanOrEqual(1);
  });

  it('ends a live or upcoming drop now with promotions.write, audited; its seed shows; no claim after', async () => {
    const upcoming = await api.post(
      '/ops/red-envelopes',
      drop({ startsAt: new Date(Date.now() + 3_600_000).toISOString(), endsAt: new Date(Date.now() + 7_200_000).toISOString() }),
      { authorization: ops },
    );
    const id = upcoming.body.value.id as number;
    const auditor = await operatorToken(db(), 'red_auditor2', 'auditor');
    expect((await api.post(`/ops/red-envelopes/${id}/end`, {}, { authorization: auditor })).status).toBe(403);
    expect((await api.post('/ops/red-envelopes/abc/end', {}, { authorization: ops })).status).toBe(400);
    expect((await api.post('/ops/red-envelopes/999999/end', {}, { authorization: ops })).body.message).toBe('red_envelope_drop_not_found');
    const ended = await api.post(`/ops/red-envelopes/${id}/end`, {}, { authorization: ops });
    expect(ended.status).toBe(200);
    expect(ended.body.value.serverSeed).toMatch(/\S/);
    expect(Date.parse(ended.body.value.startsAt)).toBeLessThanOrEqual(Date.parse(ended.body.value.endsAt));
    expect(Date.parse(ended.body.value.endsAt)).toBeLessThanOrEqual(Date.now());
    const audit = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'red_envelope.end')
      .where('target_id', '=', String(id))
      .execute();
    // The auditor's refusal is audited by the guard; the end itself once, with its window.
    const done = audit.filter((a) => a.outcome === 'ok');
    expect(done).toHaveLength(1);
    expect(audit.filter((a) => a.outcome !== 'ok')).toHaveLength(1);
    expect(done[0]?.after).toMatchObject({ endsAt: ended.body.value.endsAt });
    expect(`${JSON.stringify(done[0]?.after)}`).not.toContain(ended.body.value.serverSeed);
    expect((await api.post(`/ops/red-envelopes/${id}/end`, {}, { authorization: ops })).body.message).toBe('red_envelope_not_live');
    const claim = await api.post(
      '/wps/promotion/raffle/claim',
      { dropId: id, requestId: 'claim-after-end' },
      { authorization: tokens[5] as string },
    );
    expect(claim.body.message).toBe('red_envelope_not_live');
    const listed = (await api.get('/ops/red-envelopes', { authorization: ops })).body.value.find((d: { id: number }) => d.id === id);
    expect(listed).toMatchObject({ claimed: 0, paid: '0.00', serverSeed: ended.body.value.serverSeed });
  });
});
