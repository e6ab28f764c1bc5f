import { drawStream, newServerSeed, seedHash, splitBudget } from '@fortuna/bgs';
import {
  type ClaimRedEnvelopeResponse,
  type CreateRedEnvelopeDropRequest,
  formatMinor,
  type MyRedEnvelopes,
  type OpsRedEnvelopeDrop,
  parseMinor,
  promotionAudienceSchema,
  RED_ENVELOPE_EXTRA_MAX,
  type RedEnvelopeDrop,
} from '@fortuna/shared';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, MerchantRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { SiteContext } from '../../http/site-context';
import type { AuthContext } from '../auth/auth.service';
import { nameIn } from '../game-launch/game-launch.presenter';
import { recordAudit } from '../ops/audit';
import { grantBonus } from '../promotions/bonus-book';
import type { PromotionsService } from '../promotions/promotions.service';
import type { DropRow, RedEnvelopesRepository } from './red-envelopes.repository';

type Deps = {
  db: Kysely<Database>;
  repo: RedEnvelopesRepository;
  promotions: Pick<PromotionsService, 'memberInAudience'>;
  now?: () => Date;
};

/** Ended drops members still see (with their revealed seeds) for this long. */
const ENDED_SHOWN_MS = 7 * 86_400_000;

/** The `Uint32Stream` message prefix of a drop: HMAC-SHA256(seed, `RED:<dropId>:<i>`). */
export const RED_ENVELOPE_GAME_CODE = 'RED';

/** A drop's amounts from its seed (FAIRNESS.md "Red envelopes"). */
export function dropAmounts(seed: string, dropId: number, budget: bigint, count: number, min: bigint): bigint[] {
  return splitBudget(drawStream(seed, RED_ENVELOPE_GAME_CODE, String(dropId)), budget, count, min);
}

/**
 * Red envelopes (docs/promotions/red-envelopes.md): an operator's drop commits a server seed by
 * its hash and draws the envelopes' amounts from it at once; members take the next unclaimed
 * envelope of a live drop, once per drop, paid through the bonus book (`red:<dropId>`); the seed is
 * revealed after the drop ends so anyone can recompute every amount.
 */
