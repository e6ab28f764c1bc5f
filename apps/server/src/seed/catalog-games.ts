import { createPrng, hashString } from './art/palette';
import { DEMO_HOT_TITLES, DEMO_LOTTERY_LINEUPS, type LotteryLineup } from './data/catalog';
import {
  DRAW_MINUTES,
  E_LOTTERY_TYPES,
  IN_HOUSE_FISHING,
  IN_HOUSE_SLOTS,
  LOTTERY_PLACES,
  LOTTERY_TYPES,
  minutesWord,
  ORIGINALS,
  REFERENCE_GAME,
  SEA_4D,
  SEA_EXPRESS,
  SEA_OPERATORS,
  VN_EXPRESS,
  VN_LOTTERY,
  VN_PROVINCES,
  type Word,
} from './data/game-words';
import { LIVE_TITLES, PVP_TITLES } from './data/live-games';

/** Draw intervals of the regional lotteries' fast draws, in minutes. */
export const REGIONAL_EXPRESS_MINUTES = [1, 5] as const;

/** A game row as the seed inserts it. */
export type SeedGame = {
  vendor_code: string;
  category_code: string;
  classify: string | null;
  game_code: string;
  names: Word;
  icon_path: string;
  is_game: boolean;
  is_hot: boolean;
  sort: number;
};

/** A game's names and classify tab, before its code and place in the lobby. */
export type Draft = { names: Word; classify: string | null };
/** A seeded source of numbers in [0, 1). */
export type Random = () => number;

/** One item of `list`, drawn with `random`. */
export const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

/** Joins words per language: spaces in English, none in Chinese, Burmese compounds closed up. */
export function compose(parts: readonly Word[], myJoin: (string | ' ')[] = []): Word {
  return {
    en: parts.map((p) => p.en).join(' '),
    zh: parts.map((p) => p.zh).join(''),
    my: parts.map((p, i) => (i === 0 ? '' : (myJoin[i - 1] ?? ' ')) + p.my).join(''),
  };
}

/** "name · 5 Min" in each language. */
function withMinutes(name: Word, minutes: number): Word {
  const m = minutesWord(minutes);
  return { en: `${name.en} · ${m.en}`, zh: `${name.zh} · ${m.zh}`, my: `${name.my} · ${m.my}` };
}

/** A URL-safe code from an English name: "Golden Dragon" → "golden-dragon". */
export function slug(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 56) || 'game'
  );
}

/** Relative path of a game's generated icon (seed/art/games.ts renders it). */
export function gameIconPath(category: string, vendor: string, code: string): string {
  return `/demo/games/${category}/${vendor}/${code}.svg`;
}

/**
 * Orders a lineup by a drawn popularity (the lobby order) and marks the most popular share hot.
 * Ranks restart per lineup, so a category's "All" view mixes its vendors.
 */
export function rankLineup(rows: SeedGame[], random: Random, hotShare: number): SeedGame[] {
  const popularity = new Map(rows.map((row) => [row, random()]));
  rows.sort((a, b) => (popularity.get(b) ?? 0) - (popularity.get(a) ?? 0));
  const hot = Math.round(rows.length * hotShare);
  rows.forEach((row, rank) => {
    row.sort = rank + 1;
    row.is_hot = rank < hot;
  });
  return rows;
}

