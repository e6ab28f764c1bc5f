import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { gameDefinition, gameTypeOf } from '../games/registry';
import { DEFAULT_ODDS } from '../odds';
import { assertSeries } from '../payout';
import { playRebate } from '../rebate';
import { LotteryError } from './errors';
import { gameById, type LotteryGame } from './games';
import { addOptionStakes } from './options';
import { type ClientRequest, claimRequest, priorRequest, recordResult } from './requests';
import { DEFINITIVE_REFUSALS, type LotteryWallet, LotteryWalletError, txnIds } from './wallet';

/** One bet of a slip as the member placed it. */
export type BetInput = { betType: string; selection: unknown; unitStake: bigint };

/** A slip: several bets on one issue of one game, paid with one debit. */
export type SlipInput = {
  merchantId: number;
  memberId: number;
  lotteryGameId: number;
  issueId: bigint;
  bets: readonly BetInput[];
  /** The member's own series and the one it plays at (≤ own; the difference is its play rebate). */
  ownSeries: number;
  playSeries: number;
  now: Date;
  /** The member's request id: a retry with it is answered with the first slip and debits nothing. */
  request?: ClientRequest;
};

/** A placed bet. */
export type PlacedBet = { id: bigint; betType: string; units: number; stake: bigint; rebate: bigint };
export type PlacedSlip = { slipId: string; issueId: bigint; bets: PlacedBet[]; stake: bigint; rebate: bigint; balance: bigint };

type Priced = BetInput & { units: number; stake: bigint; rebate: bigint };

function price(game: NonNullable<Awaited<ReturnType<typeof gameById>>>, input: SlipInput): Priced[] {
  if (input.bets.length === 0) throw new LotteryError('lottery_selection_invalid', { reason: 'empty slip' });
  const prizeGroup = game.payMode === 'prize_group';
  if (prizeGroup) {
    try {
      assertSeries(input.ownSeries);
      assertSeries(input.playSeries);
    } catch {
      throw new LotteryError('lottery_series_invalid');
    }
    // The game's bounds: the member's own group counts at most as the game's maximum.
    const own = game.maxSeries === null ? input.ownSeries : Math.min(input.ownSeries, game.maxSeries);
    const min = game.minSeries ?? 1;
    if (input.playSeries > own || input.playSeries < min) throw new LotteryError('lottery_series_invalid', { min, max: own });
  }
  const definition = gameDefinition(game.gameType);
  // A regional game configured for prize groups could take bets it cannot settle.
  if (!definition.payModes.includes(game.payMode)) throw new RangeError(`${game.gameType} is not paid in ${game.payMode} mode`);
  return input.bets.map((bet, index) => {
    let units: number;
    try {
      if (gameTypeOf(bet.betType) !== game.gameType) throw new RangeError('bet type of another game');
      units = definition.combinations(bet.betType, bet.selection);
      if (!prizeGroup) {
        for (const unit of definition.units(bet.betType, bet.selection)) {
          for (const key of definition.priceKeys(bet.betType, unit)) if (!Object.hasOwn(DEFAULT_ODDS, key)) throw new RangeError('no odds');
        }
      }
    } catch {
      throw new LotteryError('lottery_selection_invalid', { index, betType: bet.betType });
    }
    if (units < 1) throw new LotteryError('lottery_selection_invalid', { index, betType: bet.betType });
    const stake = bet.unitStake * BigInt(units);
    if (bet.unitStake < game.minUnitStake || stake > game.maxStake)
      throw new LotteryError('lottery_amount_out_of_range', { index, min: String(game.minUnitStake), max: String(game.maxStake) });
    const ownSeries = game.maxSeries === null ? input.ownSeries : Math.min(input.ownSeries, game.maxSeries);
    const rebate = prizeGroup ? playRebate({ stake, ownSeries, playSeries: input.playSeries }) : 0n;
    return { ...bet, units, stake, rebate };
  });
}

/**
 * Locks an issue against its draw (and its pause or cancellation) while bets on it change, and
 * checks betting is open: not closed, not paused.
 */
async function lockOpenIssue(trx: Kysely<any>, lotteryGameId: number, issueId: bigint, now: Date): Promise<void> {
  const { rows } = await sql<{ status: string; opens_at: Date; closes_at: Date; paused_at: Date | null }>`
    SELECT status, opens_at, closes_at, paused_at FROM lottery_issue WHERE id = ${issueId} AND lottery_game_id = ${lotteryGameId} FOR SHARE`.execute(
    trx,
  );
  const issue = rows[0];
  if (!issue) throw new LotteryError('lottery_issue_not_found');
  if (issue.status !== 'open' || new Date(issue.closes_at) <= now) throw new LotteryError('lottery_issue_closed');
  if (issue.paused_at !== null) throw new LotteryError('lottery_issue_paused');
}

