import { GAME_CATEGORIES, LEADERBOARD_PERIODS, LEADERBOARD_RANKS } from '@fortuna/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isoDay } from '../../../lib/date-range';
import { formatSigned, groupThousands, isNegative } from '../../../lib/format-money';
import { siteTimeZone } from '../../../lib/site-time-zone';
import { Card } from '../../../ui/card';
import { Cell, DataTable, HeadCell } from '../../../ui/data-table';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { Field } from '../../../ui/field';
import { Icon } from '../../../ui/icons';
import { Select } from '../../../ui/select';
import { CenteredSpinner } from '../../../ui/spinner';
import { TabPanel, Tabs } from '../../../ui/tabs';
import { type LeaderboardFilter, type LeaderboardPeriod, type LeaderboardRank, useLeaderboard } from '../api/get-leaderboard';
import styles from './missions-section.module.css';

/** The board's categories: every game, the lotteries first, then the rest in the catalogue's order. */
const CATEGORY_CHOICES: readonly LeaderboardFilter['category'][] = [
  'ALL',
  'LOTT',
  'ELOTT',
  ...GAME_CATEGORIES.filter((category) => category !== 'LOTT' && category !== 'ELOTT'),
];
const TAB_BASE = 'leaderboard';

/** The merchant's yyyy-MM-dd a period starts on (its `from` is the instant of that day's midnight). */
function firstDay(from: string): string {
  const start = new Date(from);
  return Number.isNaN(start.getTime()) ? from : isoDay(start);
}

/** The last day of a period whose end (`to`) is the instant after it, as the merchant's yyyy-MM-dd. */
function lastDay(to: string): string {
  const end = new Date(Date.parse(to) - 1);
  return Number.isNaN(end.getTime()) ? to : isoDay(end);
}

/**
 * The leaderboard: the top 20 of today, this week or this month (the merchant's days) by net winnings or turnover,
 * in one category or all; the member's own row is highlighted, with its rank above the table.
 */
export function LeaderboardBoard() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<LeaderboardPeriod>('today');
  const [rankBy, setRankBy] = useState<LeaderboardRank>('profit');
  const [category, setCategory] = useState<LeaderboardFilter['category']>('ALL');
  const board = useLeaderboard({ category, period, rankBy });
  const data = board.data;

  return (
    // `data-pending` tells the browser tests the board on screen is still the previous filter's.
    <Card className={styles.panel} data-testid="leaderboard" data-pending={!data || board.isPlaceholderData}>
      <header className={styles.panelHead}>
        <div className={styles.panelTitle}>
          <h2 className={styles.heading}>
            <Icon.Trophy size={20} />
            {t('missions.board.title')}
          </h2>
          <p className={styles.muted}>{t('missions.board.subtitle')}</p>
        </div>
        {data ? (
          <span className={styles.myRank} data-ranked={data.myRank !== null} data-testid="leaderboard-my-rank">
            {data.myRank !== null ? t('missions.board.my_rank', { rank: data.myRank }) : t('missions.board.not_ranked')}
          </span>
        ) : null}
      </header>

      <Tabs
        items={LEADERBOARD_PERIODS.map((id) => ({
          id,
          label: <span data-testid={`leaderboard-period-${id}`}>{t(`missions.board.${id}`)}</span>,
        }))}
        value={period}
        onChange={setPeriod}
        label={t('missions.board.periods')}
        idBase={TAB_BASE}
        variant="pills"
      />

      <div className={styles.controls}>
        <fieldset className={styles.rankBy}>
          <legend className={styles.controlLabel}>{t('missions.board.rank_by')}</legend>
          <div className={styles.segmented}>
            {LEADERBOARD_RANKS.map((id) => (
              <button
                key={id}
                type="button"
                className={styles.segment}
                aria-pressed={rankBy === id}
                onClick={() => setRankBy(id)}
                data-testid={`leaderboard-rank-${id}`}
              >
                {t(`missions.board.${id}`)}
              </button>
            ))}
          </div>
        </fieldset>
        <Field label={t('missions.board.category')}>
          {({ id }) => (
            <Select
              id={id}
              className={styles.category}
              value={category}
              onChange={(event) => setCategory(event.target.value as LeaderboardFilter['category'])}
              data-testid="leaderboard-category"
            >
              {CATEGORY_CHOICES.map((value) => (
                <option key={value} value={value}>
                  {value === 'ALL' ? t('missions.all_games') : t(`category.${value}`, { defaultValue: value })}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>

      <TabPanel idBase={TAB_BASE} id={period} className={styles.boardPanel}>
        {board.isError && !data ? (
          <ErrorState error={board.error} onRetry={() => void board.refetch()} compact />
        ) : !data ? (
          <CenteredSpinner />
        ) : (
          <>
            <p className={styles.range} data-testid="leaderboard-range">
              <Icon.Calendar size={14} />
              {firstDay(data.from) === lastDay(data.to)
                ? t('missions.board.range_day', { day: lastDay(data.to), zone: siteTimeZone() })
                : t('missions.board.range', { from: firstDay(data.from), to: lastDay(data.to), zone: siteTimeZone() })}
            </p>
            {data.list.length === 0 ? (
              <EmptyState icon="Trophy" title={t('missions.board.empty')} text={t('missions.board.empty_text')} compact />
            ) : (
              <div className={styles.board} aria-busy={board.isFetching && board.isPlaceholderData}>
                <DataTable
                  caption={`${t('missions.board.title')}: ${t(`missions.board.${data.period}`)}, ${t(`missions.board.${data.rankBy}`)}`}
                  testId="leaderboard-table"
                  head={
                    <>
                      <HeadCell>{t('missions.board.rank')}</HeadCell>
                      <HeadCell>{t('missions.board.player')}</HeadCell>
                      <HeadCell numeric>{t('missions.board.profit')}</HeadCell>
                      <HeadCell numeric>{t('missions.board.valid_bet')}</HeadCell>
                    </>
                  }
                >
                  {data.list.map((row) => (
                    <tr
                      key={`${row.rank}:${row.player}`}
                      className={row.me ? styles.meRow : undefined}
                      data-testid="leaderboard-row"
                      data-me={row.me ? 'true' : 'false'}
                      data-rank={row.rank}
                    >
                      <Cell label={t('missions.board.rank')}>
                        <span className={styles.rank} data-medal={row.rank <= 3 ? row.rank : undefined}>
                          {row.rank}
                        </span>
                      </Cell>
                      <Cell label={t('missions.board.player')}>
                        <span className={styles.player}>
                          <span data-testid="leaderboard-player">{row.player}</span>
                          {row.me ? <span className={styles.you}>{t('missions.board.you')}</span> : null}
                        </span>
                      </Cell>
                      <Cell
                        label={t('missions.board.profit')}
                        numeric
                        className={[
                          isNegative(row.profit) ? styles.negative : /[1-9]/.test(row.profit) ? styles.positive : undefined,
                          data.rankBy === 'profit' ? styles.ranked : undefined,
                        ]
                          .filter(Boolean)
                          .join(' ')}
                      >
                        <span data-testid="leaderboard-profit">{formatSigned(row.profit)}</span>
                      </Cell>
                      <Cell
                        label={t('missions.board.valid_bet')}
                        numeric
                        className={data.rankBy === 'valid_bet' ? styles.ranked : undefined}
                      >
                        <span data-testid="leaderboard-valid-bet">{groupThousands(row.validBet)}</span>
                      </Cell>
                    </tr>
                  ))}
                </DataTable>
              </div>
            )}
          </>
        )}
      </TabPanel>
    </Card>
  );
}
