import { CONTRACT_KINDS, CONTRACT_PAGE_SIZE, type Contract, type ContractKind } from '@fortuna/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../ui/button';
import { Card } from '../../../../ui/card';
import { EmptyState } from '../../../../ui/empty-state';
import { ErrorState } from '../../../../ui/error-state';
import { Icon } from '../../../../ui/icons';
import { Pagination } from '../../../../ui/pagination';
import { Select } from '../../../../ui/select';
import { CenteredSpinner } from '../../../../ui/spinner';
import { TabPanel, Tabs } from '../../../../ui/tabs';
import { type ContractsQuery, useContracts } from '../../api/get-contracts';
import { ContractCard } from './contract-card';
import styles from './contracts.module.css';
import { OfferDialog, type OfferTarget } from './offer-dialog';

type Scope = ContractsQuery['scope'];
const TABS_ID = 'agent-contracts';

/**
 * Contract requests and terminations (spec §2 agent centre, §4 "Contract requests"): the agent's
 * own contracts (from its upline, or the house) and those it gave its direct downlines, current
 * ones or the whole history, each with what the agent may do with it now; and new offers.
 */
export function ContractsSection() {
  const { t } = useTranslation();
  const kindId = useId();
  const [scope, setScope] = useState<Scope>('mine');
  const [kind, setKind] = useState<ContractKind | ''>('');
  const [history, setHistory] = useState(false);
  const [page, setPage] = useState(1);
  const [offer, setOffer] = useState<{ target: OfferTarget | null } | null>(null);

  const query: ContractsQuery = { scope, kind: kind || undefined, history, pageNo: page, pageSize: CONTRACT_PAGE_SIZE };
  const contracts = useContracts(query);
  const data = contracts.data;
  const totalPages = data ? Math.ceil(data.total / data.pageSize) : 0;
  const newTerms = (contract: Contract) =>
    setOffer({ target: { memberId: contract.member.memberId, username: contract.member.username, kind: contract.kind } });

  return (
    <Card className={styles.section} data-testid="contracts-section" data-pending={contracts.isFetching ? 'true' : 'false'}>
      <Tabs
        items={[
          { id: 'mine', label: t('agentCentre.contracts.tabs.mine') },
          { id: 'downlines', label: t('agentCentre.contracts.tabs.downlines') },
        ]}
        value={scope}
        onChange={(next) => {
          setScope(next);
          setPage(1);
        }}
        label={t('agentCentre.sections.contracts')}
        idBase={TABS_ID}
        variant="pills"
      />
      <TabPanel idBase={TABS_ID} id={scope} className={styles.section}>
        <div className={styles.toolbar}>
          <div className={styles.filter}>
            <label htmlFor={kindId} className={styles.label}>
              {t('agentCentre.contracts.kind')}
            </label>
            <Select
              id={kindId}
              value={kind}
              onChange={(event) => {
                setKind(event.target.value as ContractKind | '');
                setPage(1);
              }}
              data-testid="contracts-kind"
            >
              <option value="">{t('agentCentre.contracts.all_kinds')}</option>
              {CONTRACT_KINDS.map((value) => (
                <option key={value} value={value}>
                  {t(`agentCentre.contracts.kinds.${value}`)}
                </option>
              ))}
            </Select>
          </div>
          <label className={styles.toggle}>
            <input
              type="checkbox"
              checked={history}
              onChange={(event) => {
                setHistory(event.target.checked);
                setPage(1);
              }}
              data-testid="contracts-history"
            />
            {t('agentCentre.contracts.history')}
          </label>
          <span className={styles.toolbarGrow} />
          {scope === 'downlines' ? (
            <Button variant="primary" size="sm" onClick={() => setOffer({ target: null })} data-testid="contracts-offer">
              <Icon.Plus size={15} />
              {t('agentCentre.contracts.offer_button')}
            </Button>
          ) : null}
        </div>

        {contracts.isError && !data ? (
          <ErrorState error={contracts.error} onRetry={() => void contracts.refetch()} compact />
        ) : !data ? (
          <CenteredSpinner />
        ) : data.list.length === 0 ? (
          <EmptyState
            icon="Shield"
            title={t(`agentCentre.contracts.empty.${scope}_title`)}
            text={t(history ? 'agentCentre.contracts.empty.history_text' : `agentCentre.contracts.empty.${scope}_text`)}
            compact
          />
        ) : (
          <>
            <span className={styles.muted} data-testid="contracts-total">
              {t('agentCentre.contracts.total', { count: data.total })}
            </span>
            <ul className={styles.list} data-testid="contracts-list">
              {data.list.map((contract) => (
                <ContractCard key={contract.id} contract={contract} onNewTerms={scope === 'downlines' ? newTerms : undefined} />
              ))}
            </ul>
            <Pagination page={page} totalPages={totalPages} onChange={setPage} testId="contracts-pagination" />
          </>
        )}
      </TabPanel>
      <OfferDialog open={offer !== null} target={offer?.target ?? null} onClose={() => setOffer(null)} />
    </Card>
  );
}
