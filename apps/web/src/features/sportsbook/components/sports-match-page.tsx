import type { SportsbookMarketView, SportsbookMatch } from '@fortuna/shared';
import { readMarketKey } from '@fortuna/sportsbook/markets';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Badge, type BadgeTone } from '../../../ui/badge';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { Icon } from '../../../ui/icons';
import { Skeleton } from '../../../ui/skeleton';
import { useMatch } from '../api/sportsbook-api';
import { useSportsMatchSocket } from '../api/use-sports-socket';
import { kindOf, lineQuartersOf, lobbyPath, PICK_ORDER } from '../headline';
import { lineText, type MarketGroup, marketGroup, marketLabel, marketName, selectionText } from '../market-label';
import '../sportsbook-texts';
import { startParts } from '../sports-time';
import { BetSlip } from './bet-slip';
import { MatchClock } from './match-clock';
import { matchOpen } from './match-row';
import { PriceButton } from './price-button';
import styles from './sportsbook.module.css';
import { useSlipSync } from './use-slip-sync';

const GROUP_ORDER: readonly MarketGroup[] = ['full_time', 'first_half', 'series', 'maps', 'fight'];
/** Kinds in the order a page lists them. */
const KIND_ORDER = ['1x2', 'ah', 'ou', 'oe', 'cs', 'fh_1x2', 'fh_ah', 'fh_ou', 'mw', 'mh', 'tm', 'map', 'cf'];
const STATUS_TONE: Record<SportsbookMatch['status'], BadgeTone> = {
  scheduled: 'info',
  live: 'danger',
  finished: 'neutral',
  postponed: 'warning',
  cancelled: 'neutral',
};

/** A block of one market kind: its markets (one per line or map), each a row of prices. */
type KindBlock = { kind: string; markets: SportsbookMarketView[] };

/** A match's markets grouped for its page: group (full time, first half, series, maps) → kind → markets by line or map. */
export function groupMarkets(markets: readonly SportsbookMarketView[]): { group: MarketGroup; blocks: KindBlock[] }[] {
  const groups = new Map<MarketGroup, Map<string, SportsbookMarketView[]>>();
  for (const market of markets) {
    const group = marketGroup(market.marketKey);
    const kinds = groups.get(group) ?? new Map<string, SportsbookMarketView[]>();
    const kind = kindOf(market.marketKey);
    kinds.set(kind, [...(kinds.get(kind) ?? []), market]);
    groups.set(group, kinds);
  }
  const kindRank = (kind: string) => {
    const at = KIND_ORDER.indexOf(kind);
    return at < 0 ? KIND_ORDER.length : at;
  };
  return GROUP_ORDER.filter((group) => groups.has(group)).map((group) => ({
    group,
    blocks: [...(groups.get(group) as Map<string, SportsbookMarketView[]>)]
      .sort(([a], [b]) => kindRank(a) - kindRank(b))
      .map(([kind, list]) => ({
        kind,
        markets: [...list].sort((a, b) =>
          kind === 'map' ? a.marketKey.localeCompare(b.marketKey) : lineQuartersOf(a.marketKey) - lineQuartersOf(b.marketKey),
        ),
      })),
  }));
}

/**
 * A match's page (`/sports/match/:matchId`, `/esports/match/:matchId`): the header with league,
 * teams, status, minute and score, then every market grouped (full time and first half; an
 * esports series and its maps), suspended markets greyed, settled and void ones marked. Prices add
 * to the bet slip beside it. Kept live by the match's `/sports` room.
 */
export function SportsMatchPage() {
  const { t } = useTranslation();
  const { matchId } = useParams();
  const query = useMatch(matchId);
  useSportsMatchSocket(matchId);
  useSlipSync(query.data, false);
  const match = query.data;

  let body: React.ReactNode;
  if (query.isPending) {
    body = (
      <div className={styles.listSkeleton} aria-busy="true">
        <Skeleton className={styles.headerSkeleton} />
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className={styles.rowSkeleton} />
        ))}
      </div>
    );
  } else if (query.isError || !match) {
    body = <ErrorState error={query.error} onRetry={() => void query.refetch()} title={t('sportsbook.match_error')} />;
  } else {
    const groups = groupMarkets(match.markets);
    body = (
      <>
        <MatchHeader match={match} />
        {groups.length === 0 ? (
          <EmptyState compact icon="Ball" title={t('sportsbook.no_markets')} />
        ) : (
          groups.map(({ group, blocks }) => (
            <section key={group} className={styles.marketGroup} aria-labelledby={`group-${group}`} data-testid={`market-group-${group}`}>
              <h2 id={`group-${group}`} className={styles.groupTitle}>
                {t(`sportsbook.group.${group}`)}
              </h2>
              {blocks.map((block) => (
                <MarketBlock key={block.kind} match={match} block={block} />
              ))}
            </section>
          ))
        )}
      </>
    );
  }

  return (
    <div className={styles.book} data-testid="sports-match-page">
      <div className={styles.main}>
        <Link to={match ? lobbyPath(match.sport) : '/sports'} className={styles.back} data-testid="sports-match-back">
          <Icon.ChevronLeft size={16} />
          {t('sportsbook.back_to_list')}
        </Link>
        {body}
      </div>
      <BetSlip />
    </div>
  );
}

