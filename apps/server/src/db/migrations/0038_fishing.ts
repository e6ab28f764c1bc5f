import { type Kysely, sql } from 'kysely';

/**
 * Reef Hunter's rooms (docs/games/fishing.md). The fish of a room are a pure function of its seed
 * and the time, so any process computes them; what processes must share is kept here:
 * - `fishing_room`: a merchant's rooms and their seeds;
 * - `fishing_seat`: who holds which of the 4 cannons, with the last time the holder was seen
 *   (a seat not seen for a while is free again; one seat per member);
 * - `fishing_capture`: the fish already captured in a room (gone from every process's sea).
 * Money is not here: every shot is an `instant_round` of game `reef-hunter`.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE fishing_room (
      id serial CONSTRAINT fishing_room_pk PRIMARY KEY,
      merchant_id integer NOT NULL CONSTRAINT fishing_room_merchant_fk REFERENCES merchant (id),
      code text NOT NULL,
      seed text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT fishing_room_code_uq UNIQUE (merchant_id, code)
    )`.execute(db);
  await sql`
    CREATE TABLE fishing_seat (
      room_id integer NOT NULL CONSTRAINT fishing_seat_room_fk REFERENCES fishing_room (id),
      seat smallint NOT NULL CONSTRAINT fishing_seat_range_ck CHECK (seat BETWEEN 0 AND 3),
      member_id integer NOT NULL CONSTRAINT fishing_seat_member_fk REFERENCES member (id),
      nickname text NOT NULL DEFAULT '',
      level smallint NOT NULL DEFAULT 1,
      seen_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT fishing_seat_pk PRIMARY KEY (room_id, seat),
      CONSTRAINT fishing_seat_member_uq UNIQUE (member_id)
    )`.execute(db);
  await sql`
    CREATE TABLE fishing_capture (
      room_id integer NOT NULL CONSTRAINT fishing_capture_room_fk REFERENCES fishing_room (id),
      fish_id text NOT NULL,
      round_code text NOT NULL,
      captured_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT fishing_capture_pk PRIMARY KEY (room_id, fish_id)
    )`.execute(db);
  await sql`CREATE INDEX fishing_capture_time_idx ON fishing_capture (captured_at)`.execute(db);
}
