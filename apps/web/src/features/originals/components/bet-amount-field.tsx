import { parseMinor } from '@fortuna/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toMinor } from '../../../lib/format-money';
import styles from './game-shell.module.css';

const fmt = (minor: bigint) => `${minor / 100n}.${String(minor % 100n).padStart(2, '0')}`;

/** The bet amount with ½, 2×, min and max; the value stays text ("10.00") as the API takes it. */
export function BetAmountField(props: {
  value: string;
  onChange: (value: string) => void;
  min: string;
  max: string;
  disabled: boolean;
  error: string | null;
  currency: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const min = parseMinor(props.min);
  const max = parseMinor(props.max);
  const clamp = (minor: bigint) => fmt(minor < min ? min : minor > max ? max : minor);
  const current = toMinor(props.value) ?? min;
  return (
    <div className={styles.amount}>
      <label htmlFor={id} className={styles.label}>
        {t('originals.amount')}
      </label>
      <div className={styles.amountRow}>
        <span className={styles.currency}>{props.currency}</span>
        <input
          id={id}
          className={styles.amountInput}
          inputMode="decimal"
          value={props.value}
          disabled={props.disabled}
          aria-invalid={props.error !== null}
          aria-describedby={props.error ? `${id}-error` : undefined}
          onChange={(event) => props.onChange(event.target.value.replace(/[^\d.]/g, ''))}
          onBlur={() => toMinor(props.value) !== null && props.onChange(clamp(toMinor(props.value) as bigint))}
          data-testid="originals-amount"
        />
        <button
          type="button"
          disabled={props.disabled}
          onClick={() => props.onChange(clamp(current / 2n))}
          aria-label={t('originals.half')}
        >
          ½
        </button>
        <button
          type="button"
          disabled={props.disabled}
          onClick={() => props.onChange(clamp(current * 2n))}
          aria-label={t('originals.double')}
        >
          2×
        </button>
        <button type="button" disabled={props.disabled} onClick={() => props.onChange(clamp(min))}>
          {t('originals.min')}
        </button>
        <button type="button" disabled={props.disabled} onClick={() => props.onChange(clamp(max))}>
          {t('originals.max')}
        </button>
      </div>
      {props.error ? (
        <p id={`${id}-error`} className={styles.fieldError} role="alert">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
