import crypto from 'node:crypto';
import {
  type changePasswordRequestSchema,
  type forgotByEmailRequestSchema,
  type forgotByPhoneRequestSchema,
  formatMinor,
  LIMITS,
  type LoginResponse,
  type MemberInfo,
  MODULE_IDS,
  REFERRAL_CODE_PATTERN,
  type RegisterField,
  type registerRequestSchema,
  type resetByTokenRequestSchema,
} from '@fortuna/shared';
import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import type { Database, MemberRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { RateLimiter } from '../../http/rate-limit';
import type { SiteContext } from '../../http/site-context';
import { MEMBER_ACCOUNT, memberBalance } from '../../ledger/accounts';
import type { SessionSockets } from '../../realtime/session-sockets';
import type { InvitationService, Placement } from '../agent-accounts/invitations.service';
import type { AuthContext, AuthService } from '../auth/auth.service';
import type { CaptchaService } from '../auth/captcha.service';
import { hashPassword } from '../auth/password';
import type { PasswordAttempts } from '../auth/password-attempts';
import { isAgentType, isTrialType } from '../auth/roles';
import type { SessionRepository } from '../auth/session.repository';
import { hashToken, newToken } from '../auth/token';
import type { ConfigService } from '../config/config.service';
import { maskAccount } from '../game-launch/game-launch.presenter';
import type { MailProvider } from '../verification/message-providers';
import { messageTexts } from '../verification/message-texts';
import { mobileRecipient, type VerificationService } from '../verification/verification.service';
import { vipFigures } from '../vip/vip-figures';
import { presentMemberInfo } from './member.presenter';
import type { MemberRepository } from './member.repository';
import { ageInYears, applyFieldRules, refuseDisabledFields } from './register-rules';

type Deps = {
  db: Kysely<Database>;
  members: MemberRepository;
  sessions: SessionRepository;
  auth: AuthService;
  config: ConfigService;
  captcha: CaptchaService;
  verification: VerificationService;
  mail: MailProvider;
  limiter: RateLimiter;
  sockets: SessionSockets;
  /** Resolves invitation codes: a member's fixed code or an agent's invitation code (agent-accounts). */
  invitations: InvitationService;
  /** The one check of a login password, under the login limits. */
  passwordAttempts: PasswordAttempts;
  /** Rewards the member can claim now (promotions' `claimableCount`; spec §3 availablePromoCount). */
  claimablePromotions?: (site: SiteContext, memberId: number) => Promise<number>;
};

type RegisterInput = z.output<typeof registerRequestSchema>;

/** Told after a registration committed (invite friends pays its first stage); a failure never fails the registration. */
export type RegisteredListener = (merchant: SiteContext['merchant'], member: MemberRow) => Promise<void>;

/** Fields checked by their own mechanism rather than by pattern. */
const NOT_PATTERN_CHECKED: RegisterField[] = ['captcha', 'verificationCode', 'affiliateCode'];
const RESET_LINK_MINUTES = 30;

/** A unique-index violation, from pg or PGlite, by constraint or index name. */
function violated(error: unknown): string | null {
  const e = error as { code?: string; constraint?: string; message?: string };
  if (e?.code !== '23505') return null;
  return e.constraint ?? e.message ?? '';
}

/** Registration, member info and passwords (spec §3, §4, §5). */
export function createMemberService(deps: Deps) {
  const { db, members, sessions, auth, config, captcha, verification, mail, limiter, sockets, invitations, passwordAttempts } = deps;
  const registeredListeners: RegisteredListener[] = [];

  /**
   * What a code at registration means: an agent's invitation code (or fixed code) places the member
   * under the agent; otherwise a member's referral code records the member who invited, and the
   * friend joins the inviter's team (under the inviter's upline agent, as the inviter's own
   * registration did), never under the inviter. Neither: `invitation_code_error`.
   */
  async function resolveCode(merchant: SiteContext['merchant'], code: string): Promise<{ placement?: Placement; referrer?: MemberRow }> {
    try {
      return { placement: await invitations.resolve(merchant, code) };
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'invitation_code_error')) throw error;
      const upper = code.toUpperCase();
      const referrer = REFERRAL_CODE_PATTERN.test(upper) ? await members.findByReferralCode(merchant.id, upper) : undefined;
      if (!referrer) throw error;
      if (referrer.status !== 'ACTIVE' || isTrialType(merchant, referrer.type)) throw error;
      const upline = referrer.parent_id !== null ? await members.findById(db, referrer.parent_id) : undefined;
      const teamAgent = upline?.status === 'ACTIVE' && isAgentType(merchant, upline.type) ? upline : undefined;
      return {
        referrer,
        placement: teamAgent ? { agent: teamAgent, invitationId: null, type: merchant.member_type, series: null } : undefined,
      };
    }
  }

  async function passwordRuleCheck(site: SiteContext, password: string, confirm: string | undefined): Promise<void> {
    const rules = (await config.registerSettings(site.merchant)).fields.filter((r) => r.field === 'password');
    applyFieldRules({ password }, rules, ['password']);
    if (confirm !== undefined && confirm !== password) throw new AppError('inconsistent_twice');
  }

  /**
   * Logs a member in after a reset revoked every session, then closes the revoked sessions'
   * sockets; after the login so that a socket of the new session, on any process, is never
   * mistaken for an old one.
   */
  async function loginAfterReset(site: SiteContext, member: MemberRow): Promise<LoginResponse> {
    let login: LoginResponse | undefined;
    try {
      login = await auth.completeLogin(site, { ...member, password_is_default: false, password_changed_at: new Date() }, 'member', 'reset');
      return login;
    } finally {
      sockets.allSessionsEnded(member.id, { kept: login?.token });
    }
  }

  async function register(site: SiteContext, input: RegisterInput, via: 'username' | 'mobile'): Promise<LoginResponse> {
    const { merchant, visitor } = site;
    const moduleId = via === 'mobile' ? MODULE_IDS.registerMobile : MODULE_IDS.registerUsername;
    if (!(await config.isModuleEnabled(merchant, moduleId))) throw new AppError('module_disabled');
    await limiter.enforce(`register:${merchant.id}:${visitor.ip}`, 20, 3600, 'too_many_requests');

    const withPassword = via === 'username' || (await config.isModuleEnabled(merchant, MODULE_IDS.registerMobilePassword));
    const required: RegisterField[] =
      via === 'username' ? ['username', 'password'] : ['mobileNum', ...(withPassword ? (['password'] as const) : [])];
    const settings = (await config.registerSettings(merchant)).fields;
    // The username and password of this kind of registration are taken whatever the settings say (their rules still apply).
    refuseDisabledFields(input, settings, [...NOT_PATTERN_CHECKED, ...required, 'username', 'password']);
    const rules = settings.filter(
      (r) => !NOT_PATTERN_CHECKED.includes(r.field) && !(via === 'mobile' && r.field === 'username' && !input.username),
    );
    applyFieldRules(input, rules, required);
    const domain = input.domain?.trim().toLowerCase() || visitor.host;
    // Only the page's own host or one of the merchant's domains: a client cannot credit another site.
    if (domain !== visitor.host && !(await config.isMerchantDomain(merchant, domain))) throw new AppError('domain_check_failed');
    if (withPassword && input.confirmPassword !== input.password) throw new AppError('inconsistent_twice');
    const mobileNum = input.mobileNum?.replace(/[\s-]/g, '') || null;
    const dialing = input.countryDialingCode?.replace(/^\+/, '').trim() || null;
    if (mobileNum && !dialing) throw new AppError('field_invalid', { field: 'countryDialingCode', key: 'pattern_DIGITS', min: 1, max: 4 });
    if (input.birthday && ageInYears(input.birthday) < LIMITS.minimumAge) throw new AppError('under_minimum_age');

    const captchaRule = (await config.registerSettings(merchant)).fields.find((r) => r.field === 'captcha');
    if (captchaRule?.enabled) await captcha.verify(input.captchaId, input.captcha, null);

    let codeId: number | null = null;
    if (await config.isModuleEnabled(merchant, MODULE_IDS.registerSmsVerification)) {
      if (!mobileNum || !dialing) throw new AppError('field_invalid', { field: 'mobileNum', key: 'pattern_DIGITS', min: 4, max: 20 });
      if (!input.verificationCode) throw new AppError('verification_code_invalid');
      codeId = await verification.check(merchant.id, 'register', mobileRecipient(dialing, mobileNum), input.verificationCode);
    }

    // An invitation code places the member under its agent, with the code's role and prize group; a
    // member's referral code records the inviter (resolveCode).
    const invitation = input.affiliateCode?.trim() || input.referralCode?.trim();
    const { placement, referrer } = invitation ? await resolveCode(merchant, invitation) : {};

    const username = input.username?.trim() || `m${mobileNum}`;
    if (await members.findByUsername(merchant.id, username)) throw new AppError('account_already_in_use');
    if (mobileNum && dialing && (await members.findByMobile(merchant.id, dialing, mobileNum))) throw new AppError('mobile_already_in_use');
    const passwordHash = await hashPassword(withPassword && input.password ? input.password : crypto.randomBytes(24).toString('base64url'));

    let member: MemberRow;
    try {
      member = await db.transaction().execute(async (trx) => {
        if (codeId !== null) await verification.markUsed(trx, codeId);
        const series = placement ? await invitations.seriesFor(trx, merchant, placement) : null;
        const created = await members.insertWithClosure(trx, {
          merchant_id: merchant.id,
          username,
          nickname: username,
          type: placement?.type ?? merchant.member_type,
          password_hash: passwordHash,
          payment_password_hash: input.paymentPassword ? await hashPassword(input.paymentPassword) : null,
          country_dialing_code: mobileNum ? dialing : null,
          mobile_num: mobileNum,
          email: input.email?.trim() || null,
          payee_name: input.payeeName?.trim() || null,
          qq_num: input.qqNum?.trim() || null,
          line: input.line?.trim() || null,
          whatsapp: input.whatsapp?.trim() || null,
          facebook: input.facebook?.trim() || null,
          wechat: input.wechat?.trim() || null,
          id_number: input.idNumber?.trim() || null,
          birthday: input.birthday?.trim() || null,
          parent_id: placement?.agent.id ?? null,
          invitation_id: placement?.invitationId ?? null,
          referred_by: referrer?.id ?? null,
          register_ip: visitor.ip,
          register_method: input.registerMethod,
          register_domain: domain,
        });
        await invitations.assignSeries(trx, created.id, series);
        return created;
      });
    } catch (error) {
      const which = violated(error);
      if (which?.includes('mobile')) throw new AppError('mobile_already_in_use');
      if (which !== null) throw new AppError('account_already_in_use');
      throw error;
    }
    if (member.referred_by !== null) {
      for (const listener of registeredListeners) await listener(merchant, member).catch(() => undefined);
    }
    return auth.completeLogin(site, member, 'member', via === 'mobile' && !withPassword ? 'sms' : 'register');
  }

  return {
    /** `PUT /wps/member/register`. */
    registerByUsername: (site: SiteContext, input: RegisterInput) => register(site, input, 'username'),
    /** `PUT /wps/member/register/mobile`. */
    registerByMobile: (site: SiteContext, input: RegisterInput) => register(site, input, 'mobile'),

    /** Calls `listener` after each registration with a referral code has committed (invite friends). */
    onReferredRegistration(listener: RegisteredListener): void {
      registeredListeners.push(listener);
    },

    /** `GET /wps/agent/affiliate`: the agent behind an invitation code, or the (masked) member behind a referral code. */
    async checkAffiliate(site: SiteContext, code: string): Promise<{ valid: true; agentNickname: string }> {
      await limiter.enforce(`affiliate:${site.merchant.id}:${site.visitor.ip}`, 30, 60, 'too_many_requests');
      const { placement, referrer } = await resolveCode(site.merchant, code);
      if (referrer) return { valid: true, agentNickname: maskAccount(referrer.username) };
      return { valid: true, agentNickname: placement?.agent.nickname ?? '' };
    },

    /** `GET /wps/member/info`, with the main wallet balance read from the ledger. */
    async info(site: SiteContext, ctx: AuthContext): Promise<MemberInfo> {
      const [enableContract, balance, vip, referral, promoCount] = await Promise.all([
        config.isModuleEnabled(site.merchant, MODULE_IDS.agentPolicy),
        memberBalance(db, ctx.member.id, MEMBER_ACCOUNT.main),
        vipFigures(db, ctx.member, site.language),
        config.isModuleEnabled(site.merchant, MODULE_IDS.referral),
        ctx.isTrial || !deps.claimablePromotions ? 0 : deps.claimablePromotions(site, ctx.member.id),
      ]);
      return presentMemberInfo(site.merchant, ctx.member, formatMinor(balance, site.merchant.currency_decimals), enableContract, vip, {
        availablePromoCount: promoCount,
        availablePromo: referral,
      });
    },

    /** `POST /wps/member/password`: revokes every session and answers a fresh token. */
    async changePassword(
      site: SiteContext,
      ctx: AuthContext,
      input: z.output<typeof changePasswordRequestSchema>,
    ): Promise<{ token: string }> {
      if (ctx.isTrial) throw new AppError('in_need_true_account');
      if (!input.oldPassword) throw new AppError('old_password_incorrect');
      // A stolen session must not become a way to guess the login password: same limits as a login.
      await passwordAttempts.check({
        merchant: site.merchant,
        ip: site.visitor.ip,
        account: ctx.member.username,
        stored: ctx.member.password_hash,
        password: input.oldPassword,
        captchaId: input.captchaId,
        captcha: input.captcha,
        wrong: 'old_password_incorrect',
      });
      await passwordRuleCheck(site, input.newPassword, input.confirmNewPassword);
      const hash = await hashPassword(input.newPassword);
      const token = await db.transaction().execute(async (trx) => {
        await members.setPassword(trx, ctx.member.id, hash);
        await sessions.revokeAll(trx, ctx.member.id);
        return auth.reissue(trx, site, ctx.member, ctx.side, ctx.loginType);
      });
      // This tab takes up the new token itself; the member's other tabs are logged out.
      sockets.allSessionsEnded(ctx.member.id, { kept: token, replaced: ctx.token });
      return { token };
    },

    /**
     * `POST /wps/member/password/email`: mails a single-use reset link that expires. Answers `sent`
     * whether or not the username and email belong together (only a member's own address is
     * mailed), after the limits, so the call cannot tell who is a member.
     */
    async forgotByEmail(
      site: SiteContext,
      input: z.output<typeof forgotByEmailRequestSchema>,
      request: { protocol: string; host: string; hostname: string },
    ): Promise<{ sent: true }> {
      await limiter.enforce(`forgot:${site.merchant.id}:${site.visitor.ip}`, 5, 3600, 'too_many_requests');
      // Per account too, so many addresses cannot flood one member's mailbox.
      await limiter.enforce(`forgot:acct:${site.merchant.id}:${input.username.toLowerCase()}`, 5, 3600, 'too_many_requests');
      const member = await members.findByUsername(site.merchant.id, input.username);
      if (!member?.email || member.email.toLowerCase() !== input.email.toLowerCase()) return { sent: true };
      const token = newToken();
      await db
        .insertInto('password_reset')
        .values({
          token_hash: hashToken(token),
          member_id: member.id,
          expires_at: sql<Date>`now() + make_interval(mins => ${RESET_LINK_MINUTES})`,
          used_at: null,
        })
        .execute();
      // The link carries a live reset token: only ever to one of the merchant's own domains.
      const link = `${await config.publicOrigin(site.merchant, request)}/?resetToken=${token}`;
      // In the request's language (its Language header, else the merchant's default).
      const texts = messageTexts(site.language);
      const values = { site: site.merchant.name, nickname: member.nickname, minutes: RESET_LINK_MINUTES, link };
      await mail.send(site.merchant.id, member.email, texts.resetSubject(values), texts.resetBody(values));
      return { sent: true };
    },

    /** `POST /wps/member/password/reset`: a new password with the mailed token; then logged in. */
    async resetByToken(site: SiteContext, input: z.output<typeof resetByTokenRequestSchema>): Promise<LoginResponse> {
      await passwordRuleCheck(site, input.newPassword, input.confirmNewPassword);
      const hash = await hashPassword(input.newPassword);
      const member = await db.transaction().execute(async (trx) => {
        const reset = await trx
          .updateTable('password_reset')
          .set({ used_at: sql`now()` })
          .where('token_hash', '=', hashToken(input.token))
          .where('used_at', 'is', null)
          .where('expires_at', '>', sql<Date>`now()`)
          .returning('member_id')
          .executeTakeFirst();
        if (!reset) throw new AppError('reset_link_invalid');
        const found = await members.findById(trx, reset.member_id);
        if (!found || found.merchant_id !== site.merchant.id) throw new AppError('reset_link_invalid');
        await members.setPassword(trx, found.id, hash);
        await sessions.revokeAll(trx, found.id);
        return found;
      });
      return loginAfterReset(site, member);
    },

    /** `POST /wps/member/password/verification`: mobile, SMS code and new password; then logged in. */
    async forgotByPhone(site: SiteContext, input: z.output<typeof forgotByPhoneRequestSchema>): Promise<LoginResponse> {
      const recipient = mobileRecipient(input.countryDialingCode, input.mobileNum);
      const codeId = await verification.check(site.merchant.id, 'reset', recipient, input.verificationCode);
      const member = await members.findByMobile(site.merchant.id, input.countryDialingCode, input.mobileNum);
      if (!member) throw new AppError('mobile_not_registered');
      await passwordRuleCheck(site, input.newPassword, input.confirmNewPassword);
      const hash = await hashPassword(input.newPassword);
      await db.transaction().execute(async (trx) => {
        await verification.markUsed(trx, codeId);
        await members.setPassword(trx, member.id, hash);
        await sessions.revokeAll(trx, member.id);
      });
      return loginAfterReset(site, member);
    },
  };
}

export type MemberService = ReturnType<typeof createMemberService>;
