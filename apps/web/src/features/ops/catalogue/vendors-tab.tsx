import type { OpsRotatedCredential, OpsVendorRow } from '@fortuna/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { CopyButton } from '../../../ui/copy-button';
import { Dialog } from '../../../ui/dialog';
import { Field, Input } from '../../../ui/field';
import { ConfirmActionDialog } from '../components/confirm-action-dialog';
import { type OpsSort, OpsTable, opsColumns } from '../components/ops-table';
import styles from './catalogue.module.css';
import { useCatalogueWrites, useVendors } from './catalogue-api';
import { VendorDialog } from './vendor-dialog';

const col = opsColumns<OpsVendorRow>();
const PAGE_SIZE = 20;

/** Vendors: flags, wallet mode, maintenance window and the site's key id; the secret is only ever shown once, after a rotation. */
export function VendorsTab({ writable }: { writable: boolean }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [sort, setSort] = useState<OpsSort>({ sort: 'sort', order: 'asc' });
  const [editing, setEditing] = useState<OpsVendorRow | null>(null);
  const [rotating, setRotating] = useState<OpsVendorRow | null>(null);
  const [rotated, setRotated] = useState<OpsRotatedCredential | null>(null);
  const vendors = useVendors({ search, pageNo, pageSize: PAGE_SIZE, sort: sort.sort, order: sort.order });
  const { rotate } = useCatalogueWrites();
  const columns = useMemo(
    () => [
      col.accessor('code', { header: () => t('ops_catalogue.code') }),
      col.accessor('name', { header: () => t('ops_catalogue.name') }),
      col.accessor('sort', { header: () => t('ops_catalogue.sort') }),
      col.accessor('gameCount', { header: () => t('ops_catalogue.games'), enableSorting: false }),
      col.accessor('walletMode', {
        header: () => t('ops_catalogue.wallet_mode'),
        cell: (info) => t(`ops_catalogue.wallet_${info.getValue()}`),
        enableSorting: false,
      }),
      col.display({
        id: 'state',
        header: () => t('ops_catalogue.flags'),
        cell: (info) => {
          const row = info.row.original;
          return (
            <span className={styles.flags}>
              <Badge tone={row.enabled ? 'success' : 'neutral'}>
                {row.enabled ? t('ops_catalogue.enabled') : t('ops_catalogue.disabled')}
              </Badge>
              {row.isNew ? <Badge tone="info">{t('ops_catalogue.new')}</Badge> : null}
              {row.inMaintenance ? <Badge tone="danger">{t('ops_catalogue.maintenance')}</Badge> : null}
            </span>
          );
        },
      }),
      col.display({
        id: 'window',
        header: () => t('ops_catalogue.maintenance_window'),
        cell: (info) => {
          const row = info.row.original;
          if (!row.maintenanceStartsAt) return '—';
          return `${formatDateTime(row.maintenanceStartsAt)} → ${row.maintenanceEndsAt ? formatDateTime(row.maintenanceEndsAt) : t('ops_catalogue.until_cleared')}`;
        },
      }),
      col.display({
        id: 'credential',
        header: () => t('ops_catalogue.key_id'),
        cell: (info) => <code>{info.row.original.credential?.keyId ?? '—'}</code>,
      }),
      col.display({
        id: 'actions',
        header: () => t('ops_shell.actions'),
        cell: (info) =>
          writable ? (
            <span className={styles.actions}>
              <Button size="sm" variant="ghost" onClick={() => setEditing(info.row.original)} data-testid="ops-vendor-edit">
                {t('ops_shell.edit')}
              </Button>
              {info.row.original.credential ? (
                <Button size="sm" variant="outline" onClick={() => setRotating(info.row.original)} data-testid="ops-vendor-rotate">
                  {t('ops_catalogue.rotate')}
                </Button>
              ) : null}
            </span>
          ) : null,
      }),
    ],
    [t, writable],
  );
  return (
    <>
      <div className={styles.filters}>
        <Field label={t('ops_catalogue.search_vendor')}>
          {({ id }) => (
            <Input
              id={id}
              value={search}
              onChange={(event) => {
                setSearch(event.target.value);
                setPageNo(1);
              }}
            />
          )}
        </Field>
      </div>
      <OpsTable
        columns={columns}
        rows={vendors.data?.rows}
        total={vendors.data?.total}
        pageNo={pageNo}
        pageSize={PAGE_SIZE}
        onPageChange={setPageNo}
        sort={sort}
        onSortChange={setSort}
        loading={vendors.isFetching}
        error={vendors.error}
        onRetry={() => void vendors.refetch()}
        rowId={(row) => row.code}
        caption={t('ops_catalogue.tab_vendors')}
        testId="ops-vendors"
      />
      <VendorDialog vendor={editing} onClose={() => setEditing(null)} />
      <ConfirmActionDialog
        open={rotating !== null}
        title={t('ops_catalogue.rotate')}
        confirmLabel={t('ops_catalogue.rotate')}
        pending={rotate.isPending}
        error={rotate.error}
        onClose={() => {
          setRotating(null);
          rotate.reset();
        }}
        onConfirm={() =>
          rotating &&
          rotate.mutate(rotating.code, {
            onSuccess: (value) => {
              setRotating(null);
              setRotated(value);
            },
          })
        }
        testId="ops-vendor-rotate-confirm"
      >
        {t('ops_catalogue.rotate_text', { vendor: rotating?.name ?? '' })}
      </ConfirmActionDialog>
      <Dialog open={rotated !== null} onClose={() => setRotated(null)} title={t('ops_catalogue.rotated_title')} testId="ops-vendor-secret">
        <div className={styles.form}>
          <p className={styles.note}>{t('ops_catalogue.rotated_text')}</p>
          <Field label={t('ops_catalogue.key_id')}>{() => <code>{rotated?.keyId}</code>}</Field>
          <div className={styles.secret} data-testid="ops-vendor-secret-value">
            {rotated?.secret}
          </div>
          {rotated ? <CopyButton value={rotated.secret} label={t('ops_catalogue.secret')} /> : null}
        </div>
      </Dialog>
    </>
  );
}
