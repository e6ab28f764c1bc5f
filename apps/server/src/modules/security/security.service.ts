import type {
  ActiveSession,
  BoundContacts,
  bindContactRequestSchema,
  contactCodeRequestSchema,
  LoginHistoryPage,
  NewIpMethod,
  RecoveryCodes,
  SecurityOverview,
  TwoFactorSetup,
} from '@fortuna/shared';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { RateLimiter } from '../../http/rate-limit';
import type { SiteContext } from '../../http/site-context';
import type { SessionSockets } from '../../realtime/session-sockets';
import type { AuthContext } from '../auth/auth.service';
import type { PasswordAttempts } from '../auth/password-attempts';
import { hashToken } from '../auth/token';
import { maskEmail, maskMobile } from '../member/member.presenter';
import { recordAudit } from '../ops/audit';
import { newTotpSecret } from '../ops/totp';
import type { createOutboxProviders } from '../verification/message-providers';
import { messageTexts } from '../verification/message-texts';
import { mobileRecipient, type VerificationService } from '../verification/verification.service';
import { createLoginSecurity } from './login-security';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes';
import { createSecurityRepository } from './security.repository';

type Deps = {
  db: Kysely<Database>;
  limiter: RateLimiter;
  passwordAttempts: PasswordAttempts;
  sockets: SessionSockets;
  verification: VerificationService;
  messages: ReturnType<typeof createOutboxProviders>;
};

type ContactInput = z.output<typeof contactCodeRequestSchema>;
type BindInput = z.output<typeof bindContactRequestSchema>;

/**
 * The recipient key of a binding code: the member and the new contact, so a code sent for one
 * number (or address) binds only that one, and only to the member who asked for it.
 */
function bindKey(memberId: number, input: ContactInput): string {
  const contact = input.channel === 'mobile' ? mobileRecipient(input.countryDialingCode, input.mobileNum) : input.email.toLowerCase();
  return `bind:${memberId}:${contact}`;
}

/** A unique-index violation of member_mobile_uq, from pg or PGlite. */
function mobileTaken(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string; message?: string } | null;
  return e?.code === '23505' && (e.constraint ?? e.message ?? '').includes('mobile');
}

