import type { ContractKind, ContractTier } from '@fortuna/shared';
import { useTranslation } from 'react-i18next';
import { groupThousands } from '../../../../lib/format-money';
import { countsActiveMembers, hasLossRate } from '../../contract-rules';
import styles from './contracts.module.css';

type ContractTiersProps = {
  kind: ContractKind;
  tiers: readonly ContractTier[];
  /** The tier a settlement reached, highlighted. */
  reached?: number | null;
  caption?: string;
  testId?: string;
};

/**
 * A contract's tiers: from which volume (and active members, where the kind counts them) each
 * rate applies, rates in percent; real-time salary shows its profit and loss rates side by side.
 */
export function ContractTiers({ kind, tiers, reached = null, caption, testId = 'contract-tiers' }: ContractTiersProps) {
  const { t } = useTranslation();
  const active = countsActiveMembers(kind);
  const loss = hasLossRate(kind);
  return (
    <div className={styles.tiersWrap}>
      <table className={styles.tiers} data-testid={testId}>
        <caption className="sr-only">{caption ?? t('agentCentre.contracts.tiers.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('agentCentre.contracts.tiers.level')}</th>
            <th scope="col">{t(`agentCentre.contracts.tiers.volume.${kind}`)}</th>
            {active ? <th scope="col">{t('agentCentre.contracts.tiers.active')}</th> : null}
            <th scope="col">{t(`agentCentre.contracts.tiers.rate.${kind}`)}</th>
            {loss ? <th scope="col">{t('agentCentre.contracts.tiers.loss_rate')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {tiers.map((tier, index) => (
            // Tiers have no id of their own; their order is what they are.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <tr key={index} data-reached={reached === index ? 'true' : undefined} data-testid={`${testId}-row`}>
              <td>{index + 1}</td>
              <td>{groupThousands(tier.minVolume)}</td>
              {active ? <td>{tier.minActiveMembers}</td> : null}
              <td data-testid={`${testId}-rate`}>{t('agentCentre.contracts.percent', { value: tier.rate })}</td>
              {loss ? <td>{t('agentCentre.contracts.percent', { value: tier.lossRate ?? '0' })}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
