import type { Contract, ContractKind, ContractStatus } from '@fortuna/shared';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/format-date';
import { useSession } from '../../../../lib/session';
import { Badge, type BadgeTone } from '../../../../ui/badge';
import { Button } from '../../../../ui/button';
import { Icon, type IconName } from '../../../../ui/icons';
import { ContractActions } from './contract-actions';
import { counterpartyName, isMemberSide } from './contract-parties';
import { ContractTiers } from './contract-tiers';
import styles from './contracts.module.css';

const STATUS_TONE: Record<ContractStatus, BadgeTone> = {
  pending: 'warning',
  active: 'success',
  rejected: 'danger',
  withdrawn: 'neutral',
  terminated: 'danger',
  replaced: 'neutral',
};

/** Each kind's icon, the same as its record page's in the agent menu. */
export const KIND_ICON: Record<ContractKind, IconName> = {
  dividend: 'Gift',
  daily_salary: 'Calendar',
  hourly_salary: 'Clock',
  realtime_salary: 'Flame',
};

/** A contract's kind with its icon and period: the heading of a card, the popup and the record pages. */
export function ContractHeading({ contract }: { contract: Contract }) {
  const { t } = useTranslation();
  const Glyph = Icon[KIND_ICON[contract.kind]];
  return (
    <div className={styles.head}>
      <span className={styles.kind}>
        <span className={styles.kindIcon}>
          <Glyph size={16} />
        </span>
        <span data-testid="contract-kind">{t(`agentCentre.contracts.kinds.${contract.kind}`)}</span>
      </span>
      <span className={styles.period}>{t(`agentCentre.contracts.periods.${contract.period}`)}</span>
      <Badge tone={STATUS_TONE[contract.status]} testId="contract-status">
        {t(`agentCentre.contracts.statuses.${contract.status}`)}
      </Badge>
    </div>
  );
}

/** The parties and dates of a contract, and a termination request waiting for an answer. */
export function ContractFacts({ contract }: { contract: Contract }) {
  const { t } = useTranslation();
  const session = useSession();
  const viewerId = session.customerId === null ? null : Number(session.customerId);
  const mySide = isMemberSide(contract, viewerId) ? 'member' : 'upline';
  const other = counterpartyName(contract, viewerId) ?? t('agentCentre.contracts.house');
  return (
    <>
      <dl className={styles.facts}>
        <div>
          <dt>{t('agentCentre.contracts.fields.upline')}</dt>
          <dd data-testid="contract-upline">{contract.upline?.username ?? t('agentCentre.contracts.house')}</dd>
        </div>
        <div>
          <dt>{t('agentCentre.contracts.fields.member')}</dt>
          <dd data-testid="contract-member">{contract.member.username}</dd>
        </div>
        <div>
          <dt>{t('agentCentre.contracts.fields.offered')}</dt>
          <dd>{formatDateTime(contract.offeredAt)}</dd>
        </div>
        {contract.signedAt ? (
          <div>
            <dt>{t('agentCentre.contracts.fields.signed')}</dt>
            <dd>{formatDateTime(contract.signedAt)}</dd>
          </div>
        ) : null}
        {contract.endedAt ? (
          <div>
            <dt>{t('agentCentre.contracts.fields.ended')}</dt>
            <dd>
              {formatDateTime(contract.endedAt)}
              {contract.endReason ? (
                <span className={styles.muted}>{` · ${t(`agentCentre.contracts.end_reasons.${contract.endReason}`)}`}</span>
              ) : null}
            </dd>
          </div>
        ) : null}
      </dl>
      {contract.terminationRequestedBy ? (
        <p className={styles.note} data-testid="contract-termination-note">
          <Icon.Alert size={16} />
          {contract.terminationRequestedBy === mySide
            ? t('agentCentre.contracts.termination_yours', { name: other })
            : t('agentCentre.contracts.termination_by', { name: other })}
        </p>
      ) : null}
    </>
  );
}

type ContractCardProps = {
  contract: Contract;
  /** Offers new terms to the contract's downline (contracts the agent gave, while current). */
  onNewTerms?: (contract: Contract) => void;
};

/** One contract: kind, period and status, the parties and dates, its tiers, and what the viewer may do. */
export function ContractCard({ contract, onNewTerms }: ContractCardProps) {
  const { t } = useTranslation();
  const current = contract.status === 'active' || contract.status === 'pending';
  return (
    <li
      className={styles.contract}
      data-testid="contract-card"
      data-status={contract.status}
      data-kind={contract.kind}
      data-id={contract.id}
    >
      <ContractHeading contract={contract} />
      <ContractFacts contract={contract} />
      <ContractTiers kind={contract.kind} tiers={contract.tiers} />
      {current && (contract.actions.length > 0 || onNewTerms) ? (
        <div className={styles.actions}>
          {onNewTerms && contract.status === 'active' ? (
            <Button size="sm" variant="ghost" onClick={() => onNewTerms(contract)} data-testid="contract-new-terms">
              <Icon.Transfer size={15} />
              {t('agentCentre.contracts.new_terms')}
            </Button>
          ) : null}
          <ContractActions contract={contract} />
        </div>
      ) : null}
    </li>
  );
}
