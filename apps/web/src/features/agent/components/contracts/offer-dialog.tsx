import { CONTRACT_KINDS, type Contract, type ContractKind, type ContractOffer, type ContractTier } from '@fortuna/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../../lib/error-message';
import { Button } from '../../../../ui/button';
import { Dialog } from '../../../../ui/dialog';
import { EmptyState } from '../../../../ui/empty-state';
import { ErrorState } from '../../../../ui/error-state';
import { FormAlert } from '../../../../ui/field';
import { Select } from '../../../../ui/select';
import { Spinner } from '../../../../ui/spinner';
import { useToast } from '../../../../ui/toast';
import { useContracts } from '../../api/get-contracts';
import { useDownlineAgents } from '../../api/get-downline-agents';
import { useOfferContract } from '../../api/offer-contract';
import { activeContract, type OfferFormValues, offerDefaults, offerResolver } from '../../contract-rules';
import { ContractTiers } from './contract-tiers';
import styles from './offer-dialog.module.css';
import { TierEditor } from './tier-editor';

/** Whom an offer goes to (a direct downline agent) and, optionally, the kind to start with. */
export type OfferTarget = { memberId: number; username: string; kind?: ContractKind };

type OfferDialogProps = {
  open: boolean;
  /** A fixed downline (team management, new terms); null: the agent chooses among its direct downline agents. */
  target: OfferTarget | null;
  onClose: () => void;
};

/** The current (pending first, else active) contract of a kind in a list. */
function currentOf(list: readonly Contract[] | undefined, kind: ContractKind): Contract | null {
  return (
    list?.find((c) => c.kind === kind && c.status === 'pending') ?? list?.find((c) => c.kind === kind && c.status === 'active') ?? null
  );
}

/**
 * Offers a direct downline agent a contract: the kind, its period (a dividend's is the agent's own)
 * and the tiers, which start from what that downline has (or was offered) of the kind, else from
 * the agent's own contract, shown beside them. An offer that pays more than the agent's own is
 * stopped before sending; the server's refusals show in the agent's language.
 */
export function OfferDialog({ open, target, onClose }: OfferDialogProps) {
  const { t } = useTranslation();
  const memberSelectId = useId();
  const kindSelectId = useId();
  const [chosenMember, setChosenMember] = useState<number | null>(null);
  const [chosenKind, setChosenKind] = useState<ContractKind | null>(null);
  // The offer's mutation lives here, not in the form: a form remounted meanwhile must not lose its answer.
  const send = useOfferContract();
  const busy = send.isPending;

  // Each opening starts from its target: adjusted during render, as React recommends.
  const [shownFor, setShownFor] = useState<{ open: boolean; target: OfferTarget | null }>({ open, target });
  if (shownFor.open !== open || shownFor.target !== target) {
    setShownFor({ open, target });
    setChosenMember(null);
    setChosenKind(null);
  }

  // Each opening starts without the last offer's answer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the opening is exactly what resets it
  useEffect(() => {
    if (open) send.reset();
  }, [open, target]);

  const picker = target === null;
  const agents = useDownlineAgents(open && picker);
  const mine = useContracts(open ? { scope: 'mine', history: false, pageNo: 1, pageSize: 20 } : null);
  const memberId = target?.memberId ?? chosenMember ?? agents.data?.[0]?.memberId ?? null;
  const memberName = target?.username ?? agents.data?.find((a) => a.memberId === memberId)?.username ?? '';
  const given = useContracts(open && memberId !== null ? { scope: 'downlines', memberId, history: false, pageNo: 1, pageSize: 20 } : null);

  const held = CONTRACT_KINDS.filter((kind) => activeContract(mine.data?.list, kind));
  const kind = chosenKind ?? target?.kind ?? held[0] ?? CONTRACT_KINDS[0];
  const own = activeContract(mine.data?.list, kind);
  const current = currentOf(given.data?.list, kind);
  const loadError = mine.error ?? given.error ?? agents.error;
  // Another downline's contracts still on screen are not this one's: wait for its own.
  const loading = !mine.data || (memberId !== null && (!given.data || given.isPlaceholderData)) || (picker && !agents.data);

  const close = () => {
    if (!busy) onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title={memberName ? t('agentCentre.contracts.offer.title_to', { name: memberName }) : t('agentCentre.contracts.offer.title')}
      size="lg"
      testId="offer-dialog"
      dismissible={!busy}
    >
      {loadError ? (
        <ErrorState
          error={loadError}
          onRetry={() => {
            void mine.refetch();
            void given.refetch();
            if (picker) void agents.refetch();
          }}
          compact
        />
      ) : picker && agents.data?.length === 0 ? (
        <EmptyState
          icon="Users"
          title={t('agentCentre.contracts.offer.no_downlines')}
          text={t('agentCentre.contracts.offer.no_downlines_text')}
          compact
        />
      ) : loading ? (
        <div className={styles.loading}>
          <Spinner size={24} label={t('common.loading')} />
        </div>
      ) : (
        <div className={styles.body}>
          <div className={styles.choices}>
            {picker ? (
              <div className={styles.choice}>
                <label htmlFor={memberSelectId} className={styles.label}>
                  {t('agentCentre.contracts.offer.downline')}
                </label>
                <Select
                  id={memberSelectId}
                  value={memberId ?? ''}
                  onChange={(event) => setChosenMember(Number(event.target.value))}
                  disabled={busy}
                  data-testid="offer-member"
                >
                  {(agents.data ?? []).map((agent) => (
                    <option key={agent.memberId} value={agent.memberId}>
                      {agent.nickname ? `${agent.username} · ${agent.nickname}` : agent.username}
                    </option>
                  ))}
                </Select>
              </div>
            ) : null}
            <div className={styles.choice}>
              <label htmlFor={kindSelectId} className={styles.label}>
                {t('agentCentre.contracts.offer.kind')}
              </label>
              <Select
                id={kindSelectId}
                value={kind}
                onChange={(event) => setChosenKind(event.target.value as ContractKind)}
                disabled={busy}
                data-testid="offer-kind"
              >
                {CONTRACT_KINDS.map((value) => (
                  <option key={value} value={value}>
                    {held.includes(value)
                      ? t(`agentCentre.contracts.kinds.${value}`)
                      : t('agentCentre.contracts.offer.kind_none', { kind: t(`agentCentre.contracts.kinds.${value}`) })}
                  </option>
                ))}
              </Select>
            </div>
          </div>

          {!own || memberId === null ? (
            <EmptyState
              icon="Shield"
              title={t('agentCentre.contracts.offer.no_own_title', { kind: t(`agentCentre.contracts.kinds.${kind}`) })}
              text={t('agentCentre.contracts.offer.no_own_text')}
              compact
            />
          ) : (
            <OfferForm
              // A new downline, kind or starting point is a fresh form.
              key={`${memberId}:${kind}:${own.id}`}
              memberId={memberId}
              memberName={memberName}
              own={own}
              current={current}
              send={send}
              onCancel={close}
              onSent={onClose}
            />
          )}
        </div>
      )}
    </Dialog>
  );
}

