import { z } from 'zod';
import { LANGUAGE_CODES } from '../constants/languages';
import { amountSchema } from '../money';
import { opsPageQuerySchema } from './ops';

/**
 * The in-house sportsbook (issue 23, docs/sportsbook/SERVER.md): football, esports and cockfight
 * fixtures with Asian markets, singles and parlays, in-play bets accepted after a delay, paid
 * through the provider wallet protocol as vendor FSB. Markets and selections travel as the keys of
 * providers/sportsbook (`ah:-0.75`, `ah:-0.75:home`, docs/sportsbook/MARKETS.md); prices as decimal
 * odds in thousandths (`1950` is 1.950), which the page writes in the member's format; amounts as
 * money text ("10.00"), times as ISO strings. The server checks keys and results with the maths
 * package; these schemas check their shape.
 */

/** Socket.IO namespace of the book: guests and members of the site watch; bets go over HTTP. */
export const SPORTSBOOK_NAMESPACE = '/sports';
/** Client → server on the namespace: `sb_watch` { matchId } joins a match's room, `sb_unwatch` leaves it. */
export const SPORTSBOOK_CLIENT_EVENTS = { watch: 'sb_watch', unwatch: 'sb_unwatch' } as const;
/** Server events on the namespace. */
export const SPORTSBOOK_EVENTS = {
  /** Lobby and match room: a match's status, minute or score changed `SportsbookMatchState`. */
  match: 'sb_match',
  /** Lobby and match room: prices moved `SportsbookOddsUpdate`. */
  odds: 'sb_odds',
  /** The member's room: one of their bets was accepted, rejected or settled `SportsbookBet`. */
  bet: 'sb_bet',
} as const;

export const SPORTSBOOK_SPORTS = ['football', 'esports', 'cockfight'] as const;
export type SportsbookSport = (typeof SPORTSBOOK_SPORTS)[number];
/** The book's list tabs: in play now, today (the merchant's business day) and later (early). */
export const SPORTSBOOK_TABS = ['inplay', 'today', 'early'] as const;
export const SPORTSBOOK_MATCH_STATUSES = ['scheduled', 'live', 'finished', 'postponed', 'cancelled'] as const;
export const SPORTSBOOK_MARKET_STATUSES = ['open', 'suspended', 'settled', 'void'] as const;
export const SPORTSBOOK_BET_STATUSES = ['placing', 'pending', 'open', 'rejecting', 'rejected', 'settled', 'void'] as const;
/** How a changed price is taken: any change, only a better price, or none. */
export const SPORTSBOOK_ACCEPTANCE = ['any', 'better', 'none'] as const;
export const SPORTSBOOK_ODDS_FORMATS = ['decimal', 'hk', 'malay', 'indo'] as const;
export const SPORTSBOOK_OUTCOMES = ['win', 'half_win', 'push', 'half_loss', 'lose', 'void'] as const;
/** The most legs of a parlay (providers/sportsbook PARLAY_MAX_LEGS). */
export const SPORTSBOOK_MAX_LEGS = 10;

const idText = (name: string) => z.string().regex(/^[1-9]\d{0,17}$/, name);
/** A selection key's shape; the server reads it with the maths package (an unknown key is `sportsbook_selection_invalid`). */
const selectionKeySchema = z.string().regex(/^[a-z0-9_]{1,8}(:[-a-z0-9.]{1,8}){1,2}$/, 'selectionKey');
const marketKeySchema = z.string().regex(/^[a-z0-9_]{1,8}(:[-a-z0-9.]{1,8})?$/, 'marketKey');
/** Decimal odds in thousandths, 1.001 to 1000.000. */
const oddsMilliSchema = z.number().int().min(1001).max(1_000_000);
const namesSchema = z
  .partialRecord(z.enum(LANGUAGE_CODES), z.string().trim().min(1).max(120))
  .refine((names) => typeof names.en === 'string', 'names.en');

