import crypto from 'node:crypto';
import { type LoginRequest, type LoginResponse, type loginRequestSchema, MODULE_IDS } from '@fortuna/shared';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database, MemberRow, MerchantRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { RateLimiter } from '../../http/rate-limit';
import type { SiteContext } from '../../http/site-context';
import { HOUSE_ACCOUNT, houseAccountId, MEMBER_ACCOUNT, memberAccountId } from '../../ledger/accounts';
import { type PostGuard, post } from '../../ledger/post';
import type { SessionSockets } from '../../realtime/session-sockets';
import type { ConfigService } from '../config/config.service';
import type { MemberRepository } from '../member/member.repository';
import type { ResponsibleGaming } from '../responsible-gaming/responsible-gaming.service';
import { createLoginSecurity } from '../security/login-security';
import { mobileRecipient, type VerificationService } from '../verification/verification.service';
import { hashPassword } from './password';
import type { PasswordAttempts } from './password-attempts';
import { isPasswordExpired, mustChangePassword } from './password-gate';
import { isAgentType, isMemberSideType, isTrialType, roleFlags } from './roles';
import type { SessionLookup, SessionRepository } from './session.repository';
import { hashToken, newToken, tokenFromHeader } from './token';

/**
 * Who is calling, once their token checks out. `guard` is set when the session was not read for
 * this call but remembered (`prefetchSession`): then nothing may rest on it but a post made with
 * that guard, and any failure is answered on the session read afresh (http/session-prefetch.ts).
 */
export type AuthContext = {
  member: MemberRow;
  token: string;
  side: string;
  loginType: string;
  isAgent: boolean;
  isTrial: boolean;
  guard?: PostGuard;
};

type Deps = {
  db: Kysely<Database>;
  sessions: SessionRepository;
  members: MemberRepository;
  config: ConfigService;
  verification: VerificationService;
  limiter: RateLimiter;
  sockets: SessionSockets;
  /** The one check of a login password, under the login limits (password-attempts.ts). */
  passwordAttempts: PasswordAttempts;
  /** Refuses a member-side login during a time-out or self-exclusion. */
  responsibleGaming: Pick<ResponsibleGaming, 'checkLogin'>;
};

type LoginInput = z.output<typeof loginRequestSchema>;

