import { useTranslation } from 'react-i18next';
import {
  type BoardLotteryType,
  type BoardRow,
  boardRows,
  boardSummary,
  headTailOf,
  isBoardType,
  VN_HEAD_TAIL,
  VN_TIER_NAMES,
  vnSpecial,
} from '../board';
import type { LotteryTypeCode } from '../lottery-types';
import { ResultBalls } from './result-balls';
import styles from './result-board.module.css';

type BoardProps = {
  lotteryType: LotteryTypeCode;
  result: readonly number[] | null;
  /** Result positions to mark as a member's hits (a settled bet's winning numbers). */
  hits?: ReadonlySet<number>;
  /** A smaller board for a card or a table row. */
  compact?: boolean;
  /** Vietnamese boards: also the head/tail (đầu/đuôi) table (on unless told). */
  headTail?: boolean;
  testId?: string;
};

/**
 * A draw's result the way its players read it: a 4D board (1st, 2nd, 3rd prize, then the special
 * and consolation grids), a Vietnamese board (ĐB down to G7 in the North, G8 down to ĐB in the
 * South) with its head/tail table, or the row of balls of the classic games.
 */
export function ResultBoard({ lotteryType, result, hits, compact, headTail = true, testId }: BoardProps) {
  const { t } = useTranslation();
  if (!result) return null;
  if (!isBoardType(lotteryType)) return <ResultBalls lotteryType={lotteryType} result={result} testId={testId} />;
  const rows = boardRows(lotteryType, result);
  if (!rows) return <p className={styles.misfit}>{t('lottery.board_misfit', { numbers: result.join(', ') })}</p>;
  const props = { rows, hits: hits ?? new Set<number>(), compact: compact ?? false };
  return (
    <div
      className={[styles.board, compact && styles.compact].filter(Boolean).join(' ')}
      data-testid={testId}
      data-result={result.join(',')}
      data-board={lotteryType}
    >
      {lotteryType === 'SEA4D' ? (
        <Sea4dBoard {...props} />
      ) : (
        <div className={[styles.vnWrap, headTail && !compact && styles.withHeadTail].filter(Boolean).join(' ')}>
          <VnBoard {...props} />
          {headTail ? <HeadTailTable lotteryType={lotteryType} result={result} compact={props.compact} /> : null}
        </div>
      )}
    </div>
  );
}

type RowsProps = { rows: BoardRow[]; hits: ReadonlySet<number>; compact: boolean };

