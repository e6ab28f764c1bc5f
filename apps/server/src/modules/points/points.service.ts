import {
  formatMinor,
  POINT_EARN_TYPES,
  type PointEarnType,
  type PointGoods,
  type PointGoodsType,
  type PointMove,
  type PointMoveType,
  type PointRedemption,
  type PointRedemptionStatus,
  type PointsBalance,
  type PointsConfig,
  type PointsConvertRequest,
  type PointsConvertResponse,
  type PointsRedeemRequest,
  type PointsRedeemResponse,
  type PointsReward,
} from '@fortuna/shared';
import { type Kysely, sql } from 'kysely';
import type { Database, MerchantRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { SiteContext } from '../../http/site-context';
import { businessDays, optionalBusinessDays } from '../agent-reports/business-days';
import type { AuthContext } from '../auth/auth.service';
import { createPaymentPasswordCheck } from '../cashier/payment-password';
import type { MessagesService } from '../messages/messages.service';
import { businessToday } from '../ops-agents/agents.service';
import { type GoodsRow, presentGoods, presentRedemption, type RedemptionRow } from './points.presenter';
import { accrueMember, type EarnMemo } from './points-accrual';
import { memberPointsAccount, POINTS_KIND, pointsBalance, postMallMoney, postPoints } from './points-ledger';
import { type BonusGranted, decideIn, redeemIn } from './points-redemptions';
import { loadSettings, rateFor } from './points-settings';

type Deps = { db: Kysely<Database>; messages?: Pick<MessagesService, 'recordSystem' | 'publish'> };

const member = (ctx: AuthContext) => {
  if (ctx.isTrial) throw new AppError('in_need_true_account');
  return ctx.member;
};

/** The move type of a ledger line of a points account, from its kind and reference. */
function moveType(kind: string, reference: string): PointMoveType {
  if (kind === POINTS_KIND.earn) return (reference.split(':')[1] ?? 'adjust') as PointMoveType;
  if (kind === POINTS_KIND.redeem) return 'redeem';
  if (kind === POINTS_KIND.return) return 'return';
  if (kind === POINTS_KIND.convert) return 'convert';
  return 'adjust';
}

/** Member points calls (schemas/points.ts, docs/points/points-mall.md). */
export function createPointsService(deps: Deps) {
  const { db, messages } = deps;
  const paymentPassword = createPaymentPasswordCheck(db);

  async function enabledSettings(merchant: MerchantRow) {
    const settings = await loadSettings(db, merchant.id);
    if (!settings.enabled) throw new AppError('points_mall_disabled');
    return settings;
  }

  async function promotionTitles(merchantId: number, language: string): Promise<Map<number, string>> {
    const rows = await db.selectFrom('promotion').select(['id', 'texts']).where('merchant_id', '=', merchantId).execute();
    return new Map(rows.map((p) => [p.id, p.texts[language]?.title ?? p.texts.en?.title ?? '']));
  }

  async function mineByGoods(memberId: number | null): Promise<Map<number, number>> {
    if (memberId === null) return new Map();
    const rows = await db
      .selectFrom('points_redemption')
      .select(['goods_id', sql<string>`sum(quantity)::text`.as('q')])
      .where('member_id', '=', memberId)
      .where('status', 'in', ['in_process', 'approved'])
      .groupBy('goods_id')
      .execute();
    return new Map(rows.map((r) => [r.goods_id, Number(r.q)]));
  }

  async function writeBonusMessage(bonus: BonusGranted | null, trx: Kysely<Database>) {
    if (!bonus || !messages) return null;
    return messages.recordSystem(trx, bonus.memberId, 'PROMOTION_ISSUED', { name: bonus.name, amount: bonus.amount });
  }

  return {
    /** `GET /wps/points/balance` (T): accrues the member's new earnings first, so a settled bet shows at once. */
    async balance(ctx: AuthContext): Promise<PointsBalance> {
      const m = member(ctx);
      await accrueMember(db, m.id);
      const { rows } = await sql<{ earned: string; spent: string }>`
        SELECT coalesce(sum(e.amount) FILTER (WHERE t.kind IN (${POINTS_KIND.earn}, ${POINTS_KIND.adjust}) AND e.amount > 0), 0)::text AS earned,
               coalesce(-sum(e.amount) FILTER (WHERE t.kind IN (${POINTS_KIND.redeem}, ${POINTS_KIND.return}, ${POINTS_KIND.convert})), 0)::text AS spent
          FROM ledger_entry e
          JOIN ledger_transaction t ON t.id = e.transaction_id
          JOIN ledger_account a ON a.id = e.account_id
         WHERE a.owner = 'member' AND a.member_id = ${m.id} AND a.kind = 'points'`.execute(db);
      const pending = await db
        .selectFrom('points_redemption')
        .select(sql<string>`coalesce(sum(points), 0)::text`.as('p'))
        .where('member_id', '=', m.id)
        .where('status', '=', 'in_process')
        .executeTakeFirst();
      return {
        points: String(await pointsBalance(db, m.id)),
        earned: rows[0]?.earned ?? '0',
        spent: rows[0]?.spent ?? '0',
        pending: pending?.p ?? '0',
      };
    },

    /** `GET /wps/points/config` (guest or member). */
    async config(site: SiteContext): Promise<PointsConfig> {
      const s = await loadSettings(db, site.merchant.id);
      const decimals = site.merchant.currency_decimals;
      return {
        enabled: s.enabled,
        convertEnabled: s.convertEnabled,
        rules: s.rules.map((r) => ({ type: r.type, enabled: r.enabled, unit: formatMinor(r.unit, decimals), points: r.points })),
        rates: s.rates.map((r) => ({ minPoints: String(r.minPoints), points: String(r.points), amount: formatMinor(r.amount, decimals) })),
        rulesText: s.rulesText[site.language] ?? s.rulesText.en ?? '',
      };
    },

    /** `GET /wps/points/reward` (T): points earned per type over business days (default: today). */
    async reward(site: SiteContext, ctx: AuthContext, query: { from?: string; to?: string }): Promise<PointsReward> {
      const m = member(ctx);
      await accrueMember(db, m.id);
      const zone = site.merchant.time_zone;
      const today = businessToday(zone);
      const from = query.from ?? query.to ?? today;
      const to = query.to ?? today;
      if (to < from) throw new AppError('invalid_parameter', { field: 'to' });
      const range = businessDays(from, to, zone);
      const { rows } = await sql<{ reference: string; memo: string | null; amount: string }>`
        SELECT t.reference, t.memo, e.amount::text AS amount
          FROM ledger_entry e
          JOIN ledger_transaction t ON t.id = e.transaction_id
          JOIN ledger_account a ON a.id = e.account_id
         WHERE a.owner = 'member' AND a.member_id = ${m.id} AND a.kind = 'points' AND t.kind = ${POINTS_KIND.earn}
           AND e.created_at >= ${range.start} AND e.created_at < ${range.end}`.execute(db);
      const by = new Map<PointEarnType, { base: bigint; points: bigint }>(POINT_EARN_TYPES.map((t) => [t, { base: 0n, points: 0n }]));
      for (const r of rows) {
        const memo = r.memo ? (JSON.parse(r.memo) as EarnMemo) : null;
        const slot = memo ? by.get(memo.t) : undefined;
        if (!memo || !slot) continue;
        slot.base += BigInt(memo.b);
        slot.points += BigInt(r.amount);
      }
      const decimals = site.merchant.currency_decimals;
      const byType = [...by].map(([type, v]) => ({ type, base: formatMinor(v.base, decimals), points: String(v.points) }));
      return { from, to, byType, total: String([...by.values()].reduce((a, v) => a + v.points, 0n)) };
    },

    /** `GET /wps/points/goods` (guest or member): enabled goods, in the operator's order. */
    async goods(site: SiteContext, memberId: number | null, type?: PointGoodsType): Promise<PointGoods[]> {
      let q = db.selectFrom('points_goods').selectAll().where('merchant_id', '=', site.merchant.id).where('enabled', '=', true);
      if (type) q = q.where('type', '=', type);
      const rows = await q.orderBy('sort').orderBy('id').execute();
      const titles = await promotionTitles(site.merchant.id, site.language);
      const mine = await mineByGoods(memberId);
      return rows.map((g) =>
        presentGoods(g, site.language, site.merchant.currency_decimals, mine.get(g.id) ?? 0, titles.get(g.promotion_id ?? 0) ?? null),
      );
    },

    /** `GET /wps/points/goods/:id`: one good on sale (404 otherwise). */
    async goodsOne(site: SiteContext, memberId: number | null, id: number): Promise<PointGoods> {
      const g = await db
        .selectFrom('points_goods')
        .selectAll()
        .where('id', '=', id)
        .where('merchant_id', '=', site.merchant.id)
        .where('enabled', '=', true)
        .executeTakeFirst();
      if (!g) throw new AppError('points_goods_unavailable');
      const titles = await promotionTitles(site.merchant.id, site.language);
      const mine = await mineByGoods(memberId);
      return presentGoods(g, site.language, site.merchant.currency_decimals, mine.get(g.id) ?? 0, titles.get(g.promotion_id ?? 0) ?? null);
    },

    /** `POST /wps/points/redeem` (T, encrypted, payment password): see points-redemptions.ts. */
    async redeem(site: SiteContext, ctx: AuthContext, input: PointsRedeemRequest): Promise<PointsRedeemResponse> {
      const m = member(ctx);
      const merchant = site.merchant;
      const answer = async (row: RedemptionRow, replayed: boolean): Promise<PointsRedeemResponse> => ({
        redemption: presentRedemption(row, site.language, merchant.currency_decimals),
        points: String(await pointsBalance(db, m.id)),
        replayed,
      });
      await enabledSettings(merchant);
      await paymentPassword.check(m, input.paymentPassword);
      const earlier = async () =>
        db
          .selectFrom('points_redemption')
          .selectAll()
          .where('member_id', '=', m.id)
          .where('request_id', '=', input.requestId)
          .executeTakeFirst();
      const before = await earlier();
      if (before) return answer(before, true);
      const goods = await db
        .selectFrom('points_goods')
        .selectAll()
        .where('id', '=', input.goodsId)
        .where('merchant_id', '=', merchant.id)
        .where('enabled', '=', true)
        .executeTakeFirst();
      if (!goods) throw new AppError('points_goods_unavailable');
      if (goods.needs_address && !input.address) throw new AppError('points_address_required');
      const mobile = input.mobileNum ? `+${input.countryDialingCode ?? ''} ${input.mobileNum}`.trim() : null;
      if ((goods.needs_address || goods.needs_mobile) && !input.mobileNum) throw new AppError('points_mobile_required');
      if (goods.stock !== null && goods.redeemed + input.quantity > goods.stock) {
        throw new AppError('points_goods_out_of_stock', { remaining: goods.stock - goods.redeemed });
      }
      await accrueMember(db, m.id);
      const done = await db.transaction().execute(async (trx) => {
        const result = await redeemIn(trx, merchant, m.id, goods as GoodsRow, input, mobile);
        if (!result) return null;
        return { row: result.row, recorded: await writeBonusMessage(result.bonus, trx) };
      });
      if (!done) {
        const first = await earlier();
        if (!first) throw new AppError('not_found');
        return answer(first, true);
      }
      if (done.recorded) messages?.publish(done.recorded);
      return answer(done.row, false);
    },

    /** `GET /wps/points/redeem/list` (T): the member's redemptions, newest first. */
    async redeemList(
      site: SiteContext,
      ctx: AuthContext,
      query: { status?: PointRedemptionStatus; from?: string; to?: string; page: number; size: number },
    ): Promise<{ total: number; rows: PointRedemption[] }> {
      const m = member(ctx);
      const range = optionalBusinessDays(query.from, query.to, site.merchant.time_zone);
      let q = db.selectFrom('points_redemption').where('member_id', '=', m.id);
      if (query.status) q = q.where('status', '=', query.status);
      if (range.start) q = q.where('created_at', '>=', range.start);
      if (range.end) q = q.where('created_at', '<', range.end);
      const total = await q.select(sql<string>`count(*)::text`.as('n')).executeTakeFirst();
      const rows = await q
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(query.size)
        .offset((query.page - 1) * query.size)
        .execute();
      return { total: Number(total?.n ?? 0), rows: rows.map((r) => presentRedemption(r, site.language, site.merchant.currency_decimals)) };
    },

    /** `POST /wps/points/redeem/:id/cancel` (T): withdraws a redemption in process; a repeat answers the cancelled one. */
    async cancel(site: SiteContext, ctx: AuthContext, id: number): Promise<PointRedemption> {
      const m = member(ctx);
      const row = await db.transaction().execute(async (trx) => {
        const current = await trx
          .selectFrom('points_redemption')
          .selectAll()
          .where('id', '=', id)
          .where('member_id', '=', m.id)
          .forUpdate()
          .executeTakeFirst();
        if (current?.status === 'cancelled') return current;
        return decideIn(trx, site.merchant, id, { status: 'cancelled', reply: null, by: 'member', memberId: m.id });
      });
      return presentRedemption(row, site.language, site.merchant.currency_decimals);
    },

    /**
     * `POST /wps/points/convert` (T, encrypted, payment password): points into the main wallet at
     * the rate table's row for that many points; both posts (points to the issuer, money from the
     * house `points_mall` account) in one transaction, keyed by the conversion's id.
     */
    async convert(site: SiteContext, ctx: AuthContext, input: PointsConvertRequest): Promise<PointsConvertResponse> {
      const m = member(ctx);
      const merchant = site.merchant;
      const decimals = merchant.currency_decimals;
      const settings = await enabledSettings(merchant);
      if (!settings.convertEnabled) throw new AppError('points_mall_disabled');
      await paymentPassword.check(m, input.paymentPassword);
      const answer = async (row: { points: bigint | string; amount: bigint | string }, replayed: boolean) => ({
        points: String(row.points),
        amount: formatMinor(BigInt(row.amount), decimals),
        pointsBalance: String(await pointsBalance(db, m.id)),
        balance: formatMinor(
          BigInt(
            (
              await db
                .selectFrom('ledger_account')
                .select('balance')
                .where('owner', '=', 'member')
                .where('member_id', '=', m.id)
                .where('kind', '=', 'main')
                .executeTakeFirst()
            )?.balance ?? 0n,
          ),
          decimals,
        ),
        replayed,
      });
      const earlier = () =>
        db
          .selectFrom('points_conversion')
          .selectAll()
          .where('member_id', '=', m.id)
          .where('request_id', '=', input.requestId)
          .executeTakeFirst();
      const before = await earlier();
      if (before) return answer(before, true);
      const points = BigInt(input.points);
      const minimum = settings.rates[0]?.minPoints;
      const rate = rateFor(settings.rates, points);
      if (!rate || minimum === undefined) throw new AppError('points_convert_below_minimum', { min: String(minimum ?? 0) });
      if (points % rate.points !== 0n) throw new AppError('points_convert_step', { step: String(rate.points) });
      const amount = (points / rate.points) * rate.amount;
      await accrueMember(db, m.id);
      const row = await db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('points_conversion')
          .values({ merchant_id: merchant.id, member_id: m.id, points, amount, request_id: input.requestId })
          .onConflict((oc) => oc.columns(['member_id', 'request_id']).doNothing())
          .returningAll()
          .executeTakeFirst();
        if (!inserted) return null;
        const memo = formatMinor(amount, decimals);
        await postPoints(trx, merchant.id, m.id, -points, {
          key: `points:convert:${inserted.id}`,
          kind: POINTS_KIND.convert,
          reference: `conversion:${inserted.id}`,
          memo,
        });
        if (amount > 0n) {
          await postMallMoney(trx, merchant, m.id, amount, {
            key: `points:convert-pay:${inserted.id}`,
            kind: POINTS_KIND.payout,
            reference: `conversion:${inserted.id}`,
            memo: `${points} points`,
          });
        }
        return inserted;
      });
      if (!row) {
        const first = await earlier();
        if (!first) throw new AppError('not_found');
        return answer(first, true);
      }
      return answer(row, false);
    },

    /** `GET /wps/points/details` (T): the ledger lines of the member's points account, newest first. */
    async details(
      site: SiteContext,
      ctx: AuthContext,
      query: { type?: PointMoveType; from?: string; to?: string; page: number; size: number },
    ): Promise<{ total: number; rows: PointMove[] }> {
      const m = member(ctx);
      await accrueMember(db, m.id);
      const account = await memberPointsAccount(db, site.merchant.id, m.id);
      const range = optionalBusinessDays(query.from, query.to, site.merchant.time_zone);
      const filters = [sql`e.account_id = ${account}`];
      if (range.start) filters.push(sql`e.created_at >= ${range.start}`);
      if (range.end) filters.push(sql`e.created_at < ${range.end}`);
      if (query.type) {
        if ((POINT_EARN_TYPES as readonly string[]).includes(query.type)) {
          filters.push(sql`t.kind = ${POINTS_KIND.earn} AND t.reference LIKE ${`earn:${query.type}:%`}`);
        } else filters.push(sql`t.kind = ${`points_${query.type}`}`);
      }
      const where = sql.join(filters, sql` AND `);
      const { rows: count } = await sql<{ n: string }>`
        SELECT count(*)::text AS n FROM ledger_entry e JOIN ledger_transaction t ON t.id = e.transaction_id WHERE ${where}`.execute(db);
      const { rows } = await sql<{
        id: string;
        created_at: Date;
        amount: string;
        balance_after: string;
        kind: string;
        reference: string;
        memo: string | null;
      }>`
        SELECT e.id::text AS id, e.created_at, e.amount::text AS amount, e.balance_after::text AS balance_after, t.kind, t.reference, t.memo
          FROM ledger_entry e JOIN ledger_transaction t ON t.id = e.transaction_id
         WHERE ${where}
         ORDER BY e.id DESC
         LIMIT ${query.size} OFFSET ${(query.page - 1) * query.size}`.execute(db);
      const decimals = site.merchant.currency_decimals;
      return {
        total: Number(count[0]?.n ?? 0),
        rows: rows.map((r) => {
          const earn = r.kind === POINTS_KIND.earn && r.memo ? (JSON.parse(r.memo) as EarnMemo) : null;
          const amount = BigInt(r.amount);
          return {
            id: r.id,
            time: new Date(r.created_at).toISOString(),
            type: moveType(r.kind, r.reference),
            changedPoints: amount > 0n ? `+${amount}` : String(amount),
            pointsBalance: r.balance_after,
            base: earn ? formatMinor(BigInt(earn.b), decimals) : null,
            unit: earn ? formatMinor(BigInt(earn.u), decimals) : null,
            ratio: earn ? earn.r : null,
            remark: earn ? null : r.memo,
          };
        }),
      };
    },
  };
}

export type PointsService = ReturnType<typeof createPointsService>;
