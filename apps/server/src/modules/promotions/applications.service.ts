import {
  type ApplyPromotionFields,
  formatMinor,
  type OpsApplication,
  type OpsApplicationRow,
  type opsApplicationQuerySchema,
  type PromotionApplication,
  parseMinor,
} from '@fortuna/shared';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { SiteContext } from '../../http/site-context';
import type { RecordedEvent } from '../../realtime/member-events';
import type { AuthContext } from '../auth/auth.service';
import { recordAudit } from '../ops/audit';
import { operatorOf } from '../ops/ops-guard';
import type { ApplicationImage } from './application-upload';
import { type ApplicationRow, applicationsRepository as repo } from './applications.repository';
import { periodState } from './promotion-status';
import type { PromotionRow, PromotionsRepository } from './promotions.repository';
import { promotionGrantKey } from './promotions.repository';
import type { PromotionsService } from './promotions.service';
import { applicationParams } from './rules/application';

type Deps = { db: Kysely<Database>; promotions: PromotionsService; promotionsRepo: PromotionsRepository };

const iso = (value: Date) => value.toISOString();
const titleOf = (texts: ApplicationRow['texts'], language: string) => (texts[language] ?? texts.en ?? Object.values(texts)[0])?.title ?? '';

function presentApplication(row: ApplicationRow): PromotionApplication {
  return {
    id: row.id,
    promotionId: row.promotion_id,
    status: row.status,
    comment: row.comment,
    images: row.images,
    rejectReason: row.reject_reason,
    createdAt: iso(row.created_at),
    decidedAt: row.decided_at ? iso(row.decided_at) : null,
  };
}

function presentRow(row: ApplicationRow, language: string): OpsApplicationRow {
  return {
    id: row.id,
    promotionId: row.promotion_id,
    promotionTitle: titleOf(row.texts, language),
    username: row.username,
    status: row.status,
    excerpt: row.comment.length > 80 ? `${row.comment.slice(0, 80)}…` : row.comment,
    images: row.images.length,
    createdAt: iso(row.created_at),
    decidedAt: row.decided_at ? iso(row.decided_at) : null,
  };
}

/** Why a promotion that is not open to the member refuses a join or an application. */
export function closedError(promotion: PromotionRow, now: Date): AppError {
  if (periodState(promotion, now) !== 'open') return new AppError('promotion_not_open');
  if (promotion.budget !== null && promotion.spent >= promotion.budget) return new AppError('promotion_budget_exhausted');
  return new AppError('promotion_not_for_member');
}

/**
 * Promotion applications (issue 19 item 6, spec §3/§5): a member applies with a comment and up to
 * three images, one open application per promotion period (a rejected one may apply again, which
 * renews that entry); operators review them: approving pays the rule's amount (or less) through
 * the promotions service's `pay` (takenBy `operator`, status ISSUED), rejecting records a reason
 * the member reads. Images reach only their member and operators.
 */
