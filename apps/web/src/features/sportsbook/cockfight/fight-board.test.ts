import type { SportsbookBet, SportsbookMatch } from '@fortuna/shared';
import { describe, expect, it } from 'vitest';
import {
  betsOnFight,
  clockOffset,
  clockTime,
  cockfightBets,
  countdownText,
  fightNumber,
  fightOutcome,
  fightPhase,
  fightPrice,
  fightReturn,
  mergeFights,
  msToClose,
  nextFight,
  pickOfKey,
  stageFight,
} from './fight-board';

const fight = (id: string, startsAt: string, over: Partial<SportsbookMatch> = {}): SportsbookMatch => ({
  matchId: id,
  status: 'scheduled',
  minute: null,
  period: null,
  score: null,
  detail: { fightNumber: Number(id) },
  sport: 'cockfight',
  league: { leagueId: 5, name: 'Golden Spur Arena' },
  home: 'Meron',
  away: 'Wala',
  startsAt,
  hot: false,
  result: null,
  markets: [
    {
      marketId: `m${id}`,
      marketKey: 'cf',
      status: 'open',
      maxStake: null,
      selections: [
        { selectionKey: 'cf:meron', oddsMilli: 1900, offered: true },
        { selectionKey: 'cf:wala', oddsMilli: 1900, offered: true },
        { selectionKey: 'cf:draw', oddsMilli: 8500, offered: false },
      ],
    },
  ],
  serverTime: '2030-01-01T00:00:00.000Z',
  ...over,
});

const bet = (
  id: string,
  legs: { matchId: string; sport?: 'cockfight' | 'football'; key?: string }[],
  over: Partial<SportsbookBet> = {},
): SportsbookBet => ({
  betId: id,
  requestId: `r${id}`,
  kind: legs.length > 1 ? 'parlay' : 'single',
  stake: '100.00',
  oddsMilli: '1900',
  acceptance: 'better',
  status: 'open',
  error: null,
  acceptAt: null,
  outcome: null,
  payout: null,
  placedAt: '2030-01-01T00:00:00.000Z',
  settledAt: null,
  legs: legs.map((leg, i) => ({
    legNo: i + 1,
    matchId: leg.matchId,
    sport: leg.sport ?? 'cockfight',
    home: 'Meron',
    away: 'Wala',
    startsAt: '2030-01-01T00:05:00.000Z',
    marketKey: 'cf',
    selectionKey: leg.key ?? 'cf:meron',
    oddsMilli: 1900,
    outcome: null,
  })),
  ...over,
});

describe('a fight', () => {
  it('reads its number, picks, prices and outcome', () => {
    const f = fight('12', '2030-01-01T00:05:00Z');
    expect(fightNumber(f)).toBe(12);
    expect(fightNumber({ detail: {} })).toBeNull();
    expect(pickOfKey('cf:wala')).toBe('wala');
    expect(pickOfKey('1x2:home')).toBeNull();
    expect(fightPrice(f, 'meron')).toBe(1900);
    // A selection off the board has no price.
    expect(fightPrice(f, 'draw')).toBeNull();
    expect(fightOutcome(f)).toBeNull();
    expect(fightOutcome({ status: 'finished', result: { sport: 'cockfight', outcome: 'draw' } })).toBe('draw');
    expect(fightOutcome({ status: 'cancelled', result: null })).toBe('cancelled');
    expect(fightOutcome({ status: 'finished', result: { sport: 'football', fullTime: { home: 1, away: 0 } } })).toBeNull();
  });

  it('is open while scheduled with its market open and its close ahead; closed, live or over otherwise', () => {
    const f = fight('1', '2030-01-01T00:05:00Z');
    expect(fightPhase(f, 1000)).toBe('open');
    expect(fightPhase(f, 0)).toBe('closed');
    const suspended = { ...f, markets: [{ ...(f.markets[0] as SportsbookMatch['markets'][number]), status: 'suspended' as const }] };
    expect(fightPhase(suspended, 1000)).toBe('closed');
    expect(fightPhase({ ...f, status: 'live' }, 1000)).toBe('live');
    // Finished by the socket, its result not read yet.
    expect(fightPhase({ ...f, status: 'finished' }, 0)).toBe('live');
    expect(fightPhase({ ...f, status: 'finished', result: { sport: 'cockfight', outcome: 'meron' } }, 0)).toBe('result');
    expect(fightPhase({ ...f, status: 'cancelled' }, 0)).toBe('result');
  });
});

