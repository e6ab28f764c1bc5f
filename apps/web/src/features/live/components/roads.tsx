import { beadPlate, bigRoad, derivedRoad, type LiveGameCode, layoutRoad, predictNext, resultStats } from '@fortuna/bgs/live/pure';
import type { LiveResultSummaryView } from '@fortuna/shared';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { outcomeTone, ROAD_GAMES, statSpot } from '../outcome-tone';
import styles from './live.module.css';
import { useSpotLabel } from './use-spot-label';

type Summaries = readonly LiveResultSummaryView[];

/** What a bead shows: the outcome's letter in the reader's language (庄 / 闲 / 和), the number of a roulette or fan tan result. */
function beadText(game: string, bead: Pick<LiveResultSummaryView, 'outcome' | 'value'>, t: TFunction): string {
  if (ROAD_GAMES.has(game)) return t(`live.bead.${game}.${bead.outcome}`, { defaultValue: bead.outcome });
  if ((game === 'roulette' || game === 'fan-tan') && bead.value !== undefined) return String(bead.value);
  return bead.outcome;
}
type BigCell = ReturnType<typeof bigRoad>[number][number];

/** The bead plate: one bead per round, columns of `rows`, the outcome's letter on the game's colour. */
export function BeadPlate({ game, results, rows = 6, testId }: { game: string; results: Summaries; rows?: number; testId?: string }) {
  const { t } = useTranslation();
  const columns = beadPlate(results, rows);
  return (
    <div className={styles.road} style={{ ['--rows' as string]: rows }} data-testid={testId} data-count={results.length}>
      {columns.map((column, c) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a road's columns have no identity but their place.
        <div key={c} className={styles.roadColumn}>
          {Array.from({ length: rows }, (_, r) => {
            const bead = column[r] ?? null;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: a cell is its place in the column.
              <span key={r} className={styles.cell}>
                {bead && (
                  <span className={styles.bead} data-tone={outcomeTone(game, bead.outcome)} title={bead.label} data-outcome={bead.outcome}>
                    {beadText(game, bead, t)}
                    {bead.bankerPair && <i className={styles.dotBanker} />}
                    {bead.playerPair && <i className={styles.dotPlayer} />}
                  </span>
                )}
              </span>
            );
          })}
        </div>
      ))}
    </div>
  );
}

/** The big road: a column per streak (long streaks turn into dragon tails), rings in the winner's colour, a slash per tie. */
export function BigRoad({ game, results, testId }: { game: string; results: Summaries; testId?: string }) {
  const grid = layoutRoad(bigRoad(results));
  return (
    <div className={styles.road} style={{ ['--rows' as string]: 6 }} data-testid={testId}>
      {grid.map((column, c) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a road's columns have no identity but their place.
        <div key={c} className={styles.roadColumn}>
          {column.map((cell: BigCell | null, r) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a cell is its place in the column.
            <span key={r} className={styles.cell}>
              {cell && (
                <span className={styles.ring} data-tone={outcomeTone(game, cell.outcome)} data-outcome={cell.outcome}>
                  {cell.ties > 0 && <span className={styles.tie}>{cell.ties > 1 ? cell.ties : ''}</span>}
                  {cell.bankerPair && <i className={styles.dotBanker} />}
                  {cell.playerPair && <i className={styles.dotPlayer} />}
                </span>
              )}
            </span>
          ))}
        </div>
      ))}
    </div>
  );
}

const DERIVED: Array<{ key: 'big_eye' | 'small' | 'cockroach'; offset: 1 | 2 | 3; mark: string }> = [
  { key: 'big_eye', offset: 1, mark: styles.markRing ?? '' },
  { key: 'small', offset: 2, mark: styles.markDot ?? '' },
  { key: 'cockroach', offset: 3, mark: styles.markSlash ?? '' },
];

