import { type Kysely, sql } from 'kysely';

/**
 * The game catalogue: category titles and classify tabs, vendor flags, games with per-language
 * names, live tables, and the members' favourites and recent games.
 *
 * `catalog_version` is one row bumped by statement-level triggers whenever any catalogue table
 * changes (by the seed, an operator, or SQL by hand), so every process can cache what it derives
 * from the catalogue (menus, hot games) and notice a change with one cheap read, the way
 * `merchant.config_version` works for the site configuration.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE game_category ADD COLUMN title jsonb NOT NULL DEFAULT '{}'`.execute(db);
  // Whether trial (free-play) accounts may open the vendor's games with play money, and whether
  // the vendor is new (the spec's "new vendors").
  await sql`ALTER TABLE vendor ADD COLUMN free_play boolean NOT NULL DEFAULT false`.execute(db);
  await sql`ALTER TABLE vendor ADD COLUMN is_new boolean NOT NULL DEFAULT false`.execute(db);
  await sql`UPDATE vendor SET free_play = true WHERE code IN ('PG', 'EG2', 'JDB', 'CQ9', 'FC', 'JL', 'BGS')`.execute(db);

  await sql`
    CREATE TABLE game_classify (
      category_code text NOT NULL CONSTRAINT game_classify_category_fk REFERENCES game_category (code) ON DELETE CASCADE,
      key text NOT NULL CONSTRAINT game_classify_key_ck CHECK (key ~ '^[A-Z0-9_]{1,32}$' AND key <> 'ALL'),
      title jsonb NOT NULL,
      sort integer NOT NULL DEFAULT 0,
      CONSTRAINT game_classify_pk PRIMARY KEY (category_code, key)
    )`.execute(db);

  await sql`
    CREATE TABLE game (
      id serial CONSTRAINT game_pk PRIMARY KEY,
      vendor_code text NOT NULL CONSTRAINT game_vendor_fk REFERENCES vendor (code) ON DELETE CASCADE,
      category_code text NOT NULL CONSTRAINT game_category_fk REFERENCES game_category (code) ON DELETE CASCADE,
      classify text,
      game_code text NOT NULL CONSTRAINT game_code_ck CHECK (game_code ~ '^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$'),
      names jsonb NOT NULL CONSTRAINT game_names_ck CHECK (jsonb_typeof(names) = 'object' AND names ? 'en'),
      icon_path text NOT NULL,
      is_game boolean NOT NULL DEFAULT true,
      is_hot boolean NOT NULL DEFAULT false,
      sort integer NOT NULL DEFAULT 0,
      enabled boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT game_vendor_code_uq UNIQUE (vendor_code, game_code),
      CONSTRAINT game_classify_fk FOREIGN KEY (category_code, classify) REFERENCES game_classify (category_code, key)
    )`.execute(db);
  // No list indexes on game: lobby pages, searches and hot games are served from an in-process
  // snapshot of the visible catalogue, read in one scan per catalogue_version (catalog.service.ts);
  // games are otherwise read by id (favourites, recent games, launch) or by (vendor, code).

  // Tables of live games (GLS2_roomList); bet limits in minor units of the merchant's currency.
  await sql`
    CREATE TABLE live_table (
      id serial CONSTRAINT live_table_pk PRIMARY KEY,
      game_id integer NOT NULL CONSTRAINT live_table_game_fk REFERENCES game (id) ON DELETE CASCADE,
      table_code text NOT NULL,
      dealer text NOT NULL,
      min_bet bigint NOT NULL CONSTRAINT live_table_min_ck CHECK (min_bet > 0),
      max_bet bigint NOT NULL,
      is_open boolean NOT NULL DEFAULT true,
      sort integer NOT NULL DEFAULT 0,
      CONSTRAINT live_table_code_uq UNIQUE (game_id, table_code),
      CONSTRAINT live_table_limits_ck CHECK (max_bet >= min_bet)
    )`.execute(db);
  await sql`CREATE INDEX live_table_game_idx ON live_table (game_id, sort, id)`.execute(db);

  await sql`
    CREATE TABLE favourite_game (
      member_id integer NOT NULL CONSTRAINT favourite_game_member_fk REFERENCES member (id) ON DELETE CASCADE,
      game_id integer NOT NULL CONSTRAINT favourite_game_game_fk REFERENCES game (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
      CONSTRAINT favourite_game_pk PRIMARY KEY (member_id, game_id)
    )`.execute(db);
  await sql`CREATE INDEX favourite_game_member_idx ON favourite_game (member_id, created_at DESC, game_id)`.execute(db);
  await sql`CREATE INDEX favourite_game_game_idx ON favourite_game (game_id)`.execute(db);

  await sql`
    CREATE TABLE recent_game (
      member_id integer NOT NULL CONSTRAINT recent_game_member_fk REFERENCES member (id) ON DELETE CASCADE,
      game_id integer NOT NULL CONSTRAINT recent_game_game_fk REFERENCES game (id) ON DELETE CASCADE,
      last_played_at timestamptz NOT NULL DEFAULT clock_timestamp(),
      plays integer NOT NULL DEFAULT 1,
      CONSTRAINT recent_game_pk PRIMARY KEY (member_id, game_id)
    )`.execute(db);
  await sql`CREATE INDEX recent_game_member_idx ON recent_game (member_id, last_played_at DESC, game_id)`.execute(db);
  await sql`CREATE INDEX recent_game_game_idx ON recent_game (game_id)`.execute(db);

  await sql`
    CREATE TABLE catalog_version (
      id boolean CONSTRAINT catalog_version_pk PRIMARY KEY DEFAULT true CONSTRAINT catalog_version_one_ck CHECK (id),
      version bigint NOT NULL DEFAULT 1
    )`.execute(db);
  await sql`INSERT INTO catalog_version (id, version) VALUES (true, 1)`.execute(db);
  await sql`
    CREATE FUNCTION catalog_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE catalog_version SET version = version + 1;
      RETURN NULL;
    END $$`.execute(db);
  for (const table of ['game_category', 'vendor', 'category_vendor', 'game_classify', 'game']) {
    await sql`CREATE TRIGGER ${sql.raw(`${table}_catalog_trg`)} AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${sql.table(table)}
      FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed()`.execute(db);
  }
}
