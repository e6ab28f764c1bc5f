import { useTranslation } from 'react-i18next';
import styles from './slot-filters.module.css';

/**
 * The slots filters of spec §9 as two toggle chips: "Min bet ≥ 1" and "25+ lines". Each narrows the
 * RNG lobby on the server (games that state no minimum bet or lines drop out while it is on).
 */
export function SlotFilters({
  minBet,
  lines,
  onChange,
}: {
  minBet: boolean;
  lines: boolean;
  onChange: (change: { minBet?: boolean; lines?: boolean }) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.chips}>
      <legend className="sr-only">{t('lobby.slot_filters')}</legend>
      <button
        type="button"
        className={styles.chip}
        aria-pressed={minBet}
        onClick={() => onChange({ minBet: !minBet })}
        data-testid="lobby-slot-min-bet"
      >
        {t('lobby.slot_min_bet')}
      </button>
      <button
        type="button"
        className={styles.chip}
        aria-pressed={lines}
        onClick={() => onChange({ lines: !lines })}
        data-testid="lobby-slot-lines"
      >
        {t('lobby.slot_lines')}
      </button>
    </fieldset>
  );
}
