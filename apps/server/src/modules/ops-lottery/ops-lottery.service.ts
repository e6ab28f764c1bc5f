import { verifyDraw } from '@fortuna/bgs';
import {
  assertSchedule,
  cancelIssue,
  issueLiability,
  LotteryError,
  type LotteryWallet,
  lockIssue,
  pauseIssue,
  refundCancelledIssue,
  resumeIssue,
  type Schedule,
} from '@fortuna/bgs/engine';
import {
  formatMinor,
  type OpsIssueControlResponse,
  type OpsLiability,
  type OpsLotteryDrawRecord,
  type OpsLotteryGame,
  type OpsLotteryGameUpdate,
  type opsLiabilityQuerySchema,
  type opsLotteryGamesQuerySchema,
  type opsLotteryIssuesQuerySchema,
  parseMinor,
} from '@fortuna/shared';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { optionalBusinessDays } from '../agent-reports/business-days';
import { recordAudit } from '../ops/audit';
import { operatorOf } from '../ops/ops-guard';
import { presentGame, presentIssue } from './ops-lottery.presenter';
import type { OpsGameRow, OpsLotteryRepository } from './ops-lottery.repository';

const DAY_MS = 86_400_000;

/** Maps an engine refusal to the platform's error. */
function engineError(error: unknown): never {
  if (error instanceof LotteryError) throw new AppError(error.code, error.details);
  throw error;
}

/**
 * When a new schedule takes over: the first local midnight (in the game's zone) at or after the
 * game's last issue, so no day is numbered by two schedules (a 24:00 draw keeps its day).
 */
export function scheduleSwitchAt(lastDrawAt: Date, utcOffsetMinutes: number): Date {
  const offset = utcOffsetMinutes * 60_000;
  return new Date(Math.ceil((lastDrawAt.getTime() + offset) / DAY_MS) * DAY_MS - offset);
}

const storedSchedule = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as Schedule;

/**
 * The back office's lottery control: games, issues (pause, resume, cancel with refunds), the draw
 * record and the liability of an issue. Every write runs in one transaction with its audit row.
 */
