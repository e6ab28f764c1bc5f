import { opsRgViewSchema } from '@fortuna/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';
import { Card } from '../../../ui/card';
import { ErrorState } from '../../../ui/error-state';
import { Skeleton } from '../../../ui/skeleton';
import { opsGet } from '../api/ops-api';
import styles from './member-rg-card.module.css';
import './rg-ops-texts';

/**
 * The member page's responsible gaming (issue 20 item 7, `members.read`): the exclusion in force,
 * the limits in force and pending, and the history of every change. Read only: nobody can lift an
 * exclusion early (docs/responsible-gaming/limits.md).
 */
export function MemberRgCard({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const view = useQuery({
    queryKey: ['ops', 'members', memberId, 'responsible-gaming'],
    queryFn: ({ signal }) => opsGet(`/ops/members/${memberId}/responsible-gaming`, opsRgViewSchema, { signal }),
  });
  if (view.isError) return <ErrorState error={view.error} onRetry={() => void view.refetch()} />;
  const data = view.data;
  const set = data?.state.limits.filter((l) => l.value !== null || l.pending) ?? [];
  return (
    <Card className={styles.card} data-testid="ops-member-rg">
      <strong>{t('ops_rg.title')}</strong>
      {!data ? (
        <Skeleton />
      ) : (
        <>
          <p data-testid="ops-member-rg-exclusion">
            {data.state.exclusion
              ? t(`ops_rg.exclusion_${data.state.exclusion.kind}`, { endsAt: formatDateTime(data.state.exclusion.endsAt) })
              : t('ops_rg.no_exclusion')}
          </p>
          <p className={styles.muted}>
            {data.state.realityCheckMinutes > 0
              ? t('ops_rg.reality_check', { minutes: data.state.realityCheckMinutes })
              : t('ops_rg.reality_check_off')}
          </p>
          {set.length === 0 ? (
            <p className={styles.muted}>{t('ops_rg.no_limits')}</p>
          ) : (
            <ul className={styles.list}>
              {set.map((l) => (
                <li key={l.key}>
                  {t(`ops_rg.keys.${l.key}`)}: {l.value ?? t('ops_rg.none')}
                  {l.pending
                    ? ` · ${t('ops_rg.pending', { value: l.pending.value ?? t('ops_rg.none'), at: formatDateTime(l.pending.effectiveAt) })}`
                    : ''}
                </li>
              ))}
            </ul>
          )}
          <strong>{t('ops_rg.history')}</strong>
          {data.history.length === 0 ? (
            <p className={styles.muted}>{t('ops_rg.no_history')}</p>
          ) : (
            <ul className={styles.list} data-testid="ops-member-rg-history">
              {data.history.map((h) => (
                <li key={h.id}>
                  {formatDateTime(h.createdAt)} · {t(`ops_rg.actions.${h.action}`, { defaultValue: h.action })}
                  {h.key && h.key !== 'reality_check_minutes' ? ` · ${t(`ops_rg.keys.${h.key}`, { defaultValue: h.key })}` : ''}
                  {h.key ? ` · ${h.oldValue ?? t('ops_rg.none')} → ${h.newValue ?? t('ops_rg.none')}` : ''}
                  {h.effectiveAt ? ` · ${t('ops_rg.effective', { at: formatDateTime(h.effectiveAt) })}` : ''}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Card>
  );
}
