import { type Kysely, sql } from 'kysely';

/**
 * The help centre and feedback (issue 17, docs/communications/help-and-feedback.md):
 * - `help_section`: a merchant's sections (fixed ids, `term` among them), their order and switch;
 * - `help_text`: a section's title and sanitized HTML per language;
 * - `feedback`: a member's question (type, plain-text content, status open → answered → closed),
 *   `member_unread` set by an operator's reply until the member opens it;
 * - `feedback_image`: up to three images, their bytes in `upload` (purpose `feedback`);
 * - `feedback_reply`: the operators' answers, plain text;
 * - the notification type `FEEDBACK_REPLIED`, added to whatever types the constraint allows by then
 *   (other areas add theirs too: the list is read, not rewritten).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE help_section (
      merchant_id integer NOT NULL CONSTRAINT help_section_merchant_fk REFERENCES merchant (id) ON DELETE CASCADE,
      code text NOT NULL CONSTRAINT help_section_code_ck CHECK (code ~ '^[a-z][a-z0-9_-]{1,31}$'),
      sort integer NOT NULL DEFAULT 0,
      enabled boolean NOT NULL DEFAULT true,
      CONSTRAINT help_section_pk PRIMARY KEY (merchant_id, code)
    )`.execute(db);
  await sql`
    CREATE TABLE help_text (
      merchant_id integer NOT NULL,
      code text NOT NULL,
      language text NOT NULL CONSTRAINT help_text_language_ck CHECK (length(language) BETWEEN 2 AND 8),
      title text NOT NULL CONSTRAINT help_text_title_ck CHECK (length(title) BETWEEN 1 AND 80),
      content text NOT NULL CONSTRAINT help_text_content_ck CHECK (length(content) <= 60000),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT help_text_pk PRIMARY KEY (merchant_id, code, language),
      CONSTRAINT help_text_section_fk FOREIGN KEY (merchant_id, code) REFERENCES help_section (merchant_id, code) ON DELETE CASCADE
    )`.execute(db);

  await sql`
    CREATE TABLE feedback (
      id serial CONSTRAINT feedback_pk PRIMARY KEY,
      merchant_id integer NOT NULL CONSTRAINT feedback_merchant_fk REFERENCES merchant (id),
      member_id integer NOT NULL CONSTRAINT feedback_member_fk REFERENCES member (id),
      type text NOT NULL CONSTRAINT feedback_type_ck
        CHECK (type IN ('ACCOUNT', 'DEPOSIT', 'WITHDRAWAL', 'GAME', 'PROMOTION', 'TECHNICAL', 'SUGGESTION', 'OTHER')),
      content text NOT NULL CONSTRAINT feedback_content_ck CHECK (length(content) BETWEEN 1 AND 1000),
      status text NOT NULL DEFAULT 'open' CONSTRAINT feedback_status_ck CHECK (status IN ('open', 'answered', 'closed')),
      member_unread boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      last_reply_at timestamptz
    )`.execute(db);
  await sql`CREATE INDEX feedback_member_idx ON feedback (member_id, id DESC)`.execute(db);
  await sql`CREATE INDEX feedback_queue_idx ON feedback (merchant_id, status, id)`.execute(db);
  await sql`
    CREATE TABLE feedback_image (
      id serial CONSTRAINT feedback_image_pk PRIMARY KEY,
      feedback_id integer NOT NULL CONSTRAINT feedback_image_feedback_fk REFERENCES feedback (id) ON DELETE CASCADE,
      upload_id integer NOT NULL CONSTRAINT feedback_image_upload_fk REFERENCES upload (id),
      position smallint NOT NULL CONSTRAINT feedback_image_position_ck CHECK (position BETWEEN 0 AND 2),
      CONSTRAINT feedback_image_position_uq UNIQUE (feedback_id, position)
    )`.execute(db);
  await sql`
    CREATE TABLE feedback_reply (
      id serial CONSTRAINT feedback_reply_pk PRIMARY KEY,
      feedback_id integer NOT NULL CONSTRAINT feedback_reply_feedback_fk REFERENCES feedback (id) ON DELETE CASCADE,
      operator_id integer CONSTRAINT feedback_reply_operator_fk REFERENCES operator (id),
      content text NOT NULL CONSTRAINT feedback_reply_content_ck CHECK (length(content) BETWEEN 1 AND 2000),
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX feedback_reply_feedback_idx ON feedback_reply (feedback_id, id)`.execute(db);

  const { rows } = await sql<{ def: string }>`
    SELECT pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conname = 'notification_type_ck'`.execute(db);
  const types = new Set([...(rows[0]?.def ?? '').matchAll(/'([A-Z_]+)'/g)].map((m) => m[1] as string));
  types.add('FEEDBACK_REPLIED');
  await sql`ALTER TABLE notification DROP CONSTRAINT IF EXISTS notification_type_ck`.execute(db);
  await sql`ALTER TABLE notification ADD CONSTRAINT notification_type_ck CHECK (type IN (${sql.join([...types].map((t) => sql.lit(t)))}))`.execute(
    db,
  );
}
