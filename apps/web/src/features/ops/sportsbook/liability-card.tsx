import type { OpsSportsbookLiability, OpsSportsbookMatch } from '@fortuna/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { groupThousands } from '../../../lib/format-money';
import { Card } from '../../../ui/card';
import { OpsTable, opsColumns } from '../components/ops-table';
import { marketLabel, selectionLabel } from './market-text';
import styles from './sportsbook.module.css';
import { useSportsbookLiability } from './sportsbook-api';

type Row = OpsSportsbookLiability['rows'][number];
const col = opsColumns<Row>();
const PAGE_SIZE = 20;

/** The running bets (pending and open) on each selection: singles and parlays apart, their stakes and what they would return; and each market's worst single return. */
export function LiabilityCard({ match }: { match: OpsSportsbookMatch }) {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const liability = useSportsbookLiability(match.matchId);
  const teams = useMemo(() => ({ home: match.home, away: match.away }), [match.home, match.away]);
  const columns = useMemo(
    () => [
      col.accessor('marketKey', { header: () => t('ops_sportsbook.col_market'), cell: (info) => marketLabel(t, info.getValue()) }),
      col.accessor('selectionKey', {
        header: () => t('ops_sportsbook.col_selection'),
        cell: (info) => <strong>{selectionLabel(t, info.getValue(), teams)}</strong>,
      }),
      col.accessor('kind', { header: () => t('ops_sportsbook.col_kind'), cell: (info) => t(`ops_sportsbook.kind_${info.getValue()}`) }),
      col.accessor('bets', { header: () => t('ops_sportsbook.col_bets') }),
      col.accessor('stake', { header: () => t('ops_sportsbook.col_stake'), cell: (info) => groupThousands(info.getValue()) }),
      col.accessor('potentialReturn', {
        header: () => t('ops_sportsbook.col_return'),
        cell: (info) => groupThousands(info.getValue()),
      }),
    ],
    [t, teams],
  );
  const rows = liability.data?.rows;
  const page = rows?.slice((pageNo - 1) * PAGE_SIZE, pageNo * PAGE_SIZE);
  const worst = liability.data?.worstCase ?? [];
  return (
    <Card data-testid="ops-sb-liability">
      <h2 className={styles.heading}>{t('ops_sportsbook.liability_title')}</h2>
      <p className={`${styles.muted} ${styles.gapBelow}`}>{t('ops_sportsbook.liability_lead')}</p>
      {worst.length > 0 ? (
        <div className={styles.summary}>
          {worst.map((w) => (
            <div key={w.marketKey} className={styles.figure} data-testid="ops-sb-worst">
              <span className={styles.muted}>
                {t('ops_sportsbook.worst_case', {
                  market: marketLabel(t, w.marketKey),
                  selection: selectionLabel(t, w.selectionKey, teams),
                })}
              </span>
              <strong className={styles.loss}>{groupThousands(w.potentialReturn)}</strong>
            </div>
          ))}
        </div>
      ) : null}
      <OpsTable
        columns={columns}
        rows={page}
        total={rows?.length}
        pageNo={pageNo}
        pageSize={PAGE_SIZE}
        onPageChange={setPageNo}
        loading={liability.isPending}
        error={liability.error}
        onRetry={() => void liability.refetch()}
        emptyText={t('ops_sportsbook.liability_empty')}
        rowId={(row) => `${row.selectionKey}:${row.kind}`}
        caption={t('ops_sportsbook.liability_title')}
        testId="ops-sb-liability-table"
      />
    </Card>
  );
}