/** Names of one lottery lineup, before codes and order: the draws of each lottery kind. */
function lotteryDrafts(kind: LotteryLineup['kind'], random: Random): Draft[] {
  const drafts: Draft[] = [];
  switch (kind) {
    case 'lottery':
      for (const [t, type] of LOTTERY_TYPES.entries()) {
        for (const place of LOTTERY_PLACES) {
          const name = compose([place, type]);
          // SSC, 11x5 and PK10 draw every few minutes; Mark Six and 3D once a day.
          if (t >= 3) {
            drafts.push({ names: name, classify: 'LOTTERY' });
            continue;
          }
          for (const minutes of [pick(random, DRAW_MINUTES.slice(0, 2)), pick(random, DRAW_MINUTES.slice(2))]) {
            drafts.push({ names: withMinutes(name, minutes), classify: 'LOTTERY' });
          }
        }
      }
      break;
    case 'e-lottery':
      for (const type of E_LOTTERY_TYPES) {
        for (const minutes of DRAW_MINUTES) drafts.push({ names: withMinutes(type, minutes), classify: 'E_LOTTERY' });
      }
      break;
    // The regional lotteries: each province's or operator's own draw, then the fast draws
    // (seed/regional-lottery.ts gives them their schedules).
    case 'vn-lottery':
      for (const province of VN_PROVINCES) drafts.push({ names: compose([province, VN_LOTTERY]), classify: 'E_LOTTERY' });
      for (const express of VN_EXPRESS)
        for (const minutes of REGIONAL_EXPRESS_MINUTES) drafts.push({ names: withMinutes(express, minutes), classify: 'E_LOTTERY' });
      break;
    case 'sea-lottery':
      for (const operator of SEA_OPERATORS) drafts.push({ names: compose([operator, SEA_4D]), classify: 'E_LOTTERY' });
      for (const minutes of REGIONAL_EXPRESS_MINUTES) drafts.push({ names: withMinutes(SEA_EXPRESS, minutes), classify: 'E_LOTTERY' });
      break;
  }
  return drafts;
}

/** Rows of a lineup from its drafts: codes are slugs of the English name, unique within the lineup. */
export function lineupRows(vendor: string, category: string, drafts: readonly Draft[], codeOf: (draft: Draft, index: number) => string) {
  const codes = new Set<string>();
  return drafts.map((draft, index): SeedGame => {
    const base = codeOf(draft, index);
    let code = base;
    for (let n = 2; codes.has(code); n++) code = `${base}-${n}`;
    codes.add(code);
    return {
      vendor_code: vendor,
      category_code: category,
      classify: draft.classify,
      game_code: code,
      names: draft.names,
      icon_path: gameIconPath(category, vendor, code),
      is_game: true,
      is_hot: false,
      sort: 0,
    };
  });
}

/**
 * Fixed titles (in-house or the reference vendor's) in the order given, the hot ones first, sorted
 * from `firstSort` (the reference vendor's slot comes after the house's own in a mixed lobby).
 */
function titles(
  vendor: string,
  category: string,
  list: readonly (Word & { code: string; classify?: string | null })[],
  classify: string | null,
  firstSort = 1,
) {
  const hot = list.filter((t) => DEMO_HOT_TITLES.includes(t.code));
  const rest = list.filter((t) => !DEMO_HOT_TITLES.includes(t.code));
  return [...hot, ...rest].map(
    ({ code, en, zh, my, ...title }, index): SeedGame => ({
      vendor_code: vendor,
      category_code: category,
      classify: title.classify ?? classify,
      game_code: code,
      names: { en, zh, my },
      icon_path: gameIconPath(category, vendor, code),
      is_game: true,
      is_hot: DEMO_HOT_TITLES.includes(code),
      sort: firstSort + index,
    }),
  );
}

/**
 * The demo catalogue, the same on every run: the in-house titles (BGS originals, slots, the
 * fishing game, the live tables and the PVP card rooms), the reference vendor's one slot under each of its two codes, and the lottery
 * vendors' draws (names in en, zh and my, a share marked hot). Fishing keeps no classify: the FISH
 * lobby has only "All" (spec §2).
 */
export function demoCatalogueGames(): SeedGame[] {
  const games: SeedGame[] = [
    ...titles('BGS', 'BGS', ORIGINALS, null),
    ...titles('BGS', 'RNG', IN_HOUSE_SLOTS, 'SLOTS'),
    ...titles('BGS', 'FISH', [IN_HOUSE_FISHING], null),
    ...titles('BGS', 'LIVE', LIVE_TITLES, null),
    ...titles('BGS', 'PVP', PVP_TITLES, null),
    ...titles('REF', 'RNG', [REFERENCE_GAME], 'SLOTS', 100),
    ...titles('REFX', 'RNG', [REFERENCE_GAME], 'SLOTS', 101),
  ];
  for (const lineup of DEMO_LOTTERY_LINEUPS) {
    const random = createPrng(hashString(`catalogue:${lineup.vendor}:${lineup.category}`));
    const rows = lineupRows(lineup.vendor, lineup.category, lotteryDrafts(lineup.kind, random), (draft) => slug(draft.names.en));
    games.push(...rankLineup(rows, random, lineup.hotShare));
  }
  return games;
}
