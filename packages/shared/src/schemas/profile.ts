import { z } from 'zod';
import { hasForbiddenTextCharacter } from '../validation/text';

/** The profile fields of spec §3 ("other profile labels") a member reads and edits. */
export const PROFILE_FIELDS = [
  'nickname',
  'fullname',
  'telegram',
  'zalo',
  'birthday',
  'address',
  'nationality',
  'occupation',
  'sourceOfIncome',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/**
 * The operator's rule for a profile field: `editable` (changed any time), `once` (locked after
 * its first save: changed later only by the back office) or `hidden` (not shown, not accepted).
 */
export const PROFILE_FIELD_MODES = ['editable', 'once', 'hidden'] as const;
export type ProfileFieldMode = (typeof PROFILE_FIELD_MODES)[number];

/** Each field's mode when the operator has set none (docs/responsible-gaming/profile-and-reports.md). */
export const DEFAULT_PROFILE_MODES: Record<ProfileField, ProfileFieldMode> = {
  nickname: 'editable',
  fullname: 'once',
  telegram: 'editable',
  zalo: 'editable',
  birthday: 'once',
  address: 'editable',
  nationality: 'once',
  occupation: 'editable',
  sourceOfIncome: 'editable',
};

/** A single line of text: no line breaks or control characters, trimmed. */
const line = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(min)
    .max(max)
    .refine((v) => !/[\r\n\t]/.test(v) && !hasForbiddenTextCharacter(v), { message: 'single line of text' });

/** Each field's own pattern: what a value must look like whatever the operator's mode. */
export const PROFILE_FIELD_SCHEMAS = {
  nickname: line(1, 20),
  fullname: line(2, 60).regex(/^[\p{L}\p{M} .'·-]+$/u, 'letters, spaces, dots and hyphens'),
  /** A Telegram username (5–32 letters, digits, underscores; an @ in front is dropped). */
  telegram: z
    .string()
    .trim()
    .transform((v) => v.replace(/^@/, ''))
    .pipe(z.string().regex(/^[A-Za-z][A-Za-z0-9_]{4,31}$/, 'telegram username')),
  /** A Zalo account is its phone number: 9–15 digits, an optional + in front. */
  zalo: z
    .string()
    .trim()
    .regex(/^\+?\d{9,15}$/, 'zalo phone number'),
  birthday: z.iso.date(),
  address: line(4, 200),
  nationality: line(2, 40).regex(/^[\p{L}\p{M} .'-]+$/u, 'letters and spaces'),
  occupation: line(2, 60),
  sourceOfIncome: line(2, 60),
} as const satisfies Record<ProfileField, z.ZodType>;

/** One field of the member's profile as `GET /wps/member/info/profile` shows it. */
export const profileFieldSchema = z.object({
  field: z.enum(PROFILE_FIELDS),
  /** The saved value, or null while never saved. */
  value: z.string().nullable(),
  mode: z.enum(PROFILE_FIELD_MODES),
  /** Whether the member may change it now (a `once` field that holds a value is locked). */
  editable: z.boolean(),
});
export type ProfileFieldView = z.infer<typeof profileFieldSchema>;

/** `GET /wps/member/info/profile`: the fields the operator shows, in spec order. */
export const profileSchema = z.object({ fields: z.array(profileFieldSchema) });
export type Profile = z.infer<typeof profileSchema>;

/** Each field as a change carries it (absent = unchanged): its pattern, and a birthday in the past. */
const profileChangeShape = {
  nickname: PROFILE_FIELD_SCHEMAS.nickname.optional(),
  fullname: PROFILE_FIELD_SCHEMAS.fullname.optional(),
  telegram: PROFILE_FIELD_SCHEMAS.telegram.optional(),
  zalo: PROFILE_FIELD_SCHEMAS.zalo.optional(),
  birthday: PROFILE_FIELD_SCHEMAS.birthday
    .refine((d) => d >= '1900-01-01' && d <= new Date().toISOString().slice(0, 10), 'a past date')
    .optional(),
  address: PROFILE_FIELD_SCHEMAS.address.optional(),
  nationality: PROFILE_FIELD_SCHEMAS.nationality.optional(),
  occupation: PROFILE_FIELD_SCHEMAS.occupation.optional(),
  sourceOfIncome: PROFILE_FIELD_SCHEMAS.sourceOfIncome.optional(),
};

/**
 * `PUT /wps/member/info/profile`: the fields to change (absent = unchanged). Each value is checked
 * against its field's pattern; a hidden or locked field refuses the whole change.
 */
export const updateProfileRequestSchema = z
  .object(profileChangeShape)
  .strict()
  .refine((input) => Object.keys(input).length > 0, { message: 'nothing to change' });
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

/** The longest reason an operator gives for correcting a member's profile. */
export const PROFILE_CORRECTION_REASON_MAX = 200;

/**
 * `PUT /ops/members/:id/profile` (back office, `members.write`): the operator's correction of a
 * member's profile. The same fields and patterns as the member's own change, any field whatever
 * its mode (a locked or hidden one included), and a required reason kept in the audit log.
 */
export const opsProfileCorrectionRequestSchema = z
  .object({
    ...profileChangeShape,
    /** Why the operator corrects the profile (the member's ticket, the document seen). */
    reason: z.string().trim().min(1).max(PROFILE_CORRECTION_REASON_MAX),
  })
  .strict()
  .refine((input) => PROFILE_FIELDS.some((field) => input[field] !== undefined), { message: 'nothing to change', path: ['fields'] });
export type OpsProfileCorrectionRequest = z.input<typeof opsProfileCorrectionRequestSchema>;

/**
 * `GET`/`PUT /ops/members/:id/profile`: every field with its mode and value, hidden ones too;
 * `editable` says whether the member may change it itself (false once a `once` field is saved).
 */
export const opsMemberProfileSchema = profileSchema;
export type OpsMemberProfile = Profile;

/** How many built-in avatars a member can choose from (`/cdn/demo/avatars/set-<n>.svg`). */
export const BUILT_IN_AVATARS = 12;
/** The largest icon upload, checked on its bytes. */
export const ICON_MAX_BYTES = 2 * 1024 * 1024;
/** The side of the square an uploaded icon is resized to (pixels). */
export const ICON_SIZE = 256;
/** The most pixels an upload may declare before it is decoded (a decompression-bomb guard). */
export const ICON_MAX_SOURCE_PIXELS = 40_000_000;

/** `PUT /wps/member/info/icon` as JSON: choose a built-in avatar (1…BUILT_IN_AVATARS), or 0 for the generated default. */
export const chooseIconRequestSchema = z.object({ avatar: z.number().int().min(0).max(BUILT_IN_AVATARS) }).strict();
export type ChooseIconRequest = z.infer<typeof chooseIconRequestSchema>;

/** The member's icon after a change. */
export const memberIconSchema = z.object({ iconUrl: z.string() });
export type MemberIcon = z.infer<typeof memberIconSchema>;

/** Back office: the mode of each profile field (site settings). */
export const profileRulesSchema = z.object({ modes: z.record(z.enum(PROFILE_FIELDS), z.enum(PROFILE_FIELD_MODES)) });
export type ProfileRules = z.infer<typeof profileRulesSchema>;
/** `PUT /ops/site/profile-rules`: every field's mode. */
export const updateProfileRulesRequestSchema = z
  .object({
    modes: z
      .object(
        Object.fromEntries(PROFILE_FIELDS.map((f) => [f, z.enum(PROFILE_FIELD_MODES)])) as Record<
          ProfileField,
          z.ZodEnum<{ editable: 'editable'; once: 'once'; hidden: 'hidden' }>
        >,
      )
      .strict(),
  })
  .strict();
export type UpdateProfileRulesRequest = z.infer<typeof updateProfileRulesRequestSchema>;
