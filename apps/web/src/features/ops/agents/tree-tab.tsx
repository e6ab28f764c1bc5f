import type { OpsTreeRow } from '@fortuna/shared';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DateRange, PAST_PRESETS, presetRange } from '../../../lib/date-range';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { DateRangeFilter } from '../../../ui/date-range-filter';
import { Field, Input } from '../../../ui/field';
import { type OpsSort, OpsTable, opsColumns } from '../components/ops-table';
import styles from './agents.module.css';
import { useAgentTree } from './agents-api';
import { MoveMemberDialog } from './move-member-dialog';

const col = opsColumns<OpsTreeRow>();
const PAGE_SIZE = 20;
const number = (text: string) => <span className={styles.number}>{text}</span>;

/**
 * The agent tree, one level at a time: the top level, then a member's direct downlines (click a
 * name), with its path above; or every member whose username starts with the search. Team sizes,
 * and the team's deposits, valid bets and GGR over the merchant's business days.
 */
export function TreeTab({
  writable,
  onContracts,
}: {
  writable: boolean;
  onContracts: (agent: { memberId: number; username: string }) => void;
}) {
  const { t } = useTranslation();
  const [range, setRange] = useState<DateRange>(() => presetRange('today'));
  const [parentId, setParentId] = useState<number | undefined>(undefined);
  const [search, setSearch] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [sort, setSort] = useState<OpsSort>({ sort: 'username', order: 'asc' });
  const [moving, setMoving] = useState<OpsTreeRow | null>(null);
  const tree = useAgentTree({
    parentId: search ? undefined : parentId,
    username: search || undefined,
    from: range.from,
    to: range.to,
    pageNo,
    pageSize: PAGE_SIZE,
    sort: sort.sort,
    order: sort.order,
  });
  const open = useCallback((memberId: number | undefined) => {
    setParentId(memberId);
    setSearch('');
    setPageNo(1);
  }, []);
  const columns = useMemo(
    () => [
      col.accessor('username', {
        header: () => t('ops_agents.username'),
        cell: (info) => {
          const row = info.row.original;
          return row.teamSize > 0 ? (
            <button type="button" className={styles.name} onClick={() => open(row.memberId)} data-testid="ops-tree-open">
              {row.username}
            </button>
          ) : (
            row.username
          );
        },
      }),
      col.display({
        id: 'kind',
        header: () => t('ops_agents.kind'),
        cell: (info) => (
          <Badge tone={info.row.original.isAgent ? 'info' : 'neutral'}>
            {info.row.original.isAgent ? t('ops_agents.agent') : t('ops_agents.member')}
          </Badge>
        ),
      }),
      col.display({
        id: 'parent',
        header: () => t('ops_agents.upline'),
        cell: (info) => info.row.original.parent?.username ?? '—',
      }),
      col.accessor('directCount', { header: () => t('ops_agents.direct'), enableSorting: false }),
      col.accessor('teamSize', { header: () => t('ops_agents.team_size') }),
      col.accessor((row) => row.figures.deposits, {
        id: 'deposits',
        header: () => t('ops_agents.deposits'),
        cell: (info) => number(info.getValue()),
      }),
      col.accessor((row) => row.figures.validBet, {
        id: 'validBet',
        header: () => t('ops_agents.valid_bet'),
        cell: (info) => number(info.getValue()),
      }),
      col.accessor((row) => row.figures.ggr, { id: 'ggr', header: () => t('ops_agents.ggr'), cell: (info) => number(info.getValue()) }),
      col.display({
        id: 'actions',
        header: () => t('ops_shell.actions'),
        cell: (info) => {
          const row = info.row.original;
          return (
            <span className={styles.actions}>
              {row.isAgent ? (
                <Button size="sm" variant="ghost" onClick={() => onContracts({ memberId: row.memberId, username: row.username })}>
                  {t('ops_agents.contracts')}
                </Button>
              ) : null}
              {writable ? (
                <Button size="sm" variant="outline" onClick={() => setMoving(row)} data-testid="ops-tree-move">
                  {t('ops_agents.move')}
                </Button>
              ) : null}
            </span>
          );
        },
      }),
    ],
    [t, writable, onContracts, open],
  );
  const path = tree.data?.path ?? [];
  return (
    <>
      <div className={styles.filters}>
        <DateRangeFilter
          value={range}
          onChange={(next) => {
            setRange(next);
            setPageNo(1);
          }}
          presets={PAST_PRESETS}
          testId="ops-tree-range"
        />
        <Field label={t('ops_agents.search')}>
          {({ id }) => (
            <Input
              id={id}
              value={search}
              onChange={(event) => {
                setSearch(event.target.value.trim());
                setPageNo(1);
              }}
              data-testid="ops-tree-search"
            />
          )}
        </Field>
      </div>
      <nav className={styles.path} aria-label={t('ops_agents.path')} data-testid="ops-tree-path">
        <button type="button" className={styles.crumb} onClick={() => open(undefined)}>
          {t('ops_agents.top')}
        </button>
        {search
          ? ['›', t('ops_agents.search_results', { text: search })].map((part) => <span key={part}>{part}</span>)
          : path.map((member) => (
              <span key={member.memberId}>
                {'› '}
                <button type="button" className={styles.crumb} onClick={() => open(member.memberId)}>
                  {member.username}
                </button>
              </span>
            ))}
      </nav>
      <OpsTable
        columns={columns}
        rows={tree.data?.rows}
        total={tree.data?.total}
        pageNo={pageNo}
        pageSize={PAGE_SIZE}
        onPageChange={setPageNo}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          setPageNo(1);
        }}
        loading={tree.isFetching}
        error={tree.error}
        onRetry={() => void tree.refetch()}
        rowId={(row) => String(row.memberId)}
        caption={t('ops_agents.tab_tree')}
        emptyText={t('ops_agents.tree_empty')}
        testId="ops-tree"
      />
      <p className={styles.note}>{t('ops_agents.figures_note')}</p>
      <MoveMemberDialog member={moving} onClose={() => setMoving(null)} />
    </>
  );
}
