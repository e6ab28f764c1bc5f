import {
  type BrandRequest,
  type CustomerServiceRequest,
  type createDomainRequestSchema,
  type createRegionBlockRequestSchema,
  type LanguagesRequest,
  type maintenanceRequestSchema,
  type OpsRegionBlock,
  type OpsSite,
  type RegisterField,
  type regionBlockQuerySchema,
  SOCIAL_RESOURCES,
  type UpdateModulesRequest,
  type UpdateRegisterRuleRequest,
  type updateDomainRequestSchema,
} from '@fortuna/shared';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database, MerchantRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { recordAudit } from '../ops/audit';
import {
  presentCustomerService,
  presentDomain,
  presentModules,
  presentRegionBlock,
  presentRegisterRule,
  presentSocialLinks,
} from './ops-site.presenter';
import { siteRepository as repo } from './ops-site.repository';
import { normalizeCidr } from './region-range';

/** Fields every registration takes whatever the settings say: they stay shown and required. */
const ALWAYS_REQUIRED: readonly RegisterField[] = ['username', 'password'];

type Db = Kysely<Database>;

/**
 * The back office's site configuration. Each write runs in one transaction that first locks the
 * merchant row (site writes of one merchant run one after another), reads the target before,
 * changes it, and writes the audit row with before and after. The change is live on the next
 * player request: the merchant's `config_version` moves with any change (migration 0001's
 * triggers), and the config service's cache is keyed by it.
 */
