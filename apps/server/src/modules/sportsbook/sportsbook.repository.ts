import { type Kysely, sql, type Transaction } from 'kysely';
import { driverLease } from '../../core/merchant-lease-loop';
import type { Database } from '../../db/schema';
import type { BetLegRow, BetRow, BetStatus, MarketRow, MatchRow, SelectionRow, SportsbookDb } from './sportsbook.tables';
import { DEFAULT_SPORTSBOOK_SETTINGS, SPORTSBOOK_VENDOR } from './sportsbook-settings';

export type SportsbookKysely = Kysely<Database & SportsbookDb>;
export type SportsbookTrx = Transaction<Database & SportsbookDb>;

const affected = (result: { numAffectedRows?: bigint; numUpdatedRows?: bigint }) =>
  Number(result.numAffectedRows ?? result.numUpdatedRows ?? 0n);

/** A member's limits and the in-play delay of a merchant. */
export type SportsbookSettings = { minStake: bigint; maxStake: bigint; inPlayDelayMs: number };

/** A market with its selections, as the boards and the slip read them. */
export type MarketWithSelections = MarketRow & { selections: SelectionRow[] };

/** What placement locks and checks of one leg: the selection's price, its market and its match. */
export type LegState = {
  matchId: bigint;
  merchantId: number;
  sport: MatchRow['sport'];
  matchStatus: MatchRow['status'];
  startsAt: Date;
  marketId: bigint;
  marketKey: string;
  marketStatus: MarketRow['status'];
  maxStake: bigint | null;
  selectionKey: string;
  oddsMilli: number | null;
  offered: boolean;
};

/** The bet statuses a member sees as still running, and as done. */
export const RUNNING_STATUSES: readonly BetStatus[] = ['placing', 'pending', 'open', 'rejecting'];
export const DONE_STATUSES: readonly BetStatus[] = ['settled', 'void', 'rejected'];

