import { SportsbookError } from '../errors';
import { selectionsOfMarket } from '../markets/catalogue';
import { formatSelectionKey } from '../markets/keys';
import { type EsportsResult, mapsToWin, seriesProblem } from '../markets/results';
import { settleSelection } from '../markets/settle';
import { type BestOf, type EsportsSelection, type Market, type Side, SPORT_OF_KIND } from '../markets/types';
import { type FairSelection, noOutcomes, type OutcomeProbabilities, priceProbability } from './outcomes';

/**
 * The esports series model: each map is won by the home (first-named) team with the same chance
 * p, independently (strength.ts mapWinProbability turns ratings into p). From the maps already
 * played, every way the series can still go is listed with its chance and settled
 * (markets/settle.ts), as football pricing does with scores. A map the series may not reach is
 * void in the cases it is not played, so its price is p.
 */

/** A series' length and the home team's chance to win a map. */
export type EsportsModel = { bestOf: BestOf; mapWinProbability: number };

/** Every finished series that can follow the maps played, with its chance. */
export function seriesChances(model: EsportsModel, played: readonly Side[] = []): { maps: Side[]; probability: number }[] {
  const p = model.mapWinProbability;
  if (!(p >= 0 && p <= 1)) throw new SportsbookError('pricing_state_invalid', `map win probability ${p}`);
  const problem = seriesProblem(model.bestOf, played);
  if (problem) throw new SportsbookError('pricing_state_invalid', problem);
  const out: { maps: Side[]; probability: number }[] = [];
  const needed = mapsToWin(model.bestOf);
  const walk = (maps: Side[], probability: number) => {
    const home = maps.filter((m) => m === 'home').length;
    if (home === needed || maps.length - home === needed) {
      out.push({ maps, probability });
      return;
    }
    walk([...maps, 'home'], probability * p);
    walk([...maps, 'away'], probability * (1 - p));
  };
  walk([...played], 1);
  return out.filter((series) => series.probability > 0);
}

function outcomesOf(selection: EsportsSelection, model: EsportsModel, series: ReturnType<typeof seriesChances>): OutcomeProbabilities {
  const outcomes = noOutcomes();
  for (const { maps, probability } of series) {
    const result: EsportsResult = { sport: 'esports', bestOf: model.bestOf, maps };
    outcomes[settleSelection(selection, result)] += probability;
  }
  return outcomes;
}

/** The chance of each outcome of an esports selection, from the maps played so far. */
export function esportsOutcomes(selection: EsportsSelection, model: EsportsModel, played: readonly Side[] = []): OutcomeProbabilities {
  return outcomesOf(selection, model, seriesChances(model, played));
}

/** Every selection of an esports market with its outcome chances and fair price probability. */
export function esportsFairMarket(market: Market, model: EsportsModel, played: readonly Side[] = []): FairSelection<EsportsSelection>[] {
  if (SPORT_OF_KIND[market.kind] !== 'esports') throw new SportsbookError('wrong_sport', `${market.kind} is not an esports market`);
  const series = seriesChances(model, played);
  return (selectionsOfMarket(market) as EsportsSelection[]).map((selection) => {
    const outcomes = outcomesOf(selection, model, series);
    return { key: formatSelectionKey(selection), selection, outcomes, probability: priceProbability(outcomes) };
  });
}
