import './sportsbook-texts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router';
import { PageHeader } from '../../../ui/page-header';
import { Tabs, tabPanelId } from '../../../ui/tabs';
import { MatchScreen } from './match-screen';
import { MatchesTab } from './matches-tab';
import { SettingsTab } from './settings-tab';
import styles from './sportsbook.module.css';

type Tab = 'matches' | 'settings';

function SportsbookHome() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>(() =>
    new URLSearchParams(window.location.search).get('tab') === 'settings' ? 'settings' : 'matches',
  );
  return (
    <div className={styles.stack}>
      <PageHeader title={t('ops_sportsbook.title')} subtitle={t('ops_sportsbook.lead')} icon="Ball" />
      <Tabs
        items={[
          { id: 'matches', label: t('ops_sportsbook.tab_matches') },
          { id: 'settings', label: t('ops_sportsbook.tab_settings') },
        ]}
        value={tab}
        onChange={setTab}
        label={t('ops_sportsbook.title')}
        idBase="ops-sportsbook"
      />
      <div id={tabPanelId('ops-sportsbook', tab)} role="tabpanel">
        {tab === 'matches' ? <MatchesTab /> : <SettingsTab />}
      </div>
    </div>
  );
}

/** The back office's sportsbook trading (`/backoffice/sportsbook`): matches and the book's limits; `matches/:id` is one match. */
export function SportsbookScreen() {
  return (
    <Routes>
      <Route index element={<SportsbookHome />} />
      <Route path="matches/:id" element={<MatchScreen />} />
    </Routes>
  );
}
