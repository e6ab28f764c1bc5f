import { z } from 'zod';
import { LANGUAGE_CODES } from '../constants/languages';
import { CS_TYPES, SOCIAL_RESOURCES } from '../constants/system';
import { PATTERN_IDS } from '../validation/patterns';
import { languageCodeSchema } from './common';
import { REGISTER_FIELDS } from './config';
import { opsPageQuerySchema, opsPageSchema } from './ops';

/**
 * Site configuration in the back office (`/ops/site/...`, permission `site.read` / `site.write`).
 * Every change is live on the player site at its next request (the merchant's `config_version`).
 * Decisions in docs/backoffice/site.md.
 */

/** A plain one-line text an operator types: trimmed, bounded. */
const line = (max: number) => z.string().trim().min(1).max(max);
/** An absolute https:// address (customer service, social links, logo). */
export const httpsUrlSchema = z
  .url({ protocol: /^https$/, hostname: z.regexes.domain })
  .max(500)
  .refine((url) => !/\s/.test(url));
/** A logo: an https:// address or a path on this site (`/demo/logo.svg`). */
export const logoUrlSchema = z.union([
  httpsUrlSchema,
  z
    .string()
    .trim()
    .max(300)
    // One leading slash only: `//host/x` would be another site's address.
    .regex(/^\/(?!\/)[A-Za-z0-9._~\-/]+$/),
]);
/** A colour as the web's CSS variables take it: `#rrggbb`. */
export const hexColourSchema = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/)
  .transform((s) => s.toLowerCase());

// ---- whitelabel modules -------------------------------------------------------------------

/** One module of the tree as the back office edits it. */
export type OpsModuleNode = { modId: string; name: string; enabled: boolean; sort: number; children: OpsModuleNode[] };
export const opsModuleNodeSchema: z.ZodType<OpsModuleNode> = z.lazy(() =>
  z.object({ modId: z.string(), name: z.string(), enabled: z.boolean(), sort: z.number().int(), children: z.array(opsModuleNodeSchema) }),
);
/** `PUT /ops/site/modules`: switch modules on or off and set their order among their siblings (only the listed ones change). */
export const updateModulesRequestSchema = z.object({
  modules: z
    .array(
      z.object({
        modId: z
          .string()
          .trim()
          .regex(/^[A-Z][A-Z0-9_]{0,63}$/),
        enabled: z.boolean(),
        sort: z.number().int().min(0).max(10_000),
      }),
    )
    .min(1)
    .max(200)
    .refine((list) => new Set(list.map((m) => m.modId)).size === list.length, { message: 'each module once' }),
});
export type UpdateModulesRequest = z.infer<typeof updateModulesRequestSchema>;

// ---- register rules -----------------------------------------------------------------------

/** A registration field's rule as stored (the accepted pattern is always its family's). */
export const opsRegisterRuleSchema = z.object({
  field: z.enum(REGISTER_FIELDS),
  enabled: z.boolean(),
  required: z.boolean(),
  patternId: z.enum(PATTERN_IDS as [string, ...string[]]),
  minLength: z.number().int(),
  maxLength: z.number().int(),
});
export type OpsRegisterRule = z.infer<typeof opsRegisterRuleSchema>;
export const registerFieldParamsSchema = z.object({ field: z.enum(REGISTER_FIELDS) });
/** The longest value any registration field may be given a rule for. */
export const REGISTER_RULE_MAX_LENGTH = 200;
/** `PUT /ops/site/register-rules/:field`. A required field is enabled; max ≥ min, max ≥ 1. */
export const updateRegisterRuleRequestSchema = z
  .object({
    enabled: z.boolean(),
    required: z.boolean(),
    patternId: z.enum(PATTERN_IDS as [string, ...string[]]),
    minLength: z.number().int().min(0).max(REGISTER_RULE_MAX_LENGTH),
    maxLength: z.number().int().min(1).max(REGISTER_RULE_MAX_LENGTH),
  })
  .refine((r) => r.maxLength >= r.minLength, { path: ['maxLength'], message: 'max_below_min' })
  .refine((r) => r.enabled || !r.required, { path: ['required'], message: 'required_needs_enabled' });
