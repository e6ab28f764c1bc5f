import { RG, type RgExclusionRequest } from '@fortuna/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Dialog } from '../../../ui/dialog';
import { ErrorState } from '../../../ui/error-state';
import { FormAlert } from '../../../ui/field';
import { Select } from '../../../ui/select';
import { Skeleton } from '../../../ui/skeleton';
import { useExclude } from '../api/exclude';
import { useRgState } from '../api/get-rg-state';
import { useSetRealityCheck } from '../api/set-reality-check';
import '../rg-texts';
import { LimitCard } from './limit-card';
import styles from './rg-section.module.css';

/**
 * The member centre's responsible gaming (issue 20): deposit, loss and wager limits over the last
 * 24 hours, 7 days and 30 days, the session time limit, the reality-check interval, and a time-out
 * or self-exclusion (confirmed first: nobody can end it early).
 */
export function ResponsibleGamingSection({ onExcluded }: { onExcluded: () => void }) {
  const { t } = useTranslation();
  const state = useRgState();
  if (state.isError && !state.data) return <ErrorState error={state.error} onRetry={() => void state.refetch()} />;
  if (!state.data)
    return (
      <Card className={styles.panel} aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton />
        <Skeleton />
      </Card>
    );
  const { limits, realityCheckMinutes } = state.data;
  const group = (prefix: string) => limits.filter((l) => l.key.startsWith(prefix));
  return (
    <div className={styles.section} data-testid="rg-section">
      <Card className={styles.panel}>
        <p className={styles.muted}>{t('rg.intro')}</p>
      </Card>
      {(['deposit', 'loss', 'wager', 'session'] as const).map((prefix) => (
        <Card key={prefix} className={styles.panel}>
          <h3 className={styles.title}>{t(`rg.groups.${prefix}`)}</h3>
          <div className={styles.grid}>
            {group(prefix).map((limit) => (
              <LimitCard key={limit.key} limit={limit} />
            ))}
          </div>
        </Card>
      ))}
      <RealityCheckSetting minutes={realityCheckMinutes} />
      <Exclusion onExcluded={onExcluded} />
    </div>
  );
}

function RealityCheckSetting({ minutes }: { minutes: number }) {
  const { t } = useTranslation();
  const save = useSetRealityCheck();
  const errorText = useErrorMessage();
  return (
    <Card className={styles.panel}>
      <label className={styles.title} htmlFor="rg-reality-check">
        {t('rg.reality_title')}
      </label>
      <p className={styles.muted}>{t('rg.reality_hint')}</p>
      <Select
        id="rg-reality-check"
        value={String(minutes)}
        disabled={save.isPending}
        onChange={(event) => save.mutate(Number(event.target.value))}
        data-testid="rg-reality-check"
      >
        {RG.realityCheckMinutes.map((m) => (
          <option key={m} value={m}>
            {m === 0 ? t('rg.off') : t('rg.every_minutes', { minutes: m })}
          </option>
        ))}
      </Select>
      {save.isError ? <FormAlert>{errorText(save.error)}</FormAlert> : null}
    </Card>
  );
}

function Exclusion({ onExcluded }: { onExcluded: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorMessage();
  const exclude = useExclude();
  const [choice, setChoice] = useState('timeout:1');
  const [confirming, setConfirming] = useState(false);
  const request = (): RgExclusionRequest => {
    const [kind, n] = choice.split(':');
    return kind === 'timeout' ? { kind: 'timeout', days: Number(n) as 1 } : { kind: 'self_exclusion', months: Number(n) as 6 };
  };
  return (
    <Card className={styles.panel}>
      <label className={styles.title} htmlFor="rg-exclusion">
        {t('rg.exclusion_title')}
      </label>
      <p className={styles.muted}>{t('rg.exclusion_hint')}</p>
      <div className={styles.row}>
        <Select id="rg-exclusion" value={choice} onChange={(event) => setChoice(event.target.value)} data-testid="rg-exclusion-choice">
          {RG.timeoutDays.map((d) => (
            <option key={`t${d}`} value={`timeout:${d}`}>
              {t('rg.timeout_days', { count: d })}
            </option>
          ))}
          {RG.selfExclusionMonths.map((m) => (
            <option key={`s${m}`} value={`self_exclusion:${m}`}>
              {t('rg.self_exclusion_months', { count: m })}
            </option>
          ))}
        </Select>
        <Button variant="primary" onClick={() => setConfirming(true)} data-testid="rg-exclusion-start">
          {t('rg.exclusion_start')}
        </Button>
      </div>
      {exclude.isError ? <FormAlert>{errorText(exclude.error)}</FormAlert> : null}
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('rg.exclusion_confirm_title')}
        testId="rg-exclusion-confirm"
        actions={
          <>
            <Button onClick={() => setConfirming(false)}>{t('common.cancel')}</Button>
            <Button
              variant="primary"
              disabled={exclude.isPending}
              data-testid="rg-exclusion-confirm-yes"
              onClick={() =>
                exclude.mutate(request(), {
                  onSuccess: () => {
                    setConfirming(false);
                    onExcluded();
                  },
                  onError: () => setConfirming(false),
                })
              }
            >
              {t('rg.exclusion_confirm')}
            </Button>
          </>
        }
      >
        <p>{t('rg.exclusion_confirm_body')}</p>
      </Dialog>
    </Card>
  );
}
