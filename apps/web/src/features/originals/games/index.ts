import { blackjackModule } from './blackjack';
import { coinFlipModule } from './coin-flip';
import { diceModule } from './dice';
import { hiLoModule } from './hi-lo';
import { kenoModule } from './keno';
import { limboModule } from './limbo';
import { lucky28Module } from './lucky-28';
import { minesModule } from './mines';
import { plinkoModule } from './plinko';
import { reefHunterModule } from './reef-hunter';
import { SLOT_MODULES } from './slot';
import { towerModule } from './tower';
import type { GameModule } from './types';
import { wheelModule } from './wheel';

/** The page of every in-house game with a page, by game code (each game adds one line). */
export const GAME_MODULES: Record<string, GameModule> = {
  [diceModule.code]: diceModule,
  [limboModule.code]: limboModule,
  [coinFlipModule.code]: coinFlipModule,
  [plinkoModule.code]: plinkoModule,
  [kenoModule.code]: kenoModule,
  [wheelModule.code]: wheelModule,
  [lucky28Module.code]: lucky28Module,
  [hiLoModule.code]: hiLoModule,
  [minesModule.code]: minesModule,
  [towerModule.code]: towerModule,
  [reefHunterModule.code]: reefHunterModule,
  [blackjackModule.code]: blackjackModule,
  // The six slot titles share one page (games/slot.tsx), each with its own art (slots/<code>-art.tsx).
  ...SLOT_MODULES,
};

export function gameModule(code: string): GameModule | undefined {
  return Object.hasOwn(GAME_MODULES, code) ? GAME_MODULES[code] : undefined;
}
