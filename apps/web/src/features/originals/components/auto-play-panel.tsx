import { formatMinor } from '@fortuna/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format-money';
import { Button } from '../../../ui/button';
import { Icon } from '../../../ui/icons';
import styles from './game-shell.module.css';
import type { AutoPlaySettings, AutoPlayStatus } from './use-auto-play';

const ROUND_CHOICES = [10, 25, 50, 100, 0] as const;

/** Auto-play's settings (rounds, stop-loss, stop on a win of at least …), its progress and why it stopped. */
export function AutoPlayPanel(props: {
  status: AutoPlayStatus;
  disabled: boolean;
  onStart: (settings: AutoPlaySettings) => void;
  onStop: () => void;
  currency: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [settings, setSettings] = useState<AutoPlaySettings>({ rounds: 10, stopLoss: '', stopOnWin: '' });
  const { status } = props;
  const amountText = (value: string) => value.replace(/[^\d.]/g, '');
  return (
    <div className={styles.auto} data-testid="originals-auto">
      <button type="button" className={styles.autoToggle} aria-expanded={open} aria-controls={`${id}-body`} onClick={() => setOpen(!open)}>
        <Icon.Refresh size={16} />
        {t('originals.auto_title')}
        <Icon.ChevronDown size={16} className={styles.chevron} data-open={open} />
      </button>
      {open ? (
        <div id={`${id}-body`} className={styles.autoBody}>
          <fieldset className={styles.chips} aria-label={t('originals.auto_rounds')}>
            {ROUND_CHOICES.map((rounds) => (
              <button
                key={rounds}
                type="button"
                aria-pressed={settings.rounds === rounds}
                data-active={settings.rounds === rounds}
                disabled={status.running}
                onClick={() => setSettings({ ...settings, rounds })}
              >
                {rounds === 0 ? '∞' : rounds}
              </button>
            ))}
          </fieldset>
          <label className={styles.label} htmlFor={`${id}-loss`}>
            {t('originals.auto_stop_loss')}
          </label>
          <input
            id={`${id}-loss`}
            className={styles.input}
            inputMode="decimal"
            placeholder={props.currency}
            value={settings.stopLoss}
            disabled={status.running}
            onChange={(event) => setSettings({ ...settings, stopLoss: amountText(event.target.value) })}
            data-testid="originals-auto-stop-loss"
          />
          <label className={styles.label} htmlFor={`${id}-win`}>
            {t('originals.auto_stop_win')}
          </label>
          <input
            id={`${id}-win`}
            className={styles.input}
            inputMode="decimal"
            placeholder={props.currency}
            value={settings.stopOnWin}
            disabled={status.running}
            onChange={(event) => setSettings({ ...settings, stopOnWin: amountText(event.target.value) })}
          />
          {status.running ? (
            <Button variant="outline" block onClick={props.onStop} data-testid="originals-auto-stop">
              <Icon.Stop size={16} />
              {t('originals.auto_stop')}
            </Button>
          ) : (
            <Button
              variant="secondary"
              block
              disabled={props.disabled}
              onClick={() => props.onStart(settings)}
              data-testid="originals-auto-start"
            >
              <Icon.Play size={16} />
              {t('originals.auto_start')}
            </Button>
          )}
          {status.played > 0 || status.reason ? (
            <p
              className={styles.autoStatus}
              aria-live="polite"
              data-testid="originals-auto-status"
              data-reason={status.reason ?? 'running'}
            >
              {t('originals.auto_progress', { played: status.played, net: formatMoney(formatMinor(status.net), props.currency) })}
              {status.reason && status.reason !== 'done' ? ` · ${t(`originals.auto_reason_${status.reason}`)}` : null}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
