import { type Contract, type ContractCascadeConfirm, contractCascadeConfirmSchema } from '@fortuna/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api';
import { useErrorMessage } from '../../../../lib/error-message';
import { useSession } from '../../../../lib/session';
import { Button, type ButtonVariant } from '../../../../ui/button';
import { Dialog } from '../../../../ui/dialog';
import { MessageDialog } from '../../../../ui/message-dialog';
import { Spinner } from '../../../../ui/spinner';
import { useToast } from '../../../../ui/toast';
import { type ContractAction, useContractAction } from '../../api/contract-action';
import { counterpartyName } from './contract-parties';
import styles from './contracts.module.css';

const VARIANT: Record<ContractAction, ButtonVariant> = {
  sign: 'primary',
  acceptTermination: 'primary',
  reject: 'secondary',
  rejectTermination: 'secondary',
  withdraw: 'secondary',
  terminate: 'outline',
};

type CascadeMember = ContractCascadeConfirm['members'][number];

/** Who would lose a contract if a sign went ahead (`contract_cascade_confirm`'s value), or null for any other answer. */
function cascadeOf(error: unknown): CascadeMember[] | null {
  if (!(error instanceof ApiError) || error.code !== 'contract_cascade_confirm') return null;
  const value = contractCascadeConfirmSchema.safeParse(error.value);
  return value.success ? value.data.members : [];
}

type ContractActionsProps = {
  contract: Contract;
  /** Only these of the contract's actions (the popup shows the answers, not a termination request). */
  only?: readonly ContractAction[];
  /** After an action went through. */
  onDone?: (action: ContractAction) => void;
};

/**
 * The buttons of what the viewer may do with a contract now (its `actions`), each behind a
 * confirmation. Signing a contract that pays less than contracts the signer gave below is refused
 * with `contract_cascade_confirm` and the members who would lose theirs: they are listed and the
 * agent is asked again, and only then is it signed with `confirmCascade`.
 */
export function ContractActions({ contract, only, onDone }: ContractActionsProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const session = useSession();
  const run = useContractAction();
  const [asking, setAsking] = useState<ContractAction | null>(null);
  const [cascade, setCascade] = useState<CascadeMember[] | null>(null);

  const viewerId = session.customerId === null ? null : Number(session.customerId);
  const other = counterpartyName(contract, viewerId) ?? t('agentCentre.contracts.house');
  const values = { kind: t(`agentCentre.contracts.kinds.${contract.kind}`), name: other };
  const actions = contract.actions.filter((action) => !only || only.includes(action));
  if (actions.length === 0) return null;

  // Awaited rather than through mutate's callbacks: the refreshed lists may unmount this card
  // (a signed offer leaves the popup) before the answer is handled, and the toast must still show.
  const go = async (action: ContractAction, confirmCascade = false) => {
    try {
      await run.mutateAsync({ id: contract.id, action, confirmCascade });
    } catch (error) {
      setAsking(null);
      const members = action === 'sign' && !confirmCascade ? cascadeOf(error) : null;
      setCascade(members);
      if (!members) toast.show(errorMessage(error), 'error');
      return;
    }
    setAsking(null);
    setCascade(null);
    toast.show(t(`agentCentre.contracts.done.${action}`, values), 'success');
    onDone?.(action);
  };

  return (
    <div className={styles.actions}>
      {actions.map((action) => (
        <Button
          key={action}
          size="sm"
          variant={VARIANT[action]}
          onClick={() => setAsking(action)}
          disabled={run.isPending}
          data-testid={`contract-action-${action}`}
        >
          {t(`agentCentre.contracts.actions.${action}`)}
        </Button>
      ))}
      <MessageDialog
        open={asking !== null}
        title={asking ? t(`agentCentre.contracts.confirm.${asking}.title`, values) : ''}
        message={asking ? t(`agentCentre.contracts.confirm.${asking}.text`, values) : ''}
        confirmLabel={asking ? t(`agentCentre.contracts.actions.${asking}`) : ''}
        cancelLabel={t('common.cancel')}
        onConfirm={() => asking && void go(asking)}
        onClose={() => setAsking(null)}
        tone={asking === 'sign' || asking === 'acceptTermination' ? 'info' : 'warning'}
        busy={run.isPending}
        testId="contract-confirm"
      />
      <Dialog
        open={cascade !== null}
        onClose={() => !run.isPending && setCascade(null)}
        title={t('agentCentre.contracts.cascade.title')}
        size="sm"
        testId="contract-cascade"
        dismissible={!run.isPending}
      >
        <div className={styles.dialogBody}>
          <p>{t('agentCentre.contracts.cascade.text', values)}</p>
          <ul className={styles.cascade} data-testid="contract-cascade-list">
            {(cascade ?? []).map((member) => (
              <li key={`${member.memberId}-${member.kind}`}>
                <strong>{member.username}</strong>
                <span>{t(`agentCentre.contracts.kinds.${member.kind}`, { defaultValue: member.kind })}</span>
              </li>
            ))}
          </ul>
          <div className={styles.dialogActions}>
            {run.isPending ? (
              <Spinner size={24} label={t('common.loading')} />
            ) : (
              <>
                <Button variant="secondary" onClick={() => setCascade(null)}>
                  {t('common.cancel')}
                </Button>
                <Button variant="primary" onClick={() => void go('sign', true)} data-testid="contract-cascade-confirm">
                  {t('agentCentre.contracts.cascade.confirm')}
                </Button>
              </>
            )}
          </div>
        </div>
      </Dialog>
    </div>
  );
}
