import type { Kysely } from 'kysely';
import type { Database, MerchantRow } from '../../db/schema';
import type { ReferralRepository } from './referral.repository';
import type { ReferralStages } from './referral-stages';

/** Friends looked at per sweep. */
const BATCH = 200;

/**
 * The referral sweeper (every minute, in every process): walks the referred friends of the last
 * 90 days still short of a stage, a batch at a time (wrapping around), and pays what they reached
 * — valid bets, which no single event announces, and any stage whose trigger a crash missed.
 */
export function createReferralSweeper(deps: { db: Kysely<Database>; repo: ReferralRepository; stages: ReferralStages }) {
  const { db, repo, stages } = deps;
  let cursor = 0;
  return {
    /** One batch; returns how many stages it paid. */
    async sweep(): Promise<number> {
      const friends = await repo.openFriends(cursor, BATCH);
      cursor = friends.length < BATCH ? 0 : (friends.at(-1)?.id ?? 0);
      const merchants = new Map<number, MerchantRow>();
      let paid = 0;
      for (const friend of friends) {
        let merchant = merchants.get(friend.merchantId);
        if (!merchant) {
          merchant = await db.selectFrom('merchant').selectAll().where('id', '=', friend.merchantId).executeTakeFirstOrThrow();
          merchants.set(friend.merchantId, merchant);
        }
        paid += (await stages.advance(merchant, friend.id)).length;
      }
      return paid;
    },
  };
}

export type ReferralSweeper = ReturnType<typeof createReferralSweeper>;
