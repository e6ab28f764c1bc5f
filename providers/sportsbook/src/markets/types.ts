/**
 * The markets the book offers and the selections a member can back in them. A selection is
 * written on the wire and in the database as its key (keys.ts); the types here are what the key
 * stands for. Handicap and total lines are integers in quarters (quarter goals, or quarter maps)
 * so that −0.75 is −3 and no line is ever a float.
 */

/** The sports the book covers. */
export type Sport = 'football' | 'esports' | 'cockfight';

/** The first-named (home) and second-named (away) team of a fixture. In esports "home" is only the first-named team. */
export type Side = 'home' | 'away';

/** Goals (or maps) of each side. */
export type Score = { home: number; away: number };

/** How a selection settles: the member's stake wins, half wins, is returned, half loses, loses, or the bet is void. */
export type Outcome = 'win' | 'half_win' | 'push' | 'half_loss' | 'lose' | 'void';

/** Every outcome, best for the member first (void and push return the same). */
export const OUTCOMES = ['win', 'half_win', 'push', 'void', 'half_loss', 'lose'] as const satisfies readonly Outcome[];

/**
 * Market kinds, each with its key prefix:
 * - football: `1x2` full-time result, `ah` Asian handicap, `ou` over/under goals, `oe` odd/even
 *   total goals, `cs` correct score, and the first-half `fh_1x2`, `fh_ah`, `fh_ou`;
 * - esports (a best-of-1/3/5 series of maps): `mw` match (series) winner, `mh` map handicap,
 *   `tm` total maps over/under, `map` the winner of map n;
 * - cockfight: `cf` meron, wala or draw.
 */
export type MarketKind = Market['kind'];

/** A market: a kind, and its line or map number where it has one. */
export type Market =
  | { kind: '1x2' | 'fh_1x2' | 'oe' | 'cs' | 'mw' | 'cf' }
  | { kind: 'ah' | 'fh_ah' | 'mh' | 'ou' | 'fh_ou' | 'tm'; lineQuarters: number }
  | { kind: 'map'; map: number };

/** The selections of football markets (see Selection). */
export type FootballSelection =
  | { kind: '1x2' | 'fh_1x2'; pick: 'home' | 'draw' | 'away' }
  | { kind: 'ah' | 'fh_ah'; lineQuarters: number; pick: Side }
  | { kind: 'ou' | 'fh_ou'; lineQuarters: number; pick: 'over' | 'under' }
  | { kind: 'oe'; pick: 'odd' | 'even' }
  | { kind: 'cs'; pick: Score | 'other' };

/** The selections of esports markets (see Selection). */
export type EsportsSelection =
  | { kind: 'mw'; pick: Side }
  | { kind: 'mh'; lineQuarters: number; pick: Side }
  | { kind: 'tm'; lineQuarters: number; pick: 'over' | 'under' }
  | { kind: 'map'; map: number; pick: Side };

/** The selections of the cockfight market. */
export type CockfightSelection = { kind: 'cf'; pick: 'meron' | 'wala' | 'draw' };

/**
 * One selection of a market. A handicap line (`ah`, `fh_ah`, `mh`) is always the home side's:
 * in the market `ah:-0.75` home gets −0.75 and away +0.75. Correct score `other` is "any other
 * score": every score outside the listed grid (CORRECT_SCORE_MAX).
 */
export type Selection = FootballSelection | EsportsSelection | CockfightSelection;

/** The sport of each market kind. */
export const SPORT_OF_KIND = {
  '1x2': 'football',
  fh_1x2: 'football',
  ah: 'football',
  fh_ah: 'football',
  ou: 'football',
  fh_ou: 'football',
  oe: 'football',
  cs: 'football',
  mw: 'esports',
  mh: 'esports',
  tm: 'esports',
  map: 'esports',
  cf: 'cockfight',
} as const satisfies Record<MarketKind, Sport>;

/** Every market kind, football first. */
export const MARKET_KINDS = Object.keys(SPORT_OF_KIND) as MarketKind[];

/** The football kinds settled on the first-half score; the other football kinds use the full-time score (90 minutes and stoppage time, no extra time). */
export const FIRST_HALF_KINDS = ['fh_1x2', 'fh_ah', 'fh_ou'] as const satisfies readonly MarketKind[];

/** Whether a kind is settled on the first-half score. */
export function isFirstHalfKind(kind: MarketKind): boolean {
  return (FIRST_HALF_KINDS as readonly MarketKind[]).includes(kind);
}

/** Correct score lists every score with each side 0..CORRECT_SCORE_MAX; any other score is `cs:other`. */
export const CORRECT_SCORE_MAX = 4;

/** Esports series lengths. */
export const BEST_OF = [1, 3, 5] as const;

/** An esports series length. */
export type BestOf = (typeof BEST_OF)[number];
