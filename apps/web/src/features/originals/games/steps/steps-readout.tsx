import { formatMinor, type OriginalsRound } from '@fortuna/shared';
import { useTranslation } from 'react-i18next';
import { formatMoney, toMinor } from '../../../../lib/format-money';
import { Button } from '../../../../ui/button';
import styles from './steps.module.css';

/** The round's current cash-out value (view.cashOut, minor units) as an amount with the bet's decimals. */
export function cashOutAmount(round: OriginalsRound, view: { cashOut: string }): string {
  const decimals = (round.bet.split('.')[1] ?? '').length;
  return formatMinor(BigInt(view.cashOut), decimals);
}

type StepsView = { multiplier: string; cashOut: string; outcome: string };

/** The open round's figures, or how the last round ended (read out to screen readers as it changes). */
export function StepsReadout({
  round,
  view,
  currency,
  next,
}: {
  round: OriginalsRound | null;
  view: StepsView | null;
  currency: string;
  next?: string | null;
}) {
  const { t } = useTranslation();
  if (!round || !view) return <p className={styles.outcome} aria-live="polite" />;
  if (round.finished) {
    const won = (toMinor(round.win) ?? 0n) > 0n;
    return (
      <p className={`${styles.outcome} ${won ? styles.outcome_win : styles.outcome_bust}`} aria-live="polite" data-testid="steps-outcome">
        {won ? t('originals_steps.won', { amount: formatMoney(round.win, currency), value: view.multiplier }) : t('originals_steps.bust')}
      </p>
    );
  }
  return (
    <div className={styles.readout} aria-live="polite" data-testid="steps-readout">
      {view.cashOut !== '0' ? <span>{t('originals_steps.current_multiplier', { value: view.multiplier })}</span> : null}
      <span>
        <strong data-testid="steps-cashout-value">
          {t('originals_steps.cash_out_value', { amount: formatMoney(cashOutAmount(round, view), currency) })}
        </strong>
      </span>
      {next ? <span>{t('originals_steps.next_multiplier', { value: next })}</span> : null}
    </div>
  );
}

/** Cash out: shown while a round is open, usable after the first safe step. */
export function CashOutButton({
  round,
  view,
  busy,
  currency,
  act,
}: {
  round: OriginalsRound | null;
  view: StepsView | null;
  busy: boolean;
  currency: string;
  act: (action: Record<string, unknown>) => void;
}) {
  const { t } = useTranslation();
  if (!round || !view || round.finished) return null;
  const value = BigInt(view.cashOut);
  return (
    <Button
      variant="outline"
      size="lg"
      block
      disabled={busy || value === 0n}
      onClick={() => act({ type: 'cashout' })}
      data-testid="steps-cashout"
    >
      {value > 0n
        ? t('originals_steps.cash_out', { amount: formatMoney(cashOutAmount(round, view), currency) })
        : t('originals_steps.cash_out_none')}
    </Button>
  );
}
