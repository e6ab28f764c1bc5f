import { type Kysely, sql } from 'kysely';

/**
 * The operator and everything the site as a whole is configured by: domains, the whitelabel
 * module tree, registration field rules, customer service, resources, region blocks, dialing
 * codes. A trigger bumps `merchant.config_version` on any change so every process can cache the
 * assembled configuration and notice a change with one cheap read.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE merchant (
      id serial CONSTRAINT merchant_pk PRIMARY KEY,
      code text NOT NULL CONSTRAINT merchant_code_uq UNIQUE,
      name text NOT NULL,
      currency_code text NOT NULL,
      currency_symbol text NOT NULL,
      currency_decimals smallint NOT NULL DEFAULT 2 CONSTRAINT merchant_decimals_ck CHECK (currency_decimals BETWEEN 0 AND 4),
      default_language text NOT NULL DEFAULT 'my',
      logo_path text NOT NULL,
      licence text NOT NULL DEFAULT '',
      copyright text NOT NULL DEFAULT '',
      main_domain text NOT NULL,
      gtag_id text,
      image_cdns jsonb NOT NULL DEFAULT '[]',
      launch_game_cdns jsonb NOT NULL DEFAULT '[]',
      maintenance boolean NOT NULL DEFAULT false,
      maintenance_message text,
      maintenance_until timestamptz,
      region_restriction boolean NOT NULL DEFAULT false,
      config_version integer NOT NULL DEFAULT 1,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);

  await sql`
    CREATE FUNCTION merchant_touch() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.config_version = OLD.config_version THEN
        NEW.config_version := OLD.config_version + 1;
      END IF;
      NEW.updated_at := now();
      RETURN NEW;
    END $$`.execute(db);
  await sql`CREATE TRIGGER merchant_touch_trg BEFORE UPDATE ON merchant FOR EACH ROW EXECUTE FUNCTION merchant_touch()`.execute(db);

  await sql`
    CREATE FUNCTION merchant_config_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE merchant SET config_version = config_version + 1
       WHERE id = (CASE WHEN TG_OP = 'DELETE' THEN OLD.merchant_id ELSE NEW.merchant_id END);
      IF TG_OP = 'UPDATE' AND NEW.merchant_id <> OLD.merchant_id THEN
        UPDATE merchant SET config_version = config_version + 1 WHERE id = OLD.merchant_id;
      END IF;
      RETURN NULL;
    END $$`.execute(db);

  await sql`
    CREATE TABLE merchant_domain (
      domain text CONSTRAINT merchant_domain_pk PRIMARY KEY,
      merchant_id integer NOT NULL CONSTRAINT merchant_domain_merchant_fk REFERENCES merchant (id) ON DELETE CASCADE,
      route text NOT NULL DEFAULT '/' CONSTRAINT merchant_domain_route_ck CHECK (route LIKE '/%'),
      is_mirror boolean NOT NULL DEFAULT false
    )`.execute(db);
  await sql`CREATE INDEX merchant_domain_merchant_idx ON merchant_domain (merchant_id)`.execute(db);

  await sql`
    CREATE TABLE merchant_module (
      merchant_id integer NOT NULL CONSTRAINT merchant_module_merchant_fk REFERENCES merchant (id) ON DELETE CASCADE,
      mod_id text NOT NULL,
      parent_mod_id text,
      name text NOT NULL,
      enabled boolean NOT NULL,
      sort integer NOT NULL DEFAULT 0,
      CONSTRAINT merchant_module_pk PRIMARY KEY (merchant_id, mod_id),
      CONSTRAINT merchant_module_parent_fk FOREIGN KEY (merchant_id, parent_mod_id)
        REFERENCES merchant_module (merchant_id, mod_id) ON DELETE CASCADE
    )`.execute(db);

  await sql`
    CREATE TABLE register_field_rule (
      merchant_id integer NOT NULL CONSTRAINT register_field_rule_merchant_fk REFERENCES merchant (id) ON DELETE CASCADE,
      field text NOT NULL,
      enabled boolean NOT NULL,
      required boolean NOT NULL,
      pattern_id text NOT NULL,
      accepted_pattern text,
      min_length integer NOT NULL CONSTRAINT register_field_rule_min_ck CHECK (min_length >= 0),
      max_length integer NOT NULL,
      sort integer NOT NULL DEFAULT 0,
      CONSTRAINT register_field_rule_pk PRIMARY KEY (merchant_id, field),
      CONSTRAINT register_field_rule_bounds_ck CHECK (max_length >= GREATEST(min_length, 1))
    )`.execute(db);

  await sql`
    CREATE TABLE customer_service (
      id serial CONSTRAINT customer_service_pk PRIMARY KEY,
      merchant_id integer NOT NULL CONSTRAINT customer_service_merchant_fk REFERENCES merchant (id) ON DELETE CASCADE,
      title text NOT NULL,
      type text NOT NULL CONSTRAINT customer_service_type_ck CHECK (type IN ('LIVECHAT', 'TELEGRAM')),
      url text NOT NULL,
      sort integer NOT NULL DEFAULT 0,
      enabled boolean NOT NULL DEFAULT true,
      CONSTRAINT customer_service_title_uq UNIQUE (merchant_id, title)
    )`.execute(db);

  await sql`
    CREATE TABLE resource (
      merchant_id integer NOT NULL CONSTRAINT resource_merchant_fk REFERENCES merchant (id) ON DELETE CASCADE,
      type text NOT NULL,
      label_name_en text NOT NULL,
      url text NOT NULL,
      sort integer NOT NULL DEFAULT 0,
      CONSTRAINT resource_pk PRIMARY KEY (merchant_id, type)
    )`.execute(db);

  await sql`
    CREATE TABLE region_block (
      id serial CONSTRAINT region_block_pk PRIMARY KEY,
      merchant_id integer NOT NULL CONSTRAINT region_block_merchant_fk REFERENCES merchant (id) ON DELETE CASCADE,
      ip_range cidr,
      country char(2),
      note text,
      CONSTRAINT region_block_one_ck CHECK ((ip_range IS NULL) <> (country IS NULL))
    )`.execute(db);
  await sql`CREATE INDEX region_block_merchant_idx ON region_block (merchant_id)`.execute(db);

  await sql`
    CREATE TABLE country_code (
      country_code char(2) CONSTRAINT country_code_pk PRIMARY KEY,
      dialing_code text NOT NULL,
      name text NOT NULL,
      sort integer NOT NULL DEFAULT 0,
      enabled boolean NOT NULL DEFAULT true
    )`.execute(db);

  for (const table of ['merchant_domain', 'merchant_module', 'register_field_rule', 'customer_service', 'resource', 'region_block']) {
    await sql`CREATE TRIGGER ${sql.raw(`${table}_changed_trg`)} AFTER INSERT OR UPDATE OR DELETE ON ${sql.table(table)}
      FOR EACH ROW EXECUTE FUNCTION merchant_config_changed()`.execute(db);
  }
}
