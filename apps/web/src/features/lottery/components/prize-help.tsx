import { BOX_PERMUTATIONS } from '@fortuna/bgs/four-digits';
import type { GameType } from '@fortuna/bgs/types';
import { formatMinor } from '@fortuna/shared';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format-money';
import { sea4dIboxTable, sea4dPrizeTable, vnPrize } from '../prize-table';
import styles from './prize-help.module.css';

type PrizeHelpProps = {
  gameType: GameType;
  code: string;
  /** The unit stake, minor units, or null while the stake field is not an amount. */
  unitStake: bigint | null;
  symbol: string | undefined;
};

/**
 * What the regional bets pay at the member's unit stake, from the game's fixed odds: the 4D prize
 * table (Big and Small per tier, or an i-box's prize per number of orders), a Vietnamese bet's
 * prize per hit. Nothing for the classic games.
 */
export function PrizeHelp({ gameType, code, unitStake, symbol }: PrizeHelpProps) {
  const { t } = useTranslation();
  const money = (minor: bigint | null) => (minor === null ? '—' : formatMoney(formatMinor(minor), symbol));
  const stake = unitStake ?? 100n;
  const stakeText = money(stake);

  if (gameType === 'sea4d') {
    const size = code.startsWith('sea4d.small') ? 'small' : 'big';
    if (code.endsWith('_ibox')) {
      const rows = sea4dIboxTable(size, stake);
      return (
        <div className={styles.help} data-testid="prize-help">
          <table className={styles.table}>
            <caption className={styles.caption}>{t(`lottery.prize_table_ibox_${size}`, { stake: stakeText })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('lottery.prize_tier')}</th>
                {BOX_PERMUTATIONS.map((orders) => (
                  <th key={orders} scope="col" className={styles.figure}>
                    {t('lottery.orders_n', { count: orders })}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.tier} data-tier={row.tier}>
                  <th scope="row">{t(`lottery.tier.${row.tier}`)}</th>
                  {BOX_PERMUTATIONS.map((orders) => (
                    <td key={orders} className={styles.figure}>
                      {money(row.prizes[orders])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <p className={styles.note}>{t('lottery.prize_note_ibox')}</p>
        </div>
      );
    }
    const rows = sea4dPrizeTable(stake);
    return (
      <div className={styles.help} data-testid="prize-help">
        <table className={styles.table}>
          <caption className={styles.caption}>{t('lottery.prize_table_caption', { stake: stakeText })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('lottery.prize_tier')}</th>
              <th scope="col" className={styles.figure} data-active={size === 'big' || undefined}>
                {t('lottery.size_big')}
              </th>
              <th scope="col" className={styles.figure} data-active={size === 'small' || undefined}>
                {t('lottery.size_small')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.tier} data-tier={row.tier}>
                <th scope="row">
                  {t(`lottery.tier.${row.tier}`)}
                  {row.tier === 'special' || row.tier === 'consolation' ? <span className={styles.count}> ×10</span> : null}
                </th>
                <td className={styles.figure} data-active={size === 'big' || undefined}>
                  {money(row.big)}
                </td>
                <td className={styles.figure} data-active={(size === 'small' && row.small !== null) || undefined}>
                  {row.small === null ? '—' : money(row.small)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className={styles.note}>{t(code.endsWith('_box') ? 'lottery.prize_note_box' : 'lottery.prize_note_4d')}</p>
      </div>
    );
  }

  if (gameType === 'vn_north' || gameType === 'vn_south') {
    const bet = code.slice(code.indexOf('.') + 1);
    return (
      <p className={styles.payLine} data-testid="prize-help">
        {t(bet === 'lo' ? 'lottery.pays_per_hit' : 'lottery.pays_once', { stake: stakeText, amount: money(vnPrize(code, stake)) })}
      </p>
    );
  }
  return null;
}