/** The match's header: league, status, clock, teams and score (esports: series length and maps; football: half-time score). */
function MatchHeader({ match }: { match: SportsbookMatch }) {
  const { t } = useTranslation();
  const detail = match.detail as { bestOf?: number; title?: string; firstHalfScore?: { home: number; away: number }; fightNumber?: number };
  const showScore = match.score && match.status !== 'scheduled';
  const { day, time } = startParts(match.startsAt);
  return (
    <header className={styles.matchHeader} data-testid="sports-match-header" data-status={match.status}>
      <div className={styles.matchMeta}>
        <span className={styles.matchLeague}>{match.league.name}</span>
        {detail.title ? <span className={styles.matchTag}>{detail.title.toUpperCase()}</span> : null}
        {detail.bestOf ? <span className={styles.matchTag}>{t('sportsbook.best_of', { count: detail.bestOf })}</span> : null}
        <Badge tone={STATUS_TONE[match.status]} testId="sports-match-status">
          {t(`sportsbook.status.${match.status}`)}
        </Badge>
      </div>
      <h1 className={styles.srOnly} data-testid="page-title">
        {t('sportsbook.match_title', { home: match.home, away: match.away })}
      </h1>
      <div className={styles.scoreboard}>
        <p className={styles.sideName}>{match.home}</p>
        <div className={styles.scoreCenter}>
          {showScore && match.score ? (
            <span className={styles.bigScore} data-testid="sports-match-score">
              {match.score.home} : {match.score.away}
            </span>
          ) : (
            <span className={styles.bigTime}>{time}</span>
          )}
          {match.status === 'live' && (match.minute !== null || match.period) ? <MatchClock match={match} /> : null}
          {match.status === 'scheduled' ? <span className={styles.muted}>{day}</span> : null}
          {detail.firstHalfScore && match.status !== 'scheduled' && match.period !== 'first_half' ? (
            <span className={styles.muted}>{t('sportsbook.ht_score', detail.firstHalfScore)}</span>
          ) : null}
        </div>
        <p className={styles.sideName}>{match.away}</p>
      </div>
    </header>
  );
}

/** One market kind: its name, then one row per market (line or map) with its status and prices. */
function MarketBlock({ match, block }: { match: SportsbookMatch; block: KindBlock }) {
  const { t } = useTranslation();
  const first = block.markets[0];
  const parsed = first ? readMarketKey(first.marketKey) : null;
  const title = parsed && block.kind !== 'map' ? marketName(t, parsed) : t('sportsbook.group.maps');
  const lines = block.markets.length > 1 || block.kind === 'map';
  const picks = PICK_ORDER[block.kind];
  return (
    <div className={styles.marketBlock} data-testid={`market-block-${block.kind}`}>
      <h3 className={styles.marketTitle}>{title}</h3>
      <ul className={styles.marketRows}>
        {block.markets.map((market) => {
          const open = market.status === 'open' && matchOpen(match);
          const keys = picks ? picks.map((pick) => `${market.marketKey}:${pick}`) : market.selections.map((s) => s.selectionKey);
          const statusText = market.status === 'open' ? null : t(`sportsbook.market_status.${market.status}`);
          return (
            <li
              key={market.marketId}
              className={styles.marketRow}
              data-status={market.status}
              data-testid={`market-${market.marketKey}`}
              data-kind={block.kind}
            >
              {lines || statusText ? (
                <div className={styles.marketRowHead}>
                  {lines ? <span className={styles.marketLine}>{lineOf(t, market.marketKey)}</span> : null}
                  {statusText ? (
                    <Badge tone={market.status === 'suspended' ? 'warning' : 'neutral'} testId="market-status">
                      {statusText}
                    </Badge>
                  ) : null}
                </div>
              ) : null}
              <div className={styles.board} data-picks={keys.length} data-kind={block.kind}>
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
                      variant="board"
                      label={boardLabel(t, selectionKey, match)}
                    />
                  );
                })}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The row head of a line or map market: "−0.75", "2.5", "Map 2 winner". */
function lineOf(t: (key: string, options?: Record<string, unknown>) => string, marketKey: string): string {
  const market = readMarketKey(marketKey);
  if (!market) return marketKey;
  if (market.kind === 'map') return marketName(t, market);
  if ('lineQuarters' in market) {
    const totals = market.kind === 'ou' || market.kind === 'fh_ou' || market.kind === 'tm';
    return lineText(market.lineQuarters, !totals);
  }
  return marketLabel(t, marketKey);
}

/** A board price's label: the pick in full ("Arsenal −0.75", "Over 2.5"); a correct score's short form ("2-1", "Other"). */
function boardLabel(t: (key: string, options?: Record<string, unknown>) => string, selectionKey: string, match: SportsbookMatch): string {
  const text = selectionText(t, selectionKey, match);
  return kindOf(selectionKey) === 'cs' ? text.short : text.pick;
}
