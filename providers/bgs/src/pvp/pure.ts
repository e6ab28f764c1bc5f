/**
 * PVP card rooms, pure part (no node imports): the web bundle imports `@fortuna/bgs/pvp/pure` to
 * recompute a finished hand's deck from its revealed seed (`deckFromStream` over Web Crypto HMAC
 * blocks) and the deal every game's `start` makes from it (`dealHands`); the server imports
 * `@fortuna/bgs/pvp`, which adds the seed's node stream (seed-deck.ts) and the games.
 */
export * from './cards';
export * from './deal';
export { MAX_SEATS, PVP_GAMES, type PvpGame } from './types';
