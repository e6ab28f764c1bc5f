import {
  formatMinor,
  INCOME_KINDS,
  type Income,
  type IncomeKind,
  TEAM_REWARD_KINDS,
  type TeamOverview,
  type TeamRewardKind,
  type TeamTransactions,
  type UserLoss,
} from '@fortuna/shared';
import type { AgentReportsRepository, MoneyDayRow, PlayDayRow } from './agent-reports.repository';
import { daysOf } from './business-days';

type Repo = AgentReportsRepository;
type Paging = { pageNo: number; pageSize: number };
const big = (text: string | bigint | number | null | undefined) => BigInt(text ?? 0);

/** What the overview's queries read, before it is summed and shaped. */
export type OverviewFigures = {
  members: Awaited<ReturnType<Repo['members']>>;
  play: PlayDayRow[];
  active: number;
  deposits: MoneyDayRow[];
  withdrawals: MoneyDayRow[];
  first: Awaited<ReturnType<Repo['firstDeposits']>>;
  rewards: { kind: string; amount: string }[];
};

/**
 * The team overview: every day of the range in order (zeros where nothing happened) and the
 * range's totals as the sum of those days, so the cards and the chart never disagree.
 */
export function presentOverview(
  head: Pick<TeamOverview, 'from' | 'to' | 'timeZone' | 'scope'>,
  f: OverviewFigures,
  decimals: number,
): TeamOverview {
  const money = (amount: bigint) => formatMinor(amount, decimals);
  const byDay = <T extends { day: string }>(rows: T[]) => new Map(rows.map((row) => [row.day, row]));
  const play = byDay(f.play);
  const deposits = byDay(f.deposits);
  const withdrawals = byDay(f.withdrawals);
  const joined = new Map(f.members.joined.map((row) => [row.day, Number(row.n)]));

  const sum = {
    bets: 0n,
    validBet: 0n,
    payout: 0n,
    profit: 0n,
    rounds: 0n,
    deposits: 0n,
    depositCount: 0,
    withdrawals: 0n,
    withdrawalCount: 0,
    joined: 0,
  };
  const series = daysOf(head.from, head.to).map((day) => {
    const p = play.get(day);
    const d = deposits.get(day);
    const w = withdrawals.get(day);
    const figures = {
      bets: big(p?.bets),
      validBet: big(p?.valid_bet),
      payout: big(p?.payout),
      profit: big(p?.profit),
      deposits: big(d?.amount),
      withdrawals: big(w?.amount),
      newMembers: joined.get(day) ?? 0,
    };
    sum.bets += figures.bets;
    sum.validBet += figures.validBet;
    sum.payout += figures.payout;
    sum.profit += figures.profit;
    sum.rounds += big(p?.rounds);
    sum.deposits += figures.deposits;
    sum.depositCount += Number(d?.n ?? 0);
    sum.withdrawals += figures.withdrawals;
    sum.withdrawalCount += Number(w?.n ?? 0);
    sum.joined += figures.newMembers;
    return {
      day,
      bets: money(figures.bets),
      validBet: money(figures.validBet),
      profit: money(figures.profit),
      deposits: money(figures.deposits),
      withdrawals: money(figures.withdrawals),
      newMembers: figures.newMembers,
    };
  });

  const reward = new Map(f.rewards.map((row) => [row.kind, big(row.amount)]));
  const rewards = Object.fromEntries(TEAM_REWARD_KINDS.map((kind) => [kind, money(reward.get(kind) ?? 0n)])) as Record<
    TeamRewardKind,
    string
  >;
  const commissions = TEAM_REWARD_KINDS.filter((kind) => kind !== 'bonus').reduce((acc, kind) => acc + (reward.get(kind) ?? 0n), 0n);

  return {
    ...head,
    members: { direct: f.members.direct, total: f.members.total },
    newMembers: sum.joined,
    firstDeposits: { count: f.first.count, amount: money(f.first.amount) },
    activeMembers: f.active,
    deposits: { count: sum.depositCount, amount: money(sum.deposits) },
    withdrawals: { count: sum.withdrawalCount, amount: money(sum.withdrawals) },
    bets: money(sum.bets),
    validBet: money(sum.validBet),
    payout: money(sum.payout),
    profit: money(sum.profit),
    houseProfit: money(-sum.profit),
    rounds: Number(sum.rounds),
    bonuses: money(reward.get('bonus') ?? 0n),
    commissions: money(commissions),
    rewards,
    series,
  };
}

/** A user-loss page; depth is counted from the calling agent. */
export function presentUserLoss(
  page: Awaited<ReturnType<Repo['userLoss']>>,
  paging: Paging & { depthOffset: number },
  decimals: number,
): UserLoss {
  const money = (amount: string) => formatMinor(big(amount), decimals);
  return {
    list: page.rows.map((row) => ({
      memberId: row.member_id,
      username: row.username,
      depth: row.depth + paging.depthOffset,
      bets: money(row.bets),
      validBet: money(row.valid_bet),
      payout: money(row.payout),
      profit: money(row.profit),
      rounds: Number(row.rounds),
    })),
    pageNo: paging.pageNo,
    totalPages: Math.ceil(page.total / paging.pageSize),
    total: page.total,
    totals: {
      bets: money(page.sums.bets),
      validBet: money(page.sums.valid_bet),
      payout: money(page.sums.payout),
      profit: money(page.sums.profit),
      rounds: Number(page.sums.rounds),
    },
  };
}

/** A page of the agent's income with the filter's sums. */
export function presentIncome(page: Awaited<ReturnType<Repo['income']>>, paging: Paging, decimals: number): Income {
  const money = (amount: bigint) => formatMinor(amount, decimals);
  const sums = new Map(page.sums.map((row) => [row.kind, row]));
  const total = page.sums.reduce((acc, row) => acc + Number(row.n), 0);
  return {
    list: page.rows.map((row) => ({
      id: String(row.id),
      kind: row.kind as IncomeKind,
      amount: money(big(row.amount)),
      balanceAfter: money(big(row.balance_after)),
      reference: row.reference,
      memo: row.memo,
      createdAt: new Date(row.created_at).toISOString(),
    })),
    pageNo: paging.pageNo,
    totalPages: Math.ceil(total / paging.pageSize),
    total,
    totals: {
      amount: money(page.sums.reduce((acc, row) => acc + big(row.amount), 0n)),
      byKind: Object.fromEntries(INCOME_KINDS.map((kind) => [kind, money(big(sums.get(kind)?.amount))])) as Record<IncomeKind, string>,
    },
  };
}

/** A page of the team's deposits and withdrawals with the filter's paid sums. */
export function presentTransactions(page: Awaited<ReturnType<Repo['transactions']>>, paging: Paging, decimals: number): TeamTransactions {
  const money = (amount: string) => formatMinor(big(amount), decimals);
  const total = Number(page.sums.n);
  return {
    list: page.rows.map((row) => ({
      id: `${row.kind === 'deposit' ? 'D' : 'W'}${row.id}`,
      kind: row.kind,
      memberId: row.member_id,
      username: row.username,
      amount: money(row.amount),
      status: row.status,
      createdAt: new Date(row.created_at).toISOString(),
      decidedAt: row.decided_at ? new Date(row.decided_at).toISOString() : null,
    })),
    pageNo: paging.pageNo,
    totalPages: Math.ceil(total / paging.pageSize),
    total,
    totals: {
      deposits: { count: Number(page.sums.deposits), amount: money(page.sums.deposit_amount) },
      withdrawals: { count: Number(page.sums.withdrawals), amount: money(page.sums.withdrawal_amount) },
    },
  };
}
