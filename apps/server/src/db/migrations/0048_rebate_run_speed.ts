import { type Kysely, sql } from 'kysely';

/**
 * The daily rebate run's speed (docs/promotions/rebate.md, "Performance"): `rebate_record` drops its
 * foreign key to the member. A record names its bonus (`rebate_record_bonus_fk`, kept), whose own
 * foreign key names the same member (`bonus_member_fk`); the member check was a second lookup, and a
 * second row lock, per member paid, in a run that writes these by the hundred thousand
 * (`rebate_watermark` and `rebate_run` already keep no foreign key to the merchant for that reason).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE rebate_record DROP CONSTRAINT rebate_record_member_fk`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE rebate_record ADD CONSTRAINT rebate_record_member_fk FOREIGN KEY (member_id) REFERENCES member (id)`.execute(db);
}