/** Sessions and login (spec §4 "Login", "Logout", free play; §6 roles). */
export function createAuthService(deps: Deps) {
  const { db, sessions, members, config, verification, limiter, sockets, passwordAttempts, responsibleGaming } = deps;
  const security = createLoginSecurity({ db, limiter });

  /** Opens a session for a member in the caller's transaction; returns the token (only its hash is kept). */
  async function openSession(
    trx: Kysely<Database>,
    merchant: MerchantRow,
    member: MemberRow,
    site: SiteContext,
    side: string,
    loginType: string,
  ) {
    const token = newToken();
    await sessions.insert(trx, {
      tokenHash: hashToken(token),
      memberId: member.id,
      side,
      loginType,
      ip: site.visitor.ip,
      device: site.device,
      hours: merchant.session_hours,
    });
    return token;
  }

  /**
   * Completes a login: records it, opens the session, and tells the client whether to force a
   * password change (default or expired password, unless the login was by SMS).
   */
  async function completeLogin(site: SiteContext, member: MemberRow, side: string, loginType: string): Promise<LoginResponse> {
    const merchant = site.merchant;
    const { token, first } = await db.transaction().execute(async (trx) => {
      if (side === 'member') await responsibleGaming.checkLogin(trx, member.id);
      const first = await members.recordLogin(trx, member.id, site.visitor.ip);
      await security.record(site, member.id, loginType, true, trx);
      return { token: await openSession(trx, merchant, member, site, side, loginType), first };
    });
    const expired = await isPasswordExpired(config, merchant, member);
    return {
      token,
      firstTimeLogin: first,
      passwordExpired: expired,
      forceChangePassword: await mustChangePassword(config, merchant, member, loginType, expired),
      ...roleFlags(merchant, member),
    };
  }

  /** Side rules of spec §6: agents only at /agent; house and test types never on the member side. */
  function checkSide(merchant: MerchantRow, member: MemberRow, side: string): void {
    if (member.status !== 'ACTIVE') throw new AppError('account_frozen');
    if (side === 'agent' && !isAgentType(merchant, member.type)) throw new AppError('non_agent_cannot_login');
    if (side === 'member' && !isMemberSideType(merchant, member.type)) throw new AppError('non_member_cannot_login');
  }

  async function loginByUsername(site: SiteContext, input: Extract<LoginInput, { type: 'username' }>): Promise<LoginResponse> {
    const { merchant, visitor } = site;
    const member = await members.findByUsername(merchant.id, input.username);
    try {
      await passwordAttempts.check({
        merchant,
        ip: visitor.ip,
        account: input.username,
        stored: member?.password_hash ?? null,
        password: input.password,
        captchaId: input.captchaId,
        captcha: input.captcha,
        wrong: 'incorrect_account_or_password',
      });
    } catch (error) {
      // A wrong password of an existing account goes into its login history (security centre).
      if (member && error instanceof AppError && error.code === 'incorrect_account_or_password')
        await security.record(site, member.id, 'username', false);
      throw error;
    }
    if (!member) throw new AppError('incorrect_account_or_password', { captcha: false });
    checkSide(merchant, member, input.side);
    await checkLoginFactors(site, member, input);
    return completeLogin(site, member, input.side, 'username');
  }

  /**
   * After the password: a new address asks for one of the operator's methods the member can use
   * (SMS, email, real name, authenticator), and two-factor asks for its code. Both are asked for
   * before either is spent, so a member is never left holding a used SMS code (security-centre.md).
   */
  async function checkLoginFactors(site: SiteContext, member: MemberRow, input: Extract<LoginInput, { type: 'username' }>) {
    const { merchant, visitor } = site;
    let methods: Awaited<ReturnType<typeof security.newIpMethodsFor>> = [];
    if (await config.isModuleEnabled(merchant, MODULE_IDS.newIpVerification)) {
      const known = await members.knownAddress(member.id, visitor.ip);
      if (known.any && !known.this) methods = await security.newIpMethodsFor(merchant.id, member);
    }
    const ipMethod = input.ipVerificationMethod ?? (methods.includes('sms') ? 'sms' : 'email');
    if (methods.length > 0 && (!input.ipVerificationCode || !methods.includes(ipMethod)))
      throw new AppError('new_ip_verification_required', { captcha: false, ipVerification: methods });
    const needsTwoFactor = (methods.length === 0 || ipMethod !== 'google') && (await security.twoFactorEnabled(member.id));
    if (needsTwoFactor && !input.twoFactorCode) throw new AppError('totp_required', { captcha: false, twoFactor: true });

    let codeId: number | undefined;
    if (methods.length > 0 && input.ipVerificationCode) {
      if (ipMethod === 'realName') await security.checkRealName(member, input.ipVerificationCode);
      else if (ipMethod === 'google') await security.checkCode(member.id, input.ipVerificationCode, { allowRecovery: false });
      else codeId = await verification.check(merchant.id, 'new_ip', `member:${member.id}`, input.ipVerificationCode);
    }
    if (needsTwoFactor && input.twoFactorCode) await security.checkCode(member.id, input.twoFactorCode);
    if (codeId !== undefined) await verification.markUsed(db, codeId);
  }

  async function loginBySms(site: SiteContext, input: Extract<LoginInput, { type: 'sms' }>): Promise<LoginResponse> {
    const { merchant, visitor } = site;
    if (!(await config.isModuleEnabled(merchant, MODULE_IDS.loginSms))) throw new AppError('module_disabled');
    await limiter.enforce(`login:ip:${merchant.id}:${visitor.ip}`, merchant.login_limit_per_ip, 300, 'login_too_many_attempts');
    const recipient = mobileRecipient(input.countryDialingCode, input.mobileNum);
    const codeId = await verification.check(merchant.id, 'login', recipient, input.verificationCode);
    const member = await members.findByMobile(merchant.id, input.countryDialingCode, input.mobileNum);
    if (!member) throw new AppError('mobile_not_registered');
    checkSide(merchant, member, input.side);
    // The SMS code proves the phone (it answers a new address too); two-factor still asks for its
    // own code, and the SMS code is spent only once both are right, so the member can resubmit it.
    if (await security.twoFactorEnabled(member.id)) {
      if (!input.twoFactorCode) throw new AppError('totp_required', { captcha: false, twoFactor: true });
      await security.checkCode(member.id, input.twoFactorCode);
    }
    await verification.markUsed(db, codeId);
    return completeLogin(site, member, input.side, 'sms');
  }

  return {
    /** `POST /wps/session/login`. */
    login(site: SiteContext, input: LoginInput): Promise<LoginResponse> {
      return input.type === 'sms' ? loginBySms(site, input) : loginByUsername(site, input);
    },

    /** Logs a member straight in after registration or a password reset. */
    completeLogin,

    /** `POST /wps/session/login/freeplay`: a new trial account with play money, logged in. */
    async freePlay(site: SiteContext): Promise<LoginResponse> {
      const { merchant, visitor } = site;
      if (!(await config.isModuleEnabled(merchant, MODULE_IDS.freePlay))) throw new AppError('module_disabled');
      const trialType = merchant.trial_types[0];
      if (trialType === undefined) throw new AppError('module_disabled');
      await limiter.enforce(`freeplay:${merchant.id}:${visitor.ip}`, 10, 3600, 'too_many_requests');
      const suffix = crypto.randomBytes(5).toString('hex');
      const member = await db.transaction().execute(async (trx) => {
        const created = await members.insertWithClosure(trx, {
          merchant_id: merchant.id,
          username: `trial_${suffix}`,
          nickname: `Guest ${suffix.slice(0, 4).toUpperCase()}`,
          type: trialType,
          password_hash: 'trial-account-has-no-password',
          // No password: a trial account lives only in this session.
          register_ip: visitor.ip,
          register_method: 'FREEPLAY',
          register_domain: visitor.host,
        });
        // Play money: a trial account plays with the issuer's chips, never with real funds.
        if (merchant.trial_play_money > 0n) {
          const issuer = await houseAccountId(trx, merchant.id, HOUSE_ACCOUNT.playMoneyIssuer, merchant.currency_code);
          const main = await memberAccountId(trx, merchant.id, created.id, MEMBER_ACCOUNT.main, merchant.currency_code);
          await post(trx, {
            merchantId: merchant.id,
            idempotencyKey: `play-money:${created.id}`,
            kind: 'play_money',
            reference: `member:${created.id}`,
            entries: [
              { accountId: issuer, amount: -BigInt(merchant.trial_play_money) },
              { accountId: main, amount: BigInt(merchant.trial_play_money) },
            ],
          });
        }
        return created;
      });
      return completeLogin(site, member, 'member', 'freeplay');
    },

    /**
     * Starts reading the session of a request's token at once, so a member call's session read
     * runs beside its merchant read instead of after it (app.ts); `authenticate` then checks it
     * against the merchant. Nothing when there is no token. With `remembered` (a call whose money
     * moves only in a guarded post, http/session-prefetch.ts), the session as this process last
     * read it, when it has, instead of a read.
     */
    prefetchSession(authorization: string | undefined, options: { remembered?: boolean } = {}): SessionLookup | undefined {
      const token = tokenFromHeader(authorization);
      if (!token) return undefined;
      const tokenHash = hashToken(token);
      const remembered = options.remembered ? sessions.remembered(tokenHash) : undefined;
      if (remembered) return Promise.resolve(remembered);
      const lookup = sessions.findLive(tokenHash);
      lookup.catch(() => {}); // awaited (and its failure reported) by authenticate, if the call gets there
      return lookup;
    },

    /**
     * The caller's session, or `not_logged_in` / `session_expired`. A session that must replace its
     * password (password-gate.ts) is `password_change_required` for every call but those that pass
     * `passwordChange: 'allowed'` (the change itself, logout, the member info the change screen reads).
     */
    async authenticate(
      authorization: string | undefined,
      merchant: MerchantRow,
      prefetched?: SessionLookup,
      options: { passwordChange?: 'allowed' } = {},
    ): Promise<AuthContext> {
      const token = tokenFromHeader(authorization);
      if (!token) throw new AppError('not_logged_in');
      const session = await (prefetched ?? sessions.findLive(hashToken(token)));
      if (!session || session.member.merchant_id !== merchant.id) throw new AppError('session_expired');
      const member = session.member;
      if (member.status !== 'ACTIVE') throw new AppError('account_frozen');
      if (options.passwordChange !== 'allowed' && (await mustChangePassword(config, merchant, member, session.login_type)))
        throw new AppError('password_change_required');
      const guard = session.remembered && {
        tokenHash: session.remembered.tokenHash,
        memberId: member.id,
        memberVersion: session.memberVersion,
        merchantId: merchant.id,
        merchantVersion: session.merchant.version,
      };
      return {
        member,
        token,
        side: session.side,
        loginType: session.login_type,
        ...roleFlags(merchant, member),
        ...(guard ? { guard } : {}),
      };
    },

    /** `DELETE /wps/session/logout`: revokes the caller's token and closes the sockets opened with it. */
    async logout(ctx: AuthContext): Promise<void> {
      await sessions.revoke(hashToken(ctx.token));
      sockets.sessionEnded(ctx.member.id, ctx.token);
    },

    /** Opens a fresh session after every earlier one was revoked (password change). */
    async reissue(trx: Kysely<Database>, site: SiteContext, member: MemberRow, side: string, loginType: string): Promise<string> {
      return openSession(trx, site.merchant, member, site, side, loginType);
    },

    hashPassword,
    isTrialType,
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
export type { LoginRequest };
