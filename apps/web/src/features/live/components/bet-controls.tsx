import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { chipLabel } from '../chips';
import styles from './live.module.css';
import type { useLiveBetting } from './use-live-betting';

/** The chip rack and the confirm / repeat / clear buttons under the felt. */
export function BetControls({ betting, loggedIn }: { betting: ReturnType<typeof useLiveBetting>; loggedIn: boolean }) {
  const { t } = useTranslation();
  if (!loggedIn) return <p className={styles.loginHint}>{t('live.login_to_bet')}</p>;
  return (
    <div className={styles.controls}>
      <fieldset className={styles.chipRack}>
        <legend className={styles.srOnly}>{t('live.chips')}</legend>
        {betting.chips.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={betting.chip === value}
            className={styles.chip}
            data-testid={`live-chip-${value}`}
            onClick={() => betting.setChip(value)}
          >
            {chipLabel(value)}
          </button>
        ))}
      </fieldset>
      <div className={styles.actions}>
        <span className={styles.placedTotal} data-testid="live-placed-total">
          {t('live.placed_total', { amount: betting.placedTotal })}
        </span>
        <Button size="sm" variant="ghost" onClick={betting.clear} disabled={!betting.hasPlaced || betting.busy} data-testid="live-clear">
          {t('live.clear')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={betting.repeat}
          disabled={!betting.canRepeat || betting.busy}
          data-testid="live-repeat"
        >
          {t('live.repeat')}
        </Button>
        <Button
          size="sm"
          variant="primary"
          onClick={betting.confirm}
          disabled={!betting.open || !betting.hasPlaced || betting.busy}
          data-testid="live-confirm"
        >
          {t('live.confirm')}
        </Button>
      </div>
      {betting.notice && (
        <p
          className={styles.notice}
          data-tone={betting.notice.tone}
          role={betting.notice.tone === 'error' ? 'alert' : 'status'}
          data-testid="live-notice"
        >
          {betting.notice.text}
        </p>
      )}
    </div>
  );
}
