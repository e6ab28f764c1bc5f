import type {
  BalanceAdjustment,
  LinkedMember,
  memberBetRowSchema,
  memberCashierRowSchema,
  memberLedgerRowSchema,
  memberLoginRowSchema,
} from '@fortuna/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { type DateRange, presetRange } from '../../../lib/date-range';
import { formatDateTime } from '../../../lib/format-date';
import { Badge } from '../../../ui/badge';
import { DateRangeFilter } from '../../../ui/date-range-filter';
import { Tabs } from '../../../ui/tabs';
import { type OpsSort, OpsTable, opsColumns } from '../components/ops-table';
import { MemberBonuses } from '../promotions/member-bonuses';
import { AdjustmentStatusBadge } from './adjustment-status-badge';
import { MemberStatusBadge } from './member-status-badge';
import styles from './members.module.css';
import { useAdjustments, useLinkedMembers, useMemberList } from './members-api';

export type MemberTab = 'ledger' | 'bets' | 'cashier' | 'logins' | 'linked' | 'adjustments' | 'bonuses';
type LedgerRow = z.infer<typeof memberLedgerRowSchema>;
type BetRow = z.infer<typeof memberBetRowSchema>;
type CashierRow = z.infer<typeof memberCashierRowSchema>;
type LoginRow = z.infer<typeof memberLoginRowSchema>;

const PAGE_SIZE = 20;
const money = (value: string) => <span className={styles.money}>{value}</span>;
const when = (value: string | null) => (value ? formatDateTime(value) : '—');

/** The member page's record tabs: each a server-paged table within the merchant's business days. */
export function MemberLists({ memberId, tab }: { memberId: number; tab: MemberTab }) {
  if (tab === 'linked') return <LinkedList memberId={memberId} />;
  if (tab === 'adjustments') return <MemberAdjustments memberId={memberId} />;
  if (tab === 'bonuses') return <MemberBonuses memberId={memberId} />;
  return <RangedList key={tab} memberId={memberId} tab={tab} />;
}

