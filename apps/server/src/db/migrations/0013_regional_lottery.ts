import { type Kysely, sql } from 'kysely';

/**
 * The regional lotteries on the in-house engine (issue #7): SEA 4D under the TCG_SEA vendor and
 * the Vietnamese lottery (north and south/central provinces) under TCG_LOTTO_VN. They are lottery
 * games like the rest; only their vendor and game types are new (providers/bgs games/sea4d.ts,
 * games/vn.ts). They pay fixed prize tables only, never by prize group.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE lottery_game DROP CONSTRAINT lottery_game_vendor_ck`.execute(db);
  await sql`ALTER TABLE lottery_game ADD CONSTRAINT lottery_game_vendor_ck CHECK (vendor_code IN ('LOTT', 'ELOTT', 'TCG_SEA', 'TCG_LOTTO_VN'))`.execute(
    db,
  );
  await sql`ALTER TABLE lottery_game DROP CONSTRAINT lottery_game_type_ck`.execute(db);
  await sql`
    ALTER TABLE lottery_game ADD CONSTRAINT lottery_game_type_ck
      CHECK (game_type IN ('ssc', 'pk10', '11x5', 'lhc', 'lf', 'sea4d', 'vn_north', 'vn_south'))`.execute(db);
  await sql`
    ALTER TABLE lottery_game ADD CONSTRAINT lottery_game_regional_odds_ck
      CHECK (game_type NOT IN ('sea4d', 'vn_north', 'vn_south') OR pay_mode = 'fixed_odds')`.execute(db);
}
