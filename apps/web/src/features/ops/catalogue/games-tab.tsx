import type { OpsGameRow } from '@fortuna/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Field, Input } from '../../../ui/field';
import { Select } from '../../../ui/select';
import { useToast } from '../../../ui/toast';
import { ConfirmActionDialog } from '../components/confirm-action-dialog';
import { type OpsSort, OpsTable, opsColumns } from '../components/ops-table';
import styles from './catalogue.module.css';
import { useCatalogueWrites, useGames, useVendors } from './catalogue-api';
import { GameDialog } from './game-dialog';

const col = opsColumns<OpsGameRow>();
const PAGE_SIZE = 20;

/** Games: filtered and paged by the server; enable, hot, new and order in a dialog, maintenance on and off after a confirmation. */
export function GamesTab({ writable }: { writable: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [search, setSearch] = useState('');
  const [vendor, setVendor] = useState('');
  const [maintenance, setMaintenance] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [sort, setSort] = useState<OpsSort>({ sort: 'sort', order: 'asc' });
  const [editing, setEditing] = useState<OpsGameRow | null>(null);
  const [switching, setSwitching] = useState<OpsGameRow | null>(null);
  const games = useGames({ search, vendor, maintenance, pageNo, pageSize: PAGE_SIZE, sort: sort.sort, order: sort.order });
  const vendors = useVendors({ pageNo: 1, pageSize: 200, sort: 'sort', order: 'asc' });
  const { game } = useCatalogueWrites();
  const columns = useMemo(
    () => [
      col.accessor('id', { header: () => t('ops_catalogue.id') }),
      col.accessor('name', {
        header: () => t('ops_catalogue.game_name'),
        cell: (info) => (
          <span>
            <strong>{info.getValue()}</strong>
            <br />
            <small>{info.row.original.gameCode}</small>
          </span>
        ),
      }),
      col.accessor('vendor', { header: () => t('ops_catalogue.vendor') }),
      col.accessor('category', { header: () => t('ops_catalogue.category'), enableSorting: false }),
      col.accessor('sort', { header: () => t('ops_catalogue.sort') }),
      col.display({
        id: 'flags',
        header: () => t('ops_catalogue.flags'),
        cell: (info) => {
          const row = info.row.original;
          return (
            <span className={styles.flags}>
              <Badge tone={row.enabled ? 'success' : 'neutral'}>
                {row.enabled ? t('ops_catalogue.enabled') : t('ops_catalogue.disabled')}
              </Badge>
              {row.hot ? <Badge tone="warning">{t('ops_catalogue.hot')}</Badge> : null}
              {row.isNew ? <Badge tone="info">{t('ops_catalogue.new')}</Badge> : null}
              {row.maintenance ? (
                <Badge tone="danger" testId="ops-game-maintenance-badge">
                  {t('ops_catalogue.maintenance')}
                </Badge>
              ) : null}
            </span>
          );
        },
      }),
      col.display({
        id: 'actions',
        header: () => t('ops_shell.actions'),
        cell: (info) =>
          writable ? (
            <span className={styles.actions}>
              <Button size="sm" variant="ghost" onClick={() => setEditing(info.row.original)} data-testid="ops-game-edit">
                {t('ops_shell.edit')}
              </Button>
              <Button size="sm" variant="outline" onClick={() => setSwitching(info.row.original)} data-testid="ops-game-maintenance">
                {info.row.original.maintenance ? t('ops_catalogue.maintenance_off') : t('ops_catalogue.maintenance_on')}
              </Button>
            </span>
          ) : null,
      }),
    ],
    [t, writable],
  );
  const target = switching;
  return (
    <>
      <div className={styles.filters}>
        <Field label={t('ops_catalogue.search_game')}>
          {({ id }) => (
            <Input
              id={id}
              value={search}
              onChange={(event) => {
                setSearch(event.target.value);
                setPageNo(1);
              }}
              data-testid="ops-game-search"
            />
          )}
        </Field>
        <Field label={t('ops_catalogue.vendor')}>
          {({ id }) => (
            <Select
              id={id}
              value={vendor}
              onChange={(event) => {
                setVendor(event.target.value);
                setPageNo(1);
              }}
              data-testid="ops-game-vendor"
            >
              <option value="">{t('ops_catalogue.all')}</option>
              {vendors.data?.rows.map((row) => (
                <option key={row.code} value={row.code}>
                  {row.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('ops_catalogue.maintenance')}>
          {({ id }) => (
            <Select
              id={id}
              value={maintenance}
              onChange={(event) => {
                setMaintenance(event.target.value);
                setPageNo(1);
              }}
              data-testid="ops-game-maintenance-filter"
            >
              <option value="">{t('ops_catalogue.all')}</option>
              <option value="true">{t('ops_catalogue.in_maintenance')}</option>
              <option value="false">{t('ops_catalogue.not_in_maintenance')}</option>
            </Select>
          )}
        </Field>
      </div>
      <OpsTable
        columns={columns}
        rows={games.data?.rows}
        total={games.data?.total}
        pageNo={pageNo}
        pageSize={PAGE_SIZE}
        onPageChange={setPageNo}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          setPageNo(1);
        }}
        loading={games.isFetching}
        error={games.error}
        onRetry={() => void games.refetch()}
        rowId={(row) => String(row.id)}
        caption={t('ops_catalogue.tab_games')}
        testId="ops-games"
      />
      <GameDialog game={editing} onClose={() => setEditing(null)} />
      <ConfirmActionDialog
        open={target !== null}
        title={target?.maintenance ? t('ops_catalogue.maintenance_off') : t('ops_catalogue.maintenance_on')}
        confirmLabel={t('ops_catalogue.confirm')}
        pending={game.isPending}
        error={game.error}
        onClose={() => {
          setSwitching(null);
          game.reset();
        }}
        onConfirm={() =>
          target &&
          game.mutate(
            { id: target.id, maintenance: !target.maintenance },
            {
              onSuccess: () => {
                toast.show(
                  t(target.maintenance ? 'ops_catalogue.maintenance_ended' : 'ops_catalogue.maintenance_started', { name: target.name }),
                  'success',
                );
                setSwitching(null);
              },
            },
          )
        }
        testId="ops-game-maintenance-confirm"
      >
        {target
          ? t(target.maintenance ? 'ops_catalogue.maintenance_off_text' : 'ops_catalogue.maintenance_on_text', { name: target.name })
          : null}
      </ConfirmActionDialog>
    </>
  );
}
