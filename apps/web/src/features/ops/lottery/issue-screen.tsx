import type { OpsLotteryDrawRecord } from '@fortuna/shared';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatDateTime } from '../../../lib/format-date';
import { Badge } from '../../../ui/badge';
import { ButtonLink } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { ErrorState } from '../../../ui/error-state';
import { Icon } from '../../../ui/icons';
import { PageHeader } from '../../../ui/page-header';
import { Skeleton } from '../../../ui/skeleton';
import { can, useOpsMe } from '../api/ops-api';
import { IssueActions } from './issue-actions';
import { IssueStatus } from './issue-status';
import { LiabilityCard } from './liability-card';
import styles from './lottery.module.css';
import { useDrawRecord } from './lottery-api';

function Facts({ record }: { record: OpsLotteryDrawRecord }) {
  const { t } = useTranslation();
  const { issue } = record;
  const when = (value: string | null) => (value ? formatDateTime(value) : '—');
  return (
    <dl className={styles.facts}>
      <div>
        <dt>{t('ops_lottery.opens_at')}</dt>
        <dd>{when(issue.opensAt)}</dd>
      </div>
      <div>
        <dt>{t('ops_lottery.closes_at')}</dt>
        <dd>{when(issue.closesAt)}</dd>
      </div>
      <div>
        <dt>{t('ops_lottery.draws_at')}</dt>
        <dd>{when(issue.drawsAt)}</dd>
      </div>
      {issue.drawnAt ? (
        <div>
          <dt>{t('ops_lottery.drawn_at')}</dt>
          <dd>{when(issue.drawnAt)}</dd>
        </div>
      ) : null}
      {issue.cancelledAt ? (
        <>
          <div>
            <dt>{t('ops_lottery.cancelled_at')}</dt>
            <dd>{when(issue.cancelledAt)}</dd>
          </div>
          <div>
            <dt>{t('ops_lottery.cancel_reason_label')}</dt>
            <dd data-testid="ops-lottery-cancel-reason-shown">{issue.cancelReason}</dd>
          </div>
          <div>
            <dt>{t('ops_lottery.refunded_at')}</dt>
            <dd>{when(issue.refundedAt)}</dd>
          </div>
        </>
      ) : null}
      <div>
        <dt>{t('ops_lottery.col_result')}</dt>
        <dd data-testid="ops-lottery-result">{issue.result?.join(' ') ?? '—'}</dd>
      </div>
      <div>
        <dt>{t('ops_lottery.col_stake')}</dt>
        <dd>
          {issue.stake} · {t('ops_lottery.col_bets')} {issue.bets}
        </dd>
      </div>
    </dl>
  );
}

function Verification({ record }: { record: OpsLotteryDrawRecord }) {
  const { t } = useTranslation();
  const check = record.verification;
  return (
    <Card data-testid="ops-lottery-verification">
      <h2 className={styles.heading}>{t('ops_lottery.record_title')}</h2>
      <dl className={styles.facts}>
        <div>
          <dt>{t('ops_lottery.seed_hash')}</dt>
          <dd className={styles.mono}>{record.issue.seedHash}</dd>
        </div>
        {check ? (
          <>
            <div>
              <dt>{t('ops_lottery.server_seed')}</dt>
              <dd className={styles.mono}>{check.serverSeed}</dd>
            </div>
            <div>
              <dt>{t('ops_lottery.recomputed')}</dt>
              <dd>{check.recomputed.join(' ')}</dd>
            </div>
          </>
        ) : null}
      </dl>
      {check ? (
        <p className={styles.actions}>
          <Badge tone={check.seedMatchesHash ? 'success' : 'danger'} testId="ops-lottery-hash-check">
            {t(check.seedMatchesHash ? 'ops_lottery.hash_ok' : 'ops_lottery.hash_bad')}
          </Badge>
          <Badge tone={check.resultMatches ? 'success' : 'danger'} testId="ops-lottery-result-check">
            {t(check.resultMatches ? 'ops_lottery.result_ok' : 'ops_lottery.result_bad')}
          </Badge>
        </p>
      ) : (
        <p className={styles.muted}>{t('ops_lottery.not_drawn')}</p>
      )}
      {record.outcomes.length > 0 ? (
        <>
          <h3 className={styles.heading}>{t('ops_lottery.outcomes')}</h3>
          <dl className={styles.facts}>
            {record.outcomes.map((o) => (
              <div key={o.status}>
                <dt>{t(`ops_lottery.outcome_${o.status}`, { defaultValue: o.status })}</dt>
                <dd>
                  {o.bets} · {o.stake} → {o.payout}
                </dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
    </Card>
  );
}

/** One draw: its record and verification, its liability while bets are live, and (with lottery.write) pause, resume, cancel. */
export function IssueScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const me = useOpsMe();
  const record = useDrawRecord(id);
  const issue = record.data?.issue;
  const live = issue && (issue.status === 'open' || issue.status === 'locked' || issue.status === 'drawn');
  return (
    <div className={styles.stack}>
      <div>
        <ButtonLink to="../..?tab=issues" relative="path" variant="ghost" size="sm">
          <Icon.ChevronLeft size={16} />
          {t('ops_lottery.back')}
        </ButtonLink>
      </div>
      {record.error ? <ErrorState error={record.error} onRetry={() => void record.refetch()} /> : null}
      {!record.data && !record.error ? <Skeleton style={{ height: 160 }} /> : null}
      {record.data && issue ? (
        <>
          <PageHeader
            title={`${issue.gameName} · ${issue.numero}`}
            subtitle={formatDateTime(issue.drawsAt)}
            icon="Ticket"
            actions={
              <span className={styles.actions}>
                <IssueStatus issue={issue} />
                {can(me.data, 'lottery.write') ? <IssueActions issue={issue} /> : null}
              </span>
            }
          />
          <Card>
            <Facts record={record.data} />
          </Card>
          <Verification record={record.data} />
          {live ? <LiabilityCard issueId={issue.id} /> : null}
        </>
      ) : null}
    </div>
  );
}
