import type { TeamMember } from '@fortuna/shared';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { useErrorMessage } from '../../../lib/error-message';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { ErrorState } from '../../../ui/error-state';
import { FormAlert } from '../../../ui/field';
import { Select } from '../../../ui/select';
import { Spinner } from '../../../ui/spinner';
import { useToast } from '../../../ui/toast';
import { useDownlinePrizeGroup } from '../api/get-downline-prize-group';
import { useSetDownlinePrizeGroup } from '../api/set-downline-prize-group';
import { downlineRebatePercent, downlineSeriesChoices } from '../prize-group-choices';
import styles from './team-management.module.css';

/** The bounds a refusal names (`lottery_series_invalid` answers `{min, max}`). */
function boundsOf(error: unknown): { min: number; max: number } | null {
  if (!(error instanceof ApiError) || error.code !== 'lottery_series_invalid') return null;
  const value = error.value as { min?: unknown; max?: unknown } | null;
  return typeof value?.min === 'number' && typeof value.max === 'number' ? { min: value.min, max: value.max } : null;
}

/**
 * Sets a direct downline's lottery prize group: a choice from its floor (the highest group it gave
 * its own downlines, or the site's lowest) up to the agent's own, with the rebate the agent keeps
 * on that team's turnover. A refusal (the bounds moved meanwhile) is shown with the bounds now.
 */
export function PrizeGroupDialog({ member, onClose }: { member: TeamMember | null; onClose: () => void }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const toast = useToast();
  const selectId = useId();
  const bounds = useDownlinePrizeGroup(member?.username ?? null);
  const save = useSetDownlinePrizeGroup();
  const [choice, setChoice] = useState<number | null>(null);

  const row = bounds.data?.list.find((r) => r.memberId === member?.memberId);
  const own = bounds.data?.ownSeries;
  const choices = row && own !== undefined ? downlineSeriesChoices(own, row.floor, row.series) : [];
  // The member's own choice is never swapped for another: when fresh bounds leave it out, nothing is
  // selected until the member chooses again (a silent swap once saved a group nobody picked).
  const selected =
    choice !== null ? (choices.includes(choice) ? choice : undefined) : row && choices.includes(row.series) ? row.series : choices[0];

  // A new member starts from its own current group, with no earlier answer shown.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the member is exactly what resets the form
  useEffect(() => {
    setChoice(null);
    save.reset();
  }, [member?.memberId]);

  const close = () => {
    if (!save.isPending) onClose();
  };
  const submit = () => {
    if (!member || selected === undefined) return;
    save.mutate(
      { memberId: member.memberId, series: selected },
      {
        onSuccess: (saved) => {
          toast.show(t('agentCentre.prize.saved', { name: saved.username, series: saved.series }), 'success');
          onClose();
        },
      },
    );
  };
  const refused = save.isError ? boundsOf(save.error) : null;

  return (
    <Dialog
      open={member !== null}
      onClose={close}
      title={t('agentCentre.prize.title', { name: member?.username ?? '' })}
      size="sm"
      testId="prize-group-dialog"
      dismissible={!save.isPending}
    >
      {bounds.isError ? (
        <ErrorState error={bounds.error} onRetry={() => void bounds.refetch()} compact />
      ) : !bounds.data || !row || own === undefined ? (
        bounds.data && !row ? (
          <FormAlert testId="prize-group-error">{t('errors.downline_not_found')}</FormAlert>
        ) : (
          <div className={styles.dialogLoading}>
            <Spinner size={24} label={t('common.loading')} />
          </div>
        )
      ) : (
        <form
          className={styles.prizeForm}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <dl className={styles.facts}>
            <div>
              <dt>{t('agentCentre.prize.current')}</dt>
              <dd data-testid="prize-group-current">{row.series}</dd>
            </div>
            <div>
              <dt>{t('agentCentre.prize.yours')}</dt>
              <dd>{own}</dd>
            </div>
            <div>
              <dt>{t('agentCentre.prize.range')}</dt>
              <dd data-testid="prize-group-range">
                {row.floor}–{own}
              </dd>
            </div>
          </dl>
          <div className={styles.field}>
            <label htmlFor={selectId} className={styles.fieldLabel}>
              {t('agentCentre.prize.choose')}
            </label>
            <Select
              id={selectId}
              value={selected ?? ''}
              onChange={(event) => setChoice(Number(event.target.value))}
              disabled={save.isPending || choices.length === 0}
              data-testid="prize-group-select"
            >
              {selected === undefined ? (
                <option value="" disabled>
                  {t('agentCentre.prize.choose')}
                </option>
              ) : null}
              {choices.map((series) => (
                <option key={series} value={series}>
                  {series === row.series ? t('agentCentre.prize.option_current', { series }) : String(series)}
                </option>
              ))}
            </Select>
            <p className={styles.hint}>{t('agentCentre.prize.floor_hint')}</p>
          </div>
          {selected !== undefined ? (
            <p className={styles.rebate} data-testid="prize-group-rebate">
              {t('agentCentre.prize.rebate', { percent: downlineRebatePercent(own, selected) })}
            </p>
          ) : null}
          {save.isError ? (
            <FormAlert testId="prize-group-error">
              {errorMessage(save.error)}
              {refused ? ` ${t('agentCentre.prize.allowed', refused)}` : ''}
            </FormAlert>
          ) : null}
          <div className={styles.dialogActions}>
            {save.isPending ? (
              <Spinner size={24} label={t('common.loading')} />
            ) : (
              <>
                <Button variant="secondary" onClick={close}>
                  {t('common.cancel')}
                </Button>
                <Button
                  type="submit"
                  variant="primary"
                  disabled={selected === undefined || selected === row.series}
                  data-testid="prize-group-confirm"
                >
                  {t('agentCentre.prize.save')}
                </Button>
              </>
            )}
          </div>
        </form>
      )}
    </Dialog>
  );
}
