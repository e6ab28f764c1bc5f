import {
  formatMinor,
  type OpsPromotion,
  type OpsPromotionRequest,
  type opsPromotionQuerySchema,
  parseMinor,
  promotionInputProblems,
} from '@fortuna/shared';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { sanitizeStoredHtml } from '../../core/sanitize-html';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { recordAudit } from '../ops/audit';
import { presentOpsPromotion, presentOpsPromotionRow } from './ops-promotions.presenter';
import { opsPromotionsRepository as repo } from './ops-promotions.repository';
import { checkRuleParams } from './promotion-kinds';

type Db = Kysely<Database>;

/** Plain text on one line (titles and summaries are never rendered as HTML). */
const plainLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The stored texts: titles and summaries as plain lines, HTML sanitized (on save), languages left empty dropped. */
function storedTexts(input: OpsPromotionRequest['texts']) {
  const out: Record<string, { title: string; summary: string; html: string }> = {};
  for (const [language, texts] of Object.entries(input)) {
    if (!texts) continue;
    const stored = { title: plainLine(texts.title), summary: plainLine(texts.summary), html: sanitizeStoredHtml(texts.html) };
    if (language === 'en' || stored.title || stored.summary || stored.html) out[language] = stored;
  }
  return out;
}

/**
 * The back office's promotions (docs/promotions/back-office.md). Every write runs in one
 * transaction with its audit row (before and after): the row locked, the input checked beyond
 * its shape (period, English title, take mode against kind, the kind's own parameter schema, the
 * team's agent, the budget against what was spent, the code's uniqueness — each refusal its own
 * code), then written.
 */
export function createOpsPromotionsService(db: Db, now: () => Date = () => new Date()) {
  async function load(trx: Db, request: FastifyRequest, id: number, lock = false): Promise<OpsPromotion> {
    const row = await repo.find(trx, request.site.merchant.id, id, lock);
    if (!row) throw new AppError('promotion_not_found');
    return presentOpsPromotion(row, request.site.merchant.currency_decimals, now());
  }

  /** The stored columns of a checked input; `spent` is the promotion's spending so far (0 for a new one). */
  async function columnsOf(trx: Db, request: FastifyRequest, input: OpsPromotionRequest, id: number | null, spent: bigint) {
    const merchant = request.site.merchant;
    const [problem] = promotionInputProblems(input);
    if (problem) throw new AppError(problem);
    const rule = checkRuleParams(input.rewardKind, input.rule);
    if (input.audience.kind === 'team' && !(await repo.agentExists(trx, merchant.id, merchant.agent_types, input.audience.agent))) {
      throw new AppError('promotion_agent_not_found', { agent: input.audience.agent });
    }
    const budget = input.budget === null ? null : parseMinor(input.budget, merchant.currency_decimals);
    if (budget !== null && budget < spent) {
      throw new AppError('promotion_budget_below_spent', { spent: formatMinor(spent, merchant.currency_decimals) });
    }
    if (await repo.codeTaken(trx, merchant.id, input.code, id)) throw new AppError('promotion_code_taken', { code: input.code });
    return {
      code: input.code,
      category: input.category,
      tags: JSON.stringify(input.tags),
      starts_at: new Date(input.startsAt),
      ends_at: input.endsAt ? new Date(input.endsAt) : null,
      audience: JSON.stringify(input.audience),
      take_mode: input.takeMode,
      reward_kind: input.rewardKind,
      rule: JSON.stringify(rule),
      turnover: input.turnover ? JSON.stringify(input.turnover) : null,
      budget,
      texts: JSON.stringify(storedTexts(input.texts)),
      banner_url: input.bannerUrl,
      sort: input.sort,
      enabled: input.enabled,
    };
  }

  return {
    async page(request: FastifyRequest, query: z.output<typeof opsPromotionQuerySchema>) {
      const { rows, total } = await repo.page(db, request.site.merchant.id, query);
      const at = now();
      return {
        rows: rows.map((row) => presentOpsPromotionRow(row, request.site.merchant.currency_decimals, at)),
        total,
        pageNo: query.pageNo,
        pageSize: query.pageSize,
      };
    },

    get: (request: FastifyRequest, id: number) => load(db, request, id),

    create(request: FastifyRequest, input: OpsPromotionRequest) {
      return db.transaction().execute(async (trx) => {
        const columns = await columnsOf(trx, request, input, null, 0n);
        const { id } = await repo.insert(trx, { ...columns, merchant_id: request.site.merchant.id });
        const after = await load(trx, request, id);
        await recordAudit(trx, request, { action: 'promotion.create', targetType: 'promotion', targetId: id, after });
        return after;
      });
    },

    update(request: FastifyRequest, id: number, input: OpsPromotionRequest) {
      return db.transaction().execute(async (trx) => {
        // The lock orders this write after any grant charging the budget (grantBonus updates `spent` on this row).
        const before = await load(trx, request, id, true);
        const spent = parseMinor(before.spent, request.site.merchant.currency_decimals);
        await repo.update(trx, id, await columnsOf(trx, request, input, id, spent));
        const after = await load(trx, request, id);
        await recordAudit(trx, request, { action: 'promotion.update', targetType: 'promotion', targetId: id, before, after });
        return after;
      });
    },

    /** Switches a promotion on or off for members (its bonuses and figures stay). */
    setEnabled(request: FastifyRequest, id: number, enabled: boolean) {
      return db.transaction().execute(async (trx) => {
        const before = await load(trx, request, id, true);
        await repo.update(trx, id, { enabled });
        const after = await load(trx, request, id);
        await recordAudit(trx, request, {
          action: enabled ? 'promotion.enable' : 'promotion.disable',
          targetType: 'promotion',
          targetId: id,
          before: { enabled: before.enabled },
          after: { enabled: after.enabled },
        });
        return after;
      });
    },

    /**
     * Reorders the given promotions among the places they hold now (sending two neighbours in
     * the other order swaps them; the others keep their places), then rewrites every `sort` as
     * 0, 1, 2… so the order is unambiguous.
     */
    reorder(request: FastifyRequest, ids: number[]) {
      return db.transaction().execute(async (trx) => {
        const current = await repo.orderLocked(trx, request.site.merchant.id);
        const known = new Set(current.map((row) => row.id));
        const unknown = ids.filter((id) => !known.has(id));
        if (unknown.length > 0) throw new AppError('promotion_not_found', { ids: unknown });
        const wanted = new Set(ids);
        const order = current.map((row) => row.id);
        const places = order.flatMap((id, place) => (wanted.has(id) ? [place] : []));
        for (const [n, place] of places.entries()) order[place] = ids[n] as number;
        const before = new Map(current.map((row) => [row.id, row.sort]));
        for (const [sort, id] of order.entries()) if (before.get(id) !== sort) await repo.setSort(trx, id, sort);
        await recordAudit(trx, request, {
          action: 'promotion.reorder',
          targetType: 'promotion',
          before: current.map((row) => row.id),
          after: order,
        });
        return { ids: order };
      });
    },
  };
}

export type OpsPromotionsService = ReturnType<typeof createOpsPromotionsService>;
