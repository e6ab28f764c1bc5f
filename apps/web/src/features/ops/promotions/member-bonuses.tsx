import './promotions-texts';
import { type OpsBonus, opsBonusPageSchema, opsBonusSchema, opsBonusWaiveSchema } from '@fortuna/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';
import { Button } from '../../../ui/button';
import { Field, Textarea } from '../../../ui/field';
import { can, opsGet, opsKeys, opsQuery, opsSend, useOpsMe } from '../api/ops-api';
import { ConfirmActionDialog } from '../components/confirm-action-dialog';
import { OpsTable, opsColumns } from '../components/ops-table';
import { BonusRequirementBadge } from './bonus-requirement-badge';
import styles from './promotions.module.css';

const col = opsColumns<OpsBonus>();
const PAGE_SIZE = 20;

/** `GET /ops/members/:id/bonuses`: the member's bonuses, newest first. */
function useMemberBonuses(memberId: number, pageNo: number) {
  return useQuery({
    queryKey: opsKeys.area('promotions', 'member-bonuses', memberId, pageNo),
    queryFn: ({ signal }) =>
      opsGet(`/ops/members/${memberId}/bonuses${opsQuery({ pageNo, pageSize: PAGE_SIZE })}`, opsBonusPageSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** `POST /ops/bonuses/:id/waive {reason}`. */
function useWaive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => opsSend('POST', `/ops/bonuses/${id}/waive`, { reason }, opsBonusSchema),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: opsKeys.area('promotions') }),
        queryClient.invalidateQueries({ queryKey: opsKeys.area('audit') }),
      ]),
  });
}

/**
 * The member page's bonuses tab: every bonus the member was paid (promotions, VIP, referral, …)
 * with its turnover requirement; an operator with `promotions.review` waives an open requirement
 * with a reason, after confirming (the bonus stays paid; withdrawals are no longer held by it).
 */
export function MemberBonuses({ memberId }: { memberId: number }) {
  const { t, i18n } = useTranslation();
  const me = useOpsMe();
  const reviewer = can(me.data, 'promotions.review');
  const [pageNo, setPageNo] = useState(1);
  const list = useMemberBonuses(memberId, pageNo);
  const waive = useWaive();
  const [target, setTarget] = useState<OpsBonus | null>(null);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const reasonOk = opsBonusWaiveSchema.safeParse({ reason }).success;

  const columns = useMemo(
    () => [
      col.accessor('createdAt', { header: () => t('ops_promotions.col_time'), cell: (info) => formatDateTime(info.getValue()) }),
      col.accessor('title', {
        header: () => t('ops_promotions.col_bonus'),
        cell: (info) => {
          const title = info.getValue();
          return (
            <span>
              {title[i18n.language] || title.en || Object.values(title)[0] || '—'}
              <br />
              <small className={styles.muted}>{t(`ops_promotions.source_${info.row.original.source}`)}</small>
            </span>
          );
        },
        enableSorting: false,
      }),
      col.accessor('amount', {
        header: () => t('ops_promotions.col_amount'),
        cell: (info) => <span className={styles.money}>{info.getValue()}</span>,
        enableSorting: false,
      }),
      col.accessor('requirement', {
        header: () => t('ops_promotions.col_requirement'),
        cell: (info) => {
          const row = info.row.original;
          return (
            <span className={styles.requirementCell}>
              <BonusRequirementBadge bonus={row} />
              {row.closedBy ? <small className={styles.muted}>{t('ops_promotions.closed_by', { who: row.closedBy })}</small> : null}
            </span>
          );
        },
        enableSorting: false,
      }),
      col.display({
        id: 'actions',
        header: () => t('ops_promotions.col_actions'),
        cell: (info) =>
          reviewer && info.row.original.requirement === 'open' ? (
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                setReason('');
                setTried(false);
                waive.reset();
                setTarget(info.row.original);
              }}
              data-testid={`ops-bonus-waive-${info.row.original.id}`}
            >
              {t('ops_promotions.waive')}
            </Button>
          ) : null,
      }),
    ],
    [t, i18n.language, reviewer, waive],
  );

  return (
    <>
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
        caption={t('ops_promotions.member_bonuses')}
        emptyText={t('ops_promotions.member_bonuses_empty')}
        testId="ops-member-bonuses"
      />
      <ConfirmActionDialog
        open={target !== null}
        title={t('ops_promotions.waive_title')}
        confirmLabel={t('ops_promotions.waive')}
        pending={waive.isPending}
        error={waive.error}
        onClose={() => setTarget(null)}
        onConfirm={() => {
          setTried(true);
          if (!target || !reasonOk) return;
          waive.mutate({ id: target.id, reason: reason.trim() }, { onSuccess: () => setTarget(null) });
        }}
        testId="ops-bonus-waive-confirm"
      >
        <p>{target ? t('ops_promotions.waive_text', { amount: target.amount, required: target.turnoverRequired }) : null}</p>
        <Field
          label={t('ops_promotions.waive_reason')}
          required
          hint={t('ops_promotions.waive_reason_hint')}
          error={tried && !reasonOk ? t('ops_promotions.waive_reason_hint') : undefined}
        >
          {({ id, describedBy, invalid }) => (
            <Textarea
              id={id}
              aria-describedby={describedBy}
              invalid={invalid}
              rows={3}
              maxLength={300}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              data-testid="ops-bonus-waive-reason"
            />
          )}
        </Field>
      </ConfirmActionDialog>
    </>
  );
}
