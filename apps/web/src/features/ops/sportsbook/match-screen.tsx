import type { OpsSportsbookMatch } from '@fortuna/shared';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatDateTime } from '../../../lib/format-date';
import { Badge } from '../../../ui/badge';
import { ButtonLink } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { ErrorState } from '../../../ui/error-state';
import { Icon } from '../../../ui/icons';
import { PageHeader } from '../../../ui/page-header';
import { Skeleton } from '../../../ui/skeleton';
import { can, useOpsMe } from '../api/ops-api';
import { BetsCard } from './bets-card';
import { LiabilityCard } from './liability-card';
import { MarketBoard } from './market-board';
import { hasMoves, MatchActions } from './match-actions';
import { MatchStatus, scoreText } from './match-status';
import { ResultCard } from './result-card';
import styles from './sportsbook.module.css';
import { useSportsbookMatch } from './sportsbook-api';

/** Where the match stands: sport, start, minute or maps, the feed's reference, whether the simulator plays it. */
function Facts({ match }: { match: OpsSportsbookMatch }) {
  const { t } = useTranslation();
  const detail = match.detail;
  return (
    <dl className={styles.facts}>
      <div>
        <dt>{t('ops_sportsbook.field_sport')}</dt>
        <dd>{t(`ops_sportsbook.sport_${match.sport}`)}</dd>
      </div>
      <div>
        <dt>{t('ops_sportsbook.col_starts_at')}</dt>
        <dd>{formatDateTime(match.startsAt)}</dd>
      </div>
      <div>
        <dt>{t('ops_sportsbook.col_score')}</dt>
        <dd data-testid="ops-sb-score">
          {scoreText(match)}
          {match.minute !== null && match.status === 'live' ? ` · ${t('ops_sportsbook.minute', { minute: match.minute })}` : ''}
        </dd>
      </div>
      {typeof detail.bestOf === 'number' ? (
        <div>
          <dt>{t('ops_sportsbook.field_best_of')}</dt>
          <dd>{t('ops_sportsbook.best_of', { count: detail.bestOf })}</dd>
        </div>
      ) : null}
      {typeof detail.fightNumber === 'number' ? (
        <div>
          <dt>{t('ops_sportsbook.field_fight_number')}</dt>
          <dd>{detail.fightNumber}</dd>
        </div>
      ) : null}
      <div>
        <dt>{t('ops_sportsbook.feed_ref')}</dt>
        <dd className={styles.mono}>{match.feedRef}</dd>
      </div>
    </dl>
  );
}

/**
 * One match: its status moves, every market's prices and limits, adding markets, the result form
 * (enter and correct), the liability and the bets. Writes show only with sportsbook.write.
 */
export function MatchScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const me = useOpsMe();
  const writable = can(me.data, 'sportsbook.write');
  const query = useSportsbookMatch(id);
  const match = query.data;
  return (
    <div className={styles.stack}>
      <div>
        <ButtonLink to="../.." relative="path" variant="ghost" size="sm">
          <Icon.ChevronLeft size={16} />
          {t('ops_sportsbook.back')}
        </ButtonLink>
      </div>
      {query.error ? <ErrorState error={query.error} onRetry={() => void query.refetch()} /> : null}
      {!match && !query.error ? <Skeleton style={{ height: 160 }} /> : null}
      {match ? (
        <>
          <PageHeader
            title={`${match.home} – ${match.away}`}
            subtitle={`${match.league.name} · ${formatDateTime(match.startsAt)}`}
            icon={match.sport === 'cockfight' ? 'Rooster' : match.sport === 'esports' ? 'Gamepad' : 'Ball'}
            actions={
              <span className={styles.actions}>
                <MatchStatus status={match.status} testId="ops-sb-match-status" />
                {match.simulated ? <Badge tone="info">{t('ops_sportsbook.simulated')}</Badge> : null}
                {match.hot ? <Badge tone="warning">{t('ops_sportsbook.hot')}</Badge> : null}
              </span>
            }
          />
          <Card>
            <Facts match={match} />
            {writable && hasMoves(match) ? (
              <div className={styles.statusBar}>
                <MatchActions match={match} />
              </div>
            ) : null}
            {match.simulated && writable ? <p className={styles.muted}>{t('ops_sportsbook.simulated_note')}</p> : null}
          </Card>
          <MarketBoard match={match} writable={writable} />
          <ResultCard key={match.matchId} match={match} writable={writable} />
          <LiabilityCard match={match} />
          <BetsCard match={match} />
        </>
      ) : null}
    </div>
  );
}
