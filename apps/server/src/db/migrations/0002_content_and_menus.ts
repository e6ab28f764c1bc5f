import { type Kysely, sql } from 'kysely';

/**
 * Banners and announcements (content shown by the shell) and the game categories with their
 * vendors, which decide the top navigation. The catalogue issue grows the vendor side into games.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE banner (
      id serial CONSTRAINT banner_pk PRIMARY KEY,
      merchant_id integer NOT NULL CONSTRAINT banner_merchant_fk REFERENCES merchant (id) ON DELETE CASCADE,
      group_name text NOT NULL CONSTRAINT banner_group_ck CHECK (group_name IN ('w_home', 'w_leftmenu', 'w_login', 'w_register', 'w_forget')),
      title text NOT NULL,
      image_path text NOT NULL,
      link text,
      linkage_type text NOT NULL DEFAULT 'NONE' CONSTRAINT banner_linkage_ck CHECK (linkage_type IN ('NONE', 'INTERNAL', 'EXTERNAL', 'PROMOTION', 'GAME')),
      sort integer NOT NULL DEFAULT 0,
      enabled boolean NOT NULL DEFAULT true,
      starts_at timestamptz,
      ends_at timestamptz,
      CONSTRAINT banner_image_uq UNIQUE (merchant_id, group_name, image_path)
    )`.execute(db);

  await sql`
    CREATE TABLE announcement (
      id serial CONSTRAINT announcement_pk PRIMARY KEY,
      merchant_id integer NOT NULL CONSTRAINT announcement_merchant_fk REFERENCES merchant (id) ON DELETE CASCADE,
      code text NOT NULL,
      type text NOT NULL CONSTRAINT announcement_type_ck CHECK (type IN ('B', 'PL', 'PU', 'PR', 'H')),
      platform text NOT NULL DEFAULT 'ALL' CONSTRAINT announcement_platform_ck CHECK (platform IN ('ALL', 'W', 'M')),
      title jsonb NOT NULL,
      content jsonb NOT NULL,
      sort integer NOT NULL DEFAULT 0,
      enabled boolean NOT NULL DEFAULT true,
      published_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT announcement_code_uq UNIQUE (merchant_id, code)
    )`.execute(db);
  await sql`CREATE INDEX announcement_list_idx ON announcement (merchant_id, type, published_at DESC)`.execute(db);

  await sql`
    CREATE TABLE game_category (
      code text CONSTRAINT game_category_pk PRIMARY KEY,
      sort integer NOT NULL,
      enabled boolean NOT NULL DEFAULT true
    )`.execute(db);
  await sql`
    CREATE TABLE vendor (
      code text CONSTRAINT vendor_pk PRIMARY KEY,
      name text NOT NULL,
      sort integer NOT NULL,
      enabled boolean NOT NULL DEFAULT true
    )`.execute(db);
  await sql`
    CREATE TABLE category_vendor (
      category_code text NOT NULL CONSTRAINT category_vendor_category_fk REFERENCES game_category (code) ON DELETE CASCADE,
      vendor_code text NOT NULL CONSTRAINT category_vendor_vendor_fk REFERENCES vendor (code) ON DELETE CASCADE,
      sort integer NOT NULL DEFAULT 0,
      CONSTRAINT category_vendor_pk PRIMARY KEY (category_code, vendor_code)
    )`.execute(db);
}
