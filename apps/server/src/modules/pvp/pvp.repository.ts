import { type Kysely, sql } from 'kysely';
import { driverLease } from '../../core/merchant-lease-loop';
import type { Database } from '../../db/schema';
import type { PvpTables } from './pvp.tables';

/** All of the PVP rooms' SQL. */
export function createPvpRepository(appDb: Kysely<Database>) {
  const db = appDb.withTables<PvpTables>();
  const affected = (result: { numAffectedRows?: bigint; numUpdatedRows?: bigint }) =>
    Number(result.numAffectedRows ?? result.numUpdatedRows ?? 0n);

  return {
    db,

    rooms(merchantId: number, gameCode?: string) {
      let q = db.selectFrom('pvp_room').selectAll().where('merchant_id', '=', merchantId).where('enabled', '=', true);
      if (gameCode) q = q.where('game_code', '=', gameCode);
      return q.orderBy('game_code').orderBy('level').orderBy('id').execute();
    },

    room(roomId: number) {
      return db.selectFrom('pvp_room').selectAll().where('id', '=', roomId).executeTakeFirst();
    },

    /** Seat counts and open hands of the merchant's rooms. */
    async occupancy(merchantId: number): Promise<Map<number, { seated: number; playing: boolean }>> {
      const rows = await sql<{ id: number; seated: string; playing: boolean }>`
        SELECT r.id,
               (SELECT count(*) FROM pvp_seat s WHERE s.room_id = r.id) AS seated,
               EXISTS (SELECT 1 FROM pvp_hand h WHERE h.room_id = r.id AND h.closed_at IS NULL) AS playing
          FROM pvp_room r WHERE r.merchant_id = ${merchantId}`.execute(db);
      return new Map(rows.rows.map((r) => [r.id, { seated: Number(r.seated), playing: Boolean(r.playing) }]));
    },

    seats(roomId: number) {
      return db
        .selectFrom('pvp_seat as s')
        .innerJoin('member as m', 'm.id', 's.member_id')
        .select(['s.seat', 's.member_id', 's.since', 's.leaving', 'm.username'])
        .where('s.room_id', '=', roomId)
        .orderBy('s.seat')
        .execute();
    },

    seatOf(memberId: number) {
      return db.selectFrom('pvp_seat').selectAll().where('member_id', '=', memberId).executeTakeFirst();
    },

    /** Takes a seat; false when it (or another seat for this member) is taken meanwhile. */
    async sit(roomId: number, seat: number, memberId: number, now: Date): Promise<boolean> {
      try {
        await db.insertInto('pvp_seat').values({ room_id: roomId, seat, member_id: memberId, since: now }).execute();
        return true;
      } catch {
        return false;
      }
    },

    async stand(roomId: number, memberId: number): Promise<void> {
      await db.deleteFrom('pvp_seat').where('room_id', '=', roomId).where('member_id', '=', memberId).execute();
    },

    async markLeaving(roomId: number, memberId: number): Promise<void> {
      await db.updateTable('pvp_seat').set({ leaving: true }).where('room_id', '=', roomId).where('member_id', '=', memberId).execute();
    },

    /** Frees the seats of members who asked to leave during the hand. */
    async standLeavers(roomId: number): Promise<number> {
      const result = await db.deleteFrom('pvp_seat').where('room_id', '=', roomId).where('leaving', '=', true).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** Counts a change of the room (seat or hand), optionally setting when the next hand deals. */
    async touch(roomId: number, nextHandAt?: Date | null): Promise<void> {
      await db
        .updateTable('pvp_room')
        .set((eb) => ({ version: eb('version', '+', 1), ...(nextHandAt === undefined ? {} : { next_hand_at: nextHandAt }) }))
        .where('id', '=', roomId)
        .execute();
    },

    openHand(roomId: number) {
      return db.selectFrom('pvp_hand').selectAll().where('room_id', '=', roomId).where('closed_at', 'is', null).executeTakeFirst();
    },

    lastHand(roomId: number) {
      return db.selectFrom('pvp_hand').selectAll().where('room_id', '=', roomId).orderBy('id', 'desc').limit(1).executeTakeFirst();
    },

    hand(handId: bigint) {
      return db.selectFrom('pvp_hand').selectAll().where('id', '=', handId).executeTakeFirst();
    },

    /** Opens the room's next hand; undefined when another process opened one first. */
    async insertHand(input: {
      roomId: number;
      merchantId: number;
      catalogueGameId: number;
      seed: string;
      seedHash: string;
      clientSeed: string;
      members: (number | null)[];
      state: string;
      phase: string;
      owner: string;
    }) {
      try {
        return await db.transaction().execute(async (trx) => {
          const room = await trx
            .updateTable('pvp_room')
            .set((eb) => ({ hand_no: eb('hand_no', '+', 1), version: eb('version', '+', 1) }))
            .where('id', '=', input.roomId)
            .returning('hand_no')
            .executeTakeFirstOrThrow();
          return await trx
            .insertInto('pvp_hand')
            .values({
              room_id: input.roomId,
              merchant_id: input.merchantId,
              catalogue_game_id: input.catalogueGameId,
              hand_no: room.hand_no,
              seed: input.seed,
              seed_hash: input.seedHash,
              client_seed: input.clientSeed,
              members: JSON.stringify(input.members),
              state: input.state,
              phase: input.phase,
              debited: JSON.stringify(input.members.map(() => '0')),
              created_by: input.owner,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
        });
      } catch {
        return undefined;
      }
    },

    /** A debit about to be made (so a process that dies after the wallet call leaves a trace to roll back). */
    async insertDebit(input: { handId: bigint; seat: number; memberId: number; txnId: string; amount: bigint }): Promise<boolean> {
      try {
        await db
          .insertInto('pvp_debit')
          .values({ hand_id: input.handId, seat: input.seat, member_id: input.memberId, txn_id: input.txnId, amount: input.amount })
          .execute();
        return true;
      } catch {
        return false;
      }
    },

    /** A debit the wallet refused: nothing moved, so open → void at once. */
    async voidDebit(txnId: string): Promise<void> {
      await db.updateTable('pvp_debit').set({ status: 'void' }).where('txn_id', '=', txnId).where('status', '=', 'open').execute();
    },

    /**
     * open → voiding before the debit is rolled back, so an `advance` that would apply it fails
     * instead of counting a stake the rollback returns; false when it was applied (or voided) first.
     */
    async holdForRollback(txnId: string): Promise<boolean> {
      const result = await db
        .updateTable('pvp_debit')
        .set({ status: 'voiding' })
        .where('txn_id', '=', txnId)
        .where('status', 'in', ['open', 'voiding'])
        .executeTakeFirst();
      return affected(result) === 1;
    },

    /** voiding → void once the rollback is answered. */
    async finishRollback(txnId: string): Promise<void> {
      await db.updateTable('pvp_debit').set({ status: 'void' }).where('txn_id', '=', txnId).where('status', '=', 'voiding').execute();
    },

    staleDebits(merchantId: number, before: Date) {
      return db
        .selectFrom('pvp_debit as d')
        .innerJoin('pvp_hand as h', 'h.id', 'd.hand_id')
        .selectAll('d')
        .select('h.catalogue_game_id')
        .where('h.merchant_id', '=', merchantId)
        .where('d.status', 'in', ['open', 'voiding'])
        .where('d.created_at', '<', before)
        .limit(100)
        .execute();
    },

    /**
     * Stores the hand's next state if it is still at `version`, and marks its debits applied, in one
     * transaction; false when another move got there first (its debits are then rolled back).
     */
    async advance(input: {
      handId: bigint;
      version: number;
      state: string;
      nextVersion: number;
      dueVersion: number;
      phase: string;
      deadline: Date | null;
      debited: string[];
      debits: string[];
      finished: { returns: string[]; rake: bigint; at: Date } | null;
    }): Promise<boolean> {
      try {
        return await db.transaction().execute(async (trx) => {
          const moved = await trx
            .updateTable('pvp_hand')
            .set({
              state: input.state,
              version: input.nextVersion,
              due_version: input.dueVersion,
              phase: input.phase,
              deadline: input.deadline,
              debited: JSON.stringify(input.debited),
              ...(input.finished
                ? {
                    finished: true,
                    returns: JSON.stringify(input.finished.returns),
                    rake: input.finished.rake,
                    finished_at: input.finished.at,
                  }
                : {}),
            })
            .where('id', '=', input.handId)
            .where('version', '=', input.version)
            .where('finished', '=', false)
            .executeTakeFirst();
          if (Number(moved.numUpdatedRows) !== 1) throw new Error('hand_changed');
          if (input.debits.length > 0) {
            const applied = await trx
              .updateTable('pvp_debit')
              .set({ status: 'applied' })
              .where('txn_id', 'in', input.debits)
              .where('status', '=', 'open')
              .executeTakeFirst();
            if (Number(applied.numUpdatedRows) !== input.debits.length) throw new Error('debit_voided');
          }
          return true;
        });
      } catch {
        return false;
      }
    },

    /** Closes a finished hand once its credits are made (once: only the update that finds it open). */
    async closeHand(handId: bigint, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('pvp_hand')
        .set({ closed_at: now })
        .where('id', '=', handId)
        .where('finished', '=', true)
        .where('closed_at', 'is', null)
        .executeTakeFirst();
      return affected(result) === 1;
    },

    actionByRequest(memberId: number, requestId: string) {
      return db
        .selectFrom('pvp_action')
        .selectAll()
        .where('member_id', '=', memberId)
        .where('request_id', '=', requestId)
        .executeTakeFirst();
    },

    /** Records a move's request; false when the request id was used already (a replay). */
    async insertAction(input: { memberId: number; requestId: string; handId: bigint; seat: number; action: string }): Promise<boolean> {
      try {
        await db
          .insertInto('pvp_action')
          .values({ member_id: input.memberId, request_id: input.requestId, hand_id: input.handId, seat: input.seat, action: input.action })
          .execute();
        return true;
      } catch {
        return false;
      }
    },

    async answerAction(memberId: number, requestId: string, answer: unknown): Promise<void> {
      await db
        .updateTable('pvp_action')
        .set({ answer: JSON.stringify(answer) })
        .where('member_id', '=', memberId)
        .where('request_id', '=', requestId)
        .execute();
    },

    async dropAction(memberId: number, requestId: string): Promise<void> {
      await db
        .deleteFrom('pvp_action')
        .where('member_id', '=', memberId)
        .where('request_id', '=', requestId)
        .where('answer', 'is', null)
        .execute();
    },

    /** Merchants with rooms someone sits at, or with a hand not closed. */
    async merchantsToDrive(): Promise<number[]> {
      const rows = await sql<{ merchant_id: number }>`
        SELECT DISTINCT r.merchant_id FROM pvp_room r JOIN pvp_seat s ON s.room_id = r.id
        UNION SELECT merchant_id FROM pvp_hand WHERE closed_at IS NULL`.execute(db);
      return rows.rows.map((r) => r.merchant_id);
    },

    /** Rooms of the merchant with a hand open or two seated. */
    async activeRooms(merchantId: number): Promise<number[]> {
      const rows = await sql<{ id: number }>`
        SELECT r.id FROM pvp_room r
         WHERE r.merchant_id = ${merchantId}
           AND (EXISTS (SELECT 1 FROM pvp_hand h WHERE h.room_id = r.id AND h.closed_at IS NULL)
                OR (SELECT count(*) FROM pvp_seat s WHERE s.room_id = r.id) >= 2)
         ORDER BY r.id`.execute(db);
      return rows.rows.map((r) => r.id);
    },

    /** The merchant's driver lease (pvp_driver). */
    lease: driverLease(db, 'pvp_driver', { addRow: true }),

    catalogueGameId(gameCode: string) {
      return appDb.selectFrom('game').select('id').where('vendor_code', '=', 'BGS').where('game_code', '=', gameCode).executeTakeFirst();
    },
  };
}

export type PvpRepository = ReturnType<typeof createPvpRepository>;
export type PvpRoomRow = NonNullable<Awaited<ReturnType<PvpRepository['room']>>>;
export type PvpHandRow = NonNullable<Awaited<ReturnType<PvpRepository['hand']>>>;
export type PvpSeatRow = Awaited<ReturnType<PvpRepository['seats']>>[number];
