import type { z } from 'zod';
import { div, ratio, sub } from '../rational';
import type {
  BetTypeDefinition,
  Chance,
  DrawContext,
  DrawnNumbers,
  DrawSpec,
  GameDefinition,
  GameType,
  PayModeName,
  UnitOutcome,
} from './types';

/** Infers a bet type's selection and unit types from its definition. */
export function betType<S, U>(definition: BetTypeDefinition<S, U>): BetTypeDefinition<S, U> {
  return definition;
}

/** A chance with no push outcome. */
export function winChance(num: number, den: number): Chance {
  return { win: ratio(num, den), push: ratio(0) };
}

/** Maps a boolean judgement to a unit outcome. */
export function winIf(condition: boolean): UnitOutcome {
  return condition ? 'win' : 'lose';
}

/** Both pay modes, the default of a game whose bet types all pay one price per winning unit. */
const BOTH_PAY_MODES: readonly PayModeName[] = ['prize_group', 'fixed_odds'];

/**
 * Builds a game's public methods from its bet types and chances. A game with a tiered bet type
 * (one with `hits`) must declare `payModes: ['fixed_odds']`: a unit that can hit several times on
 * several tiers has no single probability to price a prize group on.
 */
export function defineGame<Code extends string>(spec: {
  gameType: GameType;
  draw: DrawSpec;
  payModes?: readonly PayModeName[];
  resultSchema: z.ZodType<number[]>;
  betTypes: Record<Code, BetTypeDefinition>;
  chances: Record<string, Chance>;
}): GameDefinition<Code> {
  const payModes = spec.payModes ?? BOTH_PAY_MODES;
  for (const [code, definition] of Object.entries<BetTypeDefinition>(spec.betTypes)) {
    if (!definition.hits !== !definition.tiers) throw new TypeError(`${code}: a tiered bet type needs both hits and tiers`);
    if (definition.hits && payModes.includes('prize_group')) throw new TypeError(`${code}: a tiered bet type is fixed-odds only`);
  }
  const definitionOf = (code: Code): BetTypeDefinition => {
    const definition = Object.hasOwn(spec.betTypes, code) ? spec.betTypes[code] : undefined;
    if (!definition) throw new RangeError(`unknown ${spec.gameType} bet type: ${code}`);
    return definition;
  };
  const count = (code: Code, selection: unknown, result: DrawnNumbers, context: DrawContext, outcome: UnitOutcome) => {
    const definition = definitionOf(code);
    const drawn = spec.resultSchema.parse(result);
    return definition.units(definition.schema.parse(selection)).filter((unit) => definition.judge(unit, drawn, context) === outcome).length;
  };
  const priceKey = (code: Code, unit?: unknown, context: DrawContext = {}) => definitionOf(code).priceKey(unit, context);
  const priceKeys = (code: Code, unit?: unknown, context: DrawContext = {}) => {
    const definition = definitionOf(code);
    return definition.tiers ? definition.tiers(unit, context) : [definition.priceKey(unit, context)];
  };
  const chance = (code: Code, unit?: unknown, context: DrawContext = {}) => {
    const key = priceKey(code, unit, context);
    const found = spec.chances[key];
    if (!found) throw new RangeError(`no chance for price key ${key}`);
    return found;
  };
  return {
    ...spec,
    payModes,
    combinations: (code, selection) => {
      const definition = definitionOf(code);
      return definition.combinations(definition.schema.parse(selection));
    },
    units: (code, selection) => {
      const definition = definitionOf(code);
      return definition.units(definition.schema.parse(selection));
    },
    winningCombinations: (code, selection, result, context = {}) => count(code, selection, result, context, 'win'),
    pushCombinations: (code, selection, result, context = {}) => count(code, selection, result, context, 'push'),
    priceKey,
    priceKeys,
    isTiered: (code) => definitionOf(code).hits !== undefined,
    hits: (code, unit, result, context = {}) => {
      const definition = definitionOf(code);
      const drawn = spec.resultSchema.parse(result);
      if (definition.hits) return definition.hits(unit, drawn, context);
      return definition.judge(unit, drawn, context) === 'win' ? [definition.priceKey(unit, context)] : [];
    },
    chance,
    probability: (code, unit, context) => {
      if (definitionOf(code).hits) throw new RangeError(`${code} pays per hit on prize tiers: it has no single probability`);
      const { win, push } = chance(code, unit, context);
      return div(win, sub(ratio(1), push));
    },
  };
}
