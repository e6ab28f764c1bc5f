import type { LotteryWallet } from '@fortuna/bgs/engine';
import type { LiveGameDefinition } from '@fortuna/bgs/live';
import { liveIds } from './live-settings';
import type { LiveBetRow, LiveMemberRoundRow, LiveRepository } from './live-tables.repository';

/** A member round's return: Σ floor(amount × num / den) over its spots, stake included. */
export function payoutOf(
  game: LiveGameDefinition,
  variant: string,
  result: unknown,
  spots: Record<string, string>,
): { payout: bigint; spotPayouts: Record<string, string> } {
  let payout = 0n;
  const spotPayouts: Record<string, string> = {};
  for (const [spot, text] of Object.entries(spots)) {
    const amount = BigInt(text);
    const { num, den } = game.settle(spot, result, variant);
    const back = (amount * num) / den;
    spotPayouts[spot] = String(back);
    payout += back;
  }
  return { payout, spotPayouts };
}

/**
 * Settles one member round exactly once: its payout is written once (only while none of its bets
 * is in flight), credited with roundEnded under the member round's own txn id (a second call — a
 * retry, another driver, the recovery — is answered with the first credit and moves nothing), then
 * marked credited. A member round with no confirmed stake moved no money and is closed without a
 * call. False when it must wait (a bet still in flight).
 */
export async function settleMemberRound(
  deps: { repo: LiveRepository; wallet: LotteryWallet; now: () => Date },
  input: { game: LiveGameDefinition; variant: string; result: unknown; memberRound: LiveMemberRoundRow },
): Promise<boolean> {
  const { repo, wallet } = deps;
  let row = input.memberRound;
  if (row.payout === null) {
    const total = BigInt(row.total);
    const { payout, spotPayouts } =
      total > 0n ? payoutOf(input.game, input.variant, input.result, row.spots) : { payout: 0n, spotPayouts: {} };
    row = await repo.setPayout(
      row.round_id,
      row.member_id,
      payout,
      spotPayouts,
      total > 0n ? liveIds.win(row.round_id, row.member_id) : null,
    );
    if (row.payout === null) return false;
  }
  if (row.credit_txn) {
    await wallet.credit({
      memberId: row.member_id,
      gameId: row.catalogue_game_id,
      txnId: row.credit_txn,
      roundId: liveIds.round(row.round_id, row.member_id),
      amount: BigInt(row.payout as bigint),
      roundEnded: true,
    });
  }
  await repo.markCredited(row.round_id, row.member_id, deps.now());
  return true;
}

/**
 * Rolls back a confirmation whose debit outcome is unknown (a refund, or a tombstone that refuses a
 * late debit), then voids it. The bet is first held as voiding, so a confirmation that arrives
 * while the rollback runs finds it no longer open and is refused; a bet confirmed first is left be.
 */
export async function voidOpenBet(repo: LiveRepository, wallet: LotteryWallet, bet: LiveBetRow): Promise<void> {
  if (!(await repo.holdForVoid(bet.id))) return;
  await wallet.rollback({
    memberId: bet.member_id,
    gameId: bet.catalogue_game_id,
    txnId: bet.txn_id,
    roundId: liveIds.round(bet.round_id, bet.member_id),
  });
  await repo.finishVoid(bet.id, 'debit_unknown');
}
