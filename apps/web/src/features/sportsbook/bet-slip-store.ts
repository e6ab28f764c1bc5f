import { formatMinor, parseMinor, SPORTSBOOK_MAX_LEGS, type SportsbookMatch, type SportsbookSport } from '@fortuna/shared';
import { payout } from '@fortuna/sportsbook/markets';
import { combinedOddsMilli, PARLAY_MAX_LEGS, PARLAY_MIN_LEGS, parlayProblem, settleParlay } from '@fortuna/sportsbook/parlay';
import { useSyncExternalStore } from 'react';

/**
 * The bet slip: the selections a member picked, kept in this tab's sessionStorage, and the rules
 * of a valid slip. Pure functions take a state and give the next one (unit-tested); a small
 * external store holds the tab's slip for every component (useBetSlip, slipStore).
 *
 * Rules: one click on a price adds it, a second click on the same price removes it; the slip holds
 * at most SPORTSBOOK_MAX_LEGS selections; in parlay mode a second pick of the same match replaces
 * the first (one leg per match); singles may hold two picks of one match. A parlay needs 2–10 legs
 * of different matches (the package's parlayProblem). A selection keeps the price the member took;
 * when the board's price moves the slip shows both and asks for a confirmation before placing.
 */

/** One picked price. */
export type SlipSelection = {
  matchId: string;
  sport: SportsbookSport;
  home: string;
  away: string;
  league: string;
  startsAt: string;
  marketKey: string;
  selectionKey: string;
  /** The price the member took: sent as the leg's odds. */
  oddsMilli: number;
  /** The board's price now; null once it is off the board. */
  currentOddsMilli: number | null;
  /** The market is suspended, settled or void, or the match no longer takes bets. */
  closed: boolean;
  /** The match is in play (the bet waits for the in-play delay). */
  live: boolean;
  /** This selection's stake as a single (money text as typed). */
  stake: string;
};

export type SlipMode = 'single' | 'parlay';
/** How the server may take a changed price: any change, only a better one, or none. */
export type SlipAcceptance = 'any' | 'better' | 'none';

/** The slip of this tab. `placed` holds the ids of bets placed from it, newest first, to follow them until decided. */
export type SlipState = { selections: SlipSelection[]; mode: SlipMode; parlayStake: string; placed: string[] };

export const EMPTY_SLIP: SlipState = { selections: [], mode: 'single', parlayStake: '', placed: [] };
/** Bets followed in the slip after placing. */
const PLACED_KEPT = 5;
/** Money places of a stake (amountSchema: at most two). */
const STAKE_DECIMALS = 2;

/** Why adding a price was refused. */
export type AddRefusal = 'slip_full';

/**
 * Adds a price to the slip, or removes it when it is already there. In parlay mode a pick of a match
 * already on the slip replaces that match's pick; a full slip refuses a new one.
 */
export function addSelection(state: SlipState, selection: SlipSelection): { state: SlipState; refused?: AddRefusal; removed?: boolean } {
  const same = state.selections.findIndex((s) => s.matchId === selection.matchId && s.selectionKey === selection.selectionKey);
  if (same >= 0) return { state: { ...state, selections: state.selections.filter((_, i) => i !== same) }, removed: true };
  if (state.mode === 'parlay') {
    const sameMatch = state.selections.findIndex((s) => s.matchId === selection.matchId);
    if (sameMatch >= 0) {
      const selections = [...state.selections];
      selections[sameMatch] = { ...selection, stake: selections[sameMatch]?.stake ?? '' };
      return { state: { ...state, selections } };
    }
  }
  if (state.selections.length >= SPORTSBOOK_MAX_LEGS) return { state, refused: 'slip_full' };
  return { state: { ...state, selections: [...state.selections, selection] } };
}

/** Takes one selection off the slip. */
export function removeSelection(state: SlipState, selectionKey: string, matchId: string): SlipState {
  return { ...state, selections: state.selections.filter((s) => !(s.selectionKey === selectionKey && s.matchId === matchId)) };
}

/**
 * Switches between singles and a parlay. Going to parlay mode keeps every pick: two of one match
 * then show the one-leg-per-match problem until the member removes one.
 */
export function setMode(state: SlipState, mode: SlipMode): SlipState {
  return { ...state, mode };
}

