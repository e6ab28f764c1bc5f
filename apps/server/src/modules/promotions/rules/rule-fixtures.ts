import type { Kysely } from 'kysely';
import type { Database, MerchantRow } from '../../../db/schema';
import { createPromotionsRepository, type PromotionRow } from '../promotions.repository';
import { ruleOf } from './registry';
import type { RuleOutcome, SweepPlan } from './types';

/** Test fixtures of the rule tests: a promotion of a kind, a member, and the rule's answers. */
export function ruleFixtures(db: Kysely<Database>) {
  let n = 0;
  const merchant = () => db.selectFrom('merchant').selectAll().where('code', '=', 'FORTUNA').executeTakeFirstOrThrow();
  return {
    merchant,
    async memberId(username: string): Promise<number> {
      return (await db.selectFrom('member').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
    },
    /** A new enabled promotion of a kind for everyone, from `startsAt`. */
    async promotion(kind: string, rule: Record<string, unknown>, options: { takeMode?: 'auto' | 'claim'; startsAt?: Date } = {}) {
      const m = await merchant();
      n++;
      const row = await db
        .insertInto('promotion')
        .values({
          merchant_id: m.id,
          code: `TEST_${kind.toUpperCase()}_${n}_${Math.random().toString(36).slice(2, 8)}`,
          category: 'OTHER',
          tags: JSON.stringify([]),
          starts_at: options.startsAt ?? new Date('2020-01-01T00:00:00Z'),
          audience: JSON.stringify({ kind: 'everyone' }),
          take_mode: options.takeMode ?? 'claim',
          reward_kind: kind,
          rule: JSON.stringify(rule),
          texts: JSON.stringify({ en: { title: kind, summary: '', html: '' } }),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return (await createPromotionsRepository(db).byId(m.id, row.id)) as PromotionRow;
    },
    /** The rule's answer for a member at `now`. */
    async evaluate(promotion: PromotionRow, memberId: number, now: Date): Promise<RuleOutcome> {
      const rule = ruleOf(promotion.rewardKind);
      if (!rule) throw new Error(`no rule ${promotion.rewardKind}`);
      const m: MerchantRow = await merchant();
      return rule.evaluate({ db, merchant: m, memberId, promotion, now, joinedAt: null }, rule.params.parse(promotion.rule));
    },
    /** The rule's sweep plan at `now`. */
    async sweep(promotion: PromotionRow, now: Date): Promise<SweepPlan | null> {
      const rule = ruleOf(promotion.rewardKind);
      if (!rule?.sweep) return null;
      return rule.sweep({ db, merchant: await merchant(), promotion, now }, rule.params.parse(promotion.rule));
    },
    /** A deposit credited at `at`. */
    async deposit(memberId: number, amount: bigint, at: Date): Promise<void> {
      const m = await merchant();
      const channel = await db.selectFrom('deposit_channel').select('id').where('merchant_id', '=', m.id).executeTakeFirstOrThrow();
      await db
        .insertInto('deposit')
        .values({
          merchant_id: m.id,
          member_id: memberId,
          channel_id: channel.id,
          amount,
          request_id: `rule-dep-${crypto.randomUUID()}`,
          status: 'CREDITED',
          decided_at: at,
        })
        .execute();
    },
    /** A login session begun at `at` from a device (the `Device` header's value). */
    async session(memberId: number, device: string, at: Date): Promise<void> {
      await db
        .insertInto('member_session')
        .values({
          token_hash: Buffer.from(crypto.getRandomValues(new Uint8Array(32))),
          member_id: memberId,
          side: 'member',
          login_type: 'username',
          ip: '127.0.0.1',
          device,
          created_at: at,
          expires_at: new Date(at.getTime() + 3_600_000),
        })
        .execute();
    },
    /** A bonus row of a promotion's period (what the streak of a sign-in counts), without money. */
    async paidRow(promotion: PromotionRow, memberId: number, periodKey: string): Promise<void> {
      await db
        .insertInto('bonus')
        .values({
          merchant_id: promotion.merchantId,
          member_id: memberId,
          promotion_id: promotion.id,
          source: 'promotion',
          grant_key: `promo:${promotion.id}:${periodKey}`,
          taken_by: 'claim',
          title: JSON.stringify({}),
          amount: 1n,
          turnover_since: new Date(),
        })
        .execute();
    },
  };
}
