import { z } from 'zod';
import { BANNER_GROUPS, BANNER_LINKAGE_TYPES } from '../constants/system';
import { opsPageQuerySchema, opsPageSchema } from './ops';

/**
 * The back office's catalogue (issue 16 item 4; docs/backoffice/catalogue.md): categories, vendors
 * (credentials, wallet mode, maintenance window), games (enable, hot, new, order, maintenance) and
 * the merchant's banners. Reads need `catalogue.read`, writes `catalogue.write`; every write is
 * audited with the row before and after. Categories, vendors and games are the platform's one
 * catalogue (the tables have no merchant); credentials and banners are the merchant's own.
 * A change is live on the player's next request (catalog_version triggers; banners and launches
 * read the database).
 */

const bool = z.enum(['true', 'false']).transform((v) => v === 'true');
const sortNumber = z.number().int().min(0).max(1_000_000);
/** An instant (ISO 8601 with an offset) or null to clear it. */
const instant = z.iso.datetime({ offset: true }).nullable();

/** `GET /ops/catalogue/categories`: every category, menu order (sort: sort, code). */
export const opsCategoryQuerySchema = opsPageQuerySchema.extend({ sort: z.enum(['sort', 'code']).default('sort') });
export const opsCategoryRowSchema = z.object({
  code: z.string(),
  title: z.record(z.string(), z.string()),
  sort: z.number().int(),
  enabled: z.boolean(),
  vendorCount: z.number().int(),
  gameCount: z.number().int(),
});
export type OpsCategoryRow = z.infer<typeof opsCategoryRowSchema>;
export const opsCategoryPageSchema = opsPageSchema(opsCategoryRowSchema);
/** `PATCH /ops/catalogue/categories/:code`. */
export const opsCategoryUpdateSchema = z.object({ sort: sortNumber.optional(), enabled: z.boolean().optional() }).strict();
export const opsCategoryParamsSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Z0-9_]{1,32}$/),
});

/** `GET /ops/catalogue/vendors` (sort: sort, code, name). */
export const opsVendorQuerySchema = opsPageQuerySchema.extend({
  sort: z.enum(['sort', 'code', 'name']).default('sort'),
  search: z.string().trim().max(40).optional(),
});
export const WALLET_MODES = ['seamless', 'transfer'] as const;
export const opsVendorRowSchema = z.object({
  code: z.string(),
  name: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
  isNew: z.boolean(),
  freePlay: z.boolean(),
  walletMode: z.enum(WALLET_MODES),
  maintenanceStartsAt: z.string().nullable(),
  maintenanceEndsAt: z.string().nullable(),
  /** Whether the maintenance window is open now. */
  inMaintenance: z.boolean(),
  gameCount: z.number().int(),
  /** The merchant's credential of the vendor: its key id only, never the secret. */
  credential: z.object({ keyId: z.string(), enabled: z.boolean(), rotatedAt: z.string().nullable() }).nullable(),
});
export type OpsVendorRow = z.infer<typeof opsVendorRowSchema>;
export const opsVendorPageSchema = opsPageSchema(opsVendorRowSchema);
export const opsVendorParamsSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,32}$/),
});
/**
 * `PATCH /ops/catalogue/vendors/:code`. A maintenance window is a start and an optional end (null:
 * until cleared); both null clear it. Changing the wallet mode is refused with
 * `vendor_wallet_in_use` while any member holds money in the vendor's wallet or has an open round.
 */
export const opsVendorUpdateSchema = z
  .object({
    enabled: z.boolean().optional(),
    isNew: z.boolean().optional(),
    sort: sortNumber.optional(),
    walletMode: z.enum(WALLET_MODES).optional(),
    maintenanceStartsAt: instant.optional(),
    maintenanceEndsAt: instant.optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.maintenanceEndsAt && v.maintenanceStartsAt === undefined)
      ctx.addIssue({ code: 'custom', path: ['maintenanceStartsAt'], message: 'a window needs its start' });
    if (v.maintenanceStartsAt === null && v.maintenanceEndsAt)
      ctx.addIssue({ code: 'custom', path: ['maintenanceEndsAt'], message: 'no end without a start' });
    if (v.maintenanceStartsAt && v.maintenanceEndsAt && Date.parse(v.maintenanceEndsAt) <= Date.parse(v.maintenanceStartsAt))
      ctx.addIssue({ code: 'custom', path: ['maintenanceEndsAt'], message: 'end before start' });
  });
