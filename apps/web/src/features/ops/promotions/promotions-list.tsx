import {
  OPS_PROMOTION_STATES,
  type OpsPromotionRow,
  type OpsPromotionState,
  PROMOTION_CATEGORIES,
  type PromotionCategory,
} from '@fortuna/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatDateTime } from '../../../lib/format-date';
import { Badge } from '../../../ui/badge';
import { Button, ButtonLink } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { Icon } from '../../../ui/icons';
import { PageHeader } from '../../../ui/page-header';
import { SearchBox } from '../../../ui/search-box';
import { Select } from '../../../ui/select';
import { can, useOpsMe } from '../api/ops-api';
import { type OpsSort, OpsTable, opsColumns } from '../components/ops-table';
import { STATE_TONE } from './promotion-state';
import styles from './promotions.module.css';
import { useOpsPromotions, usePromotionWrites } from './promotions-api';

const col = opsColumns<OpsPromotionRow>();
const PAGE_SIZE = 20;

/** A promotion's title in the operator's language, else English, else its code. */
export function titleIn(row: Pick<OpsPromotionRow, 'titles' | 'code'>, language: string): string {
  return row.titles[language] || row.titles.en || row.code;
}

/**
 * The promotions (`promotions.read`): filtered by text, category and state, in the members'
 * display order (or newest first); each row opens the editor, its report one click away. In the
 * display order without filters, a writer moves a promotion up or down (swapping it with its neighbour).
 */
