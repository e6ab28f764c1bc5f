import { CONTRACT_KINDS, type Contract } from '@fortuna/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { Field, Input } from '../../../ui/field';
import { Icon } from '../../../ui/icons';
import { Select } from '../../../ui/select';
import { ConfirmActionDialog } from '../components/confirm-action-dialog';
import { OpsTable, opsColumns } from '../components/ops-table';
import styles from './agents.module.css';
import { useAgentContracts, useAgentTree, useAgentWrites } from './agents-api';
import { OfferContractDialog } from './offer-contract-dialog';

const col = opsColumns<Contract>();
const PAGE_SIZE = 20;
type Agent = { memberId: number; username: string };
type Pending = { contract: Contract; action: 'terminate' | 'rejectTermination' };

/**
 * An agent's contracts through the house calls (`/ops/agent/contracts`): those it holds or gave,
 * current or all; the house offers a top-level agent a contract, ends a house contract, or
 * declines an agent's request to end one (each after a confirmation).
 */
export function ContractsTab({ agent, onAgent, writable }: { agent: Agent | null; onAgent: (agent: Agent) => void; writable: boolean }) {
  const { t } = useTranslation();
  const [lookup, setLookup] = useState('');
  const [asked, setAsked] = useState('');
  const [scope, setScope] = useState<'mine' | 'downlines'>('mine');
  const [kind, setKind] = useState('');
  const [history, setHistory] = useState(false);
  const [pageNo, setPageNo] = useState(1);
  const [offering, setOffering] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);
  const found = useAgentTree({ username: asked || undefined, pageSize: 20 });
  const match = asked ? found.data?.rows.find((row) => row.username.toLowerCase() === asked.toLowerCase()) : undefined;
  const contracts = useAgentContracts({
    memberId: agent?.memberId,
    scope,
    kind: kind || undefined,
    history: history ? 'true' : undefined,
    pageNo,
    pageSize: PAGE_SIZE,
  });
  const { terminate, rejectTermination } = useAgentWrites();
  const write = pending?.action === 'rejectTermination' ? rejectTermination : terminate;
  const columns = useMemo(
    () => [
      col.accessor('id', { header: () => t('ops_agents.contract_id'), enableSorting: false }),
      col.accessor('kind', {
        header: () => t('ops_agents.kind'),
        cell: (info) => t(`ops_agents.kind_${info.getValue()}`),
        enableSorting: false,
      }),
      col.accessor('period', {
        header: () => t('ops_agents.period'),
        cell: (info) => t(`ops_agents.period_${info.getValue()}`),
        enableSorting: false,
      }),
      col.accessor('status', {
        header: () => t('ops_agents.status'),
        cell: (info) => (
          <span className={styles.actions}>
            <Badge tone={info.getValue() === 'active' ? 'success' : info.getValue() === 'pending' ? 'warning' : 'neutral'}>
              {t(`ops_agents.status_${info.getValue()}`)}
            </Badge>
            {info.row.original.terminationRequestedBy ? <Badge tone="danger">{t('ops_agents.termination_requested')}</Badge> : null}
          </span>
        ),
        enableSorting: false,
      }),
      col.display({
        id: 'upline',
        header: () => t('ops_agents.offered_by'),
        cell: (info) => info.row.original.upline?.username ?? t('ops_agents.house'),
      }),
      col.display({ id: 'member', header: () => t('ops_agents.holder'), cell: (info) => info.row.original.member.username }),
      col.display({
        id: 'tiers',
        header: () => t('ops_agents.tiers'),
        cell: (info) =>
          info.row.original.tiers
            .map((tier) => `≥${tier.minVolume}: ${tier.rate}%${tier.lossRate ? ` / ${tier.lossRate}%` : ''}`)
            .join(' · '),
      }),
      col.accessor('offeredAt', {
        header: () => t('ops_agents.offered_at'),
        cell: (info) => formatDateTime(info.getValue()),
        enableSorting: false,
      }),
      col.display({
        id: 'actions',
        header: () => t('ops_shell.actions'),
        cell: (info) => {
          const contract = info.row.original;
          if (!writable) return null;
          return (
            <span className={styles.actions}>
              {contract.actions.includes('terminate') || contract.actions.includes('acceptTermination') ? (
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => setPending({ contract, action: 'terminate' })}
                  data-testid="ops-contract-terminate"
                >
                  {contract.actions.includes('acceptTermination') ? t('ops_agents.accept_termination') : t('ops_agents.terminate')}
                </Button>
              ) : null}
              {contract.actions.includes('rejectTermination') ? (
                <Button size="sm" variant="ghost" onClick={() => setPending({ contract, action: 'rejectTermination' })}>
                  {t('ops_agents.reject_termination')}
                </Button>
              ) : null}
            </span>
          );
        },
      }),
    ],
    [t, writable],
  );
  return (
    <>
      <div className={styles.filters}>
        <Field label={t('ops_agents.agent')}>
          {({ id }) => (
            <Input
              id={id}
              value={lookup}
              placeholder={agent?.username ?? ''}
              onChange={(event) => setLookup(event.target.value.trim())}
              onKeyDown={(event) => {
                if (event.key === 'Enter') setAsked(lookup);
              }}
              data-testid="ops-contract-agent"
            />
          )}
        </Field>
        <Button onClick={() => setAsked(lookup)} disabled={!lookup}>
          <Icon.Search size={16} />
          {t('ops_shell.search')}
        </Button>
        {match && match.memberId !== agent?.memberId ? (
          <Button variant="primary" onClick={() => onAgent({ memberId: match.memberId, username: match.username })}>
            {t('ops_agents.show_contracts', { username: match.username })}
          </Button>
        ) : null}
        {asked && found.data && !match ? <span className={styles.note}>{t('ops_agents.no_such_agent', { username: asked })}</span> : null}
      </div>
      {agent ? (
        <>
          <div className={styles.filters}>
            <Field label={t('ops_agents.scope')}>
              {({ id }) => (
                <Select id={id} value={scope} onChange={(event) => setScope(event.target.value as 'mine' | 'downlines')}>
                  <option value="mine">{t('ops_agents.scope_mine', { username: agent.username })}</option>
                  <option value="downlines">{t('ops_agents.scope_downlines', { username: agent.username })}</option>
                </Select>
              )}
            </Field>
            <Field label={t('ops_agents.kind')}>
              {({ id }) => (
                <Select id={id} value={kind} onChange={(event) => setKind(event.target.value)}>
                  <option value="">{t('ops_agents.all')}</option>
                  {CONTRACT_KINDS.map((value) => (
                    <option key={value} value={value}>
                      {t(`ops_agents.kind_${value}`)}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <label className={styles.actions}>
              <input type="checkbox" checked={history} onChange={(event) => setHistory(event.target.checked)} />
              {t('ops_agents.history')}
            </label>
            {writable ? (
              <Button variant="primary" onClick={() => setOffering(true)} data-testid="ops-contract-offer">
                <Icon.Plus size={16} />
                {t('ops_agents.offer')}
              </Button>
            ) : null}
          </div>
          <OpsTable
            columns={columns}
            rows={contracts.data?.list}
            total={contracts.data?.total}
            pageNo={pageNo}
            pageSize={PAGE_SIZE}
            onPageChange={setPageNo}
            loading={contracts.isFetching}
            error={contracts.error}
            onRetry={() => void contracts.refetch()}
            rowId={(row) => String(row.id)}
            caption={t('ops_agents.contracts_of', { username: agent.username })}
            emptyText={t('ops_agents.no_contracts')}
            testId="ops-contracts"
          />
          <OfferContractDialog agent={offering ? agent : null} onClose={() => setOffering(false)} />
        </>
      ) : (
        <EmptyState title={t('ops_agents.pick_agent')} text={t('ops_agents.pick_agent_text')} icon="Users" compact />
      )}
      <ConfirmActionDialog
        open={pending !== null}
        title={pending?.action === 'rejectTermination' ? t('ops_agents.reject_termination') : t('ops_agents.terminate')}
        confirmLabel={t('ops_agents.confirm')}
        pending={write.isPending}
        error={write.error}
        onClose={() => {
          setPending(null);
          terminate.reset();
          rejectTermination.reset();
        }}
        onConfirm={() => pending && write.mutate(pending.contract.id, { onSuccess: () => setPending(null) })}
        testId="ops-contract-confirm"
      >
        {pending
          ? pending.action === 'rejectTermination'
            ? t('ops_agents.reject_termination_text', { username: pending.contract.member.username })
            : t('ops_agents.terminate_text', {
                username: pending.contract.member.username,
                kind: t(`ops_agents.kind_${pending.contract.kind}`),
              })
          : null}
      </ConfirmActionDialog>
    </>
  );
}
