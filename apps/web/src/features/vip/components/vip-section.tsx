import type { VipClaimPeriod, VipClaimState, VipSummary } from '@fortuna/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-money';
import { useMemberInfo } from '../../../lib/member-info';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { ErrorState } from '../../../ui/error-state';
import { FormAlert } from '../../../ui/field';
import { Icon } from '../../../ui/icons';
import { Skeleton } from '../../../ui/skeleton';
import { Spinner } from '../../../ui/spinner';
import { useToast } from '../../../ui/toast';
import { useClaimVipBonus } from '../api/claim-vip-bonus';
import { useVipSummary } from '../api/get-vip-summary';
import { progressPercent } from '../vip-progress';
import '../vip-texts';
import { VipHistory } from './vip-history';
import { VipLevelTable } from './vip-level-table';
import styles from './vip-section.module.css';

/**
 * The member centre's "VIP bonus" (spec §2; the original opened the security centre here, we open
 * the VIP page): the member's level with progress to the next over the window, the weekly and
 * monthly bonuses to claim, the level table and the upgrade history. Reading it evaluates the
 * member, so a level just reached shows at once (and its toast comes over the socket).
 */
export function VipSection() {
  const summary = useVipSummary();
  if (summary.isError && !summary.data) return <ErrorState error={summary.error} onRetry={() => void summary.refetch()} />;
  return (
    <div className={styles.section} data-testid="vip-section">
      {summary.data ? <CurrentLevel summary={summary.data} /> : <LoadingCard />}
      {summary.data ? <Claims summary={summary.data} /> : null}
      {summary.data ? <VipLevelTable summary={summary.data} /> : null}
      {/* After the summary: reading it evaluates the member, so an upgrade it makes is in the history (fetched alongside, it raced the upgrade). */}
      {summary.data ? <VipHistory /> : null}
    </div>
  );
}

function LoadingCard() {
  const { t } = useTranslation();
  return (
    <Card className={styles.panel} aria-busy="true" aria-label={t('common.loading')}>
      <Skeleton className={styles.lineSkeleton} />
      <Skeleton className={styles.barSkeleton} />
      <Skeleton className={styles.barSkeleton} />
    </Card>
  );
}

/** The member's level, the figures over the window and the progress bars toward the next level. */
function CurrentLevel({ summary }: { summary: VipSummary }) {
  const { t } = useTranslation();
  const symbol = useMemberInfo().data?.currencySymbol;
  const next = summary.next;
  const bars = next
    ? [
        { key: 'deposits', label: t('vip.deposits'), value: summary.deposits, target: next.depositThreshold },
        { key: 'valid-bets', label: t('vip.valid_bets'), value: summary.validBets, target: next.validBetThreshold },
      ]
    : [];
  return (
    <Card className={styles.hero}>
      <div className={styles.heroHead}>
        <span className={styles.crown} data-level={Math.min(summary.level, 5)}>
          <Icon.Crown size={30} />
        </span>
        <div className={styles.heroText}>
          <span className={styles.muted}>{t('vip.current_title')}</span>
          <strong className={styles.levelName} data-testid="vip-level">
            <span className={styles.levelChip}>{t('vip.level_short', { level: summary.level })}</span>
            <span data-testid="vip-level-name">{summary.name}</span>
          </strong>
          <span className={styles.muted}>{t('vip.window_note', { days: summary.windowDays })}</span>
        </div>
      </div>
      <dl className={styles.figures}>
        <div>
          <dt>{t('vip.deposits')}</dt>
          <dd data-testid="vip-deposits">{formatMoney(summary.deposits, symbol)}</dd>
        </div>
        <div>
          <dt>{t('vip.valid_bets')}</dt>
          <dd data-testid="vip-valid-bets">{formatMoney(summary.validBets, symbol)}</dd>
        </div>
      </dl>
      {next ? (
        <div className={styles.next}>
          <h3 className={styles.subheading}>{t('vip.next_title', { name: next.name, level: next.level })}</h3>
          {bars.map((bar) => {
            const percent = progressPercent(bar.value, bar.target);
            const figures = `${formatMoney(bar.value, symbol)} / ${formatMoney(bar.target, symbol)}`;
            return (
              <div key={bar.key} className={styles.progress}>
                <div className={styles.progressMeta}>
                  <span>{bar.label}</span>
                  <span className={styles.figuresText}>{figures}</span>
                </div>
                <div
                  className={styles.bar}
                  role="progressbar"
                  aria-label={t('vip.progress_of', { what: bar.label })}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={percent}
                  aria-valuetext={figures}
                  data-testid={`vip-progress-${bar.key}`}
                >
                  <span className={styles.fill} style={{ width: `${percent}%` }} />
                </div>
              </div>
            );
          })}
          <p className={styles.muted}>{t('vip.next_hint', { bonus: formatMoney(next.upgradeBonus, symbol) })}</p>
        </div>
      ) : (
        <p className={styles.top}>{t('vip.top_reached')}</p>
      )}
      {summary.level > 0 ? (
        <p className={styles.keep} data-met={summary.keep.met} data-testid="vip-keep">
          <Icon.Shield size={16} />
          {t(summary.keep.met ? 'vip.keep_met' : 'vip.keep_short', {
            amount: formatMoney(summary.keep.validBet, symbol),
            date: formatDateTime(summary.keep.reviewAt),
          })}
        </p>
      ) : null}
    </Card>
  );
}

