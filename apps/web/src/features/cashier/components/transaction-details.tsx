import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { ErrorState } from '../../../ui/error-state';
import { Icon } from '../../../ui/icons';
import { CenteredSpinner } from '../../../ui/spinner';
import { TabPanel, Tabs } from '../../../ui/tabs';
import { useDepositChannels } from '../api/get-deposit-channels';
import { useDeposits } from '../api/get-deposits';
import { useWithdrawals } from '../api/get-withdrawals';
import styles from './cashier.module.css';
import { DepositList } from './deposit-list';
import { WithdrawalList } from './withdrawal-list';

const PAGE_SIZE = 10;
type Tab = 'deposits' | 'withdrawals';

/**
 * Transaction details (spec §2 member centre): every deposit and withdrawal request with its
 * status, failed and pending ones included, which the ledger's account record does not show.
 * The calls give no totals, so the pager steps page by page.
 */
export function TransactionDetails() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('deposits');
  return (
    <Card>
      <Tabs
        items={[
          { id: 'deposits', label: t('cashier.tab_deposits') },
          { id: 'withdrawals', label: t('cashier.tab_withdrawals') },
        ]}
        value={tab}
        onChange={setTab}
        label={t('member.sections.transactions')}
        idBase="transactions"
        variant="pills"
        className={styles.tabs}
      />
      <TabPanel idBase="transactions" id={tab}>
        {tab === 'deposits' ? <DepositPages /> : <WithdrawalPages />}
      </TabPanel>
    </Card>
  );
}

function DepositPages() {
  const [page, setPage] = useState(1);
  const deposits = useDeposits(page, PAGE_SIZE);
  const channels = useDepositChannels();
  const channelName = (code: string) => channels.data?.find((c) => c.code === code)?.name ?? code;
  if (deposits.isError && !deposits.data) return <ErrorState error={deposits.error} onRetry={() => void deposits.refetch()} compact />;
  if (!deposits.data) return <CenteredSpinner />;
  return (
    <>
      <DepositList deposits={deposits.data} channelName={channelName} />
      <Stepper page={page} hasNext={deposits.data.length === PAGE_SIZE} onChange={setPage} />
    </>
  );
}

function WithdrawalPages() {
  const [page, setPage] = useState(1);
  const withdrawals = useWithdrawals(page, PAGE_SIZE);
  if (withdrawals.isError && !withdrawals.data)
    return <ErrorState error={withdrawals.error} onRetry={() => void withdrawals.refetch()} compact />;
  if (!withdrawals.data) return <CenteredSpinner />;
  return (
    <>
      <WithdrawalList withdrawals={withdrawals.data} />
      <Stepper page={page} hasNext={withdrawals.data.length === PAGE_SIZE} onChange={setPage} />
    </>
  );
}

/** Previous and next for lists without a total. */
function Stepper({ page, hasNext, onChange }: { page: number; hasNext: boolean; onChange: (page: number) => void }) {
  const { t } = useTranslation();
  if (page === 1 && !hasNext) return null;
  return (
    <div className={styles.stepper}>
      <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        <Icon.ChevronLeft size={16} />
        {t('common.previous')}
      </Button>
      <span className={styles.muted}>{t('common.page_n', { page })}</span>
      <Button size="sm" variant="secondary" disabled={!hasNext} onClick={() => onChange(page + 1)}>
        {t('common.next')}
        <Icon.ChevronRight size={16} />
      </Button>
    </div>
  );
}
