import type { SportsbookMatch } from '@fortuna/shared';
import { describe, expect, it } from 'vitest';
import {
  acceptPrices,
  addSelection,
  addToStake,
  afterPlaced,
  applyPrice,
  checkSlip,
  EMPTY_SLIP,
  readStoredSlip,
  SLIP_KEY,
  type SlipSelection,
  type SlipState,
  setMode,
  setSingleStake,
  slipStore,
  stakeMinor,
  syncWithMatch,
} from './bet-slip-store';

function pick(matchId: string, selectionKey: string, oddsMilli: number, extra: Partial<SlipSelection> = {}): SlipSelection {
  return {
    matchId,
    sport: 'football',
    home: `Home ${matchId}`,
    away: `Away ${matchId}`,
    league: 'League',
    startsAt: '2026-12-07T12:00:00Z',
    marketKey: selectionKey.slice(0, selectionKey.lastIndexOf(':')),
    selectionKey,
    oddsMilli,
    currentOddsMilli: oddsMilli,
    closed: false,
    live: false,
    stake: '',
    ...extra,
  };
}

const slip = (selections: SlipSelection[], extra: Partial<SlipState> = {}): SlipState => ({ ...EMPTY_SLIP, selections, ...extra });

describe('bet slip rules', () => {
  it('adds a price, and a second click on it removes it', () => {
    const one = addSelection(EMPTY_SLIP, pick('1', '1x2:home', 2050)).state;
    expect(one.selections.map((s) => s.selectionKey)).toEqual(['1x2:home']);
    const again = addSelection(one, pick('1', '1x2:home', 2050));
    expect(again.removed).toBe(true);
    expect(again.state.selections).toEqual([]);
  });

  it('in parlay mode replaces the pick of a match already on the slip, keeping its place', () => {
    let state = setMode(EMPTY_SLIP, 'parlay');
    state = addSelection(state, pick('1', '1x2:home', 2050)).state;
    state = addSelection(state, pick('2', 'ou:2.5:over', 1970)).state;
    state = addSelection(state, pick('1', 'ah:-0.25:away', 2030)).state;
    expect(state.selections.map((s) => `${s.matchId}:${s.selectionKey}`)).toEqual(['1:ah:-0.25:away', '2:ou:2.5:over']);
  });

  it('singles may hold two picks of one match; a parlay of them is refused until one goes', () => {
    let state = addSelection(EMPTY_SLIP, pick('1', '1x2:home', 2050)).state;
    state = addSelection(state, pick('1', 'ou:2.5:over', 1970)).state;
    expect(state.selections).toHaveLength(2);
    state = setMode(state, 'parlay');
    state = { ...state, parlayStake: '10' };
    expect(checkSlip(state).problems).toContain('parlay_same_match');
    expect(checkSlip(state).bets).toEqual([]);
  });

  it('holds at most ten selections', () => {
    let state = EMPTY_SLIP;
    for (let i = 1; i <= 10; i += 1) state = addSelection(state, pick(String(i), '1x2:home', 2000)).state;
    const full = addSelection(state, pick('11', '1x2:home', 2000));
    expect(full.refused).toBe('slip_full');
    expect(full.state.selections).toHaveLength(10);
  });

  it('needs 2 to 10 legs for a parlay', () => {
    const one = slip([pick('1', '1x2:home', 2000)], { mode: 'parlay', parlayStake: '10' });
    expect(checkSlip(one).problems).toEqual(['parlay_legs']);
    const two = slip([pick('1', '1x2:home', 2000), pick('2', '1x2:away', 1500)], { mode: 'parlay', parlayStake: '10' });
    expect(checkSlip(two).problems).toEqual([]);
  });

  it('returns exactly what the server pays: a single floor(stake × odds), a parlay the product rounded down once', () => {
    const singles = slip([pick('1', '1x2:home', 1950, { stake: '1.01' }), pick('2', '1x2:away', 2100, { stake: '100' })]);
    const check = checkSlip(singles);
    expect(check.problems).toEqual([]);
    expect(check.bets.map((b) => b.potentialReturn)).toEqual([196n, 21_000n]);
    expect(check.totalStake).toBe(10_101n);
    // 1.01 at 1.95 × 1.95: floor(384.0525) = 3.84 (docs/sportsbook/MARKETS.md)
    const parlay = slip([pick('1', '1x2:home', 1950), pick('2', '1x2:away', 1950)], { mode: 'parlay', parlayStake: '1.01' });
    const p = checkSlip(parlay);
    expect(p.combinedOddsMilli).toBe(3802n);
    expect(p.totalReturn).toBe(384n);
    // 100 × 1.95 × 2.10 × 1.80 = 737.10
    const three = slip([pick('1', '1x2:home', 1950), pick('2', '1x2:away', 2100), pick('3', 'ou:2.5:over', 1800)], {
      mode: 'parlay',
      parlayStake: '100',
    });
    expect(checkSlip(three).totalReturn).toBe(73_710n);
  });

  it('asks for a stake, refuses a bad one', () => {
    expect(checkSlip(slip([pick('1', '1x2:home', 2000)])).problems).toEqual(['stake_missing']);
    expect(checkSlip(slip([pick('1', '1x2:home', 2000, { stake: '1.234' })])).problems).toEqual(['stake_invalid']);
    expect(checkSlip(slip([pick('1', '1x2:home', 2000, { stake: '0' })])).problems).toEqual(['stake_invalid']);
    expect(checkSlip(EMPTY_SLIP).problems).toEqual(['empty']);
  });

  it('asks to confirm moved prices, then takes the board’s', () => {
    let state = slip([pick('1', '1x2:home', 2000, { stake: '10' })]);
    state = applyPrice(state, '1', '1x2:home', 2150);
    const check = checkSlip(state);
    expect(check.problems).toEqual(['odds_changed']);
    expect(check.moved.map((s) => [s.oddsMilli, s.currentOddsMilli])).toEqual([[2000, 2150]]);
    state = acceptPrices(state);
    expect(state.selections[0]?.oddsMilli).toBe(2150);
    expect(checkSlip(state).problems).toEqual([]);
  });

  it('blocks a pick taken off the board or on a closed market', () => {
    const off = applyPrice(slip([pick('1', '1x2:home', 2000, { stake: '10' })]), '1', '1x2:home', null);
    expect(checkSlip(off).problems).toContain('closed');
    const closed = slip([pick('1', '1x2:home', 2000, { stake: '10', closed: true })]);
    expect(checkSlip(closed).problems).toContain('closed');
  });

  it('follows a loaded match: prices, suspensions, in play', () => {
    const state = slip([pick('7', 'ah:-0.5:home', 1900), pick('8', '1x2:home', 2000)]);
    const match = {
      matchId: '7',
      status: 'live',
      markets: [
        {
          marketId: '1',
          marketKey: 'ah:-0.5',
          status: 'suspended',
          maxStake: null,
          selections: [{ selectionKey: 'ah:-0.5:home', oddsMilli: 1850, offered: true }],
        },
      ],
    } as unknown as SportsbookMatch;
    const next = syncWithMatch(state, match);
    expect(next.selections[0]).toMatchObject({ currentOddsMilli: 1850, closed: true, live: true });
    expect(next.selections[1]).toBe(state.selections[1]);
    // A list without the pick's market leaves its price alone.
    const list = syncWithMatch(state, { ...match, markets: [] } as SportsbookMatch, true);
    expect(list.selections[0]).toMatchObject({ currentOddsMilli: 1900, closed: false, live: true });
  });

  it('after placing, the placed picks leave and the bet is followed', () => {
    const state = slip([pick('1', '1x2:home', 2000, { stake: '5' }), pick('2', '1x2:draw', 3000)]);
    const next = afterPlaced(state, { betId: '99', selections: [state.selections[0] as SlipSelection] });
    expect(next.selections.map((s) => s.matchId)).toEqual(['2']);
    expect(next.placed).toEqual(['99']);
  });

  it('adds quick stakes in money, never floats', () => {
    expect(addToStake('', 10n)).toBe('10.00');
    expect(addToStake('12.5', 10n)).toBe('22.50');
    expect(addToStake('0.1', 100n)).toBe('100.10');
    expect(addToStake('abc', 50n)).toBe('50.00');
    expect(stakeMinor('0.30')).toBe(30n);
  });

  it('sets a single’s stake only on its pick', () => {
    const state = setSingleStake(slip([pick('1', '1x2:home', 2000), pick('2', '1x2:home', 2000)]), '1x2:home', '2', '7');
    expect(state.selections.map((s) => s.stake)).toEqual(['', '7']);
  });

  it('keeps the slip in sessionStorage and reads it back, dropping junk', () => {
    slipStore.reset();
    slipStore.add(pick('1', '1x2:home', 2000));
    expect(JSON.parse(sessionStorage.getItem(SLIP_KEY) ?? '{}').selections).toHaveLength(1);
    expect(readStoredSlip().selections[0]?.selectionKey).toBe('1x2:home');
    sessionStorage.setItem(SLIP_KEY, JSON.stringify({ selections: [{ nope: 1 }], mode: 'x' }));
    expect(readStoredSlip()).toEqual(EMPTY_SLIP);
    slipStore.reset();
  });
});
