/**
 * Live tables, pure part (no node imports): the web bundle imports `@fortuna/bgs/live/pure`;
 * the server imports `@fortuna/bgs/live`, which adds the HMAC shoe and stream (shoe-seed.ts).
 */
export * from './baccarat';
export * from './baccarat-rules';
export * from './cards';
export * from './dragon-tiger';
export * from './fan-tan';
export * from './fish-prawn-crab';
export * from './registry';
export * from './roads';
export * from './roulette';
export * from './se-die';
export * from './shuffle';
export * from './sic-bo';
export * from './stats';
export * from './types';