/** The member's security centre (issue 20 item 2): two-factor, login history, sessions; the operator's new-address switches. */
export function createSecurityService(deps: Deps) {
  const { db, limiter, passwordAttempts, sockets, verification, messages } = deps;
  const repo = createSecurityRepository(db);
  const login = createLoginSecurity({ db, limiter });

  /** Trial accounts have no password and live one session: nothing to secure. */
  function realAccount(ctx: AuthContext) {
    if (ctx.isTrial) throw new AppError('in_need_true_account');
  }

  /** The login password, checked and throttled as everywhere (a wrong one: `old_password_incorrect`). */
  function checkPassword(site: SiteContext, ctx: AuthContext, password: string) {
    return passwordAttempts.check({
      merchant: site.merchant,
      ip: site.visitor.ip,
      account: ctx.member.username,
      stored: ctx.member.password_hash,
      password,
      captchaId: undefined,
      captcha: undefined,
      wrong: 'old_password_incorrect',
    });
  }

  /** Proof for a two-factor change: a current code (or a recovery code) or the login password. */
  async function proveTwoFactor(site: SiteContext, ctx: AuthContext, input: { code?: string | undefined; password?: string | undefined }) {
    if (input.code !== undefined) await login.checkCode(ctx.member.id, input.code);
    else await checkPassword(site, ctx, input.password ?? '');
  }

  /** Tells the contact a member replaced that it was replaced; a failed send never fails the binding. */
  async function noticeOldContact(site: SiteContext, before: AuthContext['member'], input: BindInput, after: BoundContacts) {
    const texts = messageTexts(site.language);
    const merchant = site.merchant;
    if (input.channel === 'mobile') {
      if (!before.mobile_num) return;
      const old = mobileRecipient(before.country_dialing_code ?? '', before.mobile_num);
      if (old === mobileRecipient(input.countryDialingCode, input.mobileNum)) return;
      const body = texts.contactChangedBody({ site: merchant.name, channel: 'mobile', masked: after.mobile ?? '' });
      await messages.sms.send(merchant.id, old, body).catch(() => undefined);
      return;
    }
    if (!before.email || before.email.toLowerCase() === input.email.toLowerCase()) return;
    const values = { site: merchant.name, channel: 'email' as const, masked: after.email ?? '' };
    await messages.mail
      .send(merchant.id, before.email, texts.contactChangedSubject(values), texts.contactChangedBody(values))
      .catch(() => undefined);
  }

  return {
    /** `GET /wps/security`. */
    async overview(site: SiteContext, ctx: AuthContext): Promise<SecurityOverview> {
      const member = ctx.member;
      const [twoFactor, left, methods] = await Promise.all([
        login.twoFactorEnabled(member.id),
        repo.recoveryCodesLeft(member.id),
        repo.newIpMethods(site.merchant.id),
      ]);
      return {
        twoFactorEnabled: twoFactor,
        recoveryCodesLeft: twoFactor ? left : 0,
        mobile: maskMobile(member.country_dialing_code, member.mobile_num),
        email: maskEmail(member.email),
        paymentPasswordSet: member.payment_password_hash !== null,
        newIpMethods: methods,
      };
    },

    /** `GET /wps/security/logins`: newest first. */
    async loginHistory(ctx: AuthContext, pageNo: number, pageSize: number): Promise<LoginHistoryPage> {
      const { rows, total } = await repo.loginHistory(ctx.member.id, pageNo, pageSize);
      return {
        list: rows.map((row) => ({
          at: new Date(row.at).toISOString(),
          ip: row.ip,
          country: row.country,
          device: row.device,
          loginType: row.login_type,
          success: row.success,
        })),
        total,
        pageNo,
        pageSize,
      };
    },

    /** `GET /wps/security/sessions`: each named by a prefix of its token's hash (the token itself is never kept). */
    async sessions(ctx: AuthContext): Promise<ActiveSession[]> {
      const current = hashToken(ctx.token).toString('hex');
      const rows = await repo.liveSessions(ctx.member.id);
      return rows.map((row) => ({
        id: row.hash.slice(0, 16),
        ip: row.ip,
        device: row.device,
        side: row.side,
        createdAt: new Date(row.created_at).toISOString(),
        current: row.hash === current,
      }));
    },

    /** `POST /wps/security/sessions/logout-others`: ends every other session and closes its sockets. */
    async logoutOthers(ctx: AuthContext): Promise<{ revoked: number }> {
      const revoked = await repo.revokeOthers(ctx.member.id, hashToken(ctx.token));
      sockets.allSessionsEnded(ctx.member.id, { kept: ctx.token });
      return { revoked };
    },

    /** `POST /wps/security/2fa/setup`: a fresh secret while two-factor is off (a restart replaces it). */
    async setup(site: SiteContext, ctx: AuthContext): Promise<TwoFactorSetup> {
      realAccount(ctx);
      if (await login.twoFactorEnabled(ctx.member.id)) throw new AppError('conflict', { reason: 'two_factor_enabled' });
      const setup = newTotpSecret(ctx.member.username, site.merchant.name);
      await repo.saveSetup(ctx.member.id, setup.secret);
      return setup;
    },

    /** `POST /wps/security/2fa/enable`: the first code turns it on; answers the recovery codes, this once. */
    async enable(ctx: AuthContext, code: string): Promise<RecoveryCodes> {
      realAccount(ctx);
      const row = await repo.twoFactor(ctx.member.id);
      if (!row) throw new AppError('conflict', { reason: 'two_factor_setup_required' });
      if (row.enabled_at !== null) throw new AppError('conflict', { reason: 'two_factor_enabled' });
      await login.checkCode(ctx.member.id, code, { pending: true, allowRecovery: false });
      const codes = newRecoveryCodes();
      await repo.enable(ctx.member.id, codes.map(hashRecoveryCode));
      return { recoveryCodes: codes };
    },

    /** `POST /wps/security/2fa/disable`: proven by a code (or recovery code) or the login password. */
    async disable(site: SiteContext, ctx: AuthContext, input: { code?: string | undefined; password?: string | undefined }) {
      realAccount(ctx);
      if (!(await login.twoFactorEnabled(ctx.member.id))) throw new AppError('conflict', { reason: 'two_factor_disabled' });
      await proveTwoFactor(site, ctx, input);
      await repo.disable(ctx.member.id);
      return null;
    },

    /**
     * `POST /wps/security/2fa/recovery-codes`: ten new recovery codes, proven as turning two-factor
     * off is; every earlier code (used or not) stops working in the same transaction.
     */
    async regenerateRecoveryCodes(
      site: SiteContext,
      ctx: AuthContext,
      input: { code?: string | undefined; password?: string | undefined },
    ): Promise<RecoveryCodes> {
      realAccount(ctx);
      if (!(await login.twoFactorEnabled(ctx.member.id))) throw new AppError('conflict', { reason: 'two_factor_disabled' });
      await proveTwoFactor(site, ctx, input);
      const codes = newRecoveryCodes();
      await repo.replaceRecoveryCodes(ctx.member.id, codes.map(hashRecoveryCode));
      return { recoveryCodes: codes };
    },

    /**
     * `POST /wps/security/contact/code`: a binding code to the new mobile or email (the verification
     * limits per recipient key and per address apply). A mobile bound to another member is refused
     * here already, so no code is spent on it.
     */
    async sendContactCode(site: SiteContext, ctx: AuthContext, input: ContactInput): Promise<{ expiredMinutes: number }> {
      realAccount(ctx);
      const key = bindKey(ctx.member.id, input);
      if (input.channel === 'email') return verification.sendEmail(site, 'bind', key, site.visitor.ip, input.email);
      const owner = await repo.mobileOwner(site.merchant.id, input.countryDialingCode, input.mobileNum);
      if (owner !== undefined && owner !== ctx.member.id) throw new AppError('mobile_already_in_use');
      return verification.sendSms(site, 'bind', key, site.visitor.ip, mobileRecipient(input.countryDialingCode, input.mobileNum));
    },

    /**
     * `PUT /wps/security/contact`: binds (or changes) the mobile or email, proven by the login
     * password and the code sent to the new contact; the contact and the spent code are written in
     * one transaction. The replaced contact, if any, is told afterwards.
     */
    async bindContact(site: SiteContext, ctx: AuthContext, input: BindInput): Promise<BoundContacts> {
      realAccount(ctx);
      const member = ctx.member;
      await checkPassword(site, ctx, input.password);
      if (input.channel === 'mobile') {
        const owner = await repo.mobileOwner(site.merchant.id, input.countryDialingCode, input.mobileNum);
        if (owner !== undefined && owner !== member.id) throw new AppError('mobile_already_in_use');
      }
      const codeId = await verification.check(site.merchant.id, 'bind', bindKey(member.id, input), input.code);
      const contact =
        input.channel === 'mobile'
          ? { country_dialing_code: input.countryDialingCode, mobile_num: input.mobileNum }
          : { email: input.email };
      try {
        await db.transaction().execute(async (trx) => {
          await verification.markUsed(trx, codeId);
          await repo.setContact(trx, member.id, contact);
        });
      } catch (error) {
        // Another member bound the number between the check and the write.
        if (mobileTaken(error)) throw new AppError('mobile_already_in_use');
        throw error;
      }
      const after = { ...member, ...contact };
      const bound = { mobile: maskMobile(after.country_dialing_code, after.mobile_num), email: maskEmail(after.email) };
      await noticeOldContact(site, member, input, bound);
      return bound;
    },

    /** `GET /ops/site/new-ip-methods`. */
    async newIpMethods(merchantId: number): Promise<{ methods: NewIpMethod[] }> {
      return { methods: await repo.newIpMethods(merchantId) };
    },

    /** `PUT /ops/site/new-ip-methods`: audited with the methods before and after. */
    async setNewIpMethods(request: FastifyRequest, methods: NewIpMethod[]): Promise<{ methods: NewIpMethod[] }> {
      const merchantId = request.site.merchant.id;
      const unique = [...new Set(methods)];
      const before = await repo.newIpMethods(merchantId);
      return db.transaction().execute(async (trx) => {
        await repo.setNewIpMethods(trx, merchantId, unique);
        await recordAudit(trx, request, {
          action: 'site.new_ip_methods',
          targetType: 'merchant',
          targetId: merchantId,
          before: { methods: before },
          after: { methods: unique },
        });
        return { methods: unique };
      });
    },
  };
}

export type SecurityService = ReturnType<typeof createSecurityService>;
