import { POINT_TYPE_CATEGORIES, type PointEarnType } from '@fortuna/shared';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { POINTS_KIND, postPoints } from './points-ledger';
import { type EarnRule, loadSettings } from './points-settings';

/**
 * Earning, exactly once (docs/points/points-mall.md "Earning"). Valid bets come from the settled
 * rounds' rollups (`member_hourly_rollup`, written in the settling transaction); a side table
 * (`points_bet_seen`) remembers per rollup row the valid bet already counted, so only what grew
 * since is new. Per member and point type an accumulator (`points_accrual`) carries the base
 * below one unit to the next accrual (so a rule change applies to what comes next) and numbers
 * the earning posts (`points:bet:<member>:<type>:<seq>`). Each credited deposit earns once
 * (`points:deposit:<id>`, `points_deposit_credit`). One transaction per member holds the
 * accumulator rows locked, so concurrent accruals of a member (two processes, a sweep and a
 * balance call) wait for each other and the second finds nothing new.
 */

/** Only rollup rows and deposits this recent are scanned (older ones were counted when they were new). */
export const ACCRUAL_WINDOW_MS = 2 * 86_400_000;

const CATEGORY_TYPE = new Map<string, PointEarnType>(
  Object.entries(POINT_TYPE_CATEGORIES).flatMap(([type, categories]) => categories.map((c) => [c, type as PointEarnType] as const)),
);
const CATEGORIES = [...CATEGORY_TYPE.keys()];

/** What an earning post remembers (its memo), shown by the details list: type, base, unit, ratio. */
export type EarnMemo = { t: PointEarnType; b: string; u: string; r: number };

export type AccrualResult = { posts: number; points: bigint };

/** Credits one member the points of new valid bets and credited deposits; answers what was posted. */
export async function accrueMember(db: Kysely<Database>, memberId: number, at = new Date()): Promise<AccrualResult> {
  const member = await db.selectFrom('member').select(['id', 'merchant_id']).where('id', '=', memberId).executeTakeFirst();
  if (!member) return { posts: 0, points: 0n };
  const settings = await loadSettings(db, member.merchant_id);
  if (!settings.enabled) return { posts: 0, points: 0n };
  const rules = new Map(settings.rules.map((r) => [r.type, r]));
  const since = new Date(at.getTime() - ACCRUAL_WINDOW_MS);
  return db.transaction().execute(async (trx) => {
    const types = [...new Set(CATEGORY_TYPE.values())];
    await trx
      .insertInto('points_accrual')
      .values(types.map((type) => ({ member_id: memberId, type })))
      .onConflict((oc) => oc.columns(['member_id', 'type']).doNothing())
      .execute();
    // The member's accumulators, locked: the accruals of one member run one after another.
    const accruals = await trx
      .selectFrom('points_accrual')
      .selectAll()
      .where('member_id', '=', memberId)
      .orderBy('type')
      .forUpdate()
      .execute();
    const state = new Map(accruals.map((a) => [a.type, { carry: BigInt(a.carry), seq: a.seq }]));
    let posts = 0;
    let total = 0n;

    const { rows: grown } = await sql<{ hour: Date; category: string; valid_bet: string; seen: string }>`
      SELECT r.hour, r.category, r.valid_bet::text AS valid_bet, coalesce(s.valid_bet, 0)::text AS seen
        FROM member_hourly_rollup r
        LEFT JOIN points_bet_seen s ON s.member_id = r.member_id AND s.hour = r.hour AND s.category = r.category
       WHERE r.member_id = ${memberId} AND r.hour >= ${since} AND r.category IN (${sql.join(CATEGORIES)})
         AND r.valid_bet <> coalesce(s.valid_bet, 0)`.execute(trx);
    const deltas = new Map<PointEarnType, bigint>();
    for (const g of grown) {
      const type = CATEGORY_TYPE.get(g.category);
      if (!type) continue;
      deltas.set(type, (deltas.get(type) ?? 0n) + BigInt(g.valid_bet) - BigInt(g.seen));
      await sql`
        INSERT INTO points_bet_seen (member_id, hour, category, valid_bet)
        VALUES (${memberId}, ${g.hour}, ${g.category}, ${g.valid_bet}::bigint)
        ON CONFLICT (member_id, hour, category) DO UPDATE SET valid_bet = excluded.valid_bet`.execute(trx);
    }
    for (const [type, delta] of deltas) {
      const rule = rules.get(type);
      const s = state.get(type) ?? { carry: 0n, seq: 0 };
      // Bets while a type earns nothing are counted as seen and earn nothing later either.
      if (!rule?.enabled || rule.points <= 0) continue;
      s.carry += delta;
      const units = s.carry > 0n ? s.carry / rule.unit : 0n;
      const points = units * BigInt(rule.points);
      s.carry -= units * rule.unit;
      if (points > 0n) {
        s.seq += 1;
        await earn(
          trx,
          member.merchant_id,
          memberId,
          points,
          `points:bet:${memberId}:${type}:${s.seq}`,
          `earn:${type}:${memberId}:${s.seq}`,
          {
            rule,
            base: units * rule.unit,
          },
        );
        posts++;
        total += points;
      }
      await trx
        .updateTable('points_accrual')
        .set({ carry: s.carry, seq: s.seq })
        .where('member_id', '=', memberId)
        .where('type', '=', type)
        .execute();
    }

    const deposits = await trx
      .selectFrom('deposit as d')
      .leftJoin('points_deposit_credit as c', 'c.deposit_id', 'd.id')
      .select(['d.id', 'd.amount'])
      .where('d.member_id', '=', memberId)
      .where('d.status', '=', 'CREDITED')
      .where('d.decided_at', '>=', since)
      .where('c.deposit_id', 'is', null)
      .orderBy('d.id')
      .execute();
    const rule = rules.get('deposit');
    for (const d of deposits) {
      const amount = BigInt(d.amount);
      const earns = rule?.enabled && rule.points > 0;
      const units = earns ? amount / rule.unit : 0n;
      const points = earns ? units * BigInt(rule.points) : 0n;
      await trx.insertInto('points_deposit_credit').values({ deposit_id: d.id, member_id: memberId, points }).execute();
      if (points > 0n && rule) {
        await earn(trx, member.merchant_id, memberId, points, `points:deposit:${d.id}`, `earn:deposit:${d.id}`, { rule, base: amount });
        posts++;
        total += points;
      }
    }
    return { posts, points: total };
  });
}

