import { formatMinor, type PointsRedeemRequest } from '@fortuna/shared';
import { type Kysely, sql } from 'kysely';
import type { Database, MerchantRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { grantBonus } from '../promotions/bonus-book';
import { type GoodsRow, type RedemptionRow, transactionNo } from './points.presenter';
import { POINTS_KIND, postMallMoney, postPoints } from './points-ledger';

type Merchant = Pick<MerchantRow, 'id' | 'currency_code' | 'currency_decimals'>;

/** A promotion's bonus needs its message written after the grant (PROMOTION_ISSUED). */
export type BonusGranted = { memberId: number; name: string; amount: string };

/**
 * A redemption in one transaction (docs/points/points-mall.md "Redemption"): the row first (its
 * unique request id makes a concurrent replay wait and find it), then the stock by one guarded
 * UPDATE (`redeemed + q <= stock`: no oversell across processes), the per-member limit counted
 * under a lock on the member's row, the points (and any amount) posted with keys from the
 * redemption's id, and for a promotion good the bonus granted through the bonus book and the
 * redemption approved at once. Answers the row, or null when the request id was used before.
 */
export async function redeemIn(
  trx: Kysely<Database>,
  merchant: Merchant,
  memberId: number,
  goods: GoodsRow,
  input: PointsRedeemRequest,
  mobile: string | null,
): Promise<{ row: RedemptionRow; bonus: BonusGranted | null } | null> {
  const q = input.quantity;
  const points = BigInt(goods.points) * BigInt(q);
  const amount = BigInt(goods.amount) * BigInt(q);
  const inserted = await trx
    .insertInto('points_redemption')
    .values({
      merchant_id: merchant.id,
      member_id: memberId,
      goods_id: goods.id,
      type: goods.type,
      product_names: JSON.stringify(goods.names),
      quantity: q,
      points,
      amount,
      address: goods.needs_address ? (input.address ?? null) : null,
      mobile: goods.needs_address || goods.needs_mobile ? mobile : null,
      remark: input.remark || null,
      request_id: input.requestId,
    })
    .onConflict((oc) => oc.columns(['member_id', 'request_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (!inserted) return null;

  const taken = await trx
    .updateTable('points_goods')
    .set((eb) => ({ redeemed: eb('redeemed', '+', q) }))
    .where('id', '=', goods.id)
    .where('enabled', '=', true)
    .where(sql<boolean>`(stock IS NULL OR redeemed + ${q} <= stock)`)
    .returning(['stock', 'redeemed'])
    .executeTakeFirst();
  if (!taken) throw new AppError('points_goods_out_of_stock', { remaining: Math.max(0, (goods.stock ?? 0) - goods.redeemed) });

  if (goods.per_member_limit !== null) {
    // The member's row, locked: two redemptions of one member count one after the other.
    await trx.selectFrom('member').select('id').where('id', '=', memberId).forUpdate().executeTakeFirst();
    const { rows } = await sql<{ mine: string }>`
      SELECT coalesce(sum(quantity), 0)::text AS mine FROM points_redemption
       WHERE member_id = ${memberId} AND goods_id = ${goods.id} AND status IN ('in_process', 'approved') AND id <> ${inserted.id}`.execute(
      trx,
    );
    const mine = Number(rows[0]?.mine ?? 0);
    if (mine + q > goods.per_member_limit) throw new AppError('points_goods_limit_reached', { limit: goods.per_member_limit, mine });
  }

  const no = transactionNo(inserted);
  await postPoints(trx, merchant.id, memberId, -points, {
    key: `points:redeem:${inserted.id}`,
    kind: POINTS_KIND.redeem,
    reference: `redemption:${inserted.id}`,
    memo: no,
  });
  if (amount > 0n) {
    try {
      await postMallMoney(trx, merchant, memberId, -amount, {
        key: `points:redeem-pay:${inserted.id}`,
        kind: POINTS_KIND.pay,
        reference: `redemption:${inserted.id}`,
        memo: no,
      });
    } catch (error) {
      if (error instanceof AppError && error.code === 'insufficient_balance') {
        const balance = (error.details as { balance?: string } | null)?.balance ?? '0';
        throw new AppError('insufficient_balance', {
          balance: formatMinor(BigInt(balance), merchant.currency_decimals),
          required: formatMinor(amount, merchant.currency_decimals),
        });
      }
      throw error;
    }
  }

  if (goods.type !== 'promotion') return { row: inserted, bonus: null };
  const bonus = await grantPromotionGoods(trx, merchant, memberId, goods, inserted);
  const approved = await trx
    .updateTable('points_redemption')
    .set({ status: 'approved', decided_at: sql<Date>`now()`, decided_by: 'auto' })
    .where('id', '=', inserted.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { row: approved, bonus };
}

/** A promotion good's bonus: the promotion's bonus per unit, with that promotion's turnover rule, once per redemption. */
async function grantPromotionGoods(
  trx: Kysely<Database>,
  merchant: Merchant,
  memberId: number,
  goods: GoodsRow,
  redemption: RedemptionRow,
): Promise<BonusGranted> {
  const promotion = await trx
    .selectFrom('promotion')
    .select(['id', 'code', 'texts', 'turnover'])
    .where('id', '=', goods.promotion_id ?? 0)
    .where('merchant_id', '=', merchant.id)
    .executeTakeFirst();
  if (!promotion || goods.bonus_amount === null) throw new AppError('points_goods_unavailable');
  const amount = BigInt(goods.bonus_amount) * BigInt(redemption.quantity);
  const turnover = promotion.turnover as { multiple?: number; category?: string | null } | null;
  const multiple = turnover?.multiple ?? 0;
  const titles = Object.fromEntries(Object.entries(promotion.texts).map(([lang, t]) => [lang, t.title]));
  await grantBonus(trx, {
    merchant,
    memberId,
    promotionId: promotion.id,
    source: 'promotion',
    key: `points:${redemption.id}`,
    takenBy: 'claim',
    amount,
    title: titles,
    turnover:
      multiple > 0
        ? { required: (amount * BigInt(Math.round(multiple * 100))) / 100n, category: (turnover?.category ?? null) as never }
        : null,
    memo: `points mall ${transactionNo(redemption)}`,
  });
  return { memberId, name: titles.en ?? promotion.code, amount: formatMinor(amount, merchant.currency_decimals) };
}

/**
 * Closes a redemption in process (an operator's approval or rejection, a member's cancel) under
 * its row lock: a second decision finds it decided (`points_redemption_not_pending`). A rejection
 * or cancel returns the points and amount (keys from the redemption's id: once) and the stock.
 */
export async function decideIn(
  trx: Kysely<Database>,
  merchant: Merchant,
  id: number,
  decision: { status: 'approved' | 'rejected' | 'cancelled'; reply: string | null; by: string; memberId?: number },
): Promise<RedemptionRow> {
  let query = trx.selectFrom('points_redemption').selectAll().where('id', '=', id).where('merchant_id', '=', merchant.id);
  if (decision.memberId !== undefined) query = query.where('member_id', '=', decision.memberId);
  const row = await query.forUpdate().executeTakeFirst();
  if (!row) throw new AppError('not_found');
  if (row.status !== 'in_process') throw new AppError('points_redemption_not_pending', { status: row.status });
  if (decision.status !== 'approved') {
    // The stock first, as a redemption takes it: goods row, then ledger accounts (no lock cycle).
    await trx
      .updateTable('points_goods')
      .set((eb) => ({ redeemed: eb('redeemed', '-', row.quantity) }))
      .where('id', '=', row.goods_id)
      .execute();
    const no = transactionNo(row);
    await postPoints(trx, merchant.id, row.member_id, BigInt(row.points), {
      key: `points:return:${row.id}`,
      kind: POINTS_KIND.return,
      reference: `redemption:${row.id}`,
      memo: no,
    });
    if (BigInt(row.amount) > 0n) {
      await postMallMoney(trx, merchant, row.member_id, BigInt(row.amount), {
        key: `points:redeem-refund:${row.id}`,
        kind: POINTS_KIND.refund,
        reference: `redemption:${row.id}`,
        memo: no,
      });
    }
  }
  return trx
    .updateTable('points_redemption')
    .set({ status: decision.status, reply: decision.reply || null, decided_at: sql<Date>`now()`, decided_by: decision.by })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
