import { FISHING_SEATS } from '@fortuna/shared';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/** A seat not seen for this long (no shot, no heartbeat) is free again. */
export const SEAT_IDLE_SECONDS = 120;
/** Captures older than the longest fish life are of no use to anyone. */
const CAPTURE_KEEP_SECONDS = 60;

export type SeatRow = { room_id: number; seat: number; member_id: number; nickname: string; level: number };

/** All SQL of the fishing rooms (migration 0038). */
export function createFishingRepository(db: Kysely<Database>) {
  const liveSeat = sql<boolean>`fishing_seat.seen_at > now() - make_interval(secs => ${SEAT_IDLE_SECONDS})`;

  return {
    room(merchantId: number, roomId: number) {
      return db.selectFrom('fishing_room').selectAll().where('merchant_id', '=', merchantId).where('id', '=', roomId).executeTakeFirst();
    },

    /** The merchant's rooms with their live seat counts, fullest first (the auto-join order). */
    async rooms(merchantId: number) {
      return db
        .selectFrom('fishing_room as r')
        .leftJoin('fishing_seat', (join) => join.onRef('fishing_seat.room_id', '=', 'r.id').on(liveSeat))
        .select(['r.id', 'r.code', 'r.seed', (eb) => eb.fn.count<string>('fishing_seat.seat').as('players')])
        .where('r.merchant_id', '=', merchantId)
        .groupBy(['r.id', 'r.code', 'r.seed'])
        .orderBy('r.id')
        .execute();
    },

    async createRoom(merchantId: number, seed: string) {
      return db.transaction().execute(async (trx) => {
        // One creator at a time per merchant, so two processes do not both make room N.
        await sql`SELECT pg_advisory_xact_lock(hashtext('fishing_room'), ${merchantId})`.execute(trx);
        const count = await trx
          .selectFrom('fishing_room')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('merchant_id', '=', merchantId)
          .executeTakeFirstOrThrow();
        return trx
          .insertInto('fishing_room')
          .values({ merchant_id: merchantId, code: `R${Number(count.n) + 1}`, seed })
          .returningAll()
          .executeTakeFirstOrThrow();
      });
    },

    seats(roomId: number): Promise<SeatRow[]> {
      return db
        .selectFrom('fishing_seat')
        .select(['room_id', 'seat', 'member_id', 'nickname', 'level'])
        .where('room_id', '=', roomId)
        .where(liveSeat)
        .orderBy('seat')
        .execute();
    },

    seatOf(memberId: number): Promise<SeatRow | undefined> {
      return db
        .selectFrom('fishing_seat')
        .select(['room_id', 'seat', 'member_id', 'nickname', 'level'])
        .where('member_id', '=', memberId)
        .where(liveSeat)
        .executeTakeFirst();
    },

    /**
     * Seats the member in the room's lowest free seat (an idle holder's seat counts as free), moving
     * them out of any other seat; undefined when all 4 are held. One statement per try: the
     * primary key (room, seat) and the one-seat-per-member key settle races between processes.
     */
    async takeSeat(roomId: number, memberId: number, nickname: string): Promise<number | undefined> {
      return db.transaction().execute(async (trx) => {
        await sql`SELECT pg_advisory_xact_lock(hashtext('fishing_seat'), ${roomId})`.execute(trx);
        const mine = await trx.selectFrom('fishing_seat').select(['room_id', 'seat']).where('member_id', '=', memberId).executeTakeFirst();
        if (mine?.room_id === roomId) {
          await trx.updateTable('fishing_seat').set({ seen_at: sql`now()` }).where('member_id', '=', memberId).execute();
          return mine.seat;
        }
        await trx.deleteFrom('fishing_seat').where('member_id', '=', memberId).execute();
        const held = await trx
          .selectFrom('fishing_seat')
          .select(['seat', sql<boolean>`seen_at > now() - make_interval(secs => ${SEAT_IDLE_SECONDS})`.as('live')])
          .where('room_id', '=', roomId)
          .execute();
        const busy = new Set(held.filter((row) => row.live).map((row) => row.seat));
        for (let seat = 0; seat < FISHING_SEATS; seat++) {
          if (busy.has(seat)) continue;
          await trx.deleteFrom('fishing_seat').where('room_id', '=', roomId).where('seat', '=', seat).execute();
          await trx.insertInto('fishing_seat').values({ room_id: roomId, seat, member_id: memberId, nickname }).execute();
          return seat;
        }
        return undefined;
      });
    },

    async leave(memberId: number, roomId?: number): Promise<number | undefined> {
      let query = db.deleteFrom('fishing_seat').where('member_id', '=', memberId);
      if (roomId !== undefined) query = query.where('room_id', '=', roomId);
      const row = await query.returning('room_id').executeTakeFirst();
      return row?.room_id;
    },

    /** Marks the member's seat as seen (a shot or an aim), with the cannon level. */
    async touch(memberId: number, roomId: number, level: number): Promise<SeatRow | undefined> {
      return db
        .updateTable('fishing_seat')
        .set({ seen_at: sql`now()`, level })
        .where('member_id', '=', memberId)
        .where('room_id', '=', roomId)
        .returning(['room_id', 'seat', 'member_id', 'nickname', 'level'])
        .executeTakeFirst();
    },

    async captured(roomId: number): Promise<string[]> {
      const rows = await db
        .selectFrom('fishing_capture')
        .select('fish_id')
        .where('room_id', '=', roomId)
        .where('captured_at', '>', sql<Date>`now() - make_interval(secs => ${CAPTURE_KEEP_SECONDS})`)
        .execute();
      return rows.map((row) => row.fish_id);
    },

    async capture(roomId: number, fishId: string, roundCode: string): Promise<void> {
      await db
        .insertInto('fishing_capture')
        .values({ room_id: roomId, fish_id: fishId, round_code: roundCode })
        .onConflict((oc) => oc.constraint('fishing_capture_pk').doNothing())
        .execute();
    },

    async pruneCaptures(): Promise<void> {
      await db
        .deleteFrom('fishing_capture')
        .where('captured_at', '<', sql<Date>`now() - make_interval(secs => ${CAPTURE_KEEP_SECONDS * 10})`)
        .execute();
    },
  };
}

export type FishingRepository = ReturnType<typeof createFishingRepository>;
