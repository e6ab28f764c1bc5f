import '../promotions-texts';
import type { Bonus } from '@fortuna/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format-date';
import { formatMoney, toMinor } from '../../../lib/format-money';
import { useMemberInfo } from '../../../lib/member-info';
import { newRequestId } from '../../../lib/request-id';
import { Badge, type BadgeTone } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { MessageDialog } from '../../../ui/message-dialog';
import { Pagination } from '../../../ui/pagination';
import { Skeleton } from '../../../ui/skeleton';
import { useToast } from '../../../ui/toast';
import { useForfeitBonus } from '../api/forfeit-bonus';
import { BONUS_PAGE_SIZE, useBonuses } from '../api/get-bonuses';
import styles from './promotions.module.css';

const REQUIREMENT_TONE: Record<Bonus['requirement'], BadgeTone> = {
  none: 'neutral',
  open: 'warning',
  met: 'success',
  forfeited: 'danger',
  waived: 'info',
};

/** Done as a whole percent of required (0 when nothing is required). */
export function turnoverPercent(done: string, required: string): number {
  const d = toMinor(done) ?? 0n;
  const r = toMinor(required) ?? 0n;
  if (r <= 0n) return 100;
  const percent = Number((d * 100n) / r);
  return Math.max(0, Math.min(100, percent));
}

/** One bonus: where from, how much, when, and its turnover requirement's progress; forfeit while open. */
function BonusItem({ bonus, symbol, onForfeit }: { bonus: Bonus; symbol: string | undefined; onForfeit: () => void }) {
  const { t } = useTranslation();
  const turnover = bonus.turnover;
  const percent = turnover ? turnoverPercent(turnover.done, turnover.required) : 0;
  return (
    <li className={styles.bonus} data-testid={`bonus-${bonus.id}`} data-requirement={bonus.requirement}>
      <div className={styles.bonusHead}>
        <span className={styles.bonusTitle}>
          {bonus.title}
          <Badge tone="neutral">{t(`promotions.bonus.source.${bonus.source}`)}</Badge>
        </span>
        <span className={styles.bonusAmount}>{formatMoney(bonus.amount, symbol)}</span>
      </div>
      <div className={styles.meta}>
        <span>{t('promotions.bonus.received', { time: formatDateTime(bonus.createdAt) })}</span>
        <Badge tone={REQUIREMENT_TONE[bonus.requirement]} testId="bonus-requirement">
          {t(`promotions.bonus.requirement.${bonus.requirement}`)}
        </Badge>
      </div>
      {turnover ? (
        <>
          <div
            className={styles.bar}
            data-state={bonus.requirement}
            role="progressbar"
            aria-label={t('promotions.bonus.progress_label', { title: bonus.title })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={t('promotions.bonus.done_of', { done: turnover.done, required: turnover.required })}
          >
            <span className={styles.fill} style={{ width: `${percent}%` }} />
          </div>
          <div className={styles.meta}>
            <span data-testid="bonus-progress">
              {t('promotions.bonus.done_of', {
                done: formatMoney(turnover.done, symbol),
                required: formatMoney(turnover.required, symbol),
              })}
            </span>
            <span data-testid="bonus-remaining">
              {t('promotions.bonus.remaining', { remaining: formatMoney(turnover.remaining, symbol) })}
            </span>
            <span>
              {turnover.category
                ? t('promotions.bonus.category_one', { category: t(`category.${turnover.category}`, { defaultValue: turnover.category }) })
                : t('promotions.bonus.category_all')}
            </span>
          </div>
        </>
      ) : (
        <span className={styles.muted}>{t('promotions.bonus.no_requirement')}</span>
      )}
      {bonus.requirement === 'open' ? (
        <div className={styles.actions}>
          <Button variant="outline" size="sm" onClick={onForfeit} data-testid="bonus-forfeit">
            {t('promotions.bonus.forfeit')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/**
 * Bonus details (/member#bonus): the member's bonuses, newest first and paged, each with its
 * turnover requirement's progress; an open one may be forfeited after a confirmation that says
 * what goes back.
 */
export function BonusDetailsSection() {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const [page, setPage] = useState(1);
  const bonuses = useBonuses(page);
  const symbol = useMemberInfo().data?.currencySymbol;
  const forfeit = useForfeitBonus();
  const [confirming, setConfirming] = useState<Bonus | null>(null);
  const totalPages = Math.max(1, Math.ceil((bonuses.data?.total ?? 0) / BONUS_PAGE_SIZE));

  const onConfirm = () => {
    if (!confirming) return;
    forfeit.mutate(
      { bonusId: confirming.id, requestId: newRequestId() },
      {
        onSuccess: (done) => {
          setConfirming(null);
          toast.show(
            t('promotions.bonus.forfeited_toast', {
              amount: formatMoney(done.returned, symbol),
              balance: formatMoney(done.balance, symbol),
            }),
            'success',
          );
        },
        onError: (error) => {
          setConfirming(null);
          toast.show(errorMessage(error), 'error');
        },
      },
    );
  };

  return (
    <Card className={styles.detail} data-testid="bonus-details">
      {bonuses.isError && !bonuses.data ? (
        <ErrorState error={bonuses.error} onRetry={() => void bonuses.refetch()} compact />
      ) : !bonuses.data ? (
        <ul className={styles.bonuses} aria-busy="true" aria-label={t('common.loading')}>
          {[0, 1].map((key) => (
            <li key={key}>
              <Skeleton style={{ height: 96 }} />
            </li>
          ))}
        </ul>
      ) : bonuses.data.list.length === 0 ? (
        <EmptyState icon="Gift" title={t('promotions.bonus.empty')} text={t('promotions.bonus.empty_text')} compact />
      ) : (
        <>
          <ul className={styles.bonuses} data-testid="bonus-list">
            {bonuses.data.list.map((bonus) => (
              <BonusItem key={bonus.id} bonus={bonus} symbol={symbol} onForfeit={() => setConfirming(bonus)} />
            ))}
          </ul>
          {totalPages > 1 ? <Pagination page={page} totalPages={totalPages} onChange={setPage} testId="bonus-pagination" /> : null}
        </>
      )}
      <MessageDialog
        open={confirming !== null}
        title={t('promotions.bonus.forfeit_title')}
        message={
          confirming ? t('promotions.bonus.forfeit_text', { title: confirming.title, amount: formatMoney(confirming.amount, symbol) }) : ''
        }
        confirmLabel={t('promotions.bonus.forfeit_confirm')}
        cancelLabel={t('common.cancel')}
        onConfirm={onConfirm}
        onClose={() => setConfirming(null)}
        icon="Alert"
        tone="warning"
        busy={forfeit.isPending}
        testId="bonus-forfeit-confirm"
      />
    </Card>
  );
}
