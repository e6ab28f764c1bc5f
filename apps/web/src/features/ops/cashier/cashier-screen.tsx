import { DEPOSIT_STATUSES, WITHDRAWAL_STATUSES } from '@fortuna/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useErrorMessage } from '../../../lib/error-message';
import { formMessage, useFormText } from '../../../lib/form-rules';
import { formatDateTime } from '../../../lib/format-date';
import { groupThousands } from '../../../lib/format-money';
import { Badge, type BadgeTone } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Cell, DataTable, HeadCell } from '../../../ui/data-table';
import { Dialog } from '../../../ui/dialog';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { Field, FormAlert, Textarea } from '../../../ui/field';
import { Icon } from '../../../ui/icons';
import { Select } from '../../../ui/select';
import { CenteredSpinner } from '../../../ui/spinner';
import { TabPanel, Tabs } from '../../../ui/tabs';
import { useToast } from '../../../ui/toast';
import {
  type Decision,
  decide,
  type OpsDeposit,
  type OpsWithdrawal,
  opsQueryKey,
  QUEUE_PAGE_SIZE,
  QUEUE_REFRESH_MS,
  type QueueKind,
  useOpsQueue,
} from '../api/ops-queues';
import styles from '../components/backoffice.module.css';
import { useOpsSession } from '../ops-session';

/** The cashier (/backoffice/cashier): the deposit and withdrawal queues, refreshed every 10 s, each decision behind a confirmation. */
export function CashierScreen() {
  const session = useOpsSession();
  return session ? <Queues token={session.token} /> : null;
}

const STATUS_OPTIONS: Record<QueueKind, readonly string[]> = { deposits: DEPOSIT_STATUSES, withdrawals: WITHDRAWAL_STATUSES };
const STATUS_TONE: Record<string, BadgeTone> = {
  PENDING: 'warning',
  CREDITED: 'success',
  FAILED: 'danger',
  PAID: 'info',
  REJECTED: 'danger',
  RECEIVED: 'success',
  PARTIAL: 'warning',
  NOT_RECEIVED: 'danger',
  AUTO_RECEIVED: 'success',
};

type Pending = { kind: QueueKind; decision: Decision; item: OpsDeposit | OpsWithdrawal };

function Queues({ token }: { token: string }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<QueueKind>('deposits');
  const [status, setStatus] = useState<Record<QueueKind, string>>({ deposits: 'PENDING', withdrawals: 'PENDING' });
  const [page, setPage] = useState<Record<QueueKind, number>>({ deposits: 1, withdrawals: 1 });
  const [pending, setPending] = useState<Pending | null>(null);
  return (
    <Card>
      <Tabs
        items={[
          { id: 'deposits', label: t('ops.tab_deposits'), icon: <Icon.Plus size={16} /> },
          { id: 'withdrawals', label: t('ops.tab_withdrawals'), icon: <Icon.Cash size={16} /> },
        ]}
        value={tab}
        onChange={setTab}
        label={t('ops.queues')}
        idBase="ops"
        variant="pills"
        className={styles.tabs}
      />
      <TabPanel idBase="ops" id={tab}>
        <Queue
          key={tab}
          kind={tab}
          status={status[tab]}
          page={page[tab]}
          onStatus={(value) => {
            setStatus((all) => ({ ...all, [tab]: value }));
            setPage((all) => ({ ...all, [tab]: 1 }));
          }}
          onPage={(value) => setPage((all) => ({ ...all, [tab]: value }))}
          onDecide={(decision, item) => setPending({ kind: tab, decision, item })}
        />
      </TabPanel>
      <DecisionDialog token={token} pending={pending} onClose={() => setPending(null)} />
    </Card>
  );
}

type QueueProps = {
  kind: QueueKind;
  status: string;
  page: number;
  onStatus: (status: string) => void;
  onPage: (page: number) => void;
  onDecide: (decision: Decision, item: OpsDeposit | OpsWithdrawal) => void;
};

