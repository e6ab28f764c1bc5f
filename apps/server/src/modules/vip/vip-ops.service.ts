import {
  formatMinor,
  type OpsMemberVip,
  type OpsSetMemberVipRequest,
  type OpsVipLevel,
  type OpsVipLevelInput,
  type OpsVipLevels,
  type OpsVipSettings,
  parseMinor,
} from '@fortuna/shared';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { MemberEvents, RecordedEvent } from '../../realtime/member-events';
import { recordAudit } from '../ops/audit';
import { operatorOf } from '../ops/ops-guard';
import { presentChange } from './vip.presenter';
import { vipRepository as repo } from './vip.repository';
import { payUpgradeBonuses, recordUpgrade } from './vip-evaluation';
import { type LevelRow, levelName, thresholdsProblem } from './vip-levels';
import { vipWindow } from './vip-window';

type Db = Kysely<Database>;

/** A level as the back office shows it. */
function presentOpsLevel(level: LevelRow, members: number, decimals: number): OpsVipLevel {
  const money = (v: bigint) => formatMinor(v, decimals);
  return {
    level: level.level,
    names: level.names,
    depositThreshold: money(level.depositThreshold),
    validBetThreshold: money(level.validBetThreshold),
    keepValidBet: money(level.keepValidBet),
    upgradeBonus: money(level.upgradeBonus),
    weeklyBonus: money(level.weeklyBonus),
    monthlyBonus: money(level.monthlyBonus),
    rebateRates: level.rebateRates,
    withdrawalDailyCount: level.withdrawalDailyCount,
    withdrawalDailyAmount: level.withdrawalDailyAmount === null ? null : money(level.withdrawalDailyAmount),
    members,
  };
}

/** An operator's level input as a row (money in the merchant's minor units). */
function toRow(level: number, input: OpsVipLevelInput, decimals: number): LevelRow {
  const money = (v: string) => parseMinor(v, decimals);
  return {
    level,
    names: input.names as Record<string, string>,
    depositThreshold: money(input.depositThreshold),
    validBetThreshold: money(input.validBetThreshold),
    keepValidBet: money(input.keepValidBet),
    upgradeBonus: money(input.upgradeBonus),
    weeklyBonus: money(input.weeklyBonus),
    monthlyBonus: money(input.monthlyBonus),
    rebateRates: input.rebateRates as Record<string, number>,
    withdrawalDailyCount: input.withdrawalDailyCount,
    withdrawalDailyAmount: input.withdrawalDailyAmount === null ? null : money(input.withdrawalDailyAmount),
  };
}

function columns(row: LevelRow) {
  return {
    names: JSON.stringify(row.names),
    deposit_threshold: row.depositThreshold,
    valid_bet_threshold: row.validBetThreshold,
    keep_valid_bet: row.keepValidBet,
    upgrade_bonus: row.upgradeBonus,
    weekly_bonus: row.weeklyBonus,
    monthly_bonus: row.monthlyBonus,
    rebate_rates: JSON.stringify(row.rebateRates),
    withdrawal_daily_count: row.withdrawalDailyCount,
    withdrawal_daily_amount: row.withdrawalDailyAmount,
  };
}

/** Refuses levels whose thresholds do not rise with the level. */
function checkThresholds(levels: readonly LevelRow[]): void {
  const bad = thresholdsProblem(levels);
  if (bad !== null) throw new AppError('vip_thresholds_not_increasing', { level: bad });
}

/**
 * The back office's VIP programme (`/ops/vip/...`): the levels (edit any, add or remove the top
 * one), the window and turnover settings, and a member's level with a manual set. Every write is
 * audited in its own transaction.
 */
