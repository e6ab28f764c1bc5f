import type { OriginalsRound } from '@fortuna/shared';
import { formatMinor } from '@fortuna/shared';
import type { RoundWithSeed } from './originals.repository';

/** win ÷ bet with 4 decimals, exact (floored). */
export function multiplierText(bet: bigint, win: bigint): string {
  if (bet <= 0n) return '0.0000';
  const tenThousandths = (win * 10000n) / bet;
  return `${tenThousandths / 10000n}.${(tenThousandths % 10000n).toString().padStart(4, '0')}`;
}

/** A round as its member sees it: the server seed only once the pair has been rotated. */
export function presentRound(row: RoundWithSeed, decimals: number): OriginalsRound {
  const bet = BigInt(row.bet);
  const win = BigInt(row.win);
  return {
    roundCode: row.round_code,
    code: row.game_code,
    nonce: row.nonce,
    clientSeed: row.client_seed,
    serverSeedHash: row.server_seed_hash,
    serverSeed: row.seed_active ? null : row.server_seed,
    bet: formatMinor(bet, decimals),
    win: formatMinor(win, decimals),
    multiplier: multiplierText(bet, win),
    params: (row.params ?? {}) as Record<string, unknown>,
    // An action whose extra stake is still being debited (pending) has not happened yet.
    actions: ((row.actions ?? []) as { action: Record<string, unknown>; pending?: boolean }[])
      .filter((entry) => !entry.pending)
      .map((entry) => entry.action),
    view: row.view ?? null,
    finished: row.finished,
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
    settledAt: row.settled_at ? new Date(row.settled_at).toISOString() : null,
  };
}