// --- the member's calls ---

/** A client request id: one per bet, resent unchanged on retry (a replay answers the first bet). */
export const sportsbookRequestIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'requestId');

/** `GET /wps/sportsbook/matches`: a sport's matches of a tab, soonest first, with their headline markets. */
export const sportsbookMatchesQuerySchema = z.object({
  sport: z.enum(SPORTSBOOK_SPORTS).default('football'),
  tab: z.enum(SPORTSBOOK_TABS).default('today'),
  leagueId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});

/** `GET /wps/sportsbook/hot`: hot matches still to play or in play, of one sport or all. */
export const sportsbookHotQuerySchema = z.object({
  sport: z.enum(SPORTSBOOK_SPORTS).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(12),
});

/** `GET /wps/sportsbook/results`: a sport's finished matches (fights), the latest first, with their results. */
export const sportsbookResultsQuerySchema = z.object({
  sport: z.enum(SPORTSBOOK_SPORTS).default('cockfight'),
  leagueId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});

/** `GET /wps/sportsbook/leagues`: the leagues (tournaments, arenas) of a sport. */
export const sportsbookLeaguesQuerySchema = z.object({ sport: z.enum(SPORTSBOOK_SPORTS).default('football') });

/** `GET /wps/sportsbook/matches/:matchId`: a match with every market. */
export const sportsbookMatchParamsSchema = z.object({ matchId: idText('matchId') });

/** One selection of the slip: the match, the selection's key and the price the member saw. */
export const sportsbookLegSchema = z.object({
  matchId: idText('matchId'),
  selectionKey: selectionKeySchema,
  /** The price the slip showed; under "none" any other price is refused, under "better" a lower one. */
  oddsMilli: oddsMilliSchema,
});

/**
 * `POST /wps/sportsbook/bets`: a single (one leg) or a parlay (2–10 legs, one a match), one debit
 * of the stake. A bet on a match in play waits `pending` for the in-play delay and is then
 * accepted at the price of that moment if `acceptance` allows, else rejected and refunded.
 */
export const sportsbookBetRequestSchema = z
  .object({
    requestId: sportsbookRequestIdSchema,
    kind: z.enum(['single', 'parlay']),
    stake: amountSchema,
    acceptance: z.enum(SPORTSBOOK_ACCEPTANCE).default('none'),
    legs: z.array(sportsbookLegSchema).min(1).max(SPORTSBOOK_MAX_LEGS),
  })
  .refine((bet) => bet.kind === 'parlay' || bet.legs.length === 1, { message: 'a single has one leg', path: ['legs'] });
export type SportsbookBetRequest = z.input<typeof sportsbookBetRequestSchema>;

