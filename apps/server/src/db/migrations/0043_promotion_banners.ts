import { type Kysely, sql } from 'kysely';

/**
 * The back office's promotions (issue 19 item 8, docs/promotions/back-office.md):
 * - `promotion_banner`: a banner an operator uploaded (png, jpg or webp by its bytes), served at
 *   `/wps/promotion/banner/<id>` and named by a promotion's `banner_url`; kept when the promotion
 *   points elsewhere (an older version of a page may still show it);
 * - `bonus.requirement_note`: why an operator waived a bonus's turnover requirement.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE promotion_banner (
      id serial CONSTRAINT promotion_banner_pk PRIMARY KEY,
      merchant_id integer NOT NULL CONSTRAINT promotion_banner_merchant_fk REFERENCES merchant (id),
      content_type text NOT NULL
        CONSTRAINT promotion_banner_type_ck CHECK (content_type IN ('image/png', 'image/jpeg', 'image/webp')),
      bytes bytea NOT NULL,
      uploaded_by text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`ALTER TABLE bonus ADD COLUMN requirement_note text`.execute(db);
}