/** All of the sportsbook's SQL. Every move of a bet is a conditional update. */
export function createSportsbookRepository(appDb: Kysely<Database>) {
  const db = appDb.withTables<SportsbookDb>() as SportsbookKysely;

  /** The state of legs (selection, market, match), share-locked in a transaction so a suspension or a result waits for the bet. */
  async function legStates(
    trx: SportsbookKysely,
    legs: readonly { matchId: bigint; selectionKey: string; marketKey: string }[],
    lock: boolean,
  ): Promise<(LegState | undefined)[]> {
    const out: (LegState | undefined)[] = [];
    for (const leg of legs) {
      const rows = await sql<{
        match_id: bigint;
        merchant_id: number;
        sport: MatchRow['sport'];
        match_status: MatchRow['status'];
        starts_at: Date;
        market_id: bigint;
        market_status: MarketRow['status'];
        max_stake: bigint | null;
        odds_milli: number | null;
        offered: boolean | null;
      }>`
        SELECT ma.id AS match_id, ma.merchant_id, ma.sport, ma.status AS match_status, ma.starts_at,
               mk.id AS market_id, mk.status AS market_status, mk.max_stake, s.odds_milli, s.offered
          FROM sportsbook_match ma
          JOIN sportsbook_market mk ON mk.match_id = ma.id AND mk.market_key = ${leg.marketKey}
          LEFT JOIN sportsbook_selection s ON s.market_id = mk.id AND s.selection_key = ${leg.selectionKey}
         WHERE ma.id = ${leg.matchId}
         ${lock ? sql`FOR SHARE OF ma, mk` : sql``}`.execute(trx);
      const row = rows.rows[0];
      out.push(
        row && {
          matchId: BigInt(row.match_id),
          merchantId: row.merchant_id,
          sport: row.sport,
          matchStatus: row.match_status,
          startsAt: new Date(row.starts_at),
          marketId: BigInt(row.market_id),
          marketKey: leg.marketKey,
          marketStatus: row.market_status,
          maxStake: row.max_stake === null ? null : BigInt(row.max_stake),
          selectionKey: leg.selectionKey,
          oddsMilli: row.odds_milli,
          offered: row.offered === true,
        },
      );
    }
    return out;
  }

  return {
    db,
    legStates,

    /** The merchant's driver lease (sportsbook_driver; a row is added on the first claim). */
    lease: driverLease(db, 'sportsbook_driver', { addRow: true }),

    /**
     * Merchants with something for the driver: a simulated match under way, a bet in flight or in
     * its in-play delay, a match whose bets are behind its results, a payout not yet credited, or
     * the demo's rolling fixtures to keep filled.
     */
    async merchantsToDrive(now: Date): Promise<number[]> {
      const rows = await sql<{ merchant_id: number }>`
        SELECT merchant_id FROM sportsbook_match WHERE sim IS NOT NULL AND status IN ('scheduled', 'live') AND starts_at <= ${now}
        UNION SELECT merchant_id FROM sportsbook_bet WHERE status IN ('placing', 'pending', 'rejecting')
        UNION SELECT merchant_id FROM sportsbook_match WHERE settled_rev < settle_rev
        UNION SELECT merchant_id FROM sportsbook_bet WHERE credited_seq < settle_seq
        UNION SELECT merchant_id FROM sportsbook_settings WHERE demo_fixtures`.execute(db);
      return rows.rows.map((r) => r.merchant_id);
    },

    async settings(merchantId: number): Promise<SportsbookSettings> {
      const row = await db.selectFrom('sportsbook_settings').selectAll().where('merchant_id', '=', merchantId).executeTakeFirst();
      if (!row) return { ...DEFAULT_SPORTSBOOK_SETTINGS };
      return { minStake: BigInt(row.min_stake), maxStake: BigInt(row.max_stake), inPlayDelayMs: row.in_play_delay_ms };
    },

    async saveSettings(trx: SportsbookKysely, merchantId: number, settings: SportsbookSettings): Promise<void> {
      await trx
        .insertInto('sportsbook_settings')
        .values({
          merchant_id: merchantId,
          min_stake: settings.minStake,
          max_stake: settings.maxStake,
          in_play_delay_ms: settings.inPlayDelayMs,
        })
        .onConflict((oc) =>
          oc.column('merchant_id').doUpdateSet({
            min_stake: settings.minStake,
            max_stake: settings.maxStake,
            in_play_delay_ms: settings.inPlayDelayMs,
            updated_at: sql`now()`,
          }),
        )
        .execute();
    },

    /** The catalogue games of the book (vendor FSB) by game code. */
    async catalogueGames(): Promise<Map<string, number>> {
      const rows = await appDb.selectFrom('game').select(['id', 'game_code']).where('vendor_code', '=', SPORTSBOOK_VENDOR).execute();
      return new Map(rows.map((r) => [r.game_code, r.id]));
    },

    // --- leagues and matches ---

    leagues(merchantId: number, sport?: MatchRow['sport']) {
      let q = db.selectFrom('sportsbook_league').selectAll().where('merchant_id', '=', merchantId);
      if (sport) q = q.where('sport', '=', sport);
      return q.orderBy('sort').orderBy('id').execute();
    },

    league(id: number) {
      return db.selectFrom('sportsbook_league').selectAll().where('id', '=', id).executeTakeFirst();
    },

    leaguesById(ids: readonly number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('sportsbook_league')
        .selectAll()
        .where('id', 'in', [...ids])
        .execute();
    },

    match(id: bigint, trx: SportsbookKysely = db) {
      return trx.selectFrom('sportsbook_match').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** A match row locked for an update (a trader's change, a feed message). */
    lockMatch(trx: SportsbookKysely, id: bigint) {
      return trx.selectFrom('sportsbook_match').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    },

    matchByRef(merchantId: number, feedRef: string, trx: SportsbookKysely = db) {
      return trx
        .selectFrom('sportsbook_match')
        .selectAll()
        .where('merchant_id', '=', merchantId)
        .where('feed_ref', '=', feedRef)
        .executeTakeFirst();
    },

    /** Matches of a merchant, soonest first, filtered. */
    listMatches(
      merchantId: number,
      filter: {
        sport?: MatchRow['sport'];
        statuses?: readonly MatchRow['status'][];
        from?: Date;
        to?: Date;
        hot?: boolean;
        leagueId?: number;
        limit: number;
        offset?: number;
        /** `latest`: the latest start first (results); soonest first otherwise. */
        order?: 'soonest' | 'latest';
      },
    ) {
      let q = db.selectFrom('sportsbook_match').selectAll().where('merchant_id', '=', merchantId);
      if (filter.sport) q = q.where('sport', '=', filter.sport);
      if (filter.statuses) q = q.where('status', 'in', [...filter.statuses]);
      if (filter.from) q = q.where('starts_at', '>=', filter.from);
      if (filter.to) q = q.where('starts_at', '<', filter.to);
      if (filter.hot !== undefined) q = q.where('hot', '=', filter.hot);
      if (filter.leagueId !== undefined) q = q.where('league_id', '=', filter.leagueId);
      const direction = filter.order === 'latest' ? 'desc' : 'asc';
      return q
        .orderBy('starts_at', direction)
        .orderBy('id', direction)
        .limit(filter.limit)
        .offset(filter.offset ?? 0)
        .execute();
    },

    /** The markets of matches with their selections, in board order. */
    async markets(matchIds: readonly bigint[]): Promise<Map<string, MarketWithSelections[]>> {
      const out = new Map<string, MarketWithSelections[]>();
      if (matchIds.length === 0) return out;
      const markets = await db
        .selectFrom('sportsbook_market')
        .selectAll()
        .where('match_id', 'in', [...matchIds])
        .orderBy('match_id')
        .orderBy('sort')
        .orderBy('id')
        .execute();
      if (markets.length === 0) return out;
      const selections = await db
        .selectFrom('sportsbook_selection')
        .selectAll()
        .where(
          'market_id',
          'in',
          markets.map((m) => m.id),
        )
        .orderBy('market_id')
        .orderBy('sort')
        .execute();
      const byMarket = new Map<string, SelectionRow[]>();
      for (const s of selections) {
        const key = String(s.market_id);
        byMarket.set(key, [...(byMarket.get(key) ?? []), s]);
      }
      for (const m of markets) {
        const key = String(m.match_id);
        out.set(key, [...(out.get(key) ?? []), { ...m, selections: byMarket.get(String(m.id)) ?? [] }]);
      }
      return out;
    },

    market(id: bigint, trx: SportsbookKysely = db) {
      return trx.selectFrom('sportsbook_market').selectAll().where('id', '=', id).executeTakeFirst();
    },

    marketByKey(trx: SportsbookKysely, matchId: bigint, marketKey: string) {
      return trx
        .selectFrom('sportsbook_market')
        .selectAll()
        .where('match_id', '=', matchId)
        .where('market_key', '=', marketKey)
        .executeTakeFirst();
    },

    /** A market of the match, made open when missing; a settled or void market is answered as it is. */
    async ensureMarket(trx: SportsbookKysely, matchId: bigint, marketKey: string, sort: number): Promise<MarketRow> {
      await trx
        .insertInto('sportsbook_market')
        .values({ match_id: matchId, market_key: marketKey, sort })
        .onConflict((oc) => oc.columns(['match_id', 'market_key']).doNothing())
        .execute();
      return trx
        .selectFrom('sportsbook_market')
        .selectAll()
        .where('match_id', '=', matchId)
        .where('market_key', '=', marketKey)
        .executeTakeFirstOrThrow();
    },

    /** Sets a selection's price (offered) or takes it off the board. */
    async setPrice(trx: SportsbookKysely, marketId: bigint, selectionKey: string, oddsMilli: number | null, sort: number): Promise<void> {
      if (oddsMilli === null) {
        await trx
          .updateTable('sportsbook_selection')
          .set({ offered: false, updated_at: sql`now()` })
          .where('market_id', '=', marketId)
          .where('selection_key', '=', selectionKey)
          .execute();
        return;
      }
      await trx
        .insertInto('sportsbook_selection')
        .values({ market_id: marketId, selection_key: selectionKey, odds_milli: oddsMilli, sort })
        .onConflict((oc) =>
          oc.columns(['market_id', 'selection_key']).doUpdateSet({ odds_milli: oddsMilli, offered: true, updated_at: sql`now()` }),
        )
        .execute();
    },

    /** Moves markets between open and suspended (settled and void ones stay); every market of the match when `keys` is absent. */
    async setMarketsOpen(trx: SportsbookKysely, matchId: bigint, open: boolean, keys?: readonly string[]): Promise<number> {
      let q = trx
        .updateTable('sportsbook_market')
        .set({ status: open ? 'open' : 'suspended', updated_at: sql`now()` })
        .where('match_id', '=', matchId)
        .where('status', '=', open ? 'suspended' : 'open');
      if (keys) q = q.where('market_key', 'in', [...keys]);
      return affected(await q.executeTakeFirst());
    },

    /** Marks a match's still-open markets settled (a final result came), or void (the match was cancelled). */
    async closeMarkets(trx: SportsbookKysely, matchId: bigint, to: 'settled' | 'void', keys?: readonly string[]): Promise<number> {
      let q = trx
        .updateTable('sportsbook_market')
        .set({ status: to, updated_at: sql`now()` })
        .where('match_id', '=', matchId)
        .where('status', 'in', ['open', 'suspended']);
      if (keys) q = q.where('market_key', 'in', [...keys]);
      return affected(await q.executeTakeFirst());
    },

    /** Bumps what settlement must catch up with (a result, a void market). */
    async bumpSettle(trx: SportsbookKysely, matchId: bigint): Promise<void> {
      await trx
        .updateTable('sportsbook_match')
        .set({ settle_rev: sql`settle_rev + 1`, updated_at: sql`now()` })
        .where('id', '=', matchId)
        .execute();
    },

    // --- bets ---

    betByRequest(memberId: number, requestId: string) {
      return db
        .selectFrom('sportsbook_bet')
        .selectAll()
        .where('member_id', '=', memberId)
        .where('request_id', '=', requestId)
        .executeTakeFirst();
    },

    bet(betId: bigint, trx: SportsbookKysely = db) {
      return trx.selectFrom('sportsbook_bet').selectAll().where('id', '=', betId).executeTakeFirst();
    },

    legs(betId: bigint, trx: SportsbookKysely = db): Promise<BetLegRow[]> {
      return trx.selectFrom('sportsbook_bet_leg').selectAll().where('bet_id', '=', betId).orderBy('leg_no').execute();
    },

    async legsOf(betIds: readonly bigint[]): Promise<Map<string, BetLegRow[]>> {
      const out = new Map<string, BetLegRow[]>();
      if (betIds.length === 0) return out;
      const rows = await db
        .selectFrom('sportsbook_bet_leg')
        .selectAll()
        .where('bet_id', 'in', [...betIds])
        .orderBy('bet_id')
        .orderBy('leg_no')
        .execute();
      for (const row of rows) out.set(String(row.bet_id), [...(out.get(String(row.bet_id)) ?? []), row]);
      return out;
    },

    /** The matches (with names) of bets' legs. */
    async matchesById(ids: readonly bigint[]): Promise<Map<string, MatchRow>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('sportsbook_match')
        .selectAll()
        .where('id', 'in', [...ids])
        .execute();
      return new Map(rows.map((r) => [String(r.id), r]));
    },

    /**
     * A new bet, debit pending, in one transaction: the legs' matches and markets share-locked, so a
     * suspension, a price change or a result waits for it and settlement sees it; `check` sees the
     * locked state and answers each leg's odds taken and the bet's combined odds, or throws.
     */
    async placeBet(
      input: {
        merchantId: number;
        memberId: number;
        catalogueGameId: number;
        requestId: string;
        kind: 'single' | 'parlay';
        stake: bigint;
        acceptance: 'any' | 'better' | 'none';
        legs: readonly { matchId: bigint; marketKey: string; selectionKey: string }[];
      },
      check: (states: (LegState | undefined)[]) => { legOdds: number[]; oddsMilli: bigint },
    ): Promise<bigint> {
      return db.transaction().execute(async (trx) => {
        const states = await legStates(trx, input.legs, true);
        const { legOdds, oddsMilli } = check(states);
        const bet = await trx
          .insertInto('sportsbook_bet')
          .values({
            merchant_id: input.merchantId,
            member_id: input.memberId,
            catalogue_game_id: input.catalogueGameId,
            request_id: input.requestId,
            kind: input.kind,
            stake: input.stake,
            odds_milli: oddsMilli,
            acceptance: input.acceptance,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('sportsbook_bet_leg')
          .values(
            input.legs.map((leg, i) => ({
              bet_id: bet.id,
              leg_no: i + 1,
              match_id: leg.matchId,
              market_id: (states[i] as LegState).marketId,
              selection_key: leg.selectionKey,
              odds_milli: legOdds[i] as number,
            })),
          )
          .execute();
        return bet.id;
      });
    },

    /** placing → pending (in-play, accepted at `acceptAt`) or open, once the debit went through; false when it was rejected first. */
    async confirmPlaced(betId: bigint, to: 'pending' | 'open', acceptAt: Date | null, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('sportsbook_bet')
        .set({ status: to, accept_at: acceptAt, accepted_at: to === 'open' ? now : null, updated_at: now })
        .where('id', '=', betId)
        .where('status', '=', 'placing')
        .executeTakeFirst();
      return affected(result) === 1;
    },

    /** placing → rejected when the debit was refused (nothing moved). */
    async rejectUnpaid(betId: bigint, error: string, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('sportsbook_bet')
        .set({ status: 'rejected', error, updated_at: now })
        .where('id', '=', betId)
        .where('status', '=', 'placing')
        .executeTakeFirst();
      return affected(result) === 1;
    },

    /**
     * placing or pending → rejecting before the debit is rolled back, so an acceptance or a
     * confirmation arriving during the rollback finds the bet no longer waiting; false when it was
     * accepted (or rejected) first. A bet already rejecting is held again (its rollback retried).
     */
    async holdForReject(betId: bigint, from: readonly BetStatus[], error: string, now: Date, trx: SportsbookKysely = db): Promise<boolean> {
      const result = await trx
        .updateTable('sportsbook_bet')
        .set({ status: 'rejecting', error: sql`coalesce(error, ${error})`, updated_at: now })
        .where('id', '=', betId)
        .where('status', 'in', [...from, 'rejecting'])
        .executeTakeFirst();
      return affected(result) === 1;
    },

    /** rejecting → rejected once the rollback is answered. */
    async finishReject(betId: bigint, now: Date): Promise<void> {
      await db
        .updateTable('sportsbook_bet')
        .set({ status: 'rejected', updated_at: now })
        .where('id', '=', betId)
        .where('status', '=', 'rejecting')
        .execute();
    },

    /** Bets of the merchant whose in-play delay is over. */
    pendingDue(merchantId: number, now: Date, limit: number) {
      return db
        .selectFrom('sportsbook_bet')
        .selectAll()
        .where('merchant_id', '=', merchantId)
        .where('status', '=', 'pending')
        .where('accept_at', '<=', now)
        .orderBy('accept_at')
        .limit(limit)
        .execute();
    },

    /** Bets held for a rollback that has not been answered yet. */
    rejecting(merchantId: number, limit: number) {
      return db
        .selectFrom('sportsbook_bet')
        .selectAll()
        .where('merchant_id', '=', merchantId)
        .where('status', '=', 'rejecting')
        .limit(limit)
        .execute();
    },

    /** Bets whose debit outcome is still unknown after `before`. */
    stalePlacing(merchantId: number, before: Date, limit: number) {
      return db
        .selectFrom('sportsbook_bet')
        .selectAll()
        .where('merchant_id', '=', merchantId)
        .where('status', '=', 'placing')
        .where('created_at', '<', before)
        .limit(limit)
        .execute();
    },

    /** A member's pending bets whose delay is over (accepted when the member reads them). */
    memberPendingDue(memberId: number, now: Date) {
      return db
        .selectFrom('sportsbook_bet')
        .selectAll()
        .where('member_id', '=', memberId)
        .where('status', '=', 'pending')
        .where('accept_at', '<=', now)
        .limit(50)
        .execute();
    },

    /** A member's bets, newest first. */
    async memberBets(memberId: number, statuses: readonly BetStatus[], offset: number, limit: number) {
      const base = db
        .selectFrom('sportsbook_bet')
        .where('member_id', '=', memberId)
        .where('status', 'in', [...statuses]);
      const rows = await base.selectAll().orderBy('id', 'desc').offset(offset).limit(limit).execute();
      const total = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
      return { rows, total: Number(total.n) };
    },

    // --- settlement ---

    /** Matches of the merchant whose bets are behind their results or voids. */
    unsettledMatches(merchantId: number, limit: number) {
      return db
        .selectFrom('sportsbook_match')
        .selectAll()
        .where('merchant_id', '=', merchantId)
        .where((eb) => eb('settled_rev', '<', eb.ref('settle_rev')))
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    /** Ids of the bets with a leg on a match that settlement looks at (accepted, settled or void), after `afterId`. */
    async betIdsOnMatch(matchId: bigint, afterId: bigint, limit: number): Promise<bigint[]> {
      const rows = await db
        .selectFrom('sportsbook_bet_leg as l')
        .innerJoin('sportsbook_bet as b', 'b.id', 'l.bet_id')
        .select('b.id')
        .where('l.match_id', '=', matchId)
        .where('b.id', '>', afterId)
        .where('b.status', 'in', ['open', 'settled', 'void'])
        .orderBy('b.id')
        .limit(limit)
        .execute();
      return rows.map((r) => BigInt(r.id));
    },

    /** Whether a bet on the match is still on its way in (its debit or its in-play delay), so the match's settlement is not done. */
    async betsArrivingOnMatch(matchId: bigint): Promise<boolean> {
      const row = await db
        .selectFrom('sportsbook_bet_leg as l')
        .innerJoin('sportsbook_bet as b', 'b.id', 'l.bet_id')
        .select('b.id')
        .where('l.match_id', '=', matchId)
        .where('b.status', 'in', ['placing', 'pending', 'rejecting'])
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Records that every bet on the match was settled against `rev` (no-op when a later rev was recorded). */
    async markMatchSettled(matchId: bigint, rev: number): Promise<boolean> {
      const result = await db
        .updateTable('sportsbook_match')
        .set({ settled_rev: rev })
        .where('id', '=', matchId)
        .where('settled_rev', '<', rev)
        .executeTakeFirst();
      return affected(result) === 1;
    },

    /** Bets with a payout written and not yet confirmed by the wallet. */
    uncredited(merchantId: number, limit: number) {
      return db
        .selectFrom('sportsbook_bet')
        .selectAll()
        .where('merchant_id', '=', merchantId)
        .where((eb) => eb('credited_seq', '<', eb.ref('settle_seq')))
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    /** Records that the wallet confirmed payout figure `seq`; the bet's status follows its outcome. */
    async markCredited(betId: bigint, seq: number, now: Date): Promise<BetRow | undefined> {
      return db
        .updateTable('sportsbook_bet')
        .set({
          credited_seq: seq,
          credited_at: now,
          settled_at: sql`coalesce(settled_at, ${now})`,
          status: sql`CASE WHEN outcome = 'void' THEN 'void' ELSE 'settled' END`,
          updated_at: now,
        })
        .where('id', '=', betId)
        .where('settle_seq', '=', seq)
        .where('credited_seq', '<', seq)
        .returningAll()
        .executeTakeFirst();
    },

    // --- trading ---

    /** A match's bets, newest first, with the member's name. */
    async matchBets(matchId: bigint, offset: number, limit: number) {
      const base = db
        .selectFrom('sportsbook_bet as b')
        .innerJoin('member as m', 'm.id', 'b.member_id')
        .where((eb) =>
          eb.exists(
            eb.selectFrom('sportsbook_bet_leg as l').select('l.bet_id').whereRef('l.bet_id', '=', 'b.id').where('l.match_id', '=', matchId),
          ),
        );
      const rows = await base.selectAll('b').select('m.username').orderBy('b.id', 'desc').offset(offset).limit(limit).execute();
      const total = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
      return { rows, total: Number(total.n) };
    },

    /** The accepted single bets on each selection of a match (stake and potential return), and the parlays that include it. */
    async liability(matchId: bigint) {
      const rows = await sql<{
        market_key: string;
        selection_key: string;
        kind: 'single' | 'parlay';
        bets: number;
        stake: bigint;
        potential: bigint;
      }>`
        SELECT mk.market_key, l.selection_key, b.kind, count(*)::int AS bets, sum(b.stake)::bigint AS stake,
               sum(b.stake * b.odds_milli / 1000)::bigint AS potential
          FROM sportsbook_bet_leg l
          JOIN sportsbook_bet b ON b.id = l.bet_id
          JOIN sportsbook_market mk ON mk.id = l.market_id
         WHERE l.match_id = ${matchId} AND b.status IN ('pending', 'open')
         GROUP BY mk.market_key, l.selection_key, b.kind
         ORDER BY mk.market_key, l.selection_key, b.kind`.execute(db);
      return rows.rows.map((r) => ({ ...r, stake: BigInt(r.stake), potential: BigInt(r.potential) }));
    },
  };
}

export type SportsbookRepository = ReturnType<typeof createSportsbookRepository>;
export type { BetLegRow, BetRow, LeagueRow, MarketRow, MatchRow, SelectionRow } from './sportsbook.tables';
