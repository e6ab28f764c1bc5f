import { describe, expect, it } from 'vitest';
import { cardFace, resultParts } from './result-view';

describe('drawing a dealt result by its shape', () => {
  it('draws baccarat hands as cards with their points', () => {
    expect(resultParts('baccarat', { player: [0, 12], banker: [25, 51, 3], playerPoints: 1, bankerPoints: 7, winner: 'B' })).toEqual([
      { kind: 'cards', name: 'player', cards: [0, 12], points: 1 },
      { kind: 'cards', name: 'banker', cards: [25, 51, 3], points: 7 },
    ]);
    expect(resultParts('dragon-tiger', { dragon: 5, tiger: 40 })).toEqual([
      { kind: 'cards', name: 'dragon', cards: [5] },
      { kind: 'cards', name: 'tiger', cards: [40] },
    ]);
  });

  it('draws dice, numbers and coins', () => {
    expect(resultParts('sic-bo', { dice: [1, 4, 6], total: 11 })).toEqual([{ kind: 'dice', name: 'dice', dice: [1, 4, 6] }]);
    expect(resultParts('roulette', { number: 17 })).toEqual([{ kind: 'number', name: 'number', value: 17 }]);
    expect(resultParts('roulette', 0)).toEqual([{ kind: 'number', name: 'number', value: 0 }]);
    expect(resultParts('se-die', { coins: [true, false, 'x'] })).toEqual([]);
    expect(resultParts('se-die', { coins: ['red', 'white', 'red', 'red'] })).toEqual([
      { kind: 'coins', name: 'coins', red: [true, false, true, true] },
    ]);
    expect(resultParts('fan-tan', { beans: 37, remainder: 1 })).toEqual([
      { kind: 'number', name: 'beans', value: 37 },
      { kind: 'number', name: 'remainder', value: 1 },
    ]);
    expect(resultParts('fish-prawn-crab', { dice: [1, 6, 3] })).toEqual([
      { kind: 'symbols', name: 'dice', symbols: ['fish', 'stag', 'crab'] },
    ]);
    expect(resultParts('baccarat', null)).toEqual([]);
  });

  it('reads a card text', () => {
    expect(cardFace('Qh')).toEqual({ rank: 'Q', suit: '♥', red: true });
    expect(cardFace('10s')).toEqual({ rank: '10', suit: '♠', red: false });
  });
});
