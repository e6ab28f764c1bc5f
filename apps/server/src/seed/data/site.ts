import { MODULE_IDS as M } from '@fortuna/shared';

/** The demo operator. A fresh install looks like a real operator's site with this data. */
export const DEMO_MERCHANT = {
  code: 'FORTUNA',
  name: 'Fortuna',
  currency_code: 'MMK',
  currency_symbol: 'Ks',
  currency_decimals: 2,
  /** Myanmar time (UTC+06:30): the demo's business days, weeks and months for contract periods and reports. */
  time_zone: 'Asia/Yangon',
  default_language: 'my',
  logo_path: '/demo/logo.svg',
  // Empty: the footer shows the bundles' licence and copyright lines in the member's language
  // (`footer.licence`, `footer.copyright`); an operator's own text here would win.
  licence: '',
  copyright: '',
  main_domain: 'fortuna-demo.example',
  gtag_id: null,
  image_cdns: JSON.stringify(['/cdn']),
  launch_game_cdns: JSON.stringify(['/play']),
};

/** Host names served, with the route each lands on; mirrors are listed in the footer. */
export const DEMO_DOMAINS = [
  { domain: 'localhost', route: '/', is_mirror: false },
  { domain: '127.0.0.1', route: '/', is_mirror: false },
  { domain: 'agent.localhost', route: '/agent', is_mirror: false },
  { domain: 'fortuna-mirror1.example', route: '/', is_mirror: true },
  { domain: 'fortuna-mirror2.example', route: '/', is_mirror: true },
];

type ModuleSeed = { mod_id: string; name: string; enabled: boolean; children?: ModuleSeed[] };

/** The whitelabel module tree (spec §6 "Modules toggled by whitelabel flags"). */
export const DEMO_MODULES: ModuleSeed[] = [
  {
    mod_id: M.register,
    name: 'Registration',
    enabled: true,
    children: [
      { mod_id: M.registerUsername, name: 'Register by username', enabled: true },
      { mod_id: M.registerMobile, name: 'Register by mobile', enabled: true },
      { mod_id: M.registerSmsVerification, name: 'SMS verification on registration', enabled: false },
      { mod_id: M.registerMobilePassword, name: 'Password on mobile registration', enabled: true },
    ],
  },
  {
    mod_id: M.login,
    name: 'Login',
    enabled: true,
    children: [
      { mod_id: M.loginSms, name: 'Login by mobile verification code', enabled: true },
      { mod_id: M.forcedPasswordChange, name: 'Forced password change', enabled: true },
      { mod_id: M.passwordExpiry, name: 'Password expiry', enabled: false },
      { mod_id: M.forgotPasswordMobile, name: 'Forgot password by mobile', enabled: true },
      { mod_id: M.newIpVerification, name: 'Verify logins from new IP addresses', enabled: false },
    ],
  },
  { mod_id: M.freePlay, name: 'Free play', enabled: true },
  { mod_id: M.agentPolicy, name: 'Agent policy', enabled: true },
  { mod_id: M.manualRebate, name: 'Manual rebate', enabled: true },
  { mod_id: M.rewardCenter, name: 'Reward centre', enabled: true },
  { mod_id: M.vipBonus, name: 'VIP bonus', enabled: true },
  {
    mod_id: M.promotions,
    name: 'Promotions',
    enabled: true,
    children: [
      { mod_id: M.referral, name: 'Referral', enabled: true },
      { mod_id: M.pointMall, name: 'Points mall', enabled: true },
      { mod_id: M.missions, name: 'Missions and leaderboard', enabled: true },
    ],
  },
  { mod_id: M.download, name: 'App download', enabled: true },
  { mod_id: M.customerService, name: 'Customer service', enabled: true },
];

/** Registration field rules: which fields show, which are required, and their pattern family. */
export const DEMO_REGISTER_RULES = [
  { field: 'username', enabled: true, required: true, pattern_id: 'LETTER_FIRST_ALNUM', min_length: 6, max_length: 16 },
  { field: 'password', enabled: true, required: true, pattern_id: 'LETTERS_AND_DIGITS', min_length: 6, max_length: 20 },
  { field: 'mobileNum', enabled: true, required: true, pattern_id: 'DIGITS', min_length: 7, max_length: 15 },
  { field: 'verificationCode', enabled: true, required: false, pattern_id: 'DIGITS', min_length: 4, max_length: 6 },
  { field: 'payeeName', enabled: false, required: false, pattern_id: 'TWO_LETTERS_SPACES', min_length: 2, max_length: 50 },
  { field: 'email', enabled: true, required: false, pattern_id: 'EMAIL', min_length: 6, max_length: 60 },
  { field: 'affiliateCode', enabled: true, required: false, pattern_id: 'ALNUM', min_length: 4, max_length: 16 },
  { field: 'captcha', enabled: true, required: true, pattern_id: 'ALNUM', min_length: 4, max_length: 4 },
  { field: 'qqNum', enabled: false, required: false, pattern_id: 'DIGITS', min_length: 5, max_length: 12 },
  { field: 'line', enabled: false, required: false, pattern_id: 'ALNUM', min_length: 4, max_length: 20 },
  { field: 'whatsapp', enabled: false, required: false, pattern_id: 'DIGITS', min_length: 7, max_length: 15 },
  { field: 'facebook', enabled: false, required: false, pattern_id: 'ANY', min_length: 2, max_length: 50 },
  { field: 'wechat', enabled: false, required: false, pattern_id: 'LETTER_FIRST_ALNUM', min_length: 6, max_length: 20 },
  { field: 'idNumber', enabled: false, required: false, pattern_id: 'ALNUM', min_length: 6, max_length: 20 },
  { field: 'recommenderId', enabled: false, required: false, pattern_id: 'ALNUM', min_length: 4, max_length: 16 },
  { field: 'paymentPassword', enabled: false, required: false, pattern_id: 'DIGITS', min_length: 6, max_length: 6 },
  { field: 'birthday', enabled: false, required: false, pattern_id: 'DATE_YMD', min_length: 10, max_length: 10 },
];

