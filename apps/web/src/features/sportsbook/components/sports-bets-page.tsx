import { formatMinor, type SportsbookBet } from '@fortuna/shared';
import { payout } from '@fortuna/sportsbook/markets';
import { settleParlay } from '@fortuna/sportsbook/parlay';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api';
import { useErrorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-money';
import { usePopups } from '../../../lib/popups';
import { useToken } from '../../../lib/session';
import { useOptionalSiteConfig } from '../../../lib/site-config';
import { Badge } from '../../../ui/badge';
import { Button, ButtonLink } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { Icon } from '../../../ui/icons';
import { PageHeader } from '../../../ui/page-header';
import { Pagination } from '../../../ui/pagination';
import { Skeleton } from '../../../ui/skeleton';
import { TabPanel, Tabs } from '../../../ui/tabs';
import { type SportsbookBetStatus, useMyBets } from '../api/sportsbook-api';
import { useSportsBetsSocket } from '../api/use-sports-socket';
import { stakeMinor } from '../bet-slip-store';
import { matchPath } from '../headline';
import { marketLabel, selectionText } from '../market-label';
import { useOddsFormat } from '../odds-format';
import '../sportsbook-texts';
import { betTone, outcomeTone } from './bet-status';
import styles from './sportsbook.module.css';

const PAGE_SIZE = 10;
const LISTS: readonly SportsbookBetStatus[] = ['open', 'settled'];

/**
 * The member's sportsbook bets (`/sports/bets`): Open (placing, pending, accepted) and Settled
 * (settled, void, rejected) with paging (`?list=`, `?page=`); each bet with its legs (match,
 * market, pick, odds in the member's format, outcome), stake, odds, status and payout. Kept live
 * by the member's `sb_bet` events.
 */
export function SportsBetsPage() {
  const { t } = useTranslation();
  const token = useToken();
  const { openPopup } = usePopups();
  const [params, setParams] = useSearchParams();
  const list: SportsbookBetStatus = params.get('list') === 'settled' ? 'settled' : 'open';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useMyBets(list, page, PAGE_SIZE);
  useSportsBetsSocket();

  const change = (next: { list?: SportsbookBetStatus; page?: number }) => {
    const search = new URLSearchParams(params);
    if (next.list) search.set('list', next.list);
    if (next.page && next.page > 1) search.set('page', String(next.page));
    else search.delete('page');
    setParams(search, { replace: true });
  };

  let body: React.ReactNode;
  if (!token) {
    body = (
      <EmptyState
        icon="Lock"
        title={t('sportsbook.bets.login_title')}
        action={
          <Button variant="primary" onClick={() => openPopup('login')} data-testid="sports-bets-login">
            {t('sportsbook.bets.login')}
          </Button>
        }
      />
    );
  } else if (query.isPending) {
    body = (
      <div className={styles.listSkeleton} aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className={styles.betSkeleton} />
        ))}
      </div>
    );
  } else if (query.isError) {
    body = <ErrorState error={query.error} onRetry={() => void query.refetch()} title={t('sportsbook.bets.error')} />;
  } else if (query.data.rows.length === 0) {
    body = (
      <EmptyState
        icon="Receipt"
        title={t(`sportsbook.bets.empty_${list}_title`)}
        text={t(`sportsbook.bets.empty_${list}_text`)}
        action={
          <ButtonLink to="/sports" variant="outline" size="sm">
            {t('sportsbook.bets.to_book')}
          </ButtonLink>
        }
      />
    );
  } else {
    const totalPages = Math.ceil(query.data.total / PAGE_SIZE);
    body = (
      <>
        <ul className={styles.betList} data-testid="sports-bets-list">
          {query.data.rows.map((bet) => (
            <BetCard key={bet.betId} bet={bet} />
          ))}
        </ul>
        <Pagination page={page} totalPages={totalPages} onChange={(next) => change({ page: next })} testId="sports-bets-pagination" />
      </>
    );
  }

  return (
    <div className={styles.betsPage} data-testid="sports-bets-page">
      <PageHeader
        title={t('sportsbook.bets.title')}
        subtitle={t('sportsbook.bets.subtitle')}
        icon="Receipt"
        actions={
          <ButtonLink to="/sports" variant="ghost" size="sm">
            <Icon.Ball size={16} />
            {t('sportsbook.bets.to_book')}
          </ButtonLink>
        }
      />
      <Tabs
        idBase="sports-bets"
        label={t('sportsbook.bets.lists')}
        variant="pills"
        value={list}
        onChange={(id) => change({ list: id, page: 1 })}
        items={LISTS.map((id) => ({ id, label: <span data-testid={`sports-bets-tab-${id}`}>{t(`sportsbook.bets.${id}`)}</span> }))}
      />
      <TabPanel idBase="sports-bets" id={list} className={styles.betsBody}>
        {body}
      </TabPanel>
    </div>
  );
}

