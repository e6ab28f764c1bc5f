import type { SportsbookMatch } from '@fortuna/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../ui/icons';
import { Skeleton } from '../../../ui/skeleton';
import { HEADLINE_COLUMNS, mainMarket, matchPath } from '../headline';
import { MatchClock } from './match-clock';
import { MarketPrices } from './match-row';
import styles from './sportsbook.module.css';

/**
 * The hot matches of a sport, in a strip that scrolls sideways: league, clock, teams and score,
 * and the first headline market's prices (1X2, or the match winner). Hidden when there are none.
 */
export function HotStrip({ sport, query }: { sport: 'football' | 'esports'; query: UseQueryResult<SportsbookMatch[]> }) {
  const { t } = useTranslation();
  if (query.isError) return null;
  if (query.isPending) {
    return (
      <div className={styles.hotStrip} aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className={styles.hotSkeleton} />
        ))}
      </div>
    );
  }
  if (query.data.length === 0) return null;
  const kind = HEADLINE_COLUMNS[sport][0] as string;
  return (
    <section className={styles.hot} aria-labelledby={`hot-${sport}`} data-testid="sportsbook-hot">
      <h2 id={`hot-${sport}`} className={styles.hotTitle}>
        <Icon.Flame size={16} />
        {t('sportsbook.hot_title')}
      </h2>
      <ul className={styles.hotStrip}>
        {query.data.map((match) => (
          <li key={match.matchId} className={styles.hotCard} data-testid={`hot-${match.matchId}`}>
            <div className={styles.hotMeta}>
              <span className={styles.hotLeague}>{match.league.name}</span>
              <MatchClock match={match} />
            </div>
            <Link to={matchPath(match)} className={styles.hotTeams}>
              <span className={styles.team}>
                <span className={styles.teamName}>{match.home}</span>
                {match.status === 'live' && match.score ? <span className={styles.teamScore}>{match.score.home}</span> : null}
              </span>
              <span className={styles.team}>
                <span className={styles.teamName}>{match.away}</span>
                {match.status === 'live' && match.score ? <span className={styles.teamScore}>{match.score.away}</span> : null}
              </span>
            </Link>
            <MarketPrices match={match} kind={kind} market={mainMarket(match, kind)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