export function PromotionsList() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const me = useOpsMe();
  const writable = can(me.data, 'promotions.write');
  const writes = usePromotionWrites();
  const [q, setQ] = useState('');
  const [category, setCategory] = useState<PromotionCategory | ''>('');
  const [state, setState] = useState<OpsPromotionState | ''>('');
  const [pageNo, setPageNo] = useState(1);
  const [sort, setSort] = useState<OpsSort>({ sort: 'sort', order: 'asc' });
  const list = useOpsPromotions({
    q: q || undefined,
    category: category || undefined,
    state: state || undefined,
    pageNo,
    pageSize: PAGE_SIZE,
    sort: sort.sort === 'id' ? 'id' : 'sort',
    order: sort.order,
  });
  const rows = list.data?.rows;
  const movable = writable && !q && !category && !state && (sort.sort ?? 'sort') === 'sort' && sort.order === 'asc';

  const columns = useMemo(() => {
    const move = (row: OpsPromotionRow, by: -1 | 1) => {
      const index = rows?.findIndex((r) => r.id === row.id) ?? -1;
      const other = rows?.[index + by];
      if (other) writes.reorder.mutate(by < 0 ? [row.id, other.id] : [other.id, row.id]);
    };
    return [
      col.accessor('sort', {
        header: () => t('ops_promotions.order'),
        cell: (info) => {
          const row = info.row.original;
          const index = info.row.index;
          if (!movable) return info.getValue();
          return (
            // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: only keeps the row's click from firing; the buttons are the controls
            <span className={styles.move} onClick={(e) => e.stopPropagation()}>
              <Button
                size="sm"
                variant="ghost"
                iconOnly
                disabled={index === 0 || writes.reorder.isPending}
                aria-label={t('ops_promotions.move_up', { code: row.code })}
                onClick={() => move(row, -1)}
                data-testid={`ops-promotion-up-${row.id}`}
              >
                <Icon.ChevronDown size={16} className={styles.up} />
              </Button>
              <Button
                size="sm"
                variant="ghost"
                iconOnly
                disabled={index === (rows?.length ?? 0) - 1 || writes.reorder.isPending}
                aria-label={t('ops_promotions.move_down', { code: row.code })}
                onClick={() => move(row, 1)}
                data-testid={`ops-promotion-down-${row.id}`}
              >
                <Icon.ChevronDown size={16} />
              </Button>
            </span>
          );
        },
      }),
      col.display({
        id: 'title',
        header: () => t('ops_promotions.title'),
        cell: (info) => (
          <span className={styles.titleCell}>
            <strong>{titleIn(info.row.original, i18n.language)}</strong>
            <code>{info.row.original.code}</code>
          </span>
        ),
      }),
      col.accessor('category', {
        header: () => t('ops_promotions.category_label'),
        cell: (info) => t(`ops_promotions.category.${info.getValue()}`),
        enableSorting: false,
      }),
      col.accessor('rewardKind', {
        header: () => t('ops_promotions.kind'),
        cell: (info) => (
          <span>
            {t(`ops_promotions.kind_name.${info.getValue()}`, { defaultValue: info.getValue() })}
            <br />
            <small className={styles.muted}>{t(`ops_promotions.take_mode_${info.row.original.takeMode}`)}</small>
          </span>
        ),
        enableSorting: false,
      }),
      col.accessor('state', {
        header: () => t('ops_promotions.state'),
        cell: (info) => <Badge tone={STATE_TONE[info.getValue()]}>{t(`ops_promotions.state_${info.getValue()}`)}</Badge>,
        enableSorting: false,
      }),
      col.display({
        id: 'period',
        header: () => t('ops_promotions.period'),
        cell: (info) => {
          const row = info.row.original;
          return `${formatDateTime(row.startsAt)} → ${row.endsAt ? formatDateTime(row.endsAt) : t('ops_promotions.open_ended')}`;
        },
      }),
      col.display({
        id: 'budget',
        header: () => t('ops_promotions.spent_budget'),
        cell: (info) => {
          const row = info.row.original;
          return (
            <span className={styles.money}>
              {row.spent} / {row.budget ?? t('ops_promotions.no_budget')}
            </span>
          );
        },
      }),
      col.accessor('claims', { header: () => t('ops_promotions.claims'), enableSorting: false }),
      col.display({
        id: 'report',
        header: () => t('ops_promotions.report'),
        cell: (info) => (
          <Link
            to={`/backoffice/promotions/${info.row.original.id}/report`}
            onClick={(e) => e.stopPropagation()}
            data-testid={`ops-promotion-report-${info.row.original.id}`}
          >
            {t('ops_promotions.report')}
          </Link>
        ),
      }),
    ];
  }, [t, i18n.language, movable, rows, writes.reorder]);

  return (
    <>
      <PageHeader title={t('ops_shell.section_promotions')} subtitle={t('ops_promotions.lead')} icon="Gift" />
      <div className={styles.filters}>
        <SearchBox
          value={q}
          onSearch={(value) => {
            setQ(value);
            setPageNo(1);
          }}
          maxLength={60}
          placeholder={t('ops_promotions.search')}
          label={t('ops_promotions.search')}
          clearLabel={t('ops_promotions.search_clear')}
          testId="ops-promotion-search"
        />
        <Field label={t('ops_promotions.category_label')}>
          {({ id }) => (
            <Select
              id={id}
              value={category}
              onChange={(e) => {
                setCategory(e.target.value as PromotionCategory | '');
                setPageNo(1);
              }}
              data-testid="ops-promotion-category-filter"
            >
              <option value="">{t('ops_promotions.all')}</option>
              {PROMOTION_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {t(`ops_promotions.category.${c}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('ops_promotions.state')}>
          {({ id }) => (
            <Select
              id={id}
              value={state}
              onChange={(e) => {
                setState(e.target.value as OpsPromotionState | '');
                setPageNo(1);
              }}
              data-testid="ops-promotion-state-filter"
            >
              <option value="">{t('ops_promotions.all')}</option>
              {OPS_PROMOTION_STATES.map((s) => (
                <option key={s} value={s}>
                  {t(`ops_promotions.state_${s}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <OpsTable
        columns={columns}
        rows={rows}
        total={list.data?.total}
        pageNo={pageNo}
        pageSize={PAGE_SIZE}
        onPageChange={setPageNo}
        sort={sort}
        onSortChange={setSort}
        loading={list.isFetching}
        error={list.error ?? writes.reorder.error}
        onRetry={() => void list.refetch()}
        rowId={(row) => String(row.id)}
        onRowClick={(row) => navigate(`/backoffice/promotions/${row.id}`)}
        caption={t('ops_shell.section_promotions')}
        emptyText={t('ops_promotions.empty')}
        testId="ops-promotions"
        toolbar={
          writable ? (
            <ButtonLink size="sm" variant="primary" to="/backoffice/promotions/new" data-testid="ops-promotion-new">
              <Icon.Plus size={16} /> {t('ops_promotions.new')}
            </ButtonLink>
          ) : null
        }
      />
    </>
  );
}
