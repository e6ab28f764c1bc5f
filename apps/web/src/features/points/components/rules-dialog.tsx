import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format-money';
import { useMemberInfo } from '../../../lib/member-info';
import { Badge } from '../../../ui/badge';
import { Cell, DataTable, HeadCell } from '../../../ui/data-table';
import { Dialog } from '../../../ui/dialog';
import { ErrorState } from '../../../ui/error-state';
import { CenteredSpinner } from '../../../ui/spinner';
import { usePointsConfig } from '../api/get-points-config';
import { formatPoints } from '../points-math';
import styles from './points.module.css';

/** The points rules (spec "points rules", "exchange-rate table"): how each type earns, what points convert to, the operator's text. */
export function RulesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t('points.rules')} size="lg" testId="points-rules-dialog">
      {open ? <RulesBody /> : null}
    </Dialog>
  );
}

function RulesBody() {
  const { t } = useTranslation();
  const config = usePointsConfig();
  const symbol = useMemberInfo().data?.currencySymbol;
  if (config.isError && !config.data) return <ErrorState error={config.error} onRetry={() => void config.refetch()} compact />;
  if (!config.data) return <CenteredSpinner />;
  const { rules, rates, rulesText } = config.data;
  return (
    <div className={styles.rules}>
      <h3 className={styles.subheading}>{t('points.earning_rules')}</h3>
      <DataTable
        caption={t('points.earning_rules')}
        testId="points-earning-rules"
        head={
          <>
            <HeadCell>{t('points.type')}</HeadCell>
            <HeadCell numeric>{t('points.betting_unit')}</HeadCell>
            <HeadCell numeric>{t('points.points_ratio')}</HeadCell>
          </>
        }
      >
        {rules.map((rule) => (
          <tr key={rule.type} data-testid={`points-rule-${rule.type}`}>
            <Cell label={t('points.type')}>
              {t(`points.move.${rule.type}`)} {rule.enabled ? null : <Badge>{t('points.off')}</Badge>}
            </Cell>
            <Cell label={t('points.betting_unit')} numeric>
              {formatMoney(rule.unit, symbol)}
            </Cell>
            <Cell label={t('points.points_ratio')} numeric>
              {t('points.ratio_text', { points: rule.points })}
            </Cell>
          </tr>
        ))}
      </DataTable>
      <h3 className={styles.subheading}>{t('points.rate_table')}</h3>
      {rates.length === 0 ? (
        <p className={styles.muted}>{t('points.no_rates')}</p>
      ) : (
        <DataTable
          caption={t('points.rate_table')}
          testId="points-rate-table"
          head={
            <>
              <HeadCell numeric>{t('points.from_points')}</HeadCell>
              <HeadCell numeric>{t('points.rate_points')}</HeadCell>
              <HeadCell numeric>{t('points.rate_amount')}</HeadCell>
            </>
          }
        >
          {rates.map((row) => (
            <tr key={row.minPoints}>
              <Cell label={t('points.from_points')} numeric>
                {formatPoints(row.minPoints)}
              </Cell>
              <Cell label={t('points.rate_points')} numeric>
                {formatPoints(row.points)}
              </Cell>
              <Cell label={t('points.rate_amount')} numeric>
                {formatMoney(row.amount, symbol)}
              </Cell>
            </tr>
          ))}
        </DataTable>
      )}
      <p className={styles.notice}>{t('points.never_expire_text')}</p>
      {/* The operator's rules text is plain text: shown as text with its line breaks, never as HTML. */}
      {rulesText ? (
        <p className={styles.description} data-testid="points-rules-text">
          {rulesText}
        </p>
      ) : null}
    </div>
  );
}
