import { type Kysely, sql } from 'kysely';

/**
 * Announcements an operator writes and publishes (issue 17 item 1;
 * docs/communications/announcements.md): an image, a popup execution (A signed-in, B anonymous,
 * F first login), a schedule, an audience (everyone, signed-in accounts, agents, a VIP level, one
 * agent's team), pinning, and a status (draft, published, withdrawn) in place of `enabled`.
 * `announcement_popup_closed` keeps the popups a signed-in session closed, per language (a
 * language change shows them again, spec §2 Modals); it goes with the session.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE announcement
      ADD COLUMN status text NOT NULL DEFAULT 'PUBLISHED'
        CONSTRAINT announcement_status_ck CHECK (status IN ('DRAFT', 'PUBLISHED', 'WITHDRAWN')),
      ADD COLUMN image_path text,
      ADD COLUMN popup text NOT NULL DEFAULT 'NONE' CONSTRAINT announcement_popup_ck CHECK (popup IN ('NONE', 'A', 'B', 'F')),
      ADD COLUMN starts_at timestamptz,
      ADD COLUMN ends_at timestamptz,
      ADD COLUMN audience text NOT NULL DEFAULT 'ALL'
        CONSTRAINT announcement_audience_ck CHECK (audience IN ('ALL', 'MEMBERS', 'AGENTS', 'VIP', 'TEAM')),
      ADD COLUMN audience_vip_level integer,
      ADD COLUMN audience_agent_id integer CONSTRAINT announcement_agent_fk REFERENCES member (id) ON DELETE SET NULL,
      ADD COLUMN pinned boolean NOT NULL DEFAULT false,
      ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
      ALTER COLUMN published_at DROP NOT NULL,
      ALTER COLUMN published_at DROP DEFAULT,
      ADD CONSTRAINT announcement_window_ck CHECK (starts_at IS NULL OR ends_at IS NULL OR starts_at < ends_at),
      ADD CONSTRAINT announcement_vip_ck CHECK ((audience = 'VIP') = (audience_vip_level IS NOT NULL)),
      ADD CONSTRAINT announcement_published_ck CHECK (status = 'DRAFT' OR published_at IS NOT NULL)
  `.execute(db);
  await sql`UPDATE announcement SET status = CASE WHEN enabled THEN 'PUBLISHED' ELSE 'DRAFT' END, starts_at = published_at`.execute(db);
  // PU announcements only pop up, and none had a popup execution yet: they wait as drafts for an operator to choose one.
  await sql`UPDATE announcement SET status = 'DRAFT' WHERE type = 'PU'`.execute(db);
  await sql`UPDATE announcement SET published_at = NULL WHERE status = 'DRAFT'`.execute(db);
  await sql`ALTER TABLE announcement DROP COLUMN enabled`.execute(db);
  await sql`DROP INDEX announcement_list_idx`.execute(db);
  await sql`CREATE INDEX announcement_live_idx ON announcement (merchant_id, status, type)`.execute(db);

  await sql`
    CREATE TABLE announcement_popup_closed (
      token_hash bytea NOT NULL CONSTRAINT announcement_popup_closed_session_fk REFERENCES member_session (token_hash) ON DELETE CASCADE,
      announcement_id integer NOT NULL CONSTRAINT announcement_popup_closed_announcement_fk REFERENCES announcement (id) ON DELETE CASCADE,
      language text NOT NULL,
      closed_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT announcement_popup_closed_pk PRIMARY KEY (token_hash, announcement_id, language)
    )`.execute(db);
  await sql`CREATE INDEX announcement_popup_closed_announcement_idx ON announcement_popup_closed (announcement_id)`.execute(db);
}