export const DEMO_CUSTOMER_SERVICE = [
  { title: 'Live Chat 24/7', type: 'LIVECHAT', url: 'https://chat.fortuna-demo.example/live' },
  { title: 'VIP Live Chat', type: 'LIVECHAT', url: 'https://chat.fortuna-demo.example/vip' },
  { title: 'Telegram Support', type: 'TELEGRAM', url: 'https://t.me/fortuna_support' },
  { title: 'Telegram Channel', type: 'TELEGRAM', url: 'https://t.me/fortuna_news' },
];

export const DEMO_RESOURCES = [
  { type: 'YOUTUBE', label_name_en: 'YouTube', url: 'https://www.youtube.com/@fortuna' },
  { type: 'FACEBOOK', label_name_en: 'Facebook', url: 'https://www.facebook.com/fortuna' },
  { type: 'INSTAGRAM', label_name_en: 'Instagram', url: 'https://www.instagram.com/fortuna' },
  { type: 'TELEGRAM', label_name_en: 'Telegram', url: 'https://t.me/fortuna_news' },
  { type: 'WHATSAPP', label_name_en: 'WhatsApp', url: 'https://wa.me/9590000000' },
  { type: 'MESSENGER', label_name_en: 'Messenger', url: 'https://m.me/fortuna' },
  { type: 'IOS', label_name_en: 'iOS app', url: 'https://fortuna-demo.example/download/ios' },
  { type: 'ANDROID', label_name_en: 'Android app', url: 'https://fortuna-demo.example/download/android.apk' },
  { type: 'IOS_LITE', label_name_en: 'iOS lite', url: 'https://fortuna-demo.example/download/ios-lite' },
];

/** Dialing codes offered in mobile fields, the operator's markets first. */
export const DEMO_COUNTRY_CODES: [string, string, string][] = [
  ['MM', '95', 'Myanmar'],
  ['TH', '66', 'Thailand'],
  ['VN', '84', 'Vietnam'],
  ['MY', '60', 'Malaysia'],
  ['SG', '65', 'Singapore'],
  ['ID', '62', 'Indonesia'],
  ['PH', '63', 'Philippines'],
  ['KH', '855', 'Cambodia'],
  ['LA', '856', 'Laos'],
  ['CN', '86', 'China'],
  ['HK', '852', 'Hong Kong'],
  ['TW', '886', 'Taiwan'],
  ['JP', '81', 'Japan'],
  ['KR', '82', 'South Korea'],
  ['IN', '91', 'India'],
  ['BD', '880', 'Bangladesh'],
  ['PK', '92', 'Pakistan'],
  ['NP', '977', 'Nepal'],
  ['LK', '94', 'Sri Lanka'],
  ['MN', '976', 'Mongolia'],
  ['KZ', '7', 'Kazakhstan'],
  ['UZ', '998', 'Uzbekistan'],
  ['TR', '90', 'Turkey'],
  ['AE', '971', 'United Arab Emirates'],
  ['SA', '966', 'Saudi Arabia'],
  ['IR', '98', 'Iran'],
  ['RU', '7', 'Russia'],
  ['BR', '55', 'Brazil'],
  ['PT', '351', 'Portugal'],
  ['ES', '34', 'Spain'],
  ['GB', '44', 'United Kingdom'],
  ['US', '1', 'United States'],
];

/**
 * The English licence and copyright lines earlier seeds wrote: a site still holding exactly these
 * gets them cleared, so its footer speaks the member's language; any other text is the operator's.
 */
export const LEGACY_DEMO_TEXTS = {
  licence: 'Fortuna is operated under a remote gaming licence. Play responsibly: gambling is for adults aged 18 and over.',
  copyright: '© 2026 Fortuna Entertainment. All rights reserved.',
};
