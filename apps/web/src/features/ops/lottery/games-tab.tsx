import type { OpsLotteryGame } from '@fortuna/shared';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format-date';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Input } from '../../../ui/field';
import { MessageDialog } from '../../../ui/message-dialog';
import { Select } from '../../../ui/select';
import { useToast } from '../../../ui/toast';
import { can, useOpsMe } from '../api/ops-api';
import { type OpsSort, OpsTable, opsColumns } from '../components/ops-table';
import { GameDialog } from './game-dialog';
import styles from './lottery.module.css';
import { useLotteryGames, useLotteryWrites } from './lottery-api';
import { scheduleText } from './schedule-text';

const col = opsColumns<OpsLotteryGame>();
const PAGE_SIZE = 20;

/** The lottery games: schedule, closing, limits and state; enable or disable (disabling asks first) and edit. */
export function GamesTab() {
  const { t } = useTranslation();
  const me = useOpsMe();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const writable = can(me.data, 'lottery.write');
  const [q, setQ] = useState('');
  const [enabled, setEnabled] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [sort, setSort] = useState<OpsSort>({ sort: 'sort', order: 'asc' });
  const [editing, setEditing] = useState<OpsLotteryGame | null>(null);
  const [disabling, setDisabling] = useState<OpsLotteryGame | null>(null);
  const games = useLotteryGames({ q, enabled, pageNo, pageSize: PAGE_SIZE, sort: sort.sort, order: sort.order });
  const { updateGame } = useLotteryWrites();
  const setEnabledOf = (game: OpsLotteryGame, value: boolean) =>
    updateGame.mutate(
      { id: game.id, enabled: value },
      {
        onSuccess: () => toast.show(t('ops_lottery.saved'), 'success'),
        onError: (error) => toast.show(errorMessage(error), 'error'),
        onSettled: () => setDisabling(null),
      },
    );
  // The cells call the latest function (its mutation and toast), not the one of the render that built the columns.
  const setEnabledRef = useRef(setEnabledOf);
  setEnabledRef.current = setEnabledOf;
  const columns = useMemo(
    () => [
      col.accessor('name', {
        id: 'name',
        header: () => t('ops_lottery.col_name'),
        cell: (info) => (
          <span>
            {info.getValue()}
            <br />
            <span className={styles.muted}>{info.row.original.code}</span>
          </span>
        ),
      }),
      col.accessor('lotteryType', { id: 'gameType', header: () => t('ops_lottery.col_type') }),
      col.display({
        id: 'schedule',
        header: () => t('ops_lottery.col_schedule'),
        cell: (info) => {
          const game = info.row.original;
          return (
            <span>
              {scheduleText(t, game.schedule)}
              {game.nextSchedule ? (
                <>
                  <br />
                  <span className={styles.muted}>
                    {t('ops_lottery.next_schedule', {
                      from: formatDateTime(game.nextSchedule.from),
                      schedule: scheduleText(t, game.nextSchedule.schedule),
                    })}
                  </span>
                </>
              ) : null}
            </span>
          );
        },
      }),
      col.accessor('closeSeconds', {
        header: () => t('ops_lottery.col_close'),
        cell: (info) => t('ops_lottery.close_value', { seconds: info.getValue() }),
        enableSorting: false,
      }),
      col.display({
        id: 'limits',
        header: () => t('ops_lottery.col_limits'),
        cell: (info) => {
          const game = info.row.original;
          const parts = [
            game.maxNumberStake ? t('ops_lottery.limit_number', { amount: game.maxNumberStake }) : null,
            game.maxIssueStake ? t('ops_lottery.limit_issue', { amount: game.maxIssueStake }) : null,
            game.minSeries !== null || game.maxSeries !== null
              ? t('ops_lottery.series_bounds', { min: game.minSeries ?? '…', max: game.maxSeries ?? '…' })
              : null,
          ].filter(Boolean);
          return <span className={styles.muted}>{parts.length > 0 ? parts.join(' · ') : t('ops_lottery.no_limits')}</span>;
        },
      }),
      col.accessor('enabled', {
        id: 'enabled',
        header: () => t('ops_lottery.col_status'),
        cell: (info) => (
          <Badge tone={info.getValue() ? 'success' : 'neutral'}>
            {t(info.getValue() ? 'ops_lottery.enabled' : 'ops_lottery.disabled')}
          </Badge>
        ),
      }),
      col.display({
        id: 'actions',
        header: () => t('ops_lottery.col_actions'),
        cell: (info) => {
          const game = info.row.original;
          if (!writable) return null;
          return (
            <span className={styles.actions}>
              <Button size="sm" variant="ghost" onClick={() => setEditing(game)} data-testid="ops-lottery-edit">
                {t('ops_lottery.edit')}
              </Button>
              <Button
                size="sm"
                variant={game.enabled ? 'outline' : 'secondary'}
                onClick={() => (game.enabled ? setDisabling(game) : setEnabledRef.current(game, true))}
                data-testid={game.enabled ? 'ops-lottery-disable' : 'ops-lottery-enable'}
              >
                {t(game.enabled ? 'ops_lottery.disable' : 'ops_lottery.enable')}
              </Button>
            </span>
          );
        },
      }),
    ],
    [t, writable],
  );
  return (
    <Card>
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
        loading={games.isPending || games.isPlaceholderData}
        error={games.error}
        onRetry={() => void games.refetch()}
        rowId={(row) => String(row.id)}
        caption={t('ops_lottery.tab_games')}
        testId="ops-lottery-games"
        toolbar={
          <div className={styles.filters}>
            <Input
              type="search"
              placeholder={t('ops_lottery.search')}
              aria-label={t('ops_lottery.search')}
              value={q}
              onChange={(event) => {
                setQ(event.target.value);
                setPageNo(1);
              }}
              data-testid="ops-lottery-search"
            />
            <Select
              aria-label={t('ops_lottery.filter_enabled')}
              value={enabled}
              onChange={(event) => {
                setEnabled(event.target.value);
                setPageNo(1);
              }}
            >
              <option value="">{t('ops_lottery.all')}</option>
              <option value="true">{t('ops_lottery.enabled')}</option>
              <option value="false">{t('ops_lottery.disabled')}</option>
            </Select>
          </div>
        }
      />
      <GameDialog game={editing} onClose={() => setEditing(null)} />
      <MessageDialog
        open={disabling !== null}
        title={t('ops_lottery.confirm_disable_title', { name: disabling?.name ?? '' })}
        message={t('ops_lottery.confirm_disable_text')}
        confirmLabel={t('ops_lottery.disable')}
        cancelLabel={t('ops_lottery.cancel')}
        onConfirm={() => disabling && setEnabledOf(disabling, false)}
        onClose={() => setDisabling(null)}
        tone="warning"
        busy={updateGame.isPending}
        testId="ops-lottery-disable-confirm"
      />
    </Card>
  );
}
