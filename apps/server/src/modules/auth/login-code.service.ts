import type { LoginResponse } from '@fortuna/shared';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { SiteContext } from '../../http/site-context';
import type { MemberRepository } from '../member/member.repository';
import type { AuthContext, AuthService } from './auth.service';
import { hashToken, newToken } from './token';

/** How long a URL login code lives: long enough to open a link, too short to be worth stealing. */
export const LOGIN_CODE_SECONDS = 60;

type Deps = { db: Kysely<Database>; auth: AuthService; members: MemberRepository };

/**
 * Spec §2 "a token in the URL logs the user in", without a session token in any URL: a session
 * asks for a one-time code, the link carries the code, and the page it opens exchanges the code
 * for a session of its own. Codes are 256 random bits stored hashed, live 60 s, work once, and
 * only while the session that issued them is live (a logout or password change voids them).
 */
export function createLoginCodeService({ db, auth, members }: Deps) {
  return {
    /** `POST /wps/session/loginCode`: a code for the caller's session. */
    async issue(ctx: AuthContext): Promise<{ code: string; expiresInSeconds: number }> {
      if (ctx.isTrial) throw new AppError('in_need_true_account');
      const code = newToken();
      await db
        .insertInto('login_code')
        .values({
          code_hash: hashToken(code),
          session_hash: hashToken(ctx.token),
          expires_at: sql<Date>`now() + make_interval(secs => ${LOGIN_CODE_SECONDS})`,
          used_at: null,
        })
        .execute();
      return { code, expiresInSeconds: LOGIN_CODE_SECONDS };
    },

    /**
     * `POST /wps/session/loginCode/exchange`: uses the code (one statement: unused, unexpired, its
     * session live) and opens a fresh session of the same side and login type for the same member.
     */
    async exchange(site: SiteContext, code: string): Promise<LoginResponse> {
      const used = await db
        .updateTable('login_code')
        .from('member_session')
        .set({ used_at: sql`now()` })
        .whereRef('member_session.token_hash', '=', 'login_code.session_hash')
        .where('login_code.code_hash', '=', hashToken(code))
        .where('login_code.used_at', 'is', null)
        .where('login_code.expires_at', '>', sql<Date>`now()`)
        .where('member_session.revoked_at', 'is', null)
        .where('member_session.expires_at', '>', sql<Date>`now()`)
        .returning(['member_session.member_id', 'member_session.side', 'member_session.login_type'])
        .executeTakeFirst();
      if (!used) throw new AppError('login_code_invalid');
      const member = await members.findById(db, used.member_id);
      if (!member || member.merchant_id !== site.merchant.id) throw new AppError('login_code_invalid');
      if (member.status !== 'ACTIVE') throw new AppError('account_frozen');
      return auth.completeLogin(site, member, used.side, used.login_type);
    },
  };
}

export type LoginCodeService = ReturnType<typeof createLoginCodeService>;
