import { type Kysely, sql } from 'kysely';
import { driverLease } from '../../core/merchant-lease-loop';
import type { Database } from '../../db/schema';

/** All of Crash's SQL. */
export function createCrashRepository(db: Kysely<Database>) {
  return {
    db,

    /** Records a visit: rounds run while someone wants them (at most one write a minute per merchant). */
    async want(merchantId: number, until: Date): Promise<void> {
      await sql`
        INSERT INTO crash_driver (merchant_id, wanted_until) VALUES (${merchantId}, ${until})
        ON CONFLICT (merchant_id) DO UPDATE SET wanted_until = excluded.wanted_until
         WHERE crash_driver.wanted_until < excluded.wanted_until - interval '1 minute'`.execute(db);
    },

    /** Merchants whose rounds should run now, or whose last game has not crashed. */
    async merchantsToDrive(now: Date): Promise<number[]> {
      const rows = await sql<{ merchant_id: number }>`
        SELECT merchant_id FROM crash_driver WHERE wanted_until > ${now}
        UNION SELECT merchant_id FROM crash_game WHERE state <> 'crashed'`.execute(db);
      return rows.rows.map((r) => r.merchant_id);
    },

    /** The merchant's driver lease (crash_driver). */
    lease: driverLease(db, 'crash_driver'),

    async wantedUntil(merchantId: number): Promise<Date | undefined> {
      const row = await db.selectFrom('crash_driver').select('wanted_until').where('merchant_id', '=', merchantId).executeTakeFirst();
      return row ? new Date(row.wanted_until) : undefined;
    },

    activeChain(merchantId: number) {
      return db.selectFrom('crash_chain').selectAll().where('merchant_id', '=', merchantId).where('active', '=', true).executeTakeFirst();
    },

    chain(chainId: number) {
      return db.selectFrom('crash_chain').selectAll().where('id', '=', chainId).executeTakeFirst();
    },

    /** Retires a used-up chain and starts the next; false when another process did it first. */
    async replaceChain(
      merchantId: number,
      oldChainId: number | undefined,
      chain: {
        seed: string;
        salt: string;
        terminalHash: string;
        length: number;
        checkpointEvery: number;
        checkpoints: Record<string, string>;
      },
    ): Promise<boolean> {
      try {
        await db.transaction().execute(async (trx) => {
          if (oldChainId !== undefined) {
            const retired = await trx
              .updateTable('crash_chain')
              .set({ active: false })
              .where('id', '=', oldChainId)
              .where('active', '=', true)
              .executeTakeFirst();
            if (Number(retired.numUpdatedRows) !== 1) throw new Error('chain_replaced');
          }
          await trx
            .insertInto('crash_chain')
            .values({
              merchant_id: merchantId,
              seed: chain.seed,
              salt: chain.salt,
              terminal_hash: chain.terminalHash,
              length: chain.length,
              checkpoint_every: chain.checkpointEvery,
              checkpoints: JSON.stringify(chain.checkpoints),
            })
            .execute();
        });
        return true;
      } catch {
        // Another process made the chain (the unique active index, or the old one already retired).
        return false;
      }
    },

    liveGame(merchantId: number) {
      return db
        .selectFrom('crash_game')
        .selectAll()
        .where('merchant_id', '=', merchantId)
        .where('state', '<>', 'crashed')
        .executeTakeFirst();
    },

    lastGame(merchantId: number) {
      return db
        .selectFrom('crash_game')
        .selectAll()
        .where('merchant_id', '=', merchantId)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    game(gameId: bigint) {
      return db.selectFrom('crash_game').selectAll().where('id', '=', gameId).executeTakeFirst();
    },

    /** The hash of game `index` of a chain when it has been played. */
    async gameHash(chainId: number, index: number): Promise<string | undefined> {
      const row = await db
        .selectFrom('crash_game')
        .select('hash')
        .where('chain_id', '=', chainId)
        .where('game_index', '=', index)
        .where('state', '=', 'crashed')
        .executeTakeFirst();
      return row?.hash;
    },

    recentCrashed(merchantId: number, limit: number) {
      return db
        .selectFrom('crash_game')
        .select(['id', 'game_index', 'crash_point', 'hash'])
        .where('merchant_id', '=', merchantId)
        .where('state', '=', 'crashed')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },

    /**
     * Takes the chain's next place and opens the game on it, in one transaction: the place moves
     * only if it is still `index` and the merchant has no live game, so two drivers never make two.
     */
    async openGame(input: {
      merchantId: number;
      chainId: number;
      index: number;
      hash: string;
      crashPoint: bigint;
      bettingEndsAt: Date;
      owner: string;
    }) {
      try {
        return await db.transaction().execute(async (trx) => {
          const moved = await trx
            .updateTable('crash_chain')
            .set({ next_index: sql`next_index + 1` })
            .where('id', '=', input.chainId)
            .where('next_index', '=', input.index)
            .where('active', '=', true)
            .executeTakeFirst();
          if (Number(moved.numUpdatedRows) !== 1) throw new Error('index_taken');
          return await trx
            .insertInto('crash_game')
            .values({
              merchant_id: input.merchantId,
              chain_id: input.chainId,
              game_index: input.index,
              hash: input.hash,
              crash_point: input.crashPoint,
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

    /** betting → running; undefined when the game was not taking bets any more (another driver moved it). */
    startGame(gameId: bigint, now: Date, owner: string) {
      return db
        .updateTable('crash_game')
        .set({ state: 'running', started_at: now, started_by: owner })
        .where('id', '=', gameId)
        .where('state', '=', 'betting')
        .returningAll()
        .executeTakeFirst();
    },

    /** running → crashed, exactly once: only the update that finds it running moves it. */
    crashGame(gameId: bigint, now: Date, owner: string) {
      return db
        .updateTable('crash_game')
        .set({ state: 'crashed', crashed_at: now, crashed_by: owner })
        .where('id', '=', gameId)
        .where('state', '=', 'running')
        .returningAll()
        .executeTakeFirst();
    },

    /** A new bet, debit pending; undefined when the game is no longer taking bets at `now`. */
    async insertBet(input: {
      gameId: bigint;
      merchantId: number;
      memberId: number;
      catalogueGameId: number;
      requestId: string;
      amount: bigint;
      autoCashout: number | null;
      cap: number;
      now: Date;
    }) {
      const result = await sql<{ id: bigint }>`
        INSERT INTO crash_bet (game_id, merchant_id, member_id, catalogue_game_id, request_id, amount, auto_cashout, cap)
        SELECT g.id, ${input.merchantId}, ${input.memberId}, ${input.catalogueGameId}, ${input.requestId}, ${input.amount}, ${input.autoCashout}, ${input.cap}
          FROM crash_game g
         WHERE g.id = ${input.gameId} AND g.state = 'betting' AND g.betting_ends_at > ${input.now}
        RETURNING id`.execute(db);
      return result.rows[0]?.id;
    },

    betByRequest(memberId: number, requestId: string) {
      return db
        .selectFrom('crash_bet')
        .selectAll()
        .where('member_id', '=', memberId)
        .where('request_id', '=', requestId)
        .executeTakeFirst();
    },

    betOf(gameId: bigint, memberId: number) {
      return db.selectFrom('crash_bet').selectAll().where('game_id', '=', gameId).where('member_id', '=', memberId).executeTakeFirst();
    },

    bet(betId: bigint) {
      return db.selectFrom('crash_bet').selectAll().where('id', '=', betId).executeTakeFirst();
    },

    async setBetStatus(betId: bigint, from: 'open', to: 'active' | 'void', error?: string): Promise<boolean> {
      const result = await db
        .updateTable('crash_bet')
        .set({ status: to, error: error ?? null, settled_at: to === 'void' ? new Date() : null })
        .where('id', '=', betId)
        .where('status', '=', from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** active → cashed_out at `multiplier` (hundredths) with its win; undefined when the bet was not active. */
    cashOut(betId: bigint, multiplier: number, win: bigint, now: Date) {
      return db
        .updateTable('crash_bet')
        .set({ status: 'cashed_out', cashout: multiplier, win, settled_at: now })
        .where('id', '=', betId)
        .where('status', '=', 'active')
        .returningAll()
        .executeTakeFirst();
    },

    /**
     * Cashes out every active bet of the game whose target (its auto cash-out or its max-win cap,
     * the lower) is at most `reached` (hundredths), at that target.
     */
    async cashOutTargets(gameId: bigint, reached: number, now: Date) {
      const result = await sql<BetRow>`
        UPDATE crash_bet
           SET status = 'cashed_out',
               cashout = LEAST(COALESCE(auto_cashout, cap), cap),
               win = amount * LEAST(COALESCE(auto_cashout, cap), cap) / 100,
               settled_at = ${now}
         WHERE game_id = ${gameId} AND status = 'active' AND LEAST(COALESCE(auto_cashout, cap), cap) <= ${reached}
        RETURNING *`.execute(db);
      return result.rows;
    },

    /** Every bet still active on a crashed game loses. */
    async loseActive(gameId: bigint, now: Date) {
      return db
        .updateTable('crash_bet')
        .set({ status: 'lost', win: 0n, settled_at: now })
        .where('game_id', '=', gameId)
        .where('status', '=', 'active')
        .returningAll()
        .execute();
    },

    async markCredited(betId: bigint, now: Date): Promise<void> {
      await db.updateTable('crash_bet').set({ credited_at: now }).where('id', '=', betId).where('credited_at', 'is', null).execute();
    },

    /** Settled bets of the merchant not yet credited (a process died between the two), and active bets of crashed games. */
    async uncredited(merchantId: number) {
      return db
        .selectFrom('crash_bet as b')
        .innerJoin('crash_game as g', 'g.id', 'b.game_id')
        .selectAll('b')
        .where('b.merchant_id', '=', merchantId)
        .where('b.credited_at', 'is', null)
        .where((eb) =>
          eb.or([eb('b.status', 'in', ['cashed_out', 'lost']), eb.and([eb('b.status', '=', 'active'), eb('g.state', '=', 'crashed')])]),
        )
        .limit(200)
        .execute();
    },

    /** Bets whose debit outcome is still unknown after `before`. */
    staleOpen(merchantId: number, before: Date) {
      return db
        .selectFrom('crash_bet')
        .selectAll()
        .where('merchant_id', '=', merchantId)
        .where('status', '=', 'open')
        .where('created_at', '<', before)
        .limit(100)
        .execute();
    },

    /** The bets of a game for everyone's list, with the players' names. */
    gameBets(gameId: bigint) {
      return db
        .selectFrom('crash_bet as b')
        .innerJoin('member as m', 'm.id', 'b.member_id')
        .select(['b.id', 'b.game_id', 'b.amount', 'b.auto_cashout', 'b.status', 'b.cashout', 'b.win', 'm.username'])
        .where('b.game_id', '=', gameId)
        .where('b.status', 'in', ['active', 'cashed_out', 'lost'])
        .orderBy('b.amount', 'desc')
        .orderBy('b.id')
        .limit(200)
        .execute();
    },

    async username(memberId: number): Promise<string> {
      const row = await db.selectFrom('member').select('username').where('id', '=', memberId).executeTakeFirstOrThrow();
      return row.username;
    },

    /** The member's bets with their games, newest first. */
    memberBets(memberId: number, offset: number, limit: number) {
      return db
        .selectFrom('crash_bet as b')
        .innerJoin('crash_game as g', 'g.id', 'b.game_id')
        .selectAll('b')
        .select(['g.state as game_state', 'g.crash_point', 'g.hash', 'g.game_index', 'g.chain_id'])
        .where('b.member_id', '=', memberId)
        .where('b.status', '<>', 'void')
        .orderBy('b.id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute();
    },

    async memberBetCount(memberId: number): Promise<number> {
      const row = await db
        .selectFrom('crash_bet')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('member_id', '=', memberId)
        .where('status', '<>', 'void')
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    catalogueGameId() {
      return db.selectFrom('game').select('id').where('vendor_code', '=', 'BGS').where('game_code', '=', 'crash').executeTakeFirst();
    },
  };
}

export type CrashRepository = ReturnType<typeof createCrashRepository>;
export type BetRow = Awaited<ReturnType<CrashRepository['bet']>> & {};
export type GameRow = Awaited<ReturnType<CrashRepository['game']>> & {};
export type ChainRow = Awaited<ReturnType<CrashRepository['chain']>> & {};
