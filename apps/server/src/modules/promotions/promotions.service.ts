import {
  type BonusListResponse,
  type ClaimPromotionResponse,
  formatMinor,
  type PromotionAudience,
  type PromotionCard,
  type PromotionDetail,
  type PromotionTab,
  type PromotionTag,
} from '@fortuna/shared';
import { type Kysely, sql } from 'kysely';
import type { Database, MerchantRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { SiteContext } from '../../http/site-context';
import { HOUSE_ACCOUNT, houseAccountId, MEMBER_ACCOUNT, memberAccountId } from '../../ledger/accounts';
import { post } from '../../ledger/post';
import type { RecordedEvent } from '../../realtime/member-events';
import type { AuthContext } from '../auth/auth.service';
import type { MessagesService } from '../messages/messages.service';
import { inAudience } from './audience';
import { type GrantResult, grantBonus } from './bonus-book';
import { type Evaluated, periodState, promotionStatus } from './promotion-status';
import { presentBonus, presentCard, presentDetail, textsIn } from './promotions.presenter';
import { type PromotionRow, type PromotionsRepository, promotionGrantKey } from './promotions.repository';
import { ruleOf } from './rules/registry';
import type { RuleOutcome } from './rules/types';

type Deps = { db: Kysely<Database>; repo: PromotionsRepository; messages: MessagesService; now?: () => Date };

/** Valid bets a bonus requires: the multiple of the bonus, or of the deposit plus the bonus. */
export function requiredTurnover(p: PromotionRow, amount: bigint, depositBase: bigint): bigint {
  if (!p.turnover || p.turnover.multiple <= 0) return 0n;
  const base = p.turnover.base === 'deposit_bonus' ? depositBase + amount : amount;
  return (base * BigInt(Math.round(p.turnover.multiple * 100))) / 100n;
}

/**
 * Promotions for members (docs/promotions/promotions.md): the list and detail with each
 * member's status, the claim hall, claims (a ledger post from the promotions account through the
 * bonus book, once per member and period), bonus details and forfeiting a bonus.
 */
export function createPromotionsService(deps: Deps) {
  const { db, repo, messages } = deps;
  const now = deps.now ?? (() => new Date());

  /** The rule's parameters of a promotion, or null when its kind has no rule or they do not parse. */
  function ruleAndParams(p: PromotionRow) {
    const rule = ruleOf(p.rewardKind);
    if (!rule) return null;
    const parsed = rule.params.safeParse(p.rule);
    return parsed.success ? { rule, params: parsed.data } : null;
  }

  /** Each promotion's status for the member (null: a guest), evaluating its rule for a member. */
  async function evaluate(
    merchant: MerchantRow,
    memberId: number | null,
    promotions: readonly PromotionRow[],
    at: Date = now(),
  ): Promise<Evaluated[]> {
    if (memberId === null) {
      return promotions.map((promotion) => ({
        promotion,
        status: promotionStatus({ promotion, now: at, inAudience: null, outcome: null, entry: null, paid: null }),
        outcome: null,
        entry: null,
        paid: null,
      }));
    }
    const ids = promotions.map((p) => p.id);
    const teamAgents = promotions.flatMap((p) => (p.audience?.kind === 'team' ? [p.audience.agent] : []));
    const [entries, paid, facts, agents] = await Promise.all([
      repo.entries(memberId, ids),
      repo.paid(memberId, ids),
      repo.audienceFacts(memberId),
      repo.agentIds(merchant.id, teamAgents),
    ]);
    return Promise.all(
      promotions.map(async (promotion): Promise<Evaluated> => {
        const found = ruleAndParams(promotion);
        const member = inAudience(promotion.audience, facts, at, agents);
        if (!found) return { promotion, status: 'CLOSED', outcome: null, entry: null, paid: null };
        const periodKey = found.rule.periodKey({ merchant, now: at, promotion }, found.params);
        const entry = entries.find((e) => e.promotionId === promotion.id && e.periodKey === periodKey) ?? null;
        const paidRow =
          paid.find((b) => b.promotionId === promotion.id && b.grantKey === promotionGrantKey(promotion.id, periodKey)) ?? null;
        const open = periodState(promotion, at) === 'open' && member && !paidRow;
        const outcome = open
          ? await found.rule.evaluate(
              { db, merchant, memberId, promotion, now: at, joinedAt: entry?.status === 'joined' ? entry.createdAt : null },
              found.params,
            )
          : null;
        const status = promotionStatus({ promotion, now: at, inAudience: member, outcome, entry, paid: paidRow });
        return { promotion, status, outcome, entry, paid: paidRow };
      }),
    );
  }

  function matches(p: PromotionRow, tab: PromotionTab, tag: PromotionTag | undefined): boolean {
    return (tab === 'ALL' || p.category === tab) && (tag === undefined || p.tags.includes(tag));
  }

  /**
   * Pays a promotion's bonus to a member in one transaction, and writes its message (published after
   * commit). In a caller's transaction (`inTransaction`), the message's event goes to its `unpublished`
   * for the caller to publish once that transaction has committed: published before, the member's
   * page read its balance before the bonus was in it.
   */
  async function pay(
    site: Pick<SiteContext, 'merchant' | 'language'>,
    memberId: number,
    promotion: PromotionRow,
    outcome: RuleOutcome,
    takenBy: 'claim' | 'auto' | 'operator',
    requestId: string | null,
    inTransaction?: { trx: Kysely<Database>; unpublished: RecordedEvent[] },
  ): Promise<GrantResult> {
    const merchant = site.merchant;
    const texts = Object.fromEntries(Object.entries(promotion.texts).map(([lang, t]) => [lang, t.title]));
    const run = async (trx: Kysely<Database>) => {
      const result = await grantBonus(trx, {
        merchant,
        memberId,
        promotionId: promotion.id,
        source: 'promotion',
        key: promotionGrantKey(promotion.id, outcome.periodKey),
        requestId,
        takenBy,
        amount: outcome.amount,
        title: texts,
        turnover: {
          required: requiredTurnover(promotion, outcome.amount, outcome.depositBase),
          category: promotion.turnover?.category ?? null,
        },
        depositBase: outcome.depositBase,
        memo: `promotion ${promotion.code} ${outcome.periodKey}`,
      });
      const recorded = result.replayed
        ? null
        : await messages.recordSystem(trx, memberId, 'PROMOTION_ISSUED', {
            name: textsIn(promotion, site.language).title,
            amount: formatMinor(outcome.amount, merchant.currency_decimals),
          });
      return { result, recorded };
    };
    if (inTransaction) {
      const { result, recorded } = await run(inTransaction.trx);
      if (recorded) inTransaction.unpublished.push(recorded);
      return result;
    }
    const { result, recorded } = await db.transaction().execute(run);
    if (recorded) messages.publish(recorded);
    return result;
  }

  return {
    evaluate,
    pay,
    /** Publishes the messages `pay` wrote in a caller's transaction, once that transaction has committed. */
    publish: (...recorded: RecordedEvent[]) => messages.publish(...recorded),

    /** Whether a member is in an audience now (red-envelope drops use the promotions' audiences). */
    async memberInAudience(merchant: MerchantRow, memberId: number, audience: PromotionAudience): Promise<boolean> {
      const teamAgents = audience.kind === 'team' ? [audience.agent] : [];
      const [facts, agents] = await Promise.all([repo.audienceFacts(memberId), repo.agentIds(merchant.id, teamAgents)]);
      return inAudience(audience, facts, now(), agents);
    },

    /** `GET /wps/promotion/list`: the merchant's promotions in a tab and tag, with the member's statuses. */
    async list(site: SiteContext, ctx: AuthContext | null, tab: PromotionTab, tag?: PromotionTag): Promise<PromotionCard[]> {
      const promotions = (await repo.enabled(site.merchant.id)).filter((p) => matches(p, tab, tag));
      const memberId = ctx && !ctx.isTrial ? ctx.member.id : null;
      const evaluated = await evaluate(site.merchant, memberId, promotions);
      return evaluated.map((e) => presentCard(e, site.language, site.merchant.currency_decimals));
    },

    /** `GET /wps/promotion/detail?id`. */
    async detail(site: SiteContext, ctx: AuthContext | null, id: number): Promise<PromotionDetail> {
      const promotion = await repo.byId(site.merchant.id, id);
      if (!promotion?.enabled) throw new AppError('promotion_not_found');
      const memberId = ctx && !ctx.isTrial ? ctx.member.id : null;
      const [evaluated] = await evaluate(site.merchant, memberId, [promotion]);
      return presentDetail(evaluated as Evaluated, site.language, site.merchant.currency_decimals);
    },

    /** `GET /wps/promotion/claimHall` (T): what the member can take now (claim, join or apply). */
    async claimHall(site: SiteContext, ctx: AuthContext): Promise<PromotionCard[]> {
      if (ctx.isTrial) return [];
      const evaluated = await evaluate(site.merchant, ctx.member.id, await repo.enabled(site.merchant.id));
      return evaluated
        .filter((e) => (e.status === 'CLAIM' && e.outcome?.eligible) || e.status === 'JOIN' || e.status === 'APPLYING')
        .map((e) => presentCard(e, site.language, site.merchant.currency_decimals));
    },

    /** The number of rewards the member can claim now (reward centre badge, `availablePromoCount`). */
    async claimableCount(site: SiteContext, memberId: number): Promise<number> {
      const evaluated = await evaluate(site.merchant, memberId, await repo.enabled(site.merchant.id));
      return evaluated.filter((e) => e.status === 'CLAIM' && e.outcome?.eligible).length;
    },

    /** `POST /wps/promotion/claim` (T): pays what the member qualifies for now; a replayed requestId answers the first claim. */
    async claim(site: SiteContext, ctx: AuthContext, input: { promotionId: number; requestId: string }): Promise<ClaimPromotionResponse> {
      if (ctx.isTrial) throw new AppError('in_need_true_account');
      const merchant = site.merchant;
      const decimals = merchant.currency_decimals;
      const answer = (promotionId: number, r: GrantResult): ClaimPromotionResponse => ({
        promotionId,
        bonusId: r.bonusId,
        amount: formatMinor(r.amount, decimals),
        balance: formatMinor(r.balance, decimals),
        turnoverRequired: formatMinor(r.turnoverRequired, decimals),
      });
      const earlier = async (column: 'request_id' | 'grant_key', value: string) => {
        const row = await db
          .selectFrom('bonus')
          .select(['id', 'promotion_id', 'amount', 'turnover_required'])
          .where('member_id', '=', ctx.member.id)
          .where(column, '=', value)
          .executeTakeFirst();
        if (!row) return null;
        const main = await memberAccountId(db, merchant.id, ctx.member.id, MEMBER_ACCOUNT.main, merchant.currency_code);
        const { rows } = await sql<{ balance: string }>`SELECT balance::text AS balance FROM ledger_account WHERE id = ${main}`.execute(db);
        return answer(row.promotion_id ?? input.promotionId, {
          bonusId: row.id,
          amount: BigInt(row.amount),
          turnoverRequired: BigInt(row.turnover_required),
          balance: BigInt(rows[0]?.balance ?? '0'),
          replayed: true,
        });
      };
      const replayed = await earlier('request_id', input.requestId);
      if (replayed) return replayed;
      const promotion = await repo.byId(merchant.id, input.promotionId);
      if (!promotion?.enabled) throw new AppError('promotion_not_found');
      const [evaluated] = await evaluate(merchant, ctx.member.id, [promotion]);
      const e = evaluated as Evaluated;
      switch (e.status) {
        case 'COMING_SOON':
          throw new AppError('promotion_not_open');
        case 'CLOSED':
          if (periodState(promotion, now()) !== 'open') throw new AppError('promotion_not_open');
          if (promotion.budget !== null && promotion.spent >= promotion.budget) throw new AppError('promotion_budget_exhausted');
          if (!ruleAndParams(promotion)) throw new AppError('promotion_not_open');
          throw new AppError('promotion_not_for_member');
        case 'JOIN':
        case 'APPLYING':
        case 'IN_PROCESS':
        case 'REJECTED':
          throw new AppError('promotion_wrong_mode');
        case 'CLAIMED':
        case 'ISSUED':
        case 'CLAIM':
        case 'JOINED':
          break;
      }
      // Paid already (by another request, or automatically): answer with that bonus.
      if (e.paid) {
        const paid = await earlier('grant_key', e.paid.grantKey);
        if (paid) return paid;
      }
      const outcome = e.outcome;
      if (!outcome?.eligible) {
        throw new AppError('promotion_not_eligible', { reason: outcome?.reason ?? 'nothing_to_pay', ...(outcome?.reasonValues ?? {}) });
      }
      return answer(promotion.id, await pay(site, ctx.member.id, promotion, outcome, 'claim', input.requestId));
    },

    /** `GET /wps/promotion/bonuses` (T): the member's bonuses, newest first, with their requirements. */
    async bonuses(site: SiteContext, ctx: AuthContext, page: number, size: number): Promise<BonusListResponse> {
      const memberId = ctx.member.id;
      const [rows, total] = await Promise.all([
        sql<{
          id: number;
          promotion_id: number | null;
          source: 'promotion' | 'vip' | 'referral' | 'rebate' | 'red_envelope';
          title: Record<string, string>;
          amount: string;
          created_at: Date;
          requirement: 'none' | 'open' | 'met' | 'forfeited' | 'waived';
          turnover_required: string;
          turnover_category: string | null;
          done: string | null;
        }>`
          SELECT b.id, b.promotion_id, b.source, b.title, b.amount::text AS amount, b.created_at, b.requirement,
                 b.turnover_required::text AS turnover_required, b.turnover_category,
                 CASE WHEN b.requirement IN ('open', 'forfeited', 'waived') THEN (
                   SELECT coalesce(sum(r.total_bet), 0)::text
                     FROM game_round r LEFT JOIN game g ON g.id = r.game_id
                    WHERE r.member_id = b.member_id AND r.status = 'settled' AND NOT r.play_money
                      AND r.settled_at >= b.turnover_since
                      AND (b.requirement_closed_at IS NULL OR r.settled_at < b.requirement_closed_at)
                      AND (b.turnover_category IS NULL OR g.category_code = b.turnover_category)
                 ) END AS done
            FROM bonus b
           WHERE b.member_id = ${memberId}
           ORDER BY b.id DESC
           LIMIT ${size} OFFSET ${(page - 1) * size}`.execute(db),
        db
          .selectFrom('bonus')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('member_id', '=', memberId)
          .executeTakeFirstOrThrow(),
      ]);
      return {
        total: Number(total.n),
        list: rows.rows.map((r) =>
          presentBonus(
            {
              ...r,
              amount: BigInt(r.amount),
              created_at: new Date(r.created_at),
              turnover_required: BigInt(r.turnover_required),
              done: r.done === null ? null : BigInt(r.done),
            },
            site.language,
            site.merchant.currency_decimals,
          ),
        ),
      };
    },

    /**
     * `POST /wps/promotion/bonus/forfeit` (T): gives up a bonus whose requirement is open. What is
     * left of the bonus goes back to the promotions account (the bonus, or the main wallet's
     * balance when less is left), keyed by the bonus, and the requirement no longer holds withdrawals.
     */
    async forfeit(site: SiteContext, ctx: AuthContext, bonusId: number): Promise<{ bonusId: number; returned: string; balance: string }> {
      const merchant = site.merchant;
      const decimals = merchant.currency_decimals;
      return db.transaction().execute(async (trx) => {
        const found = await sql<{ id: number; amount: string; requirement: string }>`
          SELECT id, amount::text AS amount, requirement FROM bonus WHERE id = ${bonusId} AND member_id = ${ctx.member.id} FOR UPDATE`.execute(
          trx,
        );
        const bonus = found.rows[0];
        if (!bonus) throw new AppError('bonus_not_found');
        const main = await memberAccountId(trx, merchant.id, ctx.member.id, MEMBER_ACCOUNT.main, merchant.currency_code);
        const balanceOf = async () => {
          const { rows } = await sql<{
            balance: string;
          }>`SELECT balance::text AS balance FROM ledger_account WHERE id = ${main} FOR UPDATE`.execute(trx);
          return BigInt(rows[0]?.balance ?? '0');
        };
        if (bonus.requirement === 'forfeited') {
          const back = await sql<{ amount: string }>`
            SELECT coalesce(sum(e.amount), 0)::text AS amount FROM ledger_transaction t JOIN ledger_entry e ON e.transaction_id = t.id
             WHERE t.merchant_id = ${merchant.id} AND t.idempotency_key = ${`forfeit:${bonusId}`} AND e.account_id <> ${main}`.execute(trx);
          return {
            bonusId,
            returned: formatMinor(BigInt(back.rows[0]?.amount ?? '0'), decimals),
            balance: formatMinor(await balanceOf(), decimals),
          };
        }
        if (bonus.requirement !== 'open') throw new AppError('bonus_not_open');
        const balance = await balanceOf();
        const amount = BigInt(bonus.amount);
        const returned = balance < amount ? balance : amount;
        if (returned > 0n) {
          const house = await houseAccountId(trx, merchant.id, HOUSE_ACCOUNT.promotions, merchant.currency_code);
          await post(trx, {
            merchantId: merchant.id,
            idempotencyKey: `forfeit:${bonusId}`,
            kind: 'bonus_forfeit',
            reference: `bonus:${bonusId}`,
            memo: `bonus ${bonusId} forfeited`,
            entries: [
              { accountId: main, amount: -returned },
              { accountId: house, amount: returned },
            ],
          });
        }
        await trx
          .updateTable('bonus')
          .set({ requirement: 'forfeited', requirement_closed_at: sql<Date>`now()`, requirement_closed_by: 'member' })
          .where('id', '=', bonusId)
          .execute();
        return { bonusId, returned: formatMinor(returned, decimals), balance: formatMinor(balance - returned, decimals) };
      });
    },
  };
}

export type PromotionsService = ReturnType<typeof createPromotionsService>;
