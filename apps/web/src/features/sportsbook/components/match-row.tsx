import type { SportsbookMarketView, SportsbookMatch } from '@fortuna/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../ui/icons';
import { HEADLINE_COLUMNS, mainMarket, matchPath, PICK_ORDER } from '../headline';
import { selectionText } from '../market-label';
import { MatchClock } from './match-clock';
import { PriceButton } from './price-button';
import styles from './sportsbook.module.css';

/** Whether a match takes bets at all (scheduled or in play). */
export function matchOpen(match: Pick<SportsbookMatch, 'status'>): boolean {
  return match.status === 'scheduled' || match.status === 'live';
}

/** The prices of one market in board order, each a button; empty slots keep the column's width when the market is missing. */
export function MarketPrices({
  match,
  market,
  kind,
  variant = 'row',
  withLabels = true,
}: {
  match: SportsbookMatch;
  market: SportsbookMarketView | undefined;
  kind: string;
  variant?: 'row' | 'board';
  withLabels?: boolean;
}) {
  const { t } = useTranslation();
  const picks = PICK_ORDER[kind] ?? [];
  if (!market) {
    return (
      <div className={styles.cell} data-kind={kind} data-picks={picks.length}>
        {picks.map((pick) => (
          <span key={pick} className={styles.priceEmpty} aria-hidden="true">
            –
          </span>
        ))}
      </div>
    );
  }
  const open = market.status === 'open' && matchOpen(match);
  const keys = picks.length > 0 ? picks.map((pick) => `${market.marketKey}:${pick}`) : market.selections.map((s) => s.selectionKey);
  return (
    <div className={styles.cell} data-kind={kind} data-picks={keys.length} data-status={market.status}>
      {keys.map((selectionKey) => {
        const selection = market.selections.find((s) => s.selectionKey === selectionKey);
        return (
          <PriceButton
            key={selectionKey}
            match={match}
            marketKey={market.marketKey}
            selectionKey={selectionKey}
            oddsMilli={selection?.offered ? selection.oddsMilli : null}
            open={open}
            variant={variant}
            {...(withLabels ? { label: selectionText(t, selectionKey, match).short } : {})}
          />
        );
      })}
    </div>
  );
}

/**
 * One match of a lobby list: its clock (start time, or minute in play), the teams with the live
 * score (a link to the match page), and the headline markets' prices, one column each (football
 * 1X2, the main handicap and over/under lines; esports winner, map handicap, total maps).
 */
export function MatchRow({ match }: { match: SportsbookMatch }) {
  const { t } = useTranslation();
  const columns = HEADLINE_COLUMNS[match.sport];
  const live = match.status === 'live';
  return (
    <li className={styles.row} data-testid={`match-row-${match.matchId}`} data-status={match.status}>
      <div className={styles.rowClock}>
        <MatchClock match={match} />
      </div>
      <Link
        to={matchPath(match)}
        className={styles.rowTeams}
        aria-label={t('sportsbook.open_match', { home: match.home, away: match.away })}
        data-testid={`match-link-${match.matchId}`}
      >
        <span className={styles.team}>
          <span className={styles.teamName}>{match.home}</span>
          {live && match.score ? <span className={styles.teamScore}>{match.score.home}</span> : null}
        </span>
        <span className={styles.team}>
          <span className={styles.teamName}>{match.away}</span>
          {live && match.score ? <span className={styles.teamScore}>{match.score.away}</span> : null}
        </span>
      </Link>
      <div className={styles.rowMarkets} data-columns={columns.length}>
        {columns.map((kind) => (
          <MarketPrices key={kind} match={match} kind={kind} market={mainMarket(match, kind)} />
        ))}
      </div>
      <Link to={matchPath(match)} className={styles.rowMore} aria-label={t('sportsbook.more_markets')} title={t('sportsbook.more_markets')}>
        <Icon.ChevronRight size={16} />
      </Link>
    </li>
  );
}