function RangedList({ memberId, tab }: { memberId: number; tab: 'ledger' | 'bets' | 'cashier' | 'logins' }) {
  const { t } = useTranslation();
  const [range, setRange] = useState<DateRange>(() => presetRange('previous_30_days'));
  const [pageNo, setPageNo] = useState(1);
  const [order, setOrder] = useState<OpsSort['order']>('desc');
  const [source, setSource] = useState<'rounds' | 'lottery'>('rounds');
  const [kind, setKind] = useState<'deposits' | 'withdrawals'>('deposits');
  const params = {
    from: range.from,
    to: range.to,
    pageNo,
    pageSize: PAGE_SIZE,
    order,
    ...(tab === 'bets' ? { source } : {}),
    ...(tab === 'cashier' ? { kind } : {}),
  };
  const list = useMemberList(memberId, tab, params);
  const columns = useColumns(tab);
  const sub =
    tab === 'bets' ? (
      <Tabs<'rounds' | 'lottery'>
        items={[
          { id: 'rounds', label: t('ops_members.bets_rounds') },
          { id: 'lottery', label: t('ops_members.bets_lottery') },
        ]}
        value={source}
        onChange={(next) => {
          setSource(next);
          setPageNo(1);
        }}
        label={t('ops_members.tab_bets')}
        idBase="ops-member-bets"
        variant="pills"
        size="sm"
      />
    ) : tab === 'cashier' ? (
      <Tabs<'deposits' | 'withdrawals'>
        items={[
          { id: 'deposits', label: t('ops_members.cashier_deposits') },
          { id: 'withdrawals', label: t('ops_members.cashier_withdrawals') },
        ]}
        value={kind}
        onChange={(next) => {
          setKind(next);
          setPageNo(1);
        }}
        label={t('ops_members.tab_cashier')}
        idBase="ops-member-cashier"
        variant="pills"
        size="sm"
      />
    ) : null;
  return (
    <div className={styles.form}>
      {sub}
      <DateRangeFilter
        value={range}
        onChange={(next) => {
          setRange(next);
          setPageNo(1);
        }}
        presets={['today', 'previous_7_days', 'previous_30_days']}
        testId={`ops-member-${tab}-range`}
      />
      <OpsTable
        columns={columns as never}
        rows={list.data?.rows as never}
        total={list.data?.total}
        pageNo={pageNo}
        pageSize={PAGE_SIZE}
        onPageChange={setPageNo}
        sort={{ sort: 'createdAt', order }}
        onSortChange={(next) => {
          setOrder(next.order);
          setPageNo(1);
        }}
        loading={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        rowId={(row: { id?: string | number; createdAt: string }) => String(row.id ?? row.createdAt)}
        caption={t(`ops_members.tab_${tab}`)}
        testId={`ops-member-${tab}`}
      />
    </div>
  );
}

const ledgerCol = opsColumns<LedgerRow>();
const betCol = opsColumns<BetRow>();
const cashierCol = opsColumns<CashierRow>();
const loginCol = opsColumns<LoginRow>();

function useColumns(tab: 'ledger' | 'bets' | 'cashier' | 'logins') {
  const { t } = useTranslation();
  return useMemo(() => {
    const time = (label: string) => ({ header: () => label, cell: (info: { getValue: () => unknown }) => when(info.getValue() as string) });
    if (tab === 'ledger')
      return [
        ledgerCol.accessor('createdAt', time(t('ops_members.col_time'))),
        ledgerCol.accessor('account', { header: () => t('ops_members.ledger_account'), enableSorting: false }),
        ledgerCol.accessor('kind', { header: () => t('ops_members.ledger_kind'), enableSorting: false }),
        ledgerCol.accessor('reference', { header: () => t('ops_members.ledger_reference'), enableSorting: false }),
        ledgerCol.accessor('amount', {
          header: () => t('ops_members.col_amount'),
          enableSorting: false,
          cell: (info) => money(info.getValue()),
        }),
        ledgerCol.accessor('balanceAfter', {
          header: () => t('ops_members.ledger_balance'),
          enableSorting: false,
          cell: (info) => money(info.getValue()),
        }),
        ledgerCol.accessor('memo', {
          header: () => t('ops_members.ledger_memo'),
          enableSorting: false,
          cell: (info) => info.getValue() ?? '—',
        }),
      ];
    if (tab === 'bets')
      return [
        betCol.accessor('createdAt', time(t('ops_members.col_time'))),
        betCol.accessor('game', { header: () => t('ops_members.bet_game'), enableSorting: false }),
        betCol.accessor('reference', { header: () => t('ops_members.ledger_reference'), enableSorting: false }),
        betCol.accessor('stake', {
          header: () => t('ops_members.bet_stake'),
          enableSorting: false,
          cell: (info) => money(info.getValue()),
        }),
        betCol.accessor('payout', {
          header: () => t('ops_members.bet_payout'),
          enableSorting: false,
          cell: (info) => money(info.getValue()),
        }),
        betCol.accessor('status', { header: () => t('ops_members.col_status'), enableSorting: false }),
        betCol.accessor('settledAt', { ...time(t('ops_members.bet_settled')), enableSorting: false }),
      ];
    if (tab === 'cashier')
      return [
        cashierCol.accessor('createdAt', time(t('ops_members.col_time'))),
        cashierCol.accessor('id', { header: () => 'ID', enableSorting: false }),
        cashierCol.accessor('amount', {
          header: () => t('ops_members.col_amount'),
          enableSorting: false,
          cell: (info) => money(info.getValue()),
        }),
        cashierCol.accessor('status', { header: () => t('ops_members.col_status'), enableSorting: false }),
        cashierCol.accessor('detail', {
          header: () => t('ops_members.cashier_detail'),
          enableSorting: false,
          cell: (info) => info.getValue() ?? '—',
        }),
        cashierCol.accessor('decidedAt', { ...time(t('ops_members.cashier_decided')), enableSorting: false }),
      ];
    return [
      loginCol.accessor('createdAt', time(t('ops_members.col_time'))),
      loginCol.accessor('ip', { header: () => t('ops_members.login_ip'), enableSorting: false, cell: (info) => info.getValue() ?? '—' }),
      loginCol.accessor('device', {
        header: () => t('ops_members.login_device'),
        enableSorting: false,
        cell: (info) => info.getValue() ?? '—',
      }),
      loginCol.accessor('side', { header: () => t('ops_members.login_side'), enableSorting: false }),
      loginCol.accessor('loginType', { header: () => t('ops_members.login_type'), enableSorting: false }),
      loginCol.accessor('state', {
        header: () => t('ops_members.login_state'),
        enableSorting: false,
        cell: (info) => (
          <Badge tone={info.getValue() === 'live' ? 'success' : 'neutral'}>{t(`ops_members.state_${info.getValue()}`)}</Badge>
        ),
      }),
    ];
  }, [t, tab]);
}

const linkedCol = opsColumns<LinkedMember>();

function LinkedList({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const linked = useLinkedMembers(memberId);
  const columns = useMemo(
    () => [
      linkedCol.accessor('username', {
        header: () => t('ops_members.col_username'),
        enableSorting: false,
        cell: (info) => <Link to={`/backoffice/members/${info.row.original.id}`}>{info.getValue()}</Link>,
      }),
      linkedCol.accessor('status', {
        header: () => t('ops_members.col_status'),
        enableSorting: false,
        cell: (info) => <MemberStatusBadge status={info.getValue()} />,
      }),
      linkedCol.accessor('via', {
        header: () => t('ops_members.linked_via'),
        enableSorting: false,
        cell: (info) => t(`ops_members.via_${info.getValue()}`),
      }),
      linkedCol.accessor('value', { header: () => t('ops_members.linked_value'), enableSorting: false }),
    ],
    [t],
  );
  return (
    <div className={styles.form}>
      <p className={styles.hint}>{t('ops_members.linked_lead')}</p>
      <OpsTable
        columns={columns}
        rows={linked.data?.rows}
        total={linked.data?.rows.length}
        pageNo={1}
        pageSize={Math.max(linked.data?.rows.length ?? 1, 1)}
        onPageChange={() => {}}
        loading={linked.isFetching}
        error={linked.error}
        onRetry={() => void linked.refetch()}
        rowId={(row) => `${row.via}:${row.id}`}
        caption={t('ops_members.tab_linked')}
        emptyText={t('ops_members.linked_empty')}
        testId="ops-member-linked"
        toolbar={linked.data?.truncated ? <span className={styles.hint}>{t('ops_members.linked_truncated')}</span> : null}
      />
    </div>
  );
}

const adjustmentCol = opsColumns<BalanceAdjustment>();

function MemberAdjustments({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const list = useAdjustments({ memberId, pageNo, pageSize: PAGE_SIZE });
  const columns = useMemo(
    () => [
      adjustmentCol.accessor('createdAt', {
        header: () => t('ops_members.col_time'),
        enableSorting: false,
        cell: (info) => when(info.getValue()),
      }),
      adjustmentCol.accessor('direction', {
        header: () => t('ops_members.adjust_direction'),
        enableSorting: false,
        cell: (info) => t(`ops_members.adjust_${info.getValue()}`),
      }),
      adjustmentCol.accessor('amount', {
        header: () => t('ops_members.col_amount'),
        enableSorting: false,
        cell: (info) => money(info.getValue()),
      }),
      adjustmentCol.accessor('status', {
        header: () => t('ops_members.col_status'),
        enableSorting: false,
        cell: (info) => <AdjustmentStatusBadge status={info.getValue()} />,
      }),
      adjustmentCol.accessor('reason', { header: () => t('ops_members.adjust_reason'), enableSorting: false }),
      adjustmentCol.accessor('requestedBy', { header: () => t('ops_members.queue_requested_by'), enableSorting: false }),
      adjustmentCol.accessor('decidedBy', {
        header: () => t('ops_members.queue_decided_by'),
        enableSorting: false,
        cell: (info) => info.getValue() ?? '—',
      }),
    ],
    [t],
  );
  return (
    <OpsTable
      columns={columns}
      rows={list.data?.rows}
      total={list.data?.total}
      pageNo={pageNo}
      pageSize={PAGE_SIZE}
      onPageChange={setPageNo}
      loading={list.isFetching}
      error={list.error}
      onRetry={() => void list.refetch()}
      rowId={(row) => String(row.id)}
      caption={t('ops_members.tab_adjustments')}
      testId="ops-member-adjustments"
    />
  );
}
