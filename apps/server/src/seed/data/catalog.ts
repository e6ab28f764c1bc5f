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

/** The demo's vendors, in menu order. */
export const DEMO_VENDORS: readonly { code: string; name: string; freePlay: boolean; isNew?: boolean }[] = [
  { code: 'PG', name: 'PG Soft', freePlay: true },
  { code: 'EG2', name: 'EG Gaming', freePlay: true },
  { code: 'PT', name: 'Playtech', freePlay: false },
  { code: 'JDB', name: 'JDB Gaming', freePlay: true },
  { code: 'CQ9', name: 'CQ9 Gaming', freePlay: true },
  { code: 'FC', name: 'Fa Chai', freePlay: true, isNew: true },
  { code: 'JL', name: 'JILI', freePlay: true },
  { code: 'BGS', name: 'Fortuna Games', freePlay: true },
  { code: 'TCG_LOTTO_VN', name: 'TCG Vietnam Lottery', freePlay: false },
  { code: 'TCG_SEA', name: 'TCG SEA Lottery', freePlay: false },
  // The lottery vendors of spec §4: their games open /lottery.
  { code: 'LOTT', name: 'Fortuna Lottery', freePlay: false },
  { code: 'ELOTT', name: 'Fortuna E-Lottery', freePlay: false, isNew: true },
];

/** Vendors that keep their own wallet: money moves in and out with GCS_walletTransfer. */
export const DEMO_TRANSFER_VENDORS = ['PT', 'JDB'];

/** The vendors of each category in the demo, in menu order. Sports, esports and cockfight have none yet. */
export const DEMO_CATEGORY_VENDORS: Partial<Record<GameCategory, string[]>> = {
  RNG: ['PG', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'EG2'],
  LIVE: ['PT', 'EG2'],
  FISH: ['JDB', 'FC', 'JL', 'CQ9'],
  ELOTT: ['TCG_LOTTO_VN', 'TCG_SEA', 'ELOTT'],
  LOTT: ['LOTT'],
  PVP: ['JL', 'FC'],
  BGS: ['BGS'],
};

/** How a vendor names its game codes: running numbers (`1001`) or slugs of the English name. */
export type CodeStyle = { numericFrom: number } | 'slug';

/** What kind of games a lineup holds, which decides how they are named. */
export type LineupKind = 'slots' | 'live' | 'fish' | 'cards' | 'originals' | 'lottery' | 'e-lottery' | 'vn-lottery' | 'sea-lottery';

/** One vendor's games in one category. */
export type Lineup = {
  vendor: string;
  category: GameCategory;
  kind: LineupKind;
  /** How many games (slots, fish and cards; the other kinds have a fixed list). */
  count: number;
  codes: CodeStyle;
  /** Share of the lineup marked hot. */
  hotShare: number;
  /** For slots: how the RNG games spread over classify keys (weights). */
  classify?: Record<string, number>;
  /** A vendor-type entry first: it opens a popup list of the vendor's games. */
  lobby?: boolean;
};

/** The demo catalogue: about 3,300 games, the size of a real operator's. */
export const DEMO_LINEUPS: readonly Lineup[] = [
  {
    vendor: 'PG',
    category: 'RNG',
    kind: 'slots',
    count: 180,
    codes: { numericFrom: 1001 },
    hotShare: 0.1,
    classify: { SLOTS: 90, ARCADE: 5, TABLE_GAMES: 5 },
  },
  {
    vendor: 'PT',
    category: 'RNG',
    kind: 'slots',
    count: 950,
    codes: 'slug',
    hotShare: 0.05,
    classify: { SLOTS: 75, SCRATCH_CARDS: 7, VIDEO_POKER: 5, TABLE_GAMES: 8, ARCADE: 3, BINGO: 2 },
  },
  {
    vendor: 'EG2',
    category: 'RNG',
    kind: 'slots',
    count: 480,
    codes: 'slug',
    hotShare: 0.05,
    classify: { SLOTS: 85, TABLE_GAMES: 5, ARCADE: 5, BINGO: 5 },
  },
  {
    vendor: 'JDB',
    category: 'RNG',
    kind: 'slots',
    count: 320,
    codes: { numericFrom: 14001 },
    hotShare: 0.06,
    classify: { SLOTS: 85, ARCADE: 10, BINGO: 5 },
  },
  {
    vendor: 'CQ9',
    category: 'RNG',
    kind: 'slots',
    count: 420,
    codes: 'slug',
    hotShare: 0.05,
    classify: { SLOTS: 90, ARCADE: 5, SCRATCH_CARDS: 5 },
  },
  { vendor: 'FC', category: 'RNG', kind: 'slots', count: 190, codes: 'slug', hotShare: 0.06, classify: { SLOTS: 90, ARCADE: 10 } },
  {
    vendor: 'JL',
    category: 'RNG',
    kind: 'slots',
    count: 280,
    codes: 'slug',
    hotShare: 0.07,
    classify: { SLOTS: 80, ARCADE: 10, TABLE_GAMES: 5, BINGO: 5 },
  },
  { vendor: 'PT', category: 'LIVE', kind: 'live', count: 60, codes: 'slug', hotShare: 0.15, lobby: true },
  { vendor: 'EG2', category: 'LIVE', kind: 'live', count: 42, codes: 'slug', hotShare: 0.15, lobby: true },
  { vendor: 'JDB', category: 'FISH', kind: 'fish', count: 24, codes: { numericFrom: 7001 }, hotShare: 0.25 },
  { vendor: 'FC', category: 'FISH', kind: 'fish', count: 18, codes: 'slug', hotShare: 0.25 },
  { vendor: 'JL', category: 'FISH', kind: 'fish', count: 22, codes: 'slug', hotShare: 0.25 },
  { vendor: 'CQ9', category: 'FISH', kind: 'fish', count: 16, codes: 'slug', hotShare: 0.25 },
  { vendor: 'JL', category: 'PVP', kind: 'cards', count: 60, codes: 'slug', hotShare: 0.1 },
  { vendor: 'FC', category: 'PVP', kind: 'cards', count: 40, codes: 'slug', hotShare: 0.1 },
  { vendor: 'BGS', category: 'BGS', kind: 'originals', count: 0, codes: 'slug', hotShare: 0.25 },
  { vendor: 'LOTT', category: 'LOTT', kind: 'lottery', count: 0, codes: 'slug', hotShare: 0.1 },
  { vendor: 'ELOTT', category: 'ELOTT', kind: 'e-lottery', count: 0, codes: 'slug', hotShare: 0.1 },
  { vendor: 'TCG_LOTTO_VN', category: 'ELOTT', kind: 'vn-lottery', count: 0, codes: 'slug', hotShare: 0.08 },
  { vendor: 'TCG_SEA', category: 'ELOTT', kind: 'sea-lottery', count: 0, codes: 'slug', hotShare: 0.08 },
];

/** Bet limits of live tables, in minor units (two decimals): standard, high and VIP. */
export const TABLE_LIMITS: readonly [min: bigint, max: bigint][] = [
  [100_000n, 100_000_000n],
  [500_000n, 500_000_000n],
  [5_000_000n, 5_000_000_000n],
];
