/**
 * PVP card rooms (docs/games/pvp-rooms.md): the server deals, steps and settles hands with these.
 * The deal reads the seed's HMAC stream through node's crypto (seed-deck.ts); the browser imports
 * `@fortuna/bgs/pvp/pure` (pure.ts) to recompute a finished hand's deck and deal.
 */
import { niuNiu } from './niu-niu';
import { poker } from './poker';
import { shanKoeMee } from './shan-koe-mee';
import type { PvpGame, PvpRules, PvpStateBase } from './types';
import { zjh } from './zjh';

export * from './cards';
export { decodeState, encodeState } from './common';
export * from './deal';
export * from './niu-niu';
export * from './niu-niu-hands';
export * from './poker';
export * from './poker-hands';
export * from './seed-deck';
export * from './shan-koe-mee';
export * from './types';
export * from './zjh';
export * from './zjh-hands';

export const PVP_RULES: Record<PvpGame, PvpRules> = {
  'niu-niu': niuNiu as unknown as PvpRules,
  zjh: zjh as unknown as PvpRules,
  'shan-koe-mee': shanKoeMee as unknown as PvpRules,
  poker: poker as unknown as PvpRules,
};

export function pvpRules(code: string): PvpRules<PvpStateBase> | undefined {
  return (PVP_RULES as Record<string, PvpRules>)[code];
}
