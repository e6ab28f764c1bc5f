import type { Word } from './game-words';

const w = (en: string, zh: string, my: string): Word => ({ en, zh, my });

/**
 * The in-house live-style tables (issue 22), vendor BGS, category LIVE: shared timed rounds
 * (modules/live-tables) and Blackjack, a single-seat game that opens its originals page.
 */
export const LIVE_TITLES: readonly (Word & { code: string; classify: string })[] = [
  { ...w('Baccarat', '百家乐', 'ဘာကာရာ'), code: 'baccarat', classify: 'BACCARAT' },
  { ...w('Dragon Tiger', '龙虎', 'နဂါးကျား'), code: 'dragon-tiger', classify: 'DRAGON_TIGER' },
  { ...w('Sic Bo', '骰宝', 'ဆစ်ဘို'), code: 'sic-bo', classify: 'SICBO' },
  { ...w('European Roulette', '欧式轮盘', 'ဥရောပ ရူးလက်'), code: 'roulette', classify: 'ROULETTE' },
  { ...w('Fan Tan', '番摊', 'ဖန်တန်'), code: 'fan-tan', classify: 'FAN_TAN' },
  { ...w('Fish Prawn Crab', '鱼虾蟹', 'ငါး ပုစွန် ဂဏန်း'), code: 'fish-prawn-crab', classify: 'FISH_PRAWN_CRAB' },
  { ...w('Se Die', '色碟', 'ဆယ်ဒီး'), code: 'se-die', classify: 'SE_DIE' },
  { ...w('Blackjack', '21点', 'ဘလက်ဂျက်'), code: 'blackjack', classify: 'BLACKJACK' },
];

/** The in-house PVP card rooms (issue 22), vendor BGS, category PVP (modules/pvp). */
export const PVP_TITLES: readonly (Word & { code: string; classify: string })[] = [
  { ...w('Niu Niu', '抢庄牛牛', 'နီယူနီယူ'), code: 'niu-niu', classify: 'CHESS_CARDS' },
  { ...w('Zha Jin Hua', '炸金花', 'ဇာကျင်ဟွာ'), code: 'zjh', classify: 'CHESS_CARDS' },
  { ...w('Shan Koe Mee', '掀三张', 'ရှမ်းကိုးမီး'), code: 'shan-koe-mee', classify: 'CHESS_CARDS' },
  { ...w('Poker', '扑克', 'ပိုကာ'), code: 'poker', classify: 'CHESS_CARDS' },
];

/** Where each titled game lives now: the earlier demo listed some of them under BGS (catalog.ts moves those rows). */
export const LIVE_AND_PVP_CATEGORY: Readonly<Record<string, { category: 'LIVE' | 'PVP'; classify: string }>> = Object.fromEntries([
  ...LIVE_TITLES.map((t) => [t.code, { category: 'LIVE' as const, classify: t.classify }]),
  ...PVP_TITLES.map((t) => [t.code, { category: 'PVP' as const, classify: t.classify }]),
]);
