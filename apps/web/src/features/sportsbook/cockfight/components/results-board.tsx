import { useTranslation } from 'react-i18next';
import { clockTime } from '../fight-board';
import { type FightResult, tally } from '../fight-results';
import styles from './cockfight.module.css';

/** The last results listed in words under the road. */
const LISTED = 5;

/**
 * The results board: a road of the last fights, oldest first, one dot each in the winner's colour
 * (Meron red, Wala blue, Draw green, cancelled grey), the count of each, and the latest in words.
 */
export function ResultsBoard({ board }: { board: readonly FightResult[] }) {
  const { t } = useTranslation();
  const counts = tally(board);
  const road = [...board].reverse();
  const fightName = (result: FightResult) =>
    result.fightNumber ? t('cockfight.fight_no', { number: result.fightNumber }) : t('cockfight.fight_plain');
  return (
    <section className={styles.panel} aria-labelledby="cockfight-results-title" data-testid="cockfight-results" data-count={board.length}>
      <h2 id="cockfight-results-title" className={styles.panelTitle}>
        {t('cockfight.results.title')}
      </h2>
      {board.length === 0 ? (
        <p className={styles.muted}>{t('cockfight.results.empty')}</p>
      ) : (
        <>
          <ol className={styles.road} aria-label={t('cockfight.results.road')} data-testid="cockfight-road">
            {road.map((result) => (
              <li
                key={result.matchId}
                className={styles.roadDot}
                data-outcome={result.outcome}
                data-match={result.matchId}
                title={`${fightName(result)} · ${t(`cockfight.outcome.${result.outcome}`)}`}
              >
                <span aria-hidden="true">{t(`cockfight.road_letter.${result.outcome}`)}</span>
                <span className={styles.srOnly}>{`${fightName(result)}: ${t(`cockfight.outcome.${result.outcome}`)}`}</span>
              </li>
            ))}
          </ol>
          <ul className={styles.tally}>
            {(['meron', 'wala', 'draw'] as const).map((side) => (
              <li key={side} data-side={side} data-testid={`cockfight-tally-${side}`}>
                <span className={styles.pickDot} data-pick={side} aria-hidden="true" />
                {t('cockfight.results.count', { side: t(`cockfight.side.${side}`), count: counts[side] })}
              </li>
            ))}
          </ul>
          <ul className={styles.resultList}>
            {board.slice(0, LISTED).map((result) => (
              <li key={result.matchId} data-testid={`cockfight-result-${result.matchId}`} data-outcome={result.outcome}>
                <span className={styles.resultName}>{fightName(result)}</span>
                <span className={styles.resultOutcome} data-outcome={result.outcome}>
                  {t(`cockfight.outcome.${result.outcome}`)}
                </span>
                <span className={styles.muted}>{clockTime(result.startsAt)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      <p className={styles.note}>{t('cockfight.results.note')}</p>
    </section>
  );
}
