import type { PointGoods, PointGoodsType } from '@fortuna/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../ui/card';
import { EmptyState } from '../../../ui/empty-state';
import { PageHeader } from '../../../ui/page-header';
import { TabPanel, Tabs } from '../../../ui/tabs';
import { usePointsConfig } from '../api/get-points-config';
import '../points-texts';
import { ConvertDialog } from './convert-dialog';
import { GoodsDialog } from './goods-dialog';
import { GoodsGrid } from './goods-grid';
import styles from './points.module.css';
import { PointsDetails } from './points-details';
import { PointsHeader } from './points-header';
import { RedeemHistory } from './redeem-history';
import { RulesDialog } from './rules-dialog';

type MallTab = PointGoodsType | 'history' | 'details';
const TABS: readonly MallTab[] = ['gift', 'life', 'promotion', 'history', 'details'];
const ID_BASE = 'point-mall';

/**
 * The points mall (`/pointMall`, spec §2): the member's points with convert and rules, the goods
 * by kind (gifts, life services, redeem promotion), the redeem history and the points details.
 */
export function PointsMallPage() {
  const { t } = useTranslation();
  const config = usePointsConfig();
  const [tab, setTab] = useState<MallTab>('gift');
  const [chosen, setChosen] = useState<PointGoods | null>(null);
  const [converting, setConverting] = useState(false);
  const [rulesOpen, setRulesOpen] = useState(false);

  if (config.data && !config.data.enabled) {
    return (
      <div className={styles.page}>
        <PageHeader title={t('pages.point_mall')} icon="Star" />
        <Card>
          <EmptyState icon="Star" title={t('errors.points_mall_disabled')} text={t('points.disabled_text')} />
        </Card>
      </div>
    );
  }

  return (
    <div className={styles.page} data-testid="point-mall">
      <PageHeader title={t('pages.point_mall')} subtitle={t('points.lead')} icon="Star" />
      <PointsHeader
        convertEnabled={config.data?.convertEnabled ?? false}
        onConvert={() => setConverting(true)}
        onRules={() => setRulesOpen(true)}
      />
      <Tabs
        items={TABS.map((id) => ({ id, label: t(`points.tab_${id}`) }))}
        value={tab}
        onChange={setTab}
        label={t('pages.point_mall')}
        idBase={ID_BASE}
        className={styles.tabs}
      />
      <TabPanel idBase={ID_BASE} id={tab} className={styles.panel}>
        {tab === 'history' ? (
          <RedeemHistory />
        ) : tab === 'details' ? (
          <PointsDetails />
        ) : (
          <GoodsGrid key={tab} type={tab} onChoose={setChosen} />
        )}
      </TabPanel>
      <GoodsDialog goods={chosen} onClose={() => setChosen(null)} />
      {config.data ? <ConvertDialog open={converting} rates={config.data.rates} onClose={() => setConverting(false)} /> : null}
      <RulesDialog open={rulesOpen} onClose={() => setRulesOpen(false)} />
    </div>
  );
}
