import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../ui/card';
import { PageHeader } from '../../../ui/page-header';
import { TabPanel, Tabs } from '../../../ui/tabs';
import { can, useOpsMe } from '../api/ops-api';
import styles from './agents.module.css';
import './agents-texts';
import { ContractsTab } from './contracts-tab';
import { SettlementsTab } from './settlements-tab';
import { TreeTab } from './tree-tab';

type Tab = 'tree' | 'contracts' | 'settlements';
const TABS: readonly Tab[] = ['tree', 'contracts', 'settlements'];

/** Agents (agents.read; writes agents.write): the tree with team figures and moves, house contracts, settlement records. */
export function AgentsScreen() {
  const { t } = useTranslation();
  const me = useOpsMe();
  const writable = can(me.data, 'agents.write');
  const [tab, setTab] = useState<Tab>('tree');
  const [agent, setAgent] = useState<{ memberId: number; username: string } | null>(null);
  const showContracts = useCallback((next: { memberId: number; username: string }) => {
    setAgent(next);
    setTab('contracts');
  }, []);
  return (
    <>
      <PageHeader title={t('ops_shell.section_agents')} subtitle={t('ops_agents.lead')} icon="Users" />
      <Tabs
        className={styles.tabs}
        items={TABS.map((id) => ({ id, label: t(`ops_agents.tab_${id}`) }))}
        value={tab}
        onChange={setTab}
        label={t('ops_shell.section_agents')}
        idBase="ops-agents"
        variant="pills"
      />
      <Card>
        <TabPanel idBase="ops-agents" id={tab}>
          {tab === 'tree' ? <TreeTab writable={writable} onContracts={showContracts} /> : null}
          {tab === 'contracts' ? <ContractsTab agent={agent} onAgent={setAgent} writable={writable} /> : null}
          {tab === 'settlements' ? <SettlementsTab /> : null}
        </TabPanel>
      </Card>
    </>
  );
}
