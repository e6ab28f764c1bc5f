import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database, GameRoundTable, ProviderSessionTable, ProviderTransactionTable } from '../../db/schema';

/** A vendor's enabled key with its merchant's currency. */
export type CredentialRow = {
  key_id: string;
  merchant_id: number;
  merchant_code: string;
  vendor_code: string;
  secret: string;
  currency_code: string;
  currency_symbol: string;
  currency_decimals: number;
  /** How long a player session lasts (the merchant's session length). */
  session_hours: number;
};

export type RoundRow = Selectable<GameRoundTable>;
export type ProviderTxnRow = Selectable<ProviderTransactionTable>;
export type ProviderSessionRow = Selectable<ProviderSessionTable>;

/** Who a call is about: a merchant's vendor. */
export type VendorScope = { merchantId: number; vendor: string };

/** Every query of the provider wallet protocol. Functions taking `executor` run in the caller's transaction. */
export function createProviderWalletRepository(db: Kysely<Database>) {
  return {
    /** The enabled key `keyId`, or undefined. */
    credential(keyId: string): Promise<CredentialRow | undefined> {
      return db
        .selectFrom('provider_credential as c')
        .innerJoin('merchant as m', 'm.id', 'c.merchant_id')
        .select([
          'c.key_id',
          'c.merchant_id',
          'm.code as merchant_code',
          'c.vendor_code',
          'c.secret',
          'm.currency_code',
          'm.currency_symbol',
          'm.currency_decimals',
          'm.session_hours',
        ])
        .where('c.key_id', '=', keyId)
        .where('c.enabled', '=', true)
        .executeTakeFirst();
    },

    /** How a vendor holds money: its own wallet ('transfer') or the main wallet ('seamless'). */
    async walletMode(executor: Kysely<Database>, vendor: string): Promise<'seamless' | 'transfer'> {
      const row = await executor.selectFrom('vendor').select('wallet_mode').where('code', '=', vendor).executeTakeFirst();
      return row?.wallet_mode ?? 'seamless';
    },

    /** Marks an unused, unexpired launch token of this vendor used and returns it; undefined when it is not one. */
    consumeLaunchToken(executor: Kysely<Database>, scope: VendorScope, tokenHash: Buffer) {
      return executor
        .updateTable('launch_token')
        .set({ used_at: sql<Date>`now()` })
        .where('token_hash', '=', tokenHash)
        .where('merchant_id', '=', scope.merchantId)
        .where('vendor_code', '=', scope.vendor)
        .where('used_at', 'is', null)
        .where('expires_at', '>', sql<Date>`now()`)
        .returningAll()
        .executeTakeFirst();
    },

    /** Opens a player session lasting `hours`. */
    insertSession(
      executor: Kysely<Database>,
      session: Omit<ProviderSessionRow, 'created_at' | 'expires_at'>,
      hours: number,
    ): Promise<{ expires_at: Date }> {
      return executor
        .insertInto('provider_session')
        .values({ ...session, expires_at: sql<Date>`now() + make_interval(hours => ${hours})` })
        .returning('expires_at')
        .executeTakeFirstOrThrow();
    },

    /** A session of this vendor with whether it is still live (expired ones still name the player). */
    session(scope: VendorScope, tokenHash: Buffer) {
      return db
        .selectFrom('provider_session as s')
        .innerJoin('member as m', 'm.id', 's.member_id')
        .selectAll('s')
        .select(['m.status as member_status', 'm.nickname', sql<boolean>`s.expires_at > now()`.as('live')])
        .where('s.token_hash', '=', tokenHash)
        .where('s.merchant_id', '=', scope.merchantId)
        .where('s.vendor_code', '=', scope.vendor)
        .executeTakeFirst();
    },

    /**
     * Serialises every call about one txn id (its debit or credit, and its rollback) until the
     * transaction ends, so a duplicate waits for the first and then finds it, and a late debit
     * and its rollback cannot pass each other. Works across processes (a PostgreSQL advisory lock).
     */
    async lockTxn(executor: Kysely<Database>, scope: VendorScope, txnId: string): Promise<void> {
      await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`provider:${scope.merchantId}:${scope.vendor}:${txnId}`}, 0))`.execute(
        executor,
      );
    },

    /** The processed debit or credit `txnId` (kind 'money'), or the rollback of `txnId`. */
    findTxn(
      executor: Kysely<Database>,
      scope: VendorScope,
      txnId: string,
      which: 'money' | 'rollback',
    ): Promise<ProviderTxnRow | undefined> {
      return executor
        .selectFrom('provider_transaction')
        .selectAll()
        .where('merchant_id', '=', scope.merchantId)
        .where('vendor_code', '=', scope.vendor)
        .where('txn_id', '=', txnId)
        .where('kind', which === 'rollback' ? '=' : '<>', 'rollback')
        .executeTakeFirst();
    },

    async insertTxn(executor: Kysely<Database>, row: Omit<ProviderTxnRow, 'id' | 'created_at'>): Promise<void> {
      await executor.insertInto('provider_transaction').values(row).execute();
    },

    async hasTombstone(executor: Kysely<Database>, scope: VendorScope, txnId: string): Promise<boolean> {
      const row = await executor
        .selectFrom('provider_rollback_tombstone')
        .select('txn_id')
        .where('merchant_id', '=', scope.merchantId)
        .where('vendor_code', '=', scope.vendor)
        .where('txn_id', '=', txnId)
        .executeTakeFirst();
      return row !== undefined;
    },

    async insertTombstone(executor: Kysely<Database>, scope: VendorScope, txnId: string): Promise<void> {
      await executor
        .insertInto('provider_rollback_tombstone')
        .values({ merchant_id: scope.merchantId, vendor_code: scope.vendor, txn_id: txnId })
        .onConflict((oc) => oc.columns(['merchant_id', 'vendor_code', 'txn_id']).doNothing())
        .execute();
    },

    /** The round, locked until the transaction ends. */
    async lockRound(executor: Kysely<Database>, scope: VendorScope, roundId: string): Promise<RoundRow | undefined> {
      const result = await sql<RoundRow>`
        SELECT * FROM game_round WHERE merchant_id = ${scope.merchantId} AND vendor_code = ${scope.vendor} AND round_id = ${roundId}
        FOR UPDATE`.execute(executor);
      return result.rows[0];
    },

    /** The round, created (open, empty) when it is new, locked until the transaction ends. */
    async openRound(
      executor: Kysely<Database>,
      round: Pick<
        RoundRow,
        'merchant_id' | 'vendor_code' | 'round_id' | 'member_id' | 'game_id' | 'account_id' | 'currency' | 'play_money'
      >,
    ): Promise<RoundRow> {
      await executor
        .insertInto('game_round')
        .values(round)
        .onConflict((oc) => oc.columns(['merchant_id', 'vendor_code', 'round_id']).doNothing())
        .execute();
      const locked = await this.lockRound(executor, { merchantId: round.merchant_id, vendor: round.vendor_code }, round.round_id);
      if (!locked) throw new Error(`game round ${round.round_id} vanished`);
      return locked;
    },

    /** Adds to a round's totals and, when `settle`, settles it; returns the round as it is now. */
    updateRound(executor: Kysely<Database>, id: bigint, change: { bet?: bigint; win?: bigint; settle?: boolean }): Promise<RoundRow> {
      return executor
        .updateTable('game_round')
        .set((eb) => ({
          total_bet: eb('total_bet', '+', change.bet ?? 0n),
          total_win: eb('total_win', '+', change.win ?? 0n),
          ...(change.settle ? { status: 'settled' as const, settled_at: sql<Date>`now()` } : {}),
        }))
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    // Batch forms of the queries above, for `creditBatch` (provider-credit-batch.ts): one round trip
    // each whatever the batch's size. Lists travel as one jsonb parameter (the same on PGlite) and
    // are matched as `= ANY(ARRAY(…))`, which the planner turns into index lookups whatever its
    // statistics say (an `IN (SELECT jsonb_array_elements…)` was planned as a nested loop over the
    // whole vendor's rows once the table outgrew its statistics).

    /** The processed debits, credits and resettles among `txnIds`, by txn id. */
    async findMoneyTxns(executor: Kysely<Database>, scope: VendorScope, txnIds: readonly string[]): Promise<Map<string, ProviderTxnRow>> {
      if (txnIds.length === 0) return new Map();
      const { rows } = await sql<ProviderTxnRow>`
        SELECT * FROM provider_transaction
         WHERE merchant_id = ${scope.merchantId} AND vendor_code = ${scope.vendor} AND kind <> 'rollback'
           AND txn_id = ANY(ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(txnIds)}::jsonb)))`.execute(executor);
      return new Map(rows.map((row) => [row.txn_id, row]));
    },

    /**
     * {@link lockTxn} for several txn ids, taken in one fixed order (the lock keys sorted) so two
     * batches sharing ids cannot deadlock; a single call holds only one such lock.
     */
    async lockTxns(executor: Kysely<Database>, scope: VendorScope, txnIds: readonly string[]): Promise<void> {
      if (txnIds.length === 0) return;
      const prefix = `provider:${scope.merchantId}:${scope.vendor}:`;
      await sql`
        SELECT pg_advisory_xact_lock(k) FROM (
          SELECT DISTINCT hashtextextended(${prefix} || t, 0) AS k FROM jsonb_array_elements_text(${JSON.stringify(txnIds)}::jsonb) t
           ORDER BY k OFFSET 0
        ) keys`.execute(executor);
    },

    /** Which of `txnIds` a rollback refused in advance (tombstones). */
    async tombstones(executor: Kysely<Database>, scope: VendorScope, txnIds: readonly string[]): Promise<Set<string>> {
      if (txnIds.length === 0) return new Set();
      const { rows } = await sql<{ txn_id: string }>`
        SELECT txn_id FROM provider_rollback_tombstone
         WHERE merchant_id = ${scope.merchantId} AND vendor_code = ${scope.vendor}
           AND txn_id = ANY(ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(txnIds)}::jsonb)))`.execute(executor);
      return new Set(rows.map((row) => row.txn_id));
    },

    /** {@link session} for several token hashes, by the hash in hex. */
    async sessions(scope: VendorScope, tokenHashes: readonly Buffer[]) {
      if (tokenHashes.length === 0) return new Map();
      const hex = JSON.stringify(tokenHashes.map((hash) => Buffer.from(hash).toString('hex')));
      const rows = await db
        .selectFrom('provider_session as s')
        .innerJoin('member as m', 'm.id', 's.member_id')
        .selectAll('s')
        .select(['m.status as member_status', 'm.nickname', sql<boolean>`s.expires_at > now()`.as('live')])
        .where(sql<boolean>`s.token_hash = ANY(ARRAY(SELECT decode(h, 'hex') FROM jsonb_array_elements_text(${hex}::jsonb) h))`)
        .where('s.merchant_id', '=', scope.merchantId)
        .where('s.vendor_code', '=', scope.vendor)
        .execute();
      return new Map(rows.map((row) => [Buffer.from(row.token_hash).toString('hex'), row]));
    },

    /** The rounds among `roundIds` that exist, locked (in id order) until the transaction ends, by round id. */
    async lockRounds(executor: Kysely<Database>, scope: VendorScope, roundIds: readonly string[]): Promise<Map<string, RoundRow>> {
      if (roundIds.length === 0) return new Map();
      const { rows } = await sql<RoundRow>`
        SELECT * FROM game_round
         WHERE merchant_id = ${scope.merchantId} AND vendor_code = ${scope.vendor}
           AND round_id = ANY(ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(roundIds)}::jsonb)))
         ORDER BY id FOR UPDATE`.execute(executor);
      return new Map(rows.map((row) => [row.round_id, row]));
    },

    /** {@link openRound} for several rounds in one statement (not locked: lock them with {@link lockRounds}). */
    async openRounds(
      executor: Kysely<Database>,
      rounds: readonly Pick<
        RoundRow,
        'merchant_id' | 'vendor_code' | 'round_id' | 'member_id' | 'game_id' | 'account_id' | 'currency' | 'play_money'
      >[],
    ): Promise<void> {
      if (rounds.length === 0) return;
      await executor
        .insertInto('game_round')
        .values([...rounds])
        .onConflict((oc) => oc.columns(['merchant_id', 'vendor_code', 'round_id']).doNothing())
        .execute();
    },

    /** {@link updateRound} for several rounds in one statement; returns the rounds as they are now. */
    async updateRounds(executor: Kysely<Database>, changes: readonly { id: bigint; win: bigint; settle: boolean }[]): Promise<RoundRow[]> {
      if (changes.length === 0) return [];
      const input = JSON.stringify(changes.map((c) => ({ id: String(c.id), win: String(c.win), settle: c.settle })));
      const { rows } = await sql<RoundRow>`
        UPDATE game_round r SET total_win = r.total_win + c.win,
               status = CASE WHEN c.settle THEN 'settled' ELSE r.status END,
               settled_at = CASE WHEN c.settle THEN now() ELSE r.settled_at END
          FROM jsonb_to_recordset(${input}::jsonb) AS c(id bigint, win bigint, settle boolean)
         WHERE r.id = c.id
        RETURNING r.*`.execute(executor);
      return rows;
    },

    /** {@link insertTxn} for several processed calls in one statement. */
    async insertTxns(executor: Kysely<Database>, rows: readonly Omit<ProviderTxnRow, 'id' | 'created_at'>[]): Promise<void> {
      if (rows.length === 0) return;
      await executor.insertInto('provider_transaction').values(rows).execute();
    },

    /** A ledger account's balance (it exists: a round or session names it). */
    async balance(executor: Kysely<Database>, accountId: number): Promise<bigint> {
      const row = await executor.selectFrom('ledger_account').select('balance').where('id', '=', accountId).executeTakeFirstOrThrow();
      return BigInt(row.balance);
    },
  };
}

export type ProviderWalletRepository = ReturnType<typeof createProviderWalletRepository>;
