import styles from './controls.module.css';

export type Option<T> = { value: T; label: string };

/** A labelled row of toggle buttons, one pressed: rows, risk, segments, a side. */
export function OptionGroup<T extends string | number>({
  label,
  options,
  value,
  onChange,
  disabled,
  testId,
}: {
  label: string;
  options: readonly Option<T>[];
  value: T;
  onChange: (value: T) => void;
  disabled: boolean;
  testId: string;
}) {
  return (
    <fieldset className={styles.group} data-testid={testId}>
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.options} style={{ gridTemplateColumns: `repeat(${Math.min(options.length, 5)}, 1fr)` }}>
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            className={styles.option}
            aria-pressed={option.value === value}
            disabled={disabled}
            onClick={() => onChange(option.value)}
            data-testid={`${testId}-${option.value}`}
          >
            {option.label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
