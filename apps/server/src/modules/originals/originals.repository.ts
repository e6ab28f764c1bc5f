import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';

/** The vendor of every in-house instant game. */
export const IN_HOUSE_VENDOR = 'BGS';

export type FairSeedRow = {
  id: bigint;
  member_id: number;
  game_code: string;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  next_nonce: number;
  active: boolean;
  revealed_at: Date | null;
};

export type InstantRoundRow = {
  id: bigint;
  round_code: string;
  merchant_id: number;
  member_id: number;
  game_id: number;
  game_code: string;
  seed_id: bigint;
  nonce: number;
  request_id: string;
  bet: bigint;
  win: bigint;
  params: unknown;
  actions: unknown[];
  state: unknown;
  view: unknown;
  finished: boolean;
  status: 'open' | 'debited' | 'settled' | 'void';
  play_money: boolean;
  created_at: Date;
  updated_at: Date;
  settled_at: Date | null;
};

/** A round with the seed pair it was played under. */
export type RoundWithSeed = InstantRoundRow & { client_seed: string; server_seed_hash: string; server_seed: string; seed_active: boolean };

const ROUND_COLUMNS = [
  'r.id',
  'r.round_code',
  'r.merchant_id',
  'r.member_id',
  'r.game_id',
  'r.game_code',
  'r.seed_id',
  'r.nonce',
  'r.request_id',
  'r.bet',
  'r.win',
  'r.params',
  'r.actions',
  'r.state',
  'r.view',
  'r.finished',
  'r.status',
  'r.play_money',
  'r.created_at',
  'r.updated_at',
  'r.settled_at',
] as const;

type RoundUpdate = Partial<{
  status: InstantRoundRow['status'];
  state: unknown;
  view: unknown;
  finished: boolean;
  win: bigint;
  actions: unknown[];
  settled_at: Date;
}>;

