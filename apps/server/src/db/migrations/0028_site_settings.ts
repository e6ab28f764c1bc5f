import { type Kysely, sql } from 'kysely';

/**
 * Site configuration the back office edits (issue 16, docs/backoffice/site.md):
 * - `merchant.languages`: the languages the site offers (the default among them);
 * - `merchant.primary_colour` / `accent_colour`: the brand's colours (`#rrggbb`, null = theme's);
 * - `merchant.maintenance_messages`: the maintenance message per language (`{"en": "…"}`), the
 *   plain `maintenance_message` being the fallback.
 * Every column is on the merchant row, so its trigger bumps `config_version` and a change is seen
 * on the next request.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE merchant
    ADD COLUMN languages text[] NOT NULL DEFAULT ARRAY['my','en','zh','zh-TW','ja','th','vi','es','hi','id','km','ko','ms','pt','pt-BR','ta','tl','ur','tr','bn','ar','fa','ru','kk','uz','lo','ne','si','mn','fr','de']::text[],
    ADD COLUMN primary_colour text CONSTRAINT merchant_primary_colour_ck CHECK (primary_colour ~ '^#[0-9a-f]{6}$'),
    ADD COLUMN accent_colour text CONSTRAINT merchant_accent_colour_ck CHECK (accent_colour ~ '^#[0-9a-f]{6}$'),
    ADD COLUMN maintenance_messages jsonb NOT NULL DEFAULT '{}'::jsonb
      CONSTRAINT merchant_maintenance_messages_ck CHECK (jsonb_typeof(maintenance_messages) = 'object')`.execute(db);
  // A merchant whose default is spelled otherwise (an old `MY`) keeps it, offered too, rather than failing the upgrade.
  await sql`UPDATE merchant SET languages = array_append(languages, default_language) WHERE NOT (default_language = ANY (languages))`.execute(
    db,
  );
  await sql`ALTER TABLE merchant ADD CONSTRAINT merchant_languages_ck
    CHECK (cardinality(languages) >= 1 AND default_language = ANY (languages))`.execute(db);
}
