import { useTranslation } from 'react-i18next';
import type { BetTypeSpec, PickValue, QuickPick } from '../bet-types';
import { betTypeName, optionText, pickText } from '../selection-text';
import styles from './bet-board.module.css';

const QUICK_PICKS: readonly QuickPick[] = ['all', 'big', 'small', 'odd', 'even', 'clear'];

/** The chooser of a bet type's position, part of the result or dragon/tiger pair. */
export function OptionChooser({ spec, value, onChange }: { spec: BetTypeSpec; value: PickValue; onChange: (value: PickValue) => void }) {
  const { t } = useTranslation();
  if (!spec.option) return null;
  const { field, values } = spec.option;
  return (
    <fieldset className={styles.options}>
      <legend className="sr-only">{t(`lottery.option.${field}`)}</legend>
      {values.map((v) => (
        <button
          key={String(v)}
          type="button"
          className={styles.option}
          aria-pressed={v === value}
          onClick={() => onChange(v)}
          data-testid={`bet-option-${v}`}
        >
          {optionText(field, v, t)}
        </button>
      ))}
    </fieldset>
  );
}

type PickRowProps = {
  spec: BetTypeSpec;
  label: string | null;
  picked: readonly PickValue[];
  onToggle: (value: PickValue) => void;
  onQuick: (pick: QuickPick) => void;
};

/** One row of balls or words with its quick picks (numbers only). */
export function PickRow({ spec, label, picked, onToggle, onQuick }: PickRowProps) {
  const { t } = useTranslation();
  const name = label ?? betTypeName(spec.code, t);
  return (
    <fieldset className={styles.row} data-testid="pick-row">
      <legend className={label ? styles.rowLabel : 'sr-only'}>{name}</legend>
      <div className={[styles.values, spec.kind === 'word' && styles.words].filter(Boolean).join(' ')}>
        {spec.values.map((value) => (
          <button
            key={String(value)}
            type="button"
            className={spec.kind === 'word' ? styles.word : styles.ball}
            aria-pressed={picked.includes(value)}
            onClick={() => onToggle(value)}
            data-testid={`pick-${value}`}
          >
            {pickText(spec, value, t)}
          </button>
        ))}
      </div>
      {spec.kind === 'number' ? (
        <fieldset className={styles.quick}>
          <legend className="sr-only">{t('lottery.quick_picks', { name })}</legend>
          {QUICK_PICKS.map((pick) => (
            <button key={pick} type="button" className={styles.quickButton} onClick={() => onQuick(pick)} data-testid={`quick-${pick}`}>
              {t(`lottery.quick.${pick}`)}
            </button>
          ))}
        </fieldset>
      ) : null}
    </fieldset>
  );
}
