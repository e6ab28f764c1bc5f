import { z } from 'zod';
import { PATTERN_FAMILIES } from '../validation/patterns';
import { dialingCodeSchema, mobileNumSchema } from './auth';

/** The ways a login from a new address can be verified (spec §4), each switchable by the operator. */
export const NEW_IP_METHODS = ['sms', 'email', 'realName', 'google'] as const;
export type NewIpMethod = (typeof NEW_IP_METHODS)[number];
export const newIpMethodSchema = z.enum(NEW_IP_METHODS);

/** How many one-time recovery codes two-factor sign-in hands out (shown once, stored hashed). */
export const RECOVERY_CODE_COUNT = 10;

/** A member's TOTP code as typed (spaces dropped): six digits. */
export const memberTotpCodeSchema = z
  .string()
  .trim()
  .transform((s) => s.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/));

/** A TOTP code or a recovery code ("abcde-fghij"), as the login's second step takes either. */
export const secondFactorCodeSchema = z.string().trim().min(6).max(32);

/** `GET /wps/security`: the security centre's summary. */
export const securityOverviewSchema = z.object({
  twoFactorEnabled: z.boolean(),
  /** Unused recovery codes left (0 without two-factor). */
  recoveryCodesLeft: z.number().int(),
  /** The bound mobile and email, masked; null when none. */
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  paymentPasswordSet: z.boolean(),
  /** The new-address methods the operator allows. */
  newIpMethods: z.array(newIpMethodSchema),
});
export type SecurityOverview = z.infer<typeof securityOverviewSchema>;

/** `GET /wps/security/logins`: a page of the member's login history, newest first. */
export const loginHistoryQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
export const loginHistoryEntrySchema = z.object({
  at: z.string(),
  ip: z.string().nullable(),
  /** ISO country code when the CDN named one, else null ("unknown"). */
  country: z.string().nullable(),
  /** "Chrome on Android", read from the User-Agent; "unknown" when unreadable. */
  device: z.string(),
  loginType: z.string(),
  success: z.boolean(),
});
export const loginHistoryPageSchema = z.object({
  list: z.array(loginHistoryEntrySchema),
  total: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
});
export type LoginHistoryPage = z.infer<typeof loginHistoryPageSchema>;

/** `GET /wps/security/sessions`: the member's live sessions, this one marked. */
export const activeSessionSchema = z.object({
  /** A name for the session (not its token). */
  id: z.string(),
  ip: z.string().nullable(),
  device: z.string().nullable(),
  side: z.string(),
  createdAt: z.string(),
  current: z.boolean(),
});
export const activeSessionsSchema = z.array(activeSessionSchema);
export type ActiveSession = z.infer<typeof activeSessionSchema>;

/** `POST /wps/security/sessions/logout-others`: how many other sessions were ended. */
export const logoutOthersResponseSchema = z.object({ revoked: z.number().int() });

/** `POST /wps/security/2fa/setup`: a new secret (shown once, until confirmed) and its otpauth:// URL for the QR code. */
export const twoFactorSetupSchema = z.object({ secret: z.string(), otpauthUrl: z.string() });
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** `POST /wps/security/2fa/enable`: the first code from the app turns two-factor on. */
export const twoFactorEnableRequestSchema = z.object({ code: memberTotpCodeSchema });
/** The recovery codes, shown this once. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** `POST /wps/security/2fa/disable`: proven by a current code (or a recovery code) or the login password. */
export const twoFactorDisableRequestSchema = z
  .object({ code: secondFactorCodeSchema.optional(), password: z.string().min(1).max(128).optional() })
  .refine((v) => v.code !== undefined || v.password !== undefined, { message: 'code_or_password' });

/** `GET|PUT /ops/site/new-ip-methods`: the new-address methods members may be asked for. */
export const newIpMethodsSettingSchema = z.object({ methods: z.array(newIpMethodSchema).max(NEW_IP_METHODS.length) });
export type NewIpMethodsSetting = z.infer<typeof newIpMethodsSettingSchema>;

/** The contacts a member binds from the security centre. */
export const CONTACT_CHANNELS = ['mobile', 'email'] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];

/** An email address to bind: the registration's EMAIL pattern family, at most 120 characters. */
export const contactEmailSchema = z.string().trim().max(120).regex(new RegExp(PATTERN_FAMILIES.EMAIL));

const mobileContact = z.object({ channel: z.literal('mobile'), countryDialingCode: dialingCodeSchema, mobileNum: mobileNumSchema });
const emailContact = z.object({ channel: z.literal('email'), email: contactEmailSchema });

/** `POST /wps/security/contact/code`: a code to the NEW mobile or email, good only for binding that contact to this member. */
export const contactCodeRequestSchema = z.discriminatedUnion('channel', [mobileContact, emailContact]);
export type ContactCodeRequest = z.input<typeof contactCodeRequestSchema>;

/** What proves a binding: the code sent to the new contact and the login password. */
const bindingProof = { code: z.string().trim().min(1).max(12), password: z.string().min(1).max(128) };

/** `PUT /wps/security/contact` (encrypted): binds (or changes) the member's mobile or email. */
export const bindContactRequestSchema = z.discriminatedUnion('channel', [
  mobileContact.extend(bindingProof),
  emailContact.extend(bindingProof),
]);
export type BindContactRequest = z.input<typeof bindContactRequestSchema>;

/** The bound contacts after a binding, masked as in the overview. */
export const boundContactsSchema = z.object({ mobile: z.string().nullable(), email: z.string().nullable() });
export type BoundContacts = z.infer<typeof boundContactsSchema>;

/** `POST /wps/security/2fa/recovery-codes` (encrypted): new recovery codes, proven like turning two-factor off. */
export const regenerateRecoveryCodesRequestSchema = twoFactorDisableRequestSchema;
