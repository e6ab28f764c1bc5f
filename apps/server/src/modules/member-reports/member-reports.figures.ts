import type { PlayRow } from './member-reports.repository';

/** Play figures being summed, minor units. */
export type Figures = Pick<PlayRow, 'bets' | 'validBet' | 'payout' | 'rounds'>;

export const ZERO_FIGURES: Figures = { bets: 0n, validBet: 0n, payout: 0n, rounds: 0 };

export function addFigures(a: Figures, b: Figures): Figures {
  return { bets: a.bets + b.bets, validBet: a.validBet + b.validBet, payout: a.payout + b.payout, rounds: a.rounds + b.rounds };
}

/** The credit report's columns: where money into or out of the main wallet came from. */
export type CreditKind = 'deposits' | 'withdrawals' | 'bonuses' | 'adjustments' | 'transfers' | 'play';

const CREDIT_KIND: Record<string, CreditKind> = {
  deposit: 'deposits',
  withdrawal: 'withdrawals',
  withdrawal_return: 'withdrawals',
  withdrawal_payout: 'withdrawals',
  bonus: 'bonuses',
  bonus_forfeit: 'bonuses',
  lottery_rebate: 'bonuses',
  commission: 'bonuses',
  salary: 'bonuses',
  dividend: 'bonuses',
  redemption: 'bonuses',
  vendor_transfer: 'transfers',
  transfer_to_upline: 'transfers',
  transfer_to_downline: 'transfers',
  bet: 'play',
  win: 'play',
  refund: 'play',
  win_reversal: 'play',
  debit: 'play',
  credit: 'play',
  rollback: 'play',
  play_money: 'play',
};

/** A ledger transaction kind's credit-report column; a kind of no known column is an adjustment. */
export function creditKindOf(kind: string): CreditKind {
  return CREDIT_KIND[kind] ?? 'adjustments';
}
