import { OPERATOR_ROLES, type OperatorRow } from '@fortuna/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Icon } from '../../../ui/icons';
import { PageHeader } from '../../../ui/page-header';
import { useToast } from '../../../ui/toast';
import { can, useOpsMe } from '../api/ops-api';
import { OpsTable, opsColumns } from '../components/ops-table';
import { CreateOperatorDialog } from './create-operator-dialog';
import { EditOperatorDialog } from './edit-operator-dialog';
import styles from './operators.module.css';
import { useOperators } from './operators-api';
import { SecurityCard } from './security-card';

const col = opsColumns<OperatorRow>();

/** Operators and roles (owner): the list, a new operator, a role or status change, a two-factor reset; the back office's security. */
export function OperatorsScreen() {
  const { t } = useTranslation();
  const me = useOpsMe();
  const operators = useOperators();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<OperatorRow | null>(null);
  const toast = useToast();
  const writable = can(me.data, 'operators.write');
  const columns = useMemo(
    () => [
      col.accessor('username', { header: () => t('ops_shell.operator_username'), enableSorting: false }),
      col.accessor('role', {
        header: () => t('ops_shell.operator_role'),
        cell: (info) => t(`ops_shell.role_${info.getValue()}`),
        enableSorting: false,
      }),
      col.accessor('status', {
        header: () => t('ops_shell.operator_status'),
        cell: (info) => (
          <Badge tone={info.getValue() === 'active' ? 'success' : 'neutral'}>{t(`ops_shell.status_${info.getValue()}`)}</Badge>
        ),
        enableSorting: false,
      }),
      col.accessor('totpEnabled', {
        header: () => t('ops_shell.operator_totp'),
        cell: (info) => (info.getValue() ? t('ops_shell.totp_on') : t('ops_shell.totp_off')),
        enableSorting: false,
      }),
      col.accessor('lastLoginAt', {
        header: () => t('ops_shell.operator_last_login'),
        cell: (info) => (info.getValue() ? `${formatDateTime(info.getValue() as string)} · ${info.row.original.lastLoginIp ?? ''}` : '—'),
        enableSorting: false,
      }),
      col.display({
        id: 'actions',
        header: () => t('ops_shell.actions'),
        cell: (info) =>
          writable ? (
            <Button size="sm" variant="ghost" onClick={() => setEditing(info.row.original)} data-testid="ops-operator-edit">
              {t('ops_shell.edit')}
            </Button>
          ) : null,
      }),
    ],
    [t, writable],
  );
  const rows = operators.data;
  return (
    <>
      <PageHeader
        title={t('ops_shell.section_operators')}
        subtitle={t('ops_shell.operators_lead')}
        icon="Key"
        actions={
          writable ? (
            <Button variant="primary" onClick={() => setCreating(true)} data-testid="ops-operator-create">
              <Icon.Plus size={16} />
              {t('ops_shell.operator_new')}
            </Button>
          ) : null
        }
      />
      <Card>
        <OpsTable
          columns={columns}
          rows={rows}
          total={rows?.length}
          pageNo={1}
          pageSize={Math.max(rows?.length ?? 0, 1)}
          onPageChange={() => undefined}
          loading={operators.isPending}
          error={operators.error}
          onRetry={() => void operators.refetch()}
          rowId={(row) => String(row.id)}
          caption={t('ops_shell.section_operators')}
          testId="ops-operators"
        />
      </Card>
      <p className={styles.roles}>
        {OPERATOR_ROLES.map((role) => (
          <span key={role}>
            <strong>{t(`ops_shell.role_${role}`)}</strong> — {t(`ops_shell.role_${role}_text`)}
          </span>
        ))}
      </p>
      {writable ? <SecurityCard /> : null}
      <CreateOperatorDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(row) => {
          setCreating(false);
          toast.show(t('ops_shell.operator_created', { username: row.username }), 'success');
        }}
      />
      <EditOperatorDialog operator={editing} self={me.data?.id ?? 0} onClose={() => setEditing(null)} />
    </>
  );
}
