import type { TeamOverview as Overview, TeamOverviewQuery } from '@fortuna/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../../ui/card';
import { Icon, type IconName } from '../../../../ui/icons';
import { useTeamOverview } from '../../api/get-team-overview';
import { amountText, SignedAmount } from './amount';
import { OverviewChart } from './overview-chart';
import { ReportStatus } from './report-status';
import { ReportToolbar } from './report-toolbar';
import styles from './reports.module.css';
import { useReportState } from './use-report-state';

type Figure = { key: string; icon: IconName; value: ReactNode; note?: ReactNode };

/** The overview's figures, in the order of the list. */
function useFigures(data: Overview): Figure[] {
  const { t } = useTranslation();
  const n = (key: string, values?: Record<string, unknown>) => t(`agentCentre.reports.notes.${key}`, values);
  return [
    { key: 'members', icon: 'Users', value: data.members.total, note: n('direct', { count: data.members.direct }) },
    { key: 'newMembers', icon: 'Plus', value: data.newMembers },
    { key: 'firstDeposits', icon: 'Star', value: data.firstDeposits.count, note: amountText(data.firstDeposits.amount) },
    { key: 'activeMembers', icon: 'Flame', value: data.activeMembers },
    { key: 'deposits', icon: 'ArrowIn', value: amountText(data.deposits.amount), note: n('count', { count: data.deposits.count }) },
    {
      key: 'withdrawals',
      icon: 'ArrowOut',
      value: amountText(data.withdrawals.amount),
      note: n('count', { count: data.withdrawals.count }),
    },
    { key: 'bets', icon: 'Ticket', value: amountText(data.bets), note: n('rounds', { count: data.rounds }) },
    { key: 'validBet', icon: 'Check', value: amountText(data.validBet) },
    { key: 'payout', icon: 'Cash', value: amountText(data.payout) },
    {
      key: 'profit',
      icon: 'Chart',
      value: <SignedAmount value={data.profit} />,
      note: n('house', { amount: amountText(data.houseProfit) }),
    },
    { key: 'bonuses', icon: 'Gift', value: amountText(data.bonuses) },
    {
      key: 'commissions',
      icon: 'Crown',
      value: amountText(data.commissions),
      note: n('commissions', {
        salary: amountText(data.rewards.salary),
        dividend: amountText(data.rewards.dividend),
        rebate: amountText(data.rewards.lottery_rebate),
      }),
    },
  ];
}

function Figures({ data }: { data: Overview }) {
  const { t } = useTranslation();
  return (
    <dl className={styles.figures} data-testid="overview-figures">
      {useFigures(data).map((figure) => {
        const Glyph = Icon[figure.icon];
        return (
          <div key={figure.key} className={styles.figure} data-testid={`overview-${figure.key}`}>
            <dt>
              <Glyph size={15} className={styles.figureIcon} />
              {t(`agentCentre.reports.figures.${figure.key}`)}
            </dt>
            <dd>
              <span className={styles.figureValue} data-testid={`overview-${figure.key}-value`}>
                {figure.value}
              </span>
              {figure.note ? <span className={styles.muted}>{figure.note}</span> : null}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/**
 * Team overview (spec §2 agent centre): the team's members, registrations, first deposits, active
 * members, deposits, withdrawals, bets, valid bets, payouts, profit, bonuses and commissions over a
 * range of the merchant's business days (the member centre's presets), and a chart of them per day.
 */
export function TeamOverview() {
  const { t } = useTranslation();
  const state = useReportState<'day', Record<string, string>>({ sort: { sort: 'day', order: 'asc' }, filters: {} });
  const query: TeamOverviewQuery = { from: state.range.from, to: state.range.to };
  const overview = useTeamOverview(query);

  return (
    <div className={styles.report} data-testid="team-overview" data-pending={overview.isFetching ? 'true' : 'false'}>
      <Card className={styles.report}>
        <ReportToolbar range={state.range} onRange={state.changeRange} testId="overview" />
        <ReportStatus query={overview} isEmpty={() => false} icon="Chart" emptyTitle="" emptyText="">
          {(data) => (
            <>
              <Figures data={data} />
              <p className={styles.muted} data-testid="overview-zone">
                {t('agentCentre.reports.days_in_zone', { zone: data.timeZone })}
              </p>
            </>
          )}
        </ReportStatus>
      </Card>
      {overview.data ? (
        <Card>
          <OverviewChart series={overview.data.series} />
        </Card>
      ) : null}
    </div>
  );
}
