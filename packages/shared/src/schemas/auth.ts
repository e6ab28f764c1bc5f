import { z } from 'zod';

/** A country dialing code as sent with mobile numbers ("95", "+95" is accepted and normalised). */
export const dialingCodeSchema = z
  .string()
  .trim()
  .transform((s) => s.replace(/^\+/, ''))
  .pipe(z.string().regex(/^\d{1,4}$/));

/** A mobile number as typed: digits only after trimming spaces and dashes. Its rule checks the rest. */
export const mobileNumSchema = z
  .string()
  .trim()
  .transform((s) => s.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{4,20}$/));

const text = (max: number) => z.string().max(max);

/** `GET /wps/captcha`: a fresh challenge (spec §7); the answer goes back with its id. */
export const captchaSchema = z.object({ captchaId: z.string(), image: z.string(), expiresInSeconds: z.number().int() });
export type Captcha = z.infer<typeof captchaSchema>;

/** Which side a login is for: the member portal, or the agent back office at /agent. */
export const LOGIN_SIDES = ['member', 'agent'] as const;

/** `POST /wps/session/login` (encrypted), spec §3 "Login form". */
export const loginRequestSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('username'),
    username: z.string().trim().min(1).max(64),
    password: z.string().min(1).max(128),
    captcha: text(16).optional(),
    captchaId: text(64).optional(),
    side: z.enum(LOGIN_SIDES).default('member'),
    /** Code from `POST /wps/verification/newIp`, when the login was refused for a new address (for `realName`: the name). */
    ipVerificationCode: text(64).optional(),
    /** Which new-address method `ipVerificationCode` answers; without it, an SMS or email code. */
    ipVerificationMethod: z.enum(['sms', 'email', 'realName', 'google']).optional(),
    /** The authenticator code or a recovery code, when the account has two-factor sign-in. */
    twoFactorCode: text(32).optional(),
  }),
  z.object({
    type: z.literal('sms'),
    mobileNum: mobileNumSchema,
    countryDialingCode: dialingCodeSchema,
    verificationCode: z.string().trim().min(1).max(12),
    side: z.enum(LOGIN_SIDES).default('member'),
    /** The authenticator code or a recovery code, when the account has two-factor sign-in: an SMS code is one factor, not two. */
    twoFactorCode: text(32).optional(),
  }),
]);
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** A successful login (spec §3 "Login response"). */
export const loginResponseSchema = z.object({
  token: z.string(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  /** The password is the default '{secret}' or expired, and the login was not by SMS: the client opens the forced change. */
  forceChangePassword: z.boolean(),
  isAgent: z.boolean(),
  isTrial: z.boolean(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** `value` of a failed login: whether the captcha is now required, and for a new address how to verify. */
export const loginFailureSchema = z.object({
  captcha: z.boolean(),
  ipVerification: z.array(z.enum(['sms', 'email', 'realName', 'google'])).optional(),
});

/** `POST /wps/verification/newIp`: sends the extra-verification code for a login from a new address. */
export const newIpCodeRequestSchema = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
  method: z.enum(['sms', 'email']),
  /** Required, like a login's, once failed password checks of the account or address ask for it. */
  captcha: text(16).optional(),
  captchaId: text(64).optional(),
});

/** `POST /wps/verification/sms/noLogin` and `/wps/verification/sms/register`. */
export const smsCodeRequestSchema = z.object({
  mobileNum: mobileNumSchema,
  countryDialingCode: dialingCodeSchema,
  /** noLogin codes serve SMS login and forgot-password-by-phone. */
  purpose: z.enum(['login', 'reset']).default('login'),
});
/** The original register-SMS call named the number `mobileNo`; both are accepted. */
export const smsRegisterRequestSchema = z.preprocess(
  (raw) =>
    raw && typeof raw === 'object' && 'mobileNo' in raw && !('mobileNum' in raw)
      ? { ...raw, mobileNum: (raw as { mobileNo: unknown }).mobileNo }
      : raw,
  smsCodeRequestSchema,
);
/** SMS response value: the code lives this many minutes; the button counts down expiredMinutes × 60 s. */
export const smsCodeResponseSchema = z.object({ expiredMinutes: z.number().int().positive() });
export type SmsCodeResponse = z.infer<typeof smsCodeResponseSchema>;

/**
 * `PUT /wps/member/register` and `/wps/member/register/mobile` (encrypted), spec §3 "Register
 * user". Every field's presence and pattern is checked against the merchant's register settings
 * on the server; this schema only bounds the shape.
 */
export const registerRequestSchema = z.object({
  username: text(64).optional(),
  password: text(128).optional(),
  confirmPassword: text(128).optional(),
  payeeName: text(100).optional(),
  email: text(120).optional(),
  qqNum: text(32).optional(),
  mobileNum: text(32).optional(),
  countryDialingCode: text(8).optional(),
  recommenderId: text(32).optional(),
  captcha: text(16).optional(),
  captchaId: text(64).optional(),
  verificationCode: text(12).optional(),
  affiliateCode: text(32).optional(),
  referralCode: text(32).optional(),
  paymentPassword: text(32).optional(),
  line: text(64).optional(),
  whatsapp: text(32).optional(),
  facebook: text(100).optional(),
  wechat: text(64).optional(),
  idNumber: text(32).optional(),
  birthday: text(10).optional(),
  domain: text(255).optional(),
  registerUrl: text(2048).optional(),
  registerMethod: z.enum(['WEB', 'MOBILE', 'APP']).default('WEB'),
  /** The 18+ and terms checkbox (spec §5). */
  ageConfirmed: z.literal(true),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** `GET /wps/agent/affiliate?code=&domain=`: whether an invitation code belongs to an agent. */
export const affiliateQuerySchema = z.object({ code: z.string().trim().min(1).max(32), domain: text(255).optional() });
export const affiliateResponseSchema = z.object({ valid: z.literal(true), agentNickname: z.string() });

/** `POST /wps/member/password` (encrypted). */
export const changePasswordRequestSchema = z.object({
  oldPassword: text(128).optional(),
  newPassword: z.string().min(1).max(128),
  confirmNewPassword: z.string().min(1).max(128),
  /** The old password is a login-password check: the captcha once failures ask for it (`{ captcha: true }`). */
  captcha: text(16).optional(),
  captchaId: text(64).optional(),
});
/** A password change answers with a fresh token: every earlier session of the member is revoked. */
export const changePasswordResponseSchema = z.object({ token: z.string() });

/** `POST /wps/member/password/email` (form or JSON). */
export const forgotByEmailRequestSchema = z.object({
  username: z.string().trim().min(1).max(64),
  email: z.string().trim().min(3).max(120),
});
/** `POST /wps/member/password/reset`: sets a new password with the single-use token from the mail. */
export const resetByTokenRequestSchema = z.object({
  token: z.string().min(10).max(200),
  newPassword: z.string().min(1).max(128),
  confirmNewPassword: z.string().min(1).max(128),
});
/** `POST /wps/member/password/verification` (encrypted): new password by mobile and SMS code. */
export const forgotByPhoneRequestSchema = z.object({
  newPassword: z.string().min(1).max(128),
  confirmNewPassword: z.string().min(1).max(128).optional(),
  mobileNum: mobileNumSchema,
  countryDialingCode: dialingCodeSchema,
  verificationCode: z.string().trim().min(1).max(12),
});

/** `GET /wps/member/info` (spec §3 "Member info" and the session values it feeds). */
export const memberInfoSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  username: z.string(),
  nickname: z.string(),
  type: z.number().int(),
  isAgent: z.boolean(),
  isTrial: z.boolean(),
  merchantCode: z.string(),
  currencySymbol: z.string(),
  /** Main wallet balance, a decimal string with two places. */
  balance: z.string(),
  mobileNum: z.string().nullable(),
  email: z.string().nullable(),
  affiliateCode: z.string().nullable(),
  firstLoginAt: z.string().nullable(),
  lastLoginAt: z.string().nullable(),
  iconUrl: z.string(),
  enableSalary: z.boolean(),
  enableContract: z.boolean(),
  /** Spec §3 account figures: the member holds a VIP level above the base level (VIP area, docs/promotions/vip.md). */
  hasVip: z.boolean(),
  /** The member's VIP level's name in the request's language. */
  vipLabelName: z.string(),
  /** The member's VIP level (0: the base level). */
  vipRankLevel: z.number().int(),
  /** Spec §3 account figures: rewards the member can claim now (the reward centre's badge). */
  availablePromoCount: z.number().int().nonnegative(),
  /** Spec §3: REFERRAL.enabled (the invite-friends promotion is offered). */
  availablePromo: z.boolean(),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;

/** `GET /wps/system/encryptionKey`: the public key encrypted calls wrap their AES key with. */
export const encryptionKeySchema = z.object({ keyId: z.string(), publicKey: z.string(), algorithm: z.literal('RSA-OAEP-256+A256GCM') });
export type EncryptionKey = z.infer<typeof encryptionKeySchema>;

/**
 * `POST /wps/session/loginCode` (T): a one-time login code for the caller's session, for a link
 * that opens the site logged in (another domain or mirror, the agent back office): `/?token=<code>`.
 * The code lives `expiresInSeconds`, works once and only while the issuing session is live; the
 * URL never carries a session token.
 */
export const loginCodeResponseSchema = z.object({ code: z.string(), expiresInSeconds: z.number().int().positive() });
export type LoginCodeResponse = z.infer<typeof loginCodeResponseSchema>;
/** `POST /wps/session/loginCode/exchange`: the code from the URL for a fresh session (a login answer). */
export const loginCodeExchangeRequestSchema = z.object({ code: z.string().regex(/^[A-Za-z0-9_-]{20,200}$/) });
export type LoginCodeExchangeRequest = z.infer<typeof loginCodeExchangeRequestSchema>;
