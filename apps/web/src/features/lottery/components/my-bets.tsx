import type { GameType } from '@fortuna/bgs/types';
import { LOTTERY_BET_STATUSES, type MyBetsResponse } from '@fortuna/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Fragment, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-money';
import { useMemberInfo } from '../../../lib/member-info';
import { refreshMoney } from '../../../lib/money-queries';
import { Badge, type BadgeTone } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Cell, DataTable, HeadCell } from '../../../ui/data-table';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { MessageDialog } from '../../../ui/message-dialog';
import { Pagination } from '../../../ui/pagination';
import { CenteredSpinner } from '../../../ui/spinner';
import { Tabs } from '../../../ui/tabs';
import { useToast } from '../../../ui/toast';
import { cancelBet } from '../api/cancel-bet';
import { type BetStatus, useMyBets } from '../api/get-my-bets';
import { doneWith, type RequestSlot, requestIdFor } from '../api/request-ids';
import { isBoardType, winningSlots } from '../board';
import type { LotteryTypeCode } from '../lottery-types';
import { betTypeName, selectionText } from '../selection-text';
import styles from './lottery-page.module.css';
import boardStyles from './regional.module.css';
import { ResultBalls } from './result-balls';
import { ResultBoard, ResultSummary } from './result-board';

type Bet = MyBetsResponse['list'][number];
type Filter = BetStatus | 'all';
const PAGE_SIZE = 10;
const TONE: Record<BetStatus, BadgeTone> = { pending: 'warning', won: 'success', lost: 'danger', push: 'info', cancelled: 'neutral' };

type MyBetsProps = {
  gameCode: string;
  gameType: GameType;
  lotteryType: LotteryTypeCode;
  /** The issue still taking bets, whose pending bets may be cancelled; null once betting closed. */
  openNumero: string | null;
};

/**
 * My bets of this game by status, with cancel (and confirmation) for pending bets of the open
 * issue. A settled bet of a board game (4D, Vietnamese) opens its draw's board with the numbers the
 * bet hit marked.
 */