/** A derived road (big eye boy, small road, cockroach pig): red for a repeating pattern, blue for a broken one. */
function DerivedRoad({ columns, mark, testId }: { columns: ('red' | 'blue')[][]; mark: string; testId: string }) {
  const grid = layoutRoad(columns);
  return (
    <div className={styles.roadSmall} data-testid={testId}>
      {grid.map((column, c) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a road's columns have no identity but their place.
        <div key={c} className={styles.roadColumn}>
          {column.map((colour, r) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a cell is its place in the column.
            <span key={r} className={styles.cellSmall}>
              {colour && <span className={mark} data-tone={colour} />}
            </span>
          ))}
        </div>
      ))}
    </div>
  );
}

/** The five roads of baccarat and dragon tiger, or the result statistics and strip of the other games. */
export function RoadMaps({ game, results }: { game: string; results: Summaries }) {
  const { t } = useTranslation();
  if (!ROAD_GAMES.has(game)) return <ResultStats game={game} results={results} />;
  const big = bigRoad(results);
  return (
    <section className={styles.box} aria-labelledby="live-roads-title" data-testid="live-roads">
      <h2 id="live-roads-title" className={styles.boxTitle}>
        {t('live.roads.title')}
      </h2>
      <div className={styles.roads}>
        <figure className={styles.roadFigure}>
          <figcaption>{t('live.roads.bead')}</figcaption>
          <BeadPlate game={game} results={results} testId="live-bead-plate" />
        </figure>
        <figure className={styles.roadFigure}>
          <figcaption>{t('live.roads.big')}</figcaption>
          <BigRoad game={game} results={results} testId="live-big-road" />
        </figure>
        {DERIVED.map((road) => (
          <figure key={road.key} className={styles.roadFigure}>
            <figcaption>{t(`live.roads.${road.key}`)}</figcaption>
            <DerivedRoad columns={derivedRoad(big, road.offset)} mark={road.mark} testId={`live-road-${road.key}`} />
          </figure>
        ))}
      </div>
      <AskRoads game={game} results={results} />
      <ResultCounts game={game} results={results} />
    </section>
  );
}

const ASK: Record<string, string[]> = { baccarat: ['B', 'P'], 'dragon-tiger': ['D', 'T'] };

/** The ask roads: what each derived road would draw if the next result were banker / player (dragon / tiger). */
function AskRoads({ game, results }: { game: string; results: Summaries }) {
  const { t } = useTranslation();
  const label = useSpotLabel();
  return (
    <div className={styles.ask} data-testid="live-ask">
      {(ASK[game] ?? []).map((next) => {
        const ask = predictNext(results, next);
        return (
          <span key={next} className={styles.askItem} data-tone={outcomeTone(game, next)}>
            {t('live.roads.ask', { name: label(statSpot(game, next)) })}
            <span className={styles.markRing} data-tone={ask.bigEyeBoy ?? 'none'} />
            <span className={styles.markDot} data-tone={ask.smallRoad ?? 'none'} />
            <span className={styles.markSlash} data-tone={ask.cockroachPig ?? 'none'} />
          </span>
        );
      })}
    </div>
  );
}

/** The counts of the shoe's results (`resultStats`): banker / player / tie, big / small, red / black … */
function ResultCounts({ game, results }: { game: string; results: Summaries }) {
  const label = useSpotLabel();
  const stats = resultStats(game as LiveGameCode, results);
  return (
    <ul className={styles.stats} data-testid="live-stats">
      {Object.entries(stats).map(([key, count]) => (
        <li key={key}>
          <span>{label(statSpot(game, key))}</span>
          <strong>{count}</strong>
        </li>
      ))}
    </ul>
  );
}

/** The games without roads: the counts and the latest results as a strip. */
function ResultStats({ game, results }: { game: string; results: Summaries }) {
  const { t } = useTranslation();
  const latest = results.slice(-24).reverse();
  return (
    <section className={styles.box} aria-labelledby="live-stats-title" data-testid="live-roads">
      <h2 id="live-stats-title" className={styles.boxTitle}>
        {t('live.stats_title')}
      </h2>
      <ResultCounts game={game} results={results} />
      <ol className={styles.strip} data-testid="live-result-strip">
        {latest.map((r) => (
          <li key={r.roundId} className={styles.stripItem} data-tone={outcomeTone(game, r.outcome)}>
            {r.label}
          </li>
        ))}
      </ol>
      <BeadPlate game={game} results={results} testId="live-bead-plate" />
    </section>
  );
}
