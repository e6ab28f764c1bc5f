import { CHAT_GUEST_HEADER } from '@fortuna/shared';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, MerchantRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { RateLimiter } from '../../http/rate-limit';
import type { AuthService } from '../auth/auth.service';
import { hashToken, newToken, tokenFromHeader } from '../auth/token';

/** Who writes on the member side of a live chat: a signed-in member, or a guest known by its browser's token. */
export type ChatParty =
  | { kind: 'member'; merchantId: number; memberId: number; name: string }
  | { kind: 'guest'; merchantId: number; guestId: number; name: string };

/** Guest identities one address may open per hour. */
const GUESTS_PER_HOUR = 20;

/** A guest's display name: "Guest" and a number the operator can tell apart (plain text). */
const guestName = (id: number) => `Guest-${String(id).padStart(5, '0')}`;

export function createChatParties(deps: { db: Kysely<Database>; auth: AuthService; limiter: RateLimiter }) {
  const { db, auth, limiter } = deps;

  /** The guest a token names in this merchant, or null. */
  async function guestByToken(merchant: MerchantRow, token: string | null): Promise<ChatParty | null> {
    if (!token) return null;
    const row = await db
      .selectFrom('chat_guest')
      .select(['id', 'name'])
      .where('token_hash', '=', hashToken(token))
      .where('merchant_id', '=', merchant.id)
      .executeTakeFirst();
    return row ? { kind: 'guest', merchantId: merchant.id, guestId: row.id, name: row.name } : null;
  }

  const guestHeader = (request: FastifyRequest) => {
    const raw = request.headers[CHAT_GUEST_HEADER];
    return tokenFromHeader(typeof raw === 'string' ? raw : undefined);
  };

  return {
    guestByToken,

    /** The member of the Authorization header (its session must be live), else the guest of `x-chat-guest`, else `not_logged_in`. */
    async of(request: FastifyRequest): Promise<ChatParty> {
      const { merchant } = request.site;
      if (request.headers.authorization) {
        const ctx = await auth.authenticate(request.headers.authorization, merchant, request.sessionLookup);
        return { kind: 'member', merchantId: merchant.id, memberId: ctx.member.id, name: ctx.member.nickname || ctx.member.username };
      }
      const guest = await guestByToken(merchant, guestHeader(request));
      if (!guest) throw new AppError('not_logged_in');
      return guest;
    },

    /** Like {@link of}, but a visitor without either gets a new guest identity (its token returned once). */
    async ofOrNewGuest(request: FastifyRequest): Promise<{ party: ChatParty; guestToken: string | null }> {
      const { merchant } = request.site;
      if (request.headers.authorization) return { party: await this.of(request), guestToken: null };
      const known = await guestByToken(merchant, guestHeader(request));
      if (known) return { party: known, guestToken: null };
      await limiter.enforce(`chat-guest:${merchant.id}:${request.site.visitor.ip}`, GUESTS_PER_HOUR, 3600, 'too_many_requests');
      const token = newToken();
      const row = await db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('chat_guest')
          .values({ merchant_id: merchant.id, token_hash: hashToken(token), name: '' })
          .returning('id')
          .executeTakeFirstOrThrow();
        const name = guestName(inserted.id);
        await trx.updateTable('chat_guest').set({ name }).where('id', '=', inserted.id).execute();
        return { id: inserted.id, name };
      });
      return { party: { kind: 'guest', merchantId: merchant.id, guestId: row.id, name: row.name }, guestToken: token };
    },
  };
}

export type ChatParties = ReturnType<typeof createChatParties>;
