import { baccarat } from './baccarat';
import { dragonTiger } from './dragon-tiger';
import { fanTan } from './fan-tan';
import { fishPrawnCrab } from './fish-prawn-crab';
import { roulette } from './roulette';
import { seDie } from './se-die';
import { sicBo } from './sic-bo';
import type { LiveGameCode, LiveGameDefinition } from './types';

/** Every live table game by code. */
export const LIVE_GAMES: Record<LiveGameCode, LiveGameDefinition> = {
  baccarat: baccarat as LiveGameDefinition,
  'dragon-tiger': dragonTiger as LiveGameDefinition,
  'sic-bo': sicBo as LiveGameDefinition,
  roulette: roulette as LiveGameDefinition,
  'fan-tan': fanTan as LiveGameDefinition,
  'fish-prawn-crab': fishPrawnCrab as LiveGameDefinition,
  'se-die': seDie as LiveGameDefinition,
};

/** The game of a code, or undefined for a code that is not a live table. */
export function liveGame(code: string): LiveGameDefinition | undefined {
  return Object.hasOwn(LIVE_GAMES, code) ? LIVE_GAMES[code as LiveGameCode] : undefined;
}
