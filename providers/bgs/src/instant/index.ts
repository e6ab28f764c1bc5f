/** In-house instant games: pure maths shared by the server and the browser (no node imports here). */
export { arrayStream, type Uint32Stream, uniformInt } from '../fair/sampling';
export * from './action-error';
export * from './blackjack';
export * from './blackjack-hand';
export * from './coin-flip';
export * from './dice';
export * from './hi-lo';
export * from './keno';
export * from './limbo';
export * from './lucky-28';
export * from './mines';
export * from './plinko';
export { INSTANT_GAMES, instantGame } from './registry';
export * from './steps-payout';
export * from './tower';
export { type InstantGameDefinition, type InstantStep, winOf } from './types';
export * from './wheel';
