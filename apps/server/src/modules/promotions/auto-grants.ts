import { randomUUID } from 'node:crypto';
import { normalizeLanguage } from '@fortuna/shared';
import type { Kysely } from 'kysely';
import type { Database, MerchantRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { createRgRepository } from '../responsible-gaming/responsible-gaming.repository';
import { periodState } from './promotion-status';
import { createPromotionSweepRepository } from './promotion-sweep.repository';
import type { PromotionRow, PromotionsRepository } from './promotions.repository';
import { promotionGrantKey } from './promotions.repository';
import type { PromotionsService } from './promotions.service';
import { ruleOf } from './rules/registry';

/** How long a process holds a promotion period's sweep before another may take it over. */
export const SWEEP_LEASE_MS = 120_000;

type Deps = {
  db: Kysely<Database>;
  repo: PromotionsRepository;
  promotions: PromotionsService;
  /** This process's name on the sweep leases. */
  owner?: string;
  log?: (error: unknown, what: string) => void;
};

/** What one sweep did. */
export type SweepReport = { periods: number; evaluated: number; granted: number };

/**
 * Automatic promotions (`take_mode = 'auto'`, issue 19 item 2): a promotion the member qualifies
 * for is paid without a claim (taken by `auto`, status ISSUED), through the same evaluation and
 * bonus book as a claim. Two triggers: a credited deposit evaluates the member's automatic
 * promotions (after the deposit's commit; a failure is logged and never touches the deposit), and
 * the sweeper pays the kinds whose period ends or that no member action triggers (loss rebate,
 * ranking, turnover tiers, daily sign-in, app download, social binding), per promotion and period
 * under a lease (promotion_sweep) so processes share the work; the bonus book pays once anyway.
 */
export function createAutoGrants(deps: Deps) {
  const { db, repo, promotions } = deps;
  const sweeps = createPromotionSweepRepository(db);
  const rg = createRgRepository();
  const owner = deps.owner ?? `sweeper-${randomUUID()}`;
  const log = deps.log ?? (() => {});

  const siteOf = (merchant: MerchantRow) => ({ merchant, language: normalizeLanguage(merchant.default_language) ?? 'my' });

  /** Pays the member every automatic promotion among `list` it qualifies for now; answers how many were paid. */
  async function grantEligible(merchant: MerchantRow, memberId: number, list: readonly PromotionRow[], at: Date): Promise<number> {
    const autos = list.filter((p) => p.takeMode === 'auto');
    if (autos.length === 0) return 0;
    // A promotion is marketing: none reaches a member on a time-out or self-exclusion, and a
    // period swept meanwhile is not paid later (issue 20 item 5).
    if (await rg.activeExclusion(db, memberId, at)) return 0;
    let granted = 0;
    for (const e of await promotions.evaluate(merchant, memberId, autos, at)) {
      if (e.status !== 'CLAIM' || !e.outcome?.eligible) continue;
      try {
        const result = await promotions.pay(siteOf(merchant), memberId, e.promotion, e.outcome, 'auto', null);
        if (!result.replayed) granted++;
      } catch (error) {
        // A spent budget ends this promotion for everyone; anything else is this member's and is retried later.
        if (!(error instanceof AppError && error.code === 'promotion_budget_exhausted')) throw error;
      }
    }
    return granted;
  }

  /** One promotion's due period: its candidates not yet paid, each evaluated and paid. */
  async function sweepPromotion(merchant: MerchantRow, promotion: PromotionRow, now: Date, report: SweepReport): Promise<void> {
    const rule = ruleOf(promotion.rewardKind);
    const parsed = rule?.params.safeParse(promotion.rule);
    if (!rule?.sweep || !parsed?.success) return;
    const plan = await rule.sweep({ db, merchant, promotion, now }, parsed.data);
    if (!plan) return;
    if (!(await sweeps.claim(promotion.id, plan.periodKey, owner, now, SWEEP_LEASE_MS))) return;
    report.periods++;
    let granted = 0;
    try {
      const paid = await sweeps.paidMembers(promotion.id, promotionGrantKey(promotion.id, plan.periodKey), plan.members);
      for (const memberId of plan.members) {
        if (paid.has(memberId)) continue;
        report.evaluated++;
        try {
          granted += await grantEligible(merchant, memberId, [promotion], now);
        } catch (error) {
          log(error, `automatic promotion ${promotion.code} for member ${memberId}`);
        }
      }
      report.granted += granted;
      await sweeps.finish(promotion.id, plan.periodKey, owner, plan.final, granted);
    } catch (error) {
      await sweeps.finish(promotion.id, plan.periodKey, owner, false, granted).catch(() => {});
      throw error;
    }
  }

  return {
    /**
     * After a deposit's commit: pays the member's automatic promotions it now qualifies for
     * (reload, first deposit, …). Never throws: the deposit is done whatever happens here.
     */
    async afterDeposit(merchant: MerchantRow, memberId: number): Promise<number> {
      try {
        return await grantEligible(merchant, memberId, await repo.enabled(merchant.id), new Date());
      } catch (error) {
        log(error, `automatic promotions after a deposit of member ${memberId}`);
        return 0;
      }
    },

    /** Every merchant's automatic promotions with a sweep: pays the periods due at `now`. */
    async sweep(now: Date = new Date()): Promise<SweepReport> {
      const report: SweepReport = { periods: 0, evaluated: 0, granted: 0 };
      for (const merchant of await sweeps.merchantsWithAutoPromotions()) {
        for (const promotion of await repo.enabled(merchant.id)) {
          if (promotion.takeMode !== 'auto' || periodState(promotion, now) !== 'open') continue;
          try {
            await sweepPromotion(merchant, promotion, now, report);
          } catch (error) {
            log(error, `sweep of automatic promotion ${promotion.code}`);
          }
        }
      }
      return report;
    },
  };
}

export type AutoGrants = ReturnType<typeof createAutoGrants>;
