import type { OpsRedEnvelopeDrop, PromotionAudience } from '@fortuna/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format-date';
import { groupThousands } from '../../../lib/format-money';
import { Badge, type BadgeTone } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Cell, DataTable, HeadCell } from '../../../ui/data-table';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { CenteredSpinner } from '../../../ui/spinner';
import { useToast } from '../../../ui/toast';
import { can, useOpsMe } from '../api/ops-api';
import { ConfirmDialog } from '../components/confirm-dialog';
import { NewDropDialog } from './new-drop-dialog';
import styles from './rewards.module.css';
import { useRedEnvelopeDrops, useRedEnvelopeWrites } from './rewards-api';

type Status = 'upcoming' | 'open' | 'ended';
const TONE: Record<Status, BadgeTone> = { upcoming: 'info', open: 'success', ended: 'neutral' };

/** A drop's status at an instant: before its window, within it, or after. */
export function dropStatus(drop: Pick<OpsRedEnvelopeDrop, 'startsAt' | 'endsAt'>, now = Date.now()): Status {
  if (now < Date.parse(drop.startsAt)) return 'upcoming';
  return now < Date.parse(drop.endsAt) ? 'open' : 'ended';
}

/** The drops (status, window, budget, envelopes claimed and paid, fairness) with "new drop" and "end now" (both ask first). */
export function DropsCard() {
  const { t, i18n } = useTranslation();
  const me = useOpsMe();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const writable = can(me.data, 'promotions.write');
  const drops = useRedEnvelopeDrops();
  const { end } = useRedEnvelopeWrites();
  const [creating, setCreating] = useState(false);
  const [ending, setEnding] = useState<OpsRedEnvelopeDrop | null>(null);
  const title = (drop: OpsRedEnvelopeDrop) => drop.titles[i18n.language] || drop.titles.en || `#${drop.id}`;

  const audience = (a: PromotionAudience) =>
    a.kind === 'everyone'
      ? t('ops_rewards.audience_everyone')
      : a.kind === 'newbies'
        ? t('ops_rewards.audience_newbies', { days: a.days })
        : a.kind === 'vip'
          ? t('ops_rewards.audience_vip', { levels: a.levels.join(', ') })
          : t('ops_rewards.audience_team', { agent: a.agent });

  const endNow = (drop: OpsRedEnvelopeDrop) =>
    end.mutate(drop.id, {
      onSuccess: () => toast.show(t('ops_rewards.drop_ended', { title: title(drop) }), 'success'),
      onError: (caught) => toast.show(errorMessage(caught), 'error'),
      onSettled: () => setEnding(null),
    });

  return (
    <Card className={styles.panel}>
      <header className={styles.panelHead}>
        <h2 className={styles.heading}>{t('ops_rewards.drops_title')}</h2>
        {writable ? (
          <Button variant="primary" onClick={() => setCreating(true)} data-testid="ops-drop-new">
            {t('ops_rewards.new_drop')}
          </Button>
        ) : null}
      </header>
      <p className={styles.muted}>{t('ops_rewards.drops_lead')}</p>
      {drops.isError && !drops.data ? (
        <ErrorState error={drops.error} onRetry={() => void drops.refetch()} compact />
      ) : !drops.data ? (
        <CenteredSpinner />
      ) : drops.data.length === 0 ? (
        <EmptyState icon="Gift" title={t('ops_rewards.drops_empty')} text={t('ops_rewards.drops_empty_text')} compact />
      ) : (
        <DataTable
          caption={t('ops_rewards.drops_title')}
          testId="ops-drops"
          head={
            <>
              <HeadCell>{t('ops_rewards.col_drop')}</HeadCell>
              <HeadCell>{t('ops_rewards.col_status')}</HeadCell>
              <HeadCell>{t('ops_rewards.col_window')}</HeadCell>
              <HeadCell numeric>{t('ops_rewards.col_budget')}</HeadCell>
              <HeadCell numeric>{t('ops_rewards.col_claimed')}</HeadCell>
              <HeadCell>{t('ops_rewards.col_fairness')}</HeadCell>
              {writable ? <HeadCell>{t('ops_rewards.col_actions')}</HeadCell> : null}
            </>
          }
        >
          {drops.data.map((drop) => {
            const status = dropStatus(drop);
            return (
              <tr key={drop.id} data-testid="ops-drop-row" data-id={drop.id} data-status={status}>
                <Cell label={t('ops_rewards.col_drop')}>
                  <strong>{title(drop)}</strong>
                  <br />
                  <span className={styles.muted}>
                    #{drop.id} · {audience(drop.audience)} · {drop.createdBy}
                  </span>
                </Cell>
                <Cell label={t('ops_rewards.col_status')}>
                  <Badge tone={TONE[status]} testId="ops-drop-status">
                    {t(`ops_rewards.status_${status}`)}
                  </Badge>
                </Cell>
                <Cell label={t('ops_rewards.col_window')}>
                  {formatDateTime(drop.startsAt)}
                  <br />
                  {formatDateTime(drop.endsAt)}
                </Cell>
                <Cell label={t('ops_rewards.col_budget')} numeric>
                  {groupThousands(drop.budget)}
                  <br />
                  <span className={styles.muted}>{t('ops_rewards.envelopes', { n: drop.count, min: groupThousands(drop.minAmount) })}</span>
                </Cell>
                <Cell label={t('ops_rewards.col_claimed')} numeric>
                  <span data-testid="ops-drop-claimed">
                    {drop.claimed} / {drop.count}
                  </span>
                  <br />
                  <span className={styles.muted}>{groupThousands(drop.paid)}</span>
                </Cell>
                <Cell label={t('ops_rewards.col_fairness')}>
                  <span className={styles.mono} title={drop.seedHash}>
                    {t('ops_rewards.hash')}: {drop.seedHash.slice(0, 16)}…
                  </span>
                  <br />
                  <span className={styles.mono} data-testid="ops-drop-seed">
                    {drop.serverSeed ? `${t('ops_rewards.seed')}: ${drop.serverSeed}` : t('ops_rewards.seed_hidden')}
                  </span>
                </Cell>
                {writable ? (
                  <Cell label={t('ops_rewards.col_actions')}>
                    {status === 'ended' ? (
                      '—'
                    ) : (
                      <Button size="sm" variant="outline" onClick={() => setEnding(drop)} data-testid="ops-drop-end">
                        {t(status === 'open' ? 'ops_rewards.end_now' : 'ops_rewards.cancel_drop')}
                      </Button>
                    )}
                  </Cell>
                ) : null}
              </tr>
            );
          })}
        </DataTable>
      )}
      {writable ? <NewDropDialog open={creating} onClose={() => setCreating(false)} /> : null}
      <ConfirmDialog
        open={ending !== null}
        title={t('ops_rewards.confirm_title')}
        text={ending ? t('ops_rewards.confirm_end', { title: title(ending), claimed: ending.claimed, total: ending.count }) : ''}
        confirmLabel={t(ending && dropStatus(ending) === 'upcoming' ? 'ops_rewards.cancel_drop' : 'ops_rewards.end_now')}
        onConfirm={() => ending && endNow(ending)}
        onClose={() => setEnding(null)}
        busy={end.isPending}
        testId="ops-drop-end-dialog"
      />
    </Card>
  );
}
