import { opsSportsbookSettingsSchema } from '@fortuna/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { ErrorState } from '../../../ui/error-state';
import { Field, FormAlert, Input } from '../../../ui/field';
import { Skeleton } from '../../../ui/skeleton';
import { useToast } from '../../../ui/toast';
import { can, useOpsMe } from '../api/ops-api';
import { issuePaths } from './form-issues';
import styles from './sportsbook.module.css';
import { useSportsbookSettings, useSportsbookWrites } from './sportsbook-api';

type Form = { minStake: string; maxStake: string; inPlayDelayMs: string };

/** The book's limits: a member's smallest and largest stake per bet, and the in-play delay (checked by the shared schema). */
export function SettingsTab() {
  const { t } = useTranslation();
  const me = useOpsMe();
  const writable = can(me.data, 'sportsbook.write');
  const errorMessage = useErrorMessage();
  const toast = useToast();
  const settings = useSportsbookSettings();
  const { saveSettings } = useSportsbookWrites();
  const [form, setForm] = useState<Form | null>(null);
  const [invalid, setInvalid] = useState<Set<string>>(new Set());
  useEffect(() => {
    if (settings.data && form === null)
      setForm({
        minStake: settings.data.minStake,
        maxStake: settings.data.maxStake,
        inPlayDelayMs: String(settings.data.inPlayDelayMs),
      });
  }, [settings.data, form]);
  if (settings.error) return <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />;
  if (!form) return <Skeleton style={{ height: 200 }} />;
  const body = {
    minStake: form.minStake.trim(),
    maxStake: form.maxStake.trim(),
    inPlayDelayMs: form.inPlayDelayMs.trim() === '' ? Number.NaN : Number(form.inPlayDelayMs.trim()),
  };
  const submit = () => {
    const parsed = opsSportsbookSettingsSchema.safeParse(body);
    if (!parsed.success) {
      setInvalid(issuePaths(parsed.error));
      return;
    }
    setInvalid(new Set());
    saveSettings.mutate(body, {
      onSuccess: (saved) => {
        setForm({ minStake: saved.minStake, maxStake: saved.maxStake, inPlayDelayMs: String(saved.inPlayDelayMs) });
        toast.show(t('ops_sportsbook.saved'), 'success');
      },
    });
  };
  const field = (name: keyof Form, label: string, hint: string, mode: 'decimal' | 'numeric') => (
    <Field
      label={label}
      hint={hint}
      error={invalid.has(name) ? t(`ops_sportsbook.invalid_${name}`) : undefined}
      testId={`ops-sb-settings-${name}`}
    >
      {({ id, describedBy, invalid: isBad }) => (
        <Input
          id={id}
          inputMode={mode}
          aria-describedby={describedBy}
          invalid={isBad}
          readOnly={!writable}
          value={form[name]}
          onChange={(event) => setForm({ ...form, [name]: event.target.value })}
          data-testid={`ops-sb-settings-${name}`}
        />
      )}
    </Field>
  );
  return (
    <Card>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (writable) submit();
        }}
        data-testid="ops-sb-settings"
      >
        <p className={styles.muted}>{t('ops_sportsbook.settings_lead')}</p>
        {saveSettings.error ? <FormAlert>{errorMessage(saveSettings.error)}</FormAlert> : null}
        <div className={styles.grid3}>
          {field('minStake', t('ops_sportsbook.field_min_stake'), t('ops_sportsbook.field_min_stake_hint'), 'decimal')}
          {field('maxStake', t('ops_sportsbook.field_max_stake'), t('ops_sportsbook.field_max_stake_hint'), 'decimal')}
          {field('inPlayDelayMs', t('ops_sportsbook.field_delay'), t('ops_sportsbook.field_delay_hint'), 'numeric')}
        </div>
        {writable ? (
          <div className={styles.actions}>
            <Button variant="primary" type="submit" disabled={saveSettings.isPending} data-testid="ops-sb-settings-save">
              {t('ops_sportsbook.save')}
            </Button>
          </div>
        ) : null}
      </form>
    </Card>
  );
}