/** Sets one single's stake text. */
export function setSingleStake(state: SlipState, selectionKey: string, matchId: string, stake: string): SlipState {
  return {
    ...state,
    selections: state.selections.map((s) => (s.selectionKey === selectionKey && s.matchId === matchId ? { ...s, stake } : s)),
  };
}

/** A board price seen for a selection (socket or a fresh load); null: taken off the board. */
export function applyPrice(state: SlipState, matchId: string, selectionKey: string, oddsMilli: number | null): SlipState {
  let changed = false;
  const selections = state.selections.map((s) => {
    if (s.matchId !== matchId || s.selectionKey !== selectionKey || s.currentOddsMilli === oddsMilli) return s;
    changed = true;
    return { ...s, currentOddsMilli: oddsMilli };
  });
  return changed ? { ...state, selections } : state;
}

/**
 * What a freshly loaded match says about the slip's picks on it: each price, whether its market is
 * open and the match takes bets (scheduled or live), and whether it is in play. A list shows only
 * headline markets, so `partial` leaves picks of markets the match does not list as they were.
 */
export function syncWithMatch(state: SlipState, match: SportsbookMatch, partial = false): SlipState {
  let changed = false;
  const matchOpen = match.status === 'scheduled' || match.status === 'live';
  const selections = state.selections.map((s) => {
    if (s.matchId !== match.matchId) return s;
    const market = match.markets.find((m) => m.marketKey === s.marketKey);
    const selection = market?.selections.find((x) => x.selectionKey === s.selectionKey);
    if (!market && partial && matchOpen) {
      if (s.live === (match.status === 'live')) return s;
      changed = true;
      return { ...s, live: match.status === 'live' };
    }
    const currentOddsMilli = selection?.offered ? selection.oddsMilli : null;
    const closed = !matchOpen || market?.status !== 'open';
    const live = match.status === 'live';
    if (s.currentOddsMilli === currentOddsMilli && s.closed === closed && s.live === live) return s;
    changed = true;
    return { ...s, currentOddsMilli, closed, live };
  });
  return changed ? { ...state, selections } : state;
}

/** Takes the board's prices: every moved selection's price becomes the one now shown (the member confirmed). */
export function acceptPrices(state: SlipState): SlipState {
  return {
    ...state,
    selections: state.selections.map((s) =>
      s.currentOddsMilli !== null && s.currentOddsMilli !== s.oddsMilli ? { ...s, oddsMilli: s.currentOddsMilli } : s,
    ),
  };
}

/** After a bet was placed: its picks leave the slip (a parlay's all, a single's one) and the bet is followed. */
export function afterPlaced(
  state: SlipState,
  placed: { betId: string; selections: readonly Pick<SlipSelection, 'matchId' | 'selectionKey'>[] },
): SlipState {
  const gone = new Set(placed.selections.map((s) => `${s.matchId}|${s.selectionKey}`));
  return {
    ...state,
    selections: state.selections.filter((s) => !gone.has(`${s.matchId}|${s.selectionKey}`)),
    parlayStake: state.mode === 'parlay' ? '' : state.parlayStake,
    placed: [placed.betId, ...state.placed.filter((id) => id !== placed.betId)].slice(0, PLACED_KEPT),
  };
}

/** Stops following a placed bet in the slip. */
export function dismissPlaced(state: SlipState, betId: string): SlipState {
  return { ...state, placed: state.placed.filter((id) => id !== betId) };
}

/** A stake typed by the member in minor units, or null when it is not a positive amount with at most two places. */
export function stakeMinor(text: string): bigint | null {
  const trimmed = text.trim();
  if (!/^\d{1,15}(\.\d{1,2})?$/.test(trimmed)) return null;
  const minor = parseMinor(trimmed, STAKE_DECIMALS);
  return minor > 0n ? minor : null;
}

/** A stake plus a quick-stake chip, in money text ("12.5" + 10 → "22.50"); an invalid stake starts again from the chip. */
export function addToStake(text: string, chip: bigint): string {
  const before = stakeMinor(text) ?? 0n;
  return formatMinor(before + chip * 10n ** BigInt(STAKE_DECIMALS), STAKE_DECIMALS);
}

/** Why the slip cannot be placed as it is. */
export type SlipProblem = 'empty' | 'parlay_legs' | 'parlay_same_match' | 'stake_missing' | 'stake_invalid' | 'closed' | 'odds_changed';

