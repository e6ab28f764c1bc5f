/**
 * `@fortuna/bgs/live`: everything of the pure part (pure.ts) plus `shuffleShoe` and `liveStream`,
 * which compute HMAC-SHA256 with node:crypto. The web imports `@fortuna/bgs/live/pure` instead.
 */
export * from './pure';
export { liveStream, shuffleShoe } from './shoe-seed';
