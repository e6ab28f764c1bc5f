import { POINT_MOVE_TYPES, type PointMoveType } from '@fortuna/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DateRange, presetRange } from '../../../lib/date-range';
import { formatDateTime } from '../../../lib/format-date';
import { groupThousands } from '../../../lib/format-money';
import { Card } from '../../../ui/card';
import { Cell, DataTable, HeadCell } from '../../../ui/data-table';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { Pagination } from '../../../ui/pagination';
import { CenteredSpinner } from '../../../ui/spinner';
import { usePointsDetails } from '../api/get-points-details';
import { POINTS_PAGE_SIZE } from '../api/points-keys';
import { formatPoints } from '../points-math';
import styles from './points.module.css';
import { PointsListFilters } from './points-list-filters';

/** The points details (spec "points details", §3): every earning, redemption, return and conversion with the balance after. */
export function PointsDetails() {
  const { t } = useTranslation();
  const [range, setRange] = useState<DateRange>(() => presetRange('previous_30_days'));
  const [type, setType] = useState<PointMoveType | ''>('');
  const [page, setPage] = useState(1);
  const list = usePointsDetails({ type: type || undefined, from: range.from, to: range.to, page });

  return (
    <div className={styles.section}>
      <PointsListFilters
        range={range}
        onRange={(next) => {
          setRange(next);
          setPage(1);
        }}
        rangeTestId="points-details-range"
        label={t('points.type')}
        value={type}
        options={POINT_MOVE_TYPES}
        optionLabel={(value) => t(`points.move.${value}`)}
        onValue={(value) => {
          setType(value);
          setPage(1);
        }}
        selectTestId="points-details-type"
      />
      {list.isError && !list.data ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <Card>
          <CenteredSpinner />
        </Card>
      ) : list.data.rows.length === 0 ? (
        <Card>
          <EmptyState icon="Star" title={t('points.details_empty')} text={t('points.details_empty_text')} />
        </Card>
      ) : (
        <Card padded={false}>
          <DataTable
            caption={t('points.tab_details')}
            testId="points-details"
            head={
              <>
                <HeadCell>{t('points.time')}</HeadCell>
                <HeadCell>{t('points.type')}</HeadCell>
                <HeadCell numeric>{t('points.changed')}</HeadCell>
                <HeadCell numeric>{t('points.balance_after')}</HeadCell>
                <HeadCell numeric>{t('points.base')}</HeadCell>
                <HeadCell numeric>{t('points.betting_unit')}</HeadCell>
                <HeadCell numeric>{t('points.points_ratio')}</HeadCell>
                <HeadCell>{t('points.remark')}</HeadCell>
              </>
            }
          >
            {list.data.rows.map((row) => (
              <tr key={row.id} data-testid="points-details-row" data-type={row.type} data-id={row.id}>
                <Cell label={t('points.time')}>{formatDateTime(row.time)}</Cell>
                <Cell label={t('points.type')}>{t(`points.move.${row.type}`)}</Cell>
                <Cell label={t('points.changed')} numeric>
                  <strong className={row.changedPoints.startsWith('-') ? styles.minus : styles.plus} data-testid="points-details-change">
                    {formatPoints(row.changedPoints)}
                  </strong>
                </Cell>
                <Cell label={t('points.balance_after')} numeric>
                  {formatPoints(row.pointsBalance)}
                </Cell>
                <Cell label={t('points.base')} numeric>
                  {row.base ? groupThousands(row.base) : '—'}
                </Cell>
                <Cell label={t('points.betting_unit')} numeric>
                  {row.unit ? groupThousands(row.unit) : '—'}
                </Cell>
                <Cell label={t('points.points_ratio')} numeric>
                  {row.ratio ?? '—'}
                </Cell>
                <Cell label={t('points.remark')}>{row.remark ?? '—'}</Cell>
              </tr>
            ))}
          </DataTable>
          <Pagination
            page={page}
            totalPages={Math.ceil(list.data.total / POINTS_PAGE_SIZE)}
            onChange={setPage}
            testId="points-details-pages"
          />
        </Card>
      )}
    </div>
  );
}