export function createVipOpsService(deps: { db: Db; events: MemberEvents; now?: () => Date }) {
  const { db, events } = deps;
  const now = deps.now ?? (() => new Date());

  async function lockLevels(trx: Db, merchantId: number): Promise<LevelRow[]> {
    // Level edits of one merchant queue on its row: thresholds are checked against the others.
    await trx.selectFrom('merchant').select('id').where('id', '=', merchantId).forUpdate().execute();
    return repo.levels(trx, merchantId);
  }

  async function list(executor: Db, merchant: FastifyRequest['site']['merchant']): Promise<OpsVipLevels> {
    const [levels, counts, settings] = await Promise.all([
      repo.levels(executor, merchant.id),
      repo.membersPerLevel(executor, merchant.id),
      executor
        .selectFrom('merchant')
        .select(['vip_window_days', 'vip_turnover_multiple'])
        .where('id', '=', merchant.id)
        .executeTakeFirstOrThrow(),
    ]);
    return {
      levels: levels.map((l) => presentOpsLevel(l, counts.get(l.level) ?? 0, merchant.currency_decimals)),
      settings: { windowDays: settings.vip_window_days, turnoverMultiple: settings.vip_turnover_multiple },
    };
  }

  return {
    /** `GET /ops/vip/levels`. */
    levels: (request: FastifyRequest) => list(db, request.site.merchant),

    /** `PUT /ops/vip/levels/:level`: replaces a level's fields. */
    async updateLevel(request: FastifyRequest, level: number, input: OpsVipLevelInput): Promise<OpsVipLevels> {
      const merchant = request.site.merchant;
      return db.transaction().execute(async (trx) => {
        const levels = await lockLevels(trx, merchant.id);
        const before = levels.find((l) => l.level === level);
        if (!before) throw new AppError('vip_level_not_found');
        const after = toRow(level, input, merchant.currency_decimals);
        checkThresholds(levels.map((l) => (l.level === level ? after : l)));
        await trx.updateTable('vip_level').set(columns(after)).where('merchant_id', '=', merchant.id).where('level', '=', level).execute();
        await recordAudit(trx, request, { action: 'vip.level.update', targetType: 'vip_level', targetId: level, before, after });
        return list(trx, merchant);
      });
    },

    /** `POST /ops/vip/levels`: adds a level above the top one. */
    async addLevel(request: FastifyRequest, input: OpsVipLevelInput): Promise<OpsVipLevels> {
      const merchant = request.site.merchant;
      return db.transaction().execute(async (trx) => {
        const levels = await lockLevels(trx, merchant.id);
        const level = (levels.at(-1)?.level ?? -1) + 1;
        if (level > 100) throw new AppError('invalid_parameter', { field: 'level' });
        const row = toRow(level, input, merchant.currency_decimals);
        checkThresholds([...levels, row]);
        await trx
          .insertInto('vip_level')
          .values({ merchant_id: merchant.id, level, ...columns(row) })
          .execute();
        await recordAudit(trx, request, { action: 'vip.level.add', targetType: 'vip_level', targetId: level, after: row });
        return list(trx, merchant);
      });
    },

    /** `DELETE /ops/vip/levels/:level`: removes the top level, when no member holds it (never the base level). */
    async removeLevel(request: FastifyRequest, level: number): Promise<OpsVipLevels> {
      const merchant = request.site.merchant;
      return db.transaction().execute(async (trx) => {
        const levels = await lockLevels(trx, merchant.id);
        const top = levels.at(-1);
        if (!levels.some((l) => l.level === level)) throw new AppError('vip_level_not_found');
        if (!top || top.level !== level || level === 0) throw new AppError('vip_level_not_top', { top: top?.level ?? 0 });
        const holders = (await repo.membersPerLevel(trx, merchant.id)).get(level) ?? 0;
        if (holders > 0) throw new AppError('vip_level_in_use', { members: holders });
        await trx.deleteFrom('vip_level').where('merchant_id', '=', merchant.id).where('level', '=', level).execute();
        await recordAudit(trx, request, { action: 'vip.level.remove', targetType: 'vip_level', targetId: level, before: top });
        return list(trx, merchant);
      });
    },

    /** `PUT /ops/vip/settings`: the window and the bonuses' turnover multiple. */
    async updateSettings(request: FastifyRequest, input: OpsVipSettings): Promise<OpsVipLevels> {
      const merchant = request.site.merchant;
      return db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom('merchant')
          .select(['vip_window_days', 'vip_turnover_multiple'])
          .where('id', '=', merchant.id)
          .forUpdate()
          .executeTakeFirstOrThrow();
        await trx
          .updateTable('merchant')
          .set({ vip_window_days: input.windowDays, vip_turnover_multiple: input.turnoverMultiple })
          .where('id', '=', merchant.id)
          .execute();
        await recordAudit(trx, request, {
          action: 'vip.settings',
          targetType: 'merchant',
          targetId: merchant.id,
          before: { windowDays: before.vip_window_days, turnoverMultiple: before.vip_turnover_multiple },
          after: input,
        });
        return list(trx, merchant);
      });
    },

    /** `GET /ops/vip/members/:id`. */
    async member(request: FastifyRequest, memberId: number): Promise<OpsMemberVip> {
      const merchant = request.site.merchant;
      const member = await db
        .selectFrom('member')
        .select(['id', 'vip_level'])
        .where('id', '=', memberId)
        .where('merchant_id', '=', merchant.id)
        .executeTakeFirst();
      if (!member) throw new AppError('not_found');
      const [levels, figures, history] = await Promise.all([
        repo.levels(db, merchant.id),
        repo.figures(db, memberId, vipWindow(now(), merchant.time_zone, merchant.vip_window_days)),
        repo.history(db, memberId, 0, 20),
      ]);
      const decimals = merchant.currency_decimals;
      return {
        memberId,
        level: member.vip_level,
        name: levelName(
          levels.find((l) => l.level === member.vip_level),
          request.site.language,
          member.vip_level,
        ),
        windowDays: merchant.vip_window_days,
        deposits: formatMinor(figures.deposits, decimals),
        validBets: formatMinor(figures.validBets, decimals),
        maxLevel: levels.at(-1)?.level ?? 0,
        history: history.rows.map((r) => ({ ...presentChange(r, decimals), operator: r.operator })),
      };
    },

    /**
     * `PUT /ops/vip/members/:id/level`: sets a member's level (audited). Moving up pays the
     * upgrade bonuses of the levels passed only when `payBonus` (each once ever per member);
     * a replayed requestId changes nothing more.
     */
    async setMemberLevel(request: FastifyRequest, memberId: number, input: OpsSetMemberVipRequest): Promise<OpsMemberVip> {
      const merchant = request.site.merchant;
      const operator = operatorOf(request).username;
      const recorded = await db.transaction().execute(async (trx): Promise<RecordedEvent | null> => {
        const current = await repo.lockMember(trx, merchant.id, memberId);
        if (current === null) throw new AppError('not_found');
        const levels = await repo.levels(trx, merchant.id);
        if (!levels.some((l) => l.level === input.level)) throw new AppError('vip_level_not_found');
        const replay = await trx
          .selectFrom('vip_change')
          .select('id')
          .where('member_id', '=', memberId)
          .where('request_id', '=', input.requestId)
          .executeTakeFirst();
        if (replay || current === input.level) return null;
        const bonus =
          input.payBonus && input.level > current
            ? await payUpgradeBonuses(trx, merchant, memberId, levels, current, input.level, 'operator')
            : 0n;
        await repo.setLevel(trx, memberId, input.level);
        await repo.addChange(trx, {
          merchantId: merchant.id,
          memberId,
          from: current,
          to: input.level,
          reason: 'operator',
          bonus,
          operator,
          requestId: input.requestId,
        });
        await recordAudit(trx, request, {
          action: 'vip.member.level',
          targetType: 'member',
          targetId: memberId,
          before: { level: current },
          after: { level: input.level, payBonus: input.payBonus, bonus: formatMinor(bonus, merchant.currency_decimals) },
        });
        return input.level > current
          ? recordUpgrade(trx, events, merchant, levels, { memberId, from: current, to: input.level, bonus })
          : null;
      });
      if (recorded) events.publish(recorded);
      return this.member(request, memberId);
    },
  };
}

export type VipOpsService = ReturnType<typeof createVipOpsService>;
