import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format-date';
import { Cell, DataTable, HeadCell } from '../../../ui/data-table';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { Icon } from '../../../ui/icons';
import { Pagination } from '../../../ui/pagination';
import { CenteredSpinner } from '../../../ui/spinner';
import { RESULTS_PAGE_SIZE, useOpenedNumeros } from '../api/get-opened-numeros';
import { isBoardType } from '../board';
import type { LotteryTypeCode } from '../lottery-types';
import { verifyPath } from './lottery-header';
import styles from './lottery-page.module.css';
import boardStyles from './regional.module.css';
import { ResultBalls } from './result-balls';
import { ResultBoard, ResultSummary } from './result-board';

/**
 * The game's drawn issues, newest first, ten a page, each with its verify link. A board game's
 * draws open one by one to their whole board (the newest open), as results pages of 4D and xổ số read.
 */
export function ResultsHistory({ gameCode, lotteryType }: { gameCode: string; lotteryType: LotteryTypeCode }) {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const opened = useOpenedNumeros(gameCode, pageNo);
  const data = opened.data;
  if (opened.isError && !data) return <ErrorState compact error={opened.error} onRetry={() => void opened.refetch()} />;
  if (!data) return <CenteredSpinner />;
  if (data.list.length === 0) return <EmptyState compact icon="Ticket" title={t('lottery.no_results')} />;
  const pages = (
    <Pagination page={pageNo} totalPages={Math.ceil(data.total / RESULTS_PAGE_SIZE)} onChange={setPageNo} testId="results-pages" />
  );
  if (isBoardType(lotteryType))
    return (
      <div className={styles.sectionBody}>
        <ul className={boardStyles.history} data-testid="results-history">
          {data.list.map((issue, index) => (
            <li key={issue.numero}>
              <details
                className={boardStyles.historyItem}
                open={pageNo === 1 && index === 0}
                data-testid="result-row"
                data-numero={issue.numero}
              >
                <summary className={boardStyles.historySummary}>
                  <Icon.ChevronDown size={16} className={boardStyles.chevron} />
                  <strong className={boardStyles.historyNumero}>{issue.numero}</strong>
                  <ResultSummary lotteryType={lotteryType} result={issue.result} />
                  <span className={boardStyles.historyTime}>{issue.drawnAt ? formatDateTime(issue.drawnAt) : '—'}</span>
                </summary>
                <div className={boardStyles.historyBody}>
                  <ResultBoard lotteryType={lotteryType} result={issue.result} testId="result-board" />
                  <Link className={styles.verifyLink} to={verifyPath(gameCode, issue.numero)} data-testid="result-verify">
                    <Icon.Shield size={14} />
                    {t('lottery.verify_n', { numero: issue.numero })}
                  </Link>
                </div>
              </details>
            </li>
          ))}
        </ul>
        {pages}
      </div>
    );
  return (
    <div className={styles.sectionBody}>
      <DataTable
        caption={t('lottery.results')}
        testId="results-history"
        head={
          <>
            <HeadCell>{t('lottery.issue')}</HeadCell>
            <HeadCell>{t('lottery.result')}</HeadCell>
            <HeadCell>{t('lottery.drawn_at')}</HeadCell>
            <HeadCell>
              <span className="sr-only">{t('lottery.verify')}</span>
            </HeadCell>
          </>
        }
      >
        {data.list.map((issue) => (
          <tr key={issue.numero} data-testid="result-row" data-numero={issue.numero}>
            <Cell label={t('lottery.issue')}>{issue.numero}</Cell>
            <Cell label={t('lottery.result')}>
              <ResultBalls lotteryType={lotteryType} result={issue.result} size="sm" />
            </Cell>
            <Cell label={t('lottery.drawn_at')}>{issue.drawnAt ? formatDateTime(issue.drawnAt) : '—'}</Cell>
            <Cell label={t('lottery.verify')}>
              <Link className={styles.verifyLink} to={verifyPath(gameCode, issue.numero)} data-testid="result-verify">
                <Icon.Shield size={14} />
                {t('lottery.verify')}
              </Link>
            </Cell>
          </tr>
        ))}
      </DataTable>
      {pages}
    </div>
  );
}