function Sea4dBoard({ rows, hits }: RowsProps) {
  const { t } = useTranslation();
  const top = rows.filter((row) => row.tier === 'first' || row.tier === 'second' || row.tier === 'third');
  const grids = rows.filter((row) => row.tier === 'special' || row.tier === 'consolation');
  return (
    <>
      <dl className={styles.top}>
        {top.map((row) =>
          row.cells.map((cell) => (
            <div key={cell.slot} className={styles.topPrize} data-tier={row.tier} data-hit={hits.has(cell.slot) || undefined}>
              <dt className={styles.tierName}>{t(`lottery.tier.${row.tier}`)}</dt>
              <dd className={styles.topNumber} data-testid={`board-${row.tier}`}>
                {cell.text}
                {hits.has(cell.slot) ? <span className="sr-only">{t('lottery.board_hit')}</span> : null}
              </dd>
            </div>
          )),
        )}
      </dl>
      {grids.map((row) => (
        <div key={row.tier} className={styles.block} data-tier={row.tier}>
          <p className={styles.blockTitle} aria-hidden="true">
            {t(`lottery.tier.${row.tier}`)}
          </p>
          <ul className={styles.grid} aria-label={t(`lottery.tier.${row.tier}`)}>
            {row.cells.map((cell) => (
              <li key={cell.slot} className={styles.cell} data-hit={hits.has(cell.slot) || undefined}>
                {cell.text}
                {hits.has(cell.slot) ? <span className="sr-only">{t('lottery.board_hit')}</span> : null}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}

function VnBoard({ rows, hits }: RowsProps) {
  const { t } = useTranslation();
  // A description list rather than a table: the board may sit inside a data table (my bets).
  return (
    <dl className={styles.vn} aria-label={t('lottery.vn_board_caption')}>
      {rows.map((row) => {
        const vi = VN_TIER_NAMES[row.tier as keyof typeof VN_TIER_NAMES];
        return (
          <div key={row.tier} className={styles.vnRow} data-tier={row.tier}>
            <dt className={styles.vnLabel}>
              <span className={styles.vnCode} lang="vi">
                {vi?.code}
              </span>
              <span className={styles.vnName}>
                {t(`lottery.vn_tier.${row.tier}`)}
                <span className={styles.vnVi} lang="vi">
                  {vi?.name}
                </span>
              </span>
            </dt>
            <dd className={styles.vnNumbers} data-testid={`board-${row.tier}`}>
              {row.cells.map((cell) => (
                <span key={cell.slot} className={styles.vnNumber} data-hit={hits.has(cell.slot) || undefined}>
                  {cell.text}
                  {hits.has(cell.slot) ? <span className="sr-only">{t('lottery.board_hit')}</span> : null}
                </span>
              ))}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/** The head/tail (đầu/đuôi) table: the lô numbers by tens digit, the ĐB's pair (the đề number) marked. */
export function HeadTailTable({
  lotteryType,
  result,
  compact,
}: {
  lotteryType: 'VN_NORTH' | 'VN_SOUTH';
  result: readonly number[];
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const heads = headTailOf(lotteryType, result);
  const de = vnSpecial(lotteryType, result)?.de;
  if (!heads) return null;
  return (
    <div className={[styles.headTail, compact && styles.headTailCompact].filter(Boolean).join(' ')} data-testid="head-tail">
      <p className={styles.headTailCaption}>{t('lottery.head_tail_caption')}</p>
      <div className={styles.headTailHead} aria-hidden="true">
        <span>
          <span lang="vi">{VN_HEAD_TAIL.head}</span>
          <span className={styles.vnVi}>{t('lottery.head')}</span>
        </span>
        <span>
          <span lang="vi">{VN_HEAD_TAIL.tail}</span>
          <span className={styles.vnVi}>{t('lottery.tail')}</span>
        </span>
      </div>
      <dl className={styles.headTailList}>
        {heads.map((tails, head) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the head digit is the row
          <div key={head} className={styles.headTailRow} data-head={head}>
            <dt>
              <span className="sr-only">{t('lottery.head')} </span>
              {head}
            </dt>
            <dd>
              {tails.length === 0 ? (
                <span className={styles.noTail}>—</span>
              ) : (
                tails.map((tail, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a tail may repeat
                  <span key={i} className={styles.tail} data-de={head * 10 + tail === de || undefined}>
                    {tail}
                  </span>
                ))
              )}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/**
 * A draw's result in one line, for a header, a card or a table cell: the classic games' balls, a
 * 4D board's 1st, 2nd and 3rd prize, a Vietnamese board's ĐB. Carries the whole result in
 * `data-result`.
 */
export function ResultSummary({
  lotteryType,
  result,
  testId,
}: {
  lotteryType: LotteryTypeCode;
  result: readonly number[] | null;
  testId?: string;
}) {
  const { t } = useTranslation();
  if (!result) return null;
  if (!isBoardType(lotteryType)) return <ResultBalls lotteryType={lotteryType} result={result} size="sm" testId={testId} />;
  const top = boardSummary(lotteryType as BoardLotteryType, result);
  return (
    <span className={styles.summary} data-testid={testId} data-result={result.join(',')}>
      {top.map((item) => (
        <span key={item.tier} className={styles.summaryItem} data-tier={item.tier}>
          <span className={styles.summaryTier}>
            {lotteryType === 'SEA4D' ? t(`lottery.tier_short.${item.tier}`) : VN_TIER_NAMES.special.code}
          </span>
          <span className={styles.summaryNumber}>{item.text}</span>
        </span>
      ))}
    </span>
  );
}
