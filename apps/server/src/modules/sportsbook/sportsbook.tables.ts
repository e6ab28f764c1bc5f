import type { MatchResult, Outcome, Score, Side, Sport } from '@fortuna/sportsbook';
import type { ColumnType, Generated, Selectable } from 'kysely';

type Json<T> = ColumnType<T, string, string>;
type NullableJson<T> = ColumnType<T | null, string | null | undefined, string | null>;

/** Names per language code ({ en, zh, my, … }); `en` is the fallback. */
export type Names = Record<string, string>;

/** The match statuses (scheduled → live → finished, or postponed, cancelled). */
export type MatchStatus = 'scheduled' | 'live' | 'finished' | 'postponed' | 'cancelled';
export type MarketStatus = 'open' | 'suspended' | 'settled' | 'void';
export type BetStatus = 'placing' | 'pending' | 'open' | 'rejecting' | 'rejected' | 'settled' | 'void';
export type BetKind = 'single' | 'parlay';
export type Acceptance = 'any' | 'better' | 'none';

/**
 * The sport's own details of a match: esports title, series length and the maps won so far; the
 * cockfight's fight number; football's half-time score once known and the added minutes.
 */
export type MatchDetail = {
  title?: string;
  bestOf?: 1 | 3 | 5;
  maps?: Side[];
  fightNumber?: number;
  firstHalfScore?: Score;
  addedTime?: number;
};

/**
 * How the driver plays a simulated match from its seed: football from expected goals, esports
 * from the home side's map-win chance, cockfight from its chances; prices with `margin`.
 */
export type SimulationSpec = {
  seed: string;
  margin: number;
  football?: { home: number; away: number };
  esports?: { mapWinProbability: number };
  cockfight?: { meron: number; wala: number; draw: number };
};

/** The sportsbook tables of migration 0058 (the repository adds them to the app's Database with `withTables`). */
export type SportsbookDb = {
  sportsbook_driver: { merchant_id: number; lease_owner: string | null; lease_until: Date | null };
  sportsbook_settings: {
    merchant_id: number;
    min_stake: bigint;
    max_stake: bigint;
    in_play_delay_ms: number;
    /** The demo's rolling simulated fixtures (seed/sportsbook.ts createDemoSportsbookSchedule); only the demo seed sets it. */
    demo_fixtures: Generated<boolean>;
    updated_at: Generated<Date>;
  };
  sportsbook_league: {
    id: Generated<number>;
    merchant_id: number;
    sport: Sport;
    code: string;
    names: Json<Names>;
    sort: Generated<number>;
    hot: Generated<boolean>;
    created_at: Generated<Date>;
  };
  sportsbook_match: {
    id: Generated<bigint>;
    merchant_id: number;
    league_id: number;
    sport: Sport;
    feed_ref: string;
    home_names: Json<Names>;
    away_names: Json<Names>;
    starts_at: Date;
    status: Generated<MatchStatus>;
    minute: number | null;
    period: string | null;
    score: NullableJson<Score>;
    detail: ColumnType<MatchDetail, string | undefined, string>;
    hot: Generated<boolean>;
    result: NullableJson<MatchResult>;
    result_version: Generated<number>;
    settle_rev: Generated<number>;
    settled_rev: Generated<number>;
    sim: NullableJson<SimulationSpec>;
    feed_at: Date | null;
    created_at: Generated<Date>;
    updated_at: Generated<Date>;
  };
  sportsbook_market: {
    id: Generated<bigint>;
    match_id: bigint;
    market_key: string;
    status: Generated<MarketStatus>;
    max_stake: bigint | null;
    sort: Generated<number>;
    updated_at: Generated<Date>;
  };
  sportsbook_selection: {
    market_id: bigint;
    selection_key: string;
    odds_milli: number;
    offered: Generated<boolean>;
    sort: Generated<number>;
    updated_at: Generated<Date>;
  };
  sportsbook_bet: {
    id: Generated<bigint>;
    merchant_id: number;
    member_id: number;
    catalogue_game_id: number;
    request_id: string;
    kind: BetKind;
    stake: bigint;
    odds_milli: bigint;
    acceptance: Acceptance;
    status: Generated<BetStatus>;
    error: string | null;
    accept_at: Date | null;
    accepted_at: Date | null;
    /** A single's leg outcome; a parlay's: lose, void (every leg void), push (every leg void or push), win or half_loss (paid more or less than the stake). */
    outcome: Outcome | null;
    payout: bigint | null;
    settle_seq: Generated<number>;
    settle_txn: string | null;
    credited_seq: Generated<number>;
    settled_at: Date | null;
    credited_at: Date | null;
    created_at: Generated<Date>;
    updated_at: Generated<Date>;
  };
  sportsbook_bet_leg: {
    bet_id: bigint;
    leg_no: number;
    match_id: bigint;
    market_id: bigint;
    selection_key: string;
    odds_milli: number;
    outcome: Outcome | null;
  };
};

export type SettingsRow = Selectable<SportsbookDb['sportsbook_settings']>;
export type LeagueRow = Selectable<SportsbookDb['sportsbook_league']>;
export type MatchRow = Selectable<SportsbookDb['sportsbook_match']>;
export type MarketRow = Selectable<SportsbookDb['sportsbook_market']>;
export type SelectionRow = Selectable<SportsbookDb['sportsbook_selection']>;
export type BetRow = Selectable<SportsbookDb['sportsbook_bet']>;
export type BetLegRow = Selectable<SportsbookDb['sportsbook_bet_leg']>;