export function createRedEnvelopesService(deps: Deps) {
  const { db, repo, promotions } = deps;
  const now = deps.now ?? (() => new Date());

  const stateOf = (d: DropRow, at: Date) => (at < d.starts_at ? 'upcoming' : at >= d.ends_at ? 'ended' : 'live');
  const fairness = (d: DropRow, at: Date, decimals: number) => ({
    seedHash: d.seed_hash,
    serverSeed: at >= d.ends_at ? d.server_seed : null,
    dropId: d.id,
    budget: formatMinor(d.budget, decimals),
    count: d.count,
    minAmount: formatMinor(d.min_amount, decimals),
  });

  async function visible(merchant: MerchantRow, memberId: number, d: DropRow): Promise<boolean> {
    return promotions.memberInAudience(merchant, memberId, promotionAudienceSchema.parse(d.audience));
  }

  return {
    /** `POST /ops/red-envelopes` (promotions.write): commits a fresh seed and draws the amounts, audited in the same transaction. */
    async create(request: FastifyRequest, input: CreateRedEnvelopeDropRequest): Promise<OpsRedEnvelopeDrop> {
      const merchant = request.site.merchant;
      const decimals = merchant.currency_decimals;
      const money = (text: string, field: string) => {
        try {
          return parseMinor(text, decimals);
        } catch {
          throw new AppError('invalid_parameter', { field });
        }
      };
      const budget = money(input.budget, 'budget');
      const min = money(input.minAmount, 'minAmount');
      if (min <= 0n) throw new AppError('invalid_parameter', { field: 'minAmount' });
      const extra = budget - BigInt(input.count) * min;
      if (extra < 0n || extra > RED_ENVELOPE_EXTRA_MAX) {
        throw new AppError('red_envelope_split_invalid', { max: formatMinor(RED_ENVELOPE_EXTRA_MAX, decimals) });
      }
      const startsAt = new Date(input.startsAt);
      const endsAt = new Date(input.endsAt);
      if (endsAt <= startsAt || endsAt <= now()) throw new AppError('invalid_parameter', { field: 'endsAt' });
      const seed = newServerSeed();
      const operator = request.operator?.username ?? 'operator';
      const id = await db.transaction().execute(async (trx) => {
        const dropId = await repo.insertDrop(trx, {
          merchant_id: merchant.id,
          titles: JSON.stringify(input.titles),
          budget,
          count: input.count,
          min_amount: min,
          starts_at: startsAt,
          ends_at: endsAt,
          audience: JSON.stringify(input.audience),
          server_seed: seed,
          seed_hash: seedHash(seed),
          created_by: operator,
        });
        await repo.insertEnvelopes(trx, dropId, dropAmounts(seed, dropId, budget, input.count, min));
        // The seed stays out of the audit log: it is secret until the drop ends.
        const after = { ...input, id: dropId, seedHash: seedHash(seed) };
        await recordAudit(trx, request, { action: 'red_envelope.create', targetType: 'red_envelope_drop', targetId: dropId, after });
        return dropId;
      });
      const created = await repo.drop(db, merchant.id, id);
      if (!created) throw new AppError('red_envelope_drop_not_found');
      return this.present(created, decimals);
    },

    /**
     * `POST /ops/red-envelopes/:id/end` (promotions.write): closes a live or upcoming drop now, so
     * nobody claims after it and its seed is revealed; envelopes already opened stay paid. Audited
     * with the window before and after in the same transaction.
     */
    async end(request: FastifyRequest, id: number): Promise<OpsRedEnvelopeDrop> {
      const merchant = request.site.merchant;
      await db.transaction().execute(async (trx) => {
        const before = await repo.drop(trx, merchant.id, id);
        if (!before) throw new AppError('red_envelope_drop_not_found');
        const at = now();
        // An upcoming drop starts a millisecond before it ends (the table wants a period that is not empty).
        const startsAt = before.starts_at < at ? before.starts_at : new Date(at.getTime() - 1);
        if (!(await repo.endAt(trx, merchant.id, id, startsAt, at))) throw new AppError('red_envelope_not_live');
        const window = (from: Date, to: Date) => ({ startsAt: from.toISOString(), endsAt: to.toISOString() });
        await recordAudit(trx, request, {
          action: 'red_envelope.end',
          targetType: 'red_envelope_drop',
          targetId: id,
          before: window(before.starts_at, before.ends_at),
          after: window(startsAt, at),
        });
      });
      const ended = await repo.drop(db, merchant.id, id);
      if (!ended) throw new AppError('red_envelope_drop_not_found');
      return this.present(ended, merchant.currency_decimals);
    },

    /** A drop as the back office shows it (the seed only after the end, as members see it). */
    present(d: DropRow, decimals: number): OpsRedEnvelopeDrop {
      return {
        id: d.id,
        titles: d.titles,
        budget: formatMinor(d.budget, decimals),
        count: d.count,
        minAmount: formatMinor(d.min_amount, decimals),
        claimed: d.claimed,
        paid: formatMinor(d.paid, decimals),
        startsAt: d.starts_at.toISOString(),
        endsAt: d.ends_at.toISOString(),
        audience: promotionAudienceSchema.parse(d.audience),
        seedHash: d.seed_hash,
        serverSeed: now() >= d.ends_at ? d.server_seed : null,
        createdBy: d.created_by,
        createdAt: new Date(d.created_at).toISOString(),
      };
    },

    /** `GET /ops/red-envelopes` (promotions.read). */
    async opsList(request: FastifyRequest): Promise<OpsRedEnvelopeDrop[]> {
      const merchant = request.site.merchant;
      return (await repo.drops(merchant.id)).map((d) => this.present(d, merchant.currency_decimals));
    },

    /** `GET /wps/promotion/raffle/drops` (T): live and upcoming drops of the member's audience, then those ended in the last 7 days. */
    async drops(site: SiteContext, ctx: AuthContext): Promise<RedEnvelopeDrop[]> {
      if (ctx.isTrial) return [];
      const at = now();
      const all = await repo.drops(site.merchant.id, new Date(at.getTime() - ENDED_SHOWN_MS));
      const mine = await repo.taken(
        ctx.member.id,
        all.map((d) => d.id),
      );
      const shown: RedEnvelopeDrop[] = [];
      for (const d of all) {
        // A drop the member took from stays listed even if the audience no longer matches.
        if (!mine.has(d.id) && !(await visible(site.merchant, ctx.member.id, d))) continue;
        const decimals = site.merchant.currency_decimals;
        const taken = mine.get(d.id);
        shown.push({
          id: d.id,
          title: nameIn(d.titles, site.language),
          startsAt: d.starts_at.toISOString(),
          endsAt: d.ends_at.toISOString(),
          count: d.count,
          remaining: d.count - d.claimed,
          mine: taken ? formatMinor(taken.amount, decimals) : null,
          state: stateOf(d, at),
          fairness: fairness(d, at, decimals),
        });
      }
      const order = { live: 0, upcoming: 1, ended: 2 } as const;
      return shown.sort((a, b) => order[a.state] - order[b.state] || a.endsAt.localeCompare(b.endsAt));
    },

    /**
     * `POST /wps/promotion/raffle/claim` (T): the next unclaimed envelope of a live drop, paid
     * through the bonus book in the same transaction. One per member and drop (the envelope's
     * unique member and the bonus key `red:<dropId>`); a replayed requestId answers the first claim.
     */
    async claim(site: SiteContext, ctx: AuthContext, input: { dropId: number; requestId: string }): Promise<ClaimRedEnvelopeResponse> {
      if (ctx.isTrial) throw new AppError('in_need_true_account');
      const merchant = site.merchant;
      const decimals = merchant.currency_decimals;
      const memberId = ctx.member.id;
      const drop = await repo.drop(db, merchant.id, input.dropId);
      if (!drop) throw new AppError('red_envelope_drop_not_found');
      const answer = (n: number, amount: bigint, balance: bigint): ClaimRedEnvelopeResponse => ({
        dropId: drop.id,
        envelope: n,
        amount: formatMinor(amount, decimals),
        balance: formatMinor(balance, decimals),
      });
      const title = drop.titles;
      // Checked before the transaction: the audience reads outside it (one PGlite connection would wait on itself).
      const allowed = await visible(merchant, memberId, drop);
      try {
        return await db.transaction().execute(async (trx) => {
          const earlier = await repo.takenBy(trx, drop.id, memberId);
          if (earlier) {
            const replay = await trx
              .selectFrom('bonus')
              .select('id')
              .where('member_id', '=', memberId)
              .where('request_id', '=', input.requestId)
              .where('grant_key', '=', `red:${drop.id}`)
              .executeTakeFirst();
            if (!replay) throw new AppError('red_envelope_already_claimed');
            const again = await grantBonus(trx, {
              merchant,
              memberId,
              promotionId: null,
              source: 'red_envelope',
              key: `red:${drop.id}`,
              requestId: input.requestId,
              takenBy: 'claim',
              amount: BigInt(earlier.amount),
              title,
              memo: `red envelope ${drop.id}`,
            });
            return answer(earlier.n, BigInt(earlier.amount), again.balance);
          }
          const at = now();
          if (stateOf(drop, at) !== 'live') throw new AppError('red_envelope_not_live');
          if (!allowed) throw new AppError('red_envelope_not_for_member');
          const taken = await repo.takeNext(trx, drop.id, memberId);
          if (!taken) throw new AppError('red_envelopes_all_taken');
          const paid = await grantBonus(trx, {
            merchant,
            memberId,
            promotionId: null,
            source: 'red_envelope',
            key: `red:${drop.id}`,
            requestId: input.requestId,
            takenBy: 'claim',
            amount: taken.amount,
            title,
            memo: `red envelope ${drop.id} #${taken.n}`,
          });
          await repo.setBonus(trx, drop.id, taken.n, paid.bonusId);
          return answer(taken.n, taken.amount, paid.balance);
        });
      } catch (error) {
        // A second claim of the same member racing the first meets the envelope's unique member.
        if ((error as { code?: string })?.code === '23505') throw new AppError('red_envelope_already_claimed');
        throw error;
      }
    },

    /** `GET /wps/promotion/raffle/mine` (T): the envelopes the member opened. */
    async mine(site: SiteContext, ctx: AuthContext, page: number, size: number): Promise<MyRedEnvelopes> {
      const { total, rows } = await repo.mine(ctx.member.id, page, size);
      return {
        total,
        list: rows.map((r) => ({
          dropId: r.drop_id,
          title: nameIn(r.titles, site.language),
          envelope: r.n,
          amount: formatMinor(BigInt(r.amount), site.merchant.currency_decimals),
          claimedAt: new Date(r.claimed_at ?? 0).toISOString(),
        })),
      };
    },
  };
}

export type RedEnvelopesService = ReturnType<typeof createRedEnvelopesService>;
