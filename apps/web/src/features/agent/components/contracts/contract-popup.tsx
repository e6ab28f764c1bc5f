import type { Contract } from '@fortuna/shared';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../../lib/session';
import { Button } from '../../../../ui/button';
import { Dialog } from '../../../../ui/dialog';
import { Icon } from '../../../../ui/icons';
import '../../agent-texts';
import { useContractRequests } from '../../api/get-contract-requests';
import { ContractActions } from './contract-actions';
import { ContractHeading } from './contract-card';
import { counterpartyName } from './contract-parties';
import styles from './contract-popup.module.css';
import { ContractTiers } from './contract-tiers';

/**
 * What the popup asks about a request: an offer to sign or a termination to agree to. One whole
 * sentence per kind, so each language words (and, in English, articles) it as it needs.
 */
function leadText(contract: Contract, viewerId: number | null, t: TFunction): string {
  const name = counterpartyName(contract, viewerId);
  if (contract.status === 'pending') {
    return name
      ? t(`agentCentre.contracts.popup.offer_from.${contract.kind}`, { name })
      : t(`agentCentre.contracts.popup.offer_from_house.${contract.kind}`);
  }
  return t(`agentCentre.contracts.popup.termination_from.${contract.kind}`, { name: name ?? t('agentCentre.contracts.house') });
}

/**
 * The contract popup: the requests waiting for the member's answer (`GET /wps/agent/contracts/
 * requests`, incoming), one at a time with its tiers, signed or rejected (an offer) or accepted or
 * declined (a termination request) right here. Each answer refreshes the requests and the
 * consolidated info, so the popup moves to the next one and goes away after the last.
 */
export function ContractPopup({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const requests = useContractRequests();
  const [index, setIndex] = useState(0);
  const incoming = requests.data?.incoming ?? [];
  const position = incoming.length === 0 ? 0 : Math.min(index, incoming.length - 1);
  const contract = incoming[position];
  const viewerId = session.customerId === null ? null : Number(session.customerId);

  return (
    <Dialog
      open={contract !== undefined}
      onClose={onClose}
      title={t('agentCentre.contracts.popup.title')}
      size="md"
      testId="contract-popup"
    >
      {contract ? (
        <div className={styles.body} data-contract-id={contract.id}>
          <div className={styles.lead}>
            <span className={styles.icon}>
              <Icon.Shield size={22} />
            </span>
            <p data-testid="contract-popup-lead">{leadText(contract, viewerId, t)}</p>
          </div>
          <ContractHeading contract={contract} />
          <ContractTiers kind={contract.kind} tiers={contract.tiers} testId="contract-popup-tiers" />
          <ContractActions contract={contract} only={['sign', 'reject', 'acceptTermination', 'rejectTermination']} />
          <div className={styles.foot}>
            {incoming.length > 1 ? (
              <>
                <span className={styles.position} data-testid="contract-popup-position">
                  {t('agentCentre.contracts.popup.position', { index: position + 1, count: incoming.length })}
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => setIndex((position + 1) % incoming.length)}
                  data-testid="contract-popup-next"
                >
                  {t('agentCentre.contracts.popup.next')}
                  <Icon.ChevronRight size={15} />
                </Button>
              </>
            ) : null}
            <span className={styles.grow} />
            {session.isAgent ? (
              <Link to="/agentHome#contracts" className={styles.link} onClick={onClose}>
                {t('agentCentre.contracts.popup.all_requests')}
              </Link>
            ) : null}
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
