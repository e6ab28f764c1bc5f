import { MEMBER_STATUSES, type MemberSearchRow } from '@fortuna/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { formatDateTime } from '../../../lib/format-date';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Field, Input } from '../../../ui/field';
import { Select } from '../../../ui/select';
import { type OpsSort, OpsTable, opsColumns } from '../components/ops-table';
import { MemberStatusBadge } from './member-status-badge';
import styles from './members.module.css';
import { type MemberSearchParams, useMemberSearch } from './members-api';

const col = opsColumns<MemberSearchRow>();
const PAGE_SIZE = 20;
const FILTERS = ['username', 'mobile', 'email', 'ip', 'agent'] as const;
type Filter = (typeof FILTERS)[number];
type Draft = Record<Filter | 'status', string>;

/** The member search: filters (prefixes, exact address and agent, status) kept in the address bar, a server-paged, sortable table. */
export function MemberSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const read = (key: string) => params.get(key) ?? '';
  const [draft, setDraft] = useState<Draft>(() => ({
    username: read('username'),
    mobile: read('mobile'),
    email: read('email'),
    ip: read('ip'),
    agent: read('agent'),
    status: read('status'),
  }));
  const pageNo = Number(params.get('pageNo') ?? 1) || 1;
  const sort: OpsSort = { sort: params.get('sort') ?? 'id', order: params.get('order') === 'asc' ? 'asc' : 'desc' };
  const query: MemberSearchParams = {
    ...Object.fromEntries([...FILTERS, 'status'].map((key) => [key, read(key) || undefined])),
    pageNo,
    pageSize: PAGE_SIZE,
    sort: sort.sort,
    order: sort.order,
  };
  const search = useMemberSearch(query);
  const update = (next: Record<string, string | number | undefined>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value === undefined || value === '') merged.delete(key);
      else merged.set(key, String(value));
    }
    setParams(merged, { replace: true });
  };
  const columns = useMemo(
    () => [
      col.accessor('id', { header: () => 'ID' }),
      col.accessor('username', { header: () => t('ops_members.col_username') }),
      col.accessor('status', {
        header: () => t('ops_members.col_status'),
        enableSorting: false,
        cell: (info) => <MemberStatusBadge status={info.getValue()} />,
      }),
      col.accessor('agent', { header: () => t('ops_members.col_agent'), enableSorting: false, cell: (info) => info.getValue() ?? '—' }),
      col.accessor('mobile', {
        header: () => t('ops_members.col_mobile'),
        enableSorting: false,
        cell: (info) => <span className={styles.money}>{info.getValue() ?? '—'}</span>,
      }),
      col.accessor('email', { header: () => t('ops_members.col_email'), enableSorting: false, cell: (info) => info.getValue() ?? '—' }),
      col.accessor('mainBalance', {
        header: () => t('ops_members.col_balance'),
        enableSorting: false,
        cell: (info) => <span className={styles.money}>{info.getValue()}</span>,
      }),
      col.accessor('lastLoginAt', {
        header: () => t('ops_members.col_last_login'),
        cell: (info) => (info.getValue() ? formatDateTime(info.getValue() as string) : '—'),
      }),
      col.accessor('lastLoginIp', {
        header: () => t('ops_members.col_last_ip'),
        enableSorting: false,
        cell: (info) => info.getValue() ?? '—',
      }),
    ],
    [t],
  );
  const label: Record<Filter, string> = {
    username: t('ops_members.filter_username'),
    mobile: t('ops_members.filter_mobile'),
    email: t('ops_members.filter_email'),
    ip: t('ops_members.filter_ip'),
    agent: t('ops_members.filter_agent'),
  };
  return (
    <Card className={styles.card}>
      <form
        className={styles.filters}
        onSubmit={(event) => {
          event.preventDefault();
          update({ ...draft, pageNo: undefined });
        }}
      >
        {FILTERS.map((name) => (
          <Field key={name} label={label[name]}>
            {({ id }) => (
              <Input
                id={id}
                value={draft[name]}
                inputMode={name === 'mobile' ? 'numeric' : undefined}
                onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
                data-testid={`ops-members-filter-${name}`}
              />
            )}
          </Field>
        ))}
        <Field label={t('ops_members.filter_status')}>
          {({ id }) => (
            <Select
              id={id}
              value={draft.status}
              onChange={(event) => setDraft({ ...draft, status: event.target.value })}
              data-testid="ops-members-filter-status"
            >
              <option value="">{t('ops_members.status_any')}</option>
              {MEMBER_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`ops_members.status_${status}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <div className={styles.formButtons}>
          <Button type="submit" variant="primary" data-testid="ops-members-search">
            {t('ops_members.search')}
          </Button>
          <Button
            onClick={() => {
              const empty = { username: '', mobile: '', email: '', ip: '', agent: '', status: '' };
              setDraft(empty);
              update({ ...empty, pageNo: undefined });
            }}
          >
            {t('ops_members.clear')}
          </Button>
        </div>
      </form>
      <p className={styles.hint}>{t('ops_members.prefix_hint')}</p>
      <OpsTable
        columns={columns}
        rows={search.data?.rows}
        total={search.data?.total}
        pageNo={pageNo}
        pageSize={PAGE_SIZE}
        onPageChange={(next) => update({ pageNo: next })}
        sort={sort}
        onSortChange={(next) => update({ sort: next.sort, order: next.order, pageNo: undefined })}
        loading={search.isFetching}
        error={search.error}
        onRetry={() => void search.refetch()}
        rowId={(row) => String(row.id)}
        onRowClick={(row) => navigate(`/backoffice/members/${row.id}`)}
        caption={t('ops_members.title')}
        emptyText={t('ops_members.empty')}
        testId="ops-members"
        toolbar={search.data?.totalCapped ? <span className={styles.hint}>{t('ops_members.total_capped')}</span> : null}
      />
    </Card>
  );
}
