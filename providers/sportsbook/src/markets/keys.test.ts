import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { selectionsOfMarket } from './catalogue';
import {
  formatMarketKey,
  formatSelectionKey,
  marketKeySchema,
  marketOf,
  parseMarketKey,
  parseSelectionKey,
  readSelectionKey,
  selectionKeySchema,
} from './keys';
import { LINE_LIMITS, type LineKind } from './lines';
import type { Market } from './types';

describe('selection keys', () => {
  it('name the selections of every market kind', () => {
    expect(parseSelectionKey('ah:-0.75:home')).toEqual({ kind: 'ah', lineQuarters: -3, pick: 'home' });
    expect(parseSelectionKey('ah:-0.75:away')).toEqual({ kind: 'ah', lineQuarters: -3, pick: 'away' });
    expect(parseSelectionKey('ah:0:home')).toEqual({ kind: 'ah', lineQuarters: 0, pick: 'home' });
    expect(parseSelectionKey('ah:1.25:away')).toEqual({ kind: 'ah', lineQuarters: 5, pick: 'away' });
    expect(parseSelectionKey('ou:2.25:over')).toEqual({ kind: 'ou', lineQuarters: 9, pick: 'over' });
    expect(parseSelectionKey('ou:3:under')).toEqual({ kind: 'ou', lineQuarters: 12, pick: 'under' });
    expect(parseSelectionKey('cs:2-1')).toEqual({ kind: 'cs', pick: { home: 2, away: 1 } });
    expect(parseSelectionKey('cs:other')).toEqual({ kind: 'cs', pick: 'other' });
    expect(parseSelectionKey('1x2:draw')).toEqual({ kind: '1x2', pick: 'draw' });
    expect(parseSelectionKey('oe:odd')).toEqual({ kind: 'oe', pick: 'odd' });
    expect(parseSelectionKey('fh_1x2:home')).toEqual({ kind: 'fh_1x2', pick: 'home' });
    expect(parseSelectionKey('fh_ah:0.5:away')).toEqual({ kind: 'fh_ah', lineQuarters: 2, pick: 'away' });
    expect(parseSelectionKey('fh_ou:0.75:over')).toEqual({ kind: 'fh_ou', lineQuarters: 3, pick: 'over' });
    expect(parseSelectionKey('mw:away')).toEqual({ kind: 'mw', pick: 'away' });
    expect(parseSelectionKey('mh:-1.5:home')).toEqual({ kind: 'mh', lineQuarters: -6, pick: 'home' });
    expect(parseSelectionKey('tm:2.5:over')).toEqual({ kind: 'tm', lineQuarters: 10, pick: 'over' });
    expect(parseSelectionKey('map:3:home')).toEqual({ kind: 'map', map: 3, pick: 'home' });
    expect(parseSelectionKey('cf:meron')).toEqual({ kind: 'cf', pick: 'meron' });
  });

  it('refuse anything else with a ZodError, never a crash', () => {
    const bad = [
      '',
      ':',
      'ah',
      'ah:-0.75',
      'ah:-0.75:draw',
      'ah:+0.5:home', // one way to write a line
      'ah:-0:home',
      'ah:0.50:home',
      'ah:1.0:home',
      'ah:01:home',
      'ah:0.3:home',
      'ah:10.25:home', // beyond ±10
      'ou:0:over',
      'ou:-1:over',
      'ou:2.5:home',
      'cs:5-0', // covered by cs:other
      'cs:10-1',
      'cs:2-1:x',
      'cs:2:1',
      'mh:-1.25:home', // map lines are whole or half
      'tm:0:over',
      'map:0:home',
      'map:6:home',
      'map:02:home',
      'cf:home',
      '1x2:home:x',
      '1x2:Home',
      'xx:home',
      'constructor:home',
      '__proto__',
      'ah:-0.75:home'.repeat(10),
    ];
    for (const key of bad) {
      expect(readSelectionKey(key), key).toBeNull();
      const parsed = selectionKeySchema.safeParse(key);
      expect(parsed.success, key).toBe(false);
      expect(() => parseSelectionKey(key)).toThrow(/invalid selection key/);
    }
    expect(selectionKeySchema.safeParse(42).success).toBe(false);
    expect(marketKeySchema.safeParse('ah:-0.75:home').success).toBe(false);
  });

  it('have one market key per market, shared by its selections', () => {
    expect(formatMarketKey(marketOf(parseSelectionKey('ah:-0.75:away')))).toBe('ah:-0.75');
    expect(formatMarketKey(marketOf(parseSelectionKey('cs:3-3')))).toBe('cs');
    expect(formatMarketKey(marketOf(parseSelectionKey('map:2:home')))).toBe('map:2');
    expect(parseMarketKey('fh_ou:1.25')).toEqual({ kind: 'fh_ou', lineQuarters: 5 });
    expect(selectionsOfMarket(parseMarketKey('cs'))).toHaveLength(26);
  });

  it('round-trip every selection of every market (property)', () => {
    const lineKinds = Object.keys(LINE_LIMITS) as LineKind[];
    const marketArb: fc.Arbitrary<Market> = fc.oneof(
      fc.constantFrom<Market>({ kind: '1x2' }, { kind: 'fh_1x2' }, { kind: 'oe' }, { kind: 'cs' }, { kind: 'mw' }, { kind: 'cf' }),
      fc.integer({ min: 1, max: 5 }).map((map): Market => ({ kind: 'map', map })),
      fc
        .tuple(fc.constantFrom(...lineKinds), fc.integer({ min: -40, max: 60 }))
        .filter(([kind, q]) => q >= LINE_LIMITS[kind].min && q <= LINE_LIMITS[kind].max && (LINE_LIMITS[kind].quarters || q % 2 === 0))
        .map(([kind, lineQuarters]): Market => ({ kind, lineQuarters })),
    );
    fc.assert(
      fc.property(marketArb, (market) => {
        expect(parseMarketKey(formatMarketKey(market))).toEqual(market);
        for (const selection of selectionsOfMarket(market)) {
          const key = formatSelectionKey(selection);
          expect(parseSelectionKey(key)).toEqual(selection);
          expect(key.startsWith(`${formatMarketKey(market)}:`)).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('read each selection from one text only: whatever parses formats back to itself (property)', () => {
    const nearMiss = fc.stringMatching(
      /^(ah|fh_ah|ou|fh_ou|mh|tm|cs|map|1x2|cf|oe|mw):[-+]?\d{0,3}(\.\d{0,3})?(-\d)?:?(home|away|over|under|draw|odd|other|meron)?$/,
    );
    fc.assert(
      fc.property(fc.oneof(nearMiss, fc.string({ maxLength: 20 })), (text) => {
        const selection = readSelectionKey(text);
        if (selection) expect(formatSelectionKey(selection)).toBe(text);
      }),
      { numRuns: 200 },
    );
  });

  it('refuse to write a selection no key can name', () => {
    expect(() => formatSelectionKey({ kind: 'ah', lineQuarters: 41, pick: 'home' })).toThrow(/invalid selection key/);
    expect(() => formatSelectionKey({ kind: 'cs', pick: { home: 5, away: 0 } })).toThrow(/invalid selection key/);
    expect(() => formatSelectionKey({ kind: 'ou', lineQuarters: 2.5, pick: 'over' })).toThrow(/invalid selection key/);
  });
});
