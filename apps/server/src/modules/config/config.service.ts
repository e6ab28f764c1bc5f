import {
  type CountryCode,
  type DomainRoute,
  encryptCsPath,
  isModuleEnabled,
  type MerchantInfo,
  type RegisterSettings,
  SYSTEM_STATUS,
  type SystemStatus,
  type Whitelabel,
} from '@fortuna/shared';
import type { MerchantRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { presentCountryCode, presentCustomerService, presentFieldRule, presentModuleTree, presentResource } from './config.presenter';
import type { ConfigRepository } from './config.repository';
import { createConfigCache } from './config-cache';
import { type ConfigChanges, UNSYNCED_CHANGES } from './config-changes';
import { isVisitorBlocked, parseRegionBlock, type RegionBlock } from './region-blocks';

/** Who is asking: the visitor's address and, when a trusted CDN header says so, country. */
export type Visitor = { ip: string; country: string | null; host: string };

/** A merchant's assembled configuration, for one `config_version` of its row. */
type SiteConfig = {
  /** The parts of the whitelabel response that do not depend on the visitor. */
  response: Omit<Whitelabel, 'location' | 'domainRoute'>;
  /** `response` as JSON, made on first use: the whitelabel call sends it without serializing it again. */
  responseJson?: string;
  /** `response.register` as JSON, made on first use, likewise. */
  registerJson?: string;
  mirrors: string[];
  routes: Map<string, string>;
  regionBlocks: RegionBlock[];
};

/**
 * Site configuration: which merchant a request is for, its assembled whitelabel config (cached
 * per process, keyed by the merchant's `config_version` so a change anywhere is seen at once),
 * and the system status of spec §4. The merchant row itself is read per call, except for the
 * calls that answer from memory (`fromMemory`, config-cache.ts): those are kept current by the
 * configuration change feed (config-changes.ts).
 */
export function createConfigService(repo: ConfigRepository, defaultMerchant: string, changes: ConfigChanges = UNSYNCED_CHANGES) {
  const cache = new Map<number, { version: number; config: Promise<SiteConfig> }>();
  const memory = createConfigCache(changes, {
    byCode: (code) => repo.findMerchant(code, '', defaultMerchant),
    byHost: (host) => repo.findMerchant(undefined, host, defaultMerchant),
  });
  let countryCodes: { at: number; value: Promise<CountryCode[]> } | undefined;

  async function buildSiteConfig(merchant: MerchantRow): Promise<SiteConfig> {
    const [modules, rules, services, resources, domains, blocks] = await Promise.all([
      repo.listModules(merchant.id),
      repo.listRegisterRules(merchant.id),
      repo.listCustomerServices(merchant.id),
      repo.listResources(merchant.id),
      repo.listDomains(merchant.id),
      repo.listRegionBlocks(merchant.id),
    ]);
    const customerService = await Promise.all(services.map(async (s) => presentCustomerService(s, await encryptCsPath(s.url))));
    return {
      response: {
        merchant: presentMerchant(merchant),
        customerService,
        resources: resources.map(presentResource),
        whitelabel: presentModuleTree(modules),
        register: { fields: rules.map(presentFieldRule) },
        mainDomain: merchant.main_domain,
        analytics: { gtagId: merchant.gtag_id },
        imageCDNs: merchant.image_cdns,
        launchGameCDNs: merchant.launch_game_cdns,
        maintenance: merchant.maintenance,
        regionRestriction: merchant.region_restriction,
      },
      mirrors: domains.filter((d) => d.is_mirror).map((d) => d.domain),
      routes: new Map(domains.map((d) => [d.domain, d.route])),
      regionBlocks: blocks.map(parseRegionBlock),
    };
  }

  function siteConfig(merchant: MerchantRow): Promise<SiteConfig> {
    const hit = cache.get(merchant.id);
    if (hit && hit.version === merchant.config_version) return hit.config;
    const config = buildSiteConfig(merchant);
    cache.set(merchant.id, { version: merchant.config_version, config });
    config.catch(() => cache.delete(merchant.id));
    return config;
  }

  async function domainRoute(merchant: MerchantRow, host: string): Promise<DomainRoute> {
    const config = await siteConfig(merchant);
    return {
      domain: host,
      merchantCode: merchant.code,
      route: config.routes.get(host) ?? '/',
      mainDomain: merchant.main_domain,
      mirrors: config.mirrors,
    };
  }

  return {
    /** See ConfigRepository.knownMerchant: the cached row when the database's is still that version. */
    knownMerchant: (code: string, version: string) => repo.knownMerchant(code, version),

    /**
     * The merchant a request is for: the `Merchant` header, else the host's domain route, else
     * the configured default. An unknown code is `merchant_not_found`. `fromMemory`: the row kept
     * in process memory while the change feed vouches for it (config-cache.ts), else a read.
     */
    async resolveMerchant(code: string | undefined, host: string, options: { fromMemory?: boolean } = {}): Promise<MerchantRow> {
      const named = code?.trim() || undefined;
      const merchant = options.fromMemory
        ? await (named ? memory.byCode(named) : memory.byHost(host))
        : await repo.findMerchant(named, host, defaultMerchant);
      if (!merchant) throw new AppError('merchant_not_found');
      return merchant;
    },

    /** Spec §4 system status: maintenance wins over a region block; the message in the visitor's language when there is one. */
    async status(merchant: MerchantRow, visitor: Visitor, language?: string): Promise<SystemStatus> {
      const blocked = await this.isBlocked(merchant, visitor);
      const status = merchant.maintenance ? SYSTEM_STATUS.MAINTENANCE : blocked ? SYSTEM_STATUS.REGION_BLOCKED : SYSTEM_STATUS.NORMAL;
      return {
        status,
        ip: visitor.ip,
        country: visitor.country,
        maintenanceMessage: merchant.maintenance ? maintenanceMessage(merchant, language) : null,
        maintenanceUntil: merchant.maintenance && merchant.maintenance_until ? merchant.maintenance_until.toISOString() : null,
      };
    },

    /**
     * Whether the visitor is region-blocked for this merchant (only when restriction is on): tested
     * in memory against the blocks of the row's `config_version` (any block change moves it).
     */
    async isBlocked(merchant: MerchantRow, visitor: Visitor): Promise<boolean> {
      if (!merchant.region_restriction) return false;
      return isVisitorBlocked((await siteConfig(merchant)).regionBlocks, visitor.ip, visitor.country);
    },

    /** `GET /wps/system/whitelabel`. */
    async whitelabel(merchant: MerchantRow, visitor: Visitor): Promise<Whitelabel> {
      const [config, route] = await Promise.all([siteConfig(merchant), domainRoute(merchant, visitor.host)]);
      return { ...config.response, domainRoute: route, location: { ip: visitor.ip, country: visitor.country } };
    },

    /**
     * `GET /wps/system/whitelabel` as the JSON text of its envelope: byte for byte
     * `JSON.stringify(ok(await whitelabel(merchant, visitor)))`, with the part that does not depend on
     * the visitor serialized once per configuration version (it is most of the 7 KB).
     */
    async whitelabelJson(merchant: MerchantRow, visitor: Visitor): Promise<string> {
      const [config, route] = await Promise.all([siteConfig(merchant), domainRoute(merchant, visitor.host)]);
      config.responseJson ??= JSON.stringify(config.response);
      const location = JSON.stringify({ ip: visitor.ip, country: visitor.country });
      return `{"success":true,"value":${config.responseJson.slice(0, -1)},"domainRoute":${JSON.stringify(route)},"location":${location}},"message":""}`;
    },

    /** Whether a whitelabel module is on: its node and every ancestor enabled; unknown ids are off. */
    async isModuleEnabled(merchant: MerchantRow, modId: string): Promise<boolean> {
      return isModuleEnabled((await siteConfig(merchant)).response.whitelabel, modId);
    },

    /** `GET /wps/system/setting/register`. */
    async registerSettings(merchant: MerchantRow): Promise<RegisterSettings> {
      return (await siteConfig(merchant)).response.register;
    },

    /** `registerSettings` as JSON text, serialized once per configuration version. */
    async registerSettingsJson(merchant: MerchantRow): Promise<string> {
      const config = await siteConfig(merchant);
      config.registerJson ??= JSON.stringify(config.response.register);
      return config.registerJson;
    },

    domainRoute,

    /**
     * The origin of absolute links the server hands out (reset mails): the request's own origin
     * when its host is one of the merchant's domains (so a member on a mirror stays there), else
     * `https://` + the merchant's main domain. Never an arbitrary Host or X-Forwarded-Host.
     */
    async publicOrigin(merchant: MerchantRow, request: { protocol: string; host: string; hostname: string }): Promise<string> {
      const hostname = request.hostname.toLowerCase();
      if (await this.isMerchantDomain(merchant, hostname)) return `${request.protocol}://${request.host.toLowerCase()}`;
      return `https://${merchant.main_domain.toLowerCase()}`;
    },

    /** Whether `host` (lower case, no port) is one of the merchant's configured domains or its main domain. */
    async isMerchantDomain(merchant: MerchantRow, host: string): Promise<boolean> {
      return host === merchant.main_domain.toLowerCase() || (await siteConfig(merchant)).routes.has(host);
    },

    /** Launch CDNs of a merchant, for the Content-Security-Policy of its pages. */
    async launchGameCDNs(merchant: MerchantRow): Promise<{ launch: string[]; images: string[]; gtag: boolean }> {
      const config = await siteConfig(merchant);
      const { launchGameCDNs, imageCDNs, analytics } = config.response;
      return { launch: launchGameCDNs, images: imageCDNs, gtag: analytics.gtagId !== null };
    },

    /** Dialing codes; they change rarely, so they are cached for a minute. */
    countryCodes(): Promise<CountryCode[]> {
      const now = Date.now();
      if (!countryCodes || now - countryCodes.at > 60_000) {
        const value = repo.listCountryCodes().then((rows) => rows.map(presentCountryCode));
        countryCodes = { at: now, value };
        value.catch(() => {
          countryCodes = undefined;
        });
      }
      return countryCodes.value;
    },
  };
}

export type ConfigService = ReturnType<typeof createConfigService>;

function presentMerchant(m: MerchantRow): MerchantInfo {
  return {
    code: m.code,
    name: m.name,
    currency: { code: m.currency_code, symbol: m.currency_symbol, decimals: m.currency_decimals },
    logoUrl: m.logo_path,
    licence: m.licence,
    licenceNumber: m.licence_number,
    licenceUrl: m.licence_url,
    copyright: m.copyright,
    timeZone: m.time_zone,
    languages: m.languages,
    primaryColour: m.primary_colour,
    accentColour: m.accent_colour,
  };
}

/** The maintenance message in the visitor's language, else the merchant's plain one. */
function maintenanceMessage(m: MerchantRow, language: string | undefined): string | null {
  const own = language ? m.maintenance_messages?.[language] : undefined;
  return own || m.maintenance_message;
}
