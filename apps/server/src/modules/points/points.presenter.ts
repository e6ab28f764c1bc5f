import { formatMinor, type PointGoods, type PointRedemption } from '@fortuna/shared';
import type { Selectable } from 'kysely';
import type { PointsGoodsTable, PointsRedemptionTable } from '../../db/schema';
import { nameIn } from '../game-launch/game-launch.presenter';
import { maskMobile } from '../member/member.presenter';

export type GoodsRow = Selectable<PointsGoodsTable>;
export type RedemptionRow = Selectable<PointsRedemptionTable>;

/** "PR" + the UTC day it was applied for + the id: unique and readable over the phone. */
export function transactionNo(r: Pick<RedemptionRow, 'id' | 'created_at'>): string {
  const day = new Date(r.created_at).toISOString().slice(0, 10).replaceAll('-', '');
  return `PR${day}${String(r.id).padStart(6, '0')}`;
}

/** The member sees a redemption's mobile ("+60 123456789", as stored) masked like the member's own contacts. */
function maskedMobile(mobile: string | null): string | null {
  if (!mobile) return null;
  const [dialing = '', number = ''] = mobile.split(' ');
  return maskMobile(dialing.replace(/^\+/, ''), number);
}

export function presentRedemption(r: RedemptionRow, language: string, decimals: number, forOperator = false): PointRedemption {
  const amount = BigInt(r.amount);
  return {
    id: r.id,
    transactionNo: transactionNo(r),
    applyTime: new Date(r.created_at).toISOString(),
    type: r.type,
    goodsId: r.goods_id,
    productName: nameIn(r.product_names, language),
    quantity: r.quantity,
    points: String(r.points),
    amount: formatMinor(amount, decimals),
    paidAccount: amount > 0n ? 'main' : null,
    status: r.status,
    decidedAt: r.decided_at ? new Date(r.decided_at).toISOString() : null,
    address: r.address,
    mobile: forOperator ? r.mobile : maskedMobile(r.mobile),
    remark: r.remark,
    reply: r.reply,
  };
}

export function presentGoods(g: GoodsRow, language: string, decimals: number, mine: number, promotionTitle: string | null): PointGoods {
  return {
    id: g.id,
    type: g.type,
    name: nameIn(g.names, language),
    description: nameIn(g.descriptions, language),
    imageUrl: g.image_url,
    points: String(g.points),
    amount: formatMinor(BigInt(g.amount), decimals),
    stock: g.stock,
    redeemed: g.redeemed,
    remaining: g.stock === null ? null : g.stock - g.redeemed,
    perMemberLimit: g.per_member_limit,
    mine,
    needsAddress: g.needs_address,
    needsMobile: g.needs_mobile,
    bonus:
      g.type === 'promotion' && g.promotion_id !== null && g.bonus_amount !== null
        ? { promotionId: g.promotion_id, title: promotionTitle ?? '', amount: formatMinor(BigInt(g.bonus_amount), decimals) }
        : null,
  };
}
