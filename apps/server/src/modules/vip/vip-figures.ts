import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { levelName } from './vip-levels';

/** The account figures of spec §3 for `GET /wps/member/info`: whether the member has a VIP level above the base, its name and number. */
export async function vipFigures(
  db: Kysely<Database>,
  member: { merchant_id: number; vip_level: number },
  language: string,
): Promise<{ hasVip: boolean; vipLabelName: string; vipRankLevel: number }> {
  const row = await db
    .selectFrom('vip_level')
    .select(['level', 'names'])
    .where('merchant_id', '=', member.merchant_id)
    .where('level', '=', member.vip_level)
    .executeTakeFirst();
  return { hasVip: member.vip_level > 0, vipLabelName: levelName(row, language, member.vip_level), vipRankLevel: member.vip_level };
}
