import { OPS_REPORTS, type OpsReport } from '@fortuna/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DateRange, PAST_PRESETS, presetRange } from '../../../lib/date-range';
import { Card } from '../../../ui/card';
import { DateRangeFilter } from '../../../ui/date-range-filter';
import { PageHeader } from '../../../ui/page-header';
import { Tabs, tabId, tabPanelId } from '../../../ui/tabs';
import { AgentsReport } from './agents-report';
import { DaysReport } from './days-report';
import { GamesReport } from './games-report';
import { LotteryReport } from './lottery-report';
import styles from './reports.module.css';
import './reports-texts';

const ID_BASE = 'ops-reports';

/** The reports (`reports.read`): one tab per report over one range of the merchant's business days, each paged, sorted and downloadable as CSV by the server. */
export function ReportsScreen() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<OpsReport>('days');
  const [range, setRange] = useState<DateRange>(() => presetRange('previous_7_days'));
  return (
    <>
      <PageHeader title={t('ops_shell.section_reports')} subtitle={t('ops_reports.lead')} icon="Receipt" />
      <Card className={styles.card}>
        <Tabs
          items={OPS_REPORTS.map((id) => ({ id, label: t(`ops_reports.tabs.${id}`) }))}
          value={tab}
          onChange={setTab}
          label={t('ops_reports.tabs_label')}
          idBase={ID_BASE}
          variant="pills"
        />
        <DateRangeFilter value={range} onChange={setRange} presets={PAST_PRESETS} testId="ops-reports-range" />
        <div role="tabpanel" id={tabPanelId(ID_BASE, tab)} aria-labelledby={tabId(ID_BASE, tab)} className={styles.card}>
          {tab === 'days' ? <DaysReport range={range} /> : null}
          {tab === 'games' ? <GamesReport range={range} /> : null}
          {tab === 'agents' ? <AgentsReport range={range} /> : null}
          {tab === 'lottery' ? <LotteryReport range={range} /> : null}
        </div>
      </Card>
    </>
  );
}