type OfferFormProps = {
  memberId: number;
  memberName: string;
  own: Contract;
  current: Contract | null;
  send: ReturnType<typeof useOfferContract>;
  onCancel: () => void;
  onSent: () => void;
};

/** The terms of one offer (a kind to a downline), checked by the shared offer schema and against the agent's own contract. */
function OfferForm({ memberId, memberName, own, current, send, onCancel, onSent }: OfferFormProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const ownTiers = useRef<readonly ContractTier[]>(own.tiers);
  ownTiers.current = own.tiers;
  const { control, register, handleSubmit, formState, watch } = useForm<OfferFormValues, unknown, ContractOffer>({
    defaultValues: offerDefaults(own.kind, own, current),
    resolver: (values) => offerResolver(memberId, ownTiers.current)(values),
  });
  const kind = watch('kind');
  const ownTitleId = useId();

  const submit = handleSubmit(async (offer) => {
    try {
      await send.mutateAsync(offer);
    } catch {
      return; // The refusal shows under the form (send.error).
    }
    toast.show(t('agentCentre.contracts.offer.sent', { name: memberName }), 'success');
    onSent();
  });

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate data-testid="offer-form">
      <div className={styles.columns}>
        <div className={styles.terms}>
          <dl className={styles.facts}>
            <div>
              <dt>{t('agentCentre.contracts.fields.period')}</dt>
              <dd data-testid="offer-period">{t(`agentCentre.contracts.periods.${own.period}`)}</dd>
            </div>
          </dl>
          {kind === 'dividend' ? <p className={styles.hint}>{t('agentCentre.contracts.offer.period_hint')}</p> : null}
          {current ? (
            <p className={styles.notice} data-testid="offer-replaces">
              {t(
                current.status === 'pending'
                  ? 'agentCentre.contracts.offer.replaces_pending'
                  : 'agentCentre.contracts.offer.replaces_active',
                {
                  name: memberName,
                },
              )}
            </p>
          ) : null}
          <TierEditor control={control} register={register} errors={formState.errors} kind={kind} disabled={send.isPending} />
        </div>
        <aside className={styles.own} aria-labelledby={ownTitleId}>
          <h3 id={ownTitleId} className={styles.ownTitle}>
            {t('agentCentre.contracts.offer.yours')}
          </h3>
          <ContractTiers kind={own.kind} tiers={own.tiers} testId="offer-own-tiers" caption={t('agentCentre.contracts.offer.yours')} />
        </aside>
      </div>
      {send.isError ? <FormAlert testId="offer-error">{errorMessage(send.error)}</FormAlert> : null}
      <div className={styles.actions}>
        {send.isPending ? (
          <Spinner size={24} label={t('common.loading')} />
        ) : (
          <>
            <Button variant="secondary" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" variant="primary" data-testid="offer-submit">
              {t('agentCentre.contracts.offer.send')}
            </Button>
          </>
        )}
      </div>
    </form>
  );
}