/** The weekly and monthly bonuses of the member's level this business period. */
function Claims({ summary }: { summary: VipSummary }) {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const symbol = useMemberInfo().data?.currencySymbol;
  const claim = useClaimVipBonus();
  const [error, setError] = useState<{ period: VipClaimPeriod; message: string } | null>(null);

  const onClaim = async (state: VipClaimState) => {
    setError(null);
    try {
      const paid = await claim.mutateAsync(state.period);
      toast.show(t('vip.claimed_toast', { amount: formatMoney(paid.amount, symbol) }), 'success', {
        title: t('vip.claimed_title'),
        kind: 'vip-claimed',
      });
    } catch (caught) {
      setError({ period: state.period, message: errorMessage(caught) });
    }
  };

  return (
    <Card className={styles.panel}>
      <h2 className={styles.heading}>
        <Icon.Gift size={20} />
        {t('vip.claims_title')}
      </h2>
      <ul className={styles.claims}>
        {summary.claims.map((state) => {
          const what = t(state.period === 'weekly' ? 'vip.claim_weekly' : 'vip.claim_monthly');
          const claiming = claim.isPending && claim.variables === state.period;
          return (
            <li key={state.period} className={styles.claim} data-testid={`vip-claim-${state.period}`} data-claimable={state.claimable}>
              <div className={styles.claimText}>
                <strong>{what}</strong>
                <span className={styles.claimAmount}>{formatMoney(state.amount, symbol)}</span>
                <span className={styles.muted}>{t('vip.next_period', { date: formatDateTime(state.nextAt) })}</span>
                {error?.period === state.period ? <FormAlert testId="vip-claim-error">{error.message}</FormAlert> : null}
              </div>
              {state.claimed ? (
                <Badge tone="success" testId="vip-claim-status">
                  {t('vip.claimed')}
                </Badge>
              ) : state.claimable ? (
                <Button
                  variant="primary"
                  size="sm"
                  onClick={() => void onClaim(state)}
                  disabled={claiming}
                  aria-label={t('vip.claim_label', { what })}
                  data-testid="vip-claim-button"
                >
                  {claiming ? <Spinner size={14} label={t('common.loading')} /> : <Icon.Gift size={16} />}
                  {t('vip.claim')}
                </Button>
              ) : (
                <Badge tone="neutral" testId="vip-claim-status">
                  {t('vip.no_bonus')}
                </Badge>
              )}
            </li>
          );
        })}
      </ul>
      {summary.turnoverMultiple > 0 ? (
        <p className={styles.muted}>{t('vip.turnover_note', { multiple: summary.turnoverMultiple })}</p>
      ) : null}
    </Card>
  );
}
