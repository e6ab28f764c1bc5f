import type { OpsSportsbookBetRow, OpsSportsbookMatch } from '@fortuna/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';
import { groupThousands } from '../../../lib/format-money';
import { Badge, type BadgeTone } from '../../../ui/badge';
import { Card } from '../../../ui/card';
import { OpsTable, opsColumns } from '../components/ops-table';
import { oddsText, selectionLabel } from './market-text';
import styles from './sportsbook.module.css';
import { useSportsbookMatchBets } from './sportsbook-api';

const col = opsColumns<OpsSportsbookBetRow>();
const PAGE_SIZE = 20;

const STATUS_TONES: Record<OpsSportsbookBetRow['status'], BadgeTone> = {
  placing: 'info',
  pending: 'info',
  open: 'warning',
  rejecting: 'danger',
  rejected: 'danger',
  settled: 'success',
  void: 'neutral',
};

/** The bets with a leg on the match, newest first: member, the leg on this match (a parlay says how many legs), stake, odds, status and outcome, payout. */
export function BetsCard({ match }: { match: OpsSportsbookMatch }) {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const bets = useSportsbookMatchBets(match.matchId, { pageNo, pageSize: PAGE_SIZE });
  const columns = useMemo(
    () => [
      col.accessor('placedAt', { header: () => t('ops_sportsbook.col_placed_at'), cell: (info) => formatDateTime(info.getValue()) }),
      col.accessor('username', {
        header: () => t('ops_sportsbook.col_member'),
        cell: (info) => <strong>{info.getValue()}</strong>,
      }),
      col.display({
        id: 'selection',
        header: () => t('ops_sportsbook.col_selection'),
        cell: (info) => {
          const bet = info.row.original;
          const leg = bet.legs.find((l) => l.matchId === match.matchId) ?? bet.legs[0];
          return (
            <span>
              {leg ? selectionLabel(t, leg.selectionKey, { home: leg.home, away: leg.away }) : '—'}
              {bet.kind === 'parlay' ? (
                <>
                  <br />
                  <span className={styles.muted}>{t('ops_sportsbook.parlay_legs', { count: bet.legs.length })}</span>
                </>
              ) : null}
            </span>
          );
        },
      }),
      col.accessor('stake', {
        header: () => t('ops_sportsbook.col_stake'),
        cell: (info) => <span className={styles.num}>{groupThousands(info.getValue())}</span>,
      }),
      col.accessor('oddsMilli', {
        header: () => t('ops_sportsbook.col_odds'),
        cell: (info) => <span className={styles.num}>{oddsText(info.getValue())}</span>,
      }),
      col.accessor('status', {
        header: () => t('ops_sportsbook.col_status'),
        cell: (info) => {
          const bet = info.row.original;
          return (
            <span className={styles.badges}>
              <Badge tone={STATUS_TONES[bet.status]} testId="ops-sb-bet-status">
                {t(`ops_sportsbook.bet_status_${bet.status}`)}
              </Badge>
              {bet.outcome ? <span className={styles.muted}>{t(`ops_sportsbook.outcome_${bet.outcome}`)}</span> : null}
            </span>
          );
        },
      }),
      col.accessor('payout', {
        header: () => t('ops_sportsbook.col_payout'),
        cell: (info) => (
          <span className={styles.num} data-testid="ops-sb-bet-payout">
            {info.getValue() === null ? '—' : groupThousands(info.getValue() as string)}
          </span>
        ),
      }),
    ],
    [t, match.matchId],
  );
  return (
    <Card data-testid="ops-sb-bets">
      <h2 className={styles.heading}>{t('ops_sportsbook.bets_title')}</h2>
      <OpsTable
        columns={columns}
        rows={bets.data?.rows}
        total={bets.data?.total}
        pageNo={pageNo}
        pageSize={PAGE_SIZE}
        onPageChange={setPageNo}
        loading={bets.isPending}
        error={bets.error}
        onRetry={() => void bets.refetch()}
        emptyText={t('ops_sportsbook.bets_empty')}
        rowId={(row) => row.betId}
        caption={t('ops_sportsbook.bets_title')}
        testId="ops-sb-bets-table"
      />
    </Card>
  );
}
