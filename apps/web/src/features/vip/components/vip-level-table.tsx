import type { VipSummary } from '@fortuna/shared';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format-money';
import { useMemberInfo } from '../../../lib/member-info';
import { Card } from '../../../ui/card';
import { Cell, DataTable, HeadCell } from '../../../ui/data-table';
import { Icon } from '../../../ui/icons';
import { topRebateRate } from '../vip-progress';
import styles from './vip-section.module.css';

/** Every level: names, thresholds, bonuses, rebate and withdrawal limits, the member's own marked. */
export function VipLevelTable({ summary }: { summary: VipSummary }) {
  const { t } = useTranslation();
  const symbol = useMemberInfo().data?.currencySymbol;
  const money = (amount: string) => formatMoney(amount, symbol);
  const columns = {
    level: t('vip.col_level'),
    deposits: t('vip.col_deposits'),
    bets: t('vip.col_valid_bets'),
    upgrade: t('vip.col_upgrade'),
    weekly: t('vip.col_weekly'),
    monthly: t('vip.col_monthly'),
    rebate: t('vip.col_rebate'),
    withdrawals: t('vip.col_withdrawals'),
  };
  return (
    <Card className={styles.panel}>
      <h2 className={styles.heading}>
        <Icon.Crown size={20} />
        {t('vip.levels_title')}
      </h2>
      <DataTable
        caption={t('vip.levels_title')}
        testId="vip-levels"
        head={Object.entries(columns).map(([key, label]) => (
          <HeadCell key={key} numeric={key !== 'level'}>
            {label}
          </HeadCell>
        ))}
      >
        {summary.levels.map((level) => {
          const mine = level.level === summary.level;
          const withdrawals =
            level.withdrawalDailyCount === null && level.withdrawalDailyAmount === null
              ? t('vip.unlimited')
              : level.withdrawalDailyAmount === null
                ? t('vip.withdrawals_count', { count: level.withdrawalDailyCount ?? 0 })
                : t('vip.withdrawals_value', { count: level.withdrawalDailyCount ?? '∞', amount: money(level.withdrawalDailyAmount) });
          return (
            <tr
              key={level.level}
              className={mine ? styles.mine : undefined}
              data-testid={`vip-level-row-${level.level}`}
              aria-current={mine || undefined}
            >
              <Cell label={columns.level}>
                <span className={styles.levelCell}>
                  <span className={styles.levelChip}>{t('vip.level_short', { level: level.level })}</span>
                  {level.name}
                  {mine ? <span className={styles.yours}>{t('vip.yours')}</span> : null}
                </span>
              </Cell>
              <Cell label={columns.deposits} numeric>
                {money(level.depositThreshold)}
              </Cell>
              <Cell label={columns.bets} numeric>
                {money(level.validBetThreshold)}
              </Cell>
              <Cell label={columns.upgrade} numeric>
                {money(level.upgradeBonus)}
              </Cell>
              <Cell label={columns.weekly} numeric>
                {money(level.weeklyBonus)}
              </Cell>
              <Cell label={columns.monthly} numeric>
                {money(level.monthlyBonus)}
              </Cell>
              <Cell label={columns.rebate} numeric>
                {`${topRebateRate(level.rebateRates)}%`}
              </Cell>
              <Cell label={columns.withdrawals} numeric>
                {withdrawals}
              </Cell>
            </tr>
          );
        })}
      </DataTable>
    </Card>
  );
}
