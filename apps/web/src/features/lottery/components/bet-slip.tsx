import type { DrawContext, GameType } from '@fortuna/bgs/types';
import { formatMinor } from '@fortuna/shared';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format-money';
import { Button } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { Icon } from '../../../ui/icons';
import { betTypeName, selectionText } from '../selection-text';
import { combinationsOf, isTieredBet, type PayInfo, potentialWin, type SlipBet, type SlipTotals } from '../slip';
import styles from './bet-slip.module.css';

type BetSlipProps = {
  gameType: GameType;
  bets: readonly SlipBet[];
  totals: SlipTotals;
  pay: PayInfo;
  context: DrawContext;
  symbol: string | undefined;
  onRemove: (id: string) => void;
  onClear: () => void;
  onPlace: () => void;
  /** Betting on the current issue has closed or there is none. */
  closed: boolean;
};

/** The bet slip: each bet with its combinations × stake and potential win, the totals, and place. */
export function BetSlip({ gameType, bets, totals, pay, context, symbol, onRemove, onClear, onPlace, closed }: BetSlipProps) {
  const { t } = useTranslation();
  const money = (minor: bigint) => formatMoney(formatMinor(minor), symbol);
  const tiered = bets.some((bet) => isTieredBet(gameType, bet.betType));
  return (
    <section className={styles.slip} aria-labelledby="bet-slip-title" data-testid="bet-slip">
      <div className={styles.head}>
        <h2 id="bet-slip-title" className={styles.title}>
          <Icon.Receipt size={18} />
          {t('lottery.slip')}
          <span className={styles.countBadge}>{bets.length}</span>
        </h2>
        {bets.length > 0 ? (
          <Button variant="ghost" size="sm" onClick={onClear} data-testid="bet-slip-clear">
            {t('lottery.clear_slip')}
          </Button>
        ) : null}
      </div>
      {bets.length === 0 ? (
        <EmptyState compact icon="Ticket" title={t('lottery.slip_empty')} text={t('lottery.slip_empty_text')} />
      ) : (
        <ul className={styles.list}>
          {bets.map((bet) => {
            const combinations = combinationsOf(gameType, bet.betType, bet.selection);
            const win = potentialWin(gameType, bet, pay, context);
            return (
              <li key={bet.id} className={styles.item} data-testid="slip-bet" data-bet-type={bet.betType}>
                <div className={styles.itemText}>
                  <strong>{betTypeName(bet.betType, t)}</strong>
                  <span className={styles.selection}>{selectionText(gameType, bet.betType, bet.selection, t)}</span>
                  <span className={styles.figures}>
                    {t('lottery.slip_line', {
                      count: combinations,
                      unit: money(bet.unitStake),
                      stake: money(BigInt(combinations) * bet.unitStake),
                    })}
                  </span>
                  <span className={styles.figures} data-testid="slip-bet-win">
                    {t(isTieredBet(gameType, bet.betType) ? 'lottery.potential_win_up_to' : 'lottery.potential_win_value', {
                      amount: win === null ? '—' : money(win),
                    })}
                  </span>
                </div>
                <Button
                  variant="ghost"
                  size="sm"
                  iconOnly
                  aria-label={t('lottery.remove_bet', { name: betTypeName(bet.betType, t) })}
                  onClick={() => onRemove(bet.id)}
                  data-testid="slip-remove"
                >
                  <Icon.Close size={16} />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <dl className={styles.totals}>
        <div>
          <dt>{t('lottery.total_combinations')}</dt>
          <dd data-testid="slip-combinations">{totals.combinations}</dd>
        </div>
        <div>
          <dt>{t('lottery.total_stake')}</dt>
          <dd data-testid="slip-total">{money(totals.stake)}</dd>
        </div>
        <div>
          <dt>{t('lottery.potential_win')}</dt>
          <dd data-testid="slip-potential-win">{money(totals.potentialWin)}</dd>
        </div>
      </dl>
      <p className={styles.note}>{t('lottery.potential_win_note')}</p>
      {tiered ? <p className={styles.note}>{t('lottery.potential_win_tiered_note')}</p> : null}
      <Button variant="primary" block onClick={onPlace} disabled={bets.length === 0 || closed} data-testid="bet-slip-place">
        {closed ? t('lottery.betting_closed') : t('lottery.place_bets')}
      </Button>
    </section>
  );
}