export type UpdateRegisterRuleRequest = z.infer<typeof updateRegisterRuleRequestSchema>;

// ---- customer service ---------------------------------------------------------------------

export const opsCustomerServiceSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  type: z.enum(CS_TYPES),
  url: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
});
export type OpsCustomerService = z.infer<typeof opsCustomerServiceSchema>;
/** `POST /ops/site/customer-services` and `PUT /ops/site/customer-services/:id`. */
export const customerServiceRequestSchema = z.object({
  title: line(60),
  type: z.enum(CS_TYPES),
  url: httpsUrlSchema,
  sort: z.number().int().min(0).max(10_000),
  enabled: z.boolean(),
});
export type CustomerServiceRequest = z.infer<typeof customerServiceRequestSchema>;
export const siteIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

// ---- domains ------------------------------------------------------------------------------

/** A host name, lower case, without port: `www.example.com`, `localhost`. */
export const domainNameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/);
export const opsDomainSchema = z.object({ domain: z.string(), route: z.string(), isMirror: z.boolean() });
export type OpsDomain = z.infer<typeof opsDomainSchema>;
/** Where a host lands: a path of the web app (`/`, `/agent`); never `//host`, another site's address. */
export const domainRouteInputSchema = z
  .string()
  .trim()
  .max(100)
  .regex(/^\/(?!\/)[A-Za-z0-9._~\-/]*$/);
/** `POST /ops/site/domains`. */
export const createDomainRequestSchema = z.object({ domain: domainNameSchema, route: domainRouteInputSchema, isMirror: z.boolean() });
/** `PUT /ops/site/domains/:domain`. */
export const updateDomainRequestSchema = z.object({ route: domainRouteInputSchema, isMirror: z.boolean() });
export const domainParamsSchema = z.object({ domain: domainNameSchema });
/** `PUT /ops/site/main-domain`: the domain absolute links (reset mails) use. */
export const mainDomainRequestSchema = z.object({ mainDomain: domainNameSchema });

// ---- languages ----------------------------------------------------------------------------

/** `PUT /ops/site/languages`: the languages the site offers, and the one a visitor without a choice gets. */
export const languagesRequestSchema = z
  .object({
    languages: z
      .array(languageCodeSchema)
      .min(1)
      .max(LANGUAGE_CODES.length)
      .refine((list) => new Set(list).size === list.length, { message: 'each language once' }),
    defaultLanguage: languageCodeSchema,
  })
  .refine((r) => r.languages.includes(r.defaultLanguage), { path: ['defaultLanguage'], message: 'default_not_offered' });
export type LanguagesRequest = z.infer<typeof languagesRequestSchema>;

// ---- brand --------------------------------------------------------------------------------

/** A social link of the footer. */
export const socialLinkSchema = z.object({ type: z.enum(SOCIAL_RESOURCES), url: httpsUrlSchema });
/**
 * `PUT /ops/site/brand`. Licence and copyright are plain text (the footer renders them as text,
 * never as HTML); empty means the bundled line in the visitor's language.
 */
export const brandRequestSchema = z.object({
  name: line(60),
  logoUrl: logoUrlSchema,
  primaryColour: hexColourSchema.nullable(),
  accentColour: hexColourSchema.nullable(),
  licence: z.string().trim().max(1000),
  copyright: z.string().trim().max(200),
  socialLinks: z
    .array(socialLinkSchema)
    .max(SOCIAL_RESOURCES.length)
    .refine((list) => new Set(list.map((l) => l.type)).size === list.length, { message: 'each type once' }),
});
export type BrandRequest = z.infer<typeof brandRequestSchema>;

