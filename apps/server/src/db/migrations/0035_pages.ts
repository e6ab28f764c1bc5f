import { type Kysely, sql } from 'kysely';

/**
 * The site's own pages (issue 17 items 6–8, docs/communications/pages.md):
 * - `blog_post`: blog/news posts per merchant, texts per language in one jsonb object
 *   (`{ "en": { "title", "summary", "html" } }`, the HTML sanitized on save), a status (draft,
 *   published, withdrawn) and `publish_at` (a published post whose instant is ahead is scheduled);
 * - `mirror_link`: the operator's official mirror domains in display order (its trigger bumps
 *   `merchant.config_version` like every other site-config table);
 * - `merchant.licence_number` / `licence_url`: the gaming licence's number and the regulator's
 *   record, next to the licence text (`merchant.licence`);
 * - an index for the winners list (settled real-money wins by settlement time).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE merchant
    ADD COLUMN licence_number text NOT NULL DEFAULT '',
    ADD COLUMN licence_url text NOT NULL DEFAULT ''`.execute(db);

  await sql`
    CREATE TABLE blog_post (
      id serial CONSTRAINT blog_post_pk PRIMARY KEY,
      merchant_id integer NOT NULL CONSTRAINT blog_post_merchant_fk REFERENCES merchant (id),
      status text NOT NULL DEFAULT 'draft' CONSTRAINT blog_post_status_ck CHECK (status IN ('draft', 'published', 'withdrawn')),
      publish_at timestamptz,
      cover_url text NOT NULL DEFAULT '',
      category text NOT NULL DEFAULT '',
      texts jsonb NOT NULL CONSTRAINT blog_post_texts_ck CHECK (jsonb_typeof(texts) = 'object'),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT blog_post_published_ck CHECK (status <> 'published' OR publish_at IS NOT NULL)
    )`.execute(db);
  await sql`CREATE INDEX blog_post_live_idx ON blog_post (merchant_id, publish_at DESC, id DESC) WHERE status = 'published'`.execute(db);
  await sql`CREATE INDEX blog_post_merchant_idx ON blog_post (merchant_id, id DESC)`.execute(db);

  await sql`
    CREATE TABLE mirror_link (
      id serial CONSTRAINT mirror_link_pk PRIMARY KEY,
      merchant_id integer NOT NULL CONSTRAINT mirror_link_merchant_fk REFERENCES merchant (id),
      label text NOT NULL,
      url text NOT NULL,
      note text NOT NULL DEFAULT '',
      sort integer NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX mirror_link_merchant_idx ON mirror_link (merchant_id, sort)`.execute(db);
  await sql`CREATE TRIGGER mirror_link_changed_trg AFTER INSERT OR UPDATE OR DELETE ON mirror_link
    FOR EACH ROW EXECUTE FUNCTION merchant_config_changed()`.execute(db);

  await sql`CREATE INDEX game_round_settled_wins_idx ON game_round (merchant_id, settled_at DESC)
    WHERE status = 'settled' AND play_money = false AND total_win > 0`.execute(db);
}
