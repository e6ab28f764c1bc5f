import type { SportsbookBet } from '@fortuna/shared';
import type { Sport } from '@fortuna/sportsbook';
import { presentBet } from './sportsbook.presenter';
import type { BetRow, SportsbookRepository } from './sportsbook.repository';
import { SPORT_GAMES } from './sportsbook-settings';

/** The views the driver pushes and the calls answer with (one place, so both say the same). */
export function createSportsbookViews(repo: SportsbookRepository) {
  let catalogue: Map<string, number> | undefined;

  return {
    /** The catalogue game (vendor FSB) a sport's bets are played as. */
    async catalogueGameId(sport: Sport): Promise<number | undefined> {
      const code = SPORT_GAMES[sport].gameCode;
      if (!catalogue?.has(code)) catalogue = await repo.catalogueGames();
      return catalogue.get(code);
    },

    /** Bets with their legs and the legs' matches, named in the language. */
    async bets(rows: readonly BetRow[], language: string, decimals = 2): Promise<SportsbookBet[]> {
      const legs = await repo.legsOf(rows.map((b) => b.id));
      const matchIds = new Set<bigint>();
      for (const list of legs.values()) for (const leg of list) matchIds.add(BigInt(leg.match_id));
      const matches = await repo.matchesById([...matchIds]);
      return rows.map((bet) => presentBet({ bet, legs: legs.get(String(bet.id)) ?? [], matches, language, decimals }));
    },
  };
}

export type SportsbookViews = ReturnType<typeof createSportsbookViews>;