function Queue({ kind, status, page, onStatus, onPage, onDecide }: QueueProps) {
  const { t } = useTranslation();
  const queue = useOpsQueue(kind, status, page);
  const rows = queue.data ?? [];
  const updated = queue.dataUpdatedAt ? formatDateTime(new Date(queue.dataUpdatedAt).toISOString()).slice(11) : '';
  return (
    <>
      <div className={styles.toolbar}>
        <Field label={t('ops.status')}>
          {({ id }) => (
            <Select id={id} value={status} onChange={(event) => onStatus(event.target.value)} data-testid="ops-status">
              <option value="">{t('ops.all_statuses')}</option>
              {STATUS_OPTIONS[kind].map((value) => (
                <option key={value} value={value}>
                  {t(`ops.status_${value}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <div className={styles.refresh}>
          <span className={styles.muted} data-testid="ops-updated">
            {t('ops.auto_refresh', { seconds: QUEUE_REFRESH_MS / 1000, time: updated })}
          </span>
          <Button variant="outline" size="sm" onClick={() => void queue.refetch()} disabled={queue.isFetching} data-testid="ops-refresh">
            <Icon.Refresh size={16} />
            {t('wallet.refresh')}
          </Button>
        </div>
      </div>
      {queue.isError && !queue.data ? (
        <ErrorState error={queue.error} onRetry={() => void queue.refetch()} compact />
      ) : !queue.data ? (
        <CenteredSpinner />
      ) : rows.length === 0 ? (
        <EmptyState icon="Inbox" title={t('ops.empty')} compact />
      ) : kind === 'deposits' ? (
        <DepositTable rows={rows as OpsDeposit[]} onDecide={onDecide} />
      ) : (
        <WithdrawalTable rows={rows as OpsWithdrawal[]} onDecide={onDecide} />
      )}
      {page > 1 || rows.length === QUEUE_PAGE_SIZE ? (
        <div className={styles.pager}>
          <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            <Icon.ChevronLeft size={16} />
            {t('common.previous')}
          </Button>
          <span className={styles.muted}>{t('common.page_n', { page })}</span>
          <Button size="sm" variant="secondary" disabled={rows.length < QUEUE_PAGE_SIZE} onClick={() => onPage(page + 1)}>
            {t('common.next')}
            <Icon.ChevronRight size={16} />
          </Button>
        </div>
      ) : null}
    </>
  );
}

function StatusCell({ status }: { status: string }) {
  const { t } = useTranslation();
  return <Badge tone={STATUS_TONE[status] ?? 'neutral'}>{t(`ops.status_${status}`, { defaultValue: status })}</Badge>;
}

function DepositTable({ rows, onDecide }: { rows: OpsDeposit[]; onDecide: QueueProps['onDecide'] }) {
  const { t } = useTranslation();
  return (
    <DataTable
      caption={t('ops.tab_deposits')}
      testId="ops-deposits"
      head={
        <>
          <HeadCell>{t('ops.id')}</HeadCell>
          <HeadCell>{t('ops.member')}</HeadCell>
          <HeadCell>{t('cashier.channel')}</HeadCell>
          <HeadCell numeric>{t('wallet.amount')}</HeadCell>
          <HeadCell>{t('cashier.payer_reference')}</HeadCell>
          <HeadCell>{t('cashier.status')}</HeadCell>
          <HeadCell>{t('wallet.time')}</HeadCell>
          <HeadCell>{t('ops.actions')}</HeadCell>
        </>
      }
    >
      {rows.map((row) => (
        <tr key={row.id} data-testid="ops-deposit-row" data-id={row.id} data-username={row.username}>
          <Cell label={t('ops.id')}>{row.id}</Cell>
          <Cell label={t('ops.member')} className={styles.strong}>
            {row.username}
          </Cell>
          <Cell label={t('cashier.channel')}>{row.channel}</Cell>
          <Cell label={t('wallet.amount')} numeric className={styles.strong}>
            {groupThousands(row.amount)}
          </Cell>
          <Cell label={t('cashier.payer_reference')}>{row.payerReference ?? '—'}</Cell>
          <Cell label={t('cashier.status')}>
            <StatusCell status={row.status} />
            {row.failReason ? <span className={styles.reason}>{row.failReason}</span> : null}
          </Cell>
          <Cell label={t('wallet.time')} className={styles.time}>
            {formatDateTime(row.createdAt)}
          </Cell>
          <Cell label={t('ops.actions')}>
            {row.status === 'PENDING' ? (
              <div className={styles.actions}>
                <Button size="sm" variant="primary" onClick={() => onDecide('confirm', row)} data-testid="ops-confirm">
                  {t('ops.confirm')}
                </Button>
                <Button size="sm" variant="secondary" onClick={() => onDecide('fail', row)} data-testid="ops-fail">
                  {t('ops.fail')}
                </Button>
              </div>
            ) : (
              <span className={styles.muted}>—</span>
            )}
          </Cell>
        </tr>
      ))}
    </DataTable>
  );
}

function WithdrawalTable({ rows, onDecide }: { rows: OpsWithdrawal[]; onDecide: QueueProps['onDecide'] }) {
  const { t } = useTranslation();
  return (
    <DataTable
      caption={t('ops.tab_withdrawals')}
      testId="ops-withdrawals"
      head={
        <>
          <HeadCell>{t('ops.id')}</HeadCell>
          <HeadCell>{t('ops.member')}</HeadCell>
          <HeadCell>{t('cashier.payee_name')}</HeadCell>
          <HeadCell>{t('cashier.bank_account')}</HeadCell>
          <HeadCell numeric>{t('wallet.amount')}</HeadCell>
          <HeadCell>{t('cashier.status')}</HeadCell>
          <HeadCell>{t('wallet.time')}</HeadCell>
          <HeadCell>{t('ops.actions')}</HeadCell>
        </>
      }
    >
      {rows.map((row) => (
        <tr key={row.id} data-testid="ops-withdrawal-row" data-id={row.id} data-username={row.username}>
          <Cell label={t('ops.id')}>{row.id}</Cell>
          <Cell label={t('ops.member')} className={styles.strong}>
            {row.username}
          </Cell>
          <Cell label={t('cashier.payee_name')}>{row.payeeName}</Cell>
          <Cell label={t('cashier.bank_account')}>
            {row.bankName} {row.accountNumber}
          </Cell>
          <Cell label={t('wallet.amount')} numeric className={styles.strong}>
            {groupThousands(row.amount)}
          </Cell>
          <Cell label={t('cashier.status')}>
            <StatusCell status={row.status} />
            {row.rejectReason ? <span className={styles.reason}>{row.rejectReason}</span> : null}
          </Cell>
          <Cell label={t('wallet.time')} className={styles.time}>
            {formatDateTime(row.createdAt)}
          </Cell>
          <Cell label={t('ops.actions')}>
            {row.status === 'PENDING' ? (
              <div className={styles.actions}>
                <Button size="sm" variant="primary" onClick={() => onDecide('approve', row)} data-testid="ops-approve">
                  {t('ops.approve')}
                </Button>
                <Button size="sm" variant="secondary" onClick={() => onDecide('reject', row)} data-testid="ops-reject">
                  {t('ops.reject')}
                </Button>
              </div>
            ) : (
              <span className={styles.muted}>—</span>
            )}
          </Cell>
        </tr>
      ))}
    </DataTable>
  );
}

const reasonSchema = z.object({ reason: z.string() });

/** Asks before a decision; failing a deposit or rejecting a withdrawal needs the reason the member will read. */
function DecisionDialog({ token, pending, onClose }: { token: string; pending: Pending | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={pending !== null}
      onClose={onClose}
      title={pending ? t(`ops.title_${pending.decision}`, { id: pending.item.id }) : ''}
      size="sm"
      testId="ops-decision"
    >
      {pending ? (
        <DecisionForm key={`${pending.kind}-${pending.item.id}-${pending.decision}`} token={token} pending={pending} onDone={onClose} />
      ) : null}
    </Dialog>
  );
}

function DecisionForm({ token, pending, onDone }: { token: string; pending: Pending; onDone: () => void }) {
  const { t } = useTranslation();
  const formText = useFormText();
  const errorText = useErrorMessage();
  const toast = useToast();
  const queryClient = useQueryClient();
  const needsReason = pending.decision === 'fail' || pending.decision === 'reject';
  const [formError, setFormError] = useState<string | null>(null);
  const schema = reasonSchema.superRefine((v, ctx) => {
    if (needsReason && !v.reason.trim()) ctx.addIssue({ code: 'custom', path: ['reason'], message: formMessage('form.required') });
  });
  const { register, handleSubmit, formState } = useForm({ resolver: zodResolver(schema), defaultValues: { reason: '' } });
  const { item } = pending;
  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await decide(token, pending.kind, item.id, pending.decision, needsReason ? values.reason.trim() : undefined);
      toast.show(t(`ops.done_${pending.decision}`, { id: item.id }), 'success');
      await queryClient.invalidateQueries({ queryKey: opsQueryKey });
      onDone();
    } catch (error) {
      setFormError(errorText(error));
      void queryClient.invalidateQueries({ queryKey: opsQueryKey });
    }
  });
  return (
    <form className={styles.form} noValidate onSubmit={submit} data-testid="ops-decision-form">
      <dl className={styles.summary}>
        <div>
          <dt>{t('ops.member')}</dt>
          <dd>{item.username}</dd>
        </div>
        <div>
          <dt>{t('wallet.amount')}</dt>
          <dd className={styles.strong}>{groupThousands(item.amount)}</dd>
        </div>
        {'channel' in item ? (
          <div>
            <dt>{t('cashier.channel')}</dt>
            <dd>{item.channel}</dd>
          </div>
        ) : (
          <div>
            <dt>{t('cashier.bank_account')}</dt>
            <dd>
              {item.bankName} {item.accountNumber} · {item.payeeName}
            </dd>
          </div>
        )}
      </dl>
      <p className={styles.muted}>{t(`ops.text_${pending.decision}`)}</p>
      {formError ? <FormAlert testId="ops-decision-error">{formError}</FormAlert> : null}
      {needsReason ? (
        <Field label={t('ops.reason')} required error={formText(formState.errors.reason?.message)} hint={t('ops.reason_hint')}>
          {({ id, describedBy, invalid }) => (
            <Textarea
              id={id}
              maxLength={200}
              aria-describedby={describedBy}
              invalid={invalid}
              data-testid="ops-reason"
              {...register('reason')}
            />
          )}
        </Field>
      ) : null}
      <div className={styles.dialogActions}>
        <Button variant="secondary" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button
          type="submit"
          variant={needsReason ? 'secondary' : 'primary'}
          className={needsReason ? styles.danger : undefined}
          disabled={formState.isSubmitting}
          data-testid="ops-decision-submit"
        >
          {t(`ops.${pending.decision}`)}
        </Button>
      </div>
    </form>
  );
}
