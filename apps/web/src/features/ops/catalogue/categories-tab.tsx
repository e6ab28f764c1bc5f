import type { OpsCategoryRow } from '@fortuna/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Field, FormAlert, Input } from '../../../ui/field';
import { type OpsSort, OpsTable, opsColumns } from '../components/ops-table';
import styles from './catalogue.module.css';
import { useCatalogueWrites, useCategories } from './catalogue-api';

const col = opsColumns<OpsCategoryRow>();
const PAGE_SIZE = 20;

/** Categories of the top navigation: their order and whether they show. */
export function CategoriesTab({ writable }: { writable: boolean }) {
  const { t, i18n } = useTranslation();
  const errorMessage = useErrorMessage();
  const [pageNo, setPageNo] = useState(1);
  const [sort, setSort] = useState<OpsSort>({ sort: 'sort', order: 'asc' });
  const [editing, setEditing] = useState<OpsCategoryRow | null>(null);
  const [order, setOrder] = useState('0');
  const [enabled, setEnabled] = useState(true);
  const categories = useCategories({ pageNo, pageSize: PAGE_SIZE, sort: sort.sort, order: sort.order });
  const { category } = useCatalogueWrites();
  const columns = useMemo(
    () => [
      col.accessor('code', { header: () => t('ops_catalogue.code') }),
      col.accessor('title', {
        header: () => t('ops_catalogue.name'),
        cell: (info) => info.getValue()[i18n.language] ?? info.getValue().en ?? info.row.original.code,
        enableSorting: false,
      }),
      col.accessor('sort', { header: () => t('ops_catalogue.sort') }),
      col.accessor('vendorCount', { header: () => t('ops_catalogue.vendors'), enableSorting: false }),
      col.accessor('gameCount', { header: () => t('ops_catalogue.games'), enableSorting: false }),
      col.accessor('enabled', {
        header: () => t('ops_catalogue.flags'),
        cell: (info) => (
          <Badge tone={info.getValue() ? 'success' : 'neutral'}>
            {info.getValue() ? t('ops_catalogue.enabled') : t('ops_catalogue.disabled')}
          </Badge>
        ),
        enableSorting: false,
      }),
      col.display({
        id: 'actions',
        header: () => t('ops_shell.actions'),
        cell: (info) =>
          writable ? (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => {
                setEditing(info.row.original);
                setOrder(String(info.row.original.sort));
                setEnabled(info.row.original.enabled);
                category.reset();
              }}
            >
              {t('ops_shell.edit')}
            </Button>
          ) : null,
      }),
    ],
    [t, i18n.language, writable, category.reset],
  );
  return (
    <>
      <OpsTable
        columns={columns}
        rows={categories.data?.rows}
        total={categories.data?.total}
        pageNo={pageNo}
        pageSize={PAGE_SIZE}
        onPageChange={setPageNo}
        sort={sort}
        onSortChange={setSort}
        loading={categories.isFetching}
        error={categories.error}
        onRetry={() => void categories.refetch()}
        rowId={(row) => row.code}
        caption={t('ops_catalogue.tab_categories')}
        testId="ops-categories"
      />
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={t('ops_catalogue.category_edit', { code: editing?.code ?? '' })}
      >
        <div className={styles.form}>
          {category.error ? <FormAlert>{errorMessage(category.error)}</FormAlert> : null}
          <label className={styles.check}>
            <input type="checkbox" checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />
            {t('ops_catalogue.enabled')}
          </label>
          <Field label={t('ops_catalogue.sort')}>
            {({ id }) => <Input id={id} type="number" min={0} value={order} onChange={(event) => setOrder(event.target.value)} />}
          </Field>
          <Button
            variant="primary"
            disabled={category.isPending || !/^\d{1,7}$/.test(order)}
            onClick={() =>
              editing && category.mutate({ code: editing.code, sort: Number(order), enabled }, { onSuccess: () => setEditing(null) })
            }
          >
            {t('ops_shell.save')}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
