import { type OpsSportsbookMatch, SPORTSBOOK_MATCH_STATUSES, SPORTSBOOK_SPORTS, type SportsbookSport } from '@fortuna/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../../lib/format-date';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Icon } from '../../../ui/icons';
import { Select } from '../../../ui/select';
import { can, useOpsMe } from '../api/ops-api';
import { type OpsSort, OpsTable, opsColumns } from '../components/ops-table';
import { LeagueDialog } from './league-dialog';
import { MatchDialog } from './match-dialog';
import { MatchStatus, scoreText } from './match-status';
import { leagueName } from './names';
import styles from './sportsbook.module.css';
import { useSportsbookLeagues, useSportsbookMatches } from './sportsbook-api';

const col = opsColumns<OpsSportsbookMatch>();
const PAGE_SIZE = 20;
type Status = (typeof SPORTSBOOK_MATCH_STATUSES)[number];

/** The matches by start, filtered by sport, status and league; a row opens the match. New matches and leagues with sportsbook.write. */
export function MatchesTab() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const me = useOpsMe();
  const writable = can(me.data, 'sportsbook.write');
  const [sport, setSport] = useState<SportsbookSport | ''>('');
  const [status, setStatus] = useState<Status | ''>('');
  const [leagueId, setLeagueId] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [sort, setSort] = useState<OpsSort>({ sort: 'startsAt', order: 'desc' });
  const [creating, setCreating] = useState<'match' | 'league' | null>(null);
  // Each opening mounts a fresh dialog (its form starts empty at mount, so nothing clears what is typed after it opens).
  const [opened, setOpened] = useState(0);
  const create = (what: 'match' | 'league') => {
    setOpened((n) => n + 1);
    setCreating(what);
  };
  const leagues = useSportsbookLeagues(sport);
  const matches = useSportsbookMatches({ sport, status, leagueId, pageNo, pageSize: PAGE_SIZE, order: sort.order });
  const columns = useMemo(
    () => [
      col.accessor((m) => m.league.name, {
        id: 'league',
        header: () => t('ops_sportsbook.col_league'),
        cell: (info) => (
          <span>
            {info.getValue()}
            <br />
            <span className={styles.muted}>{t(`ops_sportsbook.sport_${info.row.original.sport}`)}</span>
          </span>
        ),
        enableSorting: false,
      }),
      col.display({
        id: 'teams',
        header: () => t('ops_sportsbook.col_teams'),
        cell: (info) => (
          <span className={styles.teams}>
            <strong>{info.row.original.home}</strong>
            <span className={styles.muted}>{t('ops_sportsbook.versus')}</span>
            <strong>{info.row.original.away}</strong>
            {typeof info.row.original.detail.fightNumber === 'number' ? (
              <span className={styles.muted}>{t('ops_sportsbook.fight_n', { fight: info.row.original.detail.fightNumber })}</span>
            ) : null}
            {info.row.original.hot ? <Badge tone="warning">{t('ops_sportsbook.hot')}</Badge> : null}
          </span>
        ),
      }),
      col.accessor('startsAt', {
        id: 'startsAt',
        header: () => t('ops_sportsbook.col_starts_at'),
        cell: (info) => formatDateTime(info.getValue()),
      }),
      col.accessor('status', {
        header: () => t('ops_sportsbook.col_status'),
        cell: (info) => <MatchStatus status={info.getValue()} />,
        enableSorting: false,
      }),
      col.display({
        id: 'score',
        header: () => t('ops_sportsbook.col_score'),
        cell: (info) => <span className={styles.num}>{scoreText(info.row.original)}</span>,
      }),
    ],
    [t],
  );
  const reset = () => setPageNo(1);
  return (
    <Card>
      <OpsTable
        columns={columns}
        rows={matches.data?.rows}
        total={matches.data?.total}
        pageNo={pageNo}
        pageSize={PAGE_SIZE}
        onPageChange={setPageNo}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          reset();
        }}
        loading={matches.isPending}
        error={matches.error}
        onRetry={() => void matches.refetch()}
        emptyText={t('ops_sportsbook.matches_empty')}
        rowId={(row) => row.matchId}
        onRowClick={(row) => navigate(`matches/${row.matchId}`)}
        caption={t('ops_sportsbook.tab_matches')}
        testId="ops-sb-matches"
        toolbar={
          <div className={styles.filters}>
            <Select
              aria-label={t('ops_sportsbook.filter_sport')}
              value={sport}
              onChange={(event) => {
                setSport(event.target.value as SportsbookSport | '');
                setLeagueId('');
                reset();
              }}
              data-testid="ops-sb-filter-sport"
            >
              <option value="">{t('ops_sportsbook.all_sports')}</option>
              {SPORTSBOOK_SPORTS.map((value) => (
                <option key={value} value={value}>
                  {t(`ops_sportsbook.sport_${value}`)}
                </option>
              ))}
            </Select>
            <Select
              aria-label={t('ops_sportsbook.filter_status')}
              value={status}
              onChange={(event) => {
                setStatus(event.target.value as Status | '');
                reset();
              }}
              data-testid="ops-sb-filter-status"
            >
              <option value="">{t('ops_sportsbook.all_statuses')}</option>
              {SPORTSBOOK_MATCH_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {t(`ops_sportsbook.status_${value}`)}
                </option>
              ))}
            </Select>
            <Select
              aria-label={t('ops_sportsbook.filter_league')}
              value={leagueId}
              onChange={(event) => {
                setLeagueId(event.target.value);
                reset();
              }}
              data-testid="ops-sb-filter-league"
            >
              <option value="">{t('ops_sportsbook.all_leagues')}</option>
              {leagues.data?.map((league) => (
                <option key={league.leagueId} value={String(league.leagueId)}>
                  {leagueName(league, i18n.language)}
                </option>
              ))}
            </Select>
            {writable ? (
              <span className={styles.actions}>
                <Button variant="primary" onClick={() => create('match')} data-testid="ops-sb-new-match">
                  <Icon.Plus size={16} />
                  {t('ops_sportsbook.new_match')}
                </Button>
                <Button variant="secondary" onClick={() => create('league')} data-testid="ops-sb-new-league">
                  <Icon.Plus size={16} />
                  {t('ops_sportsbook.new_league')}
                </Button>
              </span>
            ) : null}
          </div>
        }
      />
      <MatchDialog
        key={`match-${opened}`}
        open={creating === 'match'}
        onClose={() => setCreating(null)}
        onCreated={(match) => navigate(`matches/${match.matchId}`)}
      />
      <LeagueDialog key={`league-${opened}`} open={creating === 'league'} onClose={() => setCreating(null)} />
    </Card>
  );
}
