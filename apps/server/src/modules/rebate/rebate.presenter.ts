import { formatMinor, type RebateLine, type RebateRecord, type RebateRun } from '@fortuna/shared';
import type { DueLine } from './rebate.repository';
import { percentOf } from './rebate-rules';
import type { RunRow } from './rebate-run.repository';

/** A category's line on the wire: money as decimal strings, the rate as a percent. */
export function presentLine(line: DueLine, decimals: number): RebateLine {
  return {
    category: line.category,
    validBet: formatMinor(line.validBet, decimals),
    rate: percentOf(line.ppm),
    amount: formatMinor(line.amount, decimals),
  };
}

type RecordRow = {
  id: bigint | string | number;
  bonus_id: number;
  taken_by: 'claim' | 'auto';
  period_from: Date;
  period_until: Date;
  valid_bet: bigint | string;
  amount: bigint | string;
  lines: { category: string; validBet: string; ppm: number; amount: string }[] | string;
  created_at: Date;
};

/** One rebate of the member's history; a rebate from the first bet has no `from`. */
export function presentRecord(row: RecordRow, decimals: number): RebateRecord {
  const lines = typeof row.lines === 'string' ? (JSON.parse(row.lines) as Exclude<RecordRow['lines'], string>) : row.lines;
  const from = new Date(row.period_from);
  return {
    id: Number(row.id),
    bonusId: row.bonus_id,
    takenBy: row.taken_by,
    from: from.getTime() <= 0 ? null : from.toISOString(),
    until: new Date(row.period_until).toISOString(),
    validBet: formatMinor(BigInt(row.valid_bet), decimals),
    amount: formatMinor(BigInt(row.amount), decimals),
    lines: lines.map((l) =>
      presentLine({ category: l.category, validBet: BigInt(l.validBet), ppm: Number(l.ppm), amount: BigInt(l.amount) }, decimals),
    ),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** A daily run's summary for operators. */
export function presentRun(run: RunRow, decimals: number): RebateRun {
  return {
    day: run.day,
    status: run.status,
    members: run.members,
    validBet: formatMinor(run.validBet, decimals),
    total: formatMinor(run.total, decimals),
    durationMs: run.durationMs,
    startedAt: run.startedAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
    startedBy: run.startedBy,
  };
}