/**
 * The game's bet limits for one member on one issue: its live bets (placing or pending) and the new
 * ones together stake at most `maxIssueStake`, and at most `maxNumberStake` on any one option
 * (options.ts). Runs in the placing transaction under a lock of (issue, member), so two slips of a
 * member placed at once are counted one after the other, never both against the old total.
 */
async function checkLimits(trx: Kysely<any>, game: LotteryGame, input: SlipInput, priced: readonly Priced[]): Promise<void> {
  if (game.maxIssueStake === null && game.maxNumberStake === null) return;
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`lottery-limit:${input.issueId}:${input.memberId}`}, 0))`.execute(trx);
  const { rows } = await sql<{ bet_type: string; selection: unknown; unit_stake: bigint; stake: bigint }>`
    SELECT bet_type, selection, unit_stake, stake FROM lottery_bet
     WHERE issue_id = ${input.issueId} AND member_id = ${input.memberId} AND status IN ('placing', 'pending')`.execute(trx);
  if (game.maxIssueStake !== null) {
    const used = rows.reduce((sum, r) => sum + BigInt(r.stake), 0n);
    const adding = priced.reduce((sum, b) => sum + b.stake, 0n);
    if (used + adding > game.maxIssueStake)
      throw new LotteryError('lottery_issue_limit_exceeded', { limit: String(game.maxIssueStake), used: String(used) });
  }
  if (game.maxNumberStake !== null) {
    const stakes = new Map<string, bigint>();
    for (const r of rows) {
      const selection = typeof r.selection === 'string' ? JSON.parse(r.selection) : r.selection;
      addOptionStakes(stakes, game.gameType, { betType: r.bet_type, selection, unitStake: BigInt(r.unit_stake) });
    }
    const before = new Map(stakes);
    for (const bet of priced) addOptionStakes(stakes, game.gameType, bet);
    for (const [key, stake] of stakes) {
      if (stake > game.maxNumberStake && stake !== before.get(key)) {
        throw new LotteryError('lottery_number_limit_exceeded', {
          limit: String(game.maxNumberStake),
          used: String(before.get(key) ?? 0n),
          option: key,
        });
      }
    }
  }
}

/** A placed slip as `lottery_request.result` keeps it (bigints as decimal strings). */
type StoredSlip = {
  slipId: string;
  issueId: string;
  bets: { id: string; betType: string; units: number; stake: string; rebate: string }[];
  stake: string;
  rebate: string;
  balance: string;
};

function storeSlip(slip: PlacedSlip): StoredSlip {
  return {
    slipId: slip.slipId,
    issueId: String(slip.issueId),
    bets: slip.bets.map((b) => ({
      id: String(b.id),
      betType: b.betType,
      units: b.units,
      stake: String(b.stake),
      rebate: String(b.rebate),
    })),
    stake: String(slip.stake),
    rebate: String(slip.rebate),
    balance: String(slip.balance),
  };
}

function loadSlip(stored: StoredSlip): PlacedSlip {
  return {
    slipId: stored.slipId,
    issueId: BigInt(stored.issueId),
    bets: stored.bets.map((b) => ({
      id: BigInt(b.id),
      betType: b.betType,
      units: b.units,
      stake: BigInt(b.stake),
      rebate: BigInt(b.rebate),
    })),
    stake: BigInt(stored.stake),
    rebate: BigInt(stored.rebate),
    balance: BigInt(stored.balance),
  };
}

/**
 * The first answer to a repeated placing request. With no answer yet, the first attempt is still
 * moving the money, or it stopped (a crash, a draw that overtook it) and its slip was cancelled
 * and refunded: the member is told which, and nothing is placed again.
 */
async function answerOf(db: Kysely<any>, prior: { slipId: string; result: unknown }): Promise<PlacedSlip> {
  if (prior.result) return loadSlip(prior.result as StoredSlip);
  const { rows } = await sql<{ open: boolean }>`
    SELECT bool_or(status IN ('placing', 'pending')) AS open FROM lottery_bet WHERE slip_id = ${prior.slipId}`.execute(db);
  if (rows[0]?.open === false) throw new LotteryError('lottery_issue_closed');
  throw new LotteryError('lottery_request_in_progress');
}

/**
 * The slip a placing request already made, if `request` was used before by the member (refused
 * when its body differs): lets a caller answer a retry before it checks the issue, which may have
 * closed since.
 */
export async function replayedSlip(db: Kysely<any>, memberId: number, request: ClientRequest): Promise<PlacedSlip | undefined> {
  const prior = await priorRequest(db, memberId, 'place', request);
  return prior ? answerOf(db, prior) : undefined;
}

/**
 * Places a slip: validates every bet (selection, bounds, series), records the bets as `placing`
 * while holding the issue against its draw, debits the slip's total once (`slip:<slipId>`),
 * credits the play rebate (`rebate:<slipId>`) and only then marks the bets `pending`. A slip left
 * `placing` by a crash is cancelled (both txns rolled back) by the issue's settlement, and the
 * rollback's tombstone refuses a debit arriving after it, so a slip's money and its bets never
 * disagree.
 */
export async function placeSlip(db: Kysely<any>, wallet: LotteryWallet, input: SlipInput): Promise<PlacedSlip> {
  const { request } = input;
  if (request) {
    const prior = await priorRequest(db, input.memberId, 'place', request);
    if (prior) return answerOf(db, prior);
  }
  const game = await gameById(db, input.lotteryGameId);
  if (!game?.enabled) throw new LotteryError('lottery_game_not_found');
  const priced = price(game, input);
  const slipId = randomUUID().replaceAll('-', '');
  const debitTxn = txnIds.slip(slipId);
  const series = game.payMode === 'prize_group' ? input.playSeries : 0;
  const ids = await db.transaction().execute(async (trx) => {
    await lockOpenIssue(trx, game.id, input.issueId, input.now);
    if (request && !(await claimRequest(trx, input.memberId, 'place', request, slipId))) return null;
    await checkLimits(trx, game, input, priced);
    const values = priced.map(
      (b) =>
        sql`(${input.merchantId}, ${input.memberId}, ${game.id}, ${input.issueId}, ${slipId}, ${b.betType}, ${JSON.stringify(b.selection)}::jsonb,
             ${b.unitStake}, ${b.units}, ${b.stake}, ${series}, ${b.rebate}, ${debitTxn}, ${input.now})`,
    );
    const { rows } = await sql<{ id: bigint }>`
      INSERT INTO lottery_bet (merchant_id, member_id, lottery_game_id, issue_id, slip_id, bet_type, selection,
                               unit_stake, units, stake, series, rebate, debit_txn_id, placed_at)
      VALUES ${sql.join(values)} RETURNING id`.execute(trx);
    return rows.map((r) => BigInt(r.id));
  });
  if (ids === null) {
    const prior = request && (await priorRequest(db, input.memberId, 'place', request));
    if (!prior) throw new LotteryError('lottery_request_in_progress');
    return answerOf(db, prior);
  }
  const stake = priced.reduce((sum, b) => sum + b.stake, 0n);
  const rebate = priced.reduce((sum, b) => sum + b.rebate, 0n);
  const call = { memberId: input.memberId, gameId: game.gameId, roundId: txnIds.round(input.issueId, input.memberId) };
  let balance: bigint;
  try {
    ({ balance } = await wallet.debit({ ...call, txnId: debitTxn, amount: stake }));
  } catch (error) {
    if (error instanceof LotteryWalletError && DEFINITIVE_REFUSALS.has(error.code)) {
      // Nothing moved, so the request id is released with the slip: a retry may place afresh.
      await sql`
        WITH released AS (DELETE FROM lottery_request WHERE kind = 'place' AND slip_id = ${slipId})
        UPDATE lottery_bet SET status = 'rejected' WHERE slip_id = ${slipId} AND status = 'placing'`.execute(db);
      if (error.code === 'insufficient_balance') throw new LotteryError('insufficient_balance', { balance: String(error.balance ?? 0n) });
      if (error.code === 'provider_txn_rolled_back') throw new LotteryError('lottery_issue_closed');
    }
    throw error;
  }
  if (rebate > 0n) ({ balance } = await wallet.credit({ ...call, txnId: txnIds.rebate(slipId), amount: rebate, roundEnded: false }));
  // Only while the issue is not drawn: after its draw the settlement owns a `placing` slip.
  const done = await sql`
    UPDATE lottery_bet b SET status = 'pending' WHERE b.slip_id = ${slipId} AND b.status = 'placing'
       AND EXISTS (SELECT 1 FROM lottery_issue i WHERE i.id = b.issue_id AND i.status IN ('open', 'locked'))`.execute(db);
  if (Number(done.numAffectedRows ?? 0n) === 0) throw new LotteryError('lottery_issue_closed');
  const placed: PlacedSlip = {
    slipId,
    issueId: input.issueId,
    bets: priced.map((b, i) => ({ id: ids[i] as bigint, betType: b.betType, units: b.units, stake: b.stake, rebate: b.rebate })),
    stake,
    rebate,
    balance,
  };
  if (!request) return placed;
  return loadSlip((await recordResult(db, input.memberId, 'place', request.id, storeSlip(placed))) as StoredSlip);
}

/**
 * Rolls a slip's money back (the debit refunded, then the play rebate taken back; a txn never
 * made leaves a tombstone) and marks its bets cancelled. A rebate the member no longer has is
 * left with it rather than blocking the cancellation.
 */
export async function rollbackSlip(
  db: Kysely<any>,
  wallet: LotteryWallet,
  slip: { slipId: string; memberId: number; gameId: number; issueId: bigint },
): Promise<void> {
  const call = { memberId: slip.memberId, gameId: slip.gameId, roundId: txnIds.round(slip.issueId, slip.memberId) };
  await wallet.rollback({ ...call, txnId: txnIds.slip(slip.slipId) });
  try {
    await wallet.rollback({ ...call, txnId: txnIds.rebate(slip.slipId) });
  } catch (error) {
    if (!(error instanceof LotteryWalletError && error.code === 'insufficient_balance')) throw error;
  }
  await sql`UPDATE lottery_bet SET status = 'cancelled', settled_at = now()
             WHERE slip_id = ${slip.slipId} AND status IN ('placing', 'pending', 'cancelling')`.execute(db);
}

/**
 * Finishes a repeated cancel: its slip's money is rolled back (again: each rollback is answered
 * once per txn, so a second one moves nothing) while any bet of it is still `cancelling`, and the
 * first answer is returned.
 */
async function replayedCancel(
  db: Kysely<any>,
  wallet: LotteryWallet,
  memberId: number,
  prior: { slipId: string; result: unknown },
): Promise<bigint[]> {
  if (!Array.isArray(prior.result)) throw new LotteryError('lottery_request_in_progress');
  const { rows } = await sql<{ issue_id: bigint; game_id: number }>`
    SELECT b.issue_id, g.game_id FROM lottery_bet b JOIN lottery_game g ON g.id = b.lottery_game_id
     WHERE b.slip_id = ${prior.slipId} AND b.status = 'cancelling' LIMIT 1`.execute(db);
  const open = rows[0];
  if (open) await rollbackSlip(db, wallet, { slipId: prior.slipId, memberId, gameId: open.game_id, issueId: BigInt(open.issue_id) });
  return (prior.result as string[]).map(BigInt);
}

/**
 * Cancels a member's pending bet before its issue closes. The slip was paid with one debit, so
 * the whole slip is cancelled (every bet of it) and the debit rolled back. Returns the cancelled
 * bet ids. With a request id, a retry is answered with the first call's ids and refunds nothing
 * twice, even after the issue closed.
 */
export async function cancelBet(
  db: Kysely<any>,
  wallet: LotteryWallet,
  input: { memberId: number; betId: bigint; now: Date; request?: ClientRequest },
): Promise<bigint[]> {
  const { request, memberId } = input;
  if (request) {
    const prior = await priorRequest(db, memberId, 'cancel', request);
    if (prior) return replayedCancel(db, wallet, memberId, prior);
  }
  const { rows } = await sql<{ slip_id: string; issue_id: bigint; lottery_game_id: number; game_id: number }>`
    SELECT b.slip_id, b.issue_id, b.lottery_game_id, g.game_id FROM lottery_bet b JOIN lottery_game g ON g.id = b.lottery_game_id
     WHERE b.id = ${input.betId} AND b.member_id = ${memberId}`.execute(db);
  const bet = rows[0];
  if (!bet) throw new LotteryError('lottery_bet_not_cancellable');
  const ids = await db.transaction().execute(async (trx) => {
    try {
      await lockOpenIssue(trx, bet.lottery_game_id, BigInt(bet.issue_id), input.now);
    } catch (error) {
      if (error instanceof LotteryError) throw new LotteryError('lottery_bet_not_cancellable');
      throw error;
    }
    // Claimed before the bets are touched, so a concurrent duplicate waits on the claim, not on
    // the bets (where it would find them already cancelling and refuse).
    if (request && !(await claimRequest(trx, memberId, 'cancel', request, bet.slip_id))) return null;
    const updated = await sql<{ id: bigint }>`
      UPDATE lottery_bet SET status = 'cancelling' WHERE slip_id = ${bet.slip_id} AND status = 'pending' RETURNING id`.execute(trx);
    const cancelled = updated.rows.map((r) => BigInt(r.id));
    if (cancelled.length === 0) throw new LotteryError('lottery_bet_not_cancellable');
    // The answer is known now; the refund below is finished by whichever call comes next if this one stops.
    if (request) await recordResult(trx, memberId, 'cancel', request.id, cancelled.map(String));
    return cancelled;
  });
  if (ids === null) {
    const prior = request && (await priorRequest(db, memberId, 'cancel', request));
    if (!prior) throw new LotteryError('lottery_request_in_progress');
    return replayedCancel(db, wallet, memberId, prior);
  }
  await rollbackSlip(db, wallet, { slipId: bet.slip_id, memberId, gameId: bet.game_id, issueId: BigInt(bet.issue_id) });
  return ids;
}
