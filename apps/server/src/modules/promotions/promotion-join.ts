import type { JoinPromotionResponse } from '@fortuna/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { SiteContext } from '../../http/site-context';
import type { AuthContext } from '../auth/auth.service';
import { closedError } from './applications.service';
import type { PromotionsRepository } from './promotions.repository';
import type { PromotionsService } from './promotions.service';

type Deps = { db: Kysely<Database>; promotions: PromotionsService; promotionsRepo: PromotionsRepository };

/**
 * `POST /wps/promotion/join` (issue 19 item 5): a join-mode promotion is joined for the period its
 * rule is in now (a `joined` entry, unique per member and period, so a repeat or a concurrent join
 * changes nothing); the rule counts from the join, and the status goes JOIN → JOINED → CLAIM.
 */
export function createJoinService({ db, promotions, promotionsRepo }: Deps) {
  return {
    async join(site: SiteContext, ctx: AuthContext, input: { promotionId: number; requestId: string }): Promise<JoinPromotionResponse> {
      if (ctx.isTrial) throw new AppError('in_need_true_account');
      const promotion = await promotionsRepo.byId(site.merchant.id, input.promotionId);
      if (!promotion?.enabled) throw new AppError('promotion_not_found');
      if (promotion.takeMode !== 'join') throw new AppError('promotion_wrong_mode');
      const [before] = await promotions.evaluate(site.merchant, ctx.member.id, [promotion]);
      if (!before) throw new AppError('promotion_not_found');
      switch (before.status) {
        case 'JOIN':
          break;
        case 'JOINED':
        case 'CLAIM':
        case 'CLAIMED':
        case 'ISSUED':
          return { promotionId: promotion.id, status: before.status };
        default:
          throw closedError(promotion, new Date());
      }
      const periodKey = before.outcome?.periodKey;
      if (!periodKey) throw closedError(promotion, new Date());
      await db
        .insertInto('promotion_entry')
        .values({
          promotion_id: promotion.id,
          member_id: ctx.member.id,
          period_key: periodKey,
          status: 'joined',
          request_id: input.requestId,
        })
        .onConflict((oc) => oc.columns(['promotion_id', 'member_id', 'period_key']).doNothing())
        .execute();
      const [after] = await promotions.evaluate(site.merchant, ctx.member.id, [promotion]);
      return { promotionId: promotion.id, status: after?.status ?? 'JOINED' };
    },
  };
}
