import type { LiveTableSummary } from '@fortuna/shared';
import { presentTable } from './live.presenter';
import { SUMMARY_RESULTS } from './live-settings';
import type { LiveRepository, LiveTableRow } from './live-tables.repository';

/** A table's summary in any language, from one read of its round, players and shoe results. */
export type TableSnapshot = (language: string) => LiveTableSummary;

/** The views the driver broadcasts and the calls answer with (one place, so both say the same). */
export function createLiveViews(repo: LiveRepository) {
  let catalogue: Map<string, number> | undefined;

  async function catalogueGameId(code: string): Promise<number | undefined> {
    let known = catalogue;
    if (!known?.has(code)) {
      known = await repo.catalogueGames();
      catalogue = known;
    }
    return known.get(code);
  }

  return {
    catalogueGameId,

    async snapshot(table: LiveTableRow, now: Date, decimals = 2): Promise<TableSnapshot> {
      const round = (await repo.currentRound(table.id)) ?? (await repo.lastRound(table.id));
      const players = round ? await repo.players(round.id) : 0;
      const results = round ? await repo.shoeResults(round.shoe_id, SUMMARY_RESULTS) : [];
      const gameId = (await catalogueGameId(table.game_code)) ?? null;
      return (language) => presentTable({ table, language, catalogueGameId: gameId, round, players, results, now, decimals });
    },
  };
}

export type LiveViews = ReturnType<typeof createLiveViews>;
