import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../ui/card';
import { PageHeader } from '../../../ui/page-header';
import { TabPanel, Tabs } from '../../../ui/tabs';
import { can, useOpsMe } from '../api/ops-api';
import { BannersTab } from './banners-tab';
import styles from './catalogue.module.css';
import './catalogue-texts';
import { CategoriesTab } from './categories-tab';
import { GamesTab } from './games-tab';
import { VendorsTab } from './vendors-tab';

type Tab = 'games' | 'vendors' | 'categories' | 'banners';
const TABS: readonly Tab[] = ['games', 'vendors', 'categories', 'banners'];

/** The catalogue (catalogue.read; writes catalogue.write): games, vendors, categories and banners, each a server-paged table. */
export function CatalogueScreen() {
  const { t } = useTranslation();
  const me = useOpsMe();
  const writable = can(me.data, 'catalogue.write');
  const [tab, setTab] = useState<Tab>('games');
  return (
    <>
      <PageHeader title={t('ops_shell.section_catalogue')} subtitle={t('ops_catalogue.lead')} icon="Gamepad" />
      <Tabs
        className={styles.tabs}
        items={TABS.map((id) => ({ id, label: t(`ops_catalogue.tab_${id}`) }))}
        value={tab}
        onChange={setTab}
        label={t('ops_shell.section_catalogue')}
        idBase="ops-catalogue"
        variant="pills"
      />
      <Card>
        <TabPanel idBase="ops-catalogue" id={tab}>
          {tab === 'games' ? <GamesTab writable={writable} /> : null}
          {tab === 'vendors' ? <VendorsTab writable={writable} /> : null}
          {tab === 'categories' ? <CategoriesTab writable={writable} /> : null}
          {tab === 'banners' ? <BannersTab writable={writable} /> : null}
        </TabPanel>
      </Card>
    </>
  );
}
