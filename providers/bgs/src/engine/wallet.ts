/**
 * How the lottery engine reaches money: the provider wallet protocol (ARCHITECTURE §5), exactly
 * as an external vendor does — the server implements it in-process, a remote engine would
 * implement it over signed HTTP. Every call names a deterministic txn id, so a call repeated
 * after a crash is answered with the original response and moves nothing twice.
 */

/** Who and what a protocol call is about: the member, the catalogue game (its session), the txn and the round. */
export type WalletCall = { memberId: number; gameId: number; txnId: string; roundId: string };

/** A credit: pays the member `amount` (may be zero); `roundEnded` settles the member's round. */
export type CreditCall = WalletCall & { amount: bigint; roundEnded: boolean };

/** One credit's answer in a batch: the balance it left, or why it was refused (nothing of it moved). */
export type CreditOutcome = { ok: true; balance: bigint } | { ok: false; error: unknown };

/** An agent's rebate on an issue: `key` makes it once. */
export type AgentRebate = { agentId: number; vendor: string; key: string; amount: bigint; reference: string };

/** One rebate's answer: paid (now or before), or refused (e.g. `idempotency_conflict`: paid before with other figures). */
export type RebateOutcome = { ok: true } | { ok: false; error: unknown };

/** The wallet the engine plays through. Amounts are minor units. */
export type LotteryWallet = {
  /** Takes a bet (a slip's total) from the member; refused with `insufficient_balance` and the balance. */
  debit(call: WalletCall & { amount: bigint }): Promise<{ balance: bigint }>;
  /** Pays the member (may be zero); `roundEnded` settles the member's round of the issue. */
  credit(call: CreditCall): Promise<{ balance: bigint }>;
  /**
   * Several credits (distinct txn ids) in one go — the protocol's `creditBatch`, one database
   * transaction on the platform — each exactly the credit it would be alone (once per txn id, a
   * repeat answered with its original balance), answered one by one in order: a refused credit
   * (a LotteryWalletError) does not refuse the others. A throw means the batch's outcome is not
   * known: none, some or all of it happened, and repeating it is safe.
   */
  creditMany(calls: readonly CreditCall[]): Promise<CreditOutcome[]>;
  /** Cancels the debit or credit `txnId` (a never-seen id leaves a tombstone that refuses it later). */
  rollback(call: WalletCall): Promise<{ balance: bigint }>;
  /** The member's balance in the game's wallet. */
  balance(input: { memberId: number; gameId: number }): Promise<bigint>;
  /**
   * Pays agents their lottery rebates, all in one go (the protocol has no place for money to
   * someone who is not the round's player, so the platform posts them to the ledger as kind
   * `lottery_rebate`, one transaction for the lot). Each `key` is an idempotency key: a repeat
   * moves nothing. Answered one by one in order; a throw means none of it is known to have happened.
   */
  payAgentRebates(rebates: readonly AgentRebate[]): Promise<RebateOutcome[]>;
};

/**
 * A wallet call the platform refused; `code` is its error code (e.g. insufficient_balance),
 * `details` the values the platform gave with it (a responsible-gaming refusal's `period` and
 * `remaining`, an exclusion's `endsAt`) for the game to hand on to the player unchanged.
 */
export class LotteryWalletError extends Error {
  constructor(
    readonly code: string,
    readonly balance?: bigint,
    readonly details?: Record<string, unknown>,
  ) {
    super(code);
    this.name = 'LotteryWalletError';
  }
}

/** Refusals that mean nothing moved and nothing was recorded (so the bet may be rejected outright). */
export const DEFINITIVE_REFUSALS: ReadonlySet<string> = new Set([
  'insufficient_balance',
  'account_frozen',
  'provider_session_invalid',
  'provider_session_expired',
  'provider_txn_rolled_back',
  'provider_round_settled',
  'provider_round_invalid',
  // the platform's responsible-gaming guard (apps/server modules/responsible-gaming)
  'rg_excluded',
  'rg_wager_limit_exceeded',
  'rg_loss_limit_exceeded',
  'rg_session_limit_reached',
]);

/** The protocol ids of the engine, all deterministic. */
export const txnIds = {
  /** The round of a member in an issue: all its slips, and the settlement credit. */
  round: (issueId: bigint | number, memberId: number) => `issue:${issueId}:${memberId}`,
  /** The debit of a slip. */
  slip: (slipId: string) => `slip:${slipId}`,
  /** The play rebate credited with a slip. */
  rebate: (slipId: string) => `rebate:${slipId}`,
  /** The settlement credit of a member's winnings and pushes in an issue. */
  settle: (issueId: bigint | number, memberId: number) => `settle:${issueId}:${memberId}`,
  /** The ledger key of an agent's rebate on an issue. */
  agentRebate: (issueId: bigint | number, agentId: number) => `lottery_rebate:${issueId}:${agentId}`,
} as const;