// ---- maintenance --------------------------------------------------------------------------

/** `PUT /ops/site/maintenance`. `until` is when players are told it ends; the site stays closed until switched off. */
export const maintenanceRequestSchema = z.object({
  enabled: z.boolean(),
  /** Shown when the visitor's language has no message of its own. */
  message: z.string().trim().max(500),
  /** Per-language messages (empty texts are dropped). */
  messages: z.partialRecord(languageCodeSchema, z.string().trim().max(500)).default({}),
  until: z.iso.datetime({ offset: true }).nullable(),
});
export type MaintenanceRequest = z.input<typeof maintenanceRequestSchema>;

// ---- regions ------------------------------------------------------------------------------

export const opsRegionBlockSchema = z.object({
  id: z.number().int(),
  ipRange: z.string().nullable(),
  country: z.string().nullable(),
  note: z.string().nullable(),
});
export type OpsRegionBlock = z.infer<typeof opsRegionBlockSchema>;
export const regionBlockPageSchema = opsPageSchema(opsRegionBlockSchema);
/** `GET /ops/site/region-blocks`: sorted by id, range or country; `q` filters ranges, countries and notes. */
export const regionBlockQuerySchema = opsPageQuerySchema.extend({
  sort: z.enum(['id', 'ipRange', 'country']).default('id'),
  q: z.string().trim().max(60).optional(),
});
/**
 * Set when the operator was told that the change covers its own address or country and goes on:
 * without it such a change is refused (`conflict`, reason `block_covers_caller`).
 */
const acknowledgeCoversCaller = z.boolean().default(false);
/** `POST /ops/site/region-blocks`: a CIDR range (IPv4 or IPv6) or an ISO 3166 alpha-2 country. */
export const createRegionBlockRequestSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('range'),
    ipRange: z.union([z.cidrv4(), z.cidrv6()]),
    note: z.string().trim().max(200).default(''),
    acknowledgeCoversCaller,
  }),
  z.object({
    kind: z.literal('country'),
    country: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/),
    note: z.string().trim().max(200).default(''),
    acknowledgeCoversCaller,
  }),
]);
export type CreateRegionBlockRequest = z.input<typeof createRegionBlockRequestSchema>;
/** `PUT /ops/site/region-restriction`: whether region blocks apply at all. */
export const regionRestrictionRequestSchema = z.object({ enabled: z.boolean(), acknowledgeCoversCaller });
export type RegionRestrictionRequest = z.input<typeof regionRestrictionRequestSchema>;

// ---- the whole ----------------------------------------------------------------------------

/** `GET /ops/site`: everything the site-configuration screens edit, but the region blocks (paged apart). */
export const opsSiteSchema = z.object({
  modules: z.array(opsModuleNodeSchema),
  registerRules: z.array(opsRegisterRuleSchema),
  customerServices: z.array(opsCustomerServiceSchema),
  domains: z.array(opsDomainSchema),
  mainDomain: z.string(),
  /** As stored (a code the product no longer knows is shown, not refused). */
  languages: z.array(z.string()),
  defaultLanguage: z.string(),
  brand: z.object({
    name: z.string(),
    logoUrl: z.string(),
    primaryColour: z.string().nullable(),
    accentColour: z.string().nullable(),
    licence: z.string(),
    copyright: z.string(),
    socialLinks: z.array(z.object({ type: z.enum(SOCIAL_RESOURCES), url: z.string() })),
  }),
  maintenance: z.object({
    enabled: z.boolean(),
    message: z.string(),
    messages: z.record(z.string(), z.string()),
    until: z.string().nullable(),
  }),
  regionRestriction: z.boolean(),
  /** The caller's own address and country as the server sees them (a block covering them is refused). */
  caller: z.object({ ip: z.string(), country: z.string().nullable() }),
});
export type OpsSite = z.infer<typeof opsSiteSchema>;
