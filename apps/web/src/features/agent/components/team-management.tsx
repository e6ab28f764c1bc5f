import {
  MEMBER_STATUSES,
  type MemberStatus,
  TEAM_PAGE_SIZE,
  TEAM_SORTS,
  type TeamMember,
  type TeamPathStep,
  type TeamSort,
} from '@fortuna/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { Pagination } from '../../../ui/pagination';
import { Select } from '../../../ui/select';
import { CenteredSpinner } from '../../../ui/spinner';
import { getTeamMembers, type TeamQuery, useTeamMembers } from '../api/get-team-members';
import { OfferDialog, type OfferTarget } from './contracts/offer-dialog';
import { PrizeGroupDialog } from './prize-group-dialog';
import type { CsvColumn } from './reports/csv';
import { ExportButton } from './reports/export-button';
import { TeamBreadcrumb } from './team-breadcrumb';
import styles from './team-management.module.css';
import { TeamSearch } from './team-search';
import { TeamTable } from './team-table';
import { TransferDialog } from './transfer-dialog';

/** The team list's CSV columns ("Export CSV" saves every page of the list on screen). */
const TEAM_CSV = (t: (key: string) => string): CsvColumn<TeamMember>[] => {
  const label = (key: string) => t(`agentCentre.team.${key}`);
  return [
    { header: label('member'), value: (row) => row.username, text: true },
    { header: label('nickname'), value: (row) => row.nickname, text: true },
    { header: label('role'), value: (row) => row.role },
    { header: label('status'), value: (row) => row.status },
    { header: label('balance'), value: (row) => row.balance },
    { header: label('direct_downlines'), value: (row) => row.directCount },
    { header: label('team_size'), value: (row) => row.teamCount },
    { header: label('prize_group'), value: (row) => row.series },
    { header: label('last_login'), value: (row) => row.lastLoginAt },
    { header: label('registered'), value: (row) => row.registeredAt },
  ];
};
/**
 * Team management (spec §2 agent centre, issue #8): the agent's direct downlines, a drill-down
 * through the tree with a breadcrumb back up, a username search over the whole team, a status
 * filter and an order, pages, and the prize group of each direct downline.
 */
export function TeamManagement() {
  const { t } = useTranslation();
  const sortId = useId();
  const statusId = useId();
  const [parentId, setParentId] = useState<number | undefined>(undefined);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<MemberStatus | ''>('');
  const [sort, setSort] = useState<TeamSort>('newest');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<TeamMember | null>(null);
  const [offering, setOffering] = useState<OfferTarget | null>(null);
  const [paying, setPaying] = useState<TeamMember | null>(null);
  // Contracts belong to the agent-policy module (spec §6).
  const { enableContract } = useSession();

  // A search covers the whole team from the top, so it leaves the level being shown.
  const query: TeamQuery = {
    parentId: search ? undefined : parentId,
    username: search || undefined,
    status: status || undefined,
    sort,
    pageNo: page,
    pageSize: TEAM_PAGE_SIZE,
  };
  const team = useTeamMembers(query);
  const data = team.data;

  const openLevel = (memberId: number | undefined) => {
    setSearch('');
    setParentId(memberId);
    setPage(1);
  };
  const openStep = (step: TeamPathStep, index: number) => openLevel(index === 0 ? undefined : step.memberId);
  const lost = team.error instanceof ApiError && team.error.code === 'downline_not_found';
  const parentName = data?.path.at(-1)?.username ?? '';
  const totalPages = data ? Math.ceil(data.total / data.pageSize) : 0;

  return (
    <Card className={styles.team} data-testid="team-management" data-pending={team.isFetching ? 'true' : 'false'}>
      <div className={styles.toolbar}>
        <TeamSearch
          value={search}
          onSearch={(text) => {
            setSearch(text);
            setPage(1);
          }}
        />
        <div className={styles.filter}>
          <label htmlFor={statusId} className={styles.filterLabel}>
            {t('agentCentre.team.status_label')}
          </label>
          <Select
            id={statusId}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as MemberStatus | '');
              setPage(1);
            }}
            data-testid="team-status"
          >
            <option value="">{t('agentCentre.team.all_statuses')}</option>
            {MEMBER_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`agentCentre.team.statuses.${value}`)}
              </option>
            ))}
          </Select>
        </div>
        <div className={styles.filter}>
          <label htmlFor={sortId} className={styles.filterLabel}>
            {t('agentCentre.team.sort_label')}
          </label>
          <Select
            id={sortId}
            value={sort}
            onChange={(event) => {
              setSort(event.target.value as TeamSort);
              setPage(1);
            }}
            data-testid="team-sort"
          >
            {TEAM_SORTS.map((value) => (
              <option key={value} value={value}>
                {t(`agentCentre.team.sorts.${value}`)}
              </option>
            ))}
          </Select>
        </div>
      </div>

      {team.isError ? (
        <div className={styles.state}>
          <ErrorState error={team.error} onRetry={lost ? undefined : () => void team.refetch()} compact />
          {lost ? (
            <Button variant="outline" size="sm" onClick={() => openLevel(undefined)}>
              {t('agentCentre.team.back_to_top')}
            </Button>
          ) : null}
        </div>
      ) : !data ? (
        <CenteredSpinner />
      ) : (
        <>
          <div className={styles.heading}>
            <TeamBreadcrumb path={data.path} search={search} onOpen={openStep} />
            <span className={styles.headingEnd}>
              <span className={styles.total} data-testid="team-total">
                {t('agentCentre.team.total', { count: data.total })}
              </span>
              <ExportButton
                filename={`team_${data.path.at(-1)?.username ?? 'team'}`}
                columns={TEAM_CSV(t)}
                disabled={data.total === 0}
                fetchPage={async (pageNo, pageSize) => {
                  const chunk = await getTeamMembers({ ...query, pageNo, pageSize });
                  return { list: chunk.list, totalPages: Math.ceil(chunk.total / chunk.pageSize) };
                }}
              />
            </span>
          </div>
          {data.list.length === 0 ? (
            search ? (
              <EmptyState
                icon="Search"
                title={t('agentCentre.team.no_match_title')}
                text={t('agentCentre.team.no_match_text', { text: search })}
                compact
              />
            ) : status ? (
              <EmptyState icon="Users" title={t('agentCentre.team.no_status_title')} text={t('agentCentre.team.no_status_text')} compact />
            ) : (
              <EmptyState
                icon="Users"
                title={t('agentCentre.team.empty_title')}
                text={t('agentCentre.team.empty_text', { name: parentName })}
                compact
              />
            )
          ) : (
            <div className={styles.tableWrap}>
              <TeamTable
                rows={data.list}
                searching={Boolean(search)}
                onOpenTeam={(member) => openLevel(member.memberId)}
                onPrizeGroup={setEditing}
                onTransfer={setPaying}
                onContract={enableContract ? (member) => setOffering({ memberId: member.memberId, username: member.username }) : undefined}
              />
            </div>
          )}
          <Pagination page={page} totalPages={totalPages} onChange={setPage} testId="team-pagination" />
        </>
      )}
      <PrizeGroupDialog member={editing} onClose={() => setEditing(null)} />
      <TransferDialog member={paying} onClose={() => setPaying(null)} />
      <OfferDialog open={offering !== null} target={offering} onClose={() => setOffering(null)} />
    </Card>
  );
}