/** One bet the slip would place. */
export type SlipBet = {
  kind: 'single' | 'parlay';
  stake: bigint;
  legs: SlipSelection[];
  /** The bet's odds in thousandths: a single's price, a parlay's product rounded down. */
  oddsMilli: bigint;
  /** What it returns if every leg wins, stake included, in minor units (exact, rounded down once). */
  potentialReturn: bigint;
};

/** The slip checked: the bets it would place, their totals, and what stands in the way. */
export type SlipCheck = {
  problems: SlipProblem[];
  bets: SlipBet[];
  totalStake: bigint;
  totalReturn: bigint;
  /** A parlay's combined odds (rounded down to thousandths), null in singles mode or with fewer than 2 legs. */
  combinedOddsMilli: bigint | null;
  /** Selections whose price moved since they were taken (the member must confirm). */
  moved: SlipSelection[];
};

const priceOf = (s: SlipSelection) => s.oddsMilli;

/**
 * Checks the slip. Singles: every selection with a stake is one bet (at least one stake needed);
 * a parlay: one stake on every selection, 2–10 of them, one per match. Returns are exact: a single's
 * `payout(stake, odds, 'win')`, a parlay's `settleParlay` with every leg won (the product of the legs'
 * odds, rounded down once), as the server pays them.
 */
export function checkSlip(state: SlipState): SlipCheck {
  const problems = new Set<SlipProblem>();
  const bets: SlipBet[] = [];
  let combined: bigint | null = null;
  const inPlay: SlipSelection[] = [];

  if (state.selections.length === 0) problems.add('empty');
  if (state.mode === 'single') {
    for (const s of state.selections) {
      if (s.stake.trim() === '') continue;
      const stake = stakeMinor(s.stake);
      if (stake === null) {
        problems.add('stake_invalid');
        continue;
      }
      inPlay.push(s);
      bets.push({ kind: 'single', stake, legs: [s], oddsMilli: BigInt(s.oddsMilli), potentialReturn: payout(stake, priceOf(s), 'win') });
    }
    if (state.selections.length > 0 && bets.length === 0 && !problems.has('stake_invalid')) problems.add('stake_missing');
  } else if (state.selections.length > 0) {
    const problem = parlayProblem(state.selections);
    if (problem?.reason === 'parlay_leg_count') problems.add('parlay_legs');
    if (problem?.reason === 'parlay_same_match') problems.add('parlay_same_match');
    const count = state.selections.length;
    if (count >= PARLAY_MIN_LEGS && count <= PARLAY_MAX_LEGS) combined = combinedOddsMilli(state.selections.map(priceOf));
    inPlay.push(...state.selections);
    const stake = stakeMinor(state.parlayStake);
    if (state.parlayStake.trim() === '') problems.add('stake_missing');
    else if (stake === null) problems.add('stake_invalid');
    if (stake !== null && combined !== null && !problem) {
      const settled = settleParlay(
        stake,
        state.selections.map((s) => ({ oddsMilli: priceOf(s), outcome: 'win' as const })),
      );
      const potentialReturn = settled.status === 'settled' ? settled.payout : 0n;
      bets.push({ kind: 'parlay', stake, legs: state.selections, oddsMilli: combined, potentialReturn });
    }
  }

  if (inPlay.some((s) => s.closed || s.currentOddsMilli === null)) problems.add('closed');
  const moved = inPlay.filter((s) => s.currentOddsMilli !== null && s.currentOddsMilli !== s.oddsMilli);
  if (moved.length > 0) problems.add('odds_changed');
  return {
    problems: [...problems],
    bets,
    totalStake: bets.reduce((sum, b) => sum + b.stake, 0n),
    totalReturn: bets.reduce((sum, b) => sum + b.potentialReturn, 0n),
    combinedOddsMilli: combined,
    moved,
  };
}

// --- the tab's slip ---

/** sessionStorage key of the slip. */
export const SLIP_KEY = 'fortuna.betSlip';
/** localStorage key of the member's odds-acceptance choice. */
export const ACCEPTANCE_KEY = 'fortuna.oddsAcceptance';
export const DEFAULT_ACCEPTANCE: SlipAcceptance = 'better';

function isSelection(value: unknown): value is SlipSelection {
  const s = value as Partial<SlipSelection> | null;
  return (
    typeof s === 'object' &&
    s !== null &&
    typeof s.matchId === 'string' &&
    typeof s.selectionKey === 'string' &&
    typeof s.marketKey === 'string' &&
    typeof s.oddsMilli === 'number' &&
    typeof s.home === 'string' &&
    typeof s.away === 'string'
  );
}

