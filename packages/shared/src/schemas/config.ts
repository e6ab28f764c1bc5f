import { z } from 'zod';
import { ANNOUNCEMENT_TYPES, BANNER_GROUPS, BANNER_LINKAGE_TYPES, CS_TYPES, RESOURCE_TYPES, SYSTEM_STATUS } from '../constants/system';
import { PATTERN_IDS } from '../validation/patterns';

/** A node of the whitelabel module tree: `enabled` is '1' when the module is on (spec §3). */
export type ModuleNode = { modId: string; name: string; enabled: '0' | '1'; childrenNodes: ModuleNode[] };
export const moduleNodeSchema: z.ZodType<ModuleNode> = z.lazy(() =>
  z.object({ modId: z.string(), name: z.string(), enabled: z.enum(['0', '1']), childrenNodes: z.array(moduleNodeSchema) }),
);

/** One customer-service entry; `path` is encrypted (see crypto/cs-path.ts). */
export const customerServiceSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  type: z.enum(CS_TYPES),
  path: z.string(),
});
export type CustomerService = z.infer<typeof customerServiceSchema>;

/** A configured link: social pages, app downloads (spec §3 "Resource"). */
export const resourceSchema = z.object({ type: z.enum(RESOURCE_TYPES), labelNameEn: z.string(), url: z.string() });
export type Resource = z.infer<typeof resourceSchema>;

/** The fields a registration form may show; each has a rule in the register settings. */
export const REGISTER_FIELDS = [
  'username',
  'password',
  'payeeName',
  'email',
  'qqNum',
  'mobileNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'recommenderId',
  'affiliateCode',
  'captcha',
  'paymentPassword',
  'verificationCode',
  'birthday',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

/** Registration field rule (spec §3) plus whether the field shows and must be filled. */
export const fieldRuleSchema = z.object({
  field: z.enum(REGISTER_FIELDS),
  enabled: z.boolean(),
  required: z.boolean(),
  acceptedPattern: z.string(),
  minLength: z.number().int().min(0),
  maxLength: z.number().int().min(1),
  patternId: z.enum(PATTERN_IDS as [string, ...string[]]),
});
export type FieldRuleSetting = z.infer<typeof fieldRuleSchema>;

/** `GET /wps/system/setting/register`: every field's rule, in display order. */
export const registerSettingsSchema = z.object({ fields: z.array(fieldRuleSchema) });
export type RegisterSettings = z.infer<typeof registerSettingsSchema>;

export const currencySchema = z.object({ code: z.string(), symbol: z.string(), decimals: z.number().int() });

/** The merchant (operator) the site belongs to. */
export const merchantInfoSchema = z.object({
  code: z.string(),
  name: z.string(),
  currency: currencySchema,
  logoUrl: z.string(),
  licence: z.string(),
  /** The gaming licence's number and a link to the regulator's record ('' when not set; docs/communications/pages.md). */
  licenceNumber: z.string().optional(),
  licenceUrl: z.string().optional(),
  copyright: z.string(),
  /**
   * The merchant's IANA time zone (e.g. Asia/Yangon): its business days, periods, date presets and
   * every time shown to its visitors are counted in it, whatever the browser's own zone.
   */
  timeZone: z.string(),
  /** The languages the site offers (the language select lists only these); absent: all of them. */
  languages: z.array(z.string()).optional(),
  /** Brand colours (`#rrggbb`) over the theme's; null: the theme's own. */
  primaryColour: z.string().nullable().optional(),
  accentColour: z.string().nullable().optional(),
});
export type MerchantInfo = z.infer<typeof merchantInfoSchema>;

/** `GET /wps/system/domainRoute`: which merchant and landing route this host serves. */
export const domainRouteSchema = z.object({
  domain: z.string(),
  merchantCode: z.string(),
  route: z.string(),
  mainDomain: z.string(),
  mirrors: z.array(z.string()),
});
export type DomainRoute = z.infer<typeof domainRouteSchema>;

/** `GET /wps/system/status` (spec §4): 0 normal, 1 maintenance, 2 region blocked. */
export const systemStatusSchema = z.object({
  status: z.union([z.literal(SYSTEM_STATUS.NORMAL), z.literal(SYSTEM_STATUS.MAINTENANCE), z.literal(SYSTEM_STATUS.REGION_BLOCKED)]),
  ip: z.string(),
  country: z.string().nullable(),
  maintenanceMessage: z.string().nullable(),
  maintenanceUntil: z.string().nullable(),
});
export type SystemStatus = z.infer<typeof systemStatusSchema>;

/** `GET /wps/system/whitelabel`: the permission/config response of spec §3. */
export const whitelabelSchema = z.object({
  merchant: merchantInfoSchema,
  customerService: z.array(customerServiceSchema),
  domainRoute: domainRouteSchema,
  resources: z.array(resourceSchema),
  whitelabel: z.array(moduleNodeSchema),
  register: registerSettingsSchema,
  mainDomain: z.string(),
  analytics: z.object({ gtagId: z.string().nullable() }),
  imageCDNs: z.array(z.string()),
  launchGameCDNs: z.array(z.string()),
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
  location: z.object({ ip: z.string(), country: z.string().nullable() }),
});
export type Whitelabel = z.infer<typeof whitelabelSchema>;

/** A dialing code for mobile fields (spec §3 "Country"). */
export const countryCodeSchema = z.object({ countryCode: z.string(), countryDialingCode: z.string(), name: z.string() });
export type CountryCode = z.infer<typeof countryCodeSchema>;

/** `GET /wps/content/banners?group=`: banners of one or all groups (call not shown in the spec). */
export const bannersQuerySchema = z.object({ group: z.enum(BANNER_GROUPS).optional() });
export const bannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  url: z.string(),
  link: z.string().nullable(),
  linkageType: z.enum(BANNER_LINKAGE_TYPES),
  groupName: z.enum(BANNER_GROUPS),
});
export type Banner = z.infer<typeof bannerSchema>;

/** `/wps/relay/MCSFE_getListAnnouncements` query: types comma-separated (B, PL, PU, PR, H), platform W. */
export const announcementsQuerySchema = z.object({
  types: z
    .string()
    .trim()
    .transform((s) =>
      s
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(ANNOUNCEMENT_TYPES)).min(1))
    .default(['B']),
  platform: z.enum(['W', 'M']).default('W'),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(9),
});
export const announcementSchema = z.object({
  id: z.number().int(),
  type: z.enum(ANNOUNCEMENT_TYPES),
  title: z.string(),
  content: z.string(),
  timestamp: z.string(),
});
export type Announcement = z.infer<typeof announcementSchema>;
export const announcementPageSchema = z.object({
  list: z.array(announcementSchema),
  pageNo: z.number().int(),
  totalPages: z.number().int(),
});
export type AnnouncementPage = z.infer<typeof announcementPageSchema>;