describe('the card', () => {
  const a = fight('1', '2030-01-01T00:05:00Z', { status: 'live' });
  const b = fight('2', '2030-01-01T00:10:00Z');
  const c = fight('3', '2030-01-01T00:15:00Z');

  it('merges the lists: cockfights once, the later state winning, soonest first, a postponed fight left out', () => {
    const football = { ...fight('9', '2030-01-01T00:01:00Z'), sport: 'football' as const };
    const staleCopy = { ...a, status: 'scheduled' as const };
    const ended = fight('4', '2030-01-01T00:00:00Z', { status: 'finished' });
    const postponed = fight('5', '2030-01-01T00:20:00Z', { status: 'postponed' });
    expect(mergeFights([[c, staleCopy], [a, b, football, ended, postponed], undefined]).map((f) => [f.matchId, f.status])).toEqual([
      ['4', 'finished'],
      ['1', 'live'],
      ['2', 'scheduled'],
      ['3', 'scheduled'],
    ]);
  });

  it('puts on the stage the chosen fight, else a held result, else the fight under way, else the next', () => {
    const fights = [a, b, c];
    const held = fight('0', '2030-01-01T00:00:00Z', { status: 'finished', result: { sport: 'cockfight', outcome: 'wala' } });
    expect(stageFight({ fights, pinnedId: '3', held })?.matchId).toBe('3');
    expect(stageFight({ fights, pinnedId: '99', held })?.matchId).toBe('0');
    expect(stageFight({ fights })?.matchId).toBe('1');
    expect(stageFight({ fights: [b, c] })?.matchId).toBe('2');
    expect(stageFight({ fights: [] })).toBeUndefined();
    // A fight just ended, its result being read, stays on the stage.
    const ending = { ...a, status: 'finished' as const };
    expect(stageFight({ fights: [ending, b, c] })?.matchId).toBe('1');
    const read = { ...ending, result: { sport: 'cockfight', outcome: 'meron' } };
    expect(stageFight({ fights: [ending, b, c], pinnedId: '1', held: read })).toBe(read);
    expect(nextFight(fights, a)?.matchId).toBe('2');
    expect(nextFight(fights, b)?.matchId).toBe('3');
    expect(nextFight(fights, held)?.matchId).toBe('2');
    // A fight whose betting already closed by the clock is not offered.
    expect(nextFight(fights, held, (f) => f.matchId !== '2')?.matchId).toBe('3');
    // The member chose a later fight: an earlier one still open is the next to bet on.
    expect(nextFight(fights, c)?.matchId).toBe('2');
    expect(nextFight([a], a)).toBeUndefined();
  });
});

describe('the clock', () => {
  it('counts down to the close on the server clock, whatever the browser clock says', () => {
    // The browser runs 90 s behind the server.
    const browserNow = Date.parse('2030-01-01T00:00:00Z');
    const offset = clockOffset('2030-01-01T00:01:30Z', browserNow);
    expect(offset).toBe(90_000);
    expect(msToClose('2030-01-01T00:05:00Z', offset, browserNow)).toBe(210_000);
    expect(msToClose('2030-01-01T00:01:00Z', offset, browserNow)).toBe(0);
    expect(clockOffset(undefined, browserNow)).toBe(0);
    expect(clockOffset('nonsense', browserNow)).toBe(0);
  });

  it('writes the countdown as m:ss, rounding up, and a time on the site clock', () => {
    expect(countdownText(210_000)).toBe('3:30');
    expect(countdownText(59_001)).toBe('1:00');
    expect(countdownText(900)).toBe('0:01');
    expect(countdownText(0)).toBe('0:00');
    expect(countdownText(3_725_000)).toBe('1:02:05');
    expect(clockTime('2030-01-01T00:05:00Z', 'Asia/Yangon')).toBe('06:35');
    expect(clockTime('later', 'Asia/Yangon')).toBe('later');
  });
});

describe("the member's bets", () => {
  it('keeps bets with a cockfight leg once, and finds those on a fight', () => {
    const one = bet('1', [{ matchId: '12' }]);
    const two = bet('2', [{ matchId: '13', key: 'cf:wala' }]);
    const football = bet('3', [{ matchId: '40', sport: 'football', key: '1x2:home' }]);
    const parlay = bet('4', [
      { matchId: '40', sport: 'football', key: '1x2:home' },
      { matchId: '12', key: 'cf:draw' },
    ]);
    const list = cockfightBets([
      [one, football, parlay],
      [one, two],
    ]);
    expect(list.map((b) => b.betId)).toEqual(['1', '4', '2']);
    expect(betsOnFight(list, '12').map((b) => b.betId)).toEqual(['1', '4']);
  });

  it('adds up what the singles on a fight came to', () => {
    const toMinor = (amount: string) => BigInt(amount.replace('.', ''));
    const won = bet('1', [{ matchId: '12' }], { status: 'settled', outcome: 'win', payout: '190.00' });
    const lost = bet('2', [{ matchId: '12', key: 'cf:wala' }], { status: 'settled', outcome: 'lose', payout: '0.00', stake: '50.00' });
    const refused = bet('3', [{ matchId: '12' }], { status: 'rejected' });
    expect(fightReturn([won, lost, refused], toMinor)).toEqual({ paid: 19000n, staked: 15000n, unsettled: false });
    expect(fightReturn([won, bet('4', [{ matchId: '12' }])], toMinor)).toEqual({ paid: 19000n, staked: 20000n, unsettled: true });
  });
});