export function createOpsLotteryService(deps: {
  db: Kysely<Database>;
  repo: OpsLotteryRepository;
  wallet: LotteryWallet;
  clock?: () => Date;
}) {
  const { db, repo, wallet } = deps;
  const clock = deps.clock ?? (() => new Date());
  const context = (request: FastifyRequest) => ({
    merchantId: request.site.merchant.id,
    language: request.site.language,
    decimals: request.site.merchant.currency_decimals,
  });

  async function issueOf(request: FastifyRequest, id: bigint, trx: Kysely<Database> = db) {
    const { merchantId, language, decimals } = context(request);
    const row = await repo.issue(merchantId, id, trx);
    if (!row) throw new AppError('lottery_issue_not_found');
    return presentIssue(row, language, decimals);
  }

  /** Pause or resume: the claim and its audit row in one transaction. */
  async function control(
    request: FastifyRequest,
    id: bigint,
    action: 'lottery.issue_pause' | 'lottery.issue_resume',
  ): Promise<OpsIssueControlResponse> {
    const issue = await db
      .transaction()
      .execute(async (trx) => {
        const before = await lockIssue(trx, id);
        const after = action === 'lottery.issue_pause' ? await pauseIssue(trx, id, clock()) : await resumeIssue(trx, id);
        await recordAudit(trx, request, { action, targetType: 'lottery_issue', targetId: String(id), before, after });
        return issueOf(request, id, trx);
      })
      .catch(engineError);
    return { issue, refund: null };
  }

  return {
    /** `GET /ops/lottery/games`. */
    async games(request: FastifyRequest, query: z.output<typeof opsLotteryGamesQuerySchema>) {
      const { language, decimals } = context(request);
      const { rows, total } = await repo.games({
        q: query.q,
        vendor: query.vendor,
        enabled: query.enabled === undefined ? undefined : query.enabled === 'true',
        sort: query.sort,
        order: query.order,
        offset: (query.pageNo - 1) * query.pageSize,
        limit: query.pageSize,
      });
      return { rows: rows.map((r) => presentGame(r, language, decimals)), total, pageNo: query.pageNo, pageSize: query.pageSize };
    },

    /**
     * `PATCH /ops/lottery/games/:id`: enable or disable, a new schedule (from the game's next day
     * without issues), closing seconds (also moved on its issues still taking bets), stake bounds,
     * prize-group bounds and bet limits.
     */
    async updateGame(request: FastifyRequest, id: number, input: OpsLotteryGameUpdate): Promise<OpsLotteryGame> {
      const { language, decimals } = context(request);
      const money = (v: string) => parseMinor(v, decimals);
      const now = clock();
      return db.transaction().execute(async (trx) => {
        const before = await repo.game(trx, id, true);
        if (!before) throw new AppError('lottery_game_not_found');
        const values: Record<string, unknown> = {};
        if (input.enabled !== undefined) values.enabled = input.enabled;
        if (input.closeSeconds !== undefined) values.close_seconds = input.closeSeconds;
        if (input.minUnitStake !== undefined) values.min_unit_stake = money(input.minUnitStake);
        if (input.maxStake !== undefined) values.max_stake = money(input.maxStake);
        if (input.minSeries !== undefined) values.min_series = input.minSeries;
        if (input.maxSeries !== undefined) values.max_series = input.maxSeries;
        if (input.maxNumberStake !== undefined)
          values.max_number_stake = input.maxNumberStake === null ? null : money(input.maxNumberStake);
        if (input.maxIssueStake !== undefined) values.max_issue_stake = input.maxIssueStake === null ? null : money(input.maxIssueStake);
        const merged = { ...before, ...values } as OpsGameRow;
        if (BigInt(merged.min_unit_stake) > BigInt(merged.max_stake))
          throw new AppError('invalid_parameter', { issues: [{ path: 'minUnitStake', code: 'bounds', message: 'above maxStake' }] });
        if (merged.min_series !== null && merged.max_series !== null && merged.min_series > merged.max_series)
          throw new AppError('invalid_parameter', { issues: [{ path: 'minSeries', code: 'bounds', message: 'above maxSeries' }] });
        if (input.schedule) {
          const offset = storedSchedule(before.schedule).utcOffsetMinutes;
          const schedule: Schedule = { ...input.schedule, ...(offset === undefined ? {} : { utcOffsetMinutes: offset }) };
          try {
            assertSchedule(schedule);
          } catch {
            throw new AppError('invalid_parameter', { issues: [{ path: 'schedule', code: 'schedule', message: 'no draws' }] });
          }
          const last = await repo.lastDrawAt(trx, id);
          if (last === undefined) {
            Object.assign(values, { schedule: JSON.stringify(schedule), next_schedule: null, next_schedule_from: null });
          } else {
            const from = scheduleSwitchAt(last, offset ?? 0);
            Object.assign(values, { next_schedule: JSON.stringify(schedule), next_schedule_from: from });
          }
        }
        await repo.updateGame(trx, id, values);
        if (input.closeSeconds !== undefined && input.closeSeconds !== before.close_seconds)
          await repo.reclose(trx, id, input.closeSeconds, now);
        const after = await repo.game(trx, id);
        if (!after) throw new AppError('lottery_game_not_found');
        const presented = presentGame(after, language, decimals);
        await recordAudit(trx, request, {
          action: 'lottery.game_update',
          targetType: 'lottery_game',
          targetId: id,
          before: presentGame(before, language, decimals),
          after: presented,
        });
        return presented;
      });
    },

    /** `GET /ops/lottery/issues`. */
    async issues(request: FastifyRequest, query: z.output<typeof opsLotteryIssuesQuerySchema>) {
      const { merchantId, language, decimals } = context(request);
      const range = optionalBusinessDays(query.from, query.to, request.site.merchant.time_zone);
      const { rows, total } = await repo.issues(merchantId, {
        gameId: query.gameId,
        state: query.state,
        numero: query.numero,
        start: range.start,
        end: range.end,
        sort: query.sort,
        order: query.order,
        offset: (query.pageNo - 1) * query.pageSize,
        limit: query.pageSize,
      });
      return { rows: rows.map((r) => presentIssue(r, language, decimals)), total, pageNo: query.pageNo, pageSize: query.pageSize };
    },

    /** `GET /ops/lottery/issues/:id`: the draw record, verified as the public verify page does once drawn. */
    async drawRecord(request: FastifyRequest, id: bigint): Promise<OpsLotteryDrawRecord> {
      const { merchantId, language, decimals } = context(request);
      const row = await repo.issue(merchantId, id);
      if (!row) throw new AppError('lottery_issue_not_found');
      const drawn = (row.status === 'drawn' || row.status === 'settled') && row.result !== null;
      const verification = drawn
        ? (() => {
            const check = verifyDraw({
              gameType: row.game_type,
              seed: row.server_seed,
              publishedHash: row.seed_hash,
              gameCode: row.code,
              numero: row.numero,
              result: row.result ?? [],
            });
            return { serverSeed: row.server_seed, ...check };
          })()
        : null;
      const outcomes = (await repo.outcomes(merchantId, id)).map((o) => ({
        status: o.status,
        bets: o.bets,
        stake: formatMinor(BigInt(o.stake), decimals),
        payout: formatMinor(BigInt(o.payout), decimals),
      }));
      return { issue: presentIssue(row, language, decimals), verification, outcomes };
    },

    pause: (request: FastifyRequest, id: bigint) => control(request, id, 'lottery.issue_pause'),
    resume: (request: FastifyRequest, id: bigint) => control(request, id, 'lottery.issue_resume'),

    /**
     * `POST /ops/lottery/issues/:id/cancel`: the issue and its live bets are marked in one
     * transaction with the audit row, then every slip is refunded through the wallet protocol.
     * Repeating it on a cancelled issue finishes any refund left and answers the same totals.
     */
    async cancel(request: FastifyRequest, id: bigint, reason: string): Promise<OpsIssueControlResponse> {
      const { decimals } = context(request);
      await db
        .transaction()
        .execute(async (trx) => {
          const before = await lockIssue(trx, id);
          if (before.status === 'cancelled') return;
          const after = await cancelIssue(trx, id, { now: clock(), reason, operatorId: operatorOf(request).operatorId });
          await recordAudit(trx, request, {
            action: 'lottery.issue_cancel',
            targetType: 'lottery_issue',
            targetId: String(id),
            before,
            after,
          });
        })
        .catch(engineError);
      const report = await refundCancelledIssue(db, wallet, id).catch(engineError);
      if (report.failed > 0) request.log.warn({ err: report.error, issueId: String(id) }, 'lottery refunds left for the scheduler');
      return {
        issue: await issueOf(request, id),
        refund: {
          slips: report.slips,
          bets: report.bets,
          stake: formatMinor(report.stake, decimals),
          pending: report.pending,
          complete: report.complete,
        },
      };
    },

    /** `GET /ops/lottery/issues/:id/liability`: this merchant's live bets per option, what each would pay. */
    async liability(request: FastifyRequest, id: bigint, query: z.output<typeof opsLiabilityQuerySchema>): Promise<OpsLiability> {
      const { merchantId, language, decimals } = context(request);
      const row = await repo.issue(merchantId, id);
      if (!row) throw new AppError('lottery_issue_not_found');
      const game = await repo.game(db, row.lottery_game_id);
      if (!game) throw new AppError('lottery_game_not_found');
      const groups = (await repo.liveBetGroups(merchantId, id)).map((g) => ({
        betType: g.bet_type,
        selection: typeof g.selection === 'string' ? JSON.parse(g.selection) : g.selection,
        unitStake: BigInt(g.unit_stake),
        series: g.series,
        count: g.n,
      }));
      const totalStake = (await repo.liveStake(merchantId, id)) ?? 0n;
      let options = issueLiability(game.game_type, game.pay_mode, groups).map((o) => ({ ...o, net: totalStake - o.payout }));
      const worstPayout = options.reduce((max, o) => (o.payout > max ? o.payout : max), 0n);
      if (query.betType) options = options.filter((o) => o.betType === query.betType);
      const key = query.sort;
      const sign = query.order === 'asc' ? 1 : -1;
      options.sort((a, b) => {
        const x = key === 'bets' ? BigInt(a.bets) : a[key];
        const y = key === 'bets' ? BigInt(b.bets) : b[key];
        return (x === y ? a.key.localeCompare(b.key) : x < y ? -1 : 1) * sign;
      });
      const offset = (query.pageNo - 1) * query.pageSize;
      const money = (v: bigint) => formatMinor(v, decimals);
      return {
        issue: presentIssue(row, language, decimals),
        totalStake: money(totalStake),
        worstPayout: money(worstPayout),
        worstNet: money(totalStake - worstPayout),
        rows: options.slice(offset, offset + query.pageSize).map((o) => ({
          key: o.key,
          betType: o.betType,
          unit: o.unit,
          bets: o.bets,
          stake: money(o.stake),
          payout: money(o.payout),
          net: money(o.net),
        })),
        total: options.length,
        pageNo: query.pageNo,
        pageSize: query.pageSize,
      };
    },
  };
}

export type OpsLotteryService = ReturnType<typeof createOpsLotteryService>;
