import { type Kysely, sql } from 'kysely';

/**
 * Every change to the site configuration or the catalogue is announced on the `fortuna_config`
 * channel, so each server process can keep them in memory and drop its copy when they change
 * (modules/config/config-changes.ts, docs/hardening/config-cache.md).
 *
 * The announcement rides on the version bumps that already exist: any change to a merchant's
 * configuration tables updates its `merchant` row (migration 0001's triggers move
 * `config_version`), and any change to a catalogue table updates `catalog_version` (0008). One
 * AFTER trigger on each of those two rows therefore hears every change, whoever makes it (an
 * operator, a job, the seed, SQL by hand), and NOTIFY is delivered on commit only: never for a
 * change that rolled back, never before its rows are visible.
 *
 * Payload (JSON): `{"area":"site","merchant":<id>,"version":<config_version>}` or
 * `{"area":"catalogue","merchant":null,"version":<catalog version>}`. A deleted merchant is
 * announced with its last version plus one, so any copy of it counts as older.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE FUNCTION config_notify() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_TABLE_NAME = 'catalog_version' THEN
        PERFORM pg_notify('fortuna_config', json_build_object('area', 'catalogue', 'merchant', NULL, 'version', NEW.version)::text);
      ELSIF TG_OP = 'DELETE' THEN
        PERFORM pg_notify('fortuna_config', json_build_object('area', 'site', 'merchant', OLD.id, 'version', OLD.config_version + 1)::text);
      ELSE
        PERFORM pg_notify('fortuna_config', json_build_object('area', 'site', 'merchant', NEW.id, 'version', NEW.config_version)::text);
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER merchant_notify_trg AFTER INSERT OR UPDATE OR DELETE ON merchant
    FOR EACH ROW EXECUTE FUNCTION config_notify()`.execute(db);
  await sql`CREATE TRIGGER catalog_version_notify_trg AFTER UPDATE ON catalog_version
    FOR EACH ROW EXECUTE FUNCTION config_notify()`.execute(db);
}
