import type { GameCategory } from '@fortuna/shared';
import type { Word } from './game-words';

/** Game categories in menu order (spec §2), with their titles (the web's `category.*` texts). */
export const DEMO_CATEGORIES: readonly { code: GameCategory; title: Word }[] = [
  { code: 'RNG', title: { en: 'Slots', zh: '电子游戏', my: 'စလော့ဂိမ်း' } },
  { code: 'LIVE', title: { en: 'Live Casino', zh: '真人娱乐', my: 'တိုက်ရိုက်ကာစီနို' } },
  { code: 'FISH', title: { en: 'Fishing', zh: '捕鱼', my: 'ငါးဖမ်းဂိမ်း' } },
  { code: 'SPORTS', title: { en: 'Sports', zh: '体育', my: 'အားကစား' } },
  { code: 'ESPORTS', title: { en: 'Esports', zh: '电竞', my: 'အီးစပို့' } },
  { code: 'ELOTT', title: { en: 'E-Lottery', zh: '电子彩票', my: 'အီး-ထီ' } },
  { code: 'LOTT', title: { en: 'Lottery', zh: '彩票', my: 'ထီ' } },
  { code: 'PVP', title: { en: 'Card Games', zh: '棋牌', my: 'ဖဲဂိမ်း' } },
  { code: 'BGS', title: { en: 'Originals', zh: '自研游戏', my: 'ကိုယ်ပိုင်ဂိမ်းများ' } },
  { code: 'COCKFIGHT', title: { en: 'Cockfight', zh: '斗鸡', my: 'ကြက်တိုက်ပွဲ' } },
];

/** Titles of the classify tabs (spec §3 live classifications and other game categories). */
export const CLASSIFY_TITLES: Record<string, Word> = {
  BACCARAT: { en: 'Baccarat', zh: '百家乐', my: 'ဘာကာရာ' },
  SICBO: { en: 'Sicbo', zh: '骰宝', my: 'ဆစ်ဘို' },
  ROULETTE: { en: 'Roulette', zh: '轮盘', my: 'ရူးလက်' },
  DRAGON_TIGER: { en: 'Dragon Tiger', zh: '龙虎', my: 'နဂါးကျား' },
  BLACKJACK: { en: 'Blackjack', zh: '21点', my: 'ဘလက်ဂျက်' },
  AHJONG: { en: 'Ahjong', zh: '二八杠', my: 'အာဂျောင်း' },
  THREE_CARD_POKER: { en: '3-Card-Poker', zh: '三张牌扑克', my: 'ဖဲသုံးချပ် ပိုကာ' },
  WENZHOU: { en: 'Wenzhou', zh: '温州牌九', my: 'ဝင်ကျိုး' },
  SE_DIE: { en: 'Se Die', zh: '色碟', my: 'ဆယ်ဒီး' },
  FAN_TAN: { en: 'Fan Tan', zh: '番摊', my: 'ဖန်တန်' },
  NIUNIU: { en: 'NiuNiu', zh: '牛牛', my: 'နီယူနီယူ' },
  FISH_PRAWN_CRAB: { en: 'Fish Prawn Crab', zh: '鱼虾蟹', my: 'ငါး ပုစွန် ဂဏန်း' },
  ZJH: { en: 'ZJH', zh: '炸金花', my: 'ဇာကျင်ဟွာ' },
  SLOTS: { en: 'Slots', zh: '老虎机', my: 'စလော့' },
  SCRATCH_CARDS: { en: 'Scratch Cards', zh: '刮刮乐', my: 'ခြစ်ကတ်' },
  VIDEO_POKER: { en: 'Video Poker', zh: '视频扑克', my: 'ဗီဒီယို ပိုကာ' },
  TABLE_GAMES: { en: 'Table Games', zh: '桌面游戏', my: 'စားပွဲဂိမ်း' },
  ARCADE: { en: 'Arcade', zh: '街机', my: 'အာကိတ်ဂိမ်း' },
  BINGO: { en: 'Bingo', zh: '宾果', my: 'ဘင်ဂို' },
  FISHING: { en: 'Fishing', zh: '捕鱼', my: 'ငါးဖမ်း' },
  LOTTERY: { en: 'Lottery', zh: '彩票', my: 'ထီ' },
  COCKFIGHT: { en: 'Cockfight', zh: '斗鸡', my: 'ကြက်တိုက်' },
  CHESS_CARDS: { en: 'Chess & Cards', zh: '棋牌', my: 'ဖဲနှင့် စစ်တုရင်' },
  E_LOTTERY: { en: 'E-Lottery', zh: '电子彩票', my: 'အီး-ထီ' },
};

