import './ops-points-texts';
import '../../points/points-texts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../ui/page-header';
import { TabPanel, Tabs } from '../../../ui/tabs';
import { GoodsCard } from './goods-card';
import styles from './ops-points.module.css';
import { RedemptionsCard } from './redemptions-card';
import { SettingsCard } from './settings-card';

type PointsTab = 'redemptions' | 'goods' | 'settings';
const TABS: readonly PointsTab[] = ['redemptions', 'goods', 'settings'];

/** The back office's points mall (`/backoffice/points`): the redemption queue, the goods with stock, and the settings. */
export function PointsScreen() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<PointsTab>('redemptions');
  return (
    <div className={styles.stack}>
      <PageHeader title={t('ops_points.title')} subtitle={t('ops_points.lead')} icon="Star" />
      <Tabs
        items={TABS.map((id) => ({ id, label: t(`ops_points.tab_${id}`) }))}
        value={tab}
        onChange={setTab}
        label={t('ops_points.title')}
        idBase="ops-points"
      />
      <TabPanel idBase="ops-points" id={tab}>
        {tab === 'redemptions' ? <RedemptionsCard /> : tab === 'goods' ? <GoodsCard /> : <SettingsCard />}
      </TabPanel>
    </div>
  );
}
