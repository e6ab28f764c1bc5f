/** System status of spec §4: what the whole site shows. */
export const SYSTEM_STATUS = { NORMAL: 0, MAINTENANCE: 1, REGION_BLOCKED: 2 } as const;
export type SystemStatusCode = (typeof SYSTEM_STATUS)[keyof typeof SYSTEM_STATUS];

/**
 * Whitelabel module ids (the `modId` of the module tree). The spec names the modules by purpose
 * (§6); these ids are ours. A module is on when its node has `enabled: '1'`.
 */
export const MODULE_IDS = {
  register: 'REGISTER',
  registerUsername: 'REGISTER_USERNAME',
  registerMobile: 'REGISTER_MOBILE',
  registerSmsVerification: 'REGISTER_SMS_VERIFICATION',
  registerMobilePassword: 'REGISTER_MOBILE_PASSWORD',
  login: 'LOGIN',
  loginSms: 'LOGIN_SMS',
  forcedPasswordChange: 'FORCED_PASSWORD_CHANGE',
  passwordExpiry: 'PASSWORD_EXPIRY',
  forgotPasswordMobile: 'FORGOT_PASSWORD_MOBILE',
  freePlay: 'FREE_PLAY',
  agentPolicy: 'AGENT_POLICY',
  manualRebate: 'MANUAL_REBATE',
  rewardCenter: 'REWARD_CENTER',
  vipBonus: 'VIP_BONUS',
  promotions: 'PROMOTIONS',
  referral: 'REFERRAL',
  pointMall: 'POINT_MALL',
  missions: 'MISSIONS',
  download: 'DOWNLOAD',
  customerService: 'CUSTOMER_SERVICE',
  newIpVerification: 'NEW_IP_VERIFICATION',
} as const;
export type ModuleId = (typeof MODULE_IDS)[keyof typeof MODULE_IDS];

/** Customer-service entry types; the header groups its list by these. */
export const CS_TYPES = ['LIVECHAT', 'TELEGRAM'] as const;
export type CsType = (typeof CS_TYPES)[number];

/** Banner groups of spec §3. */
export const BANNER_GROUPS = ['w_home', 'w_leftmenu', 'w_login', 'w_register', 'w_forget'] as const;
export type BannerGroup = (typeof BANNER_GROUPS)[number];

/** How a banner click is followed. */
export const BANNER_LINKAGE_TYPES = ['NONE', 'INTERNAL', 'EXTERNAL', 'PROMOTION', 'GAME'] as const;
export type BannerLinkageType = (typeof BANNER_LINKAGE_TYPES)[number];

/** Server game categories (spec §2 "Home and lobbies"). */
export const GAME_CATEGORIES = ['RNG', 'LIVE', 'FISH', 'SPORTS', 'ESPORTS', 'ELOTT', 'LOTT', 'PVP', 'BGS', 'COCKFIGHT'] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

/** Top navigation in the spec's order; `category` items show only when that category has vendors. */
export const TOP_NAV = [
  { key: 'home', path: '/' },
  { key: 'promotions', path: '/promotions' },
  { key: 'elott', path: '/elott', category: 'ELOTT' },
  { key: 'lott', path: '/lott', category: 'LOTT' },
  { key: 'live', path: '/live', category: 'LIVE' },
  { key: 'sports', path: '/sports', category: 'SPORTS' },
  { key: 'fish', path: '/fish', category: 'FISH' },
  { key: 'rng', path: '/rng', category: 'RNG' },
  { key: 'pvp', path: '/pvp', category: 'PVP' },
  { key: 'esports', path: '/esports', category: 'ESPORTS' },
] as const satisfies readonly { key: string; path: string; category?: GameCategory }[];

/** Social link resource types the footer knows, in its order. */
export const SOCIAL_RESOURCES = ['YOUTUBE', 'FACEBOOK', 'INSTAGRAM', 'WHATSAPP', 'MESSENGER', 'TELEGRAM'] as const;
/** App download resource types. */
export const APP_RESOURCES = ['IOS', 'ANDROID', 'IOS_LITE'] as const;
export const RESOURCE_TYPES = [...SOCIAL_RESOURCES, ...APP_RESOURCES] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

/** Announcement types of `MCSFE_getListAnnouncements`: B banner marquee, PL/PU/PR popups, H help. */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];
