import { formatMinor } from '@fortuna/shared';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format-money';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { FormAlert } from '../../../ui/field';
import { Spinner } from '../../../ui/spinner';
import type { SlipTotals } from '../slip';
import styles from './lottery-page.module.css';

type PlaceSlipDialogProps = {
  open: boolean;
  name: string;
  numero: string;
  totals: SlipTotals;
  symbol: string | undefined;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
};

/** "Place these bets?": the game, issue, bets, combinations, total stake and potential win before the debit. */
export function PlaceSlipDialog({ open, name, numero, totals, symbol, busy, error, onConfirm, onClose }: PlaceSlipDialogProps) {
  const { t } = useTranslation();
  const money = (minor: bigint) => formatMoney(formatMinor(minor), symbol);
  return (
    <Dialog
      open={open}
      onClose={busy ? () => {} : onClose}
      title={t('lottery.confirm_title')}
      size="sm"
      testId="place-slip-dialog"
      dismissible={!busy}
    >
      <dl className={styles.confirmList}>
        <div>
          <dt>{t('lottery.game')}</dt>
          <dd>{name}</dd>
        </div>
        <div>
          <dt>{t('lottery.issue')}</dt>
          <dd data-testid="place-slip-numero">{numero}</dd>
        </div>
        <div>
          <dt>{t('lottery.bets')}</dt>
          <dd>{totals.bets}</dd>
        </div>
        <div>
          <dt>{t('lottery.total_combinations')}</dt>
          <dd>{totals.combinations}</dd>
        </div>
        <div>
          <dt>{t('lottery.total_stake')}</dt>
          <dd data-testid="place-slip-total">{money(totals.stake)}</dd>
        </div>
        <div>
          <dt>{t('lottery.potential_win')}</dt>
          <dd>{money(totals.potentialWin)}</dd>
        </div>
      </dl>
      {error ? <FormAlert testId="place-slip-error">{error}</FormAlert> : null}
      <div className={styles.confirmActions}>
        {busy ? (
          <Spinner size={24} label={t('common.loading')} />
        ) : (
          <>
            <Button variant="secondary" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button variant="primary" onClick={onConfirm} data-testid="place-slip-confirm">
              {t('lottery.confirm_place')}
            </Button>
          </>
        )}
      </div>
    </Dialog>
  );
}
