import {
  formatMinor,
  type OpsPointGoods,
  type OpsPointGoodsInput,
  type OpsPointRedemption,
  type OpsPointsSettings,
  type PointRedemptionStatus,
  parseMinor,
} from '@fortuna/shared';
import type { FastifyRequest } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { optionalBusinessDays } from '../agent-reports/business-days';
import { recordAudit } from '../ops/audit';
import { type GoodsRow, presentRedemption } from '../points/points.presenter';
import { decideIn } from '../points/points-redemptions';
import { loadSettings } from '../points/points-settings';

/** The back office's points mall (docs/points/points-mall.md): settings, goods with stock, the redemption queue. */
export function createOpsPointsService(deps: { db: Kysely<Database> }) {
  const { db } = deps;

  const money = (text: string, decimals: number, field: string) => {
    try {
      return parseMinor(text, decimals);
    } catch {
      throw new AppError('invalid_parameter', { field });
    }
  };

  function presentGoods(g: GoodsRow, decimals: number): OpsPointGoods {
    return {
      id: g.id,
      type: g.type,
      names: g.names as OpsPointGoods['names'],
      descriptions: g.descriptions,
      imageUrl: g.image_url,
      points: String(g.points),
      amount: formatMinor(BigInt(g.amount), decimals),
      stock: g.stock,
      perMemberLimit: g.per_member_limit,
      needsAddress: g.needs_address,
      needsMobile: g.needs_mobile,
      promotionId: g.promotion_id,
      bonusAmount: g.bonus_amount === null ? null : formatMinor(BigInt(g.bonus_amount), decimals),
      enabled: g.enabled,
      sort: g.sort,
      redeemed: g.redeemed,
      remaining: g.stock === null ? null : g.stock - g.redeemed,
    };
  }

  async function settings(merchantId: number, decimals: number): Promise<OpsPointsSettings> {
    const s = await loadSettings(db, merchantId);
    return {
      enabled: s.enabled,
      convertEnabled: s.convertEnabled,
      rules: s.rules.map((r) => ({ type: r.type, enabled: r.enabled, unit: formatMinor(r.unit, decimals), points: r.points })),
      rates: s.rates.map((r) => ({ minPoints: String(r.minPoints), points: String(r.points), amount: formatMinor(r.amount, decimals) })),
      rulesText: s.rulesText,
    };
  }

  async function goodsValues(request: FastifyRequest, input: OpsPointGoodsInput) {
    const merchant = request.site.merchant;
    const decimals = merchant.currency_decimals;
    const promotionGoods = input.type === 'promotion';
    if (promotionGoods && (input.promotionId === null || input.bonusAmount === null)) {
      throw new AppError('invalid_parameter', { field: input.promotionId === null ? 'promotionId' : 'bonusAmount' });
    }
    if (promotionGoods) {
      const promotion = await db
        .selectFrom('promotion')
        .select('id')
        .where('id', '=', input.promotionId ?? 0)
        .where('merchant_id', '=', merchant.id)
        .executeTakeFirst();
      if (!promotion) throw new AppError('invalid_parameter', { field: 'promotionId' });
    }
    const bonus = promotionGoods && input.bonusAmount !== null ? money(input.bonusAmount, decimals, 'bonusAmount') : null;
    if (bonus !== null && bonus <= 0n) throw new AppError('invalid_parameter', { field: 'bonusAmount' });
    return {
      type: input.type,
      names: JSON.stringify(input.names),
      descriptions: JSON.stringify(input.descriptions),
      image_url: input.imageUrl,
      points: BigInt(input.points),
      amount: money(input.amount, decimals, 'amount'),
      stock: input.stock,
      per_member_limit: input.perMemberLimit,
      needs_address: input.needsAddress,
      needs_mobile: input.needsMobile || input.needsAddress,
      promotion_id: promotionGoods ? input.promotionId : null,
      bonus_amount: bonus,
      enabled: input.enabled,
      sort: input.sort,
    };
  }

  return {
    /** `GET /ops/points/settings` (promotions.read). */
    async settings(request: FastifyRequest): Promise<OpsPointsSettings> {
      const merchant = request.site.merchant;
      return settings(merchant.id, merchant.currency_decimals);
    },

    /** `PUT /ops/points/settings` (promotions.write): the whole settings at once, audited with before and after. */
    async saveSettings(request: FastifyRequest, input: OpsPointsSettings): Promise<OpsPointsSettings> {
      const merchant = request.site.merchant;
      const decimals = merchant.currency_decimals;
      const types = new Set(input.rules.map((r) => r.type));
      if (types.size !== input.rules.length) throw new AppError('invalid_parameter', { field: 'rules' });
      const mins = new Set(input.rates.map((r) => r.minPoints));
      if (mins.size !== input.rates.length) throw new AppError('invalid_parameter', { field: 'rates' });
      const rules = input.rules.map((r) => ({ ...r, unitMinor: money(r.unit, decimals, 'unit') }));
      if (rules.some((r) => r.unitMinor <= 0n)) throw new AppError('invalid_parameter', { field: 'unit' });
      const before = await settings(merchant.id, decimals);
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('points_settings')
          .values({
            merchant_id: merchant.id,
            enabled: input.enabled,
            convert_enabled: input.convertEnabled,
            rules_text: JSON.stringify(input.rulesText),
          })
          .onConflict((oc) =>
            oc.column('merchant_id').doUpdateSet({
              enabled: input.enabled,
              convert_enabled: input.convertEnabled,
              rules_text: JSON.stringify(input.rulesText),
              updated_at: sql<Date>`now()`,
            }),
          )
          .execute();
        await trx.deleteFrom('points_earn_rule').where('merchant_id', '=', merchant.id).execute();
        if (rules.length > 0) {
          await trx
            .insertInto('points_earn_rule')
            .values(rules.map((r) => ({ merchant_id: merchant.id, type: r.type, enabled: r.enabled, unit: r.unitMinor, points: r.points })))
            .execute();
        }
        await trx.deleteFrom('points_rate').where('merchant_id', '=', merchant.id).execute();
        if (input.rates.length > 0) {
          await trx
            .insertInto('points_rate')
            .values(
              input.rates.map((r) => ({
                merchant_id: merchant.id,
                min_points: BigInt(r.minPoints),
                points: BigInt(r.points),
                amount: money(r.amount, decimals, 'amount'),
              })),
            )
            .execute();
        }
        await recordAudit(trx, request, {
          action: 'points.settings',
          targetType: 'points_settings',
          targetId: merchant.id,
          before,
          after: input,
        });
      });
      return settings(merchant.id, decimals);
    },

    /** `GET /ops/points/goods` (promotions.read): every good, enabled or not. */
    async goods(request: FastifyRequest): Promise<OpsPointGoods[]> {
      const merchant = request.site.merchant;
      const rows = await db
        .selectFrom('points_goods')
        .selectAll()
        .where('merchant_id', '=', merchant.id)
        .orderBy('sort')
        .orderBy('id')
        .execute();
      return rows.map((g) => presentGoods(g, merchant.currency_decimals));
    },

    /** `POST /ops/points/goods` (promotions.write). */
    async createGoods(request: FastifyRequest, input: OpsPointGoodsInput): Promise<OpsPointGoods> {
      const merchant = request.site.merchant;
      const values = await goodsValues(request, input);
      const row = await db.transaction().execute(async (trx) => {
        const created = await trx
          .insertInto('points_goods')
          .values({ merchant_id: merchant.id, ...values })
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordAudit(trx, request, { action: 'points.goods.create', targetType: 'points_goods', targetId: created.id, after: input });
        return created;
      });
      return presentGoods(row, merchant.currency_decimals);
    },

    /** `PUT /ops/points/goods/:id` (promotions.write): a stock below the units redeemed is refused. */
    async updateGoods(request: FastifyRequest, id: number, input: OpsPointGoodsInput): Promise<OpsPointGoods> {
      const merchant = request.site.merchant;
      const values = await goodsValues(request, input);
      const row = await db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom('points_goods')
          .selectAll()
          .where('id', '=', id)
          .where('merchant_id', '=', merchant.id)
          .forUpdate()
          .executeTakeFirst();
        if (!before) throw new AppError('points_goods_unavailable');
        if (values.stock !== null && values.stock < before.redeemed) {
          throw new AppError('points_stock_below_redeemed', { redeemed: before.redeemed });
        }
        const updated = await trx
          .updateTable('points_goods')
          .set({ ...values, updated_at: sql<Date>`now()` })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordAudit(trx, request, {
          action: 'points.goods.update',
          targetType: 'points_goods',
          targetId: id,
          before: presentGoods(before, merchant.currency_decimals),
          after: input,
        });
        return updated;
      });
      return presentGoods(row, merchant.currency_decimals);
    },

    /** `GET /ops/points/redemptions` (promotions.read): the queue, newest first. */
    async redemptions(
      request: FastifyRequest,
      query: { status?: PointRedemptionStatus; username?: string; from?: string; to?: string; page: number; size: number },
    ): Promise<{ total: number; rows: OpsPointRedemption[] }> {
      const merchant = request.site.merchant;
      const range = optionalBusinessDays(query.from, query.to, merchant.time_zone);
      let q = db
        .selectFrom('points_redemption as r')
        .innerJoin('member as m', 'm.id', 'r.member_id')
        .where('r.merchant_id', '=', merchant.id);
      if (query.status) q = q.where('r.status', '=', query.status);
      if (query.username) q = q.where('m.username', '=', query.username);
      if (range.start) q = q.where('r.created_at', '>=', range.start);
      if (range.end) q = q.where('r.created_at', '<', range.end);
      const total = await q.select(sql<string>`count(*)::text`.as('n')).executeTakeFirst();
      const rows = await q
        .selectAll('r')
        .select('m.username')
        .orderBy('r.created_at', 'desc')
        .orderBy('r.id', 'desc')
        .limit(query.size)
        .offset((query.page - 1) * query.size)
        .execute();
      const language = merchant.default_language;
      return {
        total: Number(total?.n ?? 0),
        rows: rows.map(({ username, ...r }) => ({
          ...presentRedemption(r, language, merchant.currency_decimals, true),
          memberId: r.member_id,
          username,
        })),
      };
    },

    /** `POST /ops/points/redemptions/:id/approve|reject` (promotions.review): under the row lock, once. */
    async decide(request: FastifyRequest, id: number, status: 'approved' | 'rejected', reply: string): Promise<OpsPointRedemption> {
      const merchant = request.site.merchant;
      const by = request.operator?.username ?? 'operator';
      const row = await db.transaction().execute(async (trx) => {
        const decided = await decideIn(trx, merchant, id, { status, reply, by });
        await recordAudit(trx, request, {
          action: status === 'approved' ? 'points.redemption.approve' : 'points.redemption.reject',
          targetType: 'points_redemption',
          targetId: id,
          before: { status: 'in_process' },
          after: { status, reply },
        });
        return decided;
      });
      const member = await db.selectFrom('member').select('username').where('id', '=', row.member_id).executeTakeFirstOrThrow();
      return {
        ...presentRedemption(row, merchant.default_language, merchant.currency_decimals, true),
        memberId: row.member_id,
        username: member.username,
      };
    },
  };
}

export type OpsPointsService = ReturnType<typeof createOpsPointsService>;
