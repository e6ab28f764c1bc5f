/** The lottery engine: schedules, issues, bets, draws and settlement over a database and the wallet protocol. */
export { type BetInput, cancelBet, type PlacedBet, type PlacedSlip, placeSlip, replayedSlip, rollbackSlip, type SlipInput } from './bets';
export {
  type ControlledIssue,
  cancelIssue,
  lockIssue,
  pauseIssue,
  type RefundReport,
  refundCancelledIssue,
  resumeIssue,
  unfinishedRefunds,
} from './control';
export { LotteryError } from './errors';
export { enabledGames, gameById, type LotteryGame } from './games';
export { type DrawnIssue, drawDueIssues, ensureIssues, gameDrawsBetween, ISSUE_HORIZON_MS, lockClosedIssues, type OnDrawn } from './issues';
export { issueLiability, type LiveBetGroup, type OptionLiability } from './liability';
export { addOptionStakes, type BetOption, betOptions } from './options';
export type { ClientRequest } from './requests';
export { assertSchedule, drawsBetween, formatNumero, nextDraw, type Schedule, type ScheduledDraw } from './schedule';
export {
  createLotteryScheduler,
  type LotteryAnnouncer,
  type LotteryScheduler,
  REFUND_GRACE_MS,
  type SchedulerOptions,
  type TickReport,
} from './scheduler';
export { type SettledBettor, type SettleOptions, type SettlePhases, type SettleReport, settleIssue } from './settle';
export { claimSettlement, renewSettlement, SETTLE_LEASE_MS, SETTLE_RENEW_MS, withSettlementLease } from './settle-lease';
export {
  type AgentRebate,
  type CreditCall,
  type CreditOutcome,
  DEFINITIVE_REFUSALS,
  type LotteryWallet,
  LotteryWalletError,
  type RebateOutcome,
  txnIds,
  type WalletCall,
} from './wallet';