function earn(
  trx: Kysely<Database>,
  merchantId: number,
  memberId: number,
  points: bigint,
  key: string,
  reference: string,
  how: { rule: EarnRule; base: bigint },
) {
  const memo: EarnMemo = { t: how.rule.type, b: String(how.base), u: String(how.rule.unit), r: how.rule.points };
  return postPoints(trx, merchantId, memberId, points, { key, kind: POINTS_KIND.earn, reference, memo: JSON.stringify(memo) });
}

/** Members of a merchant with something new to earn on: grown rollup rows or uncredited deposits. */
export async function membersToAccrue(db: Kysely<Database>, merchantId: number, at = new Date()): Promise<number[]> {
  const since = new Date(at.getTime() - ACCRUAL_WINDOW_MS);
  const { rows } = await sql<{ member_id: number }>`
    SELECT r.member_id
      FROM member_hourly_rollup r
      LEFT JOIN points_bet_seen s ON s.member_id = r.member_id AND s.hour = r.hour AND s.category = r.category
     WHERE r.merchant_id = ${merchantId} AND r.hour >= ${since} AND r.category IN (${sql.join(CATEGORIES)})
       AND r.valid_bet <> coalesce(s.valid_bet, 0)
    UNION
    SELECT d.member_id
      FROM deposit d
      LEFT JOIN points_deposit_credit c ON c.deposit_id = d.id
     WHERE d.merchant_id = ${merchantId} AND d.status = 'CREDITED' AND d.decided_at >= ${since} AND c.deposit_id IS NULL`.execute(db);
  return rows.map((r) => r.member_id);
}

/** One sweep over every merchant whose mall is on; answers the points credited. */
export async function sweepPoints(db: Kysely<Database>, at = new Date()): Promise<AccrualResult> {
  const merchants = await db.selectFrom('points_settings').select('merchant_id').where('enabled', '=', true).execute();
  let posts = 0;
  let points = 0n;
  for (const m of merchants) {
    for (const memberId of await membersToAccrue(db, m.merchant_id, at)) {
      const r = await accrueMember(db, memberId, at);
      posts += r.posts;
      points += r.points;
    }
  }
  return { posts, points };
}

/** The periodic sweep, every process (each accrual is idempotent and member-locked); stops with the app. */
export function startPointsSweeper(deps: { db: Kysely<Database>; intervalMs: number; onError: (error: unknown) => void }) {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = sweepPoints(deps.db)
      .then(() => undefined)
      .catch(deps.onError)
      .finally(() => {
        running = null;
      });
  }, deps.intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
