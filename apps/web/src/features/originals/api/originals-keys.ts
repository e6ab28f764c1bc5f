import type { OriginalsGame, OriginalsPlay, OriginalsRotation, OriginalsRound, OriginalsRoundPage, OriginalsState } from '@fortuna/shared';
import { z } from 'zod';

/**
 * Answer schemas of the in-house games' calls. The server builds them from the shared types
 * (packages/shared schemas/originals.ts); a game's own view is checked by the game's page.
 */
export const answer = {
  games: z.custom<OriginalsGame[]>((v) => Array.isArray(v)),
  state: z.custom<OriginalsState>((v) => typeof v === 'object' && v !== null && 'fair' in v),
  play: z.custom<OriginalsPlay>((v) => typeof v === 'object' && v !== null && 'roundCode' in v),
  round: z.custom<OriginalsRound>((v) => typeof v === 'object' && v !== null && 'roundCode' in v),
  rounds: z.custom<OriginalsRoundPage>((v) => typeof v === 'object' && v !== null && 'list' in v),
  rotation: z.custom<OriginalsRotation>((v) => typeof v === 'object' && v !== null && 'revealed' in v),
};

/** Query keys of the area (the rounds and state are money queries: a balance refresh refreshes them). */
export const originalsKeys = {
  games: ['originals', 'games'] as const,
  state: (code: string) => ['originals-state', code] as const,
  rounds: (code: string, pageNo: number) => ['originals-rounds', code, pageNo] as const,
  round: (roundCode: string) => ['originals-round', roundCode] as const,
};
