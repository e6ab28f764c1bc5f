import { BANNER_GROUPS, type OpsBannerRow } from '@fortuna/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { Icon } from '../../../ui/icons';
import { Select } from '../../../ui/select';
import { ConfirmActionDialog } from '../components/confirm-action-dialog';
import { type OpsSort, OpsTable, opsColumns } from '../components/ops-table';
import { BannerDialog } from './banner-dialog';
import styles from './catalogue.module.css';
import { useBanners, useCatalogueWrites } from './catalogue-api';

const col = opsColumns<OpsBannerRow>();
const PAGE_SIZE = 20;

/** The merchant's banners: what players see now (enabled and inside the window), new, edit, delete. */
export function BannersTab({ writable }: { writable: boolean }) {
  const { t } = useTranslation();
  const [group, setGroup] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [sort, setSort] = useState<OpsSort>({ sort: 'sort', order: 'asc' });
  const [editing, setEditing] = useState<OpsBannerRow | null>(null);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<OpsBannerRow | null>(null);
  const banners = useBanners({ group, pageNo, pageSize: PAGE_SIZE, sort: sort.sort, order: sort.order });
  const { deleteBanner } = useCatalogueWrites();
  const columns = useMemo(
    () => [
      col.accessor('imageUrl', {
        header: () => t('ops_catalogue.image'),
        cell: (info) => <img className={styles.thumb} src={info.getValue()} alt="" loading="lazy" />,
        enableSorting: false,
      }),
      col.accessor('title', { header: () => t('ops_catalogue.banner_title'), enableSorting: false }),
      col.accessor('groupName', {
        id: 'group',
        header: () => t('ops_catalogue.group'),
        cell: (info) => t(`ops_catalogue.group_${info.getValue()}`),
      }),
      col.accessor('sort', { header: () => t('ops_catalogue.sort') }),
      col.display({
        id: 'state',
        header: () => t('ops_catalogue.flags'),
        cell: (info) => (
          <Badge tone={info.row.original.live ? 'success' : 'neutral'}>
            {info.row.original.live ? t('ops_catalogue.live') : t('ops_catalogue.not_live')}
          </Badge>
        ),
      }),
      col.display({
        id: 'window',
        header: () => t('ops_catalogue.window'),
        cell: (info) => {
          const row = info.row.original;
          if (!row.startsAt && !row.endsAt) return t('ops_catalogue.always');
          return `${row.startsAt ? formatDateTime(row.startsAt) : '…'} → ${row.endsAt ? formatDateTime(row.endsAt) : '…'}`;
        },
      }),
      col.display({
        id: 'actions',
        header: () => t('ops_shell.actions'),
        cell: (info) =>
          writable ? (
            <span className={styles.actions}>
              <Button size="sm" variant="ghost" onClick={() => setEditing(info.row.original)}>
                {t('ops_shell.edit')}
              </Button>
              <Button size="sm" variant="outline" onClick={() => setDeleting(info.row.original)}>
                {t('ops_catalogue.delete')}
              </Button>
            </span>
          ) : null,
      }),
    ],
    [t, writable],
  );
  return (
    <>
      <div className={styles.filters}>
        <Field label={t('ops_catalogue.group')}>
          {({ id }) => (
            <Select
              id={id}
              value={group}
              onChange={(event) => {
                setGroup(event.target.value);
                setPageNo(1);
              }}
            >
              <option value="">{t('ops_catalogue.all')}</option>
              {BANNER_GROUPS.map((value) => (
                <option key={value} value={value}>
                  {t(`ops_catalogue.group_${value}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {writable ? (
          <Button variant="primary" onClick={() => setCreating(true)} data-testid="ops-banner-new">
            <Icon.Plus size={16} />
            {t('ops_catalogue.banner_new')}
          </Button>
        ) : null}
      </div>
      <OpsTable
        columns={columns}
        rows={banners.data?.rows}
        total={banners.data?.total}
        pageNo={pageNo}
        pageSize={PAGE_SIZE}
        onPageChange={setPageNo}
        sort={sort}
        onSortChange={setSort}
        loading={banners.isFetching}
        error={banners.error}
        onRetry={() => void banners.refetch()}
        rowId={(row) => String(row.id)}
        caption={t('ops_catalogue.tab_banners')}
        testId="ops-banners"
      />
      <BannerDialog
        open={creating || editing !== null}
        banner={editing}
        onClose={() => {
          setCreating(false);
          setEditing(null);
        }}
      />
      <ConfirmActionDialog
        open={deleting !== null}
        title={t('ops_catalogue.delete')}
        confirmLabel={t('ops_catalogue.delete')}
        pending={deleteBanner.isPending}
        error={deleteBanner.error}
        onClose={() => {
          setDeleting(null);
          deleteBanner.reset();
        }}
        onConfirm={() => deleting && deleteBanner.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      >
        {t('ops_catalogue.delete_text', { title: deleting?.title ?? '' })}
      </ConfirmActionDialog>
    </>
  );
}