/** The slip kept in this tab, or an empty one (anything unreadable is dropped). */
export function readStoredSlip(): SlipState {
  try {
    const raw = sessionStorage.getItem(SLIP_KEY);
    if (!raw) return EMPTY_SLIP;
    const parsed = JSON.parse(raw) as Partial<SlipState>;
    return {
      selections: Array.isArray(parsed.selections)
        ? parsed.selections
            .filter(isSelection)
            .slice(0, SPORTSBOOK_MAX_LEGS)
            .map((s) => ({ ...s, stake: String(s.stake ?? '') }))
        : [],
      mode: parsed.mode === 'parlay' ? 'parlay' : 'single',
      parlayStake: typeof parsed.parlayStake === 'string' ? parsed.parlayStake : '',
      placed: Array.isArray(parsed.placed) ? parsed.placed.filter((id): id is string => typeof id === 'string').slice(0, PLACED_KEPT) : [],
    };
  } catch {
    return EMPTY_SLIP;
  }
}

function readAcceptance(): SlipAcceptance {
  try {
    const stored = localStorage.getItem(ACCEPTANCE_KEY);
    return stored === 'any' || stored === 'better' || stored === 'none' ? stored : DEFAULT_ACCEPTANCE;
  } catch {
    return DEFAULT_ACCEPTANCE;
  }
}

let current: SlipState | undefined;
let acceptance: SlipAcceptance | undefined;
const listeners = new Set<() => void>();

function snapshot(): SlipState {
  if (current === undefined) current = readStoredSlip();
  return current;
}

function acceptanceSnapshot(): SlipAcceptance {
  if (acceptance === undefined) acceptance = readAcceptance();
  return acceptance;
}

function emit(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The tab's slip: read it, change it with a pure rule above, and choose the acceptance. */
export const slipStore = {
  get: snapshot,
  /** Applies a rule to the slip and keeps the result (a rule that changed nothing notifies nobody). */
  update(rule: (state: SlipState) => SlipState): void {
    const before = snapshot();
    const next = rule(before);
    if (next === before) return;
    current = next;
    try {
      sessionStorage.setItem(SLIP_KEY, JSON.stringify(next));
    } catch {
      // Private modes may refuse storage: the slip still holds until the page closes.
    }
    emit();
  },
  /** Adds (or removes again) a price; says why a full slip refused it. */
  add(selection: SlipSelection): { refused?: AddRefusal; removed?: boolean } {
    const result = addSelection(snapshot(), selection);
    slipStore.update(() => result.state);
    return { ...(result.refused ? { refused: result.refused } : {}), ...(result.removed ? { removed: true } : {}) };
  },
  acceptance: acceptanceSnapshot,
  setAcceptance(next: SlipAcceptance): void {
    acceptance = next;
    try {
      localStorage.setItem(ACCEPTANCE_KEY, next);
    } catch {
      // As above: remembered for this page only.
    }
    emit();
  },
  /** Forgets the tab's slip (tests). */
  reset(): void {
    current = EMPTY_SLIP;
    acceptance = undefined;
    try {
      sessionStorage.removeItem(SLIP_KEY);
    } catch {
      // Nothing kept.
    }
    emit();
  },
  subscribe,
};

/** The tab's slip, re-rendering on every change. */
export function useBetSlip(): SlipState {
  return useSyncExternalStore(subscribe, snapshot, () => EMPTY_SLIP);
}

/** The member's odds-acceptance choice. */
export function useSlipAcceptance(): SlipAcceptance {
  return useSyncExternalStore(subscribe, acceptanceSnapshot, () => DEFAULT_ACCEPTANCE);
}

/** Whether a price is on the slip (its button shows pressed). */
export function useOnSlip(matchId: string, selectionKey: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => snapshot().selections.some((s) => s.matchId === matchId && s.selectionKey === selectionKey),
    () => false,
  );
}

/** A new slip selection from a match's price. */
export function selectionFrom(match: SportsbookMatch, marketKey: string, selectionKey: string, oddsMilli: number): SlipSelection {
  return {
    matchId: match.matchId,
    sport: match.sport,
    home: match.home,
    away: match.away,
    league: match.league.name,
    startsAt: match.startsAt,
    marketKey,
    selectionKey,
    oddsMilli,
    currentOddsMilli: oddsMilli,
    closed: false,
    live: match.status === 'live',
    stake: '',
  };
}
