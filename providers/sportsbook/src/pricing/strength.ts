/**
 * Team strengths, turned into the numbers the models use. The demo's fixtures carry strengths;
 * a real feed's trader would set expected goals directly.
 */

/** A football team's strength: 1 is the league average; attack 1.2 scores 20 % more, defence 1.2 concedes 20 % more. */
export type TeamStrength = { attack: number; defence: number };

/** Expected goals of each side over 90 minutes. */
export type ExpectedGoals = { home: number; away: number };

/** The league's average goals per match of home and away sides (home advantage included). */
export const LEAGUE_AVERAGE_GOALS: ExpectedGoals = { home: 1.5, away: 1.15 };

/** Expected goals of a fixture: the league average of the side times its attack times the other side's defence. */
export function expectedGoals(home: TeamStrength, away: TeamStrength, average: ExpectedGoals = LEAGUE_AVERAGE_GOALS): ExpectedGoals {
  return { home: average.home * home.attack * away.defence, away: average.away * away.attack * home.defence };
}

/** The chance the home (first-named) esports team wins a map, from Elo-style ratings: 1 / (1 + 10^((away − home) / 400)). */
export function mapWinProbability(homeRating: number, awayRating: number): number {
  return 1 / (1 + 10 ** ((awayRating - homeRating) / 400));
}
