import {
  type ClaimRebateResponse,
  formatMinor,
  MODULE_IDS,
  type RebateHistoryResponse,
  type RebateMode,
  type RebateSummary,
} from '@fortuna/shared';
import type { Kysely } from 'kysely';
import type { Database, MerchantRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { SiteContext } from '../../http/site-context';
import { MEMBER_ACCOUNT, memberBalance } from '../../ledger/accounts';
import type { AuthContext } from '../auth/auth.service';
import type { ConfigService } from '../config/config.service';
import { grantBonus } from '../promotions/bonus-book';
import { presentLine, presentRecord } from './rebate.presenter';
import type { Due, RebateRepository } from './rebate.repository';
import { nextRebatableAt, rebatableUntil } from './rebate-periods';
import { REBATE_TITLE, rebateGrantKey, turnoverOf } from './rebate-rules';

type Deps = { db: Kysely<Database>; repo: RebateRepository; config: ConfigService; now?: () => Date };

/**
 * The member's rebate (docs/promotions/rebate.md): what its valid bets since its watermark are
 * due, per game category at its VIP level's rates, up to the last whole quarter-hour that closed
 * ({@link rebatableUntil}); a claim pays that through the bonus book and moves the watermark there,
 * in one transaction; and the history of its rebates.
 */
export function createRebateService(deps: Deps) {
  const { db, repo, config } = deps;
  const now = deps.now ?? (() => new Date());

  function member(ctx: AuthContext): number {
    if (ctx.isTrial) throw new AppError('in_need_true_account');
    return ctx.member.id;
  }

  function summaryOf(
    merchant: MerchantRow,
    settings: { mode: RebateMode; minClaim: bigint; turnoverMultiple: number },
    vipLevel: number,
    due: Due,
    until: Date,
  ): RebateSummary {
    const decimals = merchant.currency_decimals;
    const minimum = settings.minClaim > 0n ? settings.minClaim : 1n;
    return {
      mode: settings.mode,
      vipLevel,
      from: due.since?.toISOString() ?? null,
      until: until.toISOString(),
      nextAt: nextRebatableAt(until).toISOString(),
      lines: due.lines.map((l) => presentLine(l, decimals)),
      validBet: formatMinor(due.validBet, decimals),
      amount: formatMinor(due.amount, decimals),
      minClaim: formatMinor(settings.minClaim, decimals),
      turnoverMultiple: settings.turnoverMultiple,
      claimable: due.amount >= minimum,
    };
  }

  return {
    /** `GET /wps/rebate/summary` (T). */
    async summary(site: SiteContext, ctx: AuthContext): Promise<RebateSummary> {
      const memberId = member(ctx);
      const until = rebatableUntil(now());
      const [settings, vipLevel, dues] = await Promise.all([
        repo.settings(db, site.merchant.id),
        repo.vipLevel(memberId),
        repo.due(db, [memberId], until),
      ]);
      const due = dues[0] ?? { memberId, since: null, validBet: 0n, amount: 0n, lines: [] };
      // A watermark past `until` (a claim a moment ago) means nothing is due yet.
      if (due.since && due.since >= until) return summaryOf(site.merchant, settings, vipLevel, { ...due, lines: [] }, until);
      return summaryOf(site.merchant, settings, vipLevel, due, until);
    },

    /**
     * `POST /wps/rebate/claim` (T): pays the member's rebate up to the last closed quarter-hour, once:
     * the member's watermark row is locked first, so concurrent claims (any process) queue; a
     * replayed requestId answers the rebate it paid; less than the minimum (or nothing) is
     * `rebate_below_minimum`.
     */
    async claim(site: SiteContext, ctx: AuthContext, requestId: string): Promise<ClaimRebateResponse> {
      const memberId = member(ctx);
      const merchant = site.merchant;
      if (!(await config.isModuleEnabled(merchant, MODULE_IDS.manualRebate))) throw new AppError('rebate_module_off');
      const decimals = merchant.currency_decimals;
      const until = rebatableUntil(now());
      return db.transaction().execute(async (trx) => {
        await repo.ensureWatermarks(trx, merchant.id, [memberId]);
        await repo.lockWatermarks(trx, [memberId], null);
        const earlier = await repo.byRequest(trx, memberId, requestId);
        if (earlier) {
          const balance = await memberBalance(trx, memberId, MEMBER_ACCOUNT.main);
          return {
            bonusId: earlier.bonusId,
            amount: formatMinor(BigInt(earlier.amount), decimals),
            balance: formatMinor(balance, decimals),
            turnoverRequired: formatMinor(BigInt(earlier.turnover_required), decimals),
            until: new Date(earlier.period_until).toISOString(),
          };
        }
        const settings = await repo.settings(trx, merchant.id);
        const [due] = await repo.due(trx, [memberId], until);
        const amount = due && (!due.since || due.since < until) ? due.amount : 0n;
        const minimum = settings.minClaim > 0n ? settings.minClaim : 1n;
        if (!due || amount < minimum) {
          throw new AppError('rebate_below_minimum', {
            amount: formatMinor(amount, decimals),
            minClaim: formatMinor(settings.minClaim, decimals),
          });
        }
        const required = turnoverOf(amount, settings.turnoverMultiple);
        const granted = await grantBonus(trx, {
          merchant,
          memberId,
          promotionId: null,
          source: 'rebate',
          key: rebateGrantKey(until),
          requestId,
          takenBy: 'claim',
          amount,
          title: REBATE_TITLE,
          turnover: { required, category: null },
          memo: `rebate until ${until.toISOString()}`,
        });
        await repo.recordAndAdvance(trx, merchant.id, [
          { ...due, bonusId: granted.bonusId, takenBy: 'claim', until, runDay: null, amount },
        ]);
        return {
          bonusId: granted.bonusId,
          amount: formatMinor(amount, decimals),
          balance: formatMinor(granted.balance, decimals),
          turnoverRequired: formatMinor(granted.turnoverRequired, decimals),
          until: until.toISOString(),
        };
      });
    },

    /** `GET /wps/rebate/history?page&size` (T): the member's rebates, newest first. */
    async history(site: SiteContext, ctx: AuthContext, page: number, size: number): Promise<RebateHistoryResponse> {
      const { total, rows } = await repo.history(member(ctx), page, size);
      return { total, list: rows.map((r) => presentRecord(r, site.merchant.currency_decimals)) };
    },
  };
}

export type RebateService = ReturnType<typeof createRebateService>;
