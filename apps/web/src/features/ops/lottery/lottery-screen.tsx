import './lottery-texts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router';
import { PageHeader } from '../../../ui/page-header';
import { Tabs, tabPanelId } from '../../../ui/tabs';
import { GamesTab } from './games-tab';
import { IssueScreen } from './issue-screen';
import { IssuesTab } from './issues-tab';
import styles from './lottery.module.css';

type Tab = 'games' | 'issues';

function LotteryHome() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>(() => (new URLSearchParams(window.location.search).get('tab') === 'issues' ? 'issues' : 'games'));
  return (
    <div className={styles.stack}>
      <PageHeader title={t('ops_lottery.title')} subtitle={t('ops_lottery.lead')} icon="Ticket" />
      <Tabs
        items={[
          { id: 'games', label: t('ops_lottery.tab_games') },
          { id: 'issues', label: t('ops_lottery.tab_issues') },
        ]}
        value={tab}
        onChange={setTab}
        label={t('ops_lottery.title')}
        idBase="ops-lottery"
      />
      <div id={tabPanelId('ops-lottery', tab)} role="tabpanel">
        {tab === 'games' ? <GamesTab /> : <IssuesTab />}
      </div>
    </div>
  );
}

/** The back office's lottery control (`/backoffice/lottery`): games and draws; `issues/:id` is one draw. */
export function LotteryScreen() {
  return (
    <Routes>
      <Route index element={<LotteryHome />} />
      <Route path="issues/:id" element={<IssueScreen />} />
    </Routes>
  );
}