export function createApplicationsService({ db, promotions, promotionsRepo }: Deps) {
  /** The rule's amount of an apply-mode promotion, in minor units. */
  function ruleAmount(promotion: PromotionRow, decimals: number): bigint {
    const params = applicationParams.safeParse(promotion.rule);
    if (!params.success) throw new AppError('promotion_not_open');
    return parseMinor(params.data.amount, decimals);
  }

  async function opsDetail(request: FastifyRequest, id: number): Promise<OpsApplication> {
    const merchant = request.site.merchant;
    const row = await repo.find(db, merchant.id, id);
    if (!row) throw new AppError('promotion_application_not_found');
    const promotion = await promotionsRepo.byId(merchant.id, row.promotion_id);
    const bonus = await repo.bonus(db, row.member_id, promotionGrantKey(row.promotion_id, row.period_key));
    let amount = 0n;
    try {
      amount = promotion ? ruleAmount(promotion, merchant.currency_decimals) : 0n;
    } catch {
      amount = 0n;
    }
    return {
      ...presentRow(row, request.site.language),
      memberId: row.member_id,
      periodKey: row.period_key,
      comment: row.comment,
      imageNumbers: row.images,
      ruleAmount: formatMinor(amount, merchant.currency_decimals),
      rejectReason: row.reject_reason,
      decidedBy: row.decided_by,
      bonus: bonus ? { id: bonus.id, amount: formatMinor(bonus.amount, merchant.currency_decimals) } : null,
    };
  }

  return {
    /** `POST /wps/promotion/apply`: a new application, or a rejected one renewed; a replayed requestId answers the first. */
    async apply(
      site: SiteContext,
      ctx: AuthContext,
      input: ApplyPromotionFields,
      images: ApplicationImage[],
    ): Promise<PromotionApplication> {
      if (ctx.isTrial) throw new AppError('in_need_true_account');
      const merchant = site.merchant;
      const memberId = ctx.member.id;
      const replayed = await repo.byRequest(db, merchant.id, memberId, input.requestId);
      if (replayed) return presentApplication(replayed);
      const promotion = await promotionsRepo.byId(merchant.id, input.promotionId);
      if (!promotion?.enabled) throw new AppError('promotion_not_found');
      if (promotion.takeMode !== 'apply') throw new AppError('promotion_wrong_mode');
      const [evaluated] = await promotions.evaluate(merchant, memberId, [promotion]);
      if (!evaluated) throw new AppError('promotion_not_found');
      let periodKey: string;
      switch (evaluated.status) {
        case 'APPLYING':
          periodKey = evaluated.outcome?.periodKey ?? 'once';
          break;
        case 'REJECTED':
          periodKey = evaluated.entry?.periodKey ?? 'once';
          break;
        case 'IN_PROCESS':
          throw new AppError('promotion_application_open');
        case 'ISSUED':
        case 'CLAIMED':
          throw new AppError('promotion_already_taken');
        default:
          throw closedError(promotion, new Date());
      }
      const entryId = await db.transaction().execute(async (trx) => {
        const existing = await trx
          .selectFrom('promotion_entry')
          .select('id')
          .where('promotion_id', '=', promotion.id)
          .where('member_id', '=', memberId)
          .where('period_key', '=', periodKey)
          .executeTakeFirst();
        if (existing) {
          // A rejected application may be sent again; anything else was decided or sent meanwhile.
          const locked = await repo.lock(trx, existing.id);
          if (locked?.status !== 'rejected') throw new AppError('promotion_application_open');
          await repo.reapply(trx, existing.id, { comment: input.comment, requestId: input.requestId });
          await repo.insertImages(trx, existing.id, images);
          return existing.id;
        }
        const id = await repo.insert(trx, {
          promotionId: promotion.id,
          memberId,
          periodKey,
          comment: input.comment,
          requestId: input.requestId,
        });
        if (id === null) throw new AppError('promotion_application_open');
        await repo.insertImages(trx, id, images);
        return id;
      });
      const row = await repo.find(db, merchant.id, entryId, memberId);
      if (!row) throw new AppError('promotion_application_not_found');
      return presentApplication(row);
    },

    /** `GET /wps/promotion/application?promotionId`: the member's application of the promotion's current period. */
    async mine(site: SiteContext, ctx: AuthContext, promotionId: number): Promise<PromotionApplication | null> {
      const promotion = await promotionsRepo.byId(site.merchant.id, promotionId);
      if (!promotion?.enabled) throw new AppError('promotion_not_found');
      if (ctx.isTrial || promotion.takeMode !== 'apply') return null;
      const [evaluated] = await promotions.evaluate(site.merchant, ctx.member.id, [promotion]);
      // The entry of the period `now` is in (evaluate finds it whatever the status).
      const key = evaluated?.entry?.periodKey ?? null;
      if (!key) return null;
      const row = await repo.ofPeriod(db, site.merchant.id, ctx.member.id, promotionId, key);
      return row ? presentApplication(row) : null;
    },

    /** An image of the member's own application. */
    async memberImage(site: SiteContext, ctx: AuthContext, id: number, n: number) {
      const row = await repo.find(db, site.merchant.id, id, ctx.member.id);
      const image = row ? await repo.image(db, row.id, n) : null;
      if (!image) throw new AppError('promotion_application_not_found');
      return image;
    },

    /** `GET /ops/promotions/applications`. */
    async queue(request: FastifyRequest, query: z.output<typeof opsApplicationQuerySchema>) {
      // Without a sort the queue is oldest first: the longest-waiting application on top.
      const order = query.sort ? query.order : 'asc';
      const { rows, total } = await repo.queue(db, request.site.merchant.id, query, {
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        order,
      });
      return {
        rows: rows.map((r) => presentRow(r, request.site.language)),
        total,
        pageNo: query.pageNo,
        pageSize: query.pageSize,
      };
    },

    opsDetail,

    async opsImage(request: FastifyRequest, id: number, n: number) {
      const row = await repo.find(db, request.site.merchant.id, id);
      const image = row ? await repo.image(db, row.id, n) : null;
      if (!image) throw new AppError('promotion_application_not_found');
      return image;
    },

    /**
     * Approves an application: in one transaction the entry is locked and marked approved, the
     * audit row written, and the bonus paid through `pay` (once per member and period by its
     * grant key). A decided application is `already_decided`.
     */
    async approve(request: FastifyRequest, id: number, amountText: string | undefined): Promise<OpsApplication> {
      const site = request.site;
      const merchant = site.merchant;
      const operator = operatorOf(request);
      const found = await repo.find(db, merchant.id, id);
      if (!found) throw new AppError('promotion_application_not_found');
      const promotion = await promotionsRepo.byId(merchant.id, found.promotion_id);
      if (!promotion) throw new AppError('promotion_not_found');
      const most = ruleAmount(promotion, merchant.currency_decimals);
      const amount = amountText === undefined ? most : parseMinor(amountText, merchant.currency_decimals);
      if (amount <= 0n || amount > most) {
        throw new AppError('amount_out_of_range', {
          min: formatMinor(1n, merchant.currency_decimals),
          max: formatMinor(most, merchant.currency_decimals),
        });
      }
      const unpublished: RecordedEvent[] = [];
      await db.transaction().execute(async (trx) => {
        const locked = await repo.lock(trx, id);
        if (!locked) throw new AppError('promotion_application_not_found');
        if (locked.status !== 'in_process') throw new AppError('already_decided');
        await repo.decide(trx, id, { status: 'approved', reason: '', operator: operator.username });
        await recordAudit(trx, request, {
          action: 'promotion.application.approve',
          targetType: 'promotion_entry',
          targetId: id,
          before: { status: locked.status },
          after: { status: 'approved', amount: formatMinor(amount, merchant.currency_decimals) },
        });
        // The member's message is published once this transaction has committed (below).
        await promotions.pay(
          site,
          locked.member_id,
          promotion,
          { periodKey: locked.period_key, eligible: true, amount, depositBase: 0n, reason: null, reasonValues: null },
          'operator',
          null,
          { trx, unpublished },
        );
      });
      promotions.publish(...unpublished);
      return opsDetail(request, id);
    },

    /** Rejects an application with the reason the member reads; it may apply again. */
    async reject(request: FastifyRequest, id: number, reason: string): Promise<OpsApplication> {
      const operator = operatorOf(request);
      const found = await repo.find(db, request.site.merchant.id, id);
      if (!found) throw new AppError('promotion_application_not_found');
      await db.transaction().execute(async (trx) => {
        const locked = await repo.lock(trx, id);
        if (!locked) throw new AppError('promotion_application_not_found');
        if (locked.status !== 'in_process') throw new AppError('already_decided');
        await repo.decide(trx, id, { status: 'rejected', reason, operator: operator.username });
        await recordAudit(trx, request, {
          action: 'promotion.application.reject',
          targetType: 'promotion_entry',
          targetId: id,
          before: { status: locked.status },
          after: { status: 'rejected', reason },
        });
      });
      return opsDetail(request, id);
    },
  };
}

export type ApplicationsService = ReturnType<typeof createApplicationsService>;