/** The whole return if every leg wins, stake included, exactly as the server would pay it (a parlay on the product of its legs' odds), for a bet not settled yet. */
function potentialReturn(bet: SportsbookBet): string | null {
  const stake = stakeMinor(bet.stake);
  if (stake === null) return null;
  try {
    if (bet.kind === 'single') {
      const leg = bet.legs[0];
      return leg ? formatMinor(payout(stake, leg.oddsMilli, 'win')) : null;
    }
    const settled = settleParlay(
      stake,
      bet.legs.map((leg) => ({ oddsMilli: leg.oddsMilli, outcome: 'win' as const })),
    );
    return settled.status === 'settled' ? formatMinor(settled.payout) : null;
  } catch {
    return null;
  }
}

/** One bet: kind, status, when; its legs; stake, odds, payout (or what it would return). */
function BetCard({ bet }: { bet: SportsbookBet }) {
  const { t } = useTranslation();
  const { odds } = useOddsFormat();
  const errorText = useErrorMessage();
  const symbol = useOptionalSiteConfig()?.merchant.currency.symbol;
  const done = bet.status === 'settled' || bet.status === 'void';
  const refused = bet.status === 'rejected' || bet.status === 'rejecting';
  const statusText =
    bet.status === 'settled' && bet.outcome ? t(`sportsbook.bets.outcome.${bet.outcome}`) : t(`sportsbook.bets.status.${bet.status}`);
  const would = !done && !refused ? potentialReturn(bet) : null;
  return (
    <li className={styles.betCard} data-testid={`sports-bet-${bet.betId}`} data-kind={bet.kind} data-status={bet.status}>
      <header className={styles.betHead}>
        <span className={styles.betKind} data-testid="sports-bet-kind">
          {bet.kind === 'parlay' ? t('sportsbook.bets.parlay', { count: bet.legs.length }) : t('sportsbook.bets.single')}
        </span>
        <Badge tone={betTone(bet)} testId="sports-bet-status">
          {statusText}
        </Badge>
        <span className={styles.betWhen}>
          {t('sportsbook.bets.bet_no', { id: bet.betId })} · {t('sportsbook.bets.placed_at', { time: formatDateTime(bet.placedAt) })}
        </span>
      </header>
      <ol className={styles.legList}>
        {bet.legs.map((leg) => {
          const text = selectionText(t, leg.selectionKey, leg);
          return (
            <li key={leg.legNo} className={styles.leg} data-testid="sports-bet-leg">
              <div className={styles.legMain}>
                <span className={styles.legPick}>{text.pick}</span>
                <span className={styles.legOdds}>@ {odds(leg.oddsMilli)}</span>
                {leg.outcome ? (
                  <Badge tone={outcomeTone(leg.outcome)}>{t(`sportsbook.bets.outcome.${leg.outcome}`)}</Badge>
                ) : (
                  <span className={styles.muted}>{t('sportsbook.bets.not_settled')}</span>
                )}
              </div>
              <div className={styles.legMeta}>
                <span>{marketLabel(t, leg.marketKey)}</span>
                <span aria-hidden="true">·</span>
                {leg.sport === 'cockfight' ? (
                  <span>{t('sportsbook.versus', { home: leg.home, away: leg.away })}</span>
                ) : (
                  <Link to={matchPath(leg)} className={styles.legMatch}>
                    {t('sportsbook.versus', { home: leg.home, away: leg.away })}
                  </Link>
                )}
              </div>
            </li>
          );
        })}
      </ol>
      <dl className={styles.betFigures}>
        <div>
          <dt>{t('sportsbook.bets.stake')}</dt>
          <dd data-testid="sports-bet-stake">{formatMoney(bet.stake, symbol)}</dd>
        </div>
        <div>
          <dt>{t('sportsbook.bets.odds')}</dt>
          <dd data-testid="sports-bet-odds">{odds(bet.oddsMilli)}</dd>
        </div>
        <div>
          <dt>{done ? t('sportsbook.bets.payout') : t('sportsbook.bets.potential_return')}</dt>
          <dd data-testid="sports-bet-payout">
            {done && bet.payout !== null ? formatMoney(bet.payout, symbol) : would ? formatMoney(would, symbol) : '–'}
          </dd>
        </div>
      </dl>
      {refused && bet.error ? (
        <p className={styles.betReason}>{t('sportsbook.bets.reason', { reason: errorText(new ApiError(bet.error, 400)) })}</p>
      ) : null}
    </li>
  );
}
