import { type ClaimMissionResponse, formatMinor, type MissionSummary } from '@fortuna/shared';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { SiteContext } from '../../http/site-context';
import { HOUSE_ACCOUNT, houseAccountId, MEMBER_ACCOUNT, memberAccountId } from '../../ledger/accounts';
import { post } from '../../ledger/post';
import type { AuthContext } from '../auth/auth.service';
import { nameIn } from '../game-launch/game-launch.presenter';
import type { CategoryFigures, MissionRow, MissionsRepository } from './missions.repository';
import { businessDay, isoDay } from './periods';

/** A mission's figure so far: the member's valid bet or settled rounds in its category (all when none). */
export function missionProgress(mission: Pick<MissionRow, 'category' | 'metric'>, figures: readonly CategoryFigures[]): bigint {
  return figures
    .filter((f) => mission.category === null || f.category === mission.category)
    .reduce((sum, f) => sum + (mission.metric === 'valid_bet' ? f.validBet : f.rounds), 0n);
}

/**
 * Daily missions (schemas/missions.ts) of the merchant's business day: progress from the
 * quarter-hour rollups of the member's settled play, rewards claimed into the main wallet
 * through the ledger (kind `bonus`, paid by the merchant's promotions account). A claim's ledger key is `mission:<member>:<mission>:<day>`, so
 * a repeated or concurrent claim pays once and answers like the first.
 */
export function createMissionsService(deps: { db: Kysely<Database>; repo: MissionsRepository; now?: () => Date }) {
  const { db, repo } = deps;
  const now = deps.now ?? (() => new Date());

  /** Today is the merchant's business day (its zone), the day its agent reports and records count. */
  async function today(ctx: AuthContext, merchant: SiteContext['merchant']) {
    const period = businessDay(now(), merchant.time_zone);
    const day = isoDay(period.from, merchant.time_zone);
    const [missions, figures, claimed] = await Promise.all([
      repo.missions(merchant.id),
      ctx.isTrial ? Promise.resolve([]) : repo.figures(ctx.member.id, period),
      repo.claimedIds(ctx.member.id, day),
    ]);
    return { period, day, missions, figures, claimed };
  }

  return {
    /** `GET /wps/relay/MCSFE_getMissionSummary`. */
    async summary(site: SiteContext, ctx: AuthContext): Promise<MissionSummary> {
      const { period, day, missions, figures, claimed } = await today(ctx, site.merchant);
      const decimals = site.merchant.currency_decimals;
      const amount = (metric: MissionRow['metric'], value: bigint) =>
        metric === 'valid_bet' ? formatMinor(value, decimals) : String(value);
      const list = missions.map((m) => {
        const progress = missionProgress(m, figures);
        const completed = progress >= m.target;
        return {
          id: m.id,
          code: m.code,
          title: nameIn(m.titles, site.language),
          category: m.category,
          metric: m.metric,
          target: amount(m.metric, m.target),
          progress: amount(m.metric, progress < m.target ? progress : m.target),
          reward: formatMinor(m.reward, decimals),
          completed,
          claimed: claimed.has(m.id),
        };
      });
      return {
        day,
        resetsAt: period.to.toISOString(),
        claimable: list.filter((m) => m.completed && !m.claimed).length,
        missions: list,
      };
    },

    /** `POST /wps/relay/MCSFE_claimMissionReward`: pays today's reward of a completed mission once. */
    async claim(site: SiteContext, ctx: AuthContext, missionId: number): Promise<ClaimMissionResponse> {
      if (ctx.isTrial) throw new AppError('in_need_true_account');
      const merchant = site.merchant;
      const { day, missions, figures } = await today(ctx, merchant);
      const mission = missions.find((m) => m.id === missionId);
      if (!mission) throw new AppError('mission_not_found');
      if (missionProgress(mission, figures) < mission.target) throw new AppError('mission_not_completed');
      const memberId = ctx.member.id;
      const balance = await db.transaction().execute(async (trx) => {
        const house = await houseAccountId(trx, merchant.id, HOUSE_ACCOUNT.promotions, merchant.currency_code);
        const main = await memberAccountId(trx, merchant.id, memberId, MEMBER_ACCOUNT.main, merchant.currency_code);
        const posted = await post(trx, {
          merchantId: merchant.id,
          idempotencyKey: `mission:${memberId}:${mission.id}:${day}`,
          kind: 'bonus',
          reference: `mission:${mission.code}:${day}`,
          memo: `mission reward ${mission.code} ${day}`,
          entries: [
            { accountId: house, amount: -mission.reward },
            { accountId: main, amount: mission.reward },
          ],
        });
        await trx
          .insertInto('mission_claim')
          .values({ member_id: memberId, mission_id: mission.id, day, reward: mission.reward, ledger_transaction_id: posted.transactionId })
          .onConflict((oc) => oc.columns(['member_id', 'mission_id', 'day']).doNothing())
          .execute();
        const { rows } = await sql<{ balance: string }>`SELECT balance::text AS balance FROM ledger_account WHERE id = ${main}`.execute(
          trx,
        );
        return BigInt(rows[0]?.balance ?? '0');
      });
      return {
        missionId: mission.id,
        reward: formatMinor(mission.reward, merchant.currency_decimals),
        balance: formatMinor(balance, merchant.currency_decimals),
      };
    },
  };
}

export type MissionsService = ReturnType<typeof createMissionsService>;