/**
 * The demo's vendors, in menu order. Every title they list plays the game it names: BGS is the
 * in-house studio (originals, slots, fishing); REF and REFX are the reference vendor
 * (providers/reference), the example of an outside vendor over the provider wallet protocol,
 * seamless and transfer wallet, each listing the one game it has; the lottery vendors' games open
 * the portal's own lottery pages. No title uses another company's brand.
 */
export const DEMO_VENDORS: readonly { code: string; name: string; freePlay: boolean; isNew?: boolean }[] = [
  { code: 'BGS', name: 'Fortuna Games', freePlay: true, isNew: true },
  { code: 'REF', name: 'Reference Studio', freePlay: true },
  { code: 'REFX', name: 'Reference Studio (transfer wallet)', freePlay: false },
  // The regional lotteries run on the in-house engine; the codes stay, the names say whose they are.
  { code: 'TCG_LOTTO_VN', name: 'Fortuna Vietnam Lottery', freePlay: false },
  { code: 'TCG_SEA', name: 'Fortuna SEA 4D', freePlay: false },
  // The lottery vendors of spec §4: their games open /lottery.
  { code: 'LOTT', name: 'Fortuna Lottery', freePlay: false },
  { code: 'ELOTT', name: 'Fortuna E-Lottery', freePlay: false, isNew: true },
];

/** Vendors that keep their own wallet: money moves in and out with GCS_walletTransfer. */
export const DEMO_TRANSFER_VENDORS = ['REFX'];

/**
 * The vendors of each category in the demo, in menu order. Live casino and card games (until the
 * live-tables issue builds them), sports, esports and cockfight have none: they are hidden.
 */
export const DEMO_CATEGORY_VENDORS: Partial<Record<GameCategory, string[]>> = {
  RNG: ['BGS', 'REF', 'REFX'],
  FISH: ['BGS'],
  LIVE: ['BGS'],
  PVP: ['BGS'],
  ELOTT: ['TCG_LOTTO_VN', 'TCG_SEA', 'ELOTT'],
  LOTT: ['LOTT'],
  BGS: ['BGS'],
};

/**
 * The in-house titles marked hot (a few per category, in this order first). The reference
 * vendor's slot is not hot: the demo's hot games are the house's own.
 */
export const DEMO_HOT_TITLES: readonly string[] = ['crash', 'dice', 'mines', 'plinko', 'jade-temple', 'golden-koi', 'reef-hunter'];

/**
 * Vendors of the earlier demo catalogue, by code and the name it gave them: generated titles under
 * other companies' brands. A database seeded back then gets them switched off (not deleted: their
 * rounds stay in the betting records); an operator who renamed one keeps it as it is.
 */
export const LEGACY_DEMO_VENDORS: Readonly<Record<string, string>> = {
  PG: 'PG Soft',
  EG2: 'EG Gaming',
  PT: 'Playtech',
  JDB: 'JDB Gaming',
  CQ9: 'CQ9 Gaming',
  FC: 'Fa Chai',
  JL: 'JILI',
};

/** Earlier demo names of the regional lottery vendors, replaced when still as the seed left them. */
export const LEGACY_VENDOR_NAMES: Readonly<Record<string, string>> = {
  TCG_LOTTO_VN: 'TCG Vietnam Lottery',
  TCG_SEA: 'TCG SEA Lottery',
};

/** How a lottery vendor's game codes are made: slugs of the English name. */
export type LotteryKind = 'lottery' | 'e-lottery' | 'vn-lottery' | 'sea-lottery';

/** One lottery vendor's games in one category, generated from the word lists (seed/catalog-games.ts). */
export type LotteryLineup = {
  vendor: string;
  category: GameCategory;
  kind: LotteryKind;
  /** Share of the lineup marked hot. */
  hotShare: number;
};

/** The lottery vendors' games: every one opens the portal's own lottery pages. */
export const DEMO_LOTTERY_LINEUPS: readonly LotteryLineup[] = [
  { vendor: 'LOTT', category: 'LOTT', kind: 'lottery', hotShare: 0.1 },
  { vendor: 'ELOTT', category: 'ELOTT', kind: 'e-lottery', hotShare: 0.1 },
  { vendor: 'TCG_LOTTO_VN', category: 'ELOTT', kind: 'vn-lottery', hotShare: 0.08 },
  { vendor: 'TCG_SEA', category: 'ELOTT', kind: 'sea-lottery', hotShare: 0.08 },
];
