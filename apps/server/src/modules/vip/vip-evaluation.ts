import { formatMinor } from '@fortuna/shared';
import { type Kysely, sql } from 'kysely';
import type { Database, MerchantRow } from '../../db/schema';
import type { MemberEvents, RecordedEvent } from '../../realtime/member-events';
import { grantBonus } from '../promotions/bonus-book';
import { vipRepository as repo } from './vip.repository';
import type { LevelRow } from './vip-levels';
import { reachedLevel } from './vip-levels';
import { vipBonusTitle } from './vip-titles';
import { keepMonth, keepWindow, vipWindow } from './vip-window';

type Db = Kysely<Database>;
export type VipMerchant = Pick<
  MerchantRow,
  'id' | 'currency_code' | 'currency_decimals' | 'time_zone' | 'vip_window_days' | 'vip_turnover_multiple'
>;

/** The grant key of a level's upgrade bonus: paid once per member and level, ever. */
export const upgradeKey = (level: number) => `vip:upgrade:${level}`;

/** What an upgrade did. */
export type Upgrade = { memberId: number; from: number; to: number; bonus: bigint };

/** A VIP bonus's turnover requirement under the merchant's setting (none at 0). */
export function vipTurnover(merchant: VipMerchant, amount: bigint) {
  return merchant.vip_turnover_multiple > 0 ? { required: amount * BigInt(merchant.vip_turnover_multiple), category: null } : null;
}

/**
 * Pays the upgrade bonus of every level above `from` up to `to` that has one (a member who skips
 * levels gets each skipped level's bonus too, as a member climbing one level at a time would),
 * each once ever per member (`vip:upgrade:<level>`: a level reached again after a drop pays
 * nothing). Returns what was paid now.
 */
export async function payUpgradeBonuses(
  trx: Db,
  merchant: VipMerchant,
  memberId: number,
  levels: readonly LevelRow[],
  from: number,
  to: number,
  takenBy: 'auto' | 'operator',
): Promise<bigint> {
  let paid = 0n;
  for (const l of levels) {
    if (l.level <= from || l.level > to || l.upgradeBonus <= 0n) continue;
    const result = await grantBonus(trx, {
      merchant,
      memberId,
      promotionId: null,
      source: 'vip',
      key: upgradeKey(l.level),
      takenBy,
      amount: l.upgradeBonus,
      title: vipBonusTitle('upgrade', l.level, l.names),
      turnover: vipTurnover(merchant, l.upgradeBonus),
      memo: `vip upgrade ${l.level}`,
    });
    if (!result.replayed) paid += result.amount;
  }
  return paid;
}

/** The VIP_UPGRADED event (and inbox message) of an upgrade, in the caller's transaction. */
export function recordUpgrade(trx: Db, events: MemberEvents, merchant: VipMerchant, levels: readonly LevelRow[], up: Upgrade) {
  return events.record(trx, up.memberId, 'VIP_UPGRADED', {
    level: up.to,
    fromLevel: up.from,
    names: levels.find((l) => l.level === up.to)?.names ?? {},
    amount: formatMinor(up.bonus, merchant.currency_decimals),
  });
}

/**
 * Evaluates one member now: when the credited deposits and valid bets over the window meet both
 * thresholds of a higher level, the member moves up to the highest such level at once, is paid
 * the upgrade bonuses and told (event and inbox message). Never moves a member down (the keep
 * rule does, monthly). The member's row is locked first, so concurrent evaluations of one member
 * queue and the second finds the level already reached; the bonus keys pay each level once anyway.
 */
export async function evaluateMember(deps: { db: Db; events: MemberEvents }, merchant: VipMerchant, memberId: number, now: Date) {
  const { db, events } = deps;
  const outcome = await db.transaction().execute(async (trx) => {
    const current = await repo.lockMember(trx, merchant.id, memberId);
    if (current === null) return null;
    const levels = await repo.levels(trx, merchant.id);
    const top = levels.at(-1)?.level ?? 0;
    if (current >= top) return null;
    const figures = await repo.figures(trx, memberId, vipWindow(now, merchant.time_zone, merchant.vip_window_days));
    const target = reachedLevel(levels, figures);
    if (target <= current) return null;
    const bonus = await payUpgradeBonuses(trx, merchant, memberId, levels, current, target, 'auto');
    await repo.setLevel(trx, memberId, target);
    const up: Upgrade = { memberId, from: current, to: target, bonus };
    await repo.addChange(trx, { merchantId: merchant.id, memberId, from: current, to: target, reason: 'upgrade', bonus });
    const recorded: RecordedEvent = await recordUpgrade(trx, events, merchant, levels, up);
    return { up, recorded };
  });
  if (!outcome) return null;
  events.publish(outcome.recorded);
  return outcome.up;
}

/**
 * The keep rule, once per merchant and business month (claimed in `vip_keep_run` in the same
 * transaction): every member above the base level whose valid bets over the window before the
 * month's first day are below their level's `keep_valid_bet` drops one level. The first review a
 * merchant ever has only records the month (the programme started in it: nobody had a window to
 * keep). Returns the members dropped, or null when the month was reviewed already.
 */
export async function reviewKeep(db: Db, merchant: VipMerchant, now: Date): Promise<number[] | null> {
  const month = keepMonth(now, merchant.time_zone);
  return db.transaction().execute(async (trx) => {
    const earlier = await trx.selectFrom('vip_keep_run').select('month').where('merchant_id', '=', merchant.id).limit(1).executeTakeFirst();
    const claimed = await trx
      .insertInto('vip_keep_run')
      .values({ merchant_id: merchant.id, month: month.key })
      .onConflict((oc) => oc.columns(['merchant_id', 'month']).doNothing())
      .returning('month')
      .executeTakeFirst();
    if (!claimed) return null;
    if (!earlier) return [];
    const window = keepWindow(month.from, merchant.time_zone, merchant.vip_window_days);
    const { rows } = await sql<{ id: number; vip_level: number }>`
      SELECT m.id, m.vip_level
        FROM member m
        JOIN vip_level l ON l.merchant_id = m.merchant_id AND l.level = m.vip_level
        LEFT JOIN member_hourly_rollup r ON r.member_id = m.id AND r.hour >= ${window.from} AND r.hour < ${window.to}
       WHERE m.merchant_id = ${merchant.id} AND m.vip_level > 0
       GROUP BY m.id, m.vip_level, l.keep_valid_bet
      HAVING coalesce(sum(r.valid_bet), 0) < l.keep_valid_bet
       ORDER BY m.id`.execute(trx);
    const dropped: number[] = [];
    for (const row of rows) {
      // Only from the level read: an upgrade committed meanwhile (its own figures) stands.
      const moved = await trx
        .updateTable('member')
        .set({ vip_level: row.vip_level - 1 })
        .where('id', '=', row.id)
        .where('vip_level', '=', row.vip_level)
        .returning('id')
        .executeTakeFirst();
      if (!moved) continue;
      dropped.push(row.id);
      await repo.addChange(trx, {
        merchantId: merchant.id,
        memberId: row.id,
        from: row.vip_level,
        to: row.vip_level - 1,
        reason: 'keep',
        bonus: 0n,
      });
    }
    await trx
      .updateTable('vip_keep_run')
      .set({ dropped: dropped.length })
      .where('merchant_id', '=', merchant.id)
      .where('month', '=', month.key)
      .execute();
    return dropped;
  });
}
