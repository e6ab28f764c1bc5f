import { SPORTSBOOK_MAX_LEGS, type SportsbookMatch } from '@fortuna/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/icons';
import { useToast } from '../../../ui/toast';
import { selectionFrom, slipStore, useOnSlip } from '../bet-slip-store';
import { marketLabel, selectionText } from '../market-label';
import { useOddsFormat } from '../odds-format';
import styles from './sportsbook.module.css';

/** How long a moved price shows its up or down colour. */
const FLASH_MS = 2500;

/**
 * Which way a price last moved, for a short while after it moved (null when it did not move or
 * the flash is over). The first price seen never flashes.
 */
export function useOddsMove(oddsMilli: number | null): 'up' | 'down' | null {
  const previous = useRef(oddsMilli);
  const [move, setMove] = useState<'up' | 'down' | null>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = oddsMilli;
    if (before === null || oddsMilli === null || before === oddsMilli) return;
    setMove(oddsMilli > before ? 'up' : 'down');
    const timer = setTimeout(() => setMove(null), FLASH_MS);
    return () => clearTimeout(timer);
  }, [oddsMilli]);
  return move;
}

type PriceButtonProps = {
  match: SportsbookMatch;
  marketKey: string;
  selectionKey: string;
  /** The price, or null when the selection is off the board. */
  oddsMilli: number | null;
  /** The market takes bets (open, and the match scheduled or in play). */
  open: boolean;
  /** The text above the price ("1", "−0.75", "O 2.5"); none for a price alone. */
  label?: string;
  variant?: 'row' | 'board';
};

/**
 * A price that adds its selection to the bet slip (pressed while on it; a second click removes it).
 * Greyed and disabled while its market is suspended or the selection off the board; the price
 * flashes up (green) or down (red) when it moves.
 */
export function PriceButton({ match, marketKey, selectionKey, oddsMilli, open, label, variant = 'row' }: PriceButtonProps) {
  const { t } = useTranslation();
  const { odds } = useOddsFormat();
  const toast = useToast();
  const onSlip = useOnSlip(match.matchId, selectionKey);
  const move = useOddsMove(oddsMilli);
  const available = open && oddsMilli !== null;
  const text = selectionText(t, selectionKey, match);
  const price = oddsMilli === null ? '' : odds(oddsMilli);

  const choose = () => {
    if (!available || oddsMilli === null) return;
    const result = slipStore.add(selectionFrom(match, marketKey, selectionKey, oddsMilli));
    if (result.refused === 'slip_full') toast.show(t('sportsbook.slip_full', { max: SPORTSBOOK_MAX_LEGS }), 'error');
  };

  return (
    <button
      type="button"
      className={[styles.price, variant === 'board' && styles.priceBoard].filter(Boolean).join(' ')}
      aria-pressed={onSlip}
      disabled={!available}
      data-move={move ?? undefined}
      data-testid={`price-${match.matchId}-${selectionKey}`}
      data-odds={oddsMilli ?? undefined}
      aria-label={
        available
          ? t('sportsbook.price_label', { pick: text.pick, market: marketLabel(t, marketKey), odds: price })
          : t('sportsbook.no_price')
      }
      onClick={choose}
    >
      {label ? <span className={styles.priceLabel}>{label}</span> : null}
      <span className={styles.priceValue}>{available ? price : <Icon.Lock size={12} />}</span>
    </button>
  );
}