export function createOpsSiteService(db: Db) {
  /** Runs a site write: the merchant locked, the change made, its audit row written, all or nothing. */
  function write<T>(request: FastifyRequest, work: (trx: Db, merchant: MerchantRow) => Promise<T>): Promise<T> {
    return db.transaction().execute(async (trx) => {
      const merchant = await repo.lockMerchant(trx, request.site.merchant.id);
      return work(trx, merchant);
    });
  }

  async function maintenanceOf(merchant: MerchantRow) {
    return {
      enabled: merchant.maintenance,
      message: merchant.maintenance_message ?? '',
      messages: merchant.maintenance_messages ?? {},
      until: merchant.maintenance_until?.toISOString() ?? null,
    };
  }

  function brandOf(merchant: MerchantRow, links: { type: string; url: string }[]) {
    return {
      name: merchant.name,
      logoUrl: merchant.logo_path,
      primaryColour: merchant.primary_colour,
      accentColour: merchant.accent_colour,
      licence: merchant.licence,
      copyright: merchant.copyright,
      socialLinks: presentSocialLinks(links),
    };
  }

  /**
   * Whether a block (or, without one, the merchant's blocks) covers the calling operator's own
   * address or country, as the gate would decide. The back office stays open to it either way (the
   * server leaves /ops ungated and the web shows no blocked screen under /backoffice), but the
   * operator would no longer see the player site from where it sits: such a change is refused
   * (`conflict`, `block_covers_caller`) unless the operator acknowledged it.
   */
  async function coversCaller(
    trx: Db,
    merchantId: number,
    request: FastifyRequest,
    block?: { ipRange: string | null; country: string | null },
  ): Promise<boolean> {
    const { ip, country } = request.site.visitor;
    if (block) return block.country !== null ? block.country === country : repo.rangeCovers(trx, block.ipRange as string, ip);
    return (await repo.coveringBlocks(trx, merchantId, ip, country)).length > 0;
  }

  function refuseUnacknowledged(request: FastifyRequest, covers: boolean, acknowledged: boolean): void {
    if (covers && !acknowledged) {
      throw new AppError('conflict', { reason: 'block_covers_caller', ip: request.site.visitor.ip, country: request.site.visitor.country });
    }
  }

  return {
    /** `GET /ops/site`: everything the screens edit but the region blocks. */
    async overview(request: FastifyRequest): Promise<OpsSite> {
      const merchantId = request.site.merchant.id;
      const [merchant, modules, rules, services, domains, links] = await Promise.all([
        db.selectFrom('merchant').selectAll().where('id', '=', merchantId).executeTakeFirstOrThrow(),
        repo.listModules(db, merchantId),
        repo.listRegisterRules(db, merchantId),
        repo.listCustomerServices(db, merchantId),
        repo.listDomains(db, merchantId),
        repo.listSocialLinks(db, merchantId, SOCIAL_RESOURCES),
      ]);
      return {
        modules: presentModules(modules),
        registerRules: rules.map(presentRegisterRule),
        customerServices: services.map(presentCustomerService),
        domains: domains.map(presentDomain),
        mainDomain: merchant.main_domain,
        languages: merchant.languages,
        defaultLanguage: merchant.default_language,
        brand: brandOf(merchant, links),
        maintenance: await maintenanceOf(merchant),
        regionRestriction: merchant.region_restriction,
        caller: { ip: request.site.visitor.ip, country: request.site.visitor.country },
      };
    },

    /** Switches modules on or off and orders them among their siblings; an unknown module is `not_found`. */
    updateModules(request: FastifyRequest, input: UpdateModulesRequest) {
      return write(request, async (trx, merchant) => {
        const current = new Map((await repo.listModules(trx, merchant.id)).map((m) => [m.mod_id, m]));
        const before: Record<string, { enabled: boolean; sort: number }> = {};
        const after: Record<string, { enabled: boolean; sort: number }> = {};
        for (const change of input.modules) {
          const row = current.get(change.modId);
          if (!row) throw new AppError('not_found', { reason: 'module_not_found', modId: change.modId });
          if (row.enabled === change.enabled && row.sort === change.sort) continue;
          before[change.modId] = { enabled: row.enabled, sort: row.sort };
          after[change.modId] = { enabled: change.enabled, sort: change.sort };
          await repo.updateModule(trx, merchant.id, change.modId, { enabled: change.enabled, sort: change.sort });
        }
        await recordAudit(trx, request, { action: 'site.modules', targetType: 'merchant_module', targetId: merchant.id, before, after });
        return presentModules(await repo.listModules(trx, merchant.id));
      });
    },

    /** Sets a registration field's rule; username and password stay shown and required. */
    updateRegisterRule(request: FastifyRequest, field: RegisterField, input: UpdateRegisterRuleRequest) {
      if (ALWAYS_REQUIRED.includes(field) && !(input.enabled && input.required)) {
        throw new AppError('conflict', { reason: 'field_always_required', field });
      }
      return write(request, async (trx, merchant) => {
        const row = await repo.findRegisterRule(trx, merchant.id, field);
        const before = row ? presentRegisterRule(row) : null;
        await repo.saveRegisterRule(trx, merchant.id, field, {
          enabled: input.enabled,
          required: input.required,
          pattern_id: input.patternId,
          min_length: input.minLength,
          max_length: input.maxLength,
        });
        const after = presentRegisterRule((await repo.findRegisterRule(trx, merchant.id, field)) as NonNullable<typeof row>);
        await recordAudit(trx, request, {
          action: 'site.register_rule',
          targetType: 'register_field_rule',
          targetId: field,
          before,
          after,
        });
        return after;
      });
    },

    createCustomerService(request: FastifyRequest, input: CustomerServiceRequest) {
      return write(request, async (trx, merchant) => {
        if (await repo.findCustomerServiceByTitle(trx, merchant.id, input.title)) throw new AppError('conflict', { reason: 'title_taken' });
        const after = presentCustomerService(await repo.insertCustomerService(trx, merchant.id, input));
        await recordAudit(trx, request, {
          action: 'site.cs.create',
          targetType: 'customer_service',
          targetId: after.id,
          before: null,
          after,
        });
        return after;
      });
    },

    updateCustomerService(request: FastifyRequest, id: number, input: CustomerServiceRequest) {
      return write(request, async (trx, merchant) => {
        const row = await repo.findCustomerService(trx, merchant.id, id);
        if (!row) throw new AppError('not_found', { reason: 'customer_service_not_found' });
        const other = await repo.findCustomerServiceByTitle(trx, merchant.id, input.title);
        if (other && other.id !== id) throw new AppError('conflict', { reason: 'title_taken' });
        const after = presentCustomerService(await repo.updateCustomerService(trx, merchant.id, id, input));
        await recordAudit(trx, request, {
          action: 'site.cs.update',
          targetType: 'customer_service',
          targetId: id,
          before: presentCustomerService(row),
          after,
        });
        return after;
      });
    },

    deleteCustomerService(request: FastifyRequest, id: number) {
      return write(request, async (trx, merchant) => {
        const row = await repo.findCustomerService(trx, merchant.id, id);
        if (!row) throw new AppError('not_found', { reason: 'customer_service_not_found' });
        await repo.deleteCustomerService(trx, merchant.id, id);
        await recordAudit(trx, request, {
          action: 'site.cs.delete',
          targetType: 'customer_service',
          targetId: id,
          before: presentCustomerService(row),
          after: null,
        });
        return { id };
      });
    },

    /** Adds a host name; one that any merchant already serves is `conflict` (a host routes to one merchant). */
    createDomain(request: FastifyRequest, input: z.output<typeof createDomainRequestSchema>) {
      return write(request, async (trx, merchant) => {
        if (await repo.findDomain(trx, input.domain)) throw new AppError('conflict', { reason: 'domain_taken' });
        const row = { domain: input.domain, route: input.route, is_mirror: input.isMirror };
        await repo.insertDomain(trx, merchant.id, row);
        const after = presentDomain(row);
        await recordAudit(trx, request, {
          action: 'site.domain.create',
          targetType: 'merchant_domain',
          targetId: input.domain,
          before: null,
          after,
        });
        return after;
      });
    },

    updateDomain(request: FastifyRequest, domain: string, input: z.output<typeof updateDomainRequestSchema>) {
      return write(request, async (trx, merchant) => {
        const found = await repo.findDomain(trx, domain);
        if (!found || found.merchant_id !== merchant.id) throw new AppError('not_found', { reason: 'domain_not_found' });
        await repo.updateDomain(trx, merchant.id, domain, { route: input.route, is_mirror: input.isMirror });
        const after = presentDomain({ domain, route: input.route, is_mirror: input.isMirror });
        await recordAudit(trx, request, {
          action: 'site.domain.update',
          targetType: 'merchant_domain',
          targetId: domain,
          before: presentDomain(found),
          after,
        });
        return after;
      });
    },

    /** Removes a host name; the one the operator is calling through is refused (it would fall to the default merchant). */
    deleteDomain(request: FastifyRequest, domain: string) {
      return write(request, async (trx, merchant) => {
        const found = await repo.findDomain(trx, domain);
        if (!found || found.merchant_id !== merchant.id) throw new AppError('not_found', { reason: 'domain_not_found' });
        if (domain === request.site.visitor.host) throw new AppError('conflict', { reason: 'domain_in_use_by_caller' });
        await repo.deleteDomain(trx, merchant.id, domain);
        await recordAudit(trx, request, {
          action: 'site.domain.delete',
          targetType: 'merchant_domain',
          targetId: domain,
          before: presentDomain(found),
          after: null,
        });
        return { domain };
      });
    },

    setMainDomain(request: FastifyRequest, mainDomain: string) {
      return write(request, async (trx, merchant) => {
        await repo.updateMerchant(trx, merchant.id, { main_domain: mainDomain });
        await recordAudit(trx, request, {
          action: 'site.main_domain',
          targetType: 'merchant',
          targetId: merchant.id,
          before: { mainDomain: merchant.main_domain },
          after: { mainDomain },
        });
        return { mainDomain };
      });
    },

    setLanguages(request: FastifyRequest, input: LanguagesRequest) {
      return write(request, async (trx, merchant) => {
        await repo.updateMerchant(trx, merchant.id, { languages: input.languages, default_language: input.defaultLanguage });
        await recordAudit(trx, request, {
          action: 'site.languages',
          targetType: 'merchant',
          targetId: merchant.id,
          before: { languages: merchant.languages, defaultLanguage: merchant.default_language },
          after: input,
        });
        return input;
      });
    },

    setBrand(request: FastifyRequest, input: BrandRequest) {
      return write(request, async (trx, merchant) => {
        const before = brandOf(merchant, await repo.listSocialLinks(trx, merchant.id, SOCIAL_RESOURCES));
        await repo.updateMerchant(trx, merchant.id, {
          name: input.name,
          logo_path: input.logoUrl,
          primary_colour: input.primaryColour,
          accent_colour: input.accentColour,
          licence: input.licence,
          copyright: input.copyright,
        });
        await repo.replaceSocialLinks(
          trx,
          merchant.id,
          SOCIAL_RESOURCES,
          input.socialLinks.map((link) => ({ ...link, label: socialLabel(link.type) })),
        );
        const after = brandOf(await repo.lockMerchant(trx, merchant.id), await repo.listSocialLinks(trx, merchant.id, SOCIAL_RESOURCES));
        await recordAudit(trx, request, { action: 'site.brand', targetType: 'merchant', targetId: merchant.id, before, after });
        return after;
      });
    },

    /** Maintenance on or off, its messages and announced end. Switching it on with an end already past is refused. */
    setMaintenance(request: FastifyRequest, input: z.output<typeof maintenanceRequestSchema>) {
      if (input.enabled && input.until !== null && Date.parse(input.until) <= Date.now()) {
        throw new AppError('invalid_parameter', { issues: [{ path: 'until', code: 'in_past', message: 'the end is already past' }] });
      }
      const messages = Object.fromEntries(Object.entries(input.messages).filter(([, text]) => text && text.length > 0)) as Record<
        string,
        string
      >;
      return write(request, async (trx, merchant) => {
        const before = await maintenanceOf(merchant);
        await repo.updateMerchant(trx, merchant.id, {
          maintenance: input.enabled,
          maintenance_message: input.message || null,
          maintenance_messages: JSON.stringify(messages),
          maintenance_until: input.until === null ? null : new Date(input.until),
        });
        const after = await maintenanceOf(await repo.lockMerchant(trx, merchant.id));
        await recordAudit(trx, request, { action: 'site.maintenance', targetType: 'merchant', targetId: merchant.id, before, after });
        return after;
      });
    },

    /** Region blocks on or off; switching them on while a block covers the caller needs its acknowledgement. */
    setRegionRestriction(request: FastifyRequest, enabled: boolean, acknowledged: boolean) {
      return write(request, async (trx, merchant) => {
        const covers = enabled && (await coversCaller(trx, merchant.id, request));
        refuseUnacknowledged(request, covers, acknowledged);
        await repo.updateMerchant(trx, merchant.id, { region_restriction: enabled });
        await recordAudit(trx, request, {
          action: 'site.region_restriction',
          targetType: 'merchant',
          targetId: merchant.id,
          before: { enabled: merchant.region_restriction },
          after: { enabled, ...(covers ? { coversCaller: true } : {}) },
        });
        return { enabled };
      });
    },

    async pageRegionBlocks(request: FastifyRequest, query: z.output<typeof regionBlockQuerySchema>) {
      const { rows, total } = await repo.pageRegionBlocks(db, request.site.merchant.id, query);
      return { rows: rows.map(presentRegionBlock), total, pageNo: query.pageNo, pageSize: query.pageSize };
    },

    /**
     * Adds a region block: a range is stored as its network (`192.0.2.7/24` → `192.0.2.0/24`), an
     * IPv4-mapped IPv6 range as the IPv4 range it maps. A duplicate is refused (`conflict`), and so
     * is a block that covers the caller's own address or country unless acknowledged.
     */
    createRegionBlock(request: FastifyRequest, input: z.output<typeof createRegionBlockRequestSchema>) {
      const block =
        input.kind === 'range'
          ? { ipRange: normalizeCidr(input.ipRange), country: null, note: input.note || null }
          : { ipRange: null, country: input.country.toUpperCase(), note: input.note || null };
      return write(request, async (trx, merchant) => {
        const covers = await coversCaller(trx, merchant.id, request, block);
        refuseUnacknowledged(request, covers, input.acknowledgeCoversCaller);
        if (await repo.regionBlockExists(trx, merchant.id, block)) throw new AppError('conflict', { reason: 'block_exists' });
        const after = presentRegionBlock(await repo.insertRegionBlock(trx, merchant.id, block));
        await recordAudit(trx, request, {
          action: 'site.region_block.create',
          targetType: 'region_block',
          targetId: after.id,
          before: null,
          after: { ...after, ...(covers ? { coversCaller: true } : {}) },
        });
        return after;
      });
    },

    deleteRegionBlock(request: FastifyRequest, id: number): Promise<OpsRegionBlock> {
      return write(request, async (trx, merchant) => {
        const row = await repo.findRegionBlock(trx, merchant.id, id);
        if (!row) throw new AppError('not_found', { reason: 'region_block_not_found' });
        await repo.deleteRegionBlock(trx, merchant.id, id);
        const before = presentRegionBlock(row);
        await recordAudit(trx, request, {
          action: 'site.region_block.delete',
          targetType: 'region_block',
          targetId: id,
          before,
          after: null,
        });
        return before;
      });
    },
  };
}

/** The footer's label of a social link. */
function socialLabel(type: string): string {
  const labels: Record<string, string> = {
    YOUTUBE: 'YouTube',
    FACEBOOK: 'Facebook',
    INSTAGRAM: 'Instagram',
    WHATSAPP: 'WhatsApp',
    MESSENGER: 'Messenger',
    TELEGRAM: 'Telegram',
  };
  return labels[type] ?? type;
}

export type OpsSiteService = ReturnType<typeof createOpsSiteService>;