/** Writes a round's changed columns (JSON ones as text); with `expectStatus`, only from those statuses. */
async function updateRound(
  executor: Kysely<Database>,
  id: bigint,
  set: RoundUpdate,
  expectStatus?: InstantRoundRow['status'][],
): Promise<boolean> {
  const { state, view, actions, ...rest } = set;
  let query = executor
    .updateTable('instant_round')
    .set({
      ...rest,
      ...(state !== undefined ? { state: JSON.stringify(state) } : {}),
      ...(view !== undefined ? { view: JSON.stringify(view) } : {}),
      ...(actions !== undefined ? { actions: JSON.stringify(actions) } : {}),
      updated_at: new Date(),
    })
    .where('id', '=', id);
  if (expectStatus) query = query.where('status', 'in', expectStatus);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Every query of the in-house instant games (module originals). */
export function createOriginalsRepository(db: Kysely<Database>) {
  const withSeed = (executor: Kysely<Database>) =>
    executor
      .selectFrom('instant_round as r')
      .innerJoin('fair_seed as s', 's.id', 'r.seed_id')
      .select([...ROUND_COLUMNS, 's.client_seed', 's.server_seed_hash', 's.server_seed', 's.active as seed_active']);

  return {
    /** The catalogue games of the in-house vendor (enabled, real games). */
    async games() {
      return db
        .selectFrom('game')
        .select(['id', 'game_code', 'names', 'category_code', 'maintenance'])
        .where('vendor_code', '=', IN_HOUSE_VENDOR)
        .where('is_game', '=', true)
        .where('enabled', '=', true)
        .orderBy('sort')
        .orderBy('id')
        .execute();
    },

    async game(code: string) {
      return db
        .selectFrom('game')
        .select(['id', 'game_code', 'names', 'category_code', 'maintenance', 'enabled', 'is_game'])
        .where('vendor_code', '=', IN_HOUSE_VENDOR)
        .where('game_code', '=', code)
        .executeTakeFirst();
    },

    /** The member's active seed pair of a game, made when missing (a concurrent maker wins; we re-read). */
    async activeSeed(
      executor: Kysely<Database>,
      memberId: number,
      gameCode: string,
      make: () => { server_seed: string; server_seed_hash: string; client_seed: string },
    ): Promise<FairSeedRow> {
      const read = () =>
        executor
          .selectFrom('fair_seed')
          .selectAll()
          .where('member_id', '=', memberId)
          .where('game_code', '=', gameCode)
          .where('active', '=', true)
          .executeTakeFirst() as Promise<FairSeedRow | undefined>;
      const found = await read();
      if (found) return found;
      await executor
        .insertInto('fair_seed')
        .values({ member_id: memberId, game_code: gameCode, ...make() })
        .onConflict((oc) => oc.columns(['member_id', 'game_code']).where('active', '=', true).doNothing())
        .execute();
      const made = await read();
      if (!made) throw new Error('fair seed vanished');
      return made;
    },

    /** Takes the next nonce of the member's active pair (locks the pair until the transaction ends). */
    async takeNonce(trx: Transaction<Database>, seedId: bigint): Promise<number> {
      const row = await trx
        .updateTable('fair_seed')
        .set({ next_nonce: sql`next_nonce + 1` })
        .where('id', '=', seedId)
        .where('active', '=', true)
        .returning(sql<number>`next_nonce - 1`.as('nonce'))
        .executeTakeFirst();
      if (!row) throw new Error('the seed pair was rotated meanwhile');
      return row.nonce;
    },

    async setClientSeed(trx: Transaction<Database>, seedId: bigint, clientSeed: string): Promise<void> {
      await trx.updateTable('fair_seed').set({ client_seed: clientSeed }).where('id', '=', seedId).execute();
    },

    async reveal(trx: Transaction<Database>, seedId: bigint): Promise<void> {
      await trx.updateTable('fair_seed').set({ active: false, revealed_at: new Date() }).where('id', '=', seedId).execute();
    },

    async lockSeed(trx: Transaction<Database>, memberId: number, gameCode: string): Promise<FairSeedRow | undefined> {
      return (await trx
        .selectFrom('fair_seed')
        .selectAll()
        .where('member_id', '=', memberId)
        .where('game_code', '=', gameCode)
        .where('active', '=', true)
        .forUpdate()
        .executeTakeFirst()) as FairSeedRow | undefined;
    },

    async insertRound(
      trx: Transaction<Database>,
      values: {
        merchant_id: number;
        member_id: number;
        game_id: number;
        game_code: string;
        seed_id: bigint;
        nonce: number;
        request_id: string;
        bet: bigint;
        params: unknown;
        play_money: boolean;
      },
    ): Promise<{ id: bigint; round_code: string }> {
      // The round's code is made from its id, so the id is taken from the sequence first.
      const { rows } = await sql<{ id: bigint }>`SELECT nextval(pg_get_serial_sequence('instant_round', 'id')) AS id`.execute(trx);
      const id = BigInt((rows[0] as { id: bigint }).id);
      const row = { id, round_code: `O${id}` };
      await trx
        .insertInto('instant_round')
        .values({ ...values, id, round_code: row.round_code, params: JSON.stringify(values.params) } as never)
        .execute();
      return row;
    },

    async roundByRequest(executor: Kysely<Database>, memberId: number, requestId: string): Promise<RoundWithSeed | undefined> {
      return (await withSeed(executor).where('r.member_id', '=', memberId).where('r.request_id', '=', requestId).executeTakeFirst()) as
        | RoundWithSeed
        | undefined;
    },

    async roundByCode(executor: Kysely<Database>, roundCode: string): Promise<RoundWithSeed | undefined> {
      return (await withSeed(executor).where('r.round_code', '=', roundCode).executeTakeFirst()) as RoundWithSeed | undefined;
    },

    async lockRound(trx: Transaction<Database>, roundCode: string): Promise<InstantRoundRow | undefined> {
      return (await trx
        .selectFrom('instant_round as r')
        .select(ROUND_COLUMNS)
        .where('r.round_code', '=', roundCode)
        .forUpdate()
        .executeTakeFirst()) as InstantRoundRow | undefined;
    },

    /** The member's unfinished round of a game (a steps game waiting for an action), if any. */
    async openRound(executor: Kysely<Database>, memberId: number, gameCode: string): Promise<RoundWithSeed | undefined> {
      return (await withSeed(executor)
        .where('r.member_id', '=', memberId)
        .where('r.game_code', '=', gameCode)
        .where('r.finished', '=', false)
        .where('r.status', 'in', ['open', 'debited'])
        .orderBy('r.id', 'desc')
        .executeTakeFirst()) as RoundWithSeed | undefined;
    },

    /**
     * This transaction's commit need not wait for the disk. Only the round's own bookkeeping is
     * written so (never money): every round then moves money through the provider wallet, whose
     * commits do wait, and a commit that waits flushes every earlier one with it. A crash can only
     * lose a bookkeeping step taken after the last money moved, which the sweeper takes again
     * (crediting a finished round is idempotent; an `open` round's debit is rolled back).
     */
    async relaxCommit(trx: Transaction<Database>): Promise<void> {
      await sql`SET LOCAL synchronous_commit = off`.execute(trx);
    },

    async update(
      executor: Kysely<Database>,
      id: bigint,
      set: RoundUpdate,
      expectStatus?: InstantRoundRow['status'][],
      /** Commit without waiting for the disk (see relaxCommit): for the steps that follow a money move. */
      relaxed = false,
    ): Promise<boolean> {
      if (relaxed && !executor.isTransaction) {
        return executor.transaction().execute(async (trx) => {
          await sql`SET LOCAL synchronous_commit = off`.execute(trx);
          return updateRound(trx, id, set, expectStatus);
        });
      }
      return updateRound(executor, id, set, expectStatus);
    },

    async page(memberId: number, code: string | undefined, pageNo: number, pageSize: number) {
      let base = withSeed(db).where('r.member_id', '=', memberId).where('r.status', '<>', 'void');
      if (code) base = base.where('r.game_code', '=', code);
      const [rows, count] = await Promise.all([
        base
          .orderBy('r.id', 'desc')
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize)
          .execute(),
        db
          .selectFrom('instant_round')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('member_id', '=', memberId)
          .where('status', '<>', 'void')
          .$if(code !== undefined, (q) => q.where('game_code', '=', code as string))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows: rows as RoundWithSeed[], total: Number(count.n) };
    },

    /** Rounds whose money is not finished and that nobody touched for `olderThanMs`: the sweeper's work. */
    async stale(olderThanMs: number, limit: number): Promise<RoundWithSeed[]> {
      return (await withSeed(db)
        .where('r.status', 'in', ['open', 'debited'])
        .where('r.updated_at', '<', new Date(Date.now() - olderThanMs))
        .where((eb) => eb.or([eb('r.status', '=', 'open'), eb('r.finished', '=', true)]))
        .orderBy('r.id')
        .limit(limit)
        .execute()) as RoundWithSeed[];
    },
  };
}

export type OriginalsRepository = ReturnType<typeof createOriginalsRepository>;
