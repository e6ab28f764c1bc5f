import type { z } from 'zod';
import { div, ratio, sub } from '../rational';
import type { BetTypeDefinition, Chance, DrawContext, DrawnNumbers, DrawSpec, GameDefinition, GameType, UnitOutcome } from './types';

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

/** Builds a game's public methods from its bet types and chances. */
export function defineGame<Code extends string>(spec: {
  gameType: GameType;
  draw: DrawSpec;
  resultSchema: z.ZodType<number[]>;
  betTypes: Record<Code, BetTypeDefinition>;
  chances: Record<string, Chance>;
}): GameDefinition<Code> {
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
  const chance = (code: Code, unit?: unknown, context: DrawContext = {}) => {
    const key = priceKey(code, unit, context);
    const found = spec.chances[key];
    if (!found) throw new RangeError(`no chance for price key ${key}`);
    return found;
  };
  return {
    ...spec,
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
    chance,
    probability: (code, unit, context) => {
      const { win, push } = chance(code, unit, context);
      return div(win, sub(ratio(1), push));
    },
  };
}
