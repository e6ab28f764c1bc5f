import type { LotteryWallet } from '@fortuna/bgs/engine';
import type { BetRow, CrashRepository } from './crash.repository';
import { crashIds } from './crash-settings';

/**
 * Pays a settled bet (its win, or 0 for a loss) with roundEnded, then marks it credited. The txn id
 * is the bet's own (`C<game>:<member>:win`), so a second call — a retry, the recovery pass, another
 * process — is answered with the first credit and moves nothing.
 */
export async function creditBet(repo: CrashRepository, wallet: LotteryWallet, bet: BetRow, now: () => Date): Promise<bigint> {
  // int8 as BigInt (the app's parsers) or as text (a driver without them).
  const win = BigInt(bet.win ?? 0n);
  const { balance } = await wallet.credit({
    memberId: bet.member_id,
    gameId: bet.catalogue_game_id,
    txnId: crashIds.win(bet.game_id, bet.member_id),
    roundId: crashIds.round(bet.game_id, bet.member_id),
    amount: win,
    roundEnded: true,
  });
  await repo.markCredited(bet.id, now());
  return balance;
}

/** Rolls back a bet whose debit outcome is unknown (refund, or a tombstone that refuses a late debit), then voids it. */
export async function voidOpenBet(repo: CrashRepository, wallet: LotteryWallet, bet: BetRow): Promise<void> {
  await wallet.rollback({
    memberId: bet.member_id,
    gameId: bet.catalogue_game_id,
    txnId: crashIds.bet(bet.game_id, bet.member_id),
    roundId: crashIds.round(bet.game_id, bet.member_id),
  });
  await repo.setBetStatus(bet.id, 'open', 'void', 'debit_unknown');
}