export function MyBets({ gameCode, gameType, lotteryType, openNumero }: MyBetsProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const symbol = useMemberInfo().data?.currencySymbol;
  const [filter, setFilter] = useState<Filter>('all');
  const [pageNo, setPageNo] = useState(1);
  const [cancelling, setCancelling] = useState<Bet | null>(null);
  const [busy, setBusy] = useState(false);
  const [opened, setOpened] = useState<string | null>(null);
  const board = isBoardType(lotteryType);
  const bets = useMyBets({ gameCode, status: filter === 'all' ? undefined : filter, pageNo, pageSize: PAGE_SIZE });

  // One request id per bet the member asks to cancel: confirming again after a failure resends it.
  const cancelRequest = useRef<RequestSlot['current']>(null);
  const confirmCancel = async () => {
    if (!cancelling) return;
    setBusy(true);
    try {
      const { cancelled } = await cancelBet({ betId: cancelling.betId, requestId: requestIdFor(cancelRequest, cancelling.betId) });
      doneWith(cancelRequest);
      toast.show(t('lottery.cancelled', { count: cancelled.length }), 'success');
      await refreshMoney(queryClient);
    } catch (error) {
      toast.show(errorMessage(error), 'error');
    } finally {
      setBusy(false);
      setCancelling(null);
    }
  };

  const data = bets.data;
  let body: ReactNode;
  if (bets.isError && !data) body = <ErrorState compact error={bets.error} onRetry={() => void bets.refetch()} />;
  else if (!data) body = <CenteredSpinner />;
  else if (data.list.length === 0) body = <EmptyState compact icon="Receipt" title={t('lottery.no_bets')} />;
  else
    body = (
      <DataTable caption={t('lottery.my_bets')} testId="my-bets" head={<BetsHead />}>
        {data.list.map((bet) => (
          <Fragment key={bet.betId}>
            <tr data-testid="my-bet" data-status={bet.status} data-bet-type={bet.betType}>
              <Cell label={t('lottery.issue')}>{bet.numero}</Cell>
              <Cell label={t('lottery.bet_type_label')}>
                <strong>{betTypeName(bet.betType, t)}</strong>
                <span className={styles.cellSub}>{selectionText(gameType, bet.betType, bet.selection, t)}</span>
              </Cell>
              <Cell label={t('lottery.stake')} numeric>
                {formatMoney(bet.stake, symbol)}
                <span className={styles.cellSub}>{t('lottery.units_n', { count: bet.units })}</span>
              </Cell>
              <Cell label={t('lottery.result')}>
                {!bet.result ? (
                  '—'
                ) : board ? (
                  <span className={boardStyles.resultCell}>
                    <ResultSummary lotteryType={lotteryType} result={bet.result} />
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-expanded={opened === bet.betId}
                      aria-controls={`my-bet-board-${bet.betId}`}
                      onClick={() => setOpened(opened === bet.betId ? null : bet.betId)}
                      data-testid="my-bet-board-toggle"
                    >
                      {opened === bet.betId ? t('lottery.hide_board') : t('lottery.show_board')}
                    </Button>
                  </span>
                ) : (
                  <ResultBalls lotteryType={lotteryType} result={bet.result} size="sm" />
                )}
              </Cell>
              <Cell label={t('lottery.status')}>
                <Badge tone={TONE[bet.status]} testId="my-bet-status">
                  {t(`lottery.status_${bet.status}`)}
                </Badge>
              </Cell>
              <Cell label={t('lottery.payout')} numeric data-testid="my-bet-payout">
                {formatMoney(bet.payout, symbol)}
              </Cell>
              <Cell label={t('lottery.placed_at')}>{formatDateTime(bet.placedAt)}</Cell>
              <Cell label={t('lottery.actions')}>
                {bet.status === 'pending' && bet.numero === openNumero ? (
                  <Button variant="outline" size="sm" onClick={() => setCancelling(bet)} data-testid="my-bet-cancel">
                    {t('lottery.cancel_bet')}
                  </Button>
                ) : null}
              </Cell>
            </tr>
            {board && bet.result && opened === bet.betId ? (
              <tr id={`my-bet-board-${bet.betId}`} className={boardStyles.detailRow}>
                <td colSpan={8} className={boardStyles.detailCell}>
                  <p className={boardStyles.detailTitle}>
                    {t('lottery.board_of_bet', { numero: bet.numero, name: betTypeName(bet.betType, t) })}
                  </p>
                  <ResultBoard
                    lotteryType={lotteryType}
                    result={bet.result}
                    hits={winningSlots(gameType, bet.betType, bet.selection, bet.result)}
                    compact
                    testId="my-bet-board"
                  />
                </td>
              </tr>
            ) : null}
          </Fragment>
        ))}
      </DataTable>
    );

  return (
    <div className={styles.sectionBody}>
      <Tabs
        items={(['all', ...LOTTERY_BET_STATUSES] as const).map((id) => ({
          id,
          label: t(id === 'all' ? 'lottery.status_all' : `lottery.status_${id}`),
        }))}
        value={filter}
        onChange={(next) => {
          setFilter(next);
          setPageNo(1);
        }}
        label={t('lottery.filter_status')}
        idBase="my-bets-status"
        variant="pills"
        size="sm"
      />
      {body}
      {data ? (
        <Pagination page={pageNo} totalPages={Math.ceil(data.total / PAGE_SIZE)} onChange={setPageNo} testId="my-bets-pages" />
      ) : null}
      <MessageDialog
        open={cancelling !== null}
        title={t('lottery.cancel_title')}
        message={t('lottery.cancel_text', { numero: cancelling?.numero ?? '' })}
        confirmLabel={t('lottery.cancel_bet')}
        cancelLabel={t('common.back')}
        onConfirm={() => void confirmCancel()}
        onClose={() => setCancelling(null)}
        tone="warning"
        busy={busy}
        testId="cancel-bet-dialog"
      />
    </div>
  );
}

function BetsHead() {
  const { t } = useTranslation();
  return (
    <>
      <HeadCell>{t('lottery.issue')}</HeadCell>
      <HeadCell>{t('lottery.bet_type_label')}</HeadCell>
      <HeadCell numeric>{t('lottery.stake')}</HeadCell>
      <HeadCell>{t('lottery.result')}</HeadCell>
      <HeadCell>{t('lottery.status')}</HeadCell>
      <HeadCell numeric>{t('lottery.payout')}</HeadCell>
      <HeadCell>{t('lottery.placed_at')}</HeadCell>
      <HeadCell>
        <span className="sr-only">{t('lottery.actions')}</span>
      </HeadCell>
    </>
  );
}
