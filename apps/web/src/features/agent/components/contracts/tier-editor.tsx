import { CONTRACT_MAX_TIERS } from '@fortuna/shared';
import type { CSSProperties } from 'react';
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormText } from '../../../../lib/form-rules';
import { Button } from '../../../../ui/button';
import { Input } from '../../../../ui/field';
import { Icon } from '../../../../ui/icons';
import { countsActiveMembers, EMPTY_TIER, hasLossRate, type OfferFormValues, type TierRow } from '../../contract-rules';
import styles from './tier-editor.module.css';

/** One column of the editor: a field of the tier, its label and the keyboard a phone shows for it. */
type Column = { name: keyof TierRow; label: string; mode: 'decimal' | 'numeric' };

type TierEditorProps = {
  control: Control<OfferFormValues, unknown, unknown>;
  register: UseFormRegister<OfferFormValues>;
  errors: FieldErrors<OfferFormValues>;
  kind: OfferFormValues['kind'];
  disabled?: boolean;
};

/**
 * The tiers of an offer: one row per tier with its volume threshold, its active-member threshold
 * (dividend and daily salary), its rate and (real-time salary) its loss rate, in percent. Rows are
 * added (a new row starts from the last one's figures) and removed, 1 to 20 of them; each row
 * shows what is wrong with it under it.
 */
export function TierEditor({ control, register, errors, kind, disabled }: TierEditorProps) {
  const { t } = useTranslation();
  const formText = useFormText();
  const { fields, append, remove } = useFieldArray({ control, name: 'tiers' });
  const active = countsActiveMembers(kind);
  const loss = hasLossRate(kind);
  const columns: Column[] = [
    { name: 'minVolume', label: t(`agentCentre.contracts.tiers.volume.${kind}`), mode: 'decimal' },
    ...(active ? [{ name: 'minActiveMembers', label: t('agentCentre.contracts.tiers.active'), mode: 'numeric' } satisfies Column] : []),
    { name: 'rate', label: `${t(`agentCentre.contracts.tiers.rate.${kind}`)} (%)`, mode: 'decimal' },
    ...(loss ? [{ name: 'lossRate', label: `${t('agentCentre.contracts.tiers.loss_rate')} (%)`, mode: 'decimal' } satisfies Column] : []),
  ];
  const rowErrors = Array.isArray(errors.tiers) ? (errors.tiers as FieldErrors<TierRow>[]) : [];
  const listError = (errors.tiers as { root?: { message?: string } } | undefined)?.root?.message;
  const template = { '--tier-fields': columns.length } as CSSProperties;

  return (
    <fieldset className={styles.editor} data-testid="tier-editor" disabled={disabled}>
      <legend className={styles.legend}>{t('agentCentre.contracts.offer.tiers')}</legend>
      <div className={styles.headRow} style={template} aria-hidden="true">
        <span>#</span>
        {columns.map((column) => (
          <span key={column.name}>{column.label}</span>
        ))}
        <span />
      </div>
      <ol className={styles.rows}>
        {fields.map((field, index) => {
          const rowError = rowErrors[index];
          const messages = columns
            .map((column) => rowError?.[column.name]?.message)
            .filter((message): message is string => Boolean(message));
          return (
            <li key={field.id} className={styles.row} data-testid="tier-row">
              <div className={styles.cells} style={template}>
                <span className={styles.number}>{index + 1}</span>
                {columns.map((column) => (
                  // The input is named by aria-label; the visible label is for phones, where the header row is hidden.
                  <div key={column.name} className={styles.cell}>
                    <span className={styles.cellLabel} aria-hidden="true">
                      {column.label}
                    </span>
                    <Input
                      inputMode={column.mode}
                      autoComplete="off"
                      aria-label={t('agentCentre.contracts.offer.cell', { n: index + 1, name: column.label })}
                      invalid={Boolean(rowError?.[column.name])}
                      data-testid={`tier-${column.name}`}
                      {...register(`tiers.${index}.${column.name}`)}
                    />
                  </div>
                ))}
                <Button
                  variant="ghost"
                  size="sm"
                  iconOnly
                  className={styles.remove}
                  aria-label={t('agentCentre.contracts.offer.remove_tier', { n: index + 1 })}
                  onClick={() => remove(index)}
                  disabled={fields.length <= 1}
                  data-testid="tier-remove"
                >
                  <Icon.Close size={16} />
                </Button>
              </div>
              {messages.length > 0 ? (
                <p className={styles.error} role="alert" data-testid="tier-error">
                  <Icon.Alert size={14} />
                  {[...new Set(messages.map((message) => formText(message)))].join(' ')}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
      {listError ? (
        <p className={styles.error} role="alert">
          <Icon.Alert size={14} />
          {formText(listError)}
        </p>
      ) : null}
      <div className={styles.foot}>
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            const last = fields.at(-1) ?? EMPTY_TIER;
            append({ minVolume: '', minActiveMembers: last.minActiveMembers, rate: last.rate, lossRate: last.lossRate });
          }}
          disabled={fields.length >= CONTRACT_MAX_TIERS}
          data-testid="tier-add"
        >
          <Icon.Plus size={15} />
          {t('agentCentre.contracts.offer.add_tier')}
        </Button>
        <span className={styles.hint}>{t('agentCentre.contracts.offer.rule_hint')}</span>
      </div>
    </fieldset>
  );
}
