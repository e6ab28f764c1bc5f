import type { CrashGameView, CrashMyBet, CrashStateView } from '@fortuna/shared';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../../lib/error-message';
import { getToken } from '../../../../lib/session';
import { Button } from '../../../../ui/button';
import { Field, FormAlert, Input } from '../../../../ui/field';
import styles from './crash.module.css';
import { useCrashCashout, usePlaceCrashBet } from './crash-api';
import { multiplierText, shownMultiplier } from './crash-clock';

const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;
const TARGET = /^\d{1,7}(\.\d{1,2})?$/;

/** The bet panel: amount (½, 2×, min, max), optional auto cash-out, and one button that bets or cashes out at the current value. */
export function CrashBetPanel({
  game,
  myBet,
  limits,
  offset,
  onSound,
}: {
  game: CrashGameView | null;
  myBet: CrashMyBet | null;
  limits: CrashStateView['limits'];
  offset: number;
  onSound: (kind: 'bet' | 'cashout') => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorMessage();
  const [amount, setAmount] = useState('10.00');
  const [auto, setAuto] = useState('');
  const [error, setError] = useState<string | null>(null);
  const place = usePlaceCrashBet();
  const cashout = useCrashCashout();
  const [, setTick] = useState(0);
  const loggedIn = Boolean(getToken());

  const running = game?.state === 'running';
  const activeBet = myBet && myBet.gameId === game?.gameId ? myBet : null;
  const canCashOut = running && activeBet?.status === 'active';
  // The cash-out button shows its value as the curve climbs.
  useEffect(() => {
    if (!canCashOut) return;
    const timer = setInterval(() => setTick((n) => n + 1), 100);
    return () => clearInterval(timer);
  }, [canCashOut]);

  const amountValid = AMOUNT.test(amount) && Number(amount) >= Number(limits.minBet) && Number(amount) <= Number(limits.maxBet);
  const autoValid = auto === '' || (TARGET.test(auto) && Number(auto) >= 1.01);
  const scale = (factor: number) => {
    const next = Math.min(Number(limits.maxBet), Math.max(Number(limits.minBet), Number(amount || 0) * factor));
    setAmount(next.toFixed(2));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (canCashOut) {
      cashout.mutate(undefined, {
        onSuccess: () => onSound('cashout'),
        onError: (e) => setError(errorText(e)),
      });
      return;
    }
    if (!amountValid || !autoValid) return;
    place.mutate(
      { amount, ...(auto ? { autoCashout: auto } : {}) },
      { onSuccess: () => onSound('bet'), onError: (e) => setError(errorText(e)) },
    );
  };

  const current = game ? shownMultiplier(game, offset) : 100;
  let label: string;
  let disabled = place.isPending || cashout.isPending;
  if (!loggedIn) {
    label = t('crash.login_to_bet');
    disabled = true;
  } else if (canCashOut && activeBet) {
    const value = (Number(activeBet.amount) * current) / 100;
    label = t('crash.cash_out_value', { value: value.toFixed(2), multiplier: multiplierText(current) });
  } else if (activeBet?.status === 'cashed_out') {
    label = t('crash.cashed_out_at', { value: activeBet.cashout, win: activeBet.win });
    disabled = true;
  } else if (activeBet) {
    label = game?.state === 'betting' ? t('crash.bet_placed') : t('crash.waiting_next');
    disabled = true;
  } else if (game?.state === 'betting') {
    label = t('crash.bet');
    disabled ||= !amountValid || !autoValid;
  } else {
    label = t('crash.waiting_next');
    disabled = true;
  }

  return (
    <form className={styles.panel} onSubmit={submit} data-testid="crash-bet-panel">
      <Field label={t('crash.amount')} error={amountValid ? undefined : t('crash.amount_range', limits)}>
        {({ id, describedBy }) => (
          <div className={styles.amountRow}>
            <Input
              id={id}
              aria-describedby={describedBy}
              inputMode="decimal"
              value={amount}
              onChange={(e) => setAmount(e.target.value.trim())}
              invalid={!amountValid}
              data-testid="crash-amount"
              disabled={Boolean(activeBet)}
            />
            <Button size="sm" onClick={() => scale(0.5)} disabled={Boolean(activeBet)}>
              ½
            </Button>
            <Button size="sm" onClick={() => scale(2)} disabled={Boolean(activeBet)}>
              2×
            </Button>
            <Button size="sm" onClick={() => setAmount(limits.minBet)} disabled={Boolean(activeBet)}>
              {t('crash.min')}
            </Button>
            <Button size="sm" onClick={() => setAmount(limits.maxBet)} disabled={Boolean(activeBet)}>
              {t('crash.max')}
            </Button>
          </div>
        )}
      </Field>
      <Field label={t('crash.auto_cashout')} hint={t('crash.auto_hint')} error={autoValid ? undefined : t('crash.auto_invalid')}>
        {({ id, describedBy }) => (
          <Input
            id={id}
            aria-describedby={describedBy}
            inputMode="decimal"
            placeholder="2.00"
            value={auto}
            onChange={(e) => setAuto(e.target.value.trim())}
            invalid={!autoValid}
            data-testid="crash-auto"
            disabled={Boolean(activeBet)}
          />
        )}
      </Field>
      <Button type="submit" variant="primary" size="lg" block disabled={disabled} data-testid="crash-action">
        {label}
      </Button>
      {error && <FormAlert testId="crash-error">{error}</FormAlert>}
    </form>
  );
}
