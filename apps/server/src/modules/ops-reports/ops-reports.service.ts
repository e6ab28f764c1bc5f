import {
  formatMinor,
  type OpsAgentsPage,
  type OpsDashboard,
  type OpsDayRow,
  type OpsDaysPage,
  type OpsGamesPage,
  type OpsLotteryPage,
  type OpsSummary,
  type opsAgentsQuerySchema,
  type opsDaysQuerySchema,
  type opsGamesQuerySchema,
  type opsLotteryQuerySchema,
} from '@fortuna/shared';
import type { z } from 'zod';
import type { MerchantRow } from '../../db/schema';
import { businessDays, daysOf } from '../agent-reports/business-days';
import type { DayRange, OpsReportsRepository, Window } from './ops-reports.repository';

type DaysQuery = z.output<typeof opsDaysQuerySchema>;
type GamesQuery = z.output<typeof opsGamesQuerySchema>;
type AgentsQuery = z.output<typeof opsAgentsQuerySchema>;
type LotteryQuery = z.output<typeof opsLotteryQuerySchema>;

/** The most rows one CSV download holds. */
export const CSV_MAX_ROWS = 100_000;

const DAY_MS = 86_400_000;
/** The yyyy-MM-dd `n` days before (negative: after) a yyyy-MM-dd. */
export function shiftDay(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - n * DAY_MS).toISOString().slice(0, 10);
}

