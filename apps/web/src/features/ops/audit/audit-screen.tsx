import { type AuditEntry, auditPageSchema } from '@fortuna/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DateRange, presetRange } from '../../../lib/date-range';
import { formatDateTime } from '../../../lib/format-date';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { DateRangeFilter } from '../../../ui/date-range-filter';
import { Dialog } from '../../../ui/dialog';
import { Field, Input } from '../../../ui/field';
import { PageHeader } from '../../../ui/page-header';
import { opsGet, opsKeys, opsQuery } from '../api/ops-api';
import { type OpsSort, OpsTable, opsColumns } from '../components/ops-table';
import styles from './audit.module.css';

const col = opsColumns<AuditEntry>();
const PAGE_SIZE = 25;
type Filters = { operator: string; action: string; targetType: string; targetId: string };

/** The audit log (owner, risk, auditor): every operator write, newest first, searchable by who, what, target and business days. */
export function AuditScreen() {
  const { t } = useTranslation();
  const [range, setRange] = useState<DateRange>(() => presetRange('previous_7_days'));
  const [draft, setDraft] = useState<Filters>({ operator: '', action: '', targetType: '', targetId: '' });
  const [filters, setFilters] = useState<Filters>(draft);
  const [pageNo, setPageNo] = useState(1);
  const [sort, setSort] = useState<OpsSort>({ sort: 'createdAt', order: 'desc' });
  const [open, setOpen] = useState<AuditEntry | null>(null);
  const query = useQuery({
    queryKey: opsKeys.area('audit', range, filters, pageNo, sort.order),
    queryFn: ({ signal }) =>
      opsGet(
        `/ops/audit${opsQuery({ ...filters, from: range.from, to: range.to, pageNo, pageSize: PAGE_SIZE, order: sort.order })}`,
        auditPageSchema,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo(
    () => [
      col.accessor('createdAt', { header: () => t('ops_shell.audit_time'), cell: (info) => formatDateTime(info.getValue()) }),
      col.accessor('operator', {
        header: () => t('ops_shell.audit_operator'),
        cell: (info) => info.getValue() ?? '—',
        enableSorting: false,
      }),
      col.accessor('action', {
        header: () => t('ops_shell.audit_action'),
        enableSorting: false,
        cell: (info) => <code>{info.getValue()}</code>,
      }),
      col.display({
        id: 'target',
        header: () => t('ops_shell.audit_target'),
        cell: (info) =>
          info.row.original.targetType
            ? `${info.row.original.targetType} #${info.row.original.targetId ?? ''}`
            : (info.row.original.targetId ?? '—'),
      }),
      col.accessor('outcome', {
        header: () => t('ops_shell.audit_outcome'),
        enableSorting: false,
        cell: (info) => <Badge tone={info.getValue() === 'ok' ? 'success' : 'danger'}>{info.getValue()}</Badge>,
      }),
      col.accessor('ip', { header: () => t('ops_shell.audit_ip'), enableSorting: false }),
      col.display({
        id: 'details',
        header: () => t('ops_shell.audit_changes'),
        cell: (info) => (
          <Button size="sm" variant="ghost" onClick={() => setOpen(info.row.original)} data-testid="ops-audit-open">
            {t('ops_shell.audit_view')}
          </Button>
        ),
      }),
    ],
    [t],
  );
  const field = (name: keyof Filters, label: string) => (
    <Field label={label}>
      {({ id }) => (
        <Input
          id={id}
          value={draft[name]}
          onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
          data-testid={`ops-audit-${name}`}
        />
      )}
    </Field>
  );
  return (
    <>
      <PageHeader title={t('ops_shell.section_audit')} subtitle={t('ops_shell.audit_lead')} icon="Shield" />
      <Card className={styles.card}>
        <form
          className={styles.filters}
          onSubmit={(event) => {
            event.preventDefault();
            setFilters(draft);
            setPageNo(1);
          }}
        >
          {field('operator', t('ops_shell.audit_operator'))}
          {field('action', t('ops_shell.audit_action'))}
          {field('targetType', t('ops_shell.audit_target_type'))}
          {field('targetId', t('ops_shell.audit_target_id'))}
          <Button type="submit" variant="primary" data-testid="ops-audit-search">
            {t('ops_shell.search')}
          </Button>
        </form>
        <DateRangeFilter
          value={range}
          onChange={(next) => {
            setRange(next);
            setPageNo(1);
          }}
          presets={['today', 'previous_7_days', 'previous_30_days']}
          testId="ops-audit-range"
        />
        <OpsTable
          columns={columns}
          rows={query.data?.rows}
          total={query.data?.total}
          pageNo={pageNo}
          pageSize={PAGE_SIZE}
          onPageChange={setPageNo}
          sort={sort}
          onSortChange={(next) => {
            setSort({ sort: 'createdAt', order: next.order });
            setPageNo(1);
          }}
          loading={query.isFetching}
          error={query.error}
          onRetry={() => void query.refetch()}
          rowId={(row) => String(row.id)}
          caption={t('ops_shell.section_audit')}
          testId="ops-audit"
        />
      </Card>
      <Dialog
        open={open !== null}
        onClose={() => setOpen(null)}
        title={open ? `${open.action} · ${formatDateTime(open.createdAt)}` : ''}
        size="lg"
        testId="ops-audit-dialog"
      >
        {open ? (
          <div className={styles.changes}>
            <section>
              <h3>{t('ops_shell.audit_before')}</h3>
              <pre data-testid="ops-audit-before">{open.before === null ? '—' : JSON.stringify(open.before, null, 2)}</pre>
            </section>
            <section>
              <h3>{t('ops_shell.audit_after')}</h3>
              <pre data-testid="ops-audit-after">{open.after === null ? '—' : JSON.stringify(open.after, null, 2)}</pre>
            </section>
          </div>
        ) : null}
      </Dialog>
    </>
  );
}
