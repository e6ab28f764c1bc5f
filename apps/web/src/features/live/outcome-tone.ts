/** The colour a result's bead takes: banker / dragon / big / red red, player / tiger / small blue, ties green, black dark. */
export type OutcomeTone = 'red' | 'blue' | 'green' | 'dark' | 'neutral';

const TONES: Record<string, Record<string, OutcomeTone>> = {
  baccarat: { B: 'red', P: 'blue', T: 'green' },
  'dragon-tiger': { D: 'red', T: 'blue', X: 'green' },
  'sic-bo': { L: 'red', S: 'blue', A: 'green' },
  roulette: { R: 'red', K: 'dark', Z: 'green' },
  'fan-tan': { '1': 'red', '2': 'blue', '3': 'green', '4': 'dark' },
};

export function outcomeTone(game: string, outcome: string): OutcomeTone {
  return TONES[game]?.[outcome] ?? 'neutral';
}

/** Games whose road maps are the baccarat family's five roads; the others show result statistics. */
export const ROAD_GAMES = new Set(['baccarat', 'dragon-tiger']);

/** The letters of `resultStats` and the summaries, as the spot whose name they show (dragon tiger's 'T' is the tiger). */
const STAT_SPOTS: Record<string, Record<string, string>> = {
  baccarat: { B: 'banker', P: 'player', T: 'tie', bankerPair: 'banker_pair', playerPair: 'player_pair' },
  'dragon-tiger': { D: 'dragon', T: 'tiger', X: 'tie' },
  'sic-bo': { S: 'small', L: 'big', A: 'any_triple' },
  roulette: { R: 'red', K: 'black', Z: 'zero' },
  'fan-tan': { '1': 'fan_1', '2': 'fan_2', '3': 'fan_3', '4': 'fan_4' },
  'se-die': { E: 'even', O: 'odd' },
};

/** The spot code whose name a statistic or an outcome letter shows (the key itself when none). */
export function statSpot(game: string, key: string): string {
  return STAT_SPOTS[game]?.[key] ?? key;
}
