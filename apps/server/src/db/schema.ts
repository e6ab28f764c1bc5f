import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

/** An operator: its brand, currency, CDNs and site-wide switches. */
export type MerchantTable = {
  id: Generated<number>;
  code: string;
  name: string;
  currency_code: string;
  currency_symbol: string;
  currency_decimals: number;
  default_language: string;
  logo_path: string;
  licence: string;
  copyright: string;
  main_domain: string;
  gtag_id: string | null;
  image_cdns: Json<string[]>;
  launch_game_cdns: Json<string[]>;
  maintenance: Generated<boolean>;
  maintenance_message: string | null;
  maintenance_until: Date | null;
  region_restriction: Generated<boolean>;
  /** Bumped by triggers whenever the merchant or any of its config rows change. */
  config_version: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type MerchantDomainTable = {
  domain: string;
  merchant_id: number;
  route: Generated<string>;
  is_mirror: Generated<boolean>;
};

export type MerchantModuleTable = {
  merchant_id: number;
  mod_id: string;
  parent_mod_id: string | null;
  name: string;
  enabled: boolean;
  sort: Generated<number>;
};

export type RegisterFieldRuleTable = {
  merchant_id: number;
  field: string;
  enabled: boolean;
  required: boolean;
  pattern_id: string;
  accepted_pattern: string | null;
  min_length: number;
  max_length: number;
  sort: Generated<number>;
};

export type CustomerServiceTable = {
  id: Generated<number>;
  merchant_id: number;
  title: string;
  type: string;
  url: string;
  sort: Generated<number>;
  enabled: Generated<boolean>;
};

export type ResourceTable = {
  merchant_id: number;
  type: string;
  label_name_en: string;
  url: string;
  sort: Generated<number>;
};

export type RegionBlockTable = {
  id: Generated<number>;
  merchant_id: number;
  /** A CIDR range of visitor addresses to block, or null for a country rule. */
  ip_range: string | null;
  /** An ISO 3166 alpha-2 country to block, or null for an address rule. */
  country: string | null;
  note: string | null;
};

export type CountryCodeTable = {
  country_code: string;
  dialing_code: string;
  name: string;
  sort: Generated<number>;
  enabled: Generated<boolean>;
};

export type BannerTable = {
  id: Generated<number>;
  merchant_id: number;
  group_name: string;
  title: string;
  image_path: string;
  link: string | null;
  linkage_type: string;
  sort: Generated<number>;
  enabled: Generated<boolean>;
  starts_at: Date | null;
  ends_at: Date | null;
};

export type AnnouncementTable = {
  id: Generated<number>;
  merchant_id: number;
  code: string;
  type: string;
  platform: Generated<string>;
  /** Per-language texts: { en: '...', zh: '...' }. */
  title: Json<Record<string, string>>;
  content: Json<Record<string, string>>;
  sort: Generated<number>;
  enabled: Generated<boolean>;
  published_at: Timestamp;
};

export type GameCategoryTable = { code: string; sort: number; enabled: Generated<boolean> };
export type VendorTable = { code: string; name: string; sort: number; enabled: Generated<boolean> };
export type CategoryVendorTable = { category_code: string; vendor_code: string; sort: Generated<number> };

/** The whole database as Kysely sees it. */
export type Database = {
  merchant: MerchantTable;
  merchant_domain: MerchantDomainTable;
  merchant_module: MerchantModuleTable;
  register_field_rule: RegisterFieldRuleTable;
  customer_service: CustomerServiceTable;
  resource: ResourceTable;
  region_block: RegionBlockTable;
  country_code: CountryCodeTable;
  banner: BannerTable;
  announcement: AnnouncementTable;
  game_category: GameCategoryTable;
  vendor: VendorTable;
  category_vendor: CategoryVendorTable;
};

export type MerchantRow = Selectable<MerchantTable>;
export type NewMerchant = Insertable<MerchantTable>;