/** The yyyy-MM-dd of an instant in an IANA zone. */
export function dayIn(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

/** One day's raw figures in minor units. */
type Figures = {
  bets: bigint;
  payout: bigint;
  bonus: bigint;
  rounds: number;
  deposits: bigint;
  depositCount: number;
  withdrawals: bigint;
  withdrawalCount: number;
  newPlayers: number;
  activePlayers: number;
  depositingPlayers: number;
};
const empty = (): Figures => ({
  bets: 0n,
  payout: 0n,
  bonus: 0n,
  rounds: 0,
  deposits: 0n,
  depositCount: 0,
  withdrawals: 0n,
  withdrawalCount: 0,
  newPlayers: 0,
  activePlayers: 0,
  depositingPlayers: 0,
});

/**
 * The operator reports (schemas/ops-reports.ts): each reads the merchant's business days in its
 * zone, from the rollups of migration 0030 and the cashier's and ledger's own rows.
 */
export function createOpsReportsService(repo: OpsReportsRepository) {
  const rangeOf = (merchant: MerchantRow, from: string, to: string): DayRange => ({
    from,
    to,
    timeZone: merchant.time_zone,
    instants: businessDays(from, to, merchant.time_zone),
  });
  const money = (merchant: MerchantRow, amount: bigint | string) => formatMinor(BigInt(amount), merchant.currency_decimals);

  /** Every day of a range with its figures (per-day distinct counts), and the range's distinct counts. */
  async function figures(merchant: MerchantRow, range: DayRange) {
    const [play, active, bonus, deposits, withdrawals, joined, activeOver, depositorsOver] = await Promise.all([
      repo.playByDay(merchant.id, range),
      repo.activeByDay(merchant.id, range),
      repo.bonusByDay(merchant.id, range),
      repo.depositsByDay(merchant.id, range),
      repo.withdrawalsByDay(merchant.id, range),
      repo.newPlayersByDay(merchant.id, range),
      repo.activeOver(merchant.id, range),
      repo.depositorsOver(merchant.id, range),
    ]);
    const days = new Map(daysOf(range.from, range.to).map((day) => [day, empty()]));
    const at = (day: string) => days.get(day);
    for (const r of play) {
      const d = at(r.day);
      if (d) Object.assign(d, { bets: BigInt(r.bets), payout: BigInt(r.payout), rounds: Number(r.rounds) });
    }
    for (const r of active) {
      const d = at(r.day);
      if (d) d.activePlayers = Number(r.n);
    }
    for (const r of bonus) {
      const d = at(r.day);
      if (d) d.bonus = BigInt(r.amount);
    }
    for (const r of deposits) {
      const d = at(r.day);
      if (d) Object.assign(d, { deposits: BigInt(r.amount), depositCount: Number(r.n), depositingPlayers: Number(r.members) });
    }
    for (const r of withdrawals) {
      const d = at(r.day);
      if (d) Object.assign(d, { withdrawals: BigInt(r.amount), withdrawalCount: Number(r.n) });
    }
    for (const r of joined) {
      const d = at(r.day);
      if (d) d.newPlayers = Number(r.n);
    }
    return { days, activeOver, depositorsOver };
  }

  /** Sums days into one range's figures; the distinct counts are the range's own. */
  function sum(days: Iterable<Figures>, distinct: { active: number; depositing: number }): Figures {
    const total = empty();
    for (const d of days) {
      total.bets += d.bets;
      total.payout += d.payout;
      total.bonus += d.bonus;
      total.rounds += d.rounds;
      total.deposits += d.deposits;
      total.depositCount += d.depositCount;
      total.withdrawals += d.withdrawals;
      total.withdrawalCount += d.withdrawalCount;
      total.newPlayers += d.newPlayers;
    }
    total.activePlayers = distinct.active;
    total.depositingPlayers = distinct.depositing;
    return total;
  }

  function present(merchant: MerchantRow, f: Figures) {
    const ggr = f.bets - f.payout;
    return {
      bets: money(merchant, f.bets),
      payout: money(merchant, f.payout),
      ggr: money(merchant, ggr),
      bonus: money(merchant, f.bonus),
      ngr: money(merchant, ggr - f.bonus),
      rounds: f.rounds,
      deposits: money(merchant, f.deposits),
      depositCount: f.depositCount,
      withdrawals: money(merchant, f.withdrawals),
      withdrawalCount: f.withdrawalCount,
      newPlayers: f.newPlayers,
      activePlayers: f.activePlayers,
      depositingPlayers: f.depositingPlayers,
    };
  }

  const sortValue: Record<DaysQuery['sort'], (d: Figures) => bigint | number> = {
    day: () => 0,
    bets: (d) => d.bets,
    payout: (d) => d.payout,
    ggr: (d) => d.bets - d.payout,
    bonus: (d) => d.bonus,
    ngr: (d) => d.bets - d.payout - d.bonus,
    deposits: (d) => d.deposits,
    withdrawals: (d) => d.withdrawals,
    newPlayers: (d) => d.newPlayers,
    activePlayers: (d) => d.activePlayers,
    depositingPlayers: (d) => d.depositingPlayers,
  };

  const windowOf = (q: { pageNo: number; pageSize: number }, all: boolean): Window =>
    all ? { limit: CSV_MAX_ROWS, offset: 0 } : { limit: q.pageSize, offset: (q.pageNo - 1) * q.pageSize };

  return {
    /** `GET /ops/reports/dashboard`: today, yesterday, the last 7 and 30 business days, and the 30 days for the charts. */
    async dashboard(merchant: MerchantRow, day: string | undefined, now = new Date()): Promise<OpsDashboard> {
      const today = day ?? dayIn(now, merchant.time_zone);
      const from30 = shiftDay(today, 29);
      const from7 = shiftDay(today, 6);
      const yesterday = shiftDay(today, 1);
      const [{ days, activeOver, depositorsOver }, active7, depositors7] = await Promise.all([
        figures(merchant, rangeOf(merchant, from30, today)),
        repo.activeOver(merchant.id, rangeOf(merchant, from7, today)),
        repo.depositorsOver(merchant.id, rangeOf(merchant, from7, today)),
      ]);
      const pick = (from: string, to: string) => [...days.entries()].filter(([d]) => d >= from && d <= to).map(([, f]) => f);
      const one = (d: string) => {
        const f = days.get(d) ?? empty();
        return { from: d, to: d, ...present(merchant, f) };
      };
      return {
        timeZone: merchant.time_zone,
        today: one(today),
        yesterday: one(yesterday),
        last7: { from: from7, to: today, ...present(merchant, sum(pick(from7, today), { active: active7, depositing: depositors7 })) },
        last30: {
          from: from30,
          to: today,
          ...present(merchant, sum(days.values(), { active: activeOver, depositing: depositorsOver })),
        },
        days: [...days.entries()].map(([d, f]) => ({ day: d, ...present(merchant, f) })),
      };
    },

    /** `GET /ops/reports/days`: each business day of the range, sorted and paged here (a range has at most 366). */
    async days(merchant: MerchantRow, q: DaysQuery, all = false): Promise<OpsDaysPage> {
      const { days, activeOver, depositorsOver } = await figures(merchant, rangeOf(merchant, q.from, q.to));
      const value = sortValue[q.sort];
      const sign = q.order === 'asc' ? 1 : -1;
      const sorted = [...days.entries()].sort(([a, fa], [b, fb]) => {
        const x = value(fa);
        const y = value(fb);
        if (x !== y) return (x < y ? -1 : 1) * sign;
        return (a < b ? -1 : a > b ? 1 : 0) * (q.sort === 'day' ? sign : 1);
      });
      const window = windowOf(q, all);
      const rows: OpsDayRow[] = sorted
        .slice(window.offset, window.offset + window.limit)
        .map(([d, f]) => ({ day: d, ...present(merchant, f) }));
      const totals: OpsSummary = {
        from: q.from,
        to: q.to,
        ...present(merchant, sum(days.values(), { active: activeOver, depositing: depositorsOver })),
      };
      return { rows, total: days.size, pageNo: q.pageNo, pageSize: q.pageSize, totals };
    },

    /** `GET /ops/reports/games`: GGR by category, vendor or game. */
    async games(merchant: MerchantRow, q: GamesQuery, all = false): Promise<OpsGamesPage> {
      const range = rangeOf(merchant, q.from, q.to);
      const found = await repo.games(merchant.id, range, q, { column: q.sort, order: q.order }, windowOf(q, all));
      return {
        rows: found.rows.map((r) => ({
          day: r.day,
          category: r.category,
          vendor: r.vendor,
          gameId: r.game_id,
          gameName: r.game_name,
          bets: money(merchant, r.bets),
          payout: money(merchant, r.payout),
          ggr: money(merchant, BigInt(r.bets) - BigInt(r.payout)),
          rounds: Number(r.rounds),
        })),
        total: found.total,
        pageNo: q.pageNo,
        pageSize: q.pageSize,
        totals: {
          bets: money(merchant, found.sums.bets),
          payout: money(merchant, found.sums.payout),
          ggr: money(merchant, BigInt(found.sums.bets) - BigInt(found.sums.payout)),
          rounds: Number(found.sums.rounds),
        },
      };
    },

    /** `GET /ops/reports/agents`: top-level agents and their teams. */
    async agents(merchant: MerchantRow, q: AgentsQuery, all = false): Promise<OpsAgentsPage> {
      const range = rangeOf(merchant, q.from, q.to);
      const found = await repo.agents(merchant.id, range, q.username || undefined, { column: q.sort, order: q.order }, windowOf(q, all));
      const total = found.total ?? (await repo.agentCount(merchant.id, q.username || undefined));
      return {
        rows: found.rows.map((r) => ({
          agentId: r.agent_id,
          username: r.username,
          teamSize: Number(r.team_size),
          newPlayers: Number(r.new_players),
          activePlayers: Number(r.active_players),
          bets: money(merchant, r.bets),
          payout: money(merchant, r.payout),
          ggr: money(merchant, BigInt(r.bets) - BigInt(r.payout)),
          deposits: money(merchant, r.deposits),
          withdrawals: money(merchant, r.withdrawals),
        })),
        total,
        pageNo: q.pageNo,
        pageSize: q.pageSize,
      };
    },

    /** `GET /ops/reports/lottery`: lottery profit per game or issue. */
    async lottery(merchant: MerchantRow, q: LotteryQuery, all = false): Promise<OpsLotteryPage> {
      const range = rangeOf(merchant, q.from, q.to);
      const found = await repo.lottery(merchant.id, range, q, { column: q.sort, order: q.order }, windowOf(q, all));
      return {
        rows: found.rows.map((r) => ({
          lotteryGameId: r.lottery_game_id,
          game: r.game,
          issueId: r.issue_id === null ? null : Number(r.issue_id),
          numero: r.numero,
          drawsAt: r.draws_at ? new Date(r.draws_at).toISOString() : null,
          status: r.status,
          issues: Number(r.issues),
          players: Number(r.players),
          bets: money(merchant, r.bets),
          payout: money(merchant, r.payout),
          profit: money(merchant, BigInt(r.bets) - BigInt(r.payout)),
        })),
        total: found.total,
        pageNo: q.pageNo,
        pageSize: q.pageSize,
        totals: {
          bets: money(merchant, found.sums.bets),
          payout: money(merchant, found.sums.payout),
          profit: money(merchant, BigInt(found.sums.bets) - BigInt(found.sums.payout)),
        },
      };
    },
  };
}

export type OpsReportsService = ReturnType<typeof createOpsReportsService>;
