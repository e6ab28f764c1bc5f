import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, Input } from '../../../ui/field';
import { Select } from '../../../ui/select';
import { can, useOpsMe } from '../api/ops-api';
import type { PromotionDraft } from './promotion-form';
import styles from './promotions.module.css';
import { useAgentSuggestions } from './promotions-api';

const KINDS = ['everyone', 'newbies', 'vip', 'team'] as const;
/** The VIP levels offered (0 is the base level every member starts at). */
const LEVELS = Array.from({ length: 11 }, (_, level) => level);

type Audience = PromotionDraft['audience'];

/**
 * Who a promotion is for: everyone, members registered within N days, members at chosen VIP
 * levels, or an agent's team (the agent by username; the server refuses one that is not an agent).
 */
export function AudiencePicker({
  value,
  onChange,
  disabled,
  error,
}: {
  value: Audience;
  onChange: (value: Audience) => void;
  disabled: boolean;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const me = useOpsMe();
  const listId = useId();
  const agents = useAgentSuggestions(value.agent.trim(), value.kind === 'team' && can(me.data, 'content.read'));
  const set = (change: Partial<Audience>) => onChange({ ...value, ...change });
  return (
    <div className={styles.audience}>
      <Field label={t('ops_promotions.audience')} error={error}>
        {({ id, invalid }) => (
          <Select
            id={id}
            invalid={invalid}
            value={value.kind}
            disabled={disabled}
            onChange={(e) => set({ kind: e.target.value as Audience['kind'] })}
            data-testid="ops-promotion-audience"
          >
            {KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`ops_promotions.audience_${kind}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {value.kind === 'newbies' ? (
        <Field label={t('ops_promotions.audience_days')} hint={t('ops_promotions.audience_days_hint')}>
          {({ id, describedBy }) => (
            <Input
              id={id}
              aria-describedby={describedBy}
              type="number"
              min={1}
              max={365}
              value={value.days}
              disabled={disabled}
              onChange={(e) => set({ days: e.target.value })}
              data-testid="ops-promotion-audience-days"
            />
          )}
        </Field>
      ) : null}
      {value.kind === 'vip' ? (
        <fieldset className={styles.levels}>
          <legend>{t('ops_promotions.audience_levels')}</legend>
          {LEVELS.map((level) => (
            <button
              key={level}
              type="button"
              className={styles.chip}
              aria-pressed={value.levels.includes(level)}
              disabled={disabled}
              onClick={() =>
                set({
                  levels: value.levels.includes(level)
                    ? value.levels.filter((l) => l !== level)
                    : [...value.levels, level].sort((a, b) => a - b),
                })
              }
            >
              {t('ops_promotions.audience_level', { level })}
            </button>
          ))}
        </fieldset>
      ) : null}
      {value.kind === 'team' ? (
        <Field label={t('ops_promotions.audience_agent')} hint={t('ops_promotions.audience_agent_hint')}>
          {({ id, describedBy }) => (
            <>
              <Input
                id={id}
                aria-describedby={describedBy}
                list={listId}
                autoComplete="off"
                value={value.agent}
                disabled={disabled}
                onChange={(e) => set({ agent: e.target.value })}
                data-testid="ops-promotion-audience-agent"
              />
              <datalist id={listId}>
                {(agents.data ?? []).map((agent) => (
                  <option key={agent.id} value={agent.username} />
                ))}
              </datalist>
            </>
          )}
        </Field>
      ) : null}
    </div>
  );
}
