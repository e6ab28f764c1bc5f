import type { SportsbookMatch } from '@fortuna/shared';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { Icon, type IconName } from '../../../ui/icons';
import { Select } from '../../../ui/select';
import { Skeleton } from '../../../ui/skeleton';
import { TabPanel, Tabs } from '../../../ui/tabs';
import { type SportsbookTab, useHotMatches, useLeagues, useMatches } from '../api/sportsbook-api';
import { useSportsLobbySocket } from '../api/use-sports-socket';
import { HEADLINE_COLUMNS, PICK_ORDER } from '../headline';
import '../sportsbook-texts';
import { BetSlip } from './bet-slip';
import { HotStrip } from './hot-strip';
import { MatchRow } from './match-row';
import styles from './sportsbook.module.css';
import { useSlipSync } from './use-slip-sync';

const TABS: readonly SportsbookTab[] = ['inplay', 'today', 'early'];
const SPORT_ICON: Record<'football' | 'esports', IconName> = { football: 'Ball', esports: 'Gamepad' };

/** The league → matches grouping of a list, leagues in the order their first match comes (the list is soonest first). */
export function groupByLeague(matches: readonly SportsbookMatch[]): { leagueId: number; name: string; matches: SportsbookMatch[] }[] {
  const groups = new Map<number, { leagueId: number; name: string; matches: SportsbookMatch[] }>();
  for (const match of matches) {
    const group = groups.get(match.league.leagueId) ?? { leagueId: match.league.leagueId, name: match.league.name, matches: [] };
    group.matches.push(match);
    groups.set(match.league.leagueId, group);
  }
  return [...groups.values()];
}

/**
 * The football or esports book (`/sports`, `/esports`): hot matches, the In-play / Today / Early
 * tabs with their counts, a league filter (`?league=`), and the league → match list with the
 * headline prices that add to the bet slip, docked beside it (a bottom sheet on a phone). Kept
 * live by the `/sports` socket. The tab is `?tab=`; without one the first tab with matches opens.
 */
export function SportsbookLobby({ sport }: { sport: 'football' | 'esports' }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const leagueParam = Number(params.get('league'));
  const leagueId = Number.isInteger(leagueParam) && leagueParam > 0 ? leagueParam : undefined;
  const lists = {
    inplay: useMatches(sport, 'inplay', leagueId),
    today: useMatches(sport, 'today', leagueId),
    early: useMatches(sport, 'early', leagueId),
  };
  const hot = useHotMatches(sport);
  const leagues = useLeagues(sport);
  useSportsLobbySocket(sport);
  useSlipSync(lists.inplay.data, true);
  useSlipSync(lists.today.data, true);
  useSlipSync(lists.early.data, true);
  useSlipSync(hot.data, true);

  const requested = params.get('tab');
  const loaded = TABS.every((id) => lists[id].data !== undefined);
  const firstFull = TABS.find((id) => (lists[id].data?.length ?? 0) > 0) ?? 'today';
  const tab: SportsbookTab = TABS.includes(requested as SportsbookTab) ? (requested as SportsbookTab) : loaded ? firstFull : 'today';

  const change = (name: string, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };

  const list = lists[tab];
  const SportIcon = Icon[SPORT_ICON[sport]];
  const idBase = `sportsbook-${sport}`;
  const columns = HEADLINE_COLUMNS[sport];
  let body: React.ReactNode;
  if (list.isPending) {
    body = (
      <div className={styles.listSkeleton} aria-busy="true" data-testid="sportsbook-loading">
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} className={styles.rowSkeleton} />
        ))}
      </div>
    );
  } else if (list.isError) {
    body = <ErrorState compact error={list.error} onRetry={() => void list.refetch()} title={t('sportsbook.list_error')} />;
  } else if (list.data.length === 0) {
    body = (
      <EmptyState compact icon={SPORT_ICON[sport]} title={t(`sportsbook.empty.${tab}_title`)} text={t(`sportsbook.empty.${tab}_text`)} />
    );
  } else {
    body = groupByLeague(list.data).map((group) => (
      <section key={group.leagueId} className={styles.league} aria-label={group.name} data-testid={`league-${group.leagueId}`}>
        <header className={styles.leagueHead}>
          <h3 className={styles.leagueName}>{group.name}</h3>
          <div className={styles.colHeads} data-columns={columns.length} aria-hidden="true">
            {columns.map((kind) => (
              <span key={kind} data-picks={PICK_ORDER[kind]?.length ?? 2}>
                {t(`sportsbook.col.${kind}`)}
              </span>
            ))}
          </div>
        </header>
        <ul className={styles.rows}>
          {group.matches.map((match) => (
            <MatchRow key={match.matchId} match={match} />
          ))}
        </ul>
      </section>
    ));
  }

  return (
    <div className={styles.book} data-testid={`sportsbook-lobby-${sport}`}>
      <div className={styles.main}>
        <div className={styles.bookHead}>
          <h1 className={styles.bookTitle} data-testid="page-title">
            <SportIcon size={22} />
            {t(`sportsbook.sport.${sport}`)}
          </h1>
          <ButtonLink to="/sports/bets" size="sm" variant="outline" data-testid="sportsbook-my-bets">
            <Icon.Receipt size={16} />
            {t('sportsbook.bets.title')}
          </ButtonLink>
        </div>
        <HotStrip sport={sport} query={hot} />
        <div className={styles.listCard}>
          <div className={styles.listHead}>
            <Tabs
              idBase={idBase}
              label={t('sportsbook.tabs_label')}
              variant="pills"
              size="sm"
              value={tab}
              onChange={(id) => change('tab', id)}
              items={TABS.map((id) => ({
                id,
                label: (
                  <span className={styles.tabLabel} data-testid={`sportsbook-tab-${id}`}>
                    {t(`sportsbook.tab.${id}`)}
                    <span className={styles.tabCount} data-testid={`sportsbook-tab-count-${id}`}>
                      {lists[id].data?.length ?? '·'}
                    </span>
                  </span>
                ),
              }))}
            />
            <div className={styles.leagueFilter}>
              <label htmlFor={`${idBase}-league`} className={styles.srOnly}>
                {t('sportsbook.league_filter')}
              </label>
              <Select
                id={`${idBase}-league`}
                value={leagueId ? String(leagueId) : ''}
                onChange={(event) => change('league', event.target.value || undefined)}
                data-testid="sportsbook-league-filter"
              >
                <option value="">{t('sportsbook.all_leagues')}</option>
                {(leagues.data ?? []).map((league) => (
                  <option key={league.leagueId} value={league.leagueId}>
                    {t('sportsbook.league_option', { name: league.name, count: league.matches })}
                  </option>
                ))}
              </Select>
            </div>
          </div>
          <TabPanel idBase={idBase} id={tab} className={styles.listBody}>
            {body}
          </TabPanel>
        </div>
      </div>
      <BetSlip />
    </div>
  );
}
