import { reefHunter } from '../fishing/reef-hunter';
import { SLOT_GAMES } from '../slots';
import { blackjack } from './blackjack';
import { coinFlip } from './coin-flip';
import { dice } from './dice';
import { hiLo } from './hi-lo';
import { keno } from './keno';
import { limbo } from './limbo';
import { lucky28 } from './lucky-28';
import { mines } from './mines';
import { plinko } from './plinko';
import { tower } from './tower';
import type { InstantGameDefinition } from './types';
import { wheel } from './wheel';

/** Every in-house instant game by its catalogue game code (vendor BGS). */
export const INSTANT_GAMES: Record<string, InstantGameDefinition> = {
  [dice.code]: dice,
  [limbo.code]: limbo,
  [coinFlip.code]: coinFlip,
  [plinko.code]: plinko,
  [keno.code]: keno,
  [wheel.code]: wheel,
  [lucky28.code]: lucky28,
  [hiLo.code]: hiLo,
  [mines.code]: mines,
  [tower.code]: tower,
  [reefHunter.code]: reefHunter,
  // Blackjack, a single-seat table of issue 22 (docs/games/blackjack.md).
  [blackjack.code]: blackjack,
  // The six slot titles (providers/bgs/src/slots, docs/games/slots.md).
  ...SLOT_GAMES,
};

/** The game of a code, or undefined (an own-property lookup: `toString` is not a game). */
export function instantGame(code: string): InstantGameDefinition | undefined {
  return Object.hasOwn(INSTANT_GAMES, code) ? INSTANT_GAMES[code] : undefined;
}
