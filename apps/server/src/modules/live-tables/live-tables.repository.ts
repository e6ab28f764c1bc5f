import type { ResultSummary } from '@fortuna/bgs/live';
import { type Kysely, sql } from 'kysely';
import { driverLease } from '../../core/merchant-lease-loop';
import type { Database } from '../../db/schema';
import { LIVE_VENDOR } from './live-settings';
import type { LiveMemberRoundRow, LiveTablesDb } from './live-tables.tables';

const affected = (result: { numAffectedRows?: bigint; numUpdatedRows?: bigint }) =>
  Number(result.numAffectedRows ?? result.numUpdatedRows ?? 0n);

/** All of the live tables' SQL. Every move of a round or a member round is a conditional update. */
export function createLiveRepository(appDb: Kysely<Database>) {
  const db = appDb.withTables<LiveTablesDb>();

  return {
    db,

    /** Records a visit: rounds run while someone wants them (at most one write a minute per merchant). */
    async want(merchantId: number, until: Date): Promise<void> {
      await sql`
        INSERT INTO live_driver (merchant_id, wanted_until) VALUES (${merchantId}, ${until})
        ON CONFLICT (merchant_id) DO UPDATE SET wanted_until = excluded.wanted_until
         WHERE live_driver.wanted_until < excluded.wanted_until - interval '1 minute'`.execute(db);
    },

    /** Merchants whose tables should deal now, or that have a round not settled. */
    async merchantsToDrive(now: Date): Promise<number[]> {
      const rows = await sql<{ merchant_id: number }>`
        SELECT merchant_id FROM live_driver WHERE wanted_until > ${now}
        UNION SELECT DISTINCT merchant_id FROM live_round WHERE phase <> 'settled'`.execute(db);
      return rows.rows.map((r) => r.merchant_id);
    },

    async wantedUntil(merchantId: number): Promise<Date | undefined> {
      const row = await db.selectFrom('live_driver').select('wanted_until').where('merchant_id', '=', merchantId).executeTakeFirst();
      return row ? new Date(row.wanted_until) : undefined;
    },

    /** The merchant's driver lease (live_driver). */
    lease: driverLease(db, 'live_driver'),

    tables(merchantId: number, gameCode?: string) {
      let q = db.selectFrom('live_house_table').selectAll().where('merchant_id', '=', merchantId).where('enabled', '=', true);
      if (gameCode) q = q.where('game_code', '=', gameCode);
      return q.orderBy('sort').orderBy('id').execute();
    },

    /** Tables of the merchant with a round not settled (a switched-off table still finishes its round). */
    tablesWithOpenRounds(merchantId: number) {
      return db
        .selectFrom('live_house_table as t')
        .selectAll('t')
        .where('t.merchant_id', '=', merchantId)
        .where((eb) =>
          eb.exists(eb.selectFrom('live_round as r').select('r.id').whereRef('r.table_id', '=', 't.id').where('r.phase', '<>', 'settled')),
        )
        .execute();
    },

    table(tableId: number) {
      return db.selectFrom('live_house_table').selectAll().where('id', '=', tableId).executeTakeFirst();
    },

    openShoe(tableId: number) {
      return db.selectFrom('live_shoe').selectAll().where('table_id', '=', tableId).where('ended_at', 'is', null).executeTakeFirst();
    },

    shoe(shoeId: bigint) {
      return db.selectFrom('live_shoe').selectAll().where('id', '=', shoeId).executeTakeFirst();
    },

    /** The table's newest ended shoe before `beforeId` (its seed revealed). */
    previousShoe(tableId: number, beforeId?: bigint) {
      let q = db.selectFrom('live_shoe').selectAll().where('table_id', '=', tableId).where('ended_at', 'is not', null);
      if (beforeId !== undefined) q = q.where('id', '<', beforeId);
      return q.orderBy('id', 'desc').limit(1).executeTakeFirst();
    },

    /** A new shoe; undefined when the table already has an open one (another driver made it). */
    async createShoe(input: { tableId: number; seed: string; seedHash: string; clientSeed: string }) {
      const rows = await sql<{ id: bigint }>`
        INSERT INTO live_shoe (table_id, seed, seed_hash, client_seed)
        VALUES (${input.tableId}, ${input.seed}, ${input.seedHash}, ${input.clientSeed})
        ON CONFLICT (table_id) WHERE ended_at IS NULL DO NOTHING RETURNING id`.execute(db);
      return rows.rows[0]?.id;
    },

    /** Ends (reveals) a shoe, once. */
    async endShoe(shoeId: bigint, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('live_shoe')
        .set({ ended_at: now })
        .where('id', '=', shoeId)
        .where('ended_at', 'is', null)
        .executeTakeFirst();
      return affected(result) === 1;
    },

    currentRound(tableId: number) {
      return db.selectFrom('live_round').selectAll().where('table_id', '=', tableId).where('phase', '<>', 'settled').executeTakeFirst();
    },

    lastRound(tableId: number) {
      return db.selectFrom('live_round').selectAll().where('table_id', '=', tableId).orderBy('id', 'desc').limit(1).executeTakeFirst();
    },

    round(roundId: bigint) {
      return db.selectFrom('live_round').selectAll().where('id', '=', roundId).executeTakeFirst();
    },

    /**
     * Opens round `rounds + 1` of the shoe in one transaction: the shoe's count moves only if it is
     * still `rounds` and the shoe open, and the table has no unsettled round (unique index), so two
     * drivers never open two.
     */
    async openRound(input: {
      tableId: number;
      merchantId: number;
      shoeId: bigint;
      rounds: number;
      position: number;
      bettingEndsAt: Date;
      owner: string;
    }) {
      try {
        return await db.transaction().execute(async (trx) => {
          const moved = await trx
            .updateTable('live_shoe')
            .set({ rounds: sql`rounds + 1` })
            .where('id', '=', input.shoeId)
            .where('rounds', '=', input.rounds)
            .where('position', '=', input.position)
            .where('ended_at', 'is', null)
            .executeTakeFirst();
          if (affected(moved) !== 1) throw new Error('round_taken');
          return await trx
            .insertInto('live_round')
            .values({
              table_id: input.tableId,
              merchant_id: input.merchantId,
              shoe_id: input.shoeId,
              round_no: input.rounds + 1,
              position: input.position,
              betting_ends_at: input.bettingEndsAt,
              created_by: input.owner,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
        });
      } catch {
        return undefined;
      }
    },

    /**
     * betting → dealing with the dealt result, and the shoe's position moved past the cards used, in
     * one transaction; undefined when the round was not taking bets any more (another driver dealt it).
     */
    async dealRound(input: {
      roundId: bigint;
      shoeId: bigint;
      position: number;
      used: number;
      result: unknown;
      summary: ResultSummary;
      now: Date;
      owner: string;
    }) {
      try {
        return await db.transaction().execute(async (trx) => {
          const dealt = await trx
            .updateTable('live_round')
            .set({
              phase: 'dealing',
              result: JSON.stringify(input.result),
              summary: JSON.stringify(input.summary),
              used: input.used,
              dealt_at: input.now,
              dealt_by: input.owner,
            })
            .where('id', '=', input.roundId)
            .where('phase', '=', 'betting')
            .returningAll()
            .executeTakeFirst();
          if (!dealt) throw new Error('dealt');
          if (input.used > 0) {
            const moved = await trx
              .updateTable('live_shoe')
              .set({ position: input.position + input.used })
              .where('id', '=', input.shoeId)
              .where('position', '=', input.position)
              .executeTakeFirst();
            if (affected(moved) !== 1) throw new Error('shoe_moved');
          }
          return dealt;
        });
      } catch {
        return undefined;
      }
    },

    /** dealing → settled once no member round is left uncredited and no bet open; undefined otherwise. */
    settleRound(roundId: bigint, now: Date, nextRoundAt: Date, owner: string) {
      return db
        .updateTable('live_round')
        .set({ phase: 'settled', settled_at: now, next_round_at: nextRoundAt, settled_by: owner })
        .where('id', '=', roundId)
        .where('phase', '=', 'dealing')
        .where((eb) =>
          eb.not(
            eb.or([
              eb.exists(
                eb
                  .selectFrom('live_member_round as m')
                  .select('m.member_id')
                  .where('m.round_id', '=', roundId)
                  .where('m.credited_at', 'is', null),
              ),
              eb.exists(
                eb
                  .selectFrom('live_bet as b')
                  .select('b.id')
                  .where('b.round_id', '=', roundId)
                  .where('b.status', 'in', ['open', 'voiding']),
              ),
            ]),
          ),
        )
        .returningAll()
        .executeTakeFirst();
    },

    uncreditedMemberRounds(roundId: bigint, limit: number) {
      return db
        .selectFrom('live_member_round')
        .selectAll()
        .where('round_id', '=', roundId)
        .where('credited_at', 'is', null)
        .orderBy('member_id')
        .limit(limit)
        .execute();
    },

    openBets(roundId: bigint) {
      return db.selectFrom('live_bet').selectAll().where('round_id', '=', roundId).where('status', 'in', ['open', 'voiding']).execute();
    },

    /** Bets of the merchant whose debit outcome is still unknown after `before`. */
    staleOpen(merchantId: number, before: Date) {
      return db
        .selectFrom('live_bet')
        .selectAll()
        .where('merchant_id', '=', merchantId)
        .where('status', 'in', ['open', 'voiding'])
        .where('created_at', '<', before)
        .limit(100)
        .execute();
    },

    /** Records a member round's payout, once, and only while none of its bets is open. */
    async setPayout(roundId: bigint, memberId: number, payout: bigint, spotPayouts: Record<string, string>, txnId: string | null) {
      await sql`
        UPDATE live_member_round SET payout = ${payout}, spot_payouts = ${JSON.stringify(spotPayouts)}::jsonb, credit_txn = ${txnId}
         WHERE round_id = ${roundId} AND member_id = ${memberId} AND payout IS NULL
           AND NOT EXISTS (SELECT 1 FROM live_bet b WHERE b.round_id = ${roundId} AND b.member_id = ${memberId} AND b.status IN ('open', 'voiding'))`.execute(
        db,
      );
      return db
        .selectFrom('live_member_round')
        .selectAll()
        .where('round_id', '=', roundId)
        .where('member_id', '=', memberId)
        .executeTakeFirstOrThrow();
    },

    async markCredited(roundId: bigint, memberId: number, now: Date): Promise<void> {
      await db
        .updateTable('live_member_round')
        .set({ credited_at: now })
        .where('round_id', '=', roundId)
        .where('member_id', '=', memberId)
        .where('credited_at', 'is', null)
        .where('payout', 'is not', null)
        .execute();
    },

    memberRound(roundId: bigint, memberId: number) {
      return db
        .selectFrom('live_member_round')
        .selectAll()
        .where('round_id', '=', roundId)
        .where('member_id', '=', memberId)
        .executeTakeFirst();
    },

    /** The member's newest settled round with a stake at the table (for "repeat bet"). */
    lastSettledMemberRound(tableId: number, memberId: number) {
      return db
        .selectFrom('live_member_round')
        .selectAll()
        .where('table_id', '=', tableId)
        .where('member_id', '=', memberId)
        .where('credited_at', 'is not', null)
        .where('total', '>', 0n)
        .orderBy('round_id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    /** Every member's confirmed spots on a round (totals, players). */
    roundSpots(roundId: bigint) {
      return db.selectFrom('live_member_round').select(['member_id', 'spots', 'total']).where('round_id', '=', roundId).execute();
    },

    /**
     * A new confirmation, debit pending, in one transaction: the round must be taking bets at `now`
     * (its row share-locked, so the deal waits for this insert), the member round exists and is
     * locked, and `check` sees the member's spots held on the round (confirmed and in flight) before
     * the bet goes in. Undefined when the round is not taking bets.
     */
    async placeBet(
      input: {
        roundId: bigint;
        tableId: number;
        merchantId: number;
        memberId: number;
        catalogueGameId: number;
        requestId: string;
        txnId: string;
        spots: Record<string, bigint>;
        total: bigint;
        now: Date;
      },
      check: (held: Map<string, bigint>) => void,
    ): Promise<bigint | undefined> {
      return db.transaction().execute(async (trx) => {
        const open = await sql<{ id: bigint }>`
          SELECT id FROM live_round WHERE id = ${input.roundId} AND phase = 'betting' AND betting_ends_at > ${input.now} FOR SHARE`.execute(
          trx,
        );
        if (open.rows.length === 0) return undefined;
        await sql`
          INSERT INTO live_member_round (round_id, member_id, table_id, catalogue_game_id)
          VALUES (${input.roundId}, ${input.memberId}, ${input.tableId}, ${input.catalogueGameId}) ON CONFLICT DO NOTHING`.execute(trx);
        const mine = await sql<{ spots: Record<string, string> }>`
          SELECT spots FROM live_member_round WHERE round_id = ${input.roundId} AND member_id = ${input.memberId} FOR UPDATE`.execute(trx);
        const held = new Map<string, bigint>();
        const add = (spots: Record<string, string>) => {
          for (const [spot, amount] of Object.entries(spots)) held.set(spot, (held.get(spot) ?? 0n) + BigInt(amount));
        };
        add(mine.rows[0]?.spots ?? {});
        const inFlight = await trx
          .selectFrom('live_bet')
          .select('spots')
          .where('round_id', '=', input.roundId)
          .where('member_id', '=', input.memberId)
          .where('status', 'in', ['open', 'voiding'])
          .execute();
        for (const bet of inFlight) add(bet.spots);
        check(held);
        const inserted = await trx
          .insertInto('live_bet')
          .values({
            round_id: input.roundId,
            table_id: input.tableId,
            merchant_id: input.merchantId,
            member_id: input.memberId,
            catalogue_game_id: input.catalogueGameId,
            request_id: input.requestId,
            txn_id: input.txnId,
            spots: JSON.stringify(Object.fromEntries(Object.entries(input.spots).map(([k, v]) => [k, String(v)]))),
            total: input.total,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return inserted.id;
      });
    },

    /**
     * open → confirmed, the bet's spots added to the member round and its answer stored, in one
     * transaction; undefined when the bet was not open (a recovery pass rolled it back).
     */
    async confirmBet(betId: bigint, answer: (memberRound: LiveMemberRoundRow) => unknown) {
      return db.transaction().execute(async (trx) => {
        const bet = await trx
          .updateTable('live_bet')
          .set({ status: 'confirmed' })
          .where('id', '=', betId)
          .where('status', '=', 'open')
          .returningAll()
          .executeTakeFirst();
        if (!bet) return undefined;
        const locked = await sql<{ spots: Record<string, string>; total: string | bigint }>`
          SELECT spots, total FROM live_member_round WHERE round_id = ${bet.round_id} AND member_id = ${bet.member_id} FOR UPDATE`.execute(
          trx,
        );
        const spots = { ...(locked.rows[0]?.spots ?? {}) };
        for (const [spot, amount] of Object.entries(bet.spots)) spots[spot] = String(BigInt(spots[spot] ?? '0') + BigInt(amount));
        const row = await trx
          .updateTable('live_member_round')
          .set({ spots: JSON.stringify(spots), total: sql`total + ${bet.total}` })
          .where('round_id', '=', bet.round_id)
          .where('member_id', '=', bet.member_id)
          .where('payout', 'is', null)
          .returningAll()
          .executeTakeFirst();
        if (!row) throw new Error('member round already settled');
        const value = answer(row);
        await trx
          .updateTable('live_bet')
          .set({ answer: JSON.stringify(value) })
          .where('id', '=', betId)
          .execute();
        return value;
      });
    },

    /** Members with a confirmed stake on a round. */
    async players(roundId: bigint): Promise<number> {
      const row = await db
        .selectFrom('live_member_round')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('round_id', '=', roundId)
        .where('total', '>', 0n)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    betByRequest(memberId: number, requestId: string) {
      return db.selectFrom('live_bet').selectAll().where('member_id', '=', memberId).where('request_id', '=', requestId).executeTakeFirst();
    },

    bet(betId: bigint) {
      return db.selectFrom('live_bet').selectAll().where('id', '=', betId).executeTakeFirst();
    },

    /**
     * open → voiding before a rollback of an unknown debit, so a confirmation arriving during the
     * rollback finds the bet no longer open; false when it was confirmed (or voided) first.
     */
    async holdForVoid(betId: bigint): Promise<boolean> {
      const result = await db
        .updateTable('live_bet')
        .set({ status: 'voiding' })
        .where('id', '=', betId)
        .where('status', 'in', ['open', 'voiding'])
        .executeTakeFirst();
      return affected(result) === 1;
    },

    /** voiding → void once the rollback is answered. */
    async finishVoid(betId: bigint, error: string): Promise<void> {
      await db.updateTable('live_bet').set({ status: 'void', error }).where('id', '=', betId).where('status', '=', 'voiding').execute();
    },

    async voidBet(betId: bigint, error: string): Promise<boolean> {
      const result = await db
        .updateTable('live_bet')
        .set({ status: 'void', error })
        .where('id', '=', betId)
        .where('status', '=', 'open')
        .executeTakeFirst();
      return affected(result) === 1;
    },

    /** Dealt rounds of a shoe, oldest first, up to `limit` newest (the lobby's results). */
    async shoeResults(shoeId: bigint, limit: number) {
      const rows = await db
        .selectFrom('live_round')
        .select(['id', 'round_no', 'summary'])
        .where('shoe_id', '=', shoeId)
        .where('phase', '<>', 'betting')
        .orderBy('round_no', 'desc')
        .limit(limit)
        .execute();
      return rows.reverse();
    },

    /** Settled rounds of a shoe, newest first. */
    history(shoeId: bigint, limit: number) {
      return db
        .selectFrom('live_round')
        .selectAll()
        .where('shoe_id', '=', shoeId)
        .where('phase', '=', 'settled')
        .orderBy('round_no', 'desc')
        .limit(limit)
        .execute();
    },

    /** The catalogue games of the tables (vendor BGS) by game code. */
    async catalogueGames(): Promise<Map<string, number>> {
      const rows = await appDb.selectFrom('game').select(['id', 'game_code']).where('vendor_code', '=', LIVE_VENDOR).execute();
      return new Map(rows.map((r) => [r.game_code, r.id]));
    },
  };
}

export type LiveRepository = ReturnType<typeof createLiveRepository>;
export type { LiveBetRow, LiveMemberRoundRow, LiveRoundRow, LiveShoeRow, LiveTableRow } from './live-tables.tables';