/** `GET /wps/sportsbook/bets`: the member's running (placing, pending, open) or done (settled, void, rejected) bets, newest first. */
export const sportsbookBetsQuerySchema = z.object({
  status: z.enum(['open', 'settled']).default('open'),
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** `GET /wps/sportsbook/bets/:betId`. */
export const sportsbookBetParamsSchema = z.object({ betId: idText('betId') });

export type SportsbookSelectionView = { selectionKey: string; oddsMilli: number; offered: boolean };
export type SportsbookMarketView = {
  marketId: string;
  marketKey: string;
  status: (typeof SPORTSBOOK_MARKET_STATUSES)[number];
  /** The largest stake of one bet on it (money text); null: the site's. */
  maxStake: string | null;
  selections: SportsbookSelectionView[];
};
/** What moves while a match plays (the socket's `sb_match`). */
export type SportsbookMatchState = {
  matchId: string;
  status: (typeof SPORTSBOOK_MATCH_STATUSES)[number];
  minute: number | null;
  period: string | null;
  score: { home: number; away: number } | null;
  /** Esports: title, bestOf, maps won in order; cockfight: fightNumber; football: firstHalfScore, addedTime. */
  detail: Record<string, unknown>;
};
export type SportsbookMatch = SportsbookMatchState & {
  sport: SportsbookSport;
  league: { leagueId: number; name: string };
  home: string;
  away: string;
  startsAt: string;
  hot: boolean;
  /** The result settled on, once entered (providers/sportsbook MatchResult). */
  result: unknown;
  markets: SportsbookMarketView[];
  serverTime: string;
};
export type SportsbookLeague = { leagueId: number; sport: SportsbookSport; code: string; name: string; hot: boolean; matches: number };
export type SportsbookOddsUpdate = {
  matchId: string;
  prices: { marketKey: string; selectionKey: string; oddsMilli: number | null }[];
};
export type SportsbookBetLeg = {
  legNo: number;
  matchId: string;
  sport: SportsbookSport;
  home: string;
  away: string;
  startsAt: string;
  marketKey: string;
  selectionKey: string;
  oddsMilli: number;
  outcome: (typeof SPORTSBOOK_OUTCOMES)[number] | null;
};
export type SportsbookBet = {
  betId: string;
  requestId: string;
  kind: 'single' | 'parlay';
  stake: string;
  /** Combined decimal odds in thousandths (a parlay's product, rounded down). */
  oddsMilli: string;
  acceptance: (typeof SPORTSBOOK_ACCEPTANCE)[number];
  status: (typeof SPORTSBOOK_BET_STATUSES)[number];
  /** Why it was rejected (an error code). */
  error: string | null;
  /** When an in-play bet is looked at again (its delay ends). */
  acceptAt: string | null;
  outcome: (typeof SPORTSBOOK_OUTCOMES)[number] | null;
  /** What it pays in all, stake included, once settled (corrected results included). */
  payout: string | null;
  placedAt: string;
  settledAt: string | null;
  legs: SportsbookBetLeg[];
};
export type SportsbookBetPage = { rows: SportsbookBet[]; total: number; pageNo: number; pageSize: number };

// --- the back office's trading calls (sportsbook.read to look, sportsbook.write to change) ---

const scoreSchema = z.object({ home: z.number().int().min(0).max(99), away: z.number().int().min(0).max(99) });
const sideSchema = z.enum(['home', 'away']);
/** A result as providers/sportsbook MatchResult (the server checks it is consistent). */
export const sportsbookResultSchema = z.discriminatedUnion('sport', [
  z.object({
    sport: z.literal('football'),
    fullTime: scoreSchema.optional(),
    firstHalf: scoreSchema.optional(),
    abandoned: z.boolean().optional(),
  }),
  z.object({
    sport: z.literal('esports'),
    bestOf: z.union([z.literal(1), z.literal(3), z.literal(5)]),
    maps: z.array(sideSchema).max(5),
    abandoned: z.boolean().optional(),
  }),
  z.object({ sport: z.literal('cockfight'), outcome: z.enum(['meron', 'wala', 'draw', 'cancelled']) }),
]);

export const opsSportsbookIdParamsSchema = z.object({ id: idText('id') });
export const opsSportsbookLeagueParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** `GET /ops/sportsbook/leagues`. */
export const opsSportsbookLeaguesQuerySchema = z.object({ sport: z.enum(SPORTSBOOK_SPORTS).optional() });
/** `POST /ops/sportsbook/leagues`: a league, tournament or arena. */
export const opsSportsbookLeagueCreateSchema = z.object({
  sport: z.enum(SPORTSBOOK_SPORTS),
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'code'),
  names: namesSchema,
  sort: z.number().int().min(0).max(100_000).default(0),
  hot: z.boolean().default(false),
});

/** `GET /ops/sportsbook/matches`: matches by start, filtered. */
export const opsSportsbookMatchesQuerySchema = opsPageQuerySchema.extend({
  sport: z.enum(SPORTSBOOK_SPORTS).optional(),
  status: z.enum(SPORTSBOOK_MATCH_STATUSES).optional(),
  leagueId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

/** `POST /ops/sportsbook/matches`: a fixture entered by hand (its feed ref made up when absent); `simulate` lets the demo's simulator play it. */
export const opsSportsbookMatchCreateSchema = z.object({
  leagueId: z.number().int().positive().max(2_147_483_647),
  feedRef: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_:.-]{1,64}$/, 'feedRef')
    .optional(),
  homeNames: namesSchema,
  awayNames: namesSchema,
  startsAt: z.iso.datetime({ offset: true }),
  hot: z.boolean().default(false),
  /** Esports: title and series length; cockfight: the fight number. */
  title: z
    .string()
    .trim()
    .regex(/^[a-z0-9_-]{1,20}$/, 'title')
    .optional(),
  bestOf: z.union([z.literal(1), z.literal(3), z.literal(5)]).optional(),
  fightNumber: z.number().int().positive().max(100_000).optional(),
  simulate: z.boolean().default(false),
});

/** `PUT /ops/sportsbook/matches/:id/odds`: a market's prices (made when missing), and its largest stake per bet (null: the site's). */
export const opsSportsbookOddsSchema = z.object({
  marketKey: marketKeySchema,
  maxStake: amountSchema.nullable().optional(),
  prices: z
    .array(z.object({ selectionKey: selectionKeySchema, oddsMilli: oddsMilliSchema.nullable() }))
    .min(1)
    .max(60),
});

/** `POST /ops/sportsbook/markets/:id/status`: open or suspend a market. */
export const opsSportsbookMarketStatusSchema = z.object({ status: z.enum(['open', 'suspended']) });

/** `POST /ops/sportsbook/matches/:id/status`: move a match (a postponement may name its new start). */
export const opsSportsbookMatchStatusSchema = z.object({
  status: z.enum(SPORTSBOOK_MATCH_STATUSES),
  startsAt: z.iso.datetime({ offset: true }).optional(),
});

/** `POST /ops/sportsbook/matches/:id/result`: enter the result, or correct it (every bet is resettled on the difference). */
export const opsSportsbookResultRequestSchema = z.object({ result: sportsbookResultSchema });

/** `GET /ops/sportsbook/matches/:id/bets`. */
export const opsSportsbookBetsQuerySchema = opsPageQuerySchema;

/** `PUT /ops/sportsbook/settings`: a member's smallest stake and largest stake per bet, and the in-play delay. */
export const opsSportsbookSettingsSchema = z
  .object({
    minStake: amountSchema,
    maxStake: amountSchema,
    inPlayDelayMs: z.number().int().min(0).max(60_000),
  })
  .refine((s) => s.maxStake >= s.minStake, { message: 'maxStake below minStake', path: ['maxStake'] });

export type OpsSportsbookSettings = { minStake: string; maxStake: string; inPlayDelayMs: number };
export type OpsSportsbookLeague = {
  leagueId: number;
  sport: SportsbookSport;
  code: string;
  names: Record<string, string>;
  sort: number;
  hot: boolean;
};
export type OpsSportsbookMatch = SportsbookMatch & {
  feedRef: string;
  homeNames: Record<string, string>;
  awayNames: Record<string, string>;
  resultVersion: number;
  simulated: boolean;
  /** Whether every bet was settled against the latest result and voids. */
  settled: boolean;
};
export type OpsSportsbookBetRow = SportsbookBet & { memberId: number; username: string };
/** Per selection: the accepted and pending bets on it, their stakes and what they would return. */
export type OpsSportsbookLiability = {
  matchId: string;
  rows: { marketKey: string; selectionKey: string; kind: 'single' | 'parlay'; bets: number; stake: string; potentialReturn: string }[];
  /** The largest return of the singles on one selection of each market. */
  worstCase: { marketKey: string; selectionKey: string; potentialReturn: string }[];
};
