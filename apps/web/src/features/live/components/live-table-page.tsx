import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useToken } from '../../../lib/session';
import { ErrorState } from '../../../ui/error-state';
import { Icon } from '../../../ui/icons';
import { CenteredSpinner } from '../../../ui/spinner';
import { type LiveTableWithClock, useLiveHistory, useLiveTable } from '../api/live-api';
import { useLiveTableSocket } from '../api/use-live-socket';
import { toStakes } from '../chips';
import { shoeResults } from '../live-updates';
import '../live-texts';
import { BetControls } from './bet-controls';
import { Countdown } from './countdown';
import { Felt } from './felt';
import styles from './live.module.css';
import { MyRound } from './my-round';
import { ResultBoard } from './result-board';
import { RoadMaps } from './roads';
import { ShoeBox } from './shoe-box';
import { useLiveBetting } from './use-live-betting';
import { useSpotLabel } from './use-spot-label';

/** `/live/table/:tableId`: one table — its countdown, the dealt result, the felt and chips, the road maps and the shoe's fairness. */
export function LiveTablePage() {
  const { t } = useTranslation();
  const tableId = Number(useParams().tableId);
  const valid = Number.isInteger(tableId) && tableId > 0;
  const state = useLiveTable(valid ? tableId : 0);
  useLiveTableSocket(valid ? tableId : 0);
  let body: React.ReactNode;
  if (!valid) body = <ErrorState error={new Error('live_table_not_found')} title={t('errors.live_table_not_found')} />;
  else if (state.isPending) body = <CenteredSpinner />;
  else if (state.isError) body = <ErrorState error={state.error} onRetry={() => void state.refetch()} />;
  else body = <LiveTable state={state.data} />;
  return (
    <div className={styles.page} data-testid="live-table-page">
      <Link className={styles.back} to={state.data ? `/live?game=${state.data.table.gameCode}` : '/live'}>
        <Icon.ChevronLeft size={16} />
        {t('live.back_to_lobby')}
      </Link>
      {body}
    </div>
  );
}

function LiveTable({ state }: { state: LiveTableWithClock }) {
  const { t } = useTranslation();
  const loggedIn = Boolean(useToken());
  const history = useLiveHistory(state.table.tableId, state.shoe?.shoeId);
  const betting = useLiveBetting(state);
  const { table, round } = state;
  const results = useMemo(() => shoeResults(state, history.data?.rounds), [state, history.data?.rounds]);
  const winners = useMemo(() => {
    const payouts = state.myRound?.spotPayouts ?? {};
    return new Set(Object.keys(payouts).filter((spot) => Number(payouts[spot]) > 0));
  }, [state.myRound]);
  return (
    <div className={styles.tableView} data-table={table.tableId} data-game={table.gameCode}>
      <header className={styles.tableHeader}>
        <div>
          <h1 className={styles.title}>{table.name}</h1>
          <p className={styles.muted}>
            {t(`live.games.${table.gameCode}`, { defaultValue: table.gameCode })}
            {' · '}
            {t('live.limits', { min: table.limits.minBet, max: table.limits.maxBet })}
            {round && ` · ${t('live.round_no', { no: round.roundNo })}`}
          </p>
        </div>
        <div className={styles.headerRight}>
          <span className={styles.players} data-testid="live-players">
            <Icon.Users size={14} /> {t('live.players', { count: state.totals?.players ?? table.players })}
          </span>
          <Countdown phase={round?.phase ?? null} endsAt={round?.bettingEndsAt ?? null} offset={state.offset} testId="live-countdown" />
        </div>
      </header>
      <div className={styles.tableMain}>
        <div className={styles.stage}>
          <ResultBoard game={table.gameCode} round={round} />
          <Felt
            game={table.gameCode}
            spots={state.spots}
            placed={betting.placed}
            confirmed={betting.confirmed}
            totals={state.totals?.spots ?? {}}
            winners={round?.phase === 'settled' ? winners : undefined}
            disabled={!loggedIn || !betting.open}
            onSpot={betting.onSpot}
          />
          <BetControls betting={betting} loggedIn={loggedIn} />
        </div>
        <aside className={styles.side}>
          <MyRound myRound={state.myRound} settled={state.settledMyRound} />
          <TotalsBox totals={state.totals?.spots ?? {}} />
        </aside>
      </div>
      {history.isError ? (
        <ErrorState compact error={history.error} onRetry={() => void history.refetch()} />
      ) : (
        <RoadMaps game={table.gameCode} results={results} />
      )}
      <ShoeBox shoe={state.shoe} previous={state.previousShoe} />
    </div>
  );
}

/** Everyone's stakes on the round by spot. */
function TotalsBox({ totals }: { totals: Record<string, string> }) {
  const { t } = useTranslation();
  const label = useSpotLabel();
  const entries = Object.entries(toStakes(totals)).filter(([, cents]) => cents > 0);
  return (
    <section className={styles.box} aria-labelledby="live-totals-title" data-testid="live-totals">
      <h2 id="live-totals-title" className={styles.boxTitle}>
        {t('live.totals_title')}
      </h2>
      {entries.length === 0 ? (
        <p className={styles.muted}>{t('live.no_totals')}</p>
      ) : (
        <ul className={styles.stats}>
          {entries.map(([spot]) => (
            <li key={spot}>
              <span>{label(spot)}</span>
              <strong>{totals[spot]}</strong>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
