import type { RgLimit } from '@fortuna/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format-date';
import { Button } from '../../../ui/button';
import { FormAlert, Input } from '../../../ui/field';
import { useToast } from '../../../ui/toast';
import { useSetRgLimit } from '../api/set-rg-limit';
import styles from './rg-section.module.css';

/** One limit: what is in force, what the window used and left, a pending change, and a form to change it. */
export function LimitCard({ limit }: { limit: RgLimit }) {
  const { t } = useTranslation();
  const errorText = useErrorMessage();
  const toast = useToast();
  const [value, setValue] = useState('');
  const save = useSetRgLimit();
  const minutes = limit.key === 'session_minutes';
  const submit = (next: string | null) =>
    save.mutate(
      { key: limit.key, value: next },
      {
        onSuccess: () => {
          setValue('');
          toast.show(t('rg.saved'));
        },
      },
    );
  const inputId = `rg-${limit.key}`;
  return (
    <div className={styles.limit} data-testid={`rg-limit-${limit.key}`}>
      <label htmlFor={inputId} className={styles.title}>
        {t(`rg.keys.${limit.key}`)}
      </label>
      <span data-testid={`rg-limit-${limit.key}-value`}>
        {limit.value === null ? t('rg.no_limit') : minutes ? t('rg.minutes_value', { minutes: limit.value }) : limit.value}
      </span>
      {limit.remaining !== null ? (
        <span className={styles.muted} data-testid={`rg-limit-${limit.key}-remaining`}>
          {t('rg.used_remaining', { used: limit.used, remaining: limit.remaining })}
        </span>
      ) : null}
      {limit.pending ? (
        <span className={styles.muted} data-testid={`rg-limit-${limit.key}-pending`}>
          {t('rg.pending', {
            value: limit.pending.value ?? t('rg.no_limit'),
            at: formatDateTime(limit.pending.effectiveAt),
          })}
        </span>
      ) : null}
      <form
        className={styles.row}
        onSubmit={(event) => {
          event.preventDefault();
          if (value.trim()) submit(value.trim());
        }}
      >
        <Input
          id={inputId}
          inputMode={minutes ? 'numeric' : 'decimal'}
          value={value}
          placeholder={minutes ? t('rg.minutes_placeholder') : t('rg.amount_placeholder')}
          onChange={(event) => setValue(event.target.value)}
          data-testid={`rg-limit-${limit.key}-input`}
        />
        <Button type="submit" size="sm" disabled={save.isPending} data-testid={`rg-limit-${limit.key}-save`}>
          {t('rg.set')}
        </Button>
        {limit.value !== null ? (
          <Button type="button" size="sm" variant="ghost" onClick={() => submit(null)}>
            {t('rg.remove')}
          </Button>
        ) : null}
      </form>
      {save.isError ? <FormAlert>{errorText(save.error)}</FormAlert> : null}
    </div>
  );
}
