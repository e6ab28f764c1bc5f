import { type Kysely, sql } from 'kysely';

/**
 * PVP card rooms (issue 22, docs/games/pvp-rooms.md): members play Niu Niu, ZJH, Shan Koe Mee and
 * Poker against each other at rooms of a stake level; the house keeps a rake.
 * - `pvp_room`: a merchant's room: game, level, base stake (minor units), the balance needed to sit,
 *   the rake in basis points, seats (2–6); `version` counts changes (socket events carry it);
 *   `hand_no` numbers its hands (the nonce of each hand's seed stream); `next_hand_at` when the next
 *   hand deals (set once two are seated and after each hand).
 * - `pvp_seat`: who sits where since when; a member sits in one room at a time; `leaving`: stands up
 *   when the hand they are in ends.
 * - `pvp_hand`: one hand: its seed (secret until the hand ends) and SHA-256, the members dealt in per
 *   seat, the game state (JSON with bigints tagged) at `version`, its phase and the deadline of the
 *   awaited moves and the version they became due at (an act on an older version is stale), what each seat has been debited; once finished the returns and the rake, and
 *   `closed_at` once every seat's settlement is credited. A room has one open hand at a time.
 * - `pvp_debit`: each debit of a stake's rise (txn id from hand, seat, version and actor), `open`
 *   until the hand's state that needs it is stored (`applied`), `void` when rolled back.
 * - `pvp_action`: a member's move by request id (unique per member) and its answer, for replays.
 * - `pvp_driver`: per merchant, the lease of the process that deals hands and applies time-outs.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE pvp_room (
      id serial CONSTRAINT pvp_room_pk PRIMARY KEY,
      merchant_id integer NOT NULL CONSTRAINT pvp_room_merchant_fk REFERENCES merchant (id),
      game_code text NOT NULL CONSTRAINT pvp_room_game_ck CHECK (game_code IN ('niu-niu', 'zjh', 'shan-koe-mee', 'poker')),
      level integer NOT NULL CONSTRAINT pvp_room_level_ck CHECK (level > 0),
      base bigint NOT NULL CONSTRAINT pvp_room_base_ck CHECK (base > 0),
      min_balance bigint NOT NULL CONSTRAINT pvp_room_min_balance_ck CHECK (min_balance >= 0),
      rake_bps integer NOT NULL CONSTRAINT pvp_room_rake_ck CHECK (rake_bps BETWEEN 0 AND 2000),
      seats integer NOT NULL CONSTRAINT pvp_room_seats_ck CHECK (seats BETWEEN 2 AND 6),
      enabled boolean NOT NULL DEFAULT true,
      version integer NOT NULL DEFAULT 0,
      hand_no integer NOT NULL DEFAULT 0,
      next_hand_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX pvp_room_merchant_idx ON pvp_room (merchant_id, game_code, level)`.execute(db);

  await sql`
    CREATE TABLE pvp_seat (
      room_id integer NOT NULL CONSTRAINT pvp_seat_room_fk REFERENCES pvp_room (id),
      seat integer NOT NULL CONSTRAINT pvp_seat_seat_ck CHECK (seat BETWEEN 0 AND 5),
      member_id integer NOT NULL CONSTRAINT pvp_seat_member_fk REFERENCES member (id),
      since timestamptz NOT NULL DEFAULT now(),
      leaving boolean NOT NULL DEFAULT false,
      CONSTRAINT pvp_seat_pk PRIMARY KEY (room_id, seat)
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX pvp_seat_member_uq ON pvp_seat (member_id)`.execute(db);

  await sql`
    CREATE TABLE pvp_hand (
      id bigserial CONSTRAINT pvp_hand_pk PRIMARY KEY,
      room_id integer NOT NULL CONSTRAINT pvp_hand_room_fk REFERENCES pvp_room (id),
      merchant_id integer NOT NULL CONSTRAINT pvp_hand_merchant_fk REFERENCES merchant (id),
      catalogue_game_id integer NOT NULL CONSTRAINT pvp_hand_game_fk REFERENCES game (id),
      hand_no integer NOT NULL,
      seed text NOT NULL CONSTRAINT pvp_hand_seed_ck CHECK (seed ~ '^[0-9a-f]{64}$'),
      seed_hash text NOT NULL,
      client_seed text NOT NULL,
      members jsonb NOT NULL,
      state jsonb NOT NULL,
      version integer NOT NULL DEFAULT 0,
      due_version integer NOT NULL DEFAULT 0,
      phase text NOT NULL,
      deadline timestamptz,
      debited jsonb NOT NULL,
      finished boolean NOT NULL DEFAULT false,
      returns jsonb,
      rake bigint,
      created_by text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      finished_at timestamptz,
      closed_at timestamptz,
      CONSTRAINT pvp_hand_no_uq UNIQUE (room_id, hand_no)
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX pvp_hand_open_uq ON pvp_hand (room_id) WHERE closed_at IS NULL`.execute(db);

  await sql`
    CREATE TABLE pvp_debit (
      id bigserial CONSTRAINT pvp_debit_pk PRIMARY KEY,
      hand_id bigint NOT NULL CONSTRAINT pvp_debit_hand_fk REFERENCES pvp_hand (id),
      seat integer NOT NULL,
      member_id integer NOT NULL CONSTRAINT pvp_debit_member_fk REFERENCES member (id),
      txn_id text NOT NULL CONSTRAINT pvp_debit_txn_uq UNIQUE,
      amount bigint NOT NULL CONSTRAINT pvp_debit_amount_ck CHECK (amount > 0),
      status text NOT NULL DEFAULT 'open' CONSTRAINT pvp_debit_status_ck CHECK (status IN ('open', 'voiding', 'applied', 'void')),
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX pvp_debit_open_idx ON pvp_debit (hand_id) WHERE status IN ('open', 'voiding')`.execute(db);

  await sql`
    CREATE TABLE pvp_action (
      id bigserial CONSTRAINT pvp_action_pk PRIMARY KEY,
      member_id integer NOT NULL CONSTRAINT pvp_action_member_fk REFERENCES member (id),
      request_id text NOT NULL,
      hand_id bigint NOT NULL CONSTRAINT pvp_action_hand_fk REFERENCES pvp_hand (id),
      seat integer NOT NULL,
      action jsonb NOT NULL,
      answer jsonb,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT pvp_action_request_uq UNIQUE (member_id, request_id)
    )`.execute(db);

  await sql`
    CREATE TABLE pvp_driver (
      merchant_id integer CONSTRAINT pvp_driver_pk PRIMARY KEY CONSTRAINT pvp_driver_merchant_fk REFERENCES merchant (id),
      lease_owner text,
      lease_until timestamptz
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['pvp_driver', 'pvp_action', 'pvp_debit', 'pvp_hand', 'pvp_seat', 'pvp_room']) {
    await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
  }
}
