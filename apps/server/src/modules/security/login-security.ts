import type { NewIpMethod } from '@fortuna/shared';
import type { Kysely } from 'kysely';
import type { Database, MemberRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { RateLimiter } from '../../http/rate-limit';
import type { SiteContext } from '../../http/site-context';
import { totpStep } from '../ops/totp';
import { hashRecoveryCode, isRecoveryCode } from './recovery-codes';
import { createSecurityRepository } from './security.repository';
import { deviceOf } from './user-agent';

/** Wrong second-factor codes (TOTP or recovery) or real names per member and 5 minutes; right ones do not count. */
export const CODE_TRIES = 5;
const CODE_WINDOW_SECONDS = 300;

/** A real name as compared: case, and runs of spaces, do not matter. */
function normalName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * What the login asks of an account beyond its password (docs/responsible-gaming/security-centre.md):
 * the two-factor code, the new-address methods it can use, and the login history it writes.
 * It holds no state; the auth service and the security centre each build one.
 */
export function createLoginSecurity(deps: { db: Kysely<Database>; limiter: RateLimiter }) {
  const { db, limiter } = deps;
  const repo = createSecurityRepository(db);

  /** Refuses any try once a member's wrong answers of `kind` reached the limit in this window. */
  async function guard(kind: string, memberId: number): Promise<void> {
    if ((await limiter.hits(`member-${kind}:${memberId}`, CODE_WINDOW_SECONDS)) >= CODE_TRIES)
      throw new AppError('login_too_many_attempts', { retryAfterSeconds: CODE_WINDOW_SECONDS });
  }
  /** Counts a wrong answer and refuses it with `code`. */
  async function wrong(kind: string, memberId: number, code: 'totp_incorrect' | 'real_name_incorrect'): Promise<never> {
    await limiter.hit(`member-${kind}:${memberId}`, CODE_WINDOW_SECONDS);
    throw new AppError(code);
  }

  return {
    /** Whether the member has two-factor sign-in turned on. */
    async twoFactorEnabled(memberId: number): Promise<boolean> {
      const row = await repo.twoFactor(memberId);
      return row?.enabled_at != null;
    },

    /**
     * Checks a second-factor code, good once: a TOTP code within one step of now (its step is kept
     * and never taken again), or an unused recovery code (spent). At most CODE_TRIES per 5 minutes.
     * `allowRecovery` false takes only a TOTP code (the new-address "google" method).
     */
    async checkCode(memberId: number, code: string, options: { allowRecovery?: boolean; pending?: boolean } = {}): Promise<void> {
      await guard('2fa', memberId);
      const row = await repo.twoFactor(memberId);
      if (!row || (row.enabled_at === null && !options.pending)) return wrong('2fa', memberId, 'totp_incorrect');
      if (isRecoveryCode(code)) {
        if (options.allowRecovery === false || row.enabled_at === null) return wrong('2fa', memberId, 'totp_incorrect');
        if (!(await repo.useRecoveryCode(memberId, hashRecoveryCode(code)))) return wrong('2fa', memberId, 'totp_incorrect');
        return;
      }
      const step = totpStep(row.secret, code.replace(/\s/g, ''));
      if (step === null || !(await repo.useStep(memberId, step))) return wrong('2fa', memberId, 'totp_incorrect');
    },

    /** The operator's allowed methods that this member can answer: a mobile, an email, a real name, two-factor. */
    async newIpMethodsFor(merchantId: number, member: MemberRow): Promise<NewIpMethod[]> {
      const allowed = await repo.newIpMethods(merchantId);
      const twoFactor = allowed.includes('google') ? await this.twoFactorEnabled(member.id) : false;
      const can: Record<NewIpMethod, boolean> = {
        sms: Boolean(member.mobile_num),
        email: Boolean(member.email),
        realName: Boolean(member.payee_name?.trim()),
        google: twoFactor,
      };
      return allowed.filter((method) => can[method]);
    },

    /** The new-address "real name" method: the name typed must be the account's, under the code limit. */
    async checkRealName(member: MemberRow, typed: string): Promise<void> {
      await guard('realname', member.id);
      if (!member.payee_name || normalName(member.payee_name) !== normalName(typed))
        return wrong('realname', member.id, 'real_name_incorrect');
    },

    /** Writes a login attempt of an existing account to its history (in `trx` when given). */
    async record(site: SiteContext, memberId: number, loginType: string, success: boolean, trx: Kysely<Database> = db): Promise<void> {
      await repo.recordAttempt(trx, {
        memberId,
        ip: site.visitor.ip,
        country: site.visitor.country ?? null,
        device: deviceOf(site.userAgent),
        loginType,
        success,
      });
    },
  };
}

export type LoginSecurity = ReturnType<typeof createLoginSecurity>;
