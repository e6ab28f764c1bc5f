import { REFERRAL_STAGES, type ReferralSettings, type ReferralStage } from '@fortuna/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { ErrorState } from '../../../ui/error-state';
import { Checkbox, Field, FormAlert, Input, Textarea } from '../../../ui/field';
import { CenteredSpinner } from '../../../ui/spinner';
import { useToast } from '../../../ui/toast';
import { can, useOpsMe } from '../api/ops-api';
import { ConfirmDialog } from '../components/confirm-dialog';
import { checkReferralDraft, fieldProblem, type ReferralDraft, RULES_LANGUAGES, referralDraft } from './referral-form';
import styles from './rewards.module.css';
import { useReferralSettings, useSaveReferralSettings } from './rewards-api';

/** Invite friends' settings: the rewards switch, each stage's rewards and threshold, limits, turnover, rules text. */
export function ReferralSettingsCard() {
  const { t } = useTranslation();
  const settings = useReferralSettings();
  return (
    <Card className={styles.panel}>
      <h2 className={styles.heading}>{t('ops_rewards.settings_title')}</h2>
      {settings.isError && !settings.data ? (
        <ErrorState error={settings.error} onRetry={() => void settings.refetch()} compact />
      ) : !settings.data ? (
        <CenteredSpinner />
      ) : (
        <SettingsForm key={JSON.stringify(settings.data)} saved={settings.data} />
      )}
    </Card>
  );
}

function SettingsForm({ saved }: { saved: ReferralSettings }) {
  const { t } = useTranslation();
  const me = useOpsMe();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const writable = can(me.data, 'promotions.write');
  const save = useSaveReferralSettings();
  const [draft, setDraft] = useState<ReferralDraft>(() => referralDraft(saved));
  const [shown, setShown] = useState<Set<string>>(new Set());
  const [confirming, setConfirming] = useState<ReferralSettings | null>(null);
  const [error, setError] = useState<string | null>(null);
  const checked = checkReferralDraft(draft);
  const problem = (path: string) =>
    !checked.ok && checked.fields.has(path) && shown.has(path) ? t(`ops_rewards.${fieldProblem(path)}`) : undefined;
  const touch = (path: string) => setShown((current) => new Set(current).add(path));
  const setStage = (stage: ReferralStage, field: 'referrer' | 'friend' | 'threshold', value: string) =>
    setDraft((d) => ({ ...d, stages: { ...d.stages, [stage]: { ...d.stages[stage], [field]: value } } }));

  const money = (stage: ReferralStage, field: 'referrer' | 'friend' | 'threshold') => {
    const path = `stages.${stage}.${field}`;
    return (
      <Field label={t(`ops_rewards.${field}`)} error={problem(path)} testId={`ops-referral-${stage}-${field}`}>
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            inputMode="decimal"
            aria-describedby={describedBy}
            invalid={invalid}
            value={draft.stages[stage][field]}
            disabled={!writable}
            onChange={(event) => {
              setStage(stage, field, event.target.value);
              touch(path);
            }}
            data-testid={`ops-referral-${stage}-${field}`}
          />
        )}
      </Field>
    );
  };

  const submit = () => {
    setError(null);
    if (checked.ok) setConfirming(checked.request);
    else setShown(new Set(checked.fields));
  };

  // A promise, not mutate's callbacks: the saved settings re-key this form, and an unmounted form's callbacks never run.
  const send = (request: ReferralSettings) =>
    save
      .mutateAsync(request)
      .then(() => toast.show(t('ops_rewards.saved'), 'success'))
      .catch((caught: unknown) => setError(errorMessage(caught)))
      .finally(() => setConfirming(null));

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      data-testid="ops-referral-form"
    >
      {writable ? null : <FormAlert tone="info">{t('ops_rewards.read_only')}</FormAlert>}
      <Checkbox
        label={t('ops_rewards.rewards_enabled')}
        checked={draft.rewardsEnabled}
        disabled={!writable}
        onChange={(event) => setDraft((d) => ({ ...d, rewardsEnabled: event.target.checked }))}
        data-testid="ops-referral-enabled"
      />
      {REFERRAL_STAGES.map((stage) => (
        <fieldset key={stage} className={styles.stage} data-testid={`ops-referral-stage-${stage}`}>
          <legend className={styles.subheading}>{t(`ops_rewards.stage_${stage}`)}</legend>
          <p className={styles.muted}>{t(`ops_rewards.stage_${stage}_hint`)}</p>
          <div className={styles.fields}>
            {money(stage, 'referrer')}
            {money(stage, 'friend')}
            {stage === 'register' ? null : money(stage, 'threshold')}
          </div>
        </fieldset>
      ))}
      <div className={styles.fields}>
        <Field label={t('ops_rewards.monthly_max')} hint={t('ops_rewards.monthly_max_hint')} error={problem('monthlyFriendsMax')}>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              inputMode="numeric"
              aria-describedby={describedBy}
              invalid={invalid}
              value={draft.monthlyFriendsMax}
              disabled={!writable}
              onChange={(event) => {
                setDraft((d) => ({ ...d, monthlyFriendsMax: event.target.value }));
                touch('monthlyFriendsMax');
              }}
              data-testid="ops-referral-monthly"
            />
          )}
        </Field>
        <Field label={t('ops_rewards.turnover')} hint={t('ops_rewards.turnover_hint')} error={problem('turnoverMultiple')}>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              inputMode="decimal"
              aria-describedby={describedBy}
              invalid={invalid}
              value={draft.turnoverMultiple}
              disabled={!writable}
              onChange={(event) => {
                setDraft((d) => ({ ...d, turnoverMultiple: event.target.value }));
                touch('turnoverMultiple');
              }}
              data-testid="ops-referral-turnover"
            />
          )}
        </Field>
      </div>
      <Checkbox
        label={t('ops_rewards.block_same_ip')}
        checked={draft.blockSameIp}
        disabled={!writable}
        onChange={(event) => setDraft((d) => ({ ...d, blockSameIp: event.target.checked }))}
        data-testid="ops-referral-same-ip"
      />
      <div className={styles.fields}>
        {RULES_LANGUAGES.map((language) => {
          const path = `rulesText.${language}`;
          return (
            <Field key={language} label={t('ops_rewards.rules', { language: t(`ops_rewards.language_${language}`) })} error={problem(path)}>
              {({ id, describedBy, invalid }) => (
                <Textarea
                  id={id}
                  rows={3}
                  aria-describedby={describedBy}
                  invalid={invalid}
                  value={draft.rulesText[language] ?? ''}
                  disabled={!writable}
                  onChange={(event) => {
                    setDraft((d) => ({ ...d, rulesText: { ...d.rulesText, [language]: event.target.value } }));
                    touch(path);
                  }}
                  data-testid={`ops-referral-rules-${language}`}
                />
              )}
            </Field>
          );
        })}
      </div>
      {error ? <FormAlert testId="ops-referral-save-error">{error}</FormAlert> : null}
      {writable ? (
        <div>
          <Button type="submit" variant="primary" disabled={save.isPending} data-testid="ops-referral-save">
            {t('ops_rewards.save')}
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming !== null}
        title={t('ops_rewards.confirm_title')}
        text={t(confirming?.rewardsEnabled ? 'ops_rewards.confirm_save_on' : 'ops_rewards.confirm_save_off')}
        confirmLabel={t('ops_rewards.save')}
        onConfirm={() => confirming && send(confirming)}
        onClose={() => setConfirming(null)}
        busy={save.isPending}
        testId="ops-referral-save-dialog"
      />
    </form>
  );
}
