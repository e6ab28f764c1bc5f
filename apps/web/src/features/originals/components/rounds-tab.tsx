import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format-date';
import { groupThousands, toMinor } from '../../../lib/format-money';
import { Cell, DataTable, HeadCell } from '../../../ui/data-table';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { Pagination } from '../../../ui/pagination';
import { CenteredSpinner } from '../../../ui/spinner';
import { useOriginalsRounds } from '../api/get-originals-rounds';
import styles from './game-shell.module.css';

const PAGE_SIZE = 10;

/** The member's rounds of this game, newest first, each with a link to its verification. */
export function RoundsTab({ code }: { code: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const rounds = useOriginalsRounds(code, page, PAGE_SIZE);
  if (rounds.isPending) return <CenteredSpinner />;
  if (rounds.isError) return <ErrorState error={rounds.error} onRetry={() => void rounds.refetch()} compact />;
  const { list, total } = rounds.data;
  if (list.length === 0)
    return <EmptyState title={t('originals.rounds_empty')} text={t('originals.rounds_empty_text')} icon="Receipt" compact />;
  return (
    <div className={styles.rounds}>
      <DataTable
        caption={t('originals.tab_rounds')}
        testId="originals-rounds"
        head={
          <>
            <HeadCell>{t('originals.round')}</HeadCell>
            <HeadCell>{t('originals.time')}</HeadCell>
            <HeadCell numeric>{t('originals.bet_amount')}</HeadCell>
            <HeadCell numeric>{t('originals.multiplier')}</HeadCell>
            <HeadCell numeric>{t('originals.payout')}</HeadCell>
            <HeadCell>{t('originals.verify')}</HeadCell>
          </>
        }
      >
        {list.map((round) => (
          <tr key={round.roundCode} data-testid="originals-round-row" data-round={round.roundCode}>
            <Cell label={t('originals.round')}>
              <span className={styles.code}>{round.roundCode}</span>
            </Cell>
            <Cell label={t('originals.time')}>{formatDateTime(round.createdAt)}</Cell>
            <Cell label={t('originals.bet_amount')} numeric>
              {groupThousands(round.bet)}
            </Cell>
            <Cell label={t('originals.multiplier')} numeric>
              {round.finished ? `${Number(round.multiplier).toFixed(2)}×` : t('originals.in_play')}
            </Cell>
            <Cell label={t('originals.payout')} numeric>
              <span data-won={(toMinor(round.win) ?? 0n) > 0n} className={styles.payout}>
                {groupThousands(round.win)}
              </span>
            </Cell>
            <Cell label={t('originals.verify')}>
              {round.finished ? (
                <Link
                  to={`/originals/verify?round=${encodeURIComponent(round.roundCode)}`}
                  target="_top"
                  data-testid="originals-verify-link"
                >
                  {t('originals.verify')}
                </Link>
              ) : null}
            </Cell>
          </tr>
        ))}
      </DataTable>
      <Pagination page={page} totalPages={Math.max(1, Math.ceil(total / PAGE_SIZE))} onChange={setPage} />
    </div>
  );
}
