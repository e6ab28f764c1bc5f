/** The demo feed's seeded simulator: football minute by minute, esports map by map, cockfights. Deterministic from a seed. */
export { simulateCockfight } from './cockfight';
export { type EsportsMap, type EsportsTimeline, simulateEsports } from './esports';
export { type FootballMinute, type FootballTimeline, footballStateAt, simulateFootball } from './football';
export { poissonDraw, type RandomSource, seededRandom } from './seeded';
