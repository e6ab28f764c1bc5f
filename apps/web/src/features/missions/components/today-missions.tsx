import type { Mission } from '@fortuna/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-money';
import { useMemberInfo } from '../../../lib/member-info';
import { siteTimeZone } from '../../../lib/site-time-zone';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { FormAlert } from '../../../ui/field';
import { Icon } from '../../../ui/icons';
import { Skeleton } from '../../../ui/skeleton';
import { Spinner } from '../../../ui/spinner';
import { useToast } from '../../../ui/toast';
import { useClaimMission } from '../api/claim-mission';
import { useMissionSummary } from '../api/get-mission-summary';
import { missionFigure, missionState, progressPercent } from '../mission-progress';
import styles from './missions-section.module.css';

const STATE_ICON = { progress: 'Trophy', claimable: 'Gift', claimed: 'Check' } as const;

/** Today's missions: each with its progress, its reward and, once completed, the claim. */
export function TodayMissions() {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const summary = useMissionSummary();
  const symbol = useMemberInfo().data?.currencySymbol;
  const claim = useClaimMission();
  const [claimError, setClaimError] = useState<{ missionId: number; message: string } | null>(null);

  const onClaim = async (mission: Mission) => {
    setClaimError(null);
    try {
      const claimed = await claim.mutateAsync(mission.id);
      toast.show(t('missions.claimed_toast', { amount: formatMoney(claimed.reward, symbol) }), 'success', {
        title: t('missions.claimed_title'),
        kind: 'mission-claimed',
      });
    } catch (error) {
      setClaimError({ missionId: mission.id, message: errorMessage(error) });
    }
  };

  return (
    <Card className={styles.panel}>
      <header className={styles.panelHead}>
        <div className={styles.panelTitle}>
          <h2 className={styles.heading}>{t('missions.today_title')}</h2>
          {summary.data ? <p className={styles.muted}>{t('missions.day_note', { day: summary.data.day, zone: siteTimeZone() })}</p> : null}
        </div>
        {summary.data ? (
          <span className={styles.resets} data-testid="missions-resets">
            <Icon.Clock size={16} />
            {t('missions.resets_at', { time: formatDateTime(summary.data.resetsAt) })}
          </span>
        ) : null}
      </header>

      {summary.isError && !summary.data ? (
        <ErrorState error={summary.error} onRetry={() => void summary.refetch()} compact />
      ) : !summary.data ? (
        <ul className={styles.missions} aria-busy="true" aria-label={t('common.loading')}>
          {[0, 1, 2].map((key) => (
            <li key={key} className={styles.mission}>
              <Skeleton className={styles.iconSkeleton} />
              <span className={styles.body}>
                <Skeleton className={styles.lineSkeleton} />
                <Skeleton className={styles.barSkeleton} />
              </span>
            </li>
          ))}
        </ul>
      ) : summary.data.missions.length === 0 ? (
        <EmptyState icon="Trophy" title={t('missions.empty')} text={t('missions.empty_text')} compact />
      ) : (
        <ul className={styles.missions} data-testid="missions-list">
          {summary.data.missions.map((mission) => (
            <MissionItem
              key={mission.id}
              mission={mission}
              symbol={symbol}
              claiming={claim.isPending && claim.variables === mission.id}
              error={claimError?.missionId === mission.id ? claimError.message : null}
              onClaim={() => void onClaim(mission)}
            />
          ))}
        </ul>
      )}
    </Card>
  );
}

type MissionItemProps = {
  mission: Mission;
  symbol: string | undefined;
  claiming: boolean;
  error: string | null;
  onClaim: () => void;
};

/** One mission: title, category, progress bar with "progress / target", reward and its state. */
function MissionItem({ mission, symbol, claiming, error, onClaim }: MissionItemProps) {
  const { t } = useTranslation();
  const state = missionState(mission);
  const percent = progressPercent(mission);
  const Glyph = Icon[STATE_ICON[state]];
  const figures = `${missionFigure(mission.metric, mission.progress)} / ${missionFigure(mission.metric, mission.target)}`;
  const category = mission.category ? t(`category.${mission.category}`, { defaultValue: mission.category }) : t('missions.all_games');

  return (
    <li className={styles.mission} data-testid={`mission-${mission.code}`} data-state={state}>
      <span className={styles.icon} data-state={state}>
        <Glyph size={22} />
      </span>
      <div className={styles.body}>
        <div className={styles.titleRow}>
          <h3 className={styles.title}>{mission.title}</h3>
          <span className={styles.tag}>{category}</span>
        </div>
        <div
          className={styles.bar}
          data-state={state}
          role="progressbar"
          aria-label={t('missions.progress_of', { title: mission.title })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={figures}
        >
          <span className={styles.fill} style={{ width: `${percent}%` }} />
        </div>
        <div className={styles.meta}>
          <span>{t(mission.metric === 'valid_bet' ? 'missions.metric_valid_bet' : 'missions.metric_rounds')}</span>
          <span className={styles.figures} data-testid="mission-progress">
            {figures}
          </span>
        </div>
        {error ? <FormAlert testId="mission-claim-error">{error}</FormAlert> : null}
      </div>
      <div className={styles.side}>
        <span className={styles.reward}>
          <span className={styles.rewardLabel}>{t('missions.reward')}</span>
          <strong data-testid="mission-reward">{formatMoney(mission.reward, symbol)}</strong>
        </span>
        {state === 'claimable' ? (
          <Button
            variant="primary"
            size="sm"
            className={styles.claim}
            onClick={onClaim}
            disabled={claiming}
            aria-label={t('missions.claim_label', { title: mission.title })}
            data-testid="mission-claim"
          >
            {claiming ? <Spinner size={14} label={t('common.loading')} /> : <Icon.Gift size={16} />}
            {t('missions.claim')}
          </Button>
        ) : state === 'claimed' ? (
          <Badge tone="success" testId="mission-status">
            {t('missions.claimed')}
          </Badge>
        ) : (
          <Badge tone="neutral" testId="mission-status">
            {t('missions.in_progress')}
          </Badge>
        )}
      </div>
    </li>
  );
}
