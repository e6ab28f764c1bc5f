import { type Kysely, sql } from 'kysely';

/**
 * The member profile and icon (issue 20, docs/responsible-gaming/profile-and-reports.md):
 * - the spec §3 profile labels the member table lacked (nickname and birthday exist already);
 * - `profile_saved`: the fields the member has saved through the profile, so a field the operator
 *   marks "locked after first save" locks once it is in this list;
 * - `icon`: the chosen icon, `set-<n>` (a built-in avatar) or `upload:<token>`, null = generated;
 * - `member_icon`: an uploaded icon, already resized and re-encoded (one per member);
 * - `profile_field_rule`: the operator's mode per field (editable / once / hidden); a field with
 *   no row takes its default (DEFAULT_PROFILE_MODES).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE member
    ADD COLUMN fullname text,
    ADD COLUMN telegram text,
    ADD COLUMN zalo text,
    ADD COLUMN address text,
    ADD COLUMN nationality text,
    ADD COLUMN occupation text,
    ADD COLUMN source_of_income text,
    ADD COLUMN profile_saved text[] NOT NULL DEFAULT '{}'::text[],
    ADD COLUMN icon text CONSTRAINT member_icon_ck CHECK (icon ~ '^(set-[0-9]{1,2}|upload:[A-Za-z0-9_-]{16,64})$')`.execute(db);

  await sql`
    CREATE TABLE member_icon (
      token text CONSTRAINT member_icon_pk PRIMARY KEY,
      member_id integer NOT NULL CONSTRAINT member_icon_member_fk REFERENCES member (id),
      content_type text NOT NULL CONSTRAINT member_icon_type_ck CHECK (content_type IN ('image/png', 'image/jpeg')),
      bytes bytea NOT NULL CONSTRAINT member_icon_size_ck CHECK (octet_length(bytes) <= 1048576),
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX member_icon_member_ix ON member_icon (member_id)`.execute(db);

  await sql`
    CREATE TABLE profile_field_rule (
      merchant_id integer NOT NULL CONSTRAINT profile_field_rule_merchant_fk REFERENCES merchant (id),
      field text NOT NULL,
      mode text NOT NULL CONSTRAINT profile_field_rule_mode_ck CHECK (mode IN ('editable', 'once', 'hidden')),
      CONSTRAINT profile_field_rule_pk PRIMARY KEY (merchant_id, field)
    )`.execute(db);
}
