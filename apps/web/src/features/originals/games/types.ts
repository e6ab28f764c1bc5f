import type { OriginalsRound, OriginalsState } from '@fortuna/shared';
import type { ComponentType } from 'react';
import type { GameSound } from '../use-game-sound';

/** What the game shell gives a game's controls and stage. */
export type GameViewProps<P = any> = {
  code: string;
  params: P;
  setParams: (next: P) => void;
  /** The round on show: the last one played, an open steps round, or (on the verify page) a recomputed one. */
  round: OriginalsRound | null;
  /** A call is under way. */
  busy: boolean;
  /** Parameters may not change now (an open round, auto-play running, or a read-only view). */
  locked: boolean;
  /** A steps game's action (reveal, pick, cash out); the shell sends it with a request id. */
  act: (action: Record<string, unknown>) => void;
  sound: GameSound;
  /** The bet as typed ("10.00"). */
  amount: string;
  /** The currency symbol to show beside amounts. */
  currency: string;
  /** Animations off (the user asked for reduced motion, or the verify page). */
  still: boolean;
};

/** A game's page parts, plugged into the shell (games/index.ts lists them). */
export type GameModule<P = any> = {
  code: string;
  defaultParams: P;
  /** The game's own bet controls, under the amount. */
  Controls?: ComponentType<GameViewProps<P>>;
  /** The play area. */
  Stage: ComponentType<GameViewProps<P>>;
  /** The rules, under the rules tab (the shell adds the RTP and limits). */
  Rules: ComponentType<{ params: P }>;
  /**
   * How long the stage animates a new result (auto-play waits for it); 0 when still. A function
   * when it depends on the round (a slot plays back its free spins).
   */
  revealMs?: number | ((round: OriginalsRound) => number);
  /** A round that ends auto-play so the member sees it (a slot round that played free spins). */
  stopsAutoPlay?: (round: OriginalsRound) => boolean;
  /**
   * A game with its own frame instead of the shell's bet panel (Reef Hunter: a shared room where the
   * server decides each shot); it reuses the shell's tabs. `Stage` still shows a round on the verify page.
   */
  Page?: ComponentType<{ state: OriginalsState; onRefetch: () => void }>;
};