export type OpsVendorUpdate = z.infer<typeof opsVendorUpdateSchema>;
/** `POST /ops/catalogue/vendors/:code/credential/rotate`: a new secret, shown this once (the key id stays). */
export const opsRotatedCredentialSchema = z.object({ keyId: z.string(), secret: z.string() });
export type OpsRotatedCredential = z.infer<typeof opsRotatedCredentialSchema>;

/** `GET /ops/catalogue/games`: filtered by vendor, category, a name or code, flags (sort: sort, id, name, vendor). */
export const opsGameQuerySchema = opsPageQuerySchema.extend({
  sort: z.enum(['sort', 'id', 'name', 'vendor']).default('sort'),
  order: z.enum(['asc', 'desc']).default('asc'),
  vendor: z.string().trim().max(32).optional(),
  category: z.string().trim().max(32).optional(),
  search: z.string().trim().max(60).optional(),
  enabled: bool.optional(),
  maintenance: bool.optional(),
  hot: bool.optional(),
});
export type OpsGameQuery = z.input<typeof opsGameQuerySchema>;
export const opsGameRowSchema = z.object({
  id: z.number().int(),
  vendor: z.string(),
  category: z.string(),
  gameCode: z.string(),
  name: z.string(),
  names: z.record(z.string(), z.string()),
  iconPath: z.string(),
  isGame: z.boolean(),
  enabled: z.boolean(),
  hot: z.boolean(),
  isNew: z.boolean(),
  sort: z.number().int(),
  maintenance: z.boolean(),
});
export type OpsGameRow = z.infer<typeof opsGameRowSchema>;
export const opsGamePageSchema = opsPageSchema(opsGameRowSchema);
export const opsGameParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
/** `PATCH /ops/catalogue/games/:id`. */
export const opsGameUpdateSchema = z
  .object({
    enabled: z.boolean().optional(),
    hot: z.boolean().optional(),
    isNew: z.boolean().optional(),
    sort: sortNumber.optional(),
    maintenance: z.boolean().optional(),
  })
  .strict();
export type OpsGameUpdate = z.infer<typeof opsGameUpdateSchema>;

/** `GET /ops/catalogue/banners` (sort: sort, id, group). */
export const opsBannerQuerySchema = opsPageQuerySchema.extend({
  sort: z.enum(['sort', 'id', 'group']).default('sort'),
  order: z.enum(['asc', 'desc']).default('asc'),
  group: z.enum(BANNER_GROUPS).optional(),
});
export const opsBannerRowSchema = z.object({
  id: z.number().int(),
  groupName: z.enum(BANNER_GROUPS),
  title: z.string(),
  imageUrl: z.string(),
  link: z.string().nullable(),
  linkageType: z.enum(BANNER_LINKAGE_TYPES),
  sort: z.number().int(),
  enabled: z.boolean(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  /** Enabled and inside its window now: players see it. */
  live: z.boolean(),
});
export type OpsBannerRow = z.infer<typeof opsBannerRowSchema>;
export const opsBannerPageSchema = opsPageSchema(opsBannerRowSchema);
export const opsBannerParamsSchema = opsGameParamsSchema;

/** An image on the site's CDN (`/banners/x.png`) or an https URL. */
const imageUrl = z
  .string()
  .trim()
  .max(500)
  .regex(/^(\/[^\s]*|https:\/\/[^\s]+)$/);
const bannerFields = {
  groupName: z.enum(BANNER_GROUPS),
  title: z.string().trim().min(1).max(120),
  imageUrl,
  link: z.string().trim().max(500).nullable(),
  linkageType: z.enum(BANNER_LINKAGE_TYPES),
  sort: sortNumber,
  enabled: z.boolean(),
  startsAt: instant,
  endsAt: instant,
};
const windowOrdered = (v: { startsAt?: string | null | undefined; endsAt?: string | null | undefined }) =>
  !v.startsAt || !v.endsAt || Date.parse(v.endsAt) > Date.parse(v.startsAt);
/** `POST /ops/catalogue/banners`. */
export const opsBannerCreateSchema = z
  .object(bannerFields)
  .strict()
  .refine(windowOrdered, { path: ['endsAt'], message: 'end before start' });
export type OpsBannerCreate = z.infer<typeof opsBannerCreateSchema>;
/** `PATCH /ops/catalogue/banners/:id`: any of the fields (the window is checked on the result). */
export const opsBannerUpdateSchema = z
  .object(bannerFields)
  .partial()
  .strict()
  .refine(windowOrdered, { path: ['endsAt'], message: 'end before start' });
export type OpsBannerUpdate = z.infer<typeof opsBannerUpdateSchema>;
